//! The textbook search as a stream of steps, the way a lesson traces minimax and alpha-beta by hand.
//!
//! A search given an observer ([`super::SearchOptions::observer`]) calls it once per step, in
//! the order the steps happen:
//!
//! - [`StepKind::Root`] once, first: the search starts at the root (MAX to move, the window
//!   (−∞, +∞)). The root is not a position *searched* (the counting convention of
//!   `tests/FACTS.md`), so it gets its own kind.
//! - [`StepKind::Enter`] each time the search enters a position below the root: the number of
//!   these steps is exactly the positions the search's report counts.
//! - then either [`StepKind::Leaf`] (the position is scored at once: the game is over, or the
//!   depth limit is reached and the evaluation scores it), or the position's moves one by one:
//!   each child searched ends with a [`StepKind::Update`] at this position (the child's value
//!   comes back; best, α or β may change), and a [`StepKind::Cut`] when alpha-beta skips the
//!   moves left; finally [`StepKind::Exit`] (the position's value, exact or only a bound).
//!
//! Every `Enter` is closed by exactly one `Leaf` or `Exit` of the same path, and the root's
//! `Exit` (or its `Leaf`, when the game is already over) is the last step. The tie checks and
//! the expected line a report also computes are not part of the textbook search: they send no
//! steps.
//!
//! Scores are those of a textbook trace: from MAX's point of view, MAX being the side to move at
//! the root (the convention of `morpion analyze`), and α and β are MAX's lower and MIN's upper
//! bound. The engine searches in negamax form; the steps are translated as they are sent.

use std::ops::ControlFlow;

use super::{SearchOptions, search};
use crate::engine::core::{Bound, Game, INFINITY, Score, SearchSettings, Skipped};

/// What an observer is: called with every step; `ControlFlow::Break` ends the search there (its
/// report then says incomplete).
pub type Observer<'a, M> = dyn Fn(&Step<M>) -> ControlFlow<()> + 'a;

/// Which player moves at a position: MAX is the side to move at the root, MIN the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Max,
    Min,
}

impl Side {
    /// The side to move `depth` plies below the root.
    pub fn at(depth: usize) -> Self {
        if depth.is_multiple_of(2) {
            Self::Max
        } else {
            Self::Min
        }
    }

    /// The side that moves after this one.
    pub fn other(self) -> Self {
        match self {
            Self::Max => Self::Min,
            Self::Min => Self::Max,
        }
    }

    /// "MAX" or "MIN", as the lessons write them.
    pub fn name(self) -> &'static str {
        match self {
            Self::Max => "MAX",
            Self::Min => "MIN",
        }
    }
}

/// Why a position was scored without searching below it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeafReason {
    /// The game is over: a win, a loss (scored by its distance from the root) or a draw.
    GameOver,
    /// The depth limit is reached and the evaluation scored the position.
    DepthLimit,
    /// The transposition table already knew enough (only when the table is on): it held the
    /// position's value with `bound` (from MAX's side, as every step's scores), which settles
    /// the window, so nothing below it is searched. `from` is the number of the position whose
    /// search wrote that value (counted as `Enter` steps are: 1 for the first below the root):
    /// this very position reached by other moves, or one the same under the game's
    /// symmetries (a board turned or flipped), which the game's key treats as one.
    Table { bound: Bound, from: u64 },
}

/// What happened at a step (scores from MAX's point of view).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepKind<M> {
    /// The search starts at the root.
    Root,
    /// The search enters the position at the step's path, with the step's window.
    Enter,
    /// The position is scored at once.
    Leaf { value: Score, reason: LeafReason },
    /// The child after `child` returned `value`, with the bound the child's own `Leaf` or
    /// `Exit` gave it (a bound stays a bound as it is passed up); `best` is the position's best
    /// value so far (the highest at MAX, the lowest at MIN), `improved` says whether `value`
    /// replaced it. Under alpha-beta the step's window is the one after the update (α rises at
    /// MAX, β falls at MIN).
    Update {
        child: M,
        value: Score,
        bound: Bound,
        best: Score,
        improved: bool,
    },
    /// Alpha-beta stops the loop over moves: at MAX `best ≥ β` (MIN above already has a move
    /// holding MAX to β), at MIN `best ≤ α` (MAX above already has α elsewhere), so the moves
    /// in `skipped` are never searched.
    Cut { best: Score, skipped: Vec<M> },
    /// The search leaves the position with `value`, having skipped `skipped` below it (its
    /// own cut included). `Exact` when nothing was skipped, whatever the window; when something
    /// was, only a bound if `value` fell outside the window the position was entered with (the
    /// step's window): at most `value` (`Upper`, when `value ≤ α`: a fail low) or at least
    /// `value` (`Lower`, when `value ≥ β`: a fail high); exact inside it (fail-soft).
    Exit {
        value: Score,
        bound: Bound,
        skipped: Skipped,
    },
}

