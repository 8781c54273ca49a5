//! Lines of k as bit-board shifts: for each direction, the step between neighbouring cells and
//! the cells a line can start from, so whole boards are tested for lines at once.

use super::geometry::MAX_COLS;

/// The index of the vertical direction in [`Runs::directions`].
const VERTICAL: usize = 1;

/// One direction in which lines run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Direction {
    /// How far apart (in cell indices) two neighbouring cells of a line are.
    pub step: u32,
    /// The cells a line of k can start from and stay on the board (0: no line fits this way).
    pub starts: u64,
}

/// The four directions of a board shape, and what the solver's move ordering needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Runs {
    pub directions: [Direction; 4],
    pub k: u32,
    /// The bottom row's cells (where a piece lands in an empty column under gravity).
    pub bottom: u64,
    /// Each cell's rank by closeness to the centre (0 = the most central), ties in reading order.
    pub centre_rank: Vec<u8>,
    /// Under gravity a column fills from the bottom, so a vertical line can only be completed
    /// at its top: its other cells are below stones. The vertical direction (the second)
    /// then skips the holes that cannot be empty.
    pub gravity: bool,
    /// Each cell's column's rank by closeness to the middle column (0 = the middle one), ties
    /// to the left first: the tie-break under gravity, where a move is a column.
    pub column_rank: Vec<u8>,
    /// The cells at an even height counted from the bottom (the bottom row is height 1) when
    /// the board has an even number of rows, else none: the cells a player who always answers
    /// in the column just played ends up with (see `Mnk::claimeven_bound`).
    pub even_heights: u64,
    /// The bits of the exact solver's compact key under gravity: a row more than the board's
    /// (see `solver_aids.rs`), at most 64.
    pub key_bits: u32,
    /// The first column's bits in that key, one row more than on the board.
    pub key_column: u64,
}

impl Runs {
    pub fn new(rows: usize, cols: usize, k: usize) -> Self {
        // Right, down, down-right, down-left: every line is one of these read from its start.
        let shifts: [(isize, isize); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];
        let directions = shifts.map(|(dr, dc)| {
            let mut starts = 0u64;
            for row in 0..rows as isize {
                for col in 0..cols as isize {
                    let (end_row, end_col) =
                        (row + dr * (k as isize - 1), col + dc * (k as isize - 1));
                    if (0..rows as isize).contains(&end_row)
                        && (0..cols as isize).contains(&end_col)
                    {
                        starts |= 1 << (row as usize * cols + col as usize);
                    }
                }
            }
            Direction {
                step: (dr * cols as isize + dc) as u32,
                starts,
            }
        });
        let bottom = (0..cols).fold(0u64, |mask, col| mask | 1 << ((rows - 1) * cols + col));
        let mut by_centrality: Vec<usize> = (0..rows * cols).collect();
        let distance = |cell: usize| {
            let (row, col) = ((cell / cols) as isize, (cell % cols) as isize);
            let (dr, dc) = (2 * row - (rows as isize - 1), 2 * col - (cols as isize - 1));
            dr * dr + dc * dc
        };
        by_centrality.sort_by_key(|&cell| distance(cell));
        let mut centre_rank = vec![0u8; rows * cols];
        for (rank, &cell) in by_centrality.iter().enumerate() {
            centre_rank[cell] = rank as u8;
        }
        let mut columns: Vec<usize> = (0..cols).collect();
        columns.sort_by_key(|&col| (2 * col as isize - (cols as isize - 1)).abs());
        let column_rank = (0..rows * cols)
            .map(|cell| {
                columns
                    .iter()
                    .position(|&col| col == cell % cols)
                    .unwrap_or(0) as u8
            })
            .collect();
        // Rows are numbered from the top: with an even number of rows, row r is at height
        // rows - r, even exactly when r is.
        let even_heights = if rows.is_multiple_of(2) {
            (0..rows)
                .step_by(2)
                .flat_map(|row| (0..cols).map(move |col| row * cols + col))
                .fold(0u64, |mask, cell| mask | 1 << cell)
        } else {
            0
        };
        let key_bits = (cols * (rows + 1)) as u32;
        let key_column = (0..=rows).fold(0u64, |mask, row| mask | 1 << (row * cols));
        Self {
            key_bits,
            key_column,
            directions,
            k: k as u32,
            bottom,
            centre_rank,
            column_rank,
            gravity: false,
            even_heights,
        }
    }

