//! The m,n,k game: an m×n board, players alternate placing marks, k in a row wins.

/// `$body` with `$w` a `const u32` equal to `$width` when that is a width the solver's Connect
/// Four helpers are compiled for (4 to 9 columns: every shift then known when compiling, about
/// a third cheaper), else `$other`. `$width` is [`Mnk::four`]: 0 on other boards.
macro_rules! by_four_width {
    ($width:expr, $w:ident => $body:expr, _ => $other:expr $(,)?) => {
        match $width {
            4 => {
                const $w: u32 = 4;
                $body
            }
            5 => {
                const $w: u32 = 5;
                $body
            }
            6 => {
                const $w: u32 = 6;
                $body
            }
            7 => {
                const $w: u32 = 7;
                $body
            }
            8 => {
                const $w: u32 = 8;
                $body
            }
            9 => {
                const $w: u32 = 9;
                $body
            }
            _ => $other,
        }
    };
}

mod evaluation;
mod geometry;
mod hints;
mod lines;
mod notation;
mod runs;
mod sequence;
mod solver_aids;
mod symmetry;
mod threats;

use std::fmt;
use std::sync::Arc;

use crate::engine::{Cells, CopyMake, Forecast, Game, MoveOrder, Score, Solvable, Terminal};
use lines::WinningLines;

pub use geometry::{Geometry, MAX_BITS, MAX_COLS, MAX_ROWS, ShapeError};
pub use notation::{BoardError, Ended, board_shape};
pub use sequence::{SequenceError, column_digits};
pub use symmetry::{Symmetries, Symmetry};

/// A player's mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Mark {
    X,
    O,
}

impl Mark {
    pub fn other(self) -> Self {
        match self {
            Self::X => Self::O,
            Self::O => Self::X,
        }
    }

    fn slot(self) -> usize {
        self as usize
    }

    pub fn symbol(self) -> char {
        match self {
            Self::X => 'X',
            Self::O => 'O',
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    OutOfBoard,
    Occupied,
    GameOver,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::OutOfBoard => "that cell is not on the board",
            Self::Occupied => "that cell is already taken",
            Self::GameOver => "the game is over",
        })
    }
}

impl std::error::Error for MoveError {}

/// A position of the m,n,k game. Cells are numbered in reading order, 0 = top-left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mnk {
    geometry: Arc<Geometry>,
    /// One bit board per mark, indexed by `Mark::slot`.
    marks: [u64; 2],
    to_move: Mark,
    /// The mark that completed a line, if any; set by the winning move, cleared by its undo.
    winner: Option<Mark>,
    /// Marks on the board per mark (`counts[slot]`), kept alongside the bit boards because a
    /// population count is slow on baseline x86-64 and the search asks at every node.
    counts: [u8; 2],
    /// Copies of `geometry.full()`, `geometry.cells()` and `geometry.k()`, read at every
    /// search node without going through the `Arc`.
    full: u64,
    cells: u8,
    k: u8,
    /// A copy of `geometry.gravity()`, read at every node.
    gravity: bool,
    /// On a Connect Four board of any size (four in a row, gravity, 4 to 9 columns) its width,
    /// for which the solver's helpers have their shifts compiled in (see `by_four_width`);
    /// 0 on every other board.
    four: u8,
}

impl Mnk {
    /// The empty board of `geometry` with `first` to move.
    pub fn new(geometry: Arc<Geometry>, first: Mark) -> Self {
        let cols = geometry.cols();
        let four = geometry.gravity() && geometry.k() == 4 && (4..=9).contains(&cols);
        Self {
            four: if four { cols as u8 } else { 0 },
            counts: [0, 0],
            full: geometry.full(),
            cells: geometry.cells() as u8,
            k: geometry.k() as u8,
            gravity: geometry.gravity(),
            geometry,
            marks: [0, 0],
            to_move: first,
            winner: None,
        }
    }

    /// Empty 3×3 tic-tac-toe with X to move.
    pub fn tic_tac_toe() -> Self {
        Self::new(
            Arc::new(Geometry::new(3, 3, 3).expect("3×3 with k=3 is a valid shape")),
            Mark::X,
        )
    }

    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    pub fn to_move(&self) -> Mark {
        self.to_move
    }

