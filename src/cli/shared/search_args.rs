//! The search flags of every command that runs the textbook search on one position, as `analyze` reports it and `trace` shows it step by step: pruning, depth limit, evaluation.

use clap::Args;

use super::values::{OnOff, whole};
use crate::engine::Evaluation;

/// `--pruning`, `--depth` and `--eval`, declared once and flattened into each command.
#[derive(Debug, Args)]
pub(crate) struct SearchArgs {
    /// Alpha-beta pruning.
    #[arg(long, value_enum, default_value_t = OnOff::On)]
    pub(crate) pruning: OnOff,

    /// Depth limit in plies [default: none when at most 9 cells are empty, so the answer is
    /// exact; otherwise 6 up to 16 empty cells and 4 beyond, so it comes at once]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, 64))]
    pub(crate) depth: Option<u32>,

    /// How a position at the depth limit is scored [default: draw when at most 9 cells are
    /// empty, heuristic otherwise]
    #[arg(long, value_enum)]
    pub(crate) eval: Option<Evaluation>,
}

impl SearchArgs {
    /// Whether the search prunes (`--pruning on`, the default).
    pub(crate) fn pruning(&self) -> bool {
        self.pruning == OnOff::On
    }
}
