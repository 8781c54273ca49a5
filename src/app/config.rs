//! The validated settings a game starts with, built from the command line.

use std::sync::Arc;

use crate::cli::InputError;
use crate::cli::args::{First, GameArgs, GameKind, HumanMark, PlayArgs};
use crate::cli::game_choice::{board_of, heap_of};
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
    /// Checks what the argument parser cannot check alone (k against the board's sides), for
    /// a board of your own (`--rows`, `--cols`, `--k`).
    pub fn from_args(args: &PlayArgs) -> Result<Self, ShapeError> {
        let k = args.k.unwrap_or(Geometry::default_k(args.rows, args.cols));
        Ok(Self::with_geometry(
            args,
            Geometry::new(args.rows, args.cols, k)?,
        ))
    }

    /// The whole command line: `--game` picks a ready-made board (the parser has already
    /// refused it together with `--rows`/`--cols`/`--k`), `--gravity` makes pieces fall.
    /// The Game of Bones has no board, so the interactive game refuses it for now.
    pub fn from_cli(args: &PlayArgs, game: &GameArgs) -> Result<Self, InputError> {
        let kind = game.game.unwrap_or(GameKind::Ttt);
        heap_of(kind, game.heap)?;
        let geometry = match (game.game, board_of(kind)) {
            (None, _) => {
                let k = args.k.unwrap_or(Geometry::default_k(args.rows, args.cols));
                Geometry::new(args.rows, args.cols, k).map_err(|e| InputError(e.to_string()))?
            }
            (Some(_), Some(geometry)) => geometry,
            (Some(kind), None) => {
                return Err(InputError(format!(
                    "--game {} cannot be played on screen yet; try `morpion analyze --game {0} --heap N`",
                    kind.name()
                )));
            }
        };
        let gravity = game.gravity || geometry.gravity();
        Ok(Self::with_geometry(args, geometry.with_gravity(gravity)))
    }

    fn with_geometry(args: &PlayArgs, geometry: Geometry) -> Self {
        let geometry = Arc::new(geometry);
        let settings = SearchSettings::for_plies_left(
            geometry.cells() as u32,
            !args.no_pruning,
            args.depth,
            args.eval,
        );
        Self {
            geometry,
            first: args.first,
            human: match args.human {
                HumanMark::X => Mark::X,
                HumanMark::O => Mark::O,
            },
            settings,
            seed: args.seed,
        }
    }
}
