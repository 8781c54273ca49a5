//! A `--board` read as a position that play can reach, and positions quoted short in errors.

use crate::cli::shared::error::InputError;
use crate::cli::shared::lines::abbreviate_to;
use crate::games::mnk::{BoardError, Geometry, Mark, Mnk};

/// No position of any game is longer than this (the longest, 8 rows of 7 joined by `/`, has 63
/// characters; a column sequence at most 55); a longer one is refused without being quoted in
/// full.
pub(crate) const MAX_POSITION_CHARS: usize = 64;

/// Parses `--board`, `first` having moved first, naming the problem when it is not a position
/// that play can reach; counts that the other mark moving first explains say so.
pub(super) fn read_board(text: &str, k: Option<usize>, first: Mark) -> Result<Mnk, InputError> {
    read_board_hinting(text, k, first, true)
}

/// [`read_board`], naming `--first` in the hint only where the command has it (`first_flag`).
pub(crate) fn read_board_hinting(
    text: &str,
    k: Option<usize>,
    first: Mark,
    first_flag: bool,
) -> Result<Mnk, InputError> {
    let trimmed = text.trim();
    let cells = trimmed.chars().count();
    // Without `/` the notation only means 3×3; any other length is a typo, not a one-row board.
    if !trimmed.is_empty() && !trimmed.contains('/') && cells != 9 {
        return Err(InputError(format!(
            "invalid board {:?}: it has {} and no '/'; give 9 characters for 3×3, or rows joined by / (e.g. XX./OO./...)",
            quoted(trimmed),
            match cells {
                1 => "1 character".to_owned(),
                n => format!("{n} characters"),
            }
        )));
    }
    Mnk::from_board_first(trimmed, k, first).map_err(|e| {
        let other_started = match e {
            BoardError::Counts { .. } if first_flag => {
                Mnk::from_board_first(trimmed, k, first.other()).is_ok()
            }
            _ => false,
        };
        let hint = match (other_started, first) {
            (false, _) => String::new(),
            (true, Mark::X) => "; if O started, add --first o".to_owned(),
            (true, Mark::O) => "; if X started, leave out --first o".to_owned(),
        };
        InputError(format!("invalid board {:?}: {e}{hint}", quoted(trimmed)))
    })
}

/// A position as an error quotes it: whole up to the longest any game has, cut short beyond
/// (a megabyte typed by mistake is not repeated back).
pub(crate) fn quoted(text: &str) -> String {
    abbreviate_to(text, MAX_POSITION_CHARS)
}

/// Whether two boards have the same rows and columns (whatever their k and gravity).
pub(crate) fn same_shape(a: &Geometry, b: &Geometry) -> bool {
    a.rows() == b.rows() && a.cols() == b.cols()
}
