//! Board strings: rows top to bottom joined by `/`, with `X`, `O` and `.` (or 9 characters for 3×3).

use std::fmt;
use std::sync::Arc;

use super::{Geometry, Mark, Mnk, ShapeError};

/// Why a board string was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    Empty,
    BadCharacter {
        character: char,
        row: usize,
        col: usize,
    },
    RaggedRows {
        row: usize,
        len: usize,
        expected: usize,
    },
    Shape(ShapeError),
    /// Mark counts that alternating play, `first` moving first, cannot produce.
    Counts {
        x: u32,
        o: u32,
        first: Mark,
    },
    /// Both players have k in a row.
    BothWon,
    /// The game on the board is already over.
    Finished(Ended),
    /// Where pieces fall, a piece above an empty cell (1-based).
    Floating {
        row: usize,
        col: usize,
    },
}

/// How the game on a board given as a position had already ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// This mark has a line.
    Won(Mark),
    /// The board is full, a draw.
    Full,
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => write!(f, "the board is empty: give rows of X, O and . joined by /"),
            Self::BadCharacter {
                character,
                row,
                col,
            } => write!(
                f,
                "unexpected character {character:?} at row {row}, column {col}: use X, O or ."
            ),
            Self::RaggedRows { row, len, expected } => write!(
                f,
                "row {row} has {} but row 1 has {expected}: every row must be as long",
                match len {
                    1 => "1 cell".to_owned(),
                    n => format!("{n} cells"),
                }
            ),
            Self::Shape(e) => write!(f, "{e}"),
            Self::Counts { x, o, first } => write!(
                f,
                "impossible position: X has {} and O has {o}; {first} moves first, so {first} must have as many marks as {} or one more",
                marks(*x),
                first.other()
            ),
            Self::BothWon => write!(f, "impossible position: both X and O have a line"),
            Self::Finished(Ended::Won(mark)) => {
                write!(
                    f,
                    "the game on this board is already over: {mark} has a line"
                )
            }
            Self::Finished(Ended::Full) => write!(
                f,
                "the game on this board is already over: the board is full (a draw)"
            ),
            Self::Floating { row, col } => write!(
                f,
                "pieces fall, but the piece at row {row}, column {col} has an empty cell below it"
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// "1 mark", "2 marks".
fn marks(count: u32) -> String {
    match count {
        1 => "1 mark".to_owned(),
        n => format!("{n} marks"),
    }
}

impl Mnk {
    /// Reads a position reachable with X moving first. `k` defaults to the shorter side.
    pub fn from_board(text: &str, k: Option<usize>) -> Result<Self, BoardError> {
        Self::from_board_first(text, k, Mark::X)
    }

    /// Reads a position reachable with `first` moving first (the game's `--first`).
    pub fn from_board_first(text: &str, k: Option<usize>, first: Mark) -> Result<Self, BoardError> {
        let rows = board_rows(text)?;
        let (height, width) = (rows.len(), rows[0].chars().count());
        let k = k.unwrap_or(Geometry::default_k(height, width));
        let geometry = Geometry::new(height, width, k).map_err(BoardError::Shape)?;
        let mut cells = Vec::with_capacity(geometry.cells());
        for (r, row) in rows.iter().enumerate() {
            for (c, character) in row.chars().enumerate() {
                cells.push(match character.to_ascii_uppercase() {
                    'X' => Some(Mark::X),
                    'O' => Some(Mark::O),
                    '.' => None,
                    _ => {
                        return Err(BoardError::BadCharacter {
                            character,
                            row: r + 1,
                            col: c + 1,
                        });
                    }
                });
            }
        }
        Self::from_marks(Arc::new(geometry), &cells, first)
    }

    /// The position with `cells`' marks (in reading order) on `geometry`, `first` having moved
    /// first, checked as a board string is: mark counts alternating play can give, no line (the
    /// game would be over), not full; and where pieces fall, none above an empty cell.
    pub fn from_marks(
        geometry: Arc<Geometry>,
        cells: &[Option<Mark>],
        first: Mark,
    ) -> Result<Self, BoardError> {
        let mut board = Self::drawn(geometry, cells, first);
        if board.geometry().gravity() {
            let g = board.geometry();
            for cell in 0..g.cells() {
                let (row, col) = g.row_col(cell);
                let below = (row + 1 < g.rows()).then(|| g.index(row + 1, col));
                if board.mark_at(cell).is_some()
                    && below.is_some_and(|b| board.mark_at(b).is_none())
                {
                    return Err(BoardError::Floating {
                        row: row + 1,
                        col: col + 1,
                    });
                }
            }
        }
        let (x, o) = (board.count(Mark::X), board.count(Mark::O));
        let second = first.other();
        board.to_move = match board.count(first).checked_sub(board.count(second)) {
            Some(0) => first,
            Some(1) => second,
            _ => return Err(BoardError::Counts { x, o, first }),
        };
        let has_line = |mark: Mark| {
            let own = board.marks[mark.slot()];
            board.geometry().lines().iter().any(|&l| l & !own == 0)
        };
        match (has_line(Mark::X), has_line(Mark::O)) {
            (true, true) => return Err(BoardError::BothWon),
            (true, false) => return Err(BoardError::Finished(Ended::Won(Mark::X))),
            (false, true) => return Err(BoardError::Finished(Ended::Won(Mark::O))),
            (false, false) => {}
        }
        if board.is_full() {
            return Err(BoardError::Finished(Ended::Full));
        }
        Ok(board)
    }

    /// `cells`' marks on `geometry` as they are drawn, unchecked, with `to_move` to move and no
    /// winner recorded: a position being set up, which [`Mnk::from_marks`] checks.
    pub fn drawn(geometry: Arc<Geometry>, cells: &[Option<Mark>], to_move: Mark) -> Self {
        let mut board = Mnk::new(geometry, to_move);
        for (cell, mark) in cells.iter().enumerate().take(board.geometry().cells()) {
            if let Some(mark) = mark {
                board.put(cell, *mark);
            }
        }
        board
    }

    /// The marks of every cell, in reading order.
    pub fn marks(&self) -> Vec<Option<Mark>> {
        (0..self.geometry().cells())
            .map(|cell| self.mark_at(cell))
            .collect()
    }

    /// The board string of this position (rows joined by `/`).
    pub fn to_board(&self) -> String {
        let g = self.geometry();
        (0..g.rows())
            .map(|r| {
                (0..g.cols())
                    .map(|c| self.mark_at(g.index(r, c)).map_or('.', Mark::symbol))
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("/")
    }
}

/// The rows of a board's text (`X../.O./...`, or nine cells in a row for 3×3), all as long
/// as the first.
fn board_rows(text: &str) -> Result<Vec<String>, BoardError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(BoardError::Empty);
    }
    let chars: Vec<char> = text.chars().collect();
    let rows: Vec<String> = if !text.contains('/') && chars.len() == 9 {
        chars.chunks(3).map(|row| row.iter().collect()).collect()
    } else {
        text.split('/').map(str::to_owned).collect()
    };
    let expected = rows[0].chars().count();
    for (i, row) in rows.iter().enumerate() {
        let len = row.chars().count();
        if len != expected {
            return Err(BoardError::RaggedRows {
                row: i + 1,
                len,
                expected,
            });
        }
    }
    Ok(rows)
}

/// The rows and columns of a board's text, whatever its marks (`None` when its rows are
/// ragged or it is empty): a board of the wrong shape is said so before anything else.
pub fn board_shape(text: &str) -> Option<(usize, usize)> {
    board_rows(text)
        .ok()
        .map(|rows| (rows.len(), rows[0].chars().count()))
}
