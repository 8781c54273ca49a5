//! What one search found: the chosen move, every root move's score and the work it took.

use std::time::Duration;

use super::{Score, SearchSettings, TableStats};

/// How far a score can be trusted (from the side whose score it is).
///
/// The rule a lesson teaches: a value is exact when nothing below it was skipped (no cut left
/// a move unsearched, no table answer was only a bound). Only when something was skipped can
/// alpha-beta's fail-soft value be a bound, and then only outside the window it was searched
/// with: at or below α it is at most the value (a fail low: nothing here reached what the side
/// to move already had elsewhere), at or above β at least the value (a fail high).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Bound {
    /// The true minimax score (under the settings' depth limit and evaluation).
    Exact,
    /// A fail low with moves skipped below: the true score is at most this.
    Upper,
    /// A fail high with moves skipped below: the true score is at least this.
    Lower,
}

impl Bound {
    /// What a fail-soft search with the window (`alpha`, `beta`) proved about the score it
    /// returned, whatever it skipped: at most that score when it is at or below alpha, at least
    /// it at or above beta, exactly it in between. Without pruning nothing is cut, so every
    /// score is exact. What the table stores (it does not know what was skipped); a value
    /// shown to a learner is bounded by [`Self::of_search`].
    #[inline]
    pub fn of_window(score: Score, alpha: Score, beta: Score, pruning: bool) -> Self {
        if pruning && score <= alpha {
            Self::Upper
        } else if pruning && score >= beta {
            Self::Lower
        } else {
            Self::Exact
        }
    }

    /// What a search that skipped `skipped` below a position proved about the score it
    /// returned with the window (`alpha`, `beta`): exact when nothing was skipped, whatever
    /// the window; otherwise the window decides ([`Self::of_window`]).
    #[inline]
    pub fn of_search(score: Score, alpha: Score, beta: Score, skipped: &Skipped) -> Self {
        if skipped.nothing() {
            Self::Exact
        } else {
            Self::of_window(score, alpha, beta, true)
        }
    }

    /// The same bound seen from the other player, whose score is the negation: "at most" becomes
    /// "at least" and the other way round.
    pub fn flipped(self) -> Self {
        match self {
            Self::Exact => Self::Exact,
            Self::Upper => Self::Lower,
            Self::Lower => Self::Upper,
        }
    }

    /// The symbol written before the score on screen ("≤ 0" for an upper bound).
    pub fn prefix(self) -> &'static str {
        match self {
            Self::Exact => "",
            Self::Upper => "≤ ",
            Self::Lower => "≥ ",
        }
    }
}

/// What a search left unsearched below a position (or under a root move): the cuts that
/// skipped moves, how many moves they skipped, and the table's answers that were only bounds
/// (each stands for a subtree not searched). A cut on a position's last move skips nothing and
/// is not counted. Nothing skipped below a position means its value is exact.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Skipped {
    /// Cuts that left at least one move unsearched.
    pub cuts: u64,
    /// The moves those cuts left unsearched (each the root of a subtree never visited).
    pub moves: u64,
    /// Table answers that settled a position with a bound, not an exact value.
    pub table_bounds: u64,
}

impl Skipped {
    /// Nothing was skipped: the value found is the one plain minimax would find.
    #[inline]
    pub fn nothing(&self) -> bool {
        self.cuts == 0 && self.table_bounds == 0
    }

    /// What was skipped since `before` (an earlier reading of the same running count).
    #[inline]
    pub fn since(self, before: Self) -> Self {
        Self {
            cuts: self.cuts - before.cuts,
            moves: self.moves - before.moves,
            table_bounds: self.table_bounds - before.table_bounds,
        }
    }
}

/// One root move as the search saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReport<M> {
    pub mv: M,
    /// From the point of view of the side to move at the root.
    pub score: Score,
    pub bound: Bound,
    /// What alpha-beta skipped in this move's subtree: nothing means `score` is exact.
    pub skipped: Skipped,
    /// Positions visited in this move's subtree, the position after the move included.
    pub nodes: u64,
    /// When the transposition table answered for the position after this move (so `nodes`
    /// is 1 and nothing below it was searched): the number of the position searched earlier
    /// whose value it held, in the order the search entered positions (1 for the first below
    /// the root), either the same position or one the same under the game's symmetries.
    pub from_table: Option<u64>,
}

/// The result of one search from one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchReport<M> {
    pub settings: SearchSettings,
    /// The move the AI plays: a random pick among the equally best (`None` if the game is over).
    pub best_move: Option<M>,
    /// The value of the root position for the side to move.
    pub value: Score,
    /// Every legal root move, in the order searched.
    pub moves: Vec<MoveReport<M>>,
    /// The moves proven to score exactly `value` (the tie the random pick chose from).
    pub best_moves: Vec<M>,
    /// Positions visited below the root (the root is not counted).
    pub nodes: u64,
    /// Extra positions visited to prove ties between best moves under alpha-beta; not in `nodes`.
    pub tie_check_nodes: u64,
    pub elapsed: Duration,
    /// The expected line of play, starting with `best_move`.
    pub pv: Vec<M>,
    /// False when the node budget or a stop request ended the search early; scores are then meaningless.
    pub complete: bool,
    /// The deepest ply below the root the search visited a position at (0 at a finished game).
    /// Measured when move ordering or the table is on, and by iterative deepening; `None` for
    /// the plain textbook search, which stays free of the bookkeeping (it costs it ~5 %).
    pub depth_reached: Option<u32>,
    /// How the transposition table was used, when there was one (the tie checks and the
    /// principal line, outside `nodes`, are not counted in it either).
    pub table: Option<TableStats>,
}

impl<M: PartialEq> SearchReport<M> {
    /// How far `report.score` of root move `mv` can be trusted, everything considered: a move
    /// alpha-beta only bounded ("≤ 0") that the tie check then proved as good as the best is
    /// known exactly. What the screen and the headless reports show.
    pub fn shown_bound(&self, report: &MoveReport<M>) -> Bound {
        if self.best_moves.contains(&report.mv) {
            Bound::Exact
        } else {
            report.bound
        }
    }

    /// Whether the tie check proved root move `mv` worse than the best: alpha-beta only
    /// bounded it by the best value ("≤ value", which does not rule it out), and the tie check
    /// then found it below. Its score is less than `value`.
    pub fn proven_worse(&self, report: &MoveReport<M>) -> bool {
        self.complete
            && self.settings.pruning
            && report.bound == Bound::Upper
            && report.score == self.value
            && !self.best_moves.contains(&report.mv)
    }
}
