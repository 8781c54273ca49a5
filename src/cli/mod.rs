//! The command line: its flags (`args.rs`), the play command's settings (`play/`, the config file's settings among them), one file or folder per subcommand, the position flags they share (`position/`) and their shared helpers (`shared/`).

#![warn(unreachable_pub)]

pub mod analyze;
pub mod args;
pub mod autoplay;
pub mod bench;
pub mod book;
pub mod class;
pub mod completions;
pub mod config;
pub mod lesson;
pub mod perft;
pub mod play;
mod position;
pub mod positions;
pub mod practice;
pub mod serve;
mod shared;
pub mod stats;
pub mod table;
pub mod trace;

pub use shared::error::InputError;
pub use shared::game_choice::GameKind;
