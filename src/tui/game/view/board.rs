//! The board: grid lines, column letters and row numbers (column numbers under gravity), marks,
//! cursor, last move, winning line.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Block, Widget};

use crate::games::mnk::{Mark, Mnk};
use crate::games::move_label::column_letter;
use crate::i18n::BoardPhrase;
use crate::tui::App;
use crate::tui::HintSet;
use crate::tui::Theme;
use crate::tui::game::view::pieces::{Form, piece_rows};
use crate::tui::layout::Grid;
use crate::tui::view::words::{EstimateForm, hint_words};

/// Marks the chosen column above a board with gravity.
const DROP_MARKER: char = '▼';

/// Draws the board box and the grid inside it. Under gravity the cursor is a column: its number
/// is marked and the cell the piece would land on is highlighted.
pub fn render_board(
    app: &App,
    game: &Mnk,
    board_box: Rect,
    grid: &Grid,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let hints = app.hints();
    let hint_form = estimate_form(hints.as_ref(), grid);
    let mut frame = Block::bordered()
        .title(
            crate::tui::view::hint_title(app, board_box.width, hint_form.scale)
                .unwrap_or_else(|| format!(" {} ", app.lang().say(&BoardPhrase::Title))),
        )
        .border_style(theme.border());
    if let Some(solving) = crate::tui::view::hints_solving_title(app, board_box.width) {
        frame = frame.title_bottom(solving);
    }
    frame.render(board_box, buf);
    let geometry = game.geometry();
    let gravity = geometry.gravity();
    // The cursor of whoever is at the keyboard: you, or either of two players (none while
    // step mode shows a position of the AI's search).
    // On the setup screen, the setup's cursor, always.
    let show_cursor = app.setup().is_some()
        || (!game.is_over() && !app.ai_plays(app.seat_to_move()) && app.steps().is_none());
    let cursor = app.setup().map_or(app.cursor(), |setup| setup.cursor);
    let (cursor_cell, cursor_column) = match (show_cursor, gravity) {
        (false, _) => (None, None),
        (true, false) => (Some(cursor), None),
        (true, true) => (game.landing_cell(cursor), Some(cursor)),
    };
    if gravity {
        render_column_numbers(grid, cursor_column, theme, buf);
    } else {
        render_labels(grid, theme, buf);
    }
    // Connect Four's discs lie on a board of their own, dark on every terminal.
    let discs = gravity && theme.discs();
    let (inside, surface) = if discs {
        (theme.on_disc_board(), theme.disc_board())
    } else {
        (*theme, Style::new())
    };
    render_lines(grid, surface.patch(inside.grid_line()), buf);
    let winning = game.winning_cells();
    let digits = geometry.rows() == 3 && geometry.cols() == 3 && !gravity && app.steps().is_none();
    let form = match (discs, theme.unicode()) {
        (true, _) => Form::Disc,
        (false, true) => Form::Unicode,
        (false, false) => Form::Ascii,
    };
    for cell in 0..geometry.cells() {
        let rect = grid.cell_rect(cell);
        let mark = game.mark_at(cell);
        // One highlight a cell: the winning line, else the cursor, else the last move.
        let highlight = match mark {
            _ if winning >> cell & 1 == 1 => inside.winning_cell(),
            _ if cursor_cell == Some(cell) => inside.cursor(),
            Some(mark) if app.shown_last_move() == Some(cell) => inside.last_move(mark, discs),
            _ => Style::new(),
        };
        let style = surface.patch(highlight);
        buf.set_style(rect, style);
        match mark {
            Some(mark) => {
                let ink = if discs {
                    inside.disc(mark)
                } else {
                    inside.mark(mark)
                };
                // The highlight's colours over the piece's, so it reads on the highlight.
                let ink = surface.patch(ink).patch(highlight);
                render_piece(mark, form, rect, ink, buf);
            }
            None if digits && !game.is_over() && rect.height >= 3 => {
                // The digit key for this cell, in the corner, where it never looks like a mark.
                buf.set_string(
                    rect.x,
                    rect.y,
                    (cell + 1).to_string(),
                    inside.cell_digit().patch(style),
                );
            }
            None => {}
        }
    }
    if let Some(hints) = &hints {
        render_hints(app, hints, grid, hint_form, &inside, buf);
    }
}

/// A hint's room in `cell`: a column at the cell's edges unless the words go on two lines.
fn margin_room(cell: ratatui::layout::Rect) -> u16 {
    if cell.height >= 3 {
        cell.width
    } else {
        cell.width.saturating_sub(1)
    }
}