/// How a position ends: its value (from MAX's side), exact or a bound, and what was skipped
/// below it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settled {
    pub value: Score,
    pub bound: Bound,
    pub skipped: Skipped,
}

impl<M> StepKind<M> {
    /// The value a `Leaf` or an `Exit` gives its position: a finished game or a position at the
    /// depth limit is exact and skips nothing; a table answer is what the table held (a bound
    /// stands for a subtree not searched); an `Exit` says itself. `None` for the other steps.
    pub fn settled(&self) -> Option<Settled> {
        match *self {
            Self::Leaf { value, reason } => {
                let bound = match reason {
                    LeafReason::Table { bound, .. } => bound,
                    LeafReason::GameOver | LeafReason::DepthLimit => Bound::Exact,
                };
                let skipped = Skipped {
                    table_bounds: u64::from(bound != Bound::Exact),
                    ..Skipped::default()
                };
                Some(Settled {
                    value,
                    bound,
                    skipped,
                })
            }
            Self::Exit {
                value,
                bound,
                skipped,
            } => Some(Settled {
                value,
                bound,
                skipped,
            }),
            Self::Root | Self::Enter | Self::Update { .. } | Self::Cut { .. } => None,
        }
    }
}

/// One step of the textbook search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step<M> {
    pub kind: StepKind<M>,
    /// The moves from the root to the position the step is about (empty for the root).
    pub path: Vec<M>,
    /// The window: MAX is sure of at least α, MIN of at most β. `Enter` and `Exit` carry the
    /// window the position was entered with, `Update` and `Cut` the current one; ±[`INFINITY`]
    /// means unbounded. Plain minimax has no window: (−∞, +∞) throughout.
    pub alpha: Score,
    pub beta: Score,
}

impl<M> Step<M> {
    /// Plies below the root.
    pub fn depth(&self) -> usize {
        self.path.len()
    }

    /// Who moves at the step's position.
    pub fn side(&self) -> Side {
        Side::at(self.depth())
    }

    /// The value the step carries, if any: a leaf's score, a returned child's value, a cut's
    /// best, a position's value when it is left.
    pub fn value(&self) -> Option<Score> {
        match self.kind {
            StepKind::Root | StepKind::Enter => None,
            StepKind::Leaf { value, .. }
            | StepKind::Update { value, .. }
            | StepKind::Exit { value, .. } => Some(value),
            StepKind::Cut { best, .. } => Some(best),
        }
    }

    /// The same step translated from the negamax form of the search, in which every score is
    /// from the side to move at the step's position and the window is that side's: at MIN the
    /// scores change sign, α and β swap, and so do upper and lower bounds.
    pub(crate) fn from_negamax(kind: StepKind<M>, path: Vec<M>, alpha: Score, beta: Score) -> Self {
        if Side::at(path.len()) == Side::Max {
            return Self {
                kind,
                path,
                alpha,
                beta,
            };
        }
        let kind = match kind {
            StepKind::Leaf { value, reason } => StepKind::Leaf {
                value: -value,
                reason: match reason {
                    LeafReason::Table { bound, from } => LeafReason::Table {
                        bound: bound.flipped(),
                        from,
                    },
                    other => other,
                },
            },
            StepKind::Update {
                child,
                value,
                bound,
                best,
                improved,
            } => StepKind::Update {
                child,
                value: -value,
                bound: bound.flipped(),
                best: -best,
                improved,
            },
            StepKind::Cut { best, skipped } => StepKind::Cut {
                best: -best,
                skipped,
            },
            StepKind::Exit {
                value,
                bound,
                skipped,
            } => StepKind::Exit {
                value: -value,
                bound: bound.flipped(),
                skipped,
            },
            other => other,
        };
        Self {
            kind,
            path,
            alpha: -beta,
            beta: -alpha,
        }
    }
}

/// True when `score` stands for an unbounded α or β (−∞ or +∞).
pub fn is_unbounded(score: Score) -> bool {
    score.abs() >= INFINITY
}

/// Step number `n` (counting from 1) of the search of `game` under `settings`, or `None` when
/// the search has fewer steps. Seeking is a deterministic re-run stopped at that step, so it
/// holds no more in memory than the search itself (its path), however far `n` is.
pub fn step_at<G: Game>(game: &G, settings: &SearchSettings, n: u64) -> Option<Step<G::Move>> {
    let found = std::cell::RefCell::new(None);
    let seen = std::cell::Cell::new(0u64);
    let observer = |step: &Step<G::Move>| {
        seen.set(seen.get() + 1);
        if seen.get() == n {
            *found.borrow_mut() = Some(step.clone());
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    };
    search(
        game,
        settings,
        &SearchOptions {
            observer: Some(&observer),
            ..Default::default()
        },
    );
    found.into_inner()
}
