//! One student's session: the full game on its own thread, its frames carried to the SSH channel, its start and end, its activity and its results recorded, the exercise of the day read again whenever the teacher changes it.

use std::collections::HashMap;
use std::ffi::OsString;
use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use russh::ChannelId;
use russh::server::Handle;
use tokio::sync::mpsc as async_mpsc;
use tokio::sync::mpsc::error::TrySendError;

use crate::analysis::First;
use crate::analysis::lessons::Topic;
use crate::class::{DailyExercise, Outcome};
use crate::cli::play::{GameArgs, PlayArgs};
use crate::cli::practice::{HandedOut, handed_out};
use crate::home::config_file::Preferences;
use crate::i18n::Lang;
use crate::serve::Shared;
use crate::serve::live::Activity;
use crate::serve::records::Note;
use crate::tui::{
    self, Daily, Doing, GameOutcome, Inbox, Look, Offer, PlayerFiles, Receipt, Remote, RemoteEnd,
    Report, ReportSink, exercise_text,
};

/// Frames waiting for the channel: a client that stops reading holds its own session's
/// writes here, and nothing more piles up.
const FRAMES_QUEUED: usize = 16;

/// How long a frame may wait for room behind the queued ones before the client counts as gone:
/// a client that reads nothing for this long ends its own session and frees its place.
const STALLED: Duration = Duration::from_secs(60);

/// What the session writes, handed to the channel's task on each flush. A failed hand-over
/// (the client gone, or reading nothing for `stalled`) ends the session.
pub struct ChannelWriter {
    pending: Vec<u8>,
    frames: async_mpsc::Sender<Vec<u8>>,
    stalled: Duration,
}

impl ChannelWriter {
    /// A writer handing its frames to `frames`, giving up after `stalled` without room.
    fn new(frames: async_mpsc::Sender<Vec<u8>>, stalled: Duration) -> Self {
        Self {
            pending: Vec::new(),
            frames,
            stalled,
        }
    }
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
        let mut frame = std::mem::take(&mut self.pending);
        let given_up = Instant::now() + self.stalled;
        loop {
            match self.frames.try_send(frame) {
                Ok(()) => return Ok(()),
                Err(TrySendError::Closed(_)) => {
                    return Err(io::Error::new(
                        io::ErrorKind::BrokenPipe,
                        "the client went away",
                    ));
                }
                Err(TrySendError::Full(back)) if Instant::now() < given_up => {
                    frame = back;
                    std::thread::sleep(Duration::from_millis(20));
                }
                Err(TrySendError::Full(_)) => {
                    return Err(io::Error::new(
                        io::ErrorKind::TimedOut,
                        "the client stopped reading",
                    ));
                }
            }
        }
    }
}

/// What a session starts from: who, the client's window and environment, its input.
pub struct Start {
    pub student: String,
    pub size: (u32, u32),
    pub env: HashMap<String, String>,
    pub input: Inbox,
}

/// Starts the session's thread and the task that carries its frames to `channel`; the
/// channel is closed when the session ends. Counts it among the live sessions until then.
pub fn spawn(
    shared: Arc<Shared>,
    start: Start,
    handle: Handle,
    channel: ChannelId,
) -> io::Result<()> {
    counted(
        shared,
        "morpion-session",
        handle,
        channel,
        move |shared, writer| run(shared, start, writer),
    )
}

