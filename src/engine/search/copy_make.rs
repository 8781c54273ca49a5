//! The textbook search over a [`Placement`]: the positions, counts and scores of
//! `Searcher::expand`, walked by copying bit boards instead of applying and undoing moves.

use super::super::placement::Placement;
use super::super::{INFINITY, Score, WIN};
use super::{Searcher, take_score};

impl<M: Copy + PartialEq> Searcher<'_, M> {
    /// Searches the children of an interior position given as bits (the position itself was
    /// counted by the caller) and returns its score. Each child is visited exactly as
    /// `negamax` visits it: counted, then scored as a finished game, a stopped search, a
    /// position at the depth limit (only with the draw evaluation, which scores it 0), or
    /// searched in turn.
    pub(super) fn expand_placement<const PRUNE: bool>(
        &mut self,
        rules: &Placement<'_>,
        mover: u64,
        opponent: u64,
        ply: usize,
        mut alpha: Score,
        beta: Score,
    ) -> Score {
        let mut best = -INFINITY;
        let empty = rules.full & !(mover | opponent);
        let mut moves = empty;
        while moves != 0 {
            let cell = moves.trailing_zeros() as usize;
            let bit = moves & moves.wrapping_neg();
            moves ^= bit;
            let own = mover | bit;
            let left = empty ^ bit;
            self.nodes += 1;
            if self.nodes >= self.next_check {
                self.check_limits();
            }
            let score = if rules.completes_line(own, cell) {
                // The child is lost for its side to move, `ply + 1` plies below the root.
                WIN - (ply + 1) as Score
            } else if left == 0 || self.aborted || ply + 1 >= self.depth_limit {
                0
            } else {
                -self.expand_placement::<PRUNE>(rules, opponent, own, ply + 1, -beta, -alpha)
            };
            if self.aborted {
                break;
            }
            if take_score::<PRUNE>(score, &mut best, &mut alpha, beta) {
                break;
            }
        }
        best
    }
}
