//! The Connect Four opening book: every move's exact value at each position the AI can meet in
//! its first plies, solved ahead of time by the project's own solver (`morpion book`).
//!
//! The book is a text file, `assets/connect4-book.txt`, built into the binary. Each line is a
//! position, written as the columns played to reach it (`-` for the empty board), then the exact
//! value of dropping a piece in each of the seven columns, for the side to move, on the engine's
//! scale (`+965`: a win 35 plies away, move included; `0`: a draw; `.`: a full column). A
//! position and its mirror image share one line.
//!
//! Which positions: those where the AI is to move, up to the book's deepest ply, when the AI
//! plays only the book's best moves and the other side plays anything, whichever side the AI
//! takes. So a game against the AI stays in the book until that ply, whatever the player does.

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, OnceLock};

use crate::engine::Score;
use crate::games::mnk::{Geometry, Mnk};

/// The shipped book's text.
const SHIPPED: &str = include_str!("../../assets/connect4-book.txt");

/// Columns of Connect Four.
pub const COLUMNS: usize = 7;

/// The exact value of each column's move for the side to move (`None`: the column is full).
pub type ColumnValues = [Option<Score>; COLUMNS];

/// A position of the book as the AI meets it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookEntry {
    /// The exact value of each legal move, by landing cell, for the side to move.
    pub moves: Vec<(usize, Score)>,
    /// The moves that reach the position's value.
    pub best_moves: Vec<usize>,
    /// The book's move: the best move the book was built along (nearest the centre, on the
    /// position or its mirror image, whichever the book keeps), so the game stays in the book.
    pub choice: usize,
}

/// The opening book: positions (folded with their mirror images) and their moves' values.
#[derive(Clone, Debug, Default)]
pub struct OpeningBook {
    entries: HashMap<String, ColumnValues>,
    deepest: u32,
}

/// Why a book's text was refused, with its 1-based line number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookError {
    pub line: usize,
    pub reason: String,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "opening book, line {}: {}", self.line, self.reason)
    }
}

impl std::error::Error for BookError {}

impl OpeningBook {
    /// The book built into the binary (read once; tested to parse, and empty if it ever did
    /// not, so the AI would only think longer).
    pub fn shipped() -> &'static Self {
        static BOOK: OnceLock<OpeningBook> = OnceLock::new();
        BOOK.get_or_init(|| Self::parse(SHIPPED).unwrap_or_default())
    }

    /// The book of `text` (see the module's documentation for the format).
    pub fn parse(text: &str) -> Result<Self, BookError> {
        let mut reader = BookReader::default();
        for (index, line) in text.lines().enumerate() {
            reader.line(index + 1, line)?;
        }
        Ok(reader.finish())
    }

    /// Positions in the book.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The most stones of any position in the book.
    pub fn deepest_ply(&self) -> u32 {
        self.deepest
    }

    /// What the book says of `position`, if it is a Connect Four position of the book.
    pub fn lookup(&self, position: &Mnk) -> Option<BookEntry> {
        if !is_connect_four(position.geometry()) || position.is_over() {
            return None;
        }
        let (key, mirrored) = folded_key(position);
        let values = self.entries.get(&key)?;
        // The choice is made on the folded position, then mirrored back, so a position and its
        // mirror image choose mirrored moves (the book was built along that choice).
        let cell_of = |col: usize| {
            let col = if mirrored { COLUMNS - 1 - col } else { col };
            position.landing_cell(col)
        };
        let choice = cell_of(*best_columns(values).first()?)?;
        let mut moves = (0..COLUMNS)
            .filter_map(|col| Some((cell_of(col)?, values[col]?)))
            .collect::<Vec<_>>();
        moves.sort_by_key(|&(cell, _)| cell % COLUMNS);
        let best = moves.iter().map(|&(_, value)| value).max()?;
        let best_moves = moves
            .iter()
            .filter(|&&(_, value)| value == best)
            .map(|&(cell, _)| cell)
            .collect();
        Some(BookEntry {
            moves,
            best_moves,
            choice,
        })
    }

    /// The values `position`'s line gives, each column as the position reads it (mirrored back
    /// when the book keeps its mirror image).
    pub fn values_of(&self, position: &Mnk) -> Option<ColumnValues> {
        let (key, mirrored) = folded_key(position);
        self.entries
            .get(&key)
            .map(|values| folded_values(values, mirrored))
    }

    /// The book's move at `position` (see [`BookEntry::choice`]), by the folded values.
    pub fn choice_of(values: &ColumnValues, mirrored: bool) -> Option<usize> {
        let col = *best_columns(&folded_values(values, mirrored)).first()?;
        Some(if mirrored { COLUMNS - 1 - col } else { col })
    }
}

