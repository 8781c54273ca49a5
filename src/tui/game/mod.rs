//! The game itself: the match (moves, seats, tally), its history, the cursor, the AI's search,
//! and their view (board, heap, pieces, move list, chart).

pub(in crate::tui) mod ai_search;
pub(in crate::tui) mod cursor;
pub(in crate::tui) mod game_match;
pub(in crate::tui) mod history;
pub(in crate::tui) mod update;
pub mod view;
