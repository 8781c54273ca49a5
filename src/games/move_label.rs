//! What a move is called, in one place for every game: a cell, a column or a take, before any language.

use std::fmt;

/// A move's name as the rules give it. The command line prints it as it is (its `Display` is
/// the notation: "b2", "col 4", "take 2"); the screen translates the words around a column or
/// a take into its language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveLabel {
    /// A cell in chess style: column letter, row number from the top ("a1" is top-left).
    Cell { col: usize, row: usize },
    /// A column under gravity, 1-based as in the move-sequence notation: a player of Connect
    /// Four chooses a column, not a cell.
    Column(usize),
    /// Bones taken from the heap.
    Take(u32),
}

/// The letter of a 0-based column ('a' for the first): boards have at most 26 columns.
pub fn column_letter(col: usize) -> char {
    char::from(b'a' + col as u8)
}

/// The label above a column: its letter, or under gravity its 1-based number, as moves are
/// named there ("col 4").
pub fn column_label(col: usize, gravity: bool) -> String {
    if gravity {
        (col + 1).to_string()
    } else {
        column_letter(col).to_string()
    }
}

impl fmt::Display for MoveLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Cell { col, row } => write!(f, "{}{}", column_letter(*col), row + 1),
            Self::Column(column) => write!(f, "col {column}"),
            Self::Take(take) => write!(f, "take {take}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notation_names_cells_columns_and_takes() {
        assert_eq!(MoveLabel::Cell { col: 1, row: 1 }.to_string(), "b2");
        assert_eq!(MoveLabel::Cell { col: 6, row: 5 }.to_string(), "g6");
        assert_eq!(MoveLabel::Column(4).to_string(), "col 4");
        assert_eq!(MoveLabel::Take(3).to_string(), "take 3");
    }

    #[test]
    fn columns_are_lettered_or_numbered_under_gravity() {
        assert_eq!(column_label(0, false), "a");
        assert_eq!(column_label(6, false), "g");
        assert_eq!(column_label(0, true), "1");
        assert_eq!(column_label(6, true), "7");
    }
}