    /// Whether `cells` hold a whole line of k.
    #[inline]
    pub fn has_line(&self, cells: u64) -> bool {
        self.directions.iter().any(|direction| {
            let mut starts = direction.starts;
            for i in 0..self.k {
                starts &= cells >> (i * direction.step);
            }
            starts != 0
        })
    }

    /// [`Self::has_line`] for a board `COLS` wide, `K` in a row, the shifts compiled in.
    #[inline(always)]
    pub fn has_line_on<const K: usize, const COLS: u32>(&self, cells: u64) -> bool {
        debug_assert_eq!(self.k as usize, K);
        let steps = [1, COLS, COLS + 1, COLS - 1];
        let mut found = 0;
        for (direction, step) in self.directions.iter().zip(steps) {
            let mut starts = direction.starts;
            for i in 0..K as u32 {
                starts &= cells >> (i * step);
            }
            found |= starts;
        }
        found != 0
    }

    /// The cells that would complete a line of k for a side holding `own`: each line with
    /// exactly one cell missing gives that cell (occupied or not: the caller masks).
    #[inline]
    pub fn completing_cells(&self, own: u64) -> u64 {
        // The usual k compiled with the loops unrolled; the rest share one loop.
        match self.k {
            3 => self.completing::<3>(own),
            4 => self.completing::<4>(own),
            5 => self.completing::<5>(own),
            _ => self.completing_any(own),
        }
    }

    /// [`Self::completing_cells`] for a board `COLS` wide, `K` in a row: every shift is then
    /// known when compiling, which makes the solver's forecasts on Connect Four about a third
    /// cheaper. The steps are those of [`Runs::new`]'s directions: right, down, down-right,
    /// down-left.
    #[inline(always)]
    pub fn completing_on<const K: usize, const COLS: u32>(&self, own: u64) -> u64 {
        debug_assert_eq!(self.k as usize, K);
        debug_assert_eq!(self.directions[VERTICAL].step, COLS);
        self.completing_with_steps::<K>(own, [1, COLS, COLS + 1, COLS - 1])
    }

    #[inline(always)]
    fn completing<const K: usize>(&self, own: u64) -> u64 {
        self.completing_with_steps::<K>(own, self.directions.map(|d| d.step))
    }

    #[inline(always)]
    fn completing_with_steps<const K: usize>(&self, own: u64, steps: [u32; 4]) -> u64 {
        let mut cells = 0;
        for (index, direction) in self.directions.iter().enumerate() {
            let step = steps[index];
            if index == VERTICAL && self.gravity {
                // The top cell, empty above K - 1 own stones.
                let below = (1..K).fold(direction.starts, |run, i| run & own >> (i as u32 * step));
                cells |= below;
                continue;
            }
            // shifted[i] has a start's bit set when the cell i steps further is own.
            let shifted: [u64; K] = std::array::from_fn(|i| own >> (i as u32 * step));
            // after[j]: starts whose line is own at every position after j.
            let mut after = [u64::MAX; K];
            for i in (0..K - 1).rev() {
                after[i] = after[i + 1] & shifted[i + 1];
            }
            let mut before = direction.starts;
            for j in 0..K {
                cells |= (before & after[j]) << (j as u32 * step);
                before &= shifted[j];
            }
        }
        cells
    }

    fn completing_any(&self, own: u64) -> u64 {
        let k = self.k as usize;
        let mut cells = 0;
        for direction in &self.directions {
            let step = direction.step;
            let mut after = [u64::MAX; MAX_COLS];
            for i in (0..k - 1).rev() {
                after[i] = after[i + 1] & own >> ((i + 1) as u32 * step);
            }
            let mut before = direction.starts;
            for (j, &rest) in after.iter().enumerate().take(k) {
                cells |= (before & rest) << (j as u32 * step);
                before &= own >> (j as u32 * step);
            }
        }
        cells
    }
}
