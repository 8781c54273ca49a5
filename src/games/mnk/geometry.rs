//! The shape of an m×n board with k in a row: cell numbering and every winning line as a bit mask.

use crate::games::move_label::MoveLabel;
use std::fmt;
use std::sync::OnceLock;

use super::runs::Runs;
use super::symmetry::Symmetries;

/// The most rows a board may have.
pub const MAX_ROWS: usize = 8;

/// The most columns a board may have (a column under gravity is named by one digit).
pub const MAX_COLS: usize = 9;

/// The bits a board's columns may take, each with one spare cell above it: the exact solver's
/// compact keys write a position in that many bits (see `solver_aids.rs`), as the fastest
/// Connect Four solvers' bit boards do. So 7 columns of up to 8 rows, 8 of up to 7, 9 of up to 6.
pub const MAX_BITS: usize = 64;

/// Why a board shape was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeError {
    Side {
        what: &'static str,
        value: usize,
        most: usize,
    },
    /// The columns, each with a spare cell above, do not fit [`MAX_BITS`] bits.
    TooBig {
        rows: usize,
        cols: usize,
    },
    K {
        k: usize,
        rows: usize,
        cols: usize,
    },
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Side { what, value, most } => {
                write!(f, "{what} must be between 1 and {most}, not {value}")
            }
            Self::TooBig { rows, cols } => write!(
                f,
                "a board of {rows} rows and {cols} columns is too big: columns × (rows + 1) must be at most {MAX_BITS}, not {}",
                cols * (rows + 1)
            ),
            Self::K { rows, cols, .. } if rows.max(cols) < &2 => write!(
                f,
                "a {rows}×{cols} board has no room for a line: it needs at least 2 cells in a row"
            ),
            // The longest side is 2: one k only.
            Self::K { k, rows, cols } if rows.max(cols) == &2 => write!(
                f,
                "k (marks in a row to win) must be 2 on a {rows}×{cols} board, not {k}"
            ),
            Self::K { k, rows, cols } => write!(
                f,
                "k (marks in a row to win) must be between 2 and {} on a {rows}×{cols} board, not {k}",
                rows.max(cols)
            ),
        }
    }
}

impl std::error::Error for ShapeError {}

/// Board dimensions plus the precomputed winning lines.
#[derive(Debug, PartialEq, Eq)]
pub struct Geometry {
    rows: usize,
    cols: usize,
    k: usize,
    /// Every cell's bit set.
    full: u64,
    /// Every run of `k` cells in a row, column or diagonal.
    lines: Vec<u64>,
    /// The lines through each cell (what a move there can complete), all cells' lists end to end;
    /// cell `c`'s list is `through[through_start[c]..through_start[c + 1]]`. Flat for speed.
    through: Vec<u64>,
    through_start: Vec<usize>,
    /// The board's symmetries, for folding equivalent positions in the transposition table.
    symmetries: Symmetries,
    /// Pieces fall to the lowest empty cell of a column (Connect Four), instead of going anywhere.
    gravity: bool,
    /// Every cell of each column, left to right (what gravity needs to find the landing cell).
    columns: Vec<u64>,
    /// The lines as shifts, for testing whole boards at once (the solver's forecasts).
    runs: Runs,
    /// Which sets of cells hold a line, on small boards (see [`Self::winning_sets`]).
    winning_sets: WinningSets,
}

/// The boards this many cells or fewer get a table of winning sets (8 KiB at 16 cells).
const WINNING_SETS_MAX_CELLS: usize = 16;

/// The words of the table of winning sets: one bit for each set of [`WINNING_SETS_MAX_CELLS`]
/// cells, so that any set of a small board's cells indexes it without a bounds check.
pub(super) const WINNING_SETS_WORDS: usize = (1 << WINNING_SETS_MAX_CELLS) / 64;

/// One bit per set of cells, set when the set holds a whole line; built on first use, `None`
/// on bigger boards.
#[derive(Debug, Default)]
struct WinningSets(OnceLock<Option<Box<[u64; WINNING_SETS_WORDS]>>>);

/// The table follows from the board's shape: two geometries equal in every other field have the
/// same one, built or not.
impl PartialEq for WinningSets {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for WinningSets {}

impl Geometry {
    /// The k used when none is given: the shorter side, but at least 2 (one in a row is no game).
    pub fn default_k(rows: usize, cols: usize) -> usize {
        rows.min(cols).max(2)
    }

