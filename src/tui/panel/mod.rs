//! The panel of the AI's thinking: its counts, values and the moves' table.

pub(in crate::tui) mod view;
