//! Where everything goes on screen; the renderer and the mouse share it, so clicks hit what is drawn.

use crate::tui::panel::view::table::{MIN_NAME_WIDTH, MIN_REST_WIDTH};
use ratatui::layout::{Constraint, Layout, Rect};

use crate::games::bones::MAX_TAKE;
use crate::games::mnk::Geometry;
use crate::games::move_label::MoveLabel;
use crate::games::playable::Playable;
use crate::i18n::Lang;
use crate::tui::keymap::MOST_BINDINGS;

/// Rows the help popup needs: every key of the game and context with the most, and the borders.
/// The smallest screen is at least this tall, so no key is ever cut; the explanation of the
/// panel follows the keys where the screen has room for it.
pub const HELP_HEIGHT: u16 = MOST_BINDINGS as u16 + 2;

/// Cell sizes (width, height) from the largest to the smallest the board may shrink to.
const CELL_SIZES: [(u16, u16); 5] = [(9, 5), (7, 3), (5, 3), (5, 1), (3, 1)];
/// The statistics panel's narrowest width for `position`'s game: its figure lines, or its move
/// table with the longest move name in any language ("▶ col 7", "▶ ôter 3") where that is
/// wider, the borders and the padding.
/// Every language gets the same layout, so switching language moves nothing.
pub fn panel_min_width(position: &Playable) -> u16 {
    let labels: Vec<MoveLabel> = match position {
        Playable::Board(board) => {
            let geometry = board.geometry();
            (0..geometry.cells())
                .map(|cell| geometry.move_label(cell))
                .collect()
        }
        Playable::Heap(_) => vec![MoveLabel::Take(u32::from(MAX_TAKE))],
    };
    let longest = Lang::ALL
        .iter()
        .flat_map(|lang| {
            let names = &lang.words().names;
            labels.iter().map(move |label| match label {
                MoveLabel::Take(take) => (names.take)(*take),
                MoveLabel::Column(column) => (names.column)(*column),
                cell => cell.to_string(),
            })
        })
        .map(|name| name.chars().count() as u16)
        .max()
        .unwrap_or(0);
    let table = (2 + longest + 1).max(MIN_NAME_WIDTH) + MIN_REST_WIDTH;
    table.max(PANEL_FIGURES_WIDTH) + PANEL_FRAME
}

/// Columns left of the grid for the row numbers ("7 ").
const ROW_LABEL_WIDTH: u16 = 2;
/// The panel's figure lines at their usual longest ("Time      alpha-beta 412 µs · minimax
/// 21.3 ms"): narrower, they wrap and push the move table's rows off the smallest screens.
const PANEL_FIGURES_WIDTH: u16 = 45;
/// No screen is narrower than this, whatever the game: the technique comparison's table and
/// the French panel's figures ("+403 tests d'égalité") need it.
const SCREEN_MIN_WIDTH: u16 = 76;
/// The panel's borders and its padding, one column either side.
const PANEL_FRAME: u16 = 4;
/// The statistics panel's lowest useful height: its figures (settings, counts, saving, time,
/// value) and the table's heading, a few moves and the expected line.
const PANEL_MIN_HEIGHT: u16 = 17;
/// The board column is never narrower than this, so the game info beneath it fits: its rows
/// are at most 22 columns (a 12-column label and a value like "3 in a row"), plus the borders
/// and the padding.
const BOARD_COLUMN_MIN_WIDTH: u16 = 26;
/// The game info's smallest box under the board: its borders and one row.
const INFO_MIN_HEIGHT: u16 = 3;
/// Rows the game info under the board would like before the board grows to a larger cell size.
const INFO_WANTED_HEIGHT: u16 = 7;
/// Title bar plus the footer's hints and message lines (the message line's first row).
const CHROME_HEIGHT: u16 = 3;
/// The most rows the message line takes: a status, and a notice wrapped onto two rows.
const MESSAGE_MAX_ROWS: u16 = 3;
/// The heap's column where the screen is wide enough: five groups of five bones a row.
const HEAP_COLUMN_WIDE: u16 = 36;
/// Lines of the heap's box besides the bone rows: borders, the count, who took what last, a
/// blank line before the bones and one before the "take 1 / 2 / 3" selector, the selector.
const HEAP_BOX_EXTRA: u16 = 2 + 5;
/// Bones are drawn in groups of this many, so a heap can be counted at a glance.
pub const BONE_GROUP: u16 = 5;
/// Width of one "take N" option of the selector, and the gap after it.
const TAKE_OPTION_WIDTH: u16 = 6;
const TAKE_OPTION_GAP: u16 = 2;

/// The board's grid of cells, in screen coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Where the column letters start (the row numbers are to the left of `x`).
    pub x: u16,
    pub y: u16,
    pub cell_width: u16,
    pub cell_height: u16,
    pub rows: u16,
    pub cols: u16,
}

