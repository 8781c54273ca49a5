//! The k-in-a-row winning rule as bits, lent to the textbook search's copy-make walk.

use super::Geometry;
use super::geometry::WINNING_SETS_WORDS;
use crate::engine::Lines;

/// A board's lines through each cell, read once per walk instead of through the geometry at
/// every position.
#[derive(Clone, Copy, Debug)]
pub struct LinesThrough<'a> {
    /// Cell `c`'s lines are `lines[starts[c]..starts[c + 1]]`.
    lines: &'a [u64],
    starts: &'a [usize],
}

/// On small boards, one bit per set of cells (bit `s % 64` of word `s / 64`), set when the set
/// `s` holds a whole line (see [`Geometry::winning_sets`]).
#[derive(Clone, Copy, Debug)]
pub struct WinningSets<'a>(&'a [u64; WINNING_SETS_WORDS]);

/// The winning rule a board lends the walk: its table of winning sets when it is small enough
/// to have one, else its lines through each cell.
pub enum WinningLines<'a> {
    Sets(WinningSets<'a>),
    Through(LinesThrough<'a>),
}

impl<'a> WinningLines<'a> {
    pub fn of(geometry: &'a Geometry) -> Self {
        match geometry.winning_sets() {
            Some(sets) => Self::Sets(WinningSets(sets)),
            None => {
                let (lines, starts) = geometry.lines_through_all();
                Self::Through(LinesThrough { lines, starts })
            }
        }
    }
}

impl Lines for LinesThrough<'_> {
    #[inline(always)]
    fn completes_line(&self, own: u64, cell: usize) -> bool {
        self.lines[self.starts[cell]..self.starts[cell + 1]]
            .iter()
            .any(|&line| line & !own == 0)
    }
}

impl Lines for WinningSets<'_> {
    /// `own` held no line before it gained `cell`, so the table, which answers "any line",
    /// answers the same as the lines through `cell`. Every set of a small board's cells is
    /// below 2^16, so the mask never changes the index: it only spares the bounds check.
    #[inline(always)]
    fn completes_line(&self, own: u64, _cell: usize) -> bool {
        self.0[(own >> 6) as usize % WINNING_SETS_WORDS] >> (own & 63) & 1 == 1
    }
}
