//! What a remote client sends its session, carried from the server's connection to the game: its bytes in order through a bounded queue, and its window's latest size, which no flood can lose.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TryRecvError, TrySendError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What the session takes from its client.
#[derive(Debug, PartialEq, Eq)]
pub enum Incoming {
    /// Bytes typed, pasted or reported by the client's terminal.
    Bytes(Vec<u8>),
    /// The client's window is now this many columns and rows.
    Resize(u32, u32),
}

/// What waits in the queue: bytes, or word that the window changed (its size is in the slot).
enum Queued {
    Bytes(Vec<u8>),
    Resized,
}

/// The window's latest size, until the session takes it.
type Slot = Arc<Mutex<Option<(u32, u32)>>>;

/// The connection's end: where the client's bytes and window changes are put.
pub struct Outbox {
    queue: SyncSender<Queued>,
    size: Slot,
}

/// The session's end: the client's bytes in order, and its window's latest size.
pub struct Inbox {
    queue: Receiver<Queued>,
    size: Slot,
}

/// Why bytes were not handed over.
#[derive(Debug, PartialEq, Eq)]
pub enum NotSent {
    /// The session has `capacity` messages waiting: a client sending faster than its game reads
    /// loses the excess.
    Full,
    /// The session ended.
    Gone,
}

/// A connected outbox and inbox; at most `capacity` messages wait between them.
pub fn inbox(capacity: usize) -> (Outbox, Inbox) {
    let (queue, received) = mpsc::sync_channel(capacity);
    let size = Slot::default();
    (
        Outbox {
            queue,
            size: size.clone(),
        },
        Inbox {
            queue: received,
            size,
        },
    )
}

impl Outbox {
    /// Hands `bytes` to the session, unless its queue is full or it has ended.
    pub fn bytes(&self, bytes: Vec<u8>) -> Result<(), NotSent> {
        self.queue
            .try_send(Queued::Bytes(bytes))
            .map_err(|error| match error {
                TrySendError::Full(_) => NotSent::Full,
                TrySendError::Disconnected(_) => NotSent::Gone,
            })
    }

    /// The client's window is now `columns` × `rows`: kept whatever the queue holds, so the
    /// last size told is always the one the session draws at.
    pub fn resize(&self, columns: u32, rows: u32) {
        if let Ok(mut size) = self.size.lock() {
            *size = Some((columns, rows));
        }
        // Word of it, to wake the session; where the queue is full, it finds the size anyway.
        let _ = self.queue.try_send(Queued::Resized);
    }
}

impl Inbox {
    /// The next thing from the client in the order it came, waiting at most `timeout`; a
    /// window's change whose word found the queue full once the queue is empty.
    pub fn recv_timeout(&self, timeout: Duration) -> Result<Incoming, RecvTimeoutError> {
        let deadline = Instant::now() + timeout;
        loop {
            let queued = match self.queue.try_recv() {
                Ok(queued) => queued,
                Err(TryRecvError::Disconnected) => {
                    return self.new_size().ok_or(RecvTimeoutError::Disconnected);
                }
                Err(TryRecvError::Empty) => match self.new_size() {
                    Some(size) => return Ok(size),
                    None => self
                        .queue
                        .recv_timeout(deadline.saturating_duration_since(Instant::now()))?,
                },
            };
            match queued {
                Queued::Bytes(bytes) => return Ok(Incoming::Bytes(bytes)),
                // (A word whose size an earlier one took: nothing new.)
                Queued::Resized => {
                    if let Some(size) = self.new_size() {
                        return Ok(size);
                    }
                }
            }
        }
    }

    fn new_size(&self) -> Option<Incoming> {
        let taken = self.size.lock().ok()?.take();
        taken.map(|(columns, rows)| Incoming::Resize(columns, rows))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_size_told_survives_a_full_queue() {
        let (outbox, inbox) = inbox(2);
        outbox.bytes(b"1".to_vec()).unwrap();
        outbox.bytes(b"2".to_vec()).unwrap();
        assert_eq!(outbox.bytes(b"3".to_vec()), Err(NotSent::Full));
        for n in 0..1000 {
            outbox.resize(100 + n, 30);
        }
        outbox.resize(90, 20);
        let wait = Duration::from_millis(10);
        assert_eq!(inbox.recv_timeout(wait), Ok(Incoming::Bytes(b"1".to_vec())));
        assert_eq!(inbox.recv_timeout(wait), Ok(Incoming::Bytes(b"2".to_vec())));
        assert_eq!(inbox.recv_timeout(wait), Ok(Incoming::Resize(90, 20)));
        assert_eq!(inbox.recv_timeout(wait), Err(RecvTimeoutError::Timeout));
    }

    #[test]
    fn a_resize_wakes_the_session_once_and_an_ended_session_is_told() {
        let (outbox, inbox) = inbox(4);
        outbox.resize(100, 30);
        outbox.resize(120, 40);
        let wait = Duration::from_millis(10);
        assert_eq!(inbox.recv_timeout(wait), Ok(Incoming::Resize(120, 40)));
        // The second word finds the size already taken: nothing more.
        assert_eq!(inbox.recv_timeout(wait), Err(RecvTimeoutError::Timeout));
        drop(inbox);
        assert_eq!(outbox.bytes(b"q".to_vec()), Err(NotSent::Gone));
    }

    #[test]
    fn a_closed_connection_ends_the_session() {
        let (outbox, inbox) = inbox(4);
        drop(outbox);
        assert_eq!(
            inbox.recv_timeout(Duration::from_millis(10)),
            Err(RecvTimeoutError::Disconnected)
        );
    }
}
