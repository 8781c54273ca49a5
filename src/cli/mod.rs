//! The command line: argument definitions and the headless subcommands.

pub mod analyze;
pub mod args;
mod error;
pub mod table;

pub use error::InputError;
