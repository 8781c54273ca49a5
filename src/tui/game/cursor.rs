//! Where the cursor may go in each game: a board's cell, a column under gravity, or a take of 1–3.

use crate::games::bones::MAX_TAKE;
use crate::games::playable::Playable;
use crate::tui::Direction;
use crate::tui::keymap::Controls;

/// Where the cursor starts: the centre cell, the centre column, or "take 1".
pub fn start(position: &Playable) -> usize {
    match position.board() {
        Some(board) => {
            let geometry = board.geometry();
            let col = (geometry.cols() - 1) / 2;
            if geometry.gravity() {
                col
            } else {
                geometry.index((geometry.rows() - 1) / 2, col)
            }
        }
        None => 1,
    }
}

/// The cursor after one step in `direction`, clamped at the edges (it never jumps to the far
/// side unexpectedly). Up and down only move over a board's cells.
pub fn step(position: &Playable, cursor: usize, direction: Direction) -> usize {
    let sideways = |last: usize| match direction {
        Direction::Left => cursor.saturating_sub(1),
        Direction::Right => (cursor + 1).min(last),
        Direction::Up | Direction::Down => cursor,
    };
    match (position.board(), Controls::of(position)) {
        (Some(board), Controls::Keypad | Controls::Cells) => {
            let geometry = board.geometry();
            let (row, col) = geometry.row_col(cursor);
            let (rows, cols) = (geometry.rows(), geometry.cols());
            let (row, col) = match direction {
                Direction::Left => (row, col.saturating_sub(1)),
                Direction::Right => (row, (col + 1).min(cols - 1)),
                Direction::Up => (row.saturating_sub(1), col),
                Direction::Down => ((row + 1).min(rows - 1), col),
            };
            geometry.index(row, col)
        }
        (Some(board), _) => sideways(board.geometry().cols() - 1),
        (None, _) => sideways(usize::from(MAX_TAKE)).max(1),
    }
}
