//! Step mode (key `w`): the AI's last search replayed step by step, its guesses, and its view.

pub(in crate::tui) mod browse;
pub(in crate::tui) mod state;
pub(in crate::tui) mod unsearched;
pub(in crate::tui) mod update;
pub(in crate::tui) mod view;
