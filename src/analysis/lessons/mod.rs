//! The lessons: five short guided lessons, each a few screens that set the game up and an exercise the engine checks.
//!
//! A lesson is data: for each screen, the game, the position and the search settings it sets
//! up ([`Stage`]); for its last screen, the exercise ([`Exercise`]). The figures a lesson states
//! and the answers it checks are worked out by the engine ([`figures`]), never written in.

mod facts;
pub mod figures;
mod grade;

pub use facts::{CutRow, Facts, facts};
pub use grade::{Grade, Why, grade};

use std::sync::Arc;

use crate::engine::{Evaluation, MoveOrder, SearchSettings, TableSize};
use crate::games::mnk::{Geometry, Mnk};
use crate::games::playable::{Playable, Setup};

/// The five lessons, in the order the path takes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topic {
    /// Minimax on the 2×2 board (2 in a row), then tic-tac-toe's value.
    Minimax,
    /// Why alpha-beta saves: the four counts of the empty 3×3 board.
    AlphaBeta,
    /// A depth limit and an evaluation function; a shallow limit that blunders.
    DepthLimit,
    /// Move ordering, the table, and the Knuth–Moore minimal tree.
    Ordering,
    /// The Game of Bones: the first player loses exactly on multiples of 4.
    Bones,
}

/// Every lesson, in order: lesson N is `LESSONS[N - 1]`.
pub const LESSONS: [Topic; 5] = [
    Topic::Minimax,
    Topic::AlphaBeta,
    Topic::DepthLimit,
    Topic::Ordering,
    Topic::Bones,
];

/// The position lesson 3 shows a shallow depth limit blundering in: X holds two opposite
/// corners, O the centre, O to move. Only an edge holds the draw; a corner lets X fork
/// (`tests/suite/analysis/lessons.rs` checks it with the engine).
pub const FORK_POSITION: &str = "X../.O./..X";

/// The depth limit lesson 2's exercise asks about (its screens show 6 and full depth).
pub const ALPHA_BETA_EXERCISE_DEPTH: u32 = 5;

/// The depth limit of lesson 4's comparison of move orders: none, to the end of the game
/// (under a limit with the draw evaluation most positions tie and every order searches alike).
pub const ORDERING_DEPTH: Option<u32> = None;

/// The depth of the uniform tree lesson 4 works the minimal tree out for.
pub const MINIMAL_TREE_DEPTH: u32 = 4;

/// The heaps lesson 5's exercise accepts: the solver, keyed by the heap, answers each at once
/// (it solves every smaller heap once); up to 40, as every game here fits the score scale.
pub const BONES_EXERCISE_HEAPS: std::ops::RangeInclusive<u32> = 5..=40;

/// The heap whose whole tree lesson 5 shows first, and the multiple of 4 it shows next.
pub const BONES_WIN_HEAP: u32 = 6;
pub const BONES_LOSS_HEAP: u32 = 8;

/// The table's memory where a lesson turns it on.
pub const LESSON_TABLE: TableSize = TableSize::mib(16);

/// Lesson 4's search that counts leaves as Knuth and Moore do: alpha-beta from the empty 3×3
/// board down to [`MINIMAL_TREE_DEPTH`] plies, the evaluation scoring the positions there (it
/// tells them apart, so the order matters), in `move_order`, no table.
pub fn leaves_settings(move_order: MoveOrder) -> SearchSettings {
    SearchSettings {
        depth_limit: Some(MINIMAL_TREE_DEPTH),
        evaluation: Evaluation::Heuristic,
        move_order,
        ..SearchSettings::default()
    }
}

/// What a lesson's screen sets up on the board: the game, and a position of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Board {
    /// An empty board of `cols` × `rows`, `k` in a row.
    Empty { cols: usize, rows: usize, k: usize },
    /// A 3×3 position (rows joined by `/`, X having moved first).
    Position(&'static str),
    /// The Game of Bones with a heap of this many.
    Heap(u32),
}

impl Board {
    /// The game's setup, and the position every game starts from when it is not the empty one.
    pub fn setup(self) -> (Setup, Option<Mnk>) {
        match self {
            Self::Empty { cols, rows, k } => {
                let geometry = Geometry::new(rows, cols, k).expect("a lesson's board is valid");
                (Setup::Board(Arc::new(geometry)), None)
            }
            Self::Position(text) => {
                let board = Mnk::from_board(text, None).expect("a lesson's position is valid");
                let shape = board.geometry();
                let geometry = Geometry::new(shape.rows(), shape.cols(), shape.k())
                    .expect("the position's own shape");
                (Setup::Board(Arc::new(geometry)), Some(board))
            }
            Self::Heap(heap) => (Setup::Heap(heap), None),
        }
    }

