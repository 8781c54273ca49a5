//! The textbook search over a position lent as bits (see [`crate::engine::core::bits`]): the
//! positions, counts and scores of `Searcher::expand`, walked by copying bit boards instead of
//! applying and undoing moves.

use super::{Searcher, take_score};
use crate::engine::core::{Cells, CopyMake, INFINITY, Lines, Score, WIN};

/// The walk of one interior position's children, handed to the game (see
/// [`crate::engine::Game::placement`]), which calls it back with its cells and lines.
pub(super) struct Walk<'s, 'a, M, const PRUNE: bool> {
    pub searcher: &'s mut Searcher<'a, M>,
    pub ply: usize,
    pub alpha: Score,
    pub beta: Score,
}

impl<M: Copy + PartialEq, const PRUNE: bool> CopyMake for Walk<'_, '_, M, PRUNE> {
    type Output = Score;

    #[inline(always)]
    fn walk<L: Lines>(self, cells: Cells, lines: &L) -> Score {
        let Self {
            searcher,
            ply,
            alpha,
            beta,
        } = self;
        let board = Board {
            lines,
            full: cells.full,
        };
        let (mover, opponent) = (cells.mover, cells.opponent);
        if searcher.unlimited() {
            searcher.expand_placement::<PRUNE, false, L>(board, mover, opponent, ply, alpha, beta)
        } else {
            searcher.expand_placement::<PRUNE, true, L>(board, mover, opponent, ply, alpha, beta)
        }
    }
}

/// What stays the same all through a walk: the board's cells and its winning rule.
struct Board<'r, L> {
    lines: &'r L,
    full: u64,
}

impl<L> Clone for Board<'_, L> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<L> Copy for Board<'_, L> {}

impl<M: Copy + PartialEq> Searcher<'_, M> {
    /// Whether nothing can end or cut short the walk: no depth limit, no budget, no stop
    /// request, time limit or live count to look at (the plain searches of `bench` and
    /// `table`). Each position's children are then counted together, after them.
    fn unlimited(&self) -> bool {
        self.next_check == u64::MAX && self.depth_limit == usize::MAX
    }

    /// Searches the children of an interior position given as bits (the position itself was
    /// counted by the caller) and returns its score. Each child is visited exactly as
    /// `negamax` visits it: counted, then scored as a finished game, a stopped search, a
    /// position at the depth limit (only with the draw evaluation, which scores it 0), or
    /// searched in turn. Without `LIMITS` (see [`Self::unlimited`]) the search cannot stop and
    /// has no depth limit.
    fn expand_placement<const PRUNE: bool, const LIMITS: bool, L: Lines>(
        &mut self,
        board: Board<'_, L>,
        mover: u64,
        opponent: u64,
        ply: usize,
        mut alpha: Score,
        beta: Score,
    ) -> Score {
        let mut best = -INFINITY;
        let empty = board.full & !(mover | opponent);
        let mut moves = empty;
        // The children visited, when they are counted after them.
        let mut visited = 0;
        while moves != 0 {
            let cell = moves.trailing_zeros() as usize;
            let bit = moves & moves.wrapping_neg();
            moves ^= bit;
            let own = mover | bit;
            let left = empty ^ bit;
            if LIMITS {
                self.nodes += 1;
                if self.nodes >= self.next_check {
                    self.check_limits();
                }
            } else {
                visited += 1;
            }
            let score = if board.lines.completes_line(own, cell) {
                // The child is lost for its side to move, `ply + 1` plies below the root.
                WIN - (ply + 1) as Score
            } else if left == 0 || LIMITS && (self.aborted || ply + 1 >= self.depth_limit) {
                0
            } else {
                -self.expand_placement::<PRUNE, LIMITS, L>(
                    board,
                    opponent,
                    own,
                    ply + 1,
                    -beta,
                    -alpha,
                )
            };
            if LIMITS && self.aborted {
                break;
            }
            if take_score::<PRUNE>(score, &mut best, &mut alpha, beta) {
                if moves != 0 {
                    self.skipped.cuts += 1;
                    self.skipped.moves += u64::from(moves.count_ones());
                }
                break;
            }
        }
        self.nodes += visited;
        best
    }
}
