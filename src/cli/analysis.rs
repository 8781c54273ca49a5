//! One analysed position as plain data: exactly what `morpion analyze --json` prints, and what its text shows.

use serde::Serialize;

use super::verdict::Perspective;
use crate::engine::{Bound, Evaluation, Score, SearchReport, Skipped};
use crate::games::mnk::{Geometry, Mark, Mnk};

/// A cell in every form a reader may want: `index = row × cols + col`, all 0-based, and its name ("b2").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Cell {
    pub index: usize,
    pub row: usize,
    pub col: usize,
    pub name: String,
}

impl Cell {
    pub fn new(geometry: &Geometry, index: usize) -> Self {
        let (row, col) = geometry.row_col(index);
        Self {
            index,
            row,
            col,
            name: geometry.move_name(index),
        }
    }
}

/// One root move: its score from the side to move's point of view, how far to trust it, its cost.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveLine {
    #[serde(flatten)]
    pub cell: Cell,
    pub score: Score,
    pub bound: Bound,
    /// What alpha-beta skipped under the move (cuts, the moves they skipped, table answers
    /// that were bounds): a bound is only ever shown where something was.
    pub skipped: Skipped,
    pub nodes: u64,
    /// The score in words, as the panel says it ("a draw or worse · 2 moves cut below").
    pub result: String,
    /// The tie check proved the move worse than the best value, its score: the text writes
    /// "< score" as the panel does (the JSON's `bound` stays the search's).
    #[serde(skip)]
    pub worse: bool,
}

/// The settings the search ran with, so a saved result says how it was obtained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Settings {
    pub pruning: bool,
    pub depth_limit: Option<u32>,
    pub evaluation: Evaluation,
    pub k: usize,
    pub seed: u64,
    /// True when the exact solver answered (`--solve`) instead of the textbook search.
    pub solver: bool,
}

/// The whole analysis. The first six fields are the documented JSON contract; the rest are extras.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Analysis {
    pub to_move: Mark,
    pub value: Score,
    pub best_move: Option<Cell>,
    /// Positions visited below the root: the sum of the moves' `nodes`.
    pub nodes: u64,
    pub moves: Vec<MoveLine>,
    pub pv: Vec<Cell>,
    pub value_text: String,
    /// Every move proven to reach `value`; `best_move` is a seeded random pick among them.
    pub best_moves: Vec<Cell>,
    /// Extra positions alpha-beta visited to tell ties from worse moves; not in `nodes`.
    pub tie_check_nodes: u64,
    pub micros: u64,
    pub complete: bool,
    pub board: String,
    pub settings: Settings,
}

impl Analysis {
    /// Collects the report of a search from `position` into the printable shape.
    pub fn new(position: &Mnk, report: &SearchReport<usize>, seed: u64) -> Self {
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