    /// A `rows`×`cols` board where `k` in a row wins.
    pub fn new(rows: usize, cols: usize, k: usize) -> Result<Self, ShapeError> {
        for (what, value, most) in [("rows", rows, MAX_ROWS), ("columns", cols, MAX_COLS)] {
            if !(1..=most).contains(&value) {
                return Err(ShapeError::Side { what, value, most });
            }
        }
        if cols * (rows + 1) > MAX_BITS {
            return Err(ShapeError::TooBig { rows, cols });
        }
        if !(2..=rows.max(cols)).contains(&k) {
            return Err(ShapeError::K { k, rows, cols });
        }
        let cells = rows * cols;
        let full = if cells == 64 {
            u64::MAX
        } else {
            (1 << cells) - 1
        };
        let mut lines = Vec::new();
        for row in 0..rows as isize {
            for col in 0..cols as isize {
                for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                    let end_row = row + dr * (k as isize - 1);
                    let end_col = col + dc * (k as isize - 1);
                    if end_row < 0
                        || end_row >= rows as isize
                        || end_col < 0
                        || end_col >= cols as isize
                    {
                        continue;
                    }
                    let mask = (0..k as isize).fold(0u64, |mask, i| {
                        mask | 1 << ((row + dr * i) as usize * cols + (col + dc * i) as usize)
                    });
                    lines.push(mask);
                }
            }
        }
        let mut through = Vec::new();
        let mut through_start = vec![0];
        for cell in 0..cells {
            through.extend(lines.iter().copied().filter(|l| l >> cell & 1 == 1));
            through_start.push(through.len());
        }
        let columns = (0..cols)
            .map(|col| (0..rows).fold(0u64, |mask, row| mask | 1 << (row * cols + col)))
            .collect();
        Ok(Self {
            rows,
            cols,
            k,
            full,
            lines,
            through,
            through_start,
            symmetries: Symmetries::of(rows, cols, false),
            gravity: false,
            columns,
            runs: Runs::new(rows, cols, k),
            winning_sets: WinningSets::default(),
        })
    }

    /// The same shape where pieces fall: a move names a column and lands in its lowest empty cell.
    pub fn with_gravity(mut self, gravity: bool) -> Self {
        self.gravity = gravity;
        // Pieces fall down: only the left-right mirror maps a position to an equivalent one.
        self.symmetries = Symmetries::of(self.rows, self.cols, gravity);
        self.runs.gravity = gravity;
        self
    }

    /// Connect Four: 7 columns × 6 rows, four in a row, with gravity.
    pub fn connect_four() -> Self {
        Self::new(6, 7, 4)
            .expect("6×7 with k=4 is a valid shape")
            .with_gravity(true)
    }

    pub fn gravity(&self) -> bool {
        self.gravity
    }

    /// Every cell of column `col` (0-based) as a bit mask.
    #[inline]
    pub fn column(&self, col: usize) -> u64 {
        self.columns[col]
    }

    pub(super) fn runs(&self) -> &Runs {
        &self.runs
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    pub fn k(&self) -> usize {
        self.k
    }

    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    pub fn full(&self) -> u64 {
        self.full
    }

    pub fn lines(&self) -> &[u64] {
        &self.lines
    }

    /// The symmetries positions on this board are folded by.
    pub fn symmetries(&self) -> &Symmetries {
        &self.symmetries
    }

    /// The lines a mark on `cell` can complete.
    #[inline]
    pub fn lines_through(&self, cell: usize) -> &[u64] {
        &self.through[self.through_start[cell]..self.through_start[cell + 1]]
    }

    /// Whether the marks `own` fill a whole line through `cell`.
    #[inline]
    pub fn holds_line_through(&self, own: u64, cell: usize) -> bool {
        self.lines_through(cell)
            .iter()
            .any(|&line| line & !own == 0)
    }

    /// Every cell's lines through it, end to end, and where each cell's start: cell `c`'s are
    /// `lines[starts[c]..starts[c + 1]]`, as [`Self::lines_through`] gives them.
    pub fn lines_through_all(&self) -> (&[u64], &[usize]) {
        (&self.through, &self.through_start)
    }

    /// On boards of at most 16 cells, one bit per set of cells (bit `s % 64` of word `s / 64` for
    /// the set `s`), set when `s` holds a whole line: a mark's win is one look-up. The words
    /// past the board's sets are 0. `None` on bigger boards.
    pub fn winning_sets(&self) -> Option<&[u64; WINNING_SETS_WORDS]> {
        let table = self.winning_sets.0.get_or_init(|| {
            let cells = self.cells();
            if cells > WINNING_SETS_MAX_CELLS {
                return None;
            }
            // A set wins when it is a line or holds a winning set with one cell fewer.
            let sets = 1usize << cells;
            let mut wins = vec![false; sets];
            for &line in &self.lines {
                wins[line as usize] = true;
            }
            for set in 1..sets {
                let mut rest = set;
                while rest != 0 && !wins[set] {
                    wins[set] = wins[set & !(1 << rest.trailing_zeros())];
                    rest &= rest - 1;
                }
            }
            let mut words = Box::new([0u64; WINNING_SETS_WORDS]);
            for (set, _) in wins.iter().enumerate().filter(|(_, win)| **win) {
                words[set / 64] |= 1 << (set % 64);
            }
            Some(words)
        });
        table.as_deref()
    }

    /// The cell index of (row, col), both 0-based; index = row × cols + col.
    pub fn index(&self, row: usize, col: usize) -> usize {
        row * self.cols + col
    }

    /// The (row, col) of a cell index.
    pub fn row_col(&self, cell: usize) -> (usize, usize) {
        (cell / self.cols, cell % self.cols)
    }

    /// What a move onto `cell` is called: the cell ("b2"), or under gravity the column the
    /// piece was dropped in ("col 4").
    pub fn move_label(&self, cell: usize) -> MoveLabel {
        if self.gravity {
            MoveLabel::Column(cell % self.cols + 1)
        } else {
            let (row, col) = self.row_col(cell);
            MoveLabel::Cell { col, row }
        }
    }

    /// A move's name in the notation ("b2", "col 4").
    pub fn move_name(&self, cell: usize) -> String {
        self.move_label(cell).to_string()
    }
}
