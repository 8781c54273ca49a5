//! What a session reports of the student's work to whoever runs it (the classroom server), as data, and the exercise of the day it opens first; a local game has neither.

pub(in crate::tui) mod update;

use std::fmt;

use crate::analysis::lessons::Topic;
use crate::analysis::practice::{Exercise, Origin, Task};
use crate::engine::Side;

/// What the student's screen shows now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Doing {
    /// A game on the board: the game's name as on the command line (`ttt`, `connect4`, …, or
    /// the board's shape for a board of one's own: `5x5k4`).
    Game(String),
    /// Step mode.
    Steps,
    /// The explorer's tree.
    Tree,
    /// A practice exercise.
    Practice,
    /// Lesson N, from 1.
    Lesson(u8),
    /// The setup screen (a position set up by hand).
    Setup,
}

/// How a game ended, from the human's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameOutcome {
    Won,
    Drawn,
    Lost,
}

/// Something that happened in the session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// The screen shows something else now.
    Doing(Doing),
    /// A practice exercise's first check: `score` entries right of `out_of`; `exercise` says
    /// which (see [`exercise_text`]).
    PracticeChecked {
        exercise: String,
        score: u32,
        out_of: u32,
    },
    /// Lesson N's exercise answered right for the first time in the session.
    LessonFinished(u8),
    /// A game against the AI played to its end.
    GameOver { game: String, outcome: GameOutcome },
}

/// What became of a report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Receipt {
    /// Taken note of; nothing to confirm (what the screen shows).
    Noted,
    /// The result was written where it is kept.
    Recorded,
    /// The result could not be written.
    NotRecorded,
}

/// Who is told what happens: called on the session's own thread, and may wait (briefly) for
/// the result to be written before answering.
pub trait ReportSink: Send {
    fn report(&mut self, report: Report) -> Receipt;
}

/// An exercise of the day, as the session opens it first.
#[derive(Clone, Debug)]
pub enum Daily {
    /// Opened by the first `x`.
    Practice(Box<Exercise>),
    /// Opened by the first `L`.
    Lesson(Topic),
}

/// The classroom's side of the session: where reports go, the last activity told, and the
/// exercise of the day still to open.
#[derive(Default)]
pub struct Classroom {
    sink: Option<Box<dyn ReportSink>>,
    doing: Option<Doing>,
    practice: Option<Box<Exercise>>,
    lesson: Option<Topic>,
}

impl fmt::Debug for Classroom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Classroom")
            .field("reporting", &self.sink.is_some())
            .field("doing", &self.doing)
            .field("practice", &self.practice.is_some())
            .field("lesson", &self.lesson)
            .finish()
    }
}

impl Classroom {
    /// Reports go to `sink` from now on; the activity is told afresh.
    pub fn set_sink(&mut self, sink: Box<dyn ReportSink>) {
        self.sink = Some(sink);
        self.doing = None;
    }

    /// Whether anybody is told (a class session).
    pub fn reporting(&self) -> bool {
        self.sink.is_some()
    }

    /// Tells `report`; `None` when nobody is told.
    pub fn report(&mut self, report: Report) -> Option<Receipt> {
        self.sink.as_mut().map(|sink| sink.report(report))
    }

    /// The screen shows `now`: told if it changed.
    pub fn doing(&mut self, now: Doing) {
        if self.sink.is_none() || self.doing.as_ref() == Some(&now) {
            return;
        }
        self.doing = Some(now.clone());
        self.report(Report::Doing(now));
    }

    /// The exercise of the day to open first.
    pub fn set_daily(&mut self, daily: Daily) {
        match daily {
            Daily::Practice(exercise) => self.practice = Some(exercise),
            Daily::Lesson(topic) => self.lesson = Some(topic),
        }
    }

    /// The practice exercise of the day, once.
    pub fn take_practice(&mut self) -> Option<Exercise> {
        self.practice.take().map(|exercise| *exercise)
    }

    /// The lesson of the day, once.
    pub fn take_lesson(&mut self) -> Option<Topic> {
        self.lesson.take()
    }
}

/// Which exercise this is, in the text form of the exercise of the day where it has one:
/// `practice SEED DEPTH BRANCHING` (then ` min` for MIN at the root), `tree (…)`, `endgame
/// BOARD`; `2x2`, `bones HEAP`; ` windows` after it when the windows are asked for too.
pub fn exercise_text(exercise: &Exercise) -> String {
    let text = match &exercise.origin {
        Origin::Random { seed, shape } => {
            let root = match shape.root {
                Side::Max => "",
                Side::Min => " min",
            };
            format!("practice {seed} {} {}{root}", shape.depth, shape.branching)
        }
        Origin::Given => format!("tree {}", exercise.tree),
        Origin::TwoByTwo => "2x2".to_owned(),
        Origin::Bones { heap } => format!("bones {heap}"),
        Origin::Endgame { board, .. } => format!("endgame {board}"),
    };
    match exercise.task {
        Task::Values => text,
        Task::Windows => format!("{text} windows"),
    }
}
