//! morpion: tic-tac-toe and its relatives against a minimax AI that shows its work.
//!
//! - `engine`: game-agnostic minimax / alpha-beta search and its report (no UI).
//! - `games`: rule sets implementing `engine::Game` (the m,n,k game, the Game of Bones, and
//!   `Playable`, either of them as the App plays it).
//! - `app`: the TUI's state, actions, keymap, update, the search and study threads, and the
//!   features built on them (explorer, hints, comparison, undo/redo, play modes).
//! - `ui`: ratatui widgets drawing `&App`.
//! - `cli`: the command line and the headless subcommands.
//! - `i18n`: every word the full-screen game shows, in English and French (one table each).

pub mod analysis;
pub mod app;
pub mod cli;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod text;
pub mod ui;
