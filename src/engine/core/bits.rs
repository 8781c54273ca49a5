//! How a placement game lends the textbook search its positions as bit boards (copy-make).
//!
//! The engine knows no game: a rule set whose moves are the empty cells of a board of at most
//! 64 cells, in the bits' order, hands the search its position as [`Cells`] and its winning rule
//! as [`Lines`], through [`crate::engine::Game::placement`]. The search then walks the tree by
//! copying two words instead of calling `apply` and `undo` (about twice as fast), visiting the
//! same positions in the same order, so every count and score is the same.

/// A placement position as bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cells {
    /// The side to move's cells.
    pub mover: u64,
    /// The other side's cells.
    pub opponent: u64,
    /// Every cell of the board: the empty ones are the legal moves, lowest bit first in the
    /// canonical order. The game is drawn when none is left and nobody has won.
    pub full: u64,
}

/// A placement game's winning rule, asked of every child the search makes by copying bits.
pub trait Lines {
    /// Whether `own`, which just gained `cell`, now wins. (It had not won before, or the game
    /// would be over.)
    fn completes_line(&self, own: u64, cell: usize) -> bool;
}

/// What the search does with a position a game lends as bits: the game calls [`Self::walk`]
/// with its cells and its winning rule, so the search runs monomorphised on the game's own
/// [`Lines`].
pub trait CopyMake {
    type Output;
    fn walk<L: Lines>(self, cells: Cells, lines: &L) -> Self::Output;
}
