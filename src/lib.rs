//! morpion: tic-tac-toe and its relatives against a minimax AI that shows its work.
//!
//! - `engine`: game-agnostic minimax / alpha-beta search and its report (no UI).
//! - `games`: rule sets implementing `engine::Game` (the m,n,k game, the Game of Bones, and
//!   `Playable`, either of them as the App plays it).
//! - `tui`: the full-screen game, one folder per thing the player can open (the game, the panel,
//!   the explorer, step mode, the comparison, hints, predict mode, autoplay, the chrome), each
//!   with its state and its view; the runtime (event loop, terminal, threads) in one folder.
//! - `cli`: the command line and the headless subcommands.
//! - `class`: the class's records for `morpion serve` (SQLite).
//! - `serve`: `morpion serve`, the classroom over SSH: each session the full game on a remote
//!   console.
//! - `i18n`: every word the full-screen game shows, in English and French (one table each).

pub mod analysis;
pub mod class;
pub mod cli;
pub mod engine;
pub mod games;
pub mod home;
pub mod i18n;
pub mod serve;
pub mod text;
pub mod tui;
