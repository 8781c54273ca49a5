//! The command line: argument definitions and the headless subcommands.

mod analysis;
mod analysis_text;
pub mod analyze;
pub mod args;
pub mod autoplay;
pub mod bench;
mod bones_analysis;
mod columns;
pub mod dot;
mod dot_file;
mod error;
pub mod game_choice;
mod lines;
mod measure;
mod output;
pub mod perft;
pub mod positions;
mod progress;
pub mod table;
mod verdict;

pub use error::InputError;
