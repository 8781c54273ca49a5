//! The figures a lesson's screen states besides the live panel's, worked out by the engine when the screen is set up.

use crate::engine::{Evaluation, Game, MoveOrder, ScoreMeaning, SearchSettings};
use crate::games::mnk::Mark;

use super::figures::{
    THREE_BY_THREE, TWO_BY_TWO, all_leaves, alpha_beta, branchings, cuts, evaluation, leaves,
    minimal_leaves, minimal_leaves_of, positions, positions_by_ply, report, safe_at, tree_size,
    value, winning_take,
};
use super::{BONES_WIN_HEAP, Board, FORK_POSITION, MINIMAL_TREE_DEPTH, Topic};

/// What one screen states, in figures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Facts {
    /// Nothing beyond the panel's.
    None,
    /// The 2×2 tree: positions with the root, below it (and on each ply), and the ply the
    /// first player wins on.
    TreeSize {
        total: u64,
        below: u64,
        by_ply: Vec<u64>,
        win_ply: u32,
    },
    /// Alpha-beta from the empty 3×3 board at full depth and under the depth limit of the
    /// lesson's screen: its positions and plain minimax's, its cuts and those on ties.
    Cuts { full: CutRow, limited: CutRow },
    /// The evaluation's score of a position for the side to move.
    Evaluation { to_move: Mark, score: i32 },
    /// At each depth limit, whether the draw evaluation and the evaluation rank only moves
    /// that hold the value best.
    Safety(Vec<(u32, bool, bool)>),
    /// The minimal tree of a uniform tree: moves, plies, its leaves, minimax's.
    MinimalTree { b: u64, d: u32, best: u64, all: u64 },
    /// The positions alpha-beta's tie checks search from the empty 3×3 board to the end (the
    /// panel's extra line), outside its count.
    TieChecks { nodes: u64 },
    /// The leaves of the empty 3×3 board's tree down to the depth limit of lesson 4's second
    /// screen: the moves on each ply, minimax's leaves, the minimal tree's, and alpha-beta's
    /// with the evaluation in the screen's order.
    Leaves {
        branchings: Vec<u64>,
        minimax: u64,
        best: u64,
        order: MoveOrder,
        alpha_beta: u64,
    },
    /// Alpha-beta's positions from the empty 3×3 board to the end in the screen's order,
    /// without the table and with it (the other orders are the exercise's to find).
    TableEffect {
        order: MoveOrder,
        without: u64,
        with: u64,
    },
    /// The take that wins from a heap, and the heap it leaves.
    WinningTake { heap: u32, take: u32 },
}

/// Alpha-beta's work from the empty 3×3 board at one depth limit, beside plain minimax's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CutRow {
    /// The depth limit; `None` for full depth.
    pub depth: Option<u32>,
    /// Positions alpha-beta searched below the root (its count, tie checks apart).
    pub alpha_beta: u64,
    /// Positions plain minimax searched below the root under the same limit.
    pub minimax: u64,
    /// Alpha-beta's cuts, and those on a tie.
    pub cuts: u64,
    pub ties: u64,
}

/// Alpha-beta's work from the empty 3×3 board under `depth` (`None`: full depth), beside
/// plain minimax's.
fn cut_row(depth: Option<u32>) -> CutRow {
    let settings = alpha_beta(depth);
    let (cuts, ties) = cuts(THREE_BY_THREE, &settings);
    let minimax = SearchSettings {
        pruning: false,
        ..settings
    };
    CutRow {
        depth,
        alpha_beta: positions(THREE_BY_THREE, &settings),
        minimax: positions(THREE_BY_THREE, &minimax),
        cuts,
        ties,
    }
}

/// The figures screen `screen` (from 0) of `topic` states.
pub fn facts(topic: Topic, screen: usize) -> Facts {
    match (topic, screen) {
        (Topic::Minimax, 0) => {
            let total = tree_size(TWO_BY_TWO);
            let win_ply = match ScoreMeaning::of(value(TWO_BY_TWO)) {
                ScoreMeaning::Win { plies } => plies,
                _ => 0,
            };
            Facts::TreeSize {
                total,
                below: total - 1,
                by_ply: positions_by_ply(TWO_BY_TWO),
                win_ply,
            }
        }
        (Topic::AlphaBeta, 2) => Facts::Cuts {
            full: cut_row(None),
            limited: cut_row(Topic::AlphaBeta.stages()[2].settings.depth_limit),
        },
        (Topic::DepthLimit, 0) => {
            let fork = Board::Position(FORK_POSITION);
            let to_move = fork.position().board().map_or(Mark::O, |b| b.to_move());
            Facts::Evaluation {
                to_move,
                score: evaluation(fork),
            }
        }
        (Topic::DepthLimit, 1) => Facts::Safety(
            (1..=3)
                .map(|depth| {
                    (
                        depth,
                        safe_at(depth, Evaluation::Draw),
                        safe_at(depth, Evaluation::Heuristic),
                    )
                })
                .collect(),
        ),
        (Topic::Ordering, 0) => {
            let mut moves = Vec::new();
            THREE_BY_THREE.position().legal_moves(&mut moves);
            let b = moves.len() as u64;
            let d = MINIMAL_TREE_DEPTH;
            Facts::MinimalTree {
                b,
                d,
                best: minimal_leaves(b, d),
                all: all_leaves(b, d),
            }
        }
        (Topic::AlphaBeta, 0) => Facts::TieChecks {
            nodes: report(THREE_BY_THREE, &alpha_beta(None)).tie_check_nodes,
        },
        (Topic::Ordering, 1) => {
            let settings = Topic::Ordering.stages()[1].settings;
            let depth = settings.depth_limit.unwrap_or(MINIMAL_TREE_DEPTH);
            let branchings = branchings(THREE_BY_THREE, depth).unwrap_or_default();
            let minimax = SearchSettings {
                pruning: false,
                ..settings
            };
            Facts::Leaves {
                best: minimal_leaves_of(&branchings),
                branchings,
                minimax: leaves(THREE_BY_THREE, &minimax),
                order: settings.move_order,
                alpha_beta: leaves(THREE_BY_THREE, &settings),
            }
        }
        (Topic::Ordering, 2) => {
            let settings = Topic::Ordering.stages()[2].settings;
            let alone = SearchSettings {
                transposition: None,
                ..settings
            };
            Facts::TableEffect {
                order: settings.move_order,
                without: positions(THREE_BY_THREE, &alone),
                with: positions(THREE_BY_THREE, &settings),
            }
        }
        (Topic::Bones, 0) => Facts::WinningTake {
            heap: BONES_WIN_HEAP,
            take: winning_take(BONES_WIN_HEAP).unwrap_or(0),
        },
        _ => Facts::None,
    }
}
