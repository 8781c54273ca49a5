//! The technique comparison (key `c`): its state and its table.

pub(in crate::tui) mod state;
pub(in crate::tui) mod update;
pub(in crate::tui) mod view;
