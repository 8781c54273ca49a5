//! What a session reports of the student's work to whoever runs it (the classroom server), as data, the exercise of the day it offers until the student has checked it, and the class's line on the game screen; a local game has none of them.

pub(in crate::tui) mod update;

use std::fmt;

use crate::analysis::lessons::Topic;
use crate::analysis::practice::{Exercise, Origin, Task};
use crate::engine::Side;
use crate::i18n::{ClassroomPhrase, Kept, Lang};

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
    /// The exercise of the day was opened.
    OpenedDaily,
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

    /// The exercise of the day if it changed since the last call (`Some(None)`: none now),
    /// `None` if it did not. Asked at every turn of the session's loop (about ten times a
    /// second): cheap when nothing changed.
    fn exercise_of_the_day(&mut self) -> Option<Option<Offer>> {
        None
    }
}

/// An exercise of the day, as the session offers it.
#[derive(Clone, Debug)]
pub enum Daily {
    /// Opened by `x`.
    Practice(Box<Exercise>),
    /// Opened by `L`.
    Lesson(Topic),
}

/// The exercise of the day and whether the student has already checked it (a practice
/// exercise's first check recorded, or the lesson finished): once checked, `x` and `L` open
/// what they open at home.
#[derive(Clone, Debug)]
pub struct Offer {
    pub daily: Daily,
    pub checked: bool,
}

/// The classroom's side of the session: where reports go, the last activity told, the
/// exercise of the day, and the last game's receipt.
#[derive(Default)]
pub struct Classroom {
    sink: Option<Box<dyn ReportSink>>,
    doing: Option<Doing>,
    today: Option<Offer>,
    /// What became of the last game's result, said until the next game starts.
    game_receipt: Option<ClassroomPhrase>,
}

impl fmt::Debug for Classroom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Classroom")
            .field("reporting", &self.sink.is_some())
            .field("doing", &self.doing)
            .field("today", &self.today)
            .field("game_receipt", &self.game_receipt)
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

    /// The exercise of the day (`None`: none), offered until it is checked.
    pub fn set_offer(&mut self, offer: Option<Offer>) {
        self.today = offer;
    }

    /// Asks the sink whether the exercise of the day changed: true if it did.
    pub fn refresh(&mut self) -> bool {
        let Some(news) = self
            .sink
            .as_mut()
            .and_then(|sink| sink.exercise_of_the_day())
        else {
            return false;
        };
        self.today = news;
        true
    }

    /// The exercise of the day still offered (not checked yet).
    fn offered(&self) -> Option<&Daily> {
        self.today
            .as_ref()
            .filter(|offer| !offer.checked)
            .map(|offer| &offer.daily)
    }

    /// The practice exercise of the day, while it is not checked.
    pub fn practice(&self) -> Option<Exercise> {
        match self.offered()? {
            Daily::Practice(exercise) => Some((**exercise).clone()),
            Daily::Lesson(_) => None,
        }
    }

    /// The lesson of the day, while it is not finished.
    pub fn lesson(&self) -> Option<Topic> {
        match self.offered()? {
            Daily::Lesson(topic) => Some(*topic),
            Daily::Practice(_) => None,
        }
    }

    /// A result reported: the exercise of the day is checked once its first check (or its
    /// lesson finished) is reported.
    pub fn note(&mut self, report: &Report) {
        let Some(offer) = self.today.as_mut() else {
            return;
        };
        let checked = match (report, &offer.daily) {
            (Report::PracticeChecked { exercise, .. }, Daily::Practice(daily)) => {
                *exercise == exercise_text(daily)
            }
            (Report::LessonFinished(number), Daily::Lesson(topic)) => {
                usize::from(*number) == topic.number()
            }
            _ => false,
        };
        offer.checked |= checked;
    }

    /// What became of the last game's result; `None` when a new game starts.
    pub fn set_game_receipt(&mut self, receipt: Option<ClassroomPhrase>) {
        self.game_receipt = receipt;
    }

    /// The class's line on the game screen, in `lang`: the last game's receipt, then the
    /// exercise of the day still to check and its key.
    pub fn line(&self, lang: Lang) -> Option<String> {
        let offer = self.offered().map(|daily| ClassroomPhrase::Offered {
            lesson: matches!(daily, Daily::Lesson(_)),
        });
        let parts: Vec<String> = [self.game_receipt.clone(), offer]
            .iter()
            .flatten()
            .map(|phrase| lang.say(phrase))
            .collect();
        (!parts.is_empty()).then(|| parts.join(" · "))
    }
}

/// The receipt's phrase on the status line: `None` where nothing is to be confirmed.
pub fn receipt_phrase(receipt: Receipt, what: Kept) -> Option<ClassroomPhrase> {
    match receipt {
        Receipt::Noted => None,
        Receipt::Recorded => Some(ClassroomPhrase::Recorded { what }),
        Receipt::NotRecorded => Some(ClassroomPhrase::NotRecorded { what }),
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
