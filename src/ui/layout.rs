//! Where everything goes on screen; the renderer and the mouse share it, so clicks hit what is drawn.

use ratatui::layout::{Constraint, Layout, Rect};

use crate::games::mnk::Geometry;

/// Cell sizes (width, height) from the largest to the smallest the board may shrink to.
const CELL_SIZES: [(u16, u16); 5] = [(9, 5), (7, 3), (5, 3), (5, 1), (3, 1)];
/// Columns left of the grid for the row numbers ("7 ").
const ROW_LABEL_WIDTH: u16 = 2;
/// The statistics panel's narrowest useful width: its move-table rows are 46 columns
/// (6 + 7 + 2 + 10 + 10 + 1 + 10, see `panel.rs`), plus the borders and the padding.
pub const PANEL_MIN_WIDTH: u16 = 50;
/// The statistics panel's lowest useful height: its figures (settings, counts, saving, time,
/// value) and the table's heading, a few moves and the expected line.
const PANEL_MIN_HEIGHT: u16 = 17;
/// The board column is never narrower than this, so the game info beneath it fits: its rows
/// are at most 22 columns (a 12-column label and a value like "3 in a row"), plus the borders
/// and the padding.
const BOARD_COLUMN_MIN_WIDTH: u16 = 26;
/// Rows the game info under the board would like before the board grows to a larger cell size.
const INFO_WANTED_HEIGHT: u16 = 7;
/// Title bar plus the footer's hints and message lines.
const CHROME_HEIGHT: u16 = 3;

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

/// Every region of the normal screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    pub title: Rect,
    /// The bordered box around the board.
    pub board_box: Rect,
    pub grid: Grid,
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

impl Screen {
    /// Lays out a screen of `area` for a board of `geometry`, or says how much room is missing.
    pub fn compute(area: Rect, geometry: &Geometry) -> Result<Self, TooSmall> {
        let (rows, cols) = (geometry.rows(), geometry.cols());
        let column_width = |grid: &Grid| (grid.width() + 4).max(BOARD_COLUMN_MIN_WIDTH);
        let smallest = Grid::new(rows, cols, CELL_SIZES[CELL_SIZES.len() - 1]);
        let need_width = column_width(&smallest) + PANEL_MIN_WIDTH;
        let need_height = (CHROME_HEIGHT + (smallest.height() + 2).max(PANEL_MIN_HEIGHT))
            .max(super::help::HELP_HEIGHT);
        if area.width < need_width || area.height < need_height {
            return Err(TooSmall {
                width: area.width,
                height: area.height,
                need_width,
                need_height,
            });
        }
        let main_height = area.height - CHROME_HEIGHT;
        let fits = |grid: &Grid, info: u16| {
            column_width(grid) + PANEL_MIN_WIDTH <= area.width
                && grid.height() + 2 + info <= main_height
        };
        let mut grid = [INFO_WANTED_HEIGHT, 0]
            .iter()
            .find_map(|&info| {
                CELL_SIZES
                    .iter()
                    .map(|&size| Grid::new(rows, cols, size))
                    .find(|grid| fits(grid, info))
            })
            .unwrap_or(smallest);

        let [title, main, hints, message] = area.layout(&Layout::vertical([
            Constraint::Length(1),
            Constraint::Fill(1),
            Constraint::Length(1),
            Constraint::Length(1),
        ]));
        let [board_column, panel] = main.layout(&Layout::horizontal([
            Constraint::Length(column_width(&grid)),
            Constraint::Fill(1),
        ]));
        let [board_box, info] = board_column.layout(&Layout::vertical([
            Constraint::Length(grid.height() + 2),
            Constraint::Fill(1),
        ]));
        grid.x = board_box.x + (board_box.width - grid.width()) / 2;
        grid.y = board_box.y + 1;
        Ok(Self {
            title,
            board_box,
            grid,
            info,
            panel,
            hints,
            message,
        })
    }
}
