//! One student's session: the full game on its own thread, its frames carried to the SSH channel, its start and end recorded.

use std::collections::HashMap;
use std::ffi::OsString;
use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{self, Receiver};

use russh::ChannelId;
use russh::server::Handle;
use tokio::sync::mpsc as async_mpsc;

use crate::analysis::First;
use crate::cli::play::{GameArgs, PlayArgs};
use crate::home::config_file::Preferences;
use crate::i18n::Lang;
use crate::serve::Shared;
use crate::serve::records::Note;
use crate::tui::{self, Incoming, Look, PlayerFiles, Remote, RemoteEnd};

/// Frames waiting for the channel: a client that stops reading holds its own session's
/// writes here, and nothing more piles up.
const FRAMES_QUEUED: usize = 16;

/// What the session writes, handed to the channel's task on each flush. A failed hand-over
/// is the client gone.
pub struct ChannelWriter {
    pending: Vec<u8>,
    frames: async_mpsc::Sender<Vec<u8>>,
}

impl Write for ChannelWriter {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let frame = std::mem::take(&mut self.pending);
        self.frames
            .blocking_send(frame)
            .map_err(|_| io::Error::new(io::ErrorKind::BrokenPipe, "the client went away"))
    }
}

/// What a session starts from: who, the client's window and environment, its input.
pub struct Start {
    pub student: String,
    pub size: (u32, u32),
    pub env: HashMap<String, String>,
    pub input: Receiver<Incoming>,
}

/// Starts the session's thread and the task that carries its frames to `channel`; the
/// channel is closed when the session ends. Counts it among the live sessions until then.
pub fn spawn(
    shared: Arc<Shared>,
    start: Start,
    handle: Handle,
    channel: ChannelId,
) -> io::Result<()> {
    let (frames, mut to_send) = async_mpsc::channel::<Vec<u8>>(FRAMES_QUEUED);
    let writer = ChannelWriter {
        pending: Vec::new(),
        frames,
    };
    shared.runtime.spawn(async move {
        while let Some(frame) = to_send.recv().await {
            if handle.data(channel, frame).await.is_err() {
                return;
            }
        }
        let _ = handle.exit_status_request(channel, 0).await;
        let _ = handle.eof(channel).await;
        let _ = handle.close(channel).await;
    });
    let for_thread = shared.clone();
    let spawned = std::thread::Builder::new()
        .name("morpion-session".to_owned())
        .spawn(move || {
            let shared = for_thread;
            let end = run(&shared, start, writer);
            shared.live.fetch_sub(1, Ordering::SeqCst);
            if end == RemoteEnd::ServerStopped {
                shared.ended_by_stop.fetch_add(1, Ordering::SeqCst);
            }
        });
    if let Err(error) = spawned {
        shared.live.fetch_sub(1, Ordering::SeqCst);
        return Err(error);
    }
    Ok(())
}

/// The session itself, recorded from start to end.
fn run(shared: &Shared, start: Start, writer: ChannelWriter) -> RemoteEnd {
    let (reply, answer) = mpsc::channel();
    let _ = shared.records.send(Note::Start {
        student: start.student.clone(),
        reply,
    });
    let id = answer.recv().ok().flatten();
    let var = |name: &str| start.env.get(name).map(OsString::from);
    let lang = Lang::from_vars(var);
    let look = Look::from_vars(var).on(Some(tui::Background::Dark));
    let end = game(shared, lang, look, start.size, start.input, writer);
    if let Some(id) = id {
        let _ = shared.records.send(Note::End {
            id,
            reason: end.as_str(),
        });
    }
    end
}

fn game(
    shared: &Shared,
    lang: Lang,
    look: Look,
    size: (u32, u32),
    input: Receiver<Incoming>,
    writer: ChannelWriter,
) -> RemoteEnd {
    let play = PlayArgs {
        first: First::Human,
        ..PlayArgs::default()
    };
    let Ok(config) = crate::cli::play::config(&play, &GameArgs::default()) else {
        return RemoteEnd::Disconnected;
    };
    // Nothing of the server's files: no results, no config file to save into.
    let player = PlayerFiles {
        results: None,
        config: None,
        problems: Vec::new(),
        settings: Preferences::default(),
    };
    let remote = Remote {
        output: writer,
        size,
        input,
        idle_timeout: shared.idle_timeout,
        stop: shared.stopping.clone(),
    };
    tui::run_remote(
        config.with_lang(lang).without_files(),
        look,
        player,
        tui::draw,
        remote,
    )
    .unwrap_or(RemoteEnd::Disconnected)
}
