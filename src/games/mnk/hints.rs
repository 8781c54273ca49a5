//! What the m,n,k rules tell the search beyond the rules: position keys and move-order hints.

use super::Mnk;
use crate::engine::MoveOrder;

/// The key of a position from the side to move's marks and the opponent's. Only the side to
/// move matters, not its letter: the rules treat X and O alike, so swapping them keeps the value.
pub(super) fn position_key(own: u64, theirs: u64) -> u128 {
    u128::from(own) | u128::from(theirs) << 64
}

/// Hint for a move that completes the mover's line: nothing is better.
const WINNING: i32 = 1 << 20;
/// Hint for a move that fills the cell the opponent would complete a line with.
const BLOCKING: i32 = 1 << 18;

impl Mnk {
    /// The side to move's bit board and the opponent's.
    pub(super) fn sides(&self) -> (u64, u64) {
        let slot = self.to_move.slot();
        (self.marks[slot], self.marks[1 - slot])
    }

    /// Closeness of `cell` to the centre: minus the squared distance, in half-cells.
    fn centrality(&self, cell: usize) -> i32 {
        let (row, col) = self.geometry.row_col(cell);
        let dr = 2 * row as i32 - (self.geometry.rows() as i32 - 1);
        let dc = 2 * col as i32 - (self.geometry.cols() as i32 - 1);
        -(dr * dr + dc * dc)
    }

    /// How early the search should try `cell` under `order` (higher first).
    pub(super) fn order_hint(&self, cell: usize, order: MoveOrder) -> i32 {
        match order {
            MoveOrder::Reading => 0,
            MoveOrder::CentreFirst => self.centrality(cell),
            MoveOrder::Threats => self.threat_hint(cell),
        }
    }

    /// Wins first, then blocks of the opponent's wins, then cells on many open lines (lines
    /// the opponent has not entered, weighted by how full they are), the centre breaking ties.
    fn threat_hint(&self, cell: usize) -> i32 {
        let (own, theirs) = self.sides();
        let bit = 1u64 << cell;
        let mut hint = 0;
        let (mut wins, mut blocks) = (false, false);
        for &line in self.geometry.lines_through(cell) {
            let rest = line & !bit;
            let (mine, their) = ((own & line).count_ones(), (theirs & line).count_ones());
            if rest & !own == 0 {
                wins = true;
            }
            if rest & !theirs == 0 {
                blocks = true;
            }
            hint += match (mine, their) {
                (n, 0) => 4 + 8 * (n * n) as i32,
                (0, n) => 2 + 4 * (n * n) as i32,
                _ => 0,
            };
        }
        if wins {
            hint += WINNING;
        }
        if blocks {
            hint += BLOCKING;
        }
        hint * 128 + self.centrality(cell)
    }
}
