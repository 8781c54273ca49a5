//! The pieces drawn in a board's cell: X and O as shapes as large as the cell allows, or discs.

use crate::games::mnk::Mark;

/// How a piece is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// X and O in box-drawing characters.
    Unicode,
    /// X and O in ASCII (`\ /`, `/-\`).
    Ascii,
    /// A round disc in block characters, as their colours show them: the first player's solid,
    /// the second's a ring, so the two differ without colour too.
    Disc,
}

/// The rows of `mark`'s piece in `form` for a cell `width` columns wide and `height` rows tall:
/// the largest shape that fits, down to one character in a cell of one row. The rows all have
/// the same width, at most `width`; the caller centres them.
pub fn piece_rows(mark: Mark, form: Form, width: u16, height: u16) -> Vec<&'static str> {
    let rows: &[&'static str] = match form {
        Form::Disc => disc(mark, width, height),
        _ => match side(width, height) {
            0 => &[],
            side => mark_shape(mark, form == Form::Unicode, side),
        },
    };
    if rows.is_empty() {
        return vec![letter(mark, form)];
    }
    rows.to_vec()
}

/// The side of the square shape of an X or an O: 5 or 3 where the cell has room, else 0 (a
/// single letter).
fn side(width: u16, height: u16) -> u16 {
    match width.min(height) {
        5.. => 5,
        3.. => 3,
        _ => 0,
    }
}

fn letter(mark: Mark, form: Form) -> &'static str {
    match (mark, form) {
        (Mark::X, Form::Disc) => "●",
        (Mark::O, Form::Disc) => "○",
        (Mark::X, _) => "X",
        (Mark::O, _) => "O",
    }
}

fn mark_shape(mark: Mark, unicode: bool, side: u16) -> &'static [&'static str] {
    match (mark, unicode, side) {
        (Mark::X, true, 3) => &["╲ ╱", " ╳ ", "╱ ╲"],
        (Mark::X, false, 3) => &["\\ /", " X ", "/ \\"],
        (Mark::O, true, 3) => &["╭─╮", "│ │", "╰─╯"],
        (Mark::O, false, 3) => &["/-\\", "| |", "\\-/"],
        (Mark::X, true, _) => &["╲   ╱", " ╲ ╱ ", "  ╳  ", " ╱ ╲ ", "╱   ╲"],
        (Mark::X, false, _) => &["\\   /", " \\ / ", "  X  ", " / \\ ", "/   \\"],
        (Mark::O, true, _) => &[" ╭─╮ ", "╭╯ ╰╮", "│   │", "╰╮ ╭╯", " ╰─╯ "],
        (Mark::O, false, _) => &[" .-. ", "/   \\", "|   |", "\\   /", " '-' "],
    }
}

/// A disc as round as the cell allows (terminal cells are about twice as tall as wide): solid
/// for X, a ring for O.
fn disc(mark: Mark, width: u16, height: u16) -> &'static [&'static str] {
    match (mark, width, height) {
        (Mark::X, 7.., 5..) => &["  ▄▄▄  ", "▄█████▄", "███████", "▀█████▀", "  ▀▀▀  "],
        (Mark::O, 7.., 5..) => &["  ▄▄▄  ", "▄▀   ▀▄", "█     █", "▀▄   ▄▀", "  ▀▀▀  "],
        (Mark::X, 5.., 3..) => &["▄███▄", "█████", "▀███▀"],
        (Mark::O, 5.., 3..) => &["▄▀▀▀▄", "█   █", "▀▄▄▄▀"],
        _ => &[],
    }
}