/// A book read a line at a time (so a file can be read in bounded lines): each line checked,
/// and a position given two different lines refused, naming both.
#[derive(Debug, Default)]
pub struct BookReader {
    book: OpeningBook,
    /// Where each position's line was: its number and its columns as written.
    lines: HashMap<String, (usize, String)>,
}

impl BookReader {
    /// Reads line `number` of the book (1-based): a position and its seven values, or a
    /// blank line, or a `#` comment. The same position again (or its mirror image) with the
    /// same values is the same line, taken once; with other values it is refused.
    pub fn line(&mut self, number: usize, line: &str) -> Result<(), BookError> {
        let error = |reason: String| BookError {
            line: number,
            reason,
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return Ok(());
        }
        let geometry = Arc::new(Geometry::connect_four());
        let mut words = line.split_whitespace();
        let moves = words.next().unwrap_or("-");
        let columns = if moves == "-" { "" } else { moves };
        let position = Mnk::from_columns(geometry, columns).map_err(|e| error(e.to_string()))?;
        if position.is_over() {
            return Err(error(format!("the game is over after {moves}")));
        }
        let mut values: ColumnValues = [None; COLUMNS];
        for (col, value) in values.iter_mut().enumerate() {
            let word = words.next().ok_or_else(|| {
                error(format!(
                    "{}, where 7 are needed",
                    crate::text::counted(col as u64, "value", "values")
                ))
            })?;
            let open = position.landing_cell(col).is_some();
            *value = match (word, open) {
                (".", false) => None,
                (".", true) => {
                    return Err(error(format!(
                        "column {} is open but has no value",
                        col + 1
                    )));
                }
                (_, false) => {
                    return Err(error(format!("column {} is full but has a value", col + 1)));
                }
                (_, true) => Some(word.parse::<Score>().map_err(|_| {
                    error(format!("{word:?} is not a value (a whole number, or `.`)"))
                })?),
            };
        }
        if let Some(extra) = words.next() {
            return Err(error(format!(
                "unexpected {extra:?} after the seven values"
            )));
        }
        let (key, mirrored) = folded_key(&position);
        if mirrored {
            values.reverse();
        }
        if let Some(known) = self.book.entries.get(&key) {
            if *known == values {
                return Ok(());
            }
            let (first, first_moves) = &self.lines[&key];
            return Err(error(if first_moves == moves {
                format!(
                    "other values for the position {moves} than line {first} gives: a position has one line"
                )
            } else {
                format!(
                    "other values for the position {moves} than line {first} gives its mirror image {first_moves}: a position and its mirror image share one line"
                )
            }));
        }
        self.book.entries.insert(key.clone(), values);
        self.lines.insert(key, (number, moves.to_owned()));
        self.book.deepest = self.book.deepest.max(position.plies());
        Ok(())
    }

    /// The book of the lines read.
    pub fn finish(self) -> OpeningBook {
        self.book
    }
}

/// `values` of a position as its folded form reads them (reversed when the key is the mirror
/// image's).
fn folded_values(values: &ColumnValues, mirrored: bool) -> ColumnValues {
    let mut folded = *values;
    if mirrored {
        folded.reverse();
    }
    folded
}

/// Whether `geometry` is the standard Connect Four board, the book's only one.
pub fn is_connect_four(geometry: &Geometry) -> bool {
    geometry.gravity() && geometry.rows() == 6 && geometry.cols() == COLUMNS && geometry.k() == 4
}

/// The columns whose value is the best, nearest the centre first (left before right at the
/// same distance).
pub fn best_columns(values: &ColumnValues) -> Vec<usize> {
    let Some(best) = values.iter().flatten().max().copied() else {
        return Vec::new();
    };
    let mut cols: Vec<usize> = (0..COLUMNS).filter(|&c| values[c] == Some(best)).collect();
    cols.sort_by_key(|&c| (c.abs_diff(COLUMNS / 2), c));
    cols
}

