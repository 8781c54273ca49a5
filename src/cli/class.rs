//! `morpion class`'s flags: what to do with the class's records `morpion serve` keeps (export them as CSV), where they are and where the CSV goes.

use std::path::PathBuf;

use clap::{Args, ValueEnum};

/// What `morpion class` does with the records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ClassAction {
    /// Write the class's results as CSV: one row per student (practice checks and their
    /// first-check scores added up, the lessons finished, games won, drawn and lost), or with
    /// --checks one row per practice check.
    Export,
}

#[derive(Debug, Args)]
pub struct ClassArgs {
    /// What to do: export (the results as CSV)
    #[arg(value_enum)]
    pub action: ClassAction,

    /// The data folder holding the records (class.sqlite3) [default: the one `morpion serve`
    /// uses: MORPION_DATA_DIR, else the platform's data folder]
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,

    /// Write the CSV into FILE (replacing it) instead of standard output.
    #[arg(long, value_name = "FILE")]
    pub output: Option<PathBuf>,

    /// One row per practice check (student, exercise, first-check score, out of, when) instead
    /// of one per student.
    #[arg(long)]
    pub checks: bool,
}
