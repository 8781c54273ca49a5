//! The k-in-a-row winning rule as bits, lent to the textbook search's copy-make walk.

use super::Geometry;
use crate::engine::Lines;

/// A board's lines, read once per walk instead of through the geometry at every position.
#[derive(Clone, Copy, Debug)]
pub struct WinningLines<'a> {
    /// The lines through each cell: cell `c`'s are `lines[starts[c]..starts[c + 1]]`.
    lines: &'a [u64],
    starts: &'a [usize],
    /// On small boards, one bit per set of cells (bit `s % 64` of word `s / 64`), set when the
    /// set `s` holds a whole line; empty on bigger boards, where `lines` answers.
    winning_sets: &'a [u64],
}

impl<'a> WinningLines<'a> {
    pub fn of(geometry: &'a Geometry) -> Self {
        let (lines, starts) = geometry.lines_through_all();
        Self {
            lines,
            starts,
            winning_sets: geometry.winning_sets(),
        }
    }
}

impl Lines for WinningLines<'_> {
    /// `own` held no line before it gained `cell`, so the table of winning sets, which answers
    /// "any line", answers the same as the lines through `cell`.
    #[inline(always)]
    fn completes_line(&self, own: u64, cell: usize) -> bool {
        if !self.winning_sets.is_empty() {
            return self.winning_sets[(own >> 6) as usize] >> (own & 63) & 1 == 1;
        }
        self.lines[self.starts[cell]..self.starts[cell + 1]]
            .iter()
            .any(|&line| line & !own == 0)
    }
}
