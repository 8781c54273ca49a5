//! The command line: argument definitions and the headless subcommands.

mod analysis;
mod analysis_text;
pub mod analyze;
pub mod args;
pub mod autoplay;
pub mod bench;
mod bones_analysis;
pub mod book;
mod columns;
mod dot_file;
mod error;
pub mod game_choice;
mod lines;
mod measure;
mod output;
pub mod perft;
pub mod play;
pub mod positions;
pub mod practice;
mod progress;
mod reach;
mod solve_value;
pub mod table;
pub mod trace;
mod trace_lines;
mod verdict;

pub use error::InputError;
