//! Work the player asked to see, done off the UI thread: the explorer's recorded search tree,
//! the hints' move values and the technique comparison, as requests and results.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use super::explorer::{Decision, Explorer};
use super::game_table::GameTable;
use super::move_values::{MoveValue, Unfinished, move_values_in};
use super::techniques::{Technique, TechniqueRow, TechniqueTable, compare_techniques_watched};
use crate::engine::{Grown, Regrowth, SearchSettings, Table};
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
}

/// What a study found.
#[derive(Clone, Debug)]
pub enum StudyResult {
    /// The tree, or `None` when the search was too big to record.
    Recorded(Option<Box<Explorer<Playable>>>),
    /// The moves of a left-out position, to graft into the explorer's tree.
    Regrown(Box<Grown<usize>>),
    /// Every move's value, or why there are none.
    Hints(Result<Vec<MoveValue<usize>>, Unfinished>),
    Techniques(TechniqueTable<usize>),
}

/// How far a running study has got.
#[derive(Clone, Debug, PartialEq)]
pub struct StudyLive {
    pub id: u64,
    /// Positions visited so far by the running search (the comparison's current row).
    pub positions: u64,
    /// The comparison's rows finished so far.
    pub rows: Vec<TechniqueRow<usize>>,
}

/// Where a running study publishes its progress; the UI thread reads it.
#[derive(Debug)]
pub struct LiveStudy {
    id: u64,
    positions: AtomicU64,
    rows: Mutex<Vec<TechniqueRow<usize>>>,
}

impl LiveStudy {
    pub fn new(id: u64) -> Self {
        Self {
            id,
            positions: AtomicU64::new(0),
            rows: Mutex::new(Vec::new()),
        }
    }

    pub fn snapshot(&self) -> StudyLive {
        StudyLive {
            id: self.id,
            positions: self.positions.load(Ordering::Relaxed),
            rows: self.lock().clone(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<TechniqueRow<usize>>> {
        // Rows are pushed whole: a panic elsewhere cannot leave one half-written.
        self.rows.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Does the work of `request`; `stop` abandons it (the result then says so or is partial),
/// `live` receives the progress. The hints and the comparison use a table made for them.
pub fn run_study(
    request: &StudyRequest,
    stop: Option<&AtomicBool>,
    live: Option<&LiveStudy>,
) -> StudyResult {
    let settings = match &request.job {
        StudyJob::Hints { settings, .. } => Some(*settings),
        StudyJob::Techniques { settings, .. } => Some(Technique::Table.settings(settings)),
        StudyJob::Record { .. } | StudyJob::Regrow { .. } => None,
    };
    let table = match settings.and_then(|s| Table::for_one_search(&s)) {
        Some(table) => GameTable::of(table),
        None => GameTable::none(),
    };
    run_study_in(request, stop, live, &table)
}

/// [`run_study`] with the game's table, borrowed only for the searches that use one.
pub fn run_study_in(
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
        } => StudyResult::Recorded(Explorer::record(position, settings).map(|mut explorer| {
            explorer.follow(decision);
            Box::new(explorer)
        })),
        StudyJob::Regrow { root, regrowth } => StudyResult::Regrown(Box::new(regrowth.grow(root))),
        StudyJob::Hints { position, settings } => {
            StudyResult::Hints(table.with(settings, |table| {
                move_values_in(position, settings, stop, table)
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
    }
}
