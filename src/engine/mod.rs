//! Game-agnostic search: the `Game` trait, minimax with optional alpha-beta, move ordering, a
//! transposition table, iterative deepening, and the report a search returns.

pub mod deadline;
mod deepening;
mod game;
mod memory;
mod options;
mod ordering;
mod perft;
mod placement;
mod report;
mod score;
mod search;
mod settings;
mod solve;
mod solve_search;
mod solve_table;
mod steps;
mod transposition;
mod tree;

pub use deepening::{IterationProgress, IterativeReport, search_iterative, search_iterative_in};
pub use game::{Forecast, Game, Terminal};
pub use memory::OutOfMemory;
pub use options::{OnIteration, SearchOptions};
pub use perft::{PerftCounts, perft, perft_length, perft_length_watched};
pub use placement::Placement;
pub use report::{Bound, MoveReport, SearchReport};
pub use score::{HEURISTIC_LIMIT, INFINITY, MAX_PLY, Score, ScoreMeaning, WIN};
pub use search::{search, search_in};
pub use settings::{Evaluation, FULL_SEARCH_MAX_PLIES, MoveOrder, SearchSettings, TableSize};
pub use solve::{Solution, Solver, solve};
pub use solve_search::Progress;
pub use steps::{LeafReason, Observer, Side, Step, StepKind, is_unbounded, step_at};
pub use transposition::{Table, TableStats};
pub use tree::{Cut, Grown, MaxView, NodeId, NodeKind, Regrowth, SearchTree, TreeNode};
