//! The class's records on a thread of their own (`Records` holds one SQLite connection, used from one thread): sessions send it notes.

use std::path::Path;
use std::sync::mpsc::{self, Sender};

use crate::class::records::now;
use crate::class::{DailyExercise, Records, SessionId};

/// The database's file name in the data folder.
pub const RECORDS_FILE: &str = "class.sqlite3";

/// What a session tells the records.
pub enum Note {
    /// A session starts; the reply is its id (none if it could not be written).
    Start {
        student: String,
        reply: Sender<Option<SessionId>>,
    },
    /// A session ended, and why.
    End { id: SessionId, reason: &'static str },
    /// The teacher set the exercise of the day (`None`: cleared); the reply says whether it
    /// was written.
    SetExercise {
        exercise: Option<DailyExercise>,
        reply: Sender<Result<(), String>>,
    },
}

/// Opens the records at `path` (refused with the reason when they cannot be used) and starts
/// their thread, which ends when every sender is gone. A write that fails is told on stderr.
pub fn start(path: &Path) -> anyhow::Result<(Sender<Note>, std::thread::JoinHandle<()>)> {
    let mut records = Records::open(path)?;
    let (notes, incoming) = mpsc::channel::<Note>();
    let thread = std::thread::Builder::new()
        .name("morpion-records".to_owned())
        .spawn(move || {
            for note in incoming {
                let written = match note {
                    Note::Start { student, reply } => {
                        let id = records.start_session(&student, now());
                        let _ = reply.send(id.as_ref().ok().copied());
                        id.map(|_| ())
                    }
                    Note::End { id, reason } => records.end_session(id, now(), reason),
                    Note::SetExercise { exercise, reply } => {
                        let written = match exercise {
                            Some(exercise) => {
                                records.set_exercise_of_the_day(&exercise.to_string())
                            }
                            None => records.clear_exercise_of_the_day(),
                        };
                        let _ = reply.send(written.as_ref().map_err(ToString::to_string).copied());
                        written
                    }
                };
                if let Err(error) = written {
                    let _ = writeln_stderr(&format!("morpion serve: not recorded: {error}"));
                }
            }
        })?;
    Ok((notes, thread))
}

fn writeln_stderr(text: &str) -> std::io::Result<()> {
    use std::io::Write;
    writeln!(std::io::stderr(), "{text}")
}
