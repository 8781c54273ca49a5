//! The validated settings a game starts with, built from the command line.

use std::sync::Arc;

use crate::cli::args::{First, HumanMark, PlayArgs};
use crate::engine::SearchSettings;
use crate::games::mnk::{Geometry, Mark, ShapeError};

/// Everything the TUI needs to start a session.
#[derive(Clone, Debug)]
pub struct Config {
    pub geometry: Arc<Geometry>,
    pub first: First,
    pub human: Mark,
    /// Pruning, depth limit and evaluation of the AI's search (no node budget).
    pub settings: SearchSettings,
    /// Seed of the session's random generator (ties between best moves, who starts).
    pub seed: Option<u64>,
}

impl Config {
    /// Checks what the argument parser cannot check alone (k against the board's sides).
    pub fn from_args(args: &PlayArgs) -> Result<Self, ShapeError> {
        let k = args.k.unwrap_or(args.rows.min(args.cols));
        let geometry = Arc::new(Geometry::new(args.rows, args.cols, k)?);
        let settings = SearchSettings::for_plies_left(
            geometry.cells() as u32,
            !args.no_pruning,
            args.depth,
            args.eval,
        );
        Ok(Self {
            geometry,
            first: args.first,
            human: match args.human {
                HumanMark::X => Mark::X,
                HumanMark::O => Mark::O,
            },
            settings,
            seed: args.seed,
        })
    }
}
