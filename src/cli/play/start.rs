//! Where the play command's first game starts: a position given as `analyze` takes one (`--board`, or `--moves` where pieces fall), read with its rules and words, or a saved game (`--load`).

use std::path::Path;
use std::sync::Arc;

use crate::analysis::{Config, First, Resume};
use crate::cli::position::{quoted, read_board_hinting};
use crate::cli::shared::error::InputError;
use crate::games::mnk::{BoardError, Mark, Mnk, board_shape};
use crate::games::playable::Setup;
use crate::home::saved::{self, SavedGame, Starter};

/// The start `--board` or `--moves` gives on the board of `config` (none: the game's own).
/// On a board, the mark that moved first is the one `--first` seats (random: X, or O where
/// only O moving first fits the marks); where pieces fall, X played the first column.
pub fn resume(
    board: Option<&str>,
    moves: Option<&str>,
    config: &Config,
) -> Result<Resume, InputError> {
    let geometry = match (&config.game, board.or(moves)) {
        (_, None) => return Ok(Resume::default()),
        (Setup::Heap(_), Some(_)) => {
            return Err(InputError(
                "--board and --moves give a board's position: the Game of Bones starts from its --heap"
                    .into(),
            ));
        }
        (Setup::Board(geometry), Some(_)) => geometry,
    };
    let start = match (board, moves) {
        (Some(_), _) if geometry.gravity() => {
            return Err(InputError(
                "a board where pieces fall takes its position as --moves COLUMNS (e.g. 4453), not --board"
                    .into(),
            ));
        }
        (Some(text), _) => {
            let human = config.human;
            let first = match config.first {
                First::Human => human,
                First::Ai => human.other(),
                First::Random => {
                    let fits = |mark: Mark| Mnk::from_board_first(text, None, mark).is_ok();
                    if !fits(Mark::X) && fits(Mark::O) {
                        Mark::O
                    } else {
                        Mark::X
                    }
                }
            };
            on_board(text, first, config)?
        }
        (None, Some(_)) if !geometry.gravity() => {
            return Err(InputError(
                "--moves (a column sequence) is for boards where pieces fall: add --gravity, or give --game connect4, or give the position as --board"
                    .into(),
            ));
        }
        (None, Some(columns)) => {
            let position = Mnk::from_columns(Arc::clone(geometry), columns)
                .map_err(|e| InputError(format!("invalid moves {:?}: {e}", quoted(columns))))?;
            if position.is_over() {
                return Err(InputError(format!(
                    "invalid moves {:?}: the game is already over",
                    quoted(columns)
                )));
            }
            position
        }
        (None, None) => return Ok(Resume::default()),
    };
    let start_drops = match moves {
        Some(columns) if board.is_none() && start.plies() > 0 => columns
            .trim()
            .bytes()
            .map(|c| usize::from(c - b'1'))
            .collect(),
        _ => Vec::new(),
    };
    Ok(Resume {
        start: (start.plies() > 0).then_some(start),
        start_drops,
        ..Resume::default()
    })
}

/// `--board` on the board of `config`, `first` having moved first: read as `analyze --board`
/// reads it (its refusals in the same words), then on the game's own board.
fn on_board(text: &str, first: Mark, config: &Config) -> Result<Mnk, InputError> {
    let Setup::Board(geometry) = &config.game else {
        unreachable!("a heap was refused above");
    };
    // The shape first: a 3×3 board given to 4×4 is the wrong board, not one too small for
    // four in a row.
    let shape_error = |rows: usize, cols: usize| {
        InputError(format!(
            "the game is played on a {}×{} board, but the board given is {rows}×{cols}",
            geometry.rows(),
            geometry.cols(),
        ))
    };
    if let Some((rows, cols)) = board_shape(text)
        && (rows, cols) != (geometry.rows(), geometry.cols())
    {
        return Err(shape_error(rows, cols));
    }
    let k = Some(geometry.k());
    let read = read_board_hinting(text, k, first, false).map_err(|e| {
        // As analyze's hint, in the play command's words: --first seats who started.
        let counts = matches!(
            Mnk::from_board_first(text.trim(), k, first),
            Err(BoardError::Counts { .. })
        );
        let other = first.other();
        let hint = match Mnk::from_board_first(text.trim(), k, other) {
            Ok(_) if counts && other == config.human => {
                format!("; if {other} started, give --first human")
            }
            Ok(_) if counts => format!("; if {other} started, give --first ai"),
            _ => String::new(),
        };
        InputError(format!("{e}{hint}"))
    })?;
    if read.geometry().rows() != geometry.rows() || read.geometry().cols() != geometry.cols() {
        return Err(shape_error(read.geometry().rows(), read.geometry().cols()));
    }
    Mnk::from_marks(Arc::clone(geometry), &read.marks(), first)
        .map_err(|e| InputError(format!("invalid board {:?}: {e}", quoted(text.trim()))))
}

/// The saved game at `path`, every problem of the file named.
pub fn load(path: &Path) -> Result<SavedGame, InputError> {
    saved::load(path).map_err(|refused| InputError(refused.to_string()))
}

/// Where a saved game's first game starts: its start position, its moves, who started.
pub fn resume_saved(game: &SavedGame) -> Resume {
    Resume {
        start: game.start.clone(),
        start_drops: game.start_drops.clone(),
        moves: game.moves.clone(),
        started: Some(match game.started {
            Starter::Human => First::Human,
            Starter::Ai => First::Ai,
        }),
    }
}
