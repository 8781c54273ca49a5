//! [`Searcher::expand`] behind the transposition table: a look-up that may answer for the position (its value, and the number of the position that stored it, told to the observer and to the root), and the store of what the search found there.

use super::{LeafReason, Searcher, StepKind};
use crate::engine::core::transposition::{Found, TO_THE_END};
use crate::engine::core::{Bound, Game, Score};

impl<M: Copy + PartialEq> Searcher<'_, M> {
    /// Plies still to search below a position at `ply`, as the table records them.
    fn remaining_depth(&self, ply: usize) -> u8 {
        if self.depth_limit == usize::MAX {
            TO_THE_END
        } else {
            (self.depth_limit - ply).min(usize::from(TO_THE_END - 1)) as u8
        }
    }

    /// [`Self::expand`] behind a table look-up, storing what it found.
    pub(super) fn expand_with_table<const PRUNE: bool, const OBS: bool, G: Game<Move = M>>(
        &mut self,
        game: &mut G,
        ply: usize,
        alpha: Score,
        beta: Score,
    ) -> Score {
        let key = match self.table {
            Some(_) => game.canonical_key(),
            None => None,
        };
        let Some(key) = key else {
            return self.expand::<PRUNE, true, OBS, G>(game, ply, alpha, beta);
        };
        let depth = self.remaining_depth(ply);
        // This position's number in the search, as the report counts positions.
        let number = self.nodes;
        if let Some(table) = self.table.as_mut()
            && let Some((score, bound, from)) = table.probe(key, depth, ply)
        {
            let settles = match bound {
                Bound::Exact => true,
                Bound::Lower => PRUNE && score >= beta,
                Bound::Upper => PRUNE && score <= alpha,
            };
            if settles {
                table.stats.cutoffs += 1;
                self.answered = Some(from);
                if bound != Bound::Exact {
                    self.skipped.table_bounds += 1;
                }
                if OBS {
                    let (value, reason) = (score, LeafReason::Table { bound, from });
                    self.tell(StepKind::Leaf { value, reason }, alpha, beta);
                }
                return score;
            }
        }
        let score = self.expand::<PRUNE, true, OBS, G>(game, ply, alpha, beta);
        if !self.aborted {
            let bound = Bound::of_window(score, alpha, beta, PRUNE);
            if let Some(table) = self.table.as_mut() {
                let found = Found {
                    score,
                    bound,
                    from: number,
                };
                table.store(key, depth, ply, found);
            }
        }
        score
    }
}