    pub fn winner(&self) -> Option<Mark> {
        self.winner
    }

    /// The mark on a cell, if any.
    pub fn mark_at(&self, cell: usize) -> Option<Mark> {
        [Mark::X, Mark::O]
            .into_iter()
            .find(|m| self.marks[m.slot()] >> cell & 1 == 1)
    }

    /// How `other` is related to this position on the same board: the same position, its
    /// image under one of the board's symmetries (as the table folds them), or neither.
    pub fn symmetry_to(&self, other: &Mnk) -> Option<Symmetry> {
        if self.geometry != other.geometry {
            return None;
        }
        self.geometry.symmetries().relation(self.marks, other.marks)
    }

    /// How many marks of `mark` are on the board.
    pub fn count(&self, mark: Mark) -> u32 {
        u32::from(self.counts[mark.slot()])
    }

    fn occupied(&self) -> u64 {
        self.marks[0] | self.marks[1]
    }

    /// Plies played so far.
    pub fn plies(&self) -> u32 {
        u32::from(self.counts[0] + self.counts[1])
    }

    /// Empty cells: the most plies the game can still last.
    pub fn empty_cells(&self) -> u32 {
        u32::from(self.cells) - self.plies()
    }

    pub fn is_full(&self) -> bool {
        self.counts[0] + self.counts[1] == self.cells
    }

    pub fn is_over(&self) -> bool {
        self.winner.is_some() || self.is_full()
    }

    /// The cells of the completed line(s) of the winner, for highlighting.
    pub fn winning_cells(&self) -> u64 {
        let Some(winner) = self.winner else {
            return 0;
        };
        let own = self.marks[winner.slot()];
        self.geometry
            .lines()
            .iter()
            .filter(|&&line| line & !own == 0)
            .fold(0, |cells, line| cells | line)
    }

    /// Plays `cell` for the side to move after checking that it is legal. Under gravity any cell
    /// of a column stands for that column (a click anywhere in it drops the piece), and a full
    /// column is `Occupied`.
    pub fn play(&mut self, cell: usize) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        if cell >= self.geometry.cells() {
            return Err(MoveError::OutOfBoard);
        }
        let target = if self.gravity {
            self.landing_cell(cell % self.geometry.cols())
                .ok_or(MoveError::Occupied)?
        } else {
            cell
        };
        if self.occupied() >> target & 1 == 1 {
            return Err(MoveError::Occupied);
        }
        self.apply(target);
        Ok(())
    }

    /// Where a piece dropped in column `col` (0-based) lands: the lowest empty cell of that
    /// column, `None` if it is full. Rows are numbered from the top, so "lowest" is the largest row.
    #[inline]
    pub fn landing_cell(&self, col: usize) -> Option<usize> {
        let cols = self.geometry.cols();
        let filled = self.occupied() & self.geometry.column(col);
        if filled == 0 {
            return Some((self.geometry.rows() - 1) * cols + col);
        }
        // The top piece of the column is its lowest cell index; the landing cell is right above.
        (filled.trailing_zeros() as usize).checked_sub(cols)
    }

    /// Places `mark` on `cell` without any check, for building positions.
    fn put(&mut self, cell: usize, mark: Mark) {
        self.marks[mark.slot()] |= 1 << cell;
        self.counts[mark.slot()] += 1;
    }
}

impl Game for Mnk {
    type Move = usize;

    #[inline]
    fn legal_moves(&self, out: &mut Vec<usize>) {
        out.clear();
        if self.winner.is_some() {
            return;
        }
        if self.gravity {
            out.extend((0..self.geometry.cols()).filter_map(|col| self.landing_cell(col)));
            return;
        }
        let mut empty = self.full & !self.occupied();
        while empty != 0 {
            out.push(empty.trailing_zeros() as usize);
            empty &= empty - 1;
        }
    }

