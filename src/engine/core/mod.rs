//! What every search shares: the `Game` trait, scores, settings, reports, the position table,
//! move ordering, memory, perft, and the bit boards a game may lend the search.

pub mod bits;
mod game;
pub(crate) mod memory;
pub(crate) mod ordering;
mod perft;
mod report;
mod score;
mod settings;
pub(crate) mod transposition;

pub use bits::{Cells, CopyMake, Lines};
pub use game::{Game, Terminal};
pub use memory::OutOfMemory;
pub use perft::{PerftCounts, perft, perft_length, perft_length_watched};
pub use report::{Bound, MoveReport, SearchReport, Skipped};
pub use score::{
    HEURISTIC_LIMIT, INFINITY, MAX_PLY, PLAIN_SCORE_LIMIT, Score, ScoreMeaning, WIN, terminal_score,
};
pub use settings::{Evaluation, FULL_SEARCH_MAX_PLIES, MoveOrder, SearchSettings, TableSize};
pub use transposition::{Table, TableStats};