impl Grid {
    fn new(rows: usize, cols: usize, (cell_width, cell_height): (u16, u16)) -> Self {
        Self {
            x: 0,
            y: 0,
            cell_width,
            cell_height,
            rows: rows as u16,
            cols: cols as u16,
        }
    }

    /// Width with the row numbers.
    pub fn width(&self) -> u16 {
        ROW_LABEL_WIDTH + self.cols * self.cell_width + self.cols - 1
    }

    /// Height with the column letters.
    pub fn height(&self) -> u16 {
        1 + self.rows * self.cell_height + self.rows - 1
    }

    /// The screen rectangle of a cell (without the lines around it).
    pub fn cell_rect(&self, cell: usize) -> Rect {
        let (row, col) = (cell as u16 / self.cols, cell as u16 % self.cols);
        Rect::new(
            self.x + ROW_LABEL_WIDTH + col * (self.cell_width + 1),
            self.y + 1 + row * (self.cell_height + 1),
            self.cell_width,
            self.cell_height,
        )
    }

    /// The cell drawn at a screen position, if any (grid lines belong to no cell).
    pub fn cell_at(&self, x: u16, y: u16) -> Option<usize> {
        (0..(self.rows * self.cols) as usize).find(|&cell| {
            let rect = self.cell_rect(cell);
            rect.contains(ratatui::layout::Position { x, y })
        })
    }
}

/// The heap of bones and the take selector inside the heap's box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeapLayout {
    /// Inside the box's borders and padding.
    pub area: Rect,
    /// Bones a row holds: whole groups of `BONE_GROUP` with a space between them.
    pub per_row: u16,
}

impl HeapLayout {
    fn new(area: Rect) -> Self {
        let groups = ((area.width + 1) / (BONE_GROUP + 1)).max(1);
        Self {
            area,
            per_row: groups * BONE_GROUP,
        }
    }

    /// The line saying how many bones are left.
    pub fn count_line(&self) -> Rect {
        Rect::new(self.area.x, self.area.y, self.area.width, 1)
    }

    /// The line saying who took what last.
    pub fn last_line(&self) -> Rect {
        Rect::new(self.area.x, self.area.y + 1, self.area.width, 1)
    }

    /// Where the bones are drawn, one row of `per_row` bones a line.
    pub fn bone_rows(&self) -> Rect {
        let height = self.area.height.saturating_sub(HEAP_BOX_EXTRA - 2);
        Rect::new(self.area.x, self.area.y + 3, self.area.width, height)
    }

    /// The "take N" option of the selector (N from 1 to 3).
    pub fn option_rect(&self, take: u8) -> Rect {
        let x = self.area.x + u16::from(take - 1) * (TAKE_OPTION_WIDTH + TAKE_OPTION_GAP);
        Rect::new(x, self.area.bottom() - 1, TAKE_OPTION_WIDTH, 1)
    }

    /// The take whose option is drawn at a screen position, if any.
    pub fn take_at(&self, x: u16, y: u16) -> Option<u8> {
        (1..=crate::games::bones::MAX_TAKE).find(|&take| {
            self.option_rect(take)
                .contains(ratatui::layout::Position { x, y })
        })
    }
}

/// What the board box holds: a grid of cells or a heap of bones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardLayout {
    Grid(Grid),
    Heap(HeapLayout),
}

/// Every region of the normal screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Areas {
    pub title: Rect,
    /// The bordered box around the board.
    pub board_box: Rect,
    pub board: BoardLayout,
    /// Game facts under the board.
    pub info: Rect,
    pub panel: Rect,
    pub hints: Rect,
    pub message: Rect,
}

/// The terminal is smaller than the board and panel need.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooSmall {
    pub width: u16,
    pub height: u16,
    pub need_width: u16,
    pub need_height: u16,
}

impl Areas {
    /// Lays out a screen of `area` for `position`'s game with a message line of one row, or
    /// says how much room is missing.
    pub fn compute(area: Rect, position: &Playable) -> Result<Self, TooSmall> {
        Self::with_message_rows(area, position, 1)
    }

    /// Lays out a screen of `area` for `position`'s game whose message line says `line`: it
    /// has the rows its status and notice need, taken from under the board (the game info) and
    /// from the panel, so the board keeps its size.
    pub fn with_message(
        area: Rect,
        position: &Playable,
        line: &MessageLine,
    ) -> Result<Self, TooSmall> {
        Self::with_message_rows(area, position, line.rows(area.width))
    }

    fn with_message_rows(area: Rect, position: &Playable, rows: u16) -> Result<Self, TooSmall> {
        let panel = panel_min_width(position);
        match position {
            Playable::Board(board) => Self::for_board(area, board.geometry(), panel, rows),
            Playable::Heap(heap) => Self::for_heap(area, heap.start(), panel, rows),
        }
    }