/// How the hints' estimates are written: a form that fits each in its cell (the whole cell
/// if need be: the grid lines keep them apart), see [`EstimateForm::fitting`]. Exact values
/// are no estimates: they have their own words.
fn estimate_form(hints: Option<&HintSet>, grid: &Grid) -> EstimateForm {
    let Some(set) = hints else {
        return EstimateForm::PLAIN;
    };
    let cells = set
        .values
        .iter()
        .filter(|value| !value.exact())
        .map(|value| {
            let cell = grid.cell_rect(value.mv);
            (
                value.score,
                usize::from(margin_room(cell)),
                usize::from(cell.width),
            )
        });
    EstimateForm::fitting(cells, true)
}

/// Every move's value in its cell (under gravity, the cell the piece would land on): on two
/// lines in tall cells ("loss" over "in 2"), shortened in small ones, estimates in `form`.
fn render_hints(
    app: &App,
    set: &HintSet,
    grid: &Grid,
    form: EstimateForm,
    theme: &Theme,
    buf: &mut Buffer,
) {
    for value in &set.values {
        let rect = grid.cell_rect(value.mv);
        let tall = rect.height >= 3;
        let words = |room: u16| {
            hint_words(
                app.words(),
                value.score,
                !value.exact(),
                usize::from(room),
                tall,
                form,
            )
        };
        // With the margin, unless only the whole cell holds the words, or holds the number
        // the margin leaves out ("W41" rather than "W": the plies are worth the margin).
        let margin = margin_room(rect);
        let (mut lines, mut tone) = words(margin);
        let overflows = lines
            .iter()
            .any(|line| line.chars().count() > usize::from(margin));
        let numbered = |lines: &[String]| {
            lines
                .iter()
                .any(|line| line.chars().any(|c| c.is_ascii_digit()))
        };
        if overflows || !numbered(&lines) {
            let whole = words(rect.width);
            if overflows || numbered(&whole.0) {
                (lines, tone) = whole;
            }
        }
        for (row, line) in lines.iter().enumerate() {
            let width = line.chars().count() as u16;
            let x = rect.x + rect.width.saturating_sub(width) / 2;
            buf.set_stringn(
                x,
                rect.y + rect.height / 2 + row as u16,
                line,
                usize::from(rect.width),
                theme.hint(tone),
            );
        }
    }
}

fn render_labels(grid: &Grid, theme: &Theme, buf: &mut Buffer) {
    for col in 0..grid.cols {
        let rect = grid.cell_rect(col as usize);
        let letter = column_letter(col as usize).to_string();
        buf.set_string(rect.x + rect.width / 2, grid.y, letter, theme.label());
    }
    for row in 0..grid.rows {
        let rect = grid.cell_rect((row * grid.cols) as usize);
        let number = (row + 1).to_string();
        buf.set_string(grid.x, rect.y + rect.height / 2, number, theme.label());
    }
}

/// Column numbers, the digit keys that drop a piece there; the chosen column's is marked.
/// Rows have no names under gravity: a player only ever picks a column.
fn render_column_numbers(grid: &Grid, chosen: Option<usize>, theme: &Theme, buf: &mut Buffer) {
    for col in 0..grid.cols {
        let rect = grid.cell_rect(col as usize);
        let centre = rect.x + rect.width / 2;
        let number = (col + 1).to_string();
        if chosen == Some(col as usize) {
            let marked = format!("{DROP_MARKER}{number}{DROP_MARKER}");
            buf.set_string(centre - 1, grid.y, marked, theme.key());
        } else {
            buf.set_string(centre, grid.y, number, theme.label());
        }
    }
}

fn render_lines(grid: &Grid, style: Style, buf: &mut Buffer) {
    let first = grid.cell_rect(0);
    let last = grid.cell_rect((grid.rows * grid.cols) as usize - 1);
    let (left, right) = (first.x, last.right());
    let (top, bottom) = (first.y, last.bottom());
    for col in 1..grid.cols {
        let x = grid.cell_rect(col as usize).x - 1;
        for y in top..bottom {
            buf.set_string(x, y, "│", style);
        }
    }
    for row in 1..grid.rows {
        let y = grid.cell_rect((row * grid.cols) as usize).y - 1;
        for x in left..right {
            buf.set_string(x, y, "─", style);
        }
        for col in 1..grid.cols {
            let x = grid.cell_rect(col as usize).x - 1;
            buf.set_string(x, y, "┼", style);
        }
    }
}

/// `mark`'s piece in `form`, as large as `rect` allows, centred in it.
fn render_piece(mark: Mark, form: Form, rect: Rect, style: Style, buf: &mut Buffer) {
    let rows = piece_rows(mark, form, rect.width, rect.height);
    let height = rows.len() as u16;
    let top = rect.y + rect.height.saturating_sub(height) / 2;
    for (row, text) in rows.iter().enumerate() {
        let width = text.chars().count() as u16;
        let left = rect.x + rect.width.saturating_sub(width) / 2;
        buf.set_string(left, top + row as u16, text, style);
    }
}