/// The position's key, shared with its mirror image: its rows top to bottom, `1` for the side
/// to move's stones, `2` for the other side's, `.` for empty cells, whichever of the position
/// and its mirror image reads first; `true` when that is the mirror image.
pub fn folded_key(position: &Mnk) -> (String, bool) {
    let geometry = position.geometry();
    let to_move = position.to_move();
    let cell = |row: usize, col: usize| match position.mark_at(geometry.index(row, col)) {
        Some(mark) if mark == to_move => '1',
        Some(_) => '2',
        None => '.',
    };
    let read = |mirror: bool| -> String {
        (0..geometry.rows())
            .flat_map(|row| {
                (0..geometry.cols()).map(move |col| {
                    let col = if mirror {
                        geometry.cols() - 1 - col
                    } else {
                        col
                    };
                    (row, col)
                })
            })
            .map(|(row, col)| cell(row, col))
            .collect()
    };
    let (own, image) = (read(false), read(true));
    if image < own {
        (image, true)
    } else {
        (own, false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(columns: &str) -> Mnk {
        Mnk::from_columns(Arc::new(Geometry::connect_four()), columns).expect("legal columns")
    }

    #[test]
    fn a_position_and_its_mirror_share_a_line_and_choose_mirrored_moves() {
        let refused = OpeningBook::parse("1 -3 -2 . 1 1 -1 -4\n");
        assert_eq!(
            refused.map(|_| ()).unwrap_err().reason,
            "column 3 is open but has no value"
        );
        let book = OpeningBook::parse("1 -3 -2 0 960 960 -1 -4\n").expect("parses");
        // Columns 3 and 5 tie at the same distance from the centre: the folded position's
        // left one is chosen, so the mirror image chooses the mirrored column.
        let tied = OpeningBook::parse("1 -3 -2 960 -5 960 -1 -4\n").expect("parses");
        let (left_tie, right_tie) = (
            tied.lookup(&position("1")).expect("in the book").choice,
            tied.lookup(&position("7")).expect("in the book").choice,
        );
        assert_eq!(left_tie % 7 + right_tie % 7, 6);
        let left = book.lookup(&position("1")).expect("in the book");
        // Columns 4 and 5 are as good: the centre is the book's move.
        assert_eq!((left.best_moves.clone(), left.choice), (vec![38, 39], 38));
        let right = book.lookup(&position("7")).expect("its mirror image too");
        assert_eq!((right.best_moves.clone(), right.choice), (vec![37, 38], 38));
        assert_eq!(
            right.moves.iter().map(|&(_, v)| v).collect::<Vec<_>>(),
            vec![-4, -1, 960, 960, 0, -2, -3]
        );
        assert_eq!(book.lookup(&position("2")), None);
    }

    #[test]
    fn a_malformed_line_names_its_fault_and_line() {
        let fault = |text: &str| OpeningBook::parse(text).unwrap_err().to_string();
        assert_eq!(
            fault("\n- 1 2 3\n"),
            "opening book, line 2: 3 values, where 7 are needed"
        );
        assert_eq!(
            fault("- 1 2 3 4 5 6 x\n"),
            "opening book, line 1: \"x\" is not a value (a whole number, or `.`)"
        );
        assert_eq!(
            fault("- 1 2 3 4 5 6 7 8\n"),
            "opening book, line 1: unexpected \"8\" after the seven values"
        );
        assert_eq!(
            fault("444444 1 2 3 4 5 6 7\n"),
            "opening book, line 1: column 4 is full but has a value"
        );
        assert!(
            fault("48 1 2 3 4 5 6 7\n").starts_with("opening book, line 1: move 2 plays column 8")
        );
    }

    #[test]
    fn a_position_given_two_lines_is_refused_naming_both() {
        let fault = |text: &str| OpeningBook::parse(text).unwrap_err().to_string();
        assert_eq!(
            fault("- 1 2 3 4 5 6 7\n# a comment\n- 1 2 3 4 5 6 8\n"),
            "opening book, line 3: other values for the position - than line 1 gives: a position has one line"
        );
        assert_eq!(
            fault("1 -3 -2 0 960 960 -1 -4\n7 -3 -2 0 960 960 -1 -4\n"),
            "opening book, line 2: other values for the position 7 than line 1 gives its mirror image 1: a position and its mirror image share one line"
        );
        // The same line again, or its mirror image's, is the same knowledge: taken once.
        let book = OpeningBook::parse(
            "1 -3 -2 0 960 960 -1 -4\n1 -3 -2 0 960 960 -1 -4\n7 -4 -1 960 960 0 -2 -3\n",
        )
        .expect("parses");
        assert_eq!(book.len(), 1);
    }

    #[test]
    fn the_shipped_book_parses() {
        let book = OpeningBook::parse(SHIPPED).expect("the shipped book parses");
        assert!(!book.is_empty());
        assert_eq!(OpeningBook::shipped().len(), book.len());
    }
}
