//! Game-agnostic search: the `Game` trait, minimax with optional alpha-beta, and the report it returns.

mod game;
mod perft;
mod report;
mod score;
mod search;
mod settings;

pub use game::{Game, Terminal};
pub use perft::{PerftCounts, perft};
pub use report::{Bound, MoveReport, SearchReport};
pub use score::{HEURISTIC_LIMIT, INFINITY, MAX_PLY, Score, ScoreMeaning, WIN};
pub use search::{search, search_with_stop};
pub use settings::{Evaluation, FULL_SEARCH_MAX_PLIES, SearchSettings};
