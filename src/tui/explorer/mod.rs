//! The search tree explorer (key `t`): whether it is open, and its view in the panel.

pub(in crate::tui) mod state;
pub(in crate::tui) mod update;
pub mod view;
