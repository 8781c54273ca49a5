//! Connect Four of every size from empty: the boards, Tromp's results, the solver's scores.

use std::sync::Arc;
use std::time::Duration;

use serde::Serialize;

use crate::analysis::play_clock;
use crate::engine::{Score, ScoreMeaning, Solver, TableSize};
use crate::games::mnk::{Geometry, MAX_BITS, Mark, Mnk};

/// Who wins the empty board with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    First,
    Draw,
    Second,
}

impl Outcome {
    /// The outcome of a strong score (the first player's).
    pub fn of(score: i64) -> Self {
        match score {
            s if s > 0 => Self::First,
            0 => Self::Draw,
            _ => Self::Second,
        }
    }

    pub fn words(self) -> &'static str {
        match self {
            Self::First => "first player wins",
            Self::Draw => "draw",
            Self::Second => "second player wins",
        }
    }
}

/// The widths and heights of the Connect Four boards the solver is built for: 4 to 9 columns
/// and 4 to 8 rows, whose columns with one spare cell each fit 64 bits.
const WIDTHS: std::ops::RangeInclusive<usize> = 4..=9;
const HEIGHTS: std::ops::RangeInclusive<usize> = 4..=8;

/// John Tromp's table of results ("John's Connect Four Playground",
/// <https://tromp.github.io/c4/c4.html>): who wins each empty board with perfect play, by
/// height (rows, from 4) then width (columns, from 4), on the boards [`boards`] gives.
const TROMP: [&[Outcome]; 5] = {
    use Outcome::{Draw as D, First as F, Second as S};
    [
        &[D, D, S, D, S, S], // height 4: widths 4 to 9
        &[D, D, D, D, F, F], // height 5
        &[D, D, S, F, S, S], // height 6
        &[D, D, F, D, F],    // height 7: widths 4 to 8
        &[D, D, S, F],       // height 8: widths 4 to 7
    ]
};

/// Tromp's outcome for the board `width` × `height`, if his table has it.
pub fn tromp(width: usize, height: usize) -> Option<Outcome> {
    let row = TROMP.get(height.checked_sub(4)?)?;
    row.get(width.checked_sub(4)?).copied()
}

/// Every Connect Four board the solver is built for with width + height from `min_sum` to
/// `max_sum`, as (width, height): by width + height, then widest first.
pub fn boards(min_sum: usize, max_sum: usize) -> Vec<(usize, usize)> {
    let mut boards: Vec<(usize, usize)> = WIDTHS
        .flat_map(|w| HEIGHTS.map(move |h| (w, h)))
        .filter(|&(w, h)| w * (h + 1) <= MAX_BITS && (min_sum..=max_sum).contains(&(w + h)))
        .collect();
    boards.sort_by_key(|&(w, h)| (w + h, std::cmp::Reverse(w)));
    boards
}

/// The empty Connect Four board `width` columns wide and `height` rows high.
pub fn empty_board(width: usize, height: usize) -> anyhow::Result<Mnk> {
    let geometry = Geometry::new(height, width, 4)?.with_gravity(true);
    Ok(Mnk::new(Arc::new(geometry), Mark::X))
}

/// One empty board solved: its strong score and what it took.
#[derive(Clone, Debug, PartialEq)]
pub struct Solved {
    /// The value on the engine's scale (`WIN - p` for a win whose last move is the `p`-th
    /// stone); `None` when the budget ran out first.
    pub(crate) value: Option<Score>,
    /// The strong score in the published convention, generalised to any board: a win scores
    /// (width × height + 1 − stones on the board before the winning move) / 2 rounded down, a
    /// loss the negative, a draw 0 (the first player's).
    pub score: Option<i64>,
    /// The stone the game ends with under perfect play (the winning one, or the last cell).
    pub last_move: Option<u32>,
    pub outcome: Option<Outcome>,
    /// John Tromp's outcome for the board.
    pub tromp: Option<Outcome>,
    pub(crate) nodes: u64,
    pub(crate) elapsed: Duration,
    pub(crate) table_bytes: u64,
}

/// Solves the empty board `width` × `height` with a growing table (up to 1 GiB) on `threads`
/// threads, giving up after `budget`.
pub fn solve_empty(
    width: usize,
    height: usize,
    threads: usize,
    budget: Duration,
) -> anyhow::Result<Solved> {
    let empty = empty_board(width, height)?;
    let mut solver = Solver::growing(TableSize::mib(1024))?.with_threads(threads);
    let solution = play_clock::within(budget, None, |stop| solver.solve(&empty, Some(stop)))?;
    let value = solution.complete.then_some(solution.value);
    let cells = (width * height) as u32;
    Ok(Solved {
        value,
        score: value.map(|v| empty.published_score(v)),
        last_move: value.map(|v| match ScoreMeaning::of(v) {
            ScoreMeaning::Win { plies } | ScoreMeaning::Loss { plies } => plies,
            ScoreMeaning::Even | ScoreMeaning::Estimate(_) => cells,
        }),
        outcome: value.map(|v| Outcome::of(empty.published_score(v))),
        tromp: tromp(width, height),
        nodes: solution.nodes,
        elapsed: solution.elapsed,
        table_bytes: solver.table_stats().bytes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_boards_fit_64_bits_and_tromps_table_covers_them_all() {
        let all = boards(0, 100);
        assert_eq!(all.len(), 27);
        assert!(all.iter().all(|&(w, h)| tromp(w, h).is_some()));
        assert_eq!(tromp(7, 6), Some(Outcome::First));
        assert_eq!(tromp(9, 7), None);
        assert_eq!(boards(13, 13), [(9, 4), (8, 5), (7, 6), (6, 7), (5, 8)]);
        assert_eq!(boards(0, 12).len(), 15);
    }
}
