//! The command line: argument definitions and the headless subcommands.

mod analysis;
mod analysis_text;
pub mod analyze;
pub mod args;
pub mod bench;
mod columns;
mod error;
mod output;
pub mod table;
mod verdict;

pub use error::InputError;
