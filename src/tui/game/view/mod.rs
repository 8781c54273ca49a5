//! The game drawn: the board or the heap with its pieces, the move list and its chart.

pub(in crate::tui) mod board;
pub(in crate::tui) mod chart;
pub(in crate::tui) mod heap;
pub(in crate::tui) mod moves;
pub mod pieces;
