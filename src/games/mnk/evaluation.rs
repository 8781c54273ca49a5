//! The m,n,k evaluation for depth-limited play: open lines weighted by length and by whose turn it is.

use super::Mnk;

/// How much more an open line one mark short of `k` is worth to the side to move, who can
/// complete it with the next move, than the same line is to the opponent, who must wait.
const TEMPO: i32 = 4;

/// The worth of a line that holds `marks` marks of one side and none of the other.
fn line_weight(marks: u32, k: u32, side_to_move: bool) -> i32 {
    let length = 10i32.saturating_pow(marks.saturating_sub(1));
    if side_to_move && marks + 1 == k {
        length.saturating_mul(TEMPO)
    } else {
        length
    }
}

impl Mnk {
    /// The side to move's open lines minus the opponent's, each weighted by 10^(marks − 1) (the
    /// classic "count the two-in-a-rows" evaluation generalised to any k), the side to move's
    /// lines one mark short of k counting [`TEMPO`] times: it can complete one right now.
    pub(super) fn open_lines_balance(&self) -> i32 {
        let (own, theirs) = self.sides();
        let k = u32::from(self.k);
        self.geometry.lines().iter().fold(0i32, |total, &line| {
            match ((own & line).count_ones(), (theirs & line).count_ones()) {
                (0, 0) => total,
                (n, 0) => total.saturating_add(line_weight(n, k, true)),
                (0, n) => total.saturating_sub(line_weight(n, k, false)),
                _ => total,
            }
        })
    }
}
