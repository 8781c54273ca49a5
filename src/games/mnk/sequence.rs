//! Move-sequence notation for boards with gravity: the columns played, 1-based ("4453").

use std::fmt;
use std::sync::Arc;

use super::{Geometry, Mark, Mnk};
use crate::engine::{Game, Score, ScoreMeaning};

/// Why a column sequence was refused; positions are 1-based places in the sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SequenceError {
    /// The board has no gravity, so a column does not say where a mark goes.
    NoGravity,
    BadCharacter {
        character: char,
        position: usize,
    },
    NoSuchColumn {
        column: usize,
        cols: usize,
        position: usize,
    },
    ColumnFull {
        column: usize,
        position: usize,
    },
    /// A move came after the game had been won.
    AfterWin {
        position: usize,
        winner: Mark,
    },
}

impl fmt::Display for SequenceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoGravity => write!(
                f,
                "a column sequence only describes a board with gravity (such as connect4)"
            ),
            Self::BadCharacter {
                character,
                position,
            } => write!(
                f,
                "unexpected character {character:?} at move {position}: give the columns played, as digits from 1"
            ),
            Self::NoSuchColumn {
                column,
                cols,
                position,
            } => write!(
                f,
                "move {position} plays column {column}, but the columns are numbered 1 to {cols}"
            ),
            Self::ColumnFull { column, position } => {
                write!(
                    f,
                    "move {position} plays column {column}, which is already full"
                )
            }
            Self::AfterWin { position, winner } => write!(
                f,
                "move {position} comes after the game is over: {winner} had already won"
            ),
        }
    }
}

impl std::error::Error for SequenceError {}

/// Columns dropped (0-based) as [`Mnk::from_columns`] and `analyze --moves` take them: 1-based
/// digits, `4453`.
pub fn column_digits(columns: &[usize]) -> String {
    columns.iter().map(|c| (c + 1).to_string()).collect()
}

impl Mnk {
    /// The position after dropping pieces in `columns` (1-based digits, X first), checking each
    /// move: a column that exists, is not full, and a game that is not already won.
    pub fn from_columns(geometry: Arc<Geometry>, columns: &str) -> Result<Self, SequenceError> {
        if !geometry.gravity() {
            return Err(SequenceError::NoGravity);
        }
        let cols = geometry.cols();
        let mut position = Mnk::new(geometry, Mark::X);
        for (i, character) in columns.trim().chars().enumerate() {
            let place = i + 1;
            let column = character.to_digit(10).ok_or(SequenceError::BadCharacter {
                character,
                position: place,
            })? as usize;
            if !(1..=cols).contains(&column) {
                return Err(SequenceError::NoSuchColumn {
                    column,
                    cols,
                    position: place,
                });
            }
            if let Some(winner) = position.winner() {
                return Err(SequenceError::AfterWin {
                    position: place,
                    winner,
                });
            }
            let cell = position
                .landing_cell(column - 1)
                .ok_or(SequenceError::ColumnFull {
                    column,
                    position: place,
                })?;
            position.apply(cell);
        }
        Ok(position)
    }

    /// An exact value (the engine's scale: `WIN - p` for a win `p` plies away) in the score
    /// convention of published Connect Four solvers, from the side to move: a win scores
    /// (cells + 1 − stones before the winning move) / 2 rounded down, which is 22 minus the
    /// winner's stones on 7×6; a loss the negative; a draw 0.
    pub fn published_score(&self, value: Score) -> i64 {
        let cells = self.geometry.cells() as i64;
        let stones = i64::from(self.plies());
        let score = |plies: u32| (cells + 2 - stones - i64::from(plies)) / 2;
        match ScoreMeaning::of(value) {
            ScoreMeaning::Win { plies } => score(plies),
            ScoreMeaning::Loss { plies } => -score(plies),
            ScoreMeaning::Even | ScoreMeaning::Estimate(_) => 0,
        }
    }
}