    /// Without gravity: the moves are the empty cells in reading order, the bits' order (under
    /// gravity they are columns, which the bits cannot say).
    #[inline(always)]
    fn placement<W: CopyMake>(&self, walk: W) -> Option<W::Output> {
        if self.gravity {
            return None;
        }
        let (mover, opponent) = self.sides();
        let cells = Cells {
            mover,
            opponent,
            full: self.full,
        };
        Some(match WinningLines::of(&self.geometry) {
            WinningLines::Sets(sets) => walk.walk(cells, &sets),
            WinningLines::Through(through) => walk.walk(cells, &through),
        })
    }

    #[inline]
    fn apply(&mut self, cell: usize) {
        debug_assert!(self.winner.is_none() && self.occupied() >> cell & 1 == 0);
        let mover = self.to_move;
        let own = self.marks[mover.slot()] | 1 << cell;
        self.marks[mover.slot()] = own;
        self.counts[mover.slot()] += 1;
        // A line needs k marks: skip the line scan while the mover has fewer on the board.
        if self.counts[mover.slot()] >= self.k && self.geometry.holds_line_through(own, cell) {
            self.winner = Some(mover);
        }
        self.to_move = mover.other();
    }

    #[inline]
    fn undo(&mut self, cell: usize) {
        let mover = self.to_move.other();
        debug_assert!(self.marks[mover.slot()] >> cell & 1 == 1);
        self.marks[mover.slot()] &= !(1 << cell);
        self.counts[mover.slot()] -= 1;
        self.winner = None;
        self.to_move = mover;
    }

    #[inline]
    fn terminal(&self) -> Option<Terminal> {
        match self.winner {
            Some(w) if w == self.to_move => Some(Terminal::Win),
            Some(_) => Some(Terminal::Loss),
            None if self.is_full() => Some(Terminal::Draw),
            None => None,
        }
    }

    fn heuristic(&self) -> i32 {
        self.open_lines_balance()
    }

    #[inline]
    fn plies_left(&self) -> u32 {
        self.empty_cells()
    }

    fn move_name(&self, cell: usize) -> String {
        self.geometry.move_name(cell)
    }

    fn key(&self) -> Option<u128> {
        let (own, theirs) = self.sides();
        Some(hints::position_key(own, theirs))
    }

    fn canonical_key(&self) -> Option<u128> {
        let (own, theirs) = self.sides();
        Some(
            self.geometry
                .symmetries()
                .canonical(own, theirs, hints::position_key),
        )
    }

    fn move_order_hint(&self, cell: usize, order: MoveOrder) -> i32 {
        self.order_hint(cell, order)
    }

    fn orders_moves(&self) -> bool {
        true
    }
}

/// The exact solver's hooks.
impl Solvable for Mnk {
    /// `apply` without the line scan: the solver only plays this way moves its forecast found
    /// do not win (checked in debug builds).
    #[inline]
    fn apply_quiet(&mut self, cell: usize) {
        debug_assert!(self.winner.is_none() && self.occupied() >> cell & 1 == 0);
        let mover = self.to_move;
        self.marks[mover.slot()] |= 1 << cell;
        self.counts[mover.slot()] += 1;
        debug_assert!(
            !self
                .geometry
                .holds_line_through(self.marks[mover.slot()], cell),
            "a quiet move completed a line"
        );
        self.to_move = mover.other();
    }

    fn solver_key(&self) -> Option<(u128, bool)> {
        Some(self.mirrored_key())
    }

    fn move_tag(&self, cell: usize, mirrored: bool) -> u8 {
        self.solver_move_tag(cell, mirrored)
    }

    fn solver_upper_bound(&self) -> Option<Score> {
        self.claimeven_bound()
    }

    fn solver_upper_bound_after(&self, cell: usize) -> Option<Score> {
        self.claimeven_bound_after(cell)
    }

    /// Every move of a `Search` forecast with two or more was checked (see
    /// `Mnk::solver_forecast`).
    fn forecast_finds_wins_soon(&self) -> bool {
        true
    }

    #[inline]
    fn forecast(&mut self, out: &mut Vec<usize>) -> Forecast {
        self.solver_forecast(out)
    }
}
