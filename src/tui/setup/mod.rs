//! The setup screen (b): a position set up by hand — marks placed freely, pieces dropped in turn where they fall, or a heap of another size — checked with the rules and words of `analyze`, then played on from.

pub(in crate::tui) mod state;
pub(in crate::tui) mod update;
pub(in crate::tui) mod view;
