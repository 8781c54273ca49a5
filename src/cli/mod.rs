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
pub mod completions;
pub mod config;
mod dot_file;
mod error;
pub mod game_choice;
mod lines;
mod measure;
mod output;
pub mod perft;
pub mod play;
pub mod positions;
mod progress;
mod reach;
pub mod settings;
mod solve_value;
pub mod stats;
pub mod table;
pub mod trace;
mod trace_lines;
mod verdict;

pub use error::InputError;
