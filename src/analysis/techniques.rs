//! The technique comparison (key `c`): one position searched by plain minimax, alpha-beta,
//! alpha-beta with move ordering, with a transposition table too, and on long games by iterative
//! deepening — the classic table of the alpha-beta tutorials, for any position.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use super::play_clock;
use crate::engine::{
    Game, MoveOrder, Score, SearchOptions, SearchSettings, Table, TableSize, search_in,
    search_iterative_in,
};

/// A search that passes this many positions gives up (its row then shows the bound).
pub const TECHNIQUE_BUDGET: u64 = 10_000_000;

/// The table's memory in the comparison when it makes its own (the game lends its own table).
const TABLE: TableSize = TableSize::mib(16);

/// One row of the comparison: plain minimax, then one technique more on each row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Technique {
    Minimax,
    AlphaBeta,
    /// Alpha-beta with threat-based move ordering.
    Ordering,
    /// The same with a transposition table.
    Table,
    /// The same, deepening one ply at a time within the think time.
    Deepening,
}

impl Technique {
    /// The rows compared on `position`, deepening aside: move ordering only where the game's
    /// moves can be ordered (a heap's takes come in one order whatever is asked).
    pub fn compared<G: Game>(position: &G) -> Vec<Self> {
        [Self::Minimax, Self::AlphaBeta, Self::Ordering, Self::Table]
            .into_iter()
            .filter(|&technique| technique != Self::Ordering || position.orders_moves())
            .collect()
    }

    /// `base`'s depth limit and evaluation with this row's techniques.
    pub fn settings(self, base: &SearchSettings) -> SearchSettings {
        let plain = SearchSettings {
            pruning: true,
            depth_limit: base.depth_limit,
            evaluation: base.evaluation,
            node_budget: Some(TECHNIQUE_BUDGET),
            ..SearchSettings::default()
        };
        match self {
            Self::Minimax => SearchSettings {
                pruning: false,
                ..plain
            },
            Self::AlphaBeta => plain,
            Self::Ordering => SearchSettings {
                move_order: MoveOrder::Threats,
                ..plain
            },
            Self::Table | Self::Deepening => SearchSettings {
                move_order: MoveOrder::Threats,
                transposition: Some(TABLE),
                ..plain
            },
        }
    }
}

/// What one technique found.
#[derive(Clone, Debug, PartialEq)]
pub struct TechniqueRow<M> {
    pub technique: Technique,
    pub settings: SearchSettings,
    /// Positions searched (tie checks not included, except in the deepening row, which counts
    /// everything its iterations visited).
    pub nodes: u64,
    pub elapsed: Duration,
    /// False when the row gave up (budget, stop): its value and move mean nothing.
    pub complete: bool,
    pub value: Score,
    /// The move it would play (ties broken with the same seed on every row).
    pub best_move: Option<M>,
    /// The depth the row's value belongs to: the deepest finished iteration for deepening
    /// (which may stop short of the limit), the depth limit for the others (`None`: to the end).
    pub depth: Option<u32>,
    /// The table's hit rate, when it has one.
    pub hit_rate: Option<f64>,
}

/// The whole comparison.
#[derive(Clone, Debug, PartialEq)]
pub struct TechniqueTable<M> {
    pub rows: Vec<TechniqueRow<M>>,
}

impl<M> TechniqueTable<M> {
    /// Whether the rows that finished at the full depth all found the same value (`None` with
    /// fewer than two such rows: nothing to compare).
    pub fn values_agree(&self) -> Option<bool> {
        let full_depth = self.rows.first().map(|r| r.settings.depth_limit);
        let values: Vec<Score> = self
            .rows
            .iter()
            .filter(|r| r.complete && Some(r.depth) == full_depth)
            .map(|r| r.value)
            .collect();
        (values.len() >= 2).then(|| values.iter().all(|&v| v == values[0]))
    }
}

/// Searches `position` with each technique in turn, under `base`'s depth limit and evaluation;
/// `deepening` adds the iterative-deepening row, which has `think` to spend. `stop` abandons the
/// rest (rows not searched are left out).
pub fn compare_techniques<G: Game>(
    position: &G,
    base: &SearchSettings,
    seed: u64,
    deepening: Option<Duration>,
    stop: Option<&AtomicBool>,
) -> TechniqueTable<G::Move> {
    let mut table = Table::for_one_search(&Technique::Table.settings(base));
    compare_techniques_watched(
        position,
        base,
        seed,
        deepening,
        stop,
        None,
        &mut table,
        |_| {},
    )
}

/// [`compare_techniques`] with the caller's `table` for the rows that use one, which keeps
/// `positions` up to date with the running row's positions so far and calls `row_done` after
/// each row, so a screen can fill the table in as it goes.
// The position, the search's own knobs, and what the caller lends it (stop flag, live count,
// table) and wants back (progress): each set on its own by the callers.
#[allow(clippy::too_many_arguments)]
pub fn compare_techniques_watched<G: Game>(
    position: &G,
    base: &SearchSettings,
    seed: u64,
    deepening: Option<Duration>,
    stop: Option<&AtomicBool>,
    positions: Option<&AtomicU64>,
    table: &mut Option<Table>,
    mut row_done: impl FnMut(&TechniqueRow<G::Move>),
) -> TechniqueTable<G::Move> {
    let stopped = || stop.is_some_and(|s| s.load(Ordering::Relaxed));
    let mut rows = Vec::new();
    for technique in Technique::compared(position) {
        if stopped() {
            return TechniqueTable { rows };
        }
        if let Some(positions) = positions {
            positions.store(0, Ordering::Relaxed);
        }
        let settings = technique.settings(base);
        let stopped_before = play_clock::stopped();
        let mut report = search_in(
            position,
            &settings,
            &SearchOptions {
                seed,
                stop,
                positions,
                ..Default::default()
            },
            table,
        );
        // A stop (Ctrl-Z) meanwhile is no time the search took.
        report.elapsed = report
            .elapsed
            .saturating_sub(play_clock::stopped().saturating_sub(stopped_before));
        let row = TechniqueRow {
            technique,
            settings,
            nodes: report.nodes,
            elapsed: report.elapsed,
            complete: report.complete,
            value: report.value,
            best_move: report.best_move,
            depth: settings.depth_limit,
            hit_rate: report.table.map(|t| t.hit_rate()),
        };
        if stopped() {
            return TechniqueTable { rows };
        }
        row_done(&row);
        rows.push(row);
    }
    if let Some(think) = deepening {
        if let Some(positions) = positions {
            positions.store(0, Ordering::Relaxed);
        }
        let settings = Technique::Deepening.settings(base);
        // The think time on the game's clock, which a stop (Ctrl-Z) does not move.
        let started = play_clock::now();
        let result = play_clock::search_within(think, stop, |watched, budget| {
            search_iterative_in(
                position,
                &settings,
                &SearchOptions {
                    seed,
                    stop: watched,
                    positions,
                    budget,
                    ..Default::default()
                },
                table,
            )
        });
        if let Some(report) = result.report
            && !stopped()
        {
            let reached_limit = result.solved || Some(result.depth) == settings.depth_limit;
            let row = TechniqueRow {
                technique: Technique::Deepening,
                settings,
                nodes: result.nodes,
                elapsed: play_clock::now().saturating_duration_since(started),
                complete: report.complete,
                value: report.value,
                best_move: report.best_move,
                depth: if reached_limit {
                    settings.depth_limit
                } else {
                    Some(result.depth)
                },
                hit_rate: report.table.map(|t| t.hit_rate()),
            };
            row_done(&row);
            rows.push(row);
        }
    }
    TechniqueTable { rows }
}
