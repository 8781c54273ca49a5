//! The class's records on a thread of their own (`Records` holds one SQLite connection, used from one thread): sessions send it notes.

use std::path::Path;
use std::sync::Arc;
use std::sync::mpsc::{self, Sender};

use crate::class::records::now;
use crate::class::{DailyExercise, Outcome, Records, RecordsError, SessionId, StudentSummary};
use crate::serve::live::Roster;
use crate::serve::teacher::keys::refusal;

/// The database's file name in the data folder.
pub const RECORDS_FILE: &str = "class.sqlite3";

/// Whether a result was written, and if not why.
pub type Written = Result<(), String>;

/// What the teacher's view reads back: every student's work and the exercise of the day.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassRecords {
    pub students: Vec<StudentSummary>,
    /// The exercise of the day's text form, when one is set.
    pub exercise: Option<String>,
}

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
    /// The exercise of the day as the records keep it: none set, or one that does not read
    /// as one (the reason), or the exercise.
    ExerciseOfTheDay {
        reply: Sender<Result<Option<DailyExercise>, String>>,
    },
    /// A practice exercise's first check (`exercise` in its text form).
    Practice {
        student: String,
        exercise: String,
        score: u32,
        out_of: u32,
        reply: Sender<Written>,
    },
    /// The student opened the exercise of the day (`exercise` in its text form); nothing waits
    /// for it (a failure is told on the teacher's view as any other).
    Opened { student: String, exercise: String },
    /// Lesson `lesson` finished.
    Lesson {
        student: String,
        lesson: u32,
        reply: Sender<Written>,
    },
    /// A game played to its end (`game` as on the command line).
    Game {
        student: String,
        game: String,
        outcome: Outcome,
        reply: Sender<Written>,
    },
    /// The teacher's view asks for the class as recorded now (the reason when it cannot be
    /// read): one connection serves every session.
    Summary {
        reply: Sender<Result<ClassRecords, String>>,
    },
}

/// Opens the records at `path` (refused with the reason when they cannot be used) and starts
/// their thread, which ends when every sender is gone. A write that fails is told on stderr
/// and kept in `roster` for the teacher's view.
pub fn start(
    path: &Path,
    roster: Arc<Roster>,
) -> anyhow::Result<(Sender<Note>, std::thread::JoinHandle<()>)> {
    let mut records = Records::open(path)?;
    let (notes, incoming) = mpsc::channel::<Note>();
    let thread = std::thread::Builder::new()
        .name("morpion-records".to_owned())
        .spawn(move || {
            for note in incoming {
                if let Err(error) = write(&mut records, &roster, note) {
                    failed(&roster, &error);
                }
            }
        })?;
    Ok((notes, thread))
}

/// A write that failed: said on the server's console and kept for the teacher's view.
fn failed(roster: &Roster, error: &RecordsError) {
    let why = error.to_string();
    let _ = writeln_stderr(&format!("morpion serve: not recorded: {why}"));
    roster.write_failed(why);
}

/// Carries out one note, answering its reply; the error of a write that failed and was not
/// answered. A failure is kept in `roster` before its reply goes, so that whoever is told
/// "not recorded" finds it on the teacher's view too.
fn write(records: &mut Records, roster: &Roster, note: Note) -> Result<(), RecordsError> {
    let answer = |reply: Sender<Written>, written: Result<(), RecordsError>| {
        if let Err(error) = &written {
            failed(roster, error);
        }
        let _ = reply.send(written.map_err(|error| error.to_string()));
        Ok(())
    };
    match note {
        Note::Start { student, reply } => {
            let id = records.start_session(&student, now());
            if let Err(error) = &id {
                failed(roster, error);
            }
            let _ = reply.send(id.ok());
            Ok(())
        }
        Note::End { id, reason } => records.end_session(id, now(), reason),
        Note::SetExercise { exercise, reply } => {
            let written = match exercise {
                Some(exercise) => records.set_exercise_of_the_day(&exercise.to_string()),
                None => records.clear_exercise_of_the_day(),
            };
            if written.is_ok() {
                roster.exercise_changed();
            }
            answer(reply, written)
        }
        Note::ExerciseOfTheDay { reply } => {
            let read = records.exercise_of_the_day();
            let exercise = match &read {
                Ok(Some(text)) => text.parse::<DailyExercise>().map(Some).map_err(|e| {
                    let why = crate::i18n::Lang::En.say(&refusal(&e));
                    format!("the exercise of the day \"{text}\": {why}")
                }),
                Ok(None) => Ok(None),
                Err(error) => Err(error.to_string()),
            };
            let _ = reply.send(exercise);
            read.map(|_| ())
        }
        Note::Practice {
            student,
            exercise,
            score,
            out_of,
            reply,
        } => {
            let written = records.record_practice(&student, &exercise, score, out_of, now());
            answer(reply, written)
        }
        Note::Opened { student, exercise } => records.record_opened(&student, &exercise, now()),
        Note::Lesson {
            student,
            lesson,
            reply,
        } => {
            let written = records.record_lesson_finished(&student, lesson, now());
            answer(reply, written)
        }
        Note::Game {
            student,
            game,
            outcome,
            reply,
        } => {
            let written = records.record_game(&student, &game, outcome, now());
            answer(reply, written)
        }
        Note::Summary { reply } => {
            let read = records.class_summary().and_then(|students| {
                let exercise = records.exercise_of_the_day()?;
                Ok(ClassRecords { students, exercise })
            });
            // A read writes nothing: its failure is the view's to tell, not the roster's.
            let _ = reply.send(read.map_err(|error| error.to_string()));
            Ok(())
        }
    }
}

fn writeln_stderr(text: &str) -> std::io::Result<()> {
    use std::io::Write;
    writeln!(std::io::stderr(), "{text}")
}
