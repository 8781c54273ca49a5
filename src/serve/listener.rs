//! Accepting connections: at most [`MOST_SIGNING_IN`] connections not yet signed in at once, each given [`ServeArgs::sign_in_timeout`](crate::cli::serve::ServeArgs) to sign in, and every connection disconnected when the server stops.
//!
//! A connection that never signs in holds nothing of the class (no session, no place), but it
//! holds a socket and a task: without these bounds a client opening connections and saying
//! nothing could hold them for the whole idle timeout, as many as it likes. OpenSSH bounds the
//! same with `MaxStartups` and `LoginGraceTime`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use russh::Disconnect;
use russh::server::Config;
use tokio::net::TcpListener;
use tokio::sync::broadcast;

use crate::serve::Shared;
use crate::serve::handler::Client;

/// The most connections not yet signed in at once; one more is closed as it comes (its
/// `ssh` says the connection was closed, and trying again a moment later works). Far above
/// what a class signing in at the same minute needs: a sign-in takes well under a second.
pub const MOST_SIGNING_IN: usize = 64;

/// A connection still to sign in, counted in the server's [`SigningIn`] while it lives.
pub struct Unsigned {
    count: Arc<AtomicUsize>,
    signed_in: Arc<AtomicBool>,
}

impl Unsigned {
    /// The connection signed in: it no longer counts, and its time to sign in is over.
    pub fn signed_in(&self) {
        if !self.signed_in.swap(true, Ordering::SeqCst) {
            self.count.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

impl Drop for Unsigned {
    fn drop(&mut self) {
        self.signed_in();
    }
}

/// How many connections are still to sign in.
#[derive(Default)]
pub struct SigningIn {
    count: Arc<AtomicUsize>,
}

impl SigningIn {
    /// Counts one more connection, or `None` when [`MOST_SIGNING_IN`] are already signing in.
    pub fn admit(&self) -> Option<Unsigned> {
        let before = self.count.fetch_add(1, Ordering::SeqCst);
        if before >= MOST_SIGNING_IN {
            self.count.fetch_sub(1, Ordering::SeqCst);
            return None;
        }
        Some(Unsigned {
            count: self.count.clone(),
            signed_in: Arc::new(AtomicBool::new(false)),
        })
    }
}

/// Accepts connections on `socket` until `stop` says why the server stops, then disconnects
/// every connection with that reason.
pub async fn accept(
    socket: TcpListener,
    config: Arc<Config>,
    shared: Arc<Shared>,
    stop: broadcast::Sender<String>,
) -> std::io::Result<()> {
    let mut stopped = stop.subscribe();
    loop {
        tokio::select! {
            _ = stopped.recv() => return Ok(()),
            accepted = socket.accept() => {
                let (stream, address) = accepted?;
                // Past the bound, the connection is closed unanswered (dropped here).
                let Some(unsigned) = shared.signing_in.admit() else {
                    continue;
                };
                let signed_in = unsigned.signed_in.clone();
                let client = Client::new(shared.clone(), Some(address.ip()), unsigned);
                let config = config.clone();
                let grace = shared.sign_in_timeout;
                let stopped = stop.subscribe();
                tokio::spawn(connection(stream, client, config, grace, signed_in, stopped));
            }
        }
    }
}

/// One connection, from the first byte to its end: dropped if it has not signed in within
/// `grace`, disconnected when the server stops.
async fn connection(
    stream: tokio::net::TcpStream,
    client: Client,
    config: Arc<Config>,
    grace: Duration,
    signed_in: Arc<AtomicBool>,
    mut stopped: broadcast::Receiver<String>,
) {
    if config.nodelay {
        let _ = stream.set_nodelay(true);
    }
    let started = tokio::time::Instant::now();
    // Before the SSH layer answers, the client's greeting is waited for only that long too.
    let session = match tokio::time::timeout(
        grace,
        russh::server::run_stream(config, stream, client),
    )
    .await
    {
        Ok(Ok(session)) => session,
        Ok(Err(_)) | Err(_) => return,
    };
    let handle = session.handle();
    let mut session = std::pin::pin!(session);
    // Until the deadline, then (signed in) until the session ends: the first of these that
    // comes says why the connection ends, if the server is the one to end it.
    let mut deadline = Some(started + grace);
    let reason = loop {
        tokio::select! {
            _ = &mut session => return,
            reason = stopped.recv() => break reason.unwrap_or_default(),
            _ = tokio::time::sleep_until(deadline.unwrap_or(started)), if deadline.is_some() => {
                if !signed_in.load(Ordering::SeqCst) {
                    break "not signed in in time".to_owned();
                }
                deadline = None;
            }
        }
    };
    let _ = handle
        .disconnect(Disconnect::ByApplication, reason, String::new())
        .await;
}
