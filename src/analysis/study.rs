//! Work the player asked to see, done off the UI thread: the explorer's recorded search tree,
//! the hints' move values, the technique comparison and step mode's far seeks, as requests and
//! results.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use super::explorer::{Decision, Explorer};
use super::game_table::GameTable;
use super::move_values::{MoveValue, Unfinished, move_values};
use super::replay::{SeekJob, Sought};
use super::techniques::{Technique, TechniqueRow, TechniqueTable, compare_techniques_watched};
use crate::engine::{Grown, NotRecorded, Regrowth, SearchSettings, Table};
use crate::games::playable::Playable;

/// One piece of work; results carry its `id` and are dropped unless the App still wants it.
#[derive(Clone, Debug)]
pub struct StudyRequest {
    pub id: u64,
    pub job: StudyJob,
}

/// What to work out.
#[derive(Clone, Debug)]
pub enum StudyJob {
    /// Record the search of `position` under `settings` (the AI's last decision), for the
    /// explorer.
    Record {
        position: Playable,
        settings: SearchSettings,
        /// The move the AI played and its report: their line is the one opened.
        decision: Decision<usize>,
    },
    /// The value of every move of `position` under `settings`, for the hints.
    Hints {
        position: Playable,
        settings: SearchSettings,
    },
    /// A position of the explorer's tree the memory budget left out, searched again from
    /// `root` (the position the tree was recorded from).
    Regrow {
        root: Playable,
        regrowth: Regrowth<usize>,
    },
    /// The technique comparison of `position` under `settings`'s depth limit and evaluation.
    Techniques {
        position: Playable,
        settings: SearchSettings,
        seed: u64,
        /// The iterative-deepening row's time, on long games.
        deepening: Option<Duration>,
    },
    /// Step mode's replay walked to a step its kept frames do not reach.
    Seek(Box<SeekJob<Playable>>),
}

/// What a study found.
#[derive(Clone, Debug)]
pub enum StudyResult {
    /// The tree, or why it could not be recorded.
    Recorded(Result<Box<Explorer<Playable>>, NotRecorded>),
    /// The moves of a left-out position, to graft into the explorer's tree, or why they could
    /// not be recorded.
    Regrown(Result<Box<Grown<usize>>, NotRecorded>),
    /// Every move's value, or why there are none.
    Hints(Result<Vec<MoveValue<usize>>, Unfinished>),
    Techniques(TechniqueTable<usize>),
    /// Where the seek got.
    Sought(Box<Sought<usize>>),
}

/// How far a running study has got.
#[derive(Clone, Debug, PartialEq)]
pub struct StudyLive {
    pub id: u64,
    /// Positions visited so far by the running search (the comparison's current row).
    pub positions: u64,
    /// The comparison's rows finished so far.
    pub rows: Vec<TechniqueRow<usize>>,
    /// Steps walked so far by a seek (none while it counts the search's positions first).
    pub steps: u64,
}

/// Where a running study publishes its progress; the UI thread reads it.
#[derive(Debug)]
pub struct LiveStudy {
    id: u64,
    positions: AtomicU64,
    rows: Mutex<Vec<TechniqueRow<usize>>>,
    steps: AtomicU64,
}

impl LiveStudy {
    pub fn new(id: u64) -> Self {
        Self {
            id,
            positions: AtomicU64::new(0),
            rows: Mutex::new(Vec::new()),
            steps: AtomicU64::new(0),
        }
    }

    pub fn snapshot(&self) -> StudyLive {
        StudyLive {
            id: self.id,
            positions: self.positions.load(Ordering::Relaxed),
            rows: self.lock().clone(),
            steps: self.steps.load(Ordering::Relaxed),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<TechniqueRow<usize>>> {
        // Rows are pushed whole: a panic elsewhere cannot leave one half-written.
        self.rows.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl StudyRequest {
    /// A table for this request's work alone, when its searches ask for one (for the
    /// explorer, of the size the AI's settings ask for: the game's own table is the same
    /// size), for a study run away from the game ([`run_study`]).
    pub fn own_table(&self) -> GameTable {
        let settings = match &self.job {
            StudyJob::Hints { settings, .. } => Some(*settings),
            StudyJob::Techniques { settings, .. } => Some(Technique::Table.settings(settings)),
            StudyJob::Record { settings, .. } => Some(*settings),
            StudyJob::Regrow { regrowth, .. } => Some(*regrowth.settings()),
            StudyJob::Seek(_) => None,
        };
        match settings.and_then(|s| Table::for_one_search(&s)) {
            Some(table) => GameTable::of(table),
            None => GameTable::none(),
        }
    }
}

/// Does the work of `request`; `stop` abandons it (the result then says so or is partial),
/// `live` receives the progress. `table` is the game's (or the request's [`own_table`](StudyRequest::own_table)),
/// borrowed only for the searches that use one (a seek uses its replay's own).
pub fn run_study(
    request: &StudyRequest,
    stop: Option<&AtomicBool>,
    live: Option<&LiveStudy>,
    table: &GameTable,
) -> StudyResult {
    match &request.job {
        StudyJob::Record {
            position,
            settings,
            decision,
        } => StudyResult::Recorded(table.with(settings, |table| {
            Explorer::record(position, settings, table).map(|mut explorer| {
                explorer.follow(decision);
                Box::new(explorer)
            })
        })),
        StudyJob::Regrow { root, regrowth } => {
            StudyResult::Regrown(table.with(regrowth.settings(), |table| {
                regrowth.grow_in(root, table).map(Box::new)
            }))
        }
        StudyJob::Hints { position, settings } => {
            StudyResult::Hints(table.with(settings, |table| {
                move_values(position, settings, stop, table)
            }))
        }
        StudyJob::Techniques {
            position,
            settings,
            seed,
            deepening,
        } => StudyResult::Techniques(compare_techniques_watched(
            position,
            settings,
            *seed,
            *deepening,
            stop,
            live.map(|l| &l.positions),
            &mut table.lend(),
            |row| {
                if let Some(live) = live {
                    live.lock().push(row.clone());
                }
            },
        )),
        StudyJob::Seek(job) => StudyResult::Sought(Box::new(
            job.run(stop, live.map(|l| (&l.steps, &l.positions))),
        )),
    }
}
