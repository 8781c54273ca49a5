//! A lesson's exercise checked: the learner's number against the engine's answer, with the reason in figures.

use super::figures::{
    self, THREE_BY_THREE, TWO_BY_TWO, alpha_beta, first_player_loses, order_counts, plain,
    positions, safe_at, safe_depth, tree_size, winning_take,
};
use super::{ALPHA_BETA_EXERCISE_DEPTH, BONES_EXERCISE_HEAPS, Exercise, ORDERING_DEPTH, ORDERS};
use crate::engine::{Evaluation, MoveOrder};

/// Why an answer is right or wrong, with the engine's figures that say so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The tree has this many positions with the root.
    TreeSize { total: u64 },
    /// The panel's count below the root was given: the root is missing.
    RootMissing { below: u64 },
    /// Some other number for the tree's size.
    TreeHint,
    /// Alpha-beta searches this many at the depth asked.
    Counted { depth: u32, count: u64 },
    /// Plain minimax's count at that depth was given: pruning was off.
    MinimaxCount { depth: u32 },
    /// Another number: where to find the count.
    CountHint { depth: u32 },
    /// At this limit every move ranked best holds the value, and one less does not.
    SafeFrom { depth: u32 },
    /// At this limit the AI still ranks a losing move best.
    StillBlunders { depth: u32 },
    /// A smaller limit already sees every blunder.
    SmallerEnough { depth: u32 },
    /// The fewest positions, by this order.
    Fewest { order: MoveOrder, count: u64 },
    /// This order searches more than the fewest.
    More {
        order: MoveOrder,
        count: u64,
        fewest: u64,
    },
    /// Not one of the orders' numbers.
    NoSuchOrder,
    /// A heap on which the first player loses: every take leaves a heap the other wins from.
    Loses { heap: u32 },
    /// A heap the first player wins from, by this take.
    Wins { heap: u32, take: u32 },
    /// A heap outside the ones the exercise takes.
    OutOfRange,
}

/// The check of one answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    pub right: bool,
    pub why: Why,
}

impl Grade {
    fn right(why: Why) -> Self {
        Self { right: true, why }
    }

    fn wrong(why: Why) -> Self {
        Self { right: false, why }
    }
}

/// Checks `answer` to `exercise` against the engine.
pub fn grade(exercise: Exercise, answer: u64) -> Grade {
    match exercise {
        Exercise::TreeSize => {
            let total = tree_size(TWO_BY_TWO);
            if answer == total {
                Grade::right(Why::TreeSize { total })
            } else if answer + 1 == total {
                Grade::wrong(Why::RootMissing { below: answer })
            } else {
                Grade::wrong(Why::TreeHint)
            }
        }
        Exercise::AlphaBetaCount => {
            let depth = ALPHA_BETA_EXERCISE_DEPTH;
            let count = positions(THREE_BY_THREE, &alpha_beta(Some(depth)));
            let minimax = figures::positions(
                THREE_BY_THREE,
                &crate::engine::SearchSettings {
                    depth_limit: Some(depth),
                    ..plain()
                },
            );
            if answer == count {
                Grade::right(Why::Counted { depth, count })
            } else if answer == minimax {
                Grade::wrong(Why::MinimaxCount { depth })
            } else {
                Grade::wrong(Why::CountHint { depth })
            }
        }
        Exercise::SafeDepth => {
            let safe = safe_depth(Evaluation::Draw);
            let depth = u32::try_from(answer).unwrap_or(u32::MAX);
            if depth == safe {
                Grade::right(Why::SafeFrom { depth })
            } else if depth < safe && (depth == 0 || !safe_at(depth, Evaluation::Draw)) {
                Grade::wrong(Why::StillBlunders { depth })
            } else {
                Grade::wrong(Why::SmallerEnough { depth: safe })
            }
        }
        Exercise::BestOrder => {
            let counts = order_counts(ORDERING_DEPTH, None);
            let fewest = counts.into_iter().min().unwrap_or(0);
            let Some(at) = usize::try_from(answer)
                .ok()
                .and_then(|n| n.checked_sub(1))
                .filter(|&i| i < ORDERS.len())
            else {
                return Grade::wrong(Why::NoSuchOrder);
            };
            let (order, count) = (ORDERS[at], counts[at]);
            if count == fewest {
                Grade::right(Why::Fewest { order, count })
            } else {
                Grade::wrong(Why::More {
                    order,
                    count,
                    fewest,
                })
            }
        }
        Exercise::LosingHeap => {
            let Some(heap) = u32::try_from(answer)
                .ok()
                .filter(|h| BONES_EXERCISE_HEAPS.contains(h))
            else {
                return Grade::wrong(Why::OutOfRange);
            };
            if first_player_loses(heap) {
                Grade::right(Why::Loses { heap })
            } else {
                let take = winning_take(heap).unwrap_or(1);
                Grade::wrong(Why::Wins { heap, take })
            }
        }
    }
}
