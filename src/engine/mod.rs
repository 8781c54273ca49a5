//! Game-agnostic search, in three parts: `core` (what every search shares), `textbook`
//! (minimax and alpha-beta as the tutorials teach them, observed step by step) and `solver`
//! (the exact solver, for the games that can be solved). The engine knows no concrete game.
//!
//! The names every other layer uses are re-exported here, whichever part holds them.

pub mod core;
pub mod solver;
pub mod textbook;

pub use self::core::{
    Bound, Cells, CopyMake, Evaluation, FULL_SEARCH_MAX_PLIES, Game, HEURISTIC_LIMIT, INFINITY,
    Lines, MAX_PLY, MoveOrder, MoveReport, OutOfMemory, PLAIN_SCORE_LIMIT, PerftCounts, Score,
    ScoreMeaning, SearchReport, SearchSettings, Skipped, Table, TableSize, TableStats, Terminal,
    WIN, perft, perft_length, perft_length_watched, terminal_score,
};
pub use self::solver::{Forecast, Progress, Solution, Solvable, Solver, solve};
pub use self::textbook::{
    Cut, Grown, IterationProgress, IterativeReport, LeafReason, MaxView, NodeId, NodeKind,
    NotRecorded, Observer, OnIteration, Regrowth, SearchOptions, SearchTree, Settled, Side, Step,
    StepKind, TreeNode, is_unbounded, search, search_in, search_iterative, search_iterative_in,
    step_at,
};
