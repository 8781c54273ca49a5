//! A k-in-a-row placement position as plain bits, for the textbook search's copy-make fast path.

/// A position of a placement game on at most 64 cells where a player wins by owning every cell
/// of one of the rule set's lines, and the game is drawn when no empty cell is left (the m,n,k
/// game without gravity). The textbook search walks such positions by copying two bit boards
/// instead of calling `apply` and `undo`, which makes it about twice as fast; it visits the same
/// positions in the same order, so every count and score is the same as through the `Game` calls.
#[derive(Clone, Copy, Debug)]
pub struct Placement<'a> {
    /// The side to move's cells.
    pub mover: u64,
    /// The other side's cells.
    pub opponent: u64,
    /// Every cell of the board: the empty ones are the legal moves, lowest bit first in the
    /// canonical order.
    pub full: u64,
    /// The lines through each cell: cell `c`'s are `lines[starts[c]..starts[c + 1]]`.
    pub lines: &'a [u64],
    pub starts: &'a [usize],
    /// Optional, for small boards: one bit per set of cells `s` (bit `s % 64` of word `s / 64`),
    /// set when `s` holds a whole line. When given, it answers instead of `lines`.
    pub winning_sets: &'a [u64],
}

impl Placement<'_> {
    /// Whether `own`, which just gained `cell`, now holds a whole line through it. (It held none
    /// before, or the game would be over: so the table of winning sets, which answers "any
    /// line", answers the same.)
    #[inline(always)]
    pub fn completes_line(&self, own: u64, cell: usize) -> bool {
        if !self.winning_sets.is_empty() {
            return self.winning_sets[(own >> 6) as usize] >> (own & 63) & 1 == 1;
        }
        self.lines[self.starts[cell]..self.starts[cell + 1]]
            .iter()
            .any(|&line| line & !own == 0)
    }
}
