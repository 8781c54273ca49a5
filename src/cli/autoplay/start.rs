//! Where `autoplay`'s games start: the game's first position, or the one `--board` or `--moves` gives.

use std::sync::Arc;

use super::args::AutoplayArgs;
use crate::cli::position::{quoted, read_board_hinting, same_shape};
use crate::cli::shared::error::InputError;
use crate::games::mnk::{Geometry, Mark, Mnk};
use crate::games::playable::{Playable, Setup};

/// The position every game starts from, and under gravity the columns that led to it.
#[derive(Clone, Debug)]
pub(super) struct Start {
    pub(super) position: Playable,
    /// Under gravity, the columns played to reach the start, 1-based (empty from the empty board).
    pub(super) columns: String,
}

impl Start {
    /// The start `args` ask for in the game `setup`: refused with the reason when the position
    /// is not one of this game, cannot be reached in play, or is already over.
    pub(super) fn new(args: &AutoplayArgs, setup: &Setup) -> Result<Self, InputError> {
        let geometry = match setup {
            Setup::Heap(_) if args.board.is_some() || args.moves.is_some() => {
                return Err(InputError(
                    "--board and --moves do not apply to the Game of Bones: its games start from --heap N bones".into(),
                ));
            }
            Setup::Heap(_) => return Ok(Self::first(setup)),
            Setup::Board(geometry) => geometry,
        };
        let (position, columns) = match (&args.board, &args.moves) {
            (None, None) => return Ok(Self::first(setup)),
            (Some(_), _) if geometry.gravity() => {
                return Err(InputError(
                    "pieces fall in this game: give the start as --moves COLUMNS (e.g. 4453), not --board".into(),
                ));
            }
            (_, Some(_)) if !geometry.gravity() => {
                return Err(InputError(
                    "--moves (the columns played) is for games where pieces fall (--game connect4, --gravity): give this game's start as --board".into(),
                ));
            }
            (Some(board), _) => (on_board(geometry, board)?, String::new()),
            (None, Some(moves)) => {
                let position = Mnk::from_columns(Arc::clone(geometry), moves)
                    .map_err(|e| InputError(format!("invalid moves {:?}: {e}", quoted(moves))))?;
                (position, moves.trim().to_owned())
            }
        };
        if position.is_over() {
            return Err(InputError(format!(
                "the start position is already over ({}): give one where a move is left to play",
                position.to_board()
            )));
        }
        Ok(Self {
            position: Playable::Board(position),
            columns,
        })
    }

    /// The game's own first position: the empty board, the whole heap.
    fn first(setup: &Setup) -> Self {
        Self {
            position: setup.start(Mark::X),
            columns: String::new(),
        }
    }
}

/// `board` read as a position of the game played on `geometry`, X having moved first.
fn on_board(geometry: &Geometry, board: &str) -> Result<Mnk, InputError> {
    // The shape first: a 3×3 board given for 4×4 tic-tac-toe is the wrong board, not a board
    // too small for four in a row.
    if let Ok(given) = read_board_hinting(board, None, Mark::X, false)
        && let shape = given.geometry()
        && !same_shape(shape, geometry)
    {
        return Err(InputError(format!(
            "the games are played on a {}×{} board, but the board given is {}×{}",
            geometry.rows(),
            geometry.cols(),
            shape.rows(),
            shape.cols()
        )));
    }
    read_board_hinting(board, Some(geometry.k()), Mark::X, false)
}
