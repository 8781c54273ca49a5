//! Everything that changes how a search runs, as one value.

use serde::Serialize;

/// How a non-terminal position at the depth limit is scored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Evaluation {
    /// Unknown counts as a draw: score 0 (the classic tutorials' choice, and the reference one).
    #[default]
    Draw,
    /// The rule set's own judgement (open lines weighted by how many marks they hold).
    Heuristic,
}

impl Evaluation {
    /// The other evaluation, for the toggle key.
    pub fn next(self) -> Self {
        match self {
            Self::Draw => Self::Heuristic,
            Self::Heuristic => Self::Draw,
        }
    }

    /// The word shown on screen and accepted on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Self::Draw => "draw",
            Self::Heuristic => "heuristic",
        }
    }
}

/// The settings of one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchSettings {
    /// Alpha-beta pruning on, or plain minimax.
    pub pruning: bool,
    /// Search at most this many plies below the root; `None` searches to the end of the game.
    pub depth_limit: Option<u32>,
    /// How positions at the depth limit are scored.
    pub evaluation: Evaluation,
    /// Give up after visiting more than this many positions (the report then says it is incomplete).
    pub node_budget: Option<u64>,
}

impl Default for SearchSettings {
    fn default() -> Self {
        Self {
            pruning: true,
            depth_limit: None,
            evaluation: Evaluation::Draw,
            node_budget: None,
        }
    }
}
