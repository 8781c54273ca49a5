//! The teacher's view of the class (`morpion serve --teacher NAME`): every student, what each is doing now and their results, refreshed each second, and the exercise of the day set from it.
//!
//! - `class`: the table's rows, from the records and the roster.
//! - `state`: what the view shows and holds (`TeacherView`).
//! - `keys`: what each key does to it.
//! - `view`: drawing it.
//! - `session`: the teacher's session on the remote console: the refresh, the keys, the
//!   records' replies.

pub mod class;
pub mod keys;
pub mod session;
pub mod state;
pub mod view;

use std::collections::HashMap;
use std::io;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::Receiver;

use russh::ChannelId;
use russh::server::Handle;

use crate::serve::Shared;
use crate::tui::{Incoming, RemoteEnd};

/// What the teacher's session starts from: the client's window and environment, its input.
pub struct Start {
    pub size: (u32, u32),
    pub env: HashMap<String, String>,
    pub input: Receiver<Incoming>,
}

/// Starts the teacher's session on its own thread, drawn into `channel`, counted among the
/// live sessions until it ends (so the server's stop gives the teacher's screen back too).
pub fn spawn(
    shared: Arc<Shared>,
    start: Start,
    handle: Handle,
    channel: ChannelId,
) -> io::Result<()> {
    let writer = crate::serve::session::carry(&shared, handle, channel);
    let for_thread = shared.clone();
    let spawned = std::thread::Builder::new()
        .name("morpion-teacher".to_owned())
        .spawn(move || {
            let end = session::run(&for_thread, start, writer);
            for_thread.live.fetch_sub(1, Ordering::SeqCst);
            if end == RemoteEnd::ServerStopped {
                for_thread.ended_by_stop.fetch_add(1, Ordering::SeqCst);
            }
        });
    if let Err(error) = spawned {
        shared.live.fetch_sub(1, Ordering::SeqCst);
        return Err(error);
    }
    Ok(())
}