    /// The grid of cells is the grid of this screen, for a board game.
    pub fn grid(&self) -> Option<&Grid> {
        match &self.board {
            BoardLayout::Grid(grid) => Some(grid),
            BoardLayout::Heap(_) => None,
        }
    }

    /// The heap, for the Game of Bones.
    pub fn heap(&self) -> Option<&HeapLayout> {
        match &self.board {
            BoardLayout::Grid(_) => None,
            BoardLayout::Heap(heap) => Some(heap),
        }
    }

    /// The smallest screen for a board column of `width`, a board box of `height` and a panel
    /// of at least `panel` columns.
    fn check_size(area: Rect, width: u16, height: u16, panel: u16) -> Result<(), TooSmall> {
        let need_width = (width + panel).max(SCREEN_MIN_WIDTH);
        let need_height = (CHROME_HEIGHT + height.max(PANEL_MIN_HEIGHT)).max(HELP_HEIGHT);
        if area.width < need_width || area.height < need_height {
            return Err(TooSmall {
                width: area.width,
                height: area.height,
                need_width,
                need_height,
            });
        }
        Ok(())
    }

    /// Title, main area (board column and panel side by side) and footer, for a board column
    /// of `column_width` holding a board box of `board_height`; `board` places the board
    /// inside its box.
    fn regions(
        area: Rect,
        (column_width, message_rows): (u16, u16),
        board_height: u16,
        board: impl FnOnce(Rect) -> BoardLayout,
    ) -> Self {
        let [title, main, hints, message] = area.layout(&Layout::vertical([
            Constraint::Length(1),
            Constraint::Fill(1),
            Constraint::Length(1),
            Constraint::Length(message_rows),
        ]));
        let [board_column, panel] = main.layout(&Layout::horizontal([
            Constraint::Length(column_width),
            Constraint::Fill(1),
        ]));
        let [board_box, info] = board_column.layout(&Layout::vertical([
            Constraint::Length(board_height),
            Constraint::Fill(1),
        ]));
        Self {
            title,
            board_box,
            board: board(board_box),
            info,
            panel,
            hints,
            message,
        }
    }

    /// A heap of at most `start` bones: as many rows as it needs, as far as the screen allows
    /// with the game info beneath (the renderer says how many bones it could not draw).
    fn for_heap(area: Rect, start: u32, panel: u16, message: u16) -> Result<Self, TooSmall> {
        Self::check_size(area, BOARD_COLUMN_MIN_WIDTH, HEAP_BOX_EXTRA + 1, panel)?;
        let width = if area.width >= HEAP_COLUMN_WIDE + panel {
            HEAP_COLUMN_WIDE
        } else {
            BOARD_COLUMN_MIN_WIDTH
        };
        let per_row = HeapLayout::new(Rect::new(0, 0, width - 4, 1)).per_row;
        let wanted_rows = start.div_ceil(u32::from(per_row)).max(1);
        let main_height = area.height - CHROME_HEIGHT;
        let room = if main_height >= HEAP_BOX_EXTRA + 1 + INFO_WANTED_HEIGHT {
            main_height - INFO_WANTED_HEIGHT
        } else {
            main_height
        };
        let rows = wanted_rows.min(u32::from(room - HEAP_BOX_EXTRA)) as u16;
        let extra = extra_message_rows(area, message, rows + HEAP_BOX_EXTRA);
        Ok(Self::regions(
            area,
            (width, 1 + extra),
            rows + HEAP_BOX_EXTRA,
            |board_box| {
                // Inside the borders, one column of padding either side.
                let inside = Rect::new(
                    board_box.x + 2,
                    board_box.y + 1,
                    board_box.width.saturating_sub(4),
                    board_box.height.saturating_sub(2),
                );
                BoardLayout::Heap(HeapLayout::new(inside))
            },
        ))
    }

