//! The lessons (key `L`, and `morpion lesson`): five short lessons on the live game, each screen setting the board and the AI up, each lesson ending in an exercise the engine checks.

pub(in crate::tui) mod state;
pub(in crate::tui) mod update;
pub(in crate::tui) mod view;
