//! The validated settings a game starts with, built from the command line.

use std::sync::Arc;

use crate::cli::args::{First, HumanMark, PlayArgs};
use crate::engine::{Evaluation, SearchSettings};
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
        // Without a transposition table, a full search beyond 3×3 takes seconds to hours:
        // bigger boards start depth-limited, with an evaluation that can tell positions apart.
        let big = geometry.cells() > 9;
        let default_depth = match geometry.cells() {
            0..=9 => None,
            10..=16 => Some(6),
            _ => Some(4),
        };
        Ok(Self {
            geometry,
            first: args.first,
            human: match args.human {
                HumanMark::X => Mark::X,
                HumanMark::O => Mark::O,
            },
            settings: SearchSettings {
                pruning: !args.no_pruning,
                depth_limit: args.depth.or(default_depth),
                evaluation: args.eval.unwrap_or(if big {
                    Evaluation::Heuristic
                } else {
                    Evaluation::Draw
                }),
                node_budget: None,
            },
            seed: args.seed,
        })
    }
}
