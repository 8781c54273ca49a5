//! Practice (key `x`, and `morpion practice`): a small game tree worked out by hand, every answer checked with its reason, the search replayed over it.

pub(in crate::tui) mod state;
pub(in crate::tui) mod update;
pub(in crate::tui) mod view;