/// Runs `session` on a thread named `name`, drawing into `channel` (see [`carry`]), counted
/// among the live sessions until it ends, and among those the server's stop ended if it did.
/// The students' sessions and the teacher's both start here.
pub fn counted(
    shared: Arc<Shared>,
    name: &str,
    handle: Handle,
    channel: ChannelId,
    session: impl FnOnce(&Arc<Shared>, ChannelWriter) -> RemoteEnd + Send + 'static,
) -> io::Result<()> {
    let writer = carry(&shared, handle, channel);
    let for_thread = shared.clone();
    let spawned = std::thread::Builder::new()
        .name(name.to_owned())
        .spawn(move || {
            let end = session(&for_thread, writer);
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

/// A writer whose frames a task of the server's carries to `channel`; once the writer is
/// dropped, the channel is closed with the exit status 0. (The teacher's view draws into one
/// too.)
pub fn carry(shared: &Shared, handle: Handle, channel: ChannelId) -> ChannelWriter {
    let (frames, mut to_send) = async_mpsc::channel::<Vec<u8>>(FRAMES_QUEUED);
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
    ChannelWriter::new(frames, STALLED)
}

/// The session itself, recorded from start to end.
fn run(shared: &Arc<Shared>, start: Start, writer: ChannelWriter) -> RemoteEnd {
    let (reply, answer) = mpsc::channel();
    let _ = shared.records.send(Note::Start {
        student: start.student.clone(),
        reply,
    });
    let id = answer.recv().ok().flatten();
    let var = |name: &str| start.env.get(name).map(OsString::from);
    let lang = Lang::from_vars(var);
    let look = Look::from_vars(var).on(Some(tui::Background::Dark));
    let sink = Box::new(Sink {
        student: start.student.clone(),
        shared: shared.clone(),
        seen: None,
        current: None,
    });
    let end = game(shared, lang, look, start.size, start.input, writer, sink);
    shared.roster.leave(&start.student);
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
    input: Inbox,
    writer: ChannelWriter,
    sink: Box<dyn ReportSink>,
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
        reports: Some(sink),
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

/// The exercise of the day as the records keep it now; none when none is set or it cannot be
/// read (told on stderr).
fn exercise_of_the_day(shared: &Shared) -> Option<DailyExercise> {
    let (reply, answer) = mpsc::channel();
    shared.records.send(Note::ExerciseOfTheDay { reply }).ok()?;
    match answer.recv().ok()? {
        Ok(exercise) => exercise,
        Err(why) => {
            let _ = writeln!(io::stderr(), "morpion serve: {why}");
            None
        }
    }
}

/// `exercise` built as `morpion practice` builds it (or the lesson); none when it gives no
/// exercise (told on stderr).
pub fn daily(exercise: &DailyExercise) -> Option<Daily> {
    let handed = match exercise {
        // A generated tree is the random tree of its seed.
        DailyExercise::Practice {
            seed,
            depth,
            branching,
        }
        | DailyExercise::Generated {
            seed,
            depth,
            branching,
            ..
        } => HandedOut::Random {
            seed: *seed,
            depth: *depth,
            branching: *branching,
        },
        DailyExercise::Tree(tree) => HandedOut::Tree(tree),
        DailyExercise::Endgame(board) => HandedOut::Board(board),
        DailyExercise::Lesson(n) => return Topic::numbered(usize::from(*n)).map(Daily::Lesson),
    };
    match handed_out(handed) {
        Ok(built) => Some(Daily::Practice(Box::new(built))),
        Err(why) => {
            let _ = writeln!(
                io::stderr(),
                "morpion serve: the exercise of the day \"{exercise}\" gives no exercise: {why}"
            );
            None
        }
    }
}

/// Whether `student` has done `daily` already: a first check of it recorded, or its lesson
/// finished.
fn done_already(shared: &Shared, student: &str, daily: &Daily) -> bool {
    let (reply, answer) = mpsc::channel();
    if shared.records.send(Note::Summary { reply }).is_err() {
        return false;
    }
    let Ok(Ok(class)) = answer.recv() else {
        return false;
    };
    let Some(summary) = class.students.into_iter().find(|s| s.name == student) else {
        return false;
    };
    match daily {
        Daily::Practice(exercise) => {
            let recorded = exercise_text(exercise);
            summary
                .practice
                .iter()
                .any(|result| result.exercise == recorded)
        }
        Daily::Lesson(topic) => summary.lessons_finished.contains(&(topic.number() as u32)),
    }
}

/// Where a session's reports go: its activity to the roster, its results to the records,
/// each answered once written (or not); and the exercise of the day, read again whenever the
/// roster says it changed.
struct Sink {
    student: String,
    shared: Arc<Shared>,
    /// The roster's count of changes when the exercise of the day was last read.
    seen: Option<u64>,
    /// The exercise of the day's text form as last read.
    current: Option<String>,
}

impl ReportSink for Sink {
    fn exercise_of_the_day(&mut self) -> Option<Option<Offer>> {
        let changes = self.shared.roster.exercise_changes();
        if self.seen == Some(changes) {
            return None;
        }
        self.seen = Some(changes);
        let exercise = exercise_of_the_day(&self.shared);
        self.current = exercise.as_ref().map(ToString::to_string);
        let offer = exercise.as_ref().and_then(daily).map(|daily| Offer {
            checked: done_already(&self.shared, &self.student, &daily),
            daily,
        });
        Some(offer)
    }

    fn report(&mut self, report: Report) -> Receipt {
        let student = self.student.clone();
        let (reply, answer) = mpsc::channel();
        let note = match report {
            Report::Doing(doing) => {
                self.shared.roster.set(&student, activity(doing));
                return Receipt::Noted;
            }
            Report::OpenedDaily => {
                if let Some(exercise) = self.current.clone() {
                    let _ = self.shared.records.send(Note::Opened { student, exercise });
                }
                return Receipt::Noted;
            }
            Report::PracticeChecked {
                exercise,
                score,
                out_of,
            } => Note::Practice {
                student,
                exercise,
                score,
                out_of,
                reply,
            },
            Report::LessonFinished(lesson) => Note::Lesson {
                student,
                lesson: u32::from(lesson),
                reply,
            },
            Report::GameOver { game, outcome } => Note::Game {
                student,
                game,
                outcome: match outcome {
                    GameOutcome::Won => Outcome::Won,
                    GameOutcome::Drawn => Outcome::Drawn,
                    GameOutcome::Lost => Outcome::Lost,
                },
                reply,
            },
        };
        if self.shared.records.send(note).is_err() {
            self.shared
                .roster
                .write_failed("the records' thread has stopped".to_owned());
            return Receipt::NotRecorded;
        }
        match answer.recv() {
            Ok(Ok(())) => Receipt::Recorded,
            Ok(Err(_)) | Err(_) => Receipt::NotRecorded,
        }
    }
}

/// What the teacher's view says the student is doing.
fn activity(doing: Doing) -> Activity {
    match doing {
        Doing::Game(game) => Activity::Game(game),
        Doing::Steps => Activity::Steps,
        Doing::Tree => Activity::Tree,
        Doing::Practice => Activity::Practice,
        Doing::Lesson(n) => Activity::Lesson(n),
        Doing::Setup => Activity::Home,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_that_reads_nothing_ends_its_session_once_the_queue_has_waited_too_long() {
        let (frames, mut queued) = async_mpsc::channel::<Vec<u8>>(2);
        let mut writer = ChannelWriter::new(frames, Duration::from_millis(100));
        for frame in [b"one", b"two"] {
            writer.write_all(frame).unwrap();
            writer.flush().unwrap();
        }
        writer.write_all(b"three").unwrap();
        let error = writer.flush().unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::TimedOut);
        assert_eq!(queued.try_recv().unwrap(), b"one");
        assert_eq!(queued.try_recv().unwrap(), b"two");
        assert!(
            queued.try_recv().is_err(),
            "the third frame was never queued"
        );
    }

    #[test]
    fn a_frame_waits_for_room_while_the_client_reads() {
        let (frames, mut queued) = async_mpsc::channel::<Vec<u8>>(1);
        let mut writer = ChannelWriter::new(frames, Duration::from_secs(30));
        writer.write_all(b"one").unwrap();
        writer.flush().unwrap();
        let reader = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            let first = queued.blocking_recv();
            let second = queued.blocking_recv();
            (first, second)
        });
        writer.write_all(b"two").unwrap();
        writer.flush().unwrap();
        drop(writer);
        let (first, second) = reader.join().unwrap();
        assert_eq!(first.as_deref(), Some(&b"one"[..]));
        assert_eq!(second.as_deref(), Some(&b"two"[..]));
    }

    #[test]
    fn a_closed_channel_is_the_client_gone() {
        let (frames, queued) = async_mpsc::channel::<Vec<u8>>(1);
        drop(queued);
        let mut writer = ChannelWriter::new(frames, Duration::from_secs(30));
        writer.write_all(b"one").unwrap();
        assert_eq!(
            writer.flush().unwrap_err().kind(),
            io::ErrorKind::BrokenPipe
        );
    }
}