    /// The position the AI searches first.
    pub fn position(self) -> Playable {
        match self.setup() {
            (_, Some(board)) => Playable::Board(board),
            (setup, None) => setup.start(crate::games::mnk::Mark::X),
        }
    }
}

/// One screen's set-up: the board and the AI's settings. The AI moves first from it, so the
/// panel shows its search of that very position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stage {
    pub board: Board,
    pub settings: SearchSettings,
}

/// What a lesson's exercise asks for: always a number the learner types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exercise {
    /// The positions of the 2×2 board's whole tree, the root included.
    TreeSize,
    /// The positions alpha-beta searches from the empty 3×3 board with a depth limit of
    /// [`ALPHA_BETA_EXERCISE_DEPTH`].
    AlphaBetaCount,
    /// The smallest depth limit at which the AI (draw evaluation) sees every blunder of
    /// [`FORK_POSITION`]: every move it ranks best holds the position's value.
    SafeDepth,
    /// Which move order (1 reading, 2 centre-first, 3 threats) searches the fewest positions
    /// from the empty 3×3 board to the end, table off.
    BestOrder,
    /// A heap from [`BONES_EXERCISE_HEAPS`] on which the player who takes first loses.
    LosingHeap,
}

impl Exercise {
    /// Whether the learner finds the answer by changing the depth limit (`d`, `+`, `-`).
    pub fn found_with_depth_limit(self) -> bool {
        matches!(self, Self::AlphaBetaCount | Self::SafeDepth)
    }
}

impl Topic {
    /// The lesson's number, from 1.
    pub fn number(self) -> usize {
        LESSONS.iter().position(|&t| t == self).map_or(1, |i| i + 1)
    }

    /// Lesson `number` (from 1), if there is one.
    pub fn numbered(number: usize) -> Option<Self> {
        number.checked_sub(1).and_then(|i| LESSONS.get(i)).copied()
    }

    /// The set-up of each screen, in order; the last one holds the exercise.
    pub fn stages(self) -> Vec<Stage> {
        let plain = |board| Stage {
            board,
            settings: SearchSettings {
                pruning: false,
                ..SearchSettings::default()
            },
        };
        let pruned = |board, depth_limit| Stage {
            board,
            settings: SearchSettings {
                depth_limit,
                ..SearchSettings::default()
            },
        };
        let two_by_two = Board::Empty {
            cols: 2,
            rows: 2,
            k: 2,
        };
        let three = Board::Empty {
            cols: 3,
            rows: 3,
            k: 3,
        };
        match self {
            Self::Minimax => vec![plain(two_by_two), plain(three), plain(two_by_two)],
            Self::AlphaBeta => vec![
                pruned(three, None),
                pruned(three, Some(6)),
                pruned(three, Some(6)),
                pruned(three, Some(6)),
            ],
            Self::DepthLimit => {
                let fork = Board::Position(FORK_POSITION);
                let heuristic = Stage {
                    board: fork,
                    settings: SearchSettings {
                        depth_limit: Some(2),
                        evaluation: Evaluation::Heuristic,
                        ..SearchSettings::default()
                    },
                };
                vec![heuristic, pruned(fork, Some(1)), pruned(fork, Some(1))]
            }
            Self::Ordering => {
                let ordered = |move_order, table| Stage {
                    board: three,
                    settings: SearchSettings {
                        depth_limit: ORDERING_DEPTH,
                        move_order,
                        transposition: table,
                        ..SearchSettings::default()
                    },
                };
                let leaves = Stage {
                    board: three,
                    settings: leaves_settings(MoveOrder::Reading),
                };
                vec![
                    ordered(MoveOrder::Reading, None),
                    leaves,
                    ordered(MoveOrder::Reading, Some(LESSON_TABLE)),
                    ordered(MoveOrder::Reading, None),
                ]
            }
            Self::Bones => vec![
                plain(Board::Heap(BONES_WIN_HEAP)),
                plain(Board::Heap(BONES_LOSS_HEAP)),
                plain(Board::Heap(BONES_LOSS_HEAP)),
            ],
        }
    }

    /// How many screens the lesson has.
    pub fn screens(self) -> usize {
        self.stages().len()
    }

    /// The exercise on the lesson's last screen.
    pub fn exercise(self) -> Exercise {
        match self {
            Self::Minimax => Exercise::TreeSize,
            Self::AlphaBeta => Exercise::AlphaBetaCount,
            Self::DepthLimit => Exercise::SafeDepth,
            Self::Ordering => Exercise::BestOrder,
            Self::Bones => Exercise::LosingHeap,
        }
    }
}

/// The move orders of lesson 4's exercise, as the learner numbers them (1, 2, 3).
pub const ORDERS: [MoveOrder; 3] = [
    MoveOrder::Reading,
    MoveOrder::CentreFirst,
    MoveOrder::Threats,
];
