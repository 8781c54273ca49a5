//! The contract between the search and a rule set.

use std::fmt::Debug;

/// How a finished game ended, seen from the side to move in that final position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Terminal {
    /// The side to move has already won (unusual: most games end with the mover's win).
    Win,
    /// The opponent's last move won the game.
    Loss,
    /// Nobody won and nobody can move.
    Draw,
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

    /// A short human name for a move in this position ("b2", "take 3", …).
    fn move_name(&self, mv: Self::Move) -> String;
}
