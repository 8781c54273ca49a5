//! One analysed position as plain data: exactly what `morpion analyze --json` prints, and what its text shows.

use serde::Serialize;

use super::verdict::Perspective;
use crate::cli::shared::cell::Cell;
use crate::engine::{Bound, Evaluation, Score, SearchReport, Skipped};
use crate::games::mnk::{Mark, Mnk};

/// One root move: its score from the side to move's point of view, how far to trust it, its cost.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(super) struct MoveLine {
    #[serde(flatten)]
    pub(super) cell: Cell,
    pub(super) score: Score,
    pub(super) bound: Bound,
    /// What alpha-beta skipped under the move (cuts, the moves they skipped, table answers
    /// that were bounds): a bound is only ever shown where something was.
    pub(super) skipped: Skipped,
    pub(super) nodes: u64,
    /// The score in words, as the panel says it ("a draw or worse · 2 moves cut below").
    pub(super) result: String,
    /// The tie check proved the move worse than the best value, its score: the text writes
    /// "< score" as the panel does (the JSON's `bound` stays the search's).
    #[serde(skip)]
    pub(super) worse: bool,
}

/// The settings the search ran with, so a saved result says how it was obtained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(super) struct Settings {
    pub(super) pruning: bool,
    pub(super) depth_limit: Option<u32>,
    pub(super) evaluation: Evaluation,
    pub(super) k: usize,
    pub(super) seed: u64,
    /// True when the exact solver answered (`--solve`) instead of the textbook search.
    pub(super) solver: bool,
}

/// The whole analysis. The first six fields are the documented JSON contract; the rest are extras.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(super) struct Analysis {
    pub(super) to_move: Mark,
    pub(super) value: Score,
    pub(super) best_move: Option<Cell>,
    /// Positions visited below the root: the sum of the moves' `nodes`.
    pub(super) nodes: u64,
    pub(super) moves: Vec<MoveLine>,
    pub(super) pv: Vec<Cell>,
    pub(super) value_text: String,
    /// Every move proven to reach `value`; `best_move` is a seeded random pick among them.
    pub(super) best_moves: Vec<Cell>,
    /// Extra positions alpha-beta visited to tell ties from worse moves; not in `nodes`.
    pub(super) tie_check_nodes: u64,
    pub(super) micros: u64,
    pub(super) complete: bool,
    pub(super) board: String,
    pub(super) settings: Settings,
}

impl Analysis {
    /// Collects the report of a search from `position` into the printable shape.
    pub(super) fn new(position: &Mnk, report: &SearchReport<usize>, seed: u64) -> Self {
        let geometry = position.geometry();
        let perspective = perspective(position, report);
        let cells = |moves: &[usize]| moves.iter().map(|&m| Cell::new(geometry, m)).collect();
        Self {
            to_move: position.to_move(),
            value: report.value,
            best_move: report.best_move.map(|m| Cell::new(geometry, m)),
            nodes: report.nodes,
            moves: report
                .moves
                .iter()
                .map(|m| MoveLine {
                    cell: Cell::new(geometry, m.mv),
                    score: m.score,
                    bound: report.shown_bound(m),
                    skipped: m.skipped,
                    nodes: m.nodes,
                    result: perspective.move_result(
                        m.score,
                        report.shown_bound(m),
                        report.proven_worse(m),
                        &m.skipped,
                    ),
                    worse: report.proven_worse(m),
                })
                .collect(),
            pv: cells(&report.pv),
            value_text: perspective.value(report.value),
            best_moves: cells(&report.best_moves),
            tie_check_nodes: report.tie_check_nodes,
            micros: u64::try_from(report.elapsed.as_micros()).unwrap_or(u64::MAX),
            complete: report.complete,
            board: position.to_board(),
            settings: Settings {
                pruning: report.settings.pruning,
                depth_limit: report.settings.depth_limit,
                evaluation: report.settings.evaluation,
                k: geometry.k(),
                seed,
                solver: false,
            },
        }
    }
}

/// How to read the report's scores: a depth limit only matters if the game can last longer.
fn perspective(position: &Mnk, report: &SearchReport<usize>) -> Perspective {
    let empty = position.empty_cells();
    Perspective {
        to_move: position.to_move(),
        horizon: report.settings.horizon(empty),
        evaluation: report.settings.evaluation,
    }
}
