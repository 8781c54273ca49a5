//! The contract between the search and a rule set.

use std::fmt::Debug;

use super::MoveOrder;
use super::bits::CopyMake;

/// How a finished game ended, seen from the side to move in that final position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Terminal {
    /// The side to move has already won (unusual: most games end with the mover's win).
    Win,
    /// The opponent's last move won the game.
    Loss,
    /// Nobody won and nobody can move.
    Draw,
    /// The game ends with a plain score for the side to move, neither a win nor a loss
    /// whatever its sign or size: the leaf of an abstract game tree, as a lesson's figure
    /// labels it ("3", "12"). [`super::terminal_score`] keeps it strictly inside the win and
    /// loss scores, and it carries no distance, so nothing reads it as a win a few plies away.
    Score(super::Score),
}

/// A two-player, zero-sum, perfect-information game the search can explore.
///
/// Invariant (tested for every rule set): `apply(m)` followed by `undo(m)` restores
/// exactly the state before, so the search can walk the tree in place without cloning.
pub trait Game: Clone {
    /// One move; small and copyable, since the search keeps many of them.
    type Move: Copy + Eq + Debug + Send + Sync + 'static;

    /// Clears `out` and fills it with the legal moves in the game's canonical order
    /// (reading order for boards), which fixes the search's node counts.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// Lends the position to the textbook search as bit boards, for rule sets whose moves are
    /// the empty cells of a board of at most 64 cells in the cells' order (see
    /// [`super::bits`]): calls `walk` with the position's [`super::Cells`] and the rule set's
    /// [`super::Lines`] and returns what it gives. `None` (the default) means "use
    /// `legal_moves`, `apply` and `undo`". Only asked of positions that are not over.
    #[inline(always)]
    fn placement<W: CopyMake>(&self, walk: W) -> Option<W::Output> {
        let _ = walk;
        None
    }

    /// Plays a legal move. Unchecked: the caller guarantees legality.
    fn apply(&mut self, mv: Self::Move);

    /// Takes back `mv`, which must be the last move applied.
    fn undo(&mut self, mv: Self::Move);

    /// `Some` when the game is over, from the point of view of the side to move.
    fn terminal(&self) -> Option<Terminal>;

    /// A guess at the value of a non-terminal position for the side to move, used when the
    /// depth limit stops the search. The search clamps it strictly inside the win/loss scores.
    fn heuristic(&self) -> i32 {
        0
    }

    /// At most how many more plies the game can last (a board's empty cells). The exact solver
    /// tightens its bounds with it; the default knows nothing beyond the engine's deepest game.
    fn plies_left(&self) -> u32 {
        super::MAX_PLY as u32
    }

    /// A short human name for a move in this position ("b2", "take 3", …).
    fn move_name(&self, mv: Self::Move) -> String;

    /// A number that tells this position from every other one of the same game, side to move
    /// included, so a transposition table can recognise it; `None` (the default) means the
    /// rule set cannot tell, and the search then runs without a table.
    fn key(&self) -> Option<u128> {
        None
    }

    /// The same for the whole class of positions equivalent to this one under the game's
    /// symmetries (a rotated board has the same value), so the table recognises them all.
    /// Every position of a class must get the same key, and `heuristic` must agree on them.
    fn canonical_key(&self) -> Option<u128> {
        self.key()
    }

    /// How early `mv` should be tried under `order` (higher first; equal hints keep the game's
    /// order). The default leaves the game's order as it is.
    fn move_order_hint(&self, mv: Self::Move, order: MoveOrder) -> i32 {
        let _ = (mv, order);
        0
    }

    /// Whether `move_order_hint` ever tells moves apart, so that a move order can change a
    /// search (a game that keeps the default says no: every order is its own).
    fn orders_moves(&self) -> bool {
        false
    }
}
