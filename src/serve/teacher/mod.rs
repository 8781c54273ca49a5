//! The teacher's view of the class (`morpion serve --teacher NAME`): every student, what each is doing now and their results, refreshed each second, and the exercise of the day set from it.
//!
//! - `class`: the table's rows, from the records and the roster.
//! - `state`: what the view shows and holds (`TeacherView`).
//! - `keys`: what each key does to it.
//! - `generate`: a tree generated with the cuts asked, a slice of seeds at a time.
//! - `view`: drawing it.
//! - `session`: the teacher's session on the remote console: the refresh, the keys, the
//!   records' replies.

pub mod class;
pub mod generate;
pub mod keys;
pub mod session;
pub mod state;
pub mod view;

use std::collections::HashMap;
use std::io;
use std::sync::Arc;

use russh::ChannelId;
use russh::server::Handle;

use crate::serve::Shared;
use crate::tui::Inbox;

/// What the teacher's session starts from: the client's window and environment, its input.
pub struct Start {
    pub size: (u32, u32),
    pub env: HashMap<String, String>,
    pub input: Inbox,
}

/// Starts the teacher's session on its own thread, drawn into `channel`, counted among the
/// live sessions until it ends (so the server's stop gives the teacher's screen back too).
pub fn spawn(
    shared: Arc<Shared>,
    start: Start,
    handle: Handle,
    channel: ChannelId,
) -> io::Result<()> {
    crate::serve::session::counted(
        shared,
        "morpion-teacher",
        handle,
        channel,
        move |shared, writer| session::run(shared, start, writer),
    )
}
