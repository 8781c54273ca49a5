//! The position a command reads from its flags (or from a line of `analyze --stdin`), and the search `analyze` and `trace` run there.

use std::sync::Arc;

use super::shared::error::InputError;
use super::shared::game_choice::{DEFAULT_HEAP, GameKind, heap_of};
use super::shared::search_args::SearchArgs;
use crate::analysis::remembered::FULL_SEARCH_MAX_HEAP;
use crate::engine::{Evaluation, SearchSettings};
use crate::games::bones::MAX_HEAP;
use crate::games::mnk::{Geometry, Mark, Mnk};

mod args;
mod board;

pub(crate) use args::PositionArgs;
use board::read_board;
pub(crate) use board::{MAX_POSITION_CHARS, quoted, read_board_hinting, same_shape};

/// What the command line asks to analyse.
pub(crate) enum Target {
    Board(Mnk),
    Bones(u32),
}

impl Target {
    /// Checks which flags go together and reads the position they describe; `line` (from
    /// `--stdin`) stands for the game's position flag: `--board`, `--moves` or `--heap`.
    pub(crate) fn read(args: &PositionArgs, line: Option<&str>) -> Result<Self, InputError> {
        let kind = args.game.unwrap_or(GameKind::Ttt);
        // Where pieces fall, a position is the columns played.
        let gravity = kind == GameKind::Connect4 || args.gravity;
        if let Some(line) = line {
            let mut args = args.clone();
            match kind {
                GameKind::Bones => {
                    let heap = line
                        .parse::<u32>()
                        .ok()
                        .filter(|h| (1..=MAX_HEAP).contains(h));
                    args.heap = Some(heap.ok_or_else(|| {
                        InputError(format!(
                            "invalid heap {line:?}: give a number of bones from 1 to {MAX_HEAP}"
                        ))
                    })?);
                }
                _ if gravity => args.moves = Some(line.to_owned()),
                GameKind::Connect4 | GameKind::Ttt | GameKind::Ttt4 => {
                    args.board = Some(line.to_owned());
                }
            }
            return Self::read(&args, None);
        }
        let heap = heap_of(kind, args.heap)?;
        let refuse = |flag: &str, game: GameKind| {
            Err(InputError(format!(
                "{flag} does not apply to --game {}",
                game.name()
            )))
        };
        if kind == GameKind::Bones && args.gravity {
            return refuse("--gravity", kind);
        }
        if !gravity && args.moves.is_some() {
            if args.game.is_none() {
                return Err(InputError(
                    "--moves (a column sequence) is for boards where pieces fall: add --gravity, or give --game connect4".into(),
                ));
            }
            return refuse("--moves (a Connect Four column sequence)", kind);
        }
        if matches!(kind, GameKind::Connect4 | GameKind::Bones) && args.first.is_some() {
            return refuse("--first (who moved first on a --board)", kind);
        }
        if gravity && args.first.is_some() {
            return Err(InputError(
                "--first (who moved first on a --board) does not apply where pieces fall: X plays the first column of --moves".into(),
            ));
        }
        match (kind, kind.board()) {
            (GameKind::Bones, _) | (_, None) => {
                if args.board.is_some() {
                    return refuse("--board", kind);
                }
                Ok(Target::Bones(heap.unwrap_or(DEFAULT_HEAP)))
            }
            (_, Some(geometry)) if gravity => {
                if args.board.is_some() {
                    let which = match args.game {
                        Some(GameKind::Connect4) => "--game connect4",
                        _ => "a board where pieces fall",
                    };
                    return Err(InputError(format!(
                        "{which} takes its position as --moves COLUMNS (e.g. 4453), not --board"
                    )));
                }
                if kind == GameKind::Connect4 && args.k.is_some() {
                    return refuse("--k", kind);
                }
                let shape_error = |e| InputError(format!("invalid board: {e}"));
                let geometry = match args.game {
                    Some(_) => match args.k {
                        Some(k) => Geometry::new(geometry.rows(), geometry.cols(), k)
                            .map_err(shape_error)?,
                        None => geometry,
                    },
                    None => {
                        let (rows, cols) = (
                            args.rows.unwrap_or(DEFAULT_SIDE),
                            args.cols.unwrap_or(DEFAULT_SIDE),
                        );
                        let k = args.k.unwrap_or(Geometry::default_k(rows, cols));
                        Geometry::new(rows, cols, k).map_err(shape_error)?
                    }
                }
                .with_gravity(true);
                let moves = args.moves.as_deref().unwrap_or("");
                let position = Mnk::from_columns(Arc::new(geometry), moves)
                    .map_err(|e| InputError(format!("invalid moves {:?}: {e}", quoted(moves))))?;
                if position.is_over() {
                    return Err(InputError(format!(
                        "invalid moves {:?}: the game is already over",
                        quoted(moves)
                    )));
                }
                Ok(Target::Board(position))
            }
            (_, Some(geometry)) => {
                let Some(board) = &args.board else {
                    return Err(InputError(
                        "no position given: use --board <BOARD> (rows of X, O and . joined by /), --game connect4 --moves COLUMNS, --gravity --moves COLUMNS, --game bones --heap N, or --stdin".into(),
                    ));
                };
                // A ready-made game's shape first: a 3×3 board given to --game ttt4 is the wrong
                // board, not a board too small for four in a row.
                if args.game.is_some()
                    && let Ok(shape) = read_board(board, None, Mark::X)
                    && !same_shape(shape.geometry(), &geometry)
                {
                    return Err(InputError(format!(
                        "--game {} is played on a {}×{} board, but the board given is {}×{}",
                        kind.name(),
                        geometry.rows(),
                        geometry.cols(),
                        shape.geometry().rows(),
                        shape.geometry().cols()
                    )));
                }
                let k = args.k.or(args.game.map(|_| geometry.k()));
                let first = args.first.unwrap_or_default().mark();
                let position = read_board(board, k, first)?;
                Ok(Target::Board(position))
            }
        }
    }

    /// The settings of the search `analyze` reports (and `trace` shows step by step) at this
    /// position, with pruning on or off, the user's depth limit and evaluation winning over
    /// the defaults.
    pub(crate) fn settings(&self, search: &SearchArgs) -> SearchSettings {
        let (pruning, depth, evaluation) = (search.pruning(), search.depth, search.eval);
        match self {
            Self::Board(position) => {
                SearchSettings::for_plies_left(position.empty_cells(), pruning, depth, evaluation)
            }
            Self::Bones(heap) => heap_settings(*heap, pruning, depth, evaluation),
        }
    }
}

/// The settings for a heap: exact up to `FULL_SEARCH_MAX_HEAP`, the shared default rule beyond;
/// the user's `depth` and `evaluation` win.
fn heap_settings(
    heap: u32,
    pruning: bool,
    depth: Option<u32>,
    evaluation: Option<Evaluation>,
) -> SearchSettings {
    if heap <= FULL_SEARCH_MAX_HEAP {
        SearchSettings {
            pruning,
            depth_limit: depth,
            evaluation: evaluation.unwrap_or_default(),
            ..SearchSettings::default()
        }
    } else {
        SearchSettings::for_plies_left(heap, pruning, depth, evaluation)
    }
}

/// The rows and columns of a board of your own where none are given, as in the game.
const DEFAULT_SIDE: usize = 3;