    /// Lays out a screen of `area` for a board of `geometry` beside a panel of at least `panel`
    /// columns, or says how much room is missing: the largest cells that fit with the game
    /// info's wanted rows beneath (or else without them), in a box with a column of padding
    /// either side where there is room for it.
    fn for_board(
        area: Rect,
        geometry: &Geometry,
        panel: u16,
        message: u16,
    ) -> Result<Self, TooSmall> {
        let (rows, cols) = (geometry.rows(), geometry.cols());
        let padded = |grid: &Grid| (grid.width() + 4).max(BOARD_COLUMN_MIN_WIDTH);
        let tight = |grid: &Grid| (grid.width() + 2).max(BOARD_COLUMN_MIN_WIDTH);
        let smallest = Grid::new(rows, cols, CELL_SIZES[CELL_SIZES.len() - 1]);
        Self::check_size(area, tight(&smallest), smallest.height() + 2, panel)?;
        let main_height = area.height - CHROME_HEIGHT;
        let fits = |grid: &Grid, column_width: u16, info: u16| {
            column_width + panel <= area.width && grid.height() + 2 + info <= main_height
        };
        let (mut grid, column_width) = [INFO_WANTED_HEIGHT, 0]
            .iter()
            .find_map(|&info| {
                CELL_SIZES.iter().find_map(|&size| {
                    let grid = Grid::new(rows, cols, size);
                    [padded(&grid), tight(&grid)]
                        .into_iter()
                        .find(|&width| fits(&grid, width, info))
                        .map(|width| (grid, width))
                })
            })
            .unwrap_or((smallest, tight(&smallest)));
        let extra = extra_message_rows(area, message, grid.height() + 2);
        Ok(Self::regions(
            area,
            (column_width, 1 + extra),
            grid.height() + 2,
            |board_box| {
                grid.x = board_box.x + (board_box.width - grid.width()) / 2;
                grid.y = board_box.y + 1;
                BoardLayout::Grid(grid)
            },
        ))
    }
}

/// The message line's rows beyond its first: as many as `wanted` asks for, short of what the
/// board box (`board_height` rows) and the game info's smallest box (a row between its
/// borders) leave.
fn extra_message_rows(area: Rect, wanted: u16, board_height: u16) -> u16 {
    let main_height = area.height - CHROME_HEIGHT;
    wanted
        .clamp(1, MESSAGE_MAX_ROWS)
        .saturating_sub(1)
        .min(main_height.saturating_sub(board_height + INFO_MIN_HEIGHT))
}

/// What the message line says: a status first (a search under way, or the pace of the AI
/// playing itself), then the last notice, wrapped onto rows of their own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageLine<'a> {
    /// A search is under way: its spinner, time and figures take the first row.
    pub searching: bool,
    /// The AI plays itself and no search shows: its pace, or that it is paused.
    pub autoplay: Option<String>,
    /// The last refusal or notice.
    pub notice: Option<&'a str>,
    /// The notice said shorter, for a screen where it would not fit one row.
    pub short: Option<&'a str>,
    /// A class session's line (the last game's receipt, the exercise of the day to check),
    /// after the notice, wrapped onto rows of its own.
    pub class: Option<String>,
}

impl<'a> MessageLine<'a> {
    /// The notice at `width` columns: its shorter form where the whole one needs more than one
    /// row (a space before it) and the shorter one fits.
    pub fn notice_at(&self, width: u16) -> Option<&'a str> {
        let room = usize::from(width.saturating_sub(1));
        match (self.notice, self.short) {
            (Some(notice), Some(short))
                if notice.chars().count() > room && short.chars().count() <= room =>
            {
                Some(short)
            }
            (notice, _) => notice,
        }
    }

    /// Whether the notice follows the autoplay's words on the first row (" · "): where both
    /// fit. A search's figures change as it runs, so a notice never shares their row.
    pub fn notice_inline(&self, width: u16) -> bool {
        match (&self.autoplay, self.notice_at(width)) {
            (Some(status), Some(notice)) => {
                status.chars().count() + 3 + notice.chars().count() <= usize::from(width)
            }
            _ => false,
        }
    }

    /// Rows at `width` columns: the status, then the notice wrapped (a space before each row).
    pub fn rows(&self, width: u16) -> u16 {
        let status = self.searching || self.autoplay.is_some();
        let notice = match self.notice_at(width) {
            Some(_) if self.notice_inline(width) => 0,
            Some(notice) => wrap_words(notice, usize::from(width.saturating_sub(1))).len(),
            None => 0,
        };
        let class = self.class.as_ref().map_or(0, |line| {
            wrap_words(line, usize::from(width.saturating_sub(1))).len()
        });
        (usize::from(status) + notice + class).max(1) as u16
    }
}

/// `text` in rows of at most `width` columns, broken at spaces (never at a no-break space);
/// only a word longer than a whole row is broken inside.
pub fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut rows: Vec<String> = Vec::new();
    let mut row = String::new();
    for word in text.split(' ').filter(|word| !word.is_empty()) {
        let (used, len) = (row.chars().count(), word.chars().count());
        if used > 0 && used + 1 + len <= width {
            row.push(' ');
            row.push_str(word);
            continue;
        }
        if used > 0 {
            rows.push(std::mem::take(&mut row));
        }
        let mut chars: Vec<char> = word.chars().collect();
        while chars.len() > width {
            rows.push(chars.drain(..width).collect());
        }
        row = chars.into_iter().collect();
    }
    if !row.is_empty() || rows.is_empty() {
        rows.push(row);
    }
    rows
}
