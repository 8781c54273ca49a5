//! The Game of Bones solved with its positions remembered: the value of every heap up to a
//! size, each worked out once from the smaller ones (a game of n + 1 positions), so any heap up
//! to the maximum is answered at once and exactly.

use super::{Bones, HEAP_ESTIMATE, MAX_TAKE};
use crate::engine::{Evaluation, Game, HEURISTIC_LIMIT, Score, WIN};

/// The value of every heap from 0 to a size for the player to move, as the textbook search
/// scores it: with perfect play the winner takes the last bone as soon as they can and the
/// loser puts it off as long as they can; a win `p` plies away scores `WIN − p`, a loss the
/// negative. Under a depth limit, a heap whose end lies beyond it scores what the search's
/// evaluation gives a position at the limit: 0 under the draw evaluation, the heap's
/// heuristic (±100) under the heuristic one.
///
/// This is what the AI needs to never throw a won heap: [`HeapValues::best_takes`] gives the
/// takes that keep the heap's value, at any heap up to [`super::MAX_HEAP`] (the textbook
/// search cannot reach the end of a heap of more than 64 bones).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapValues {
    /// `rows[k][h]`: heap `h` searched `k` plies deep, from the positions at the limit (`k` =
    /// 0) to the depth asked; when that depth reaches the end of every heap, one row: every
    /// heap searched to the end.
    rows: Vec<Vec<Score>>,
    /// Positions worked out (a heap at a depth), each once.
    positions: u64,
}

impl HeapValues {
    /// Every heap from 0 to `max_heap`, searched `depth` plies deep (`None`: to the end of
    /// the game), a heap at the limit scored by `evaluation`. A depth of at least the heap is
    /// the end of the game.
    pub fn new(max_heap: u32, depth: Option<u32>, evaluation: Evaluation) -> Self {
        let heaps = max_heap as usize + 1;
        match depth.filter(|&d| d < max_heap) {
            None => {
                // No game from a heap of h lasts more than h plies: one row is the whole game.
                let mut value = vec![-WIN; heaps];
                for heap in 1..heaps {
                    value[heap] = best(heap, &value);
                }
                Self {
                    rows: vec![value],
                    positions: heaps as u64,
                }
            }
            Some(depth) => {
                // Depth 0: only the empty heap is decided (lost by the player to move).
                let at_limit = (0..heaps)
                    .map(|heap| match (heap, evaluation) {
                        (0, _) => -WIN,
                        (_, Evaluation::Draw) => 0,
                        (heap, Evaluation::Heuristic) => Bones::new(heap as u32)
                            .heuristic()
                            .clamp(-HEURISTIC_LIMIT, HEURISTIC_LIMIT),
                    })
                    .collect();
                let mut rows: Vec<Vec<Score>> = vec![at_limit];
                for _ in 0..depth.max(1) {
                    let after = rows.last().expect("the row at the limit");
                    let row = (0..heaps)
                        .map(|heap| if heap == 0 { -WIN } else { best(heap, after) })
                        .collect();
                    rows.push(row);
                }
                Self {
                    rows,
                    positions: heaps as u64 * (u64::from(depth.max(1)) + 1),
                }
            }
        }
    }

    /// The heap's value for the player to move.
    pub fn value(&self, heap: u32) -> Score {
        self.value_within(heap, self.depth())
    }

    /// Each legal take from `heap` (smallest first) and its value for the player taking.
    pub fn takes(&self, heap: u32) -> Vec<(u8, Score)> {
        self.takes_within(heap, self.depth())
    }

    /// The takes that keep the heap's value (every winning take that wins soonest, or every
    /// take that loses latest), smallest first.
    pub fn best_takes(&self, heap: u32) -> Vec<u8> {
        self.best_takes_within(heap, self.depth())
    }

    /// [`Self::best_takes`] searched only `depth` plies deep (at most the depth asked): the
    /// takes of a line's later plies, with less of the limit left.
    pub fn best_takes_within(&self, heap: u32, depth: u32) -> Vec<u8> {
        let value = self.value_within(heap, depth);
        self.takes_within(heap, depth)
            .into_iter()
            .filter(|&(_, score)| score == value)
            .map(|(take, _)| take)
            .collect()
    }

    /// How many positions (a heap at a depth) were worked out, each once.
    pub fn positions(&self) -> u64 {
        self.positions
    }

    /// The depth of the last row (0 when the one row is the whole game).
    fn depth(&self) -> u32 {
        (self.rows.len() - 1) as u32
    }

    /// The row of heaps searched `depth` plies deep (the whole game's, when there is one row).
    fn row(&self, depth: u32) -> &[Score] {
        &self.rows[(depth as usize).min(self.rows.len() - 1)]
    }

    fn value_within(&self, heap: u32, depth: u32) -> Score {
        self.row(depth)[heap as usize]
    }

    fn takes_within(&self, heap: u32, depth: u32) -> Vec<(u8, Score)> {
        let after = self.row(depth.saturating_sub(1));
        (1..=MAX_TAKE)
            .filter(|&take| u32::from(take) <= heap)
            .map(|take| (take, one_ply_up(-after[(heap - u32::from(take)) as usize])))
            .collect()
    }
}

/// The best value among the takes from `heap`, given the values `after` of the heaps they leave.
fn best(heap: usize, after: &[Score]) -> Score {
    (1..=usize::from(MAX_TAKE).min(heap))
        .map(|take| one_ply_up(-after[heap - take]))
        .max()
        .expect("a heap that is not empty has a take")
}

/// A child's value seen one ply further from the end: a win or a loss one ply later; an
/// estimate (the evaluation at the limit) as it is. A win or a loss from any heap up to
/// [`super::MAX_HEAP`] lies at most 501 plies away (a score beyond ±499), so nothing within
/// the evaluation's ±[`HEAP_ESTIMATE`] is one.
fn one_ply_up(score: Score) -> Score {
    if score.abs() <= HEAP_ESTIMATE {
        score
    } else {
        score - score.signum()
    }
}

#[cfg(test)]
mod tests {

    use super::*;
    use crate::engine::{SearchOptions, SearchSettings, search};

    #[test]
    fn the_first_player_loses_exactly_the_multiples_of_four_at_every_heap() {
        let values = HeapValues::new(1000, None, Evaluation::Draw);
        for heap in 1..=1000 {
            let value = values.value(heap);
            // The winner takes heap % 4, then answers every take t with 4 − t; the loser takes
            // one bone at a time: 2 plies per 4 bones.
            let plies = if heap % 4 == 0 {
                heap / 2
            } else {
                heap / 4 * 2 + 1
            };
            let expected = if heap % 4 == 0 {
                -(WIN - plies as Score)
            } else {
                WIN - plies as Score
            };
            assert_eq!(value, expected, "heap {heap}");
            if heap % 4 != 0 {
                assert_eq!(values.best_takes(heap), [(heap % 4) as u8], "heap {heap}");
            }
        }
        assert_eq!(values.positions(), 1001);
    }

    /// The same values as the textbook search, with and without a depth limit, under either
    /// evaluation.
    #[test]
    fn every_value_is_the_textbook_search_s() {
        let depths = [None, Some(1), Some(2), Some(3), Some(5), Some(8)];
        for (depth, evaluation) in depths
            .into_iter()
            .flat_map(|d| [(d, Evaluation::Draw), (d, Evaluation::Heuristic)])
        {
            let values = HeapValues::new(16, depth, evaluation);
            for heap in 1..=16 {
                let settings = SearchSettings {
                    depth_limit: depth,
                    evaluation,
                    ..SearchSettings::default()
                };
                let report = search(&Bones::new(heap), &settings, &SearchOptions::default());
                assert_eq!(
                    values.value(heap),
                    report.value,
                    "heap {heap}, depth {depth:?}, {evaluation:?}"
                );
                let mut best = report.best_moves.clone();
                best.sort_unstable();
                assert_eq!(
                    values.best_takes(heap),
                    best,
                    "heap {heap}, depth {depth:?}, {evaluation:?}"
                );
                let plain = search(
                    &Bones::new(heap),
                    &SearchSettings {
                        pruning: false,
                        ..settings
                    },
                    &SearchOptions::default(),
                );
                let scores: Vec<(u8, Score)> =
                    plain.moves.iter().map(|m| (m.mv, m.score)).collect();
                assert_eq!(
                    values.takes(heap),
                    scores,
                    "heap {heap}, depth {depth:?}, {evaluation:?}"
                );
            }
        }
    }

    /// A line's later plies read the rows with less of the limit left: the same takes as
    /// values worked out again for the heap left and the depth left.
    #[test]
    fn the_rows_below_are_the_values_of_shorter_limits() {
        for evaluation in [Evaluation::Draw, Evaluation::Heuristic] {
            let deep = HeapValues::new(120, Some(40), evaluation);
            for depth in 1..=40 {
                let shallow = HeapValues::new(120, Some(depth), evaluation);
                for heap in 1..=120 {
                    assert_eq!(
                        deep.best_takes_within(heap, depth),
                        shallow.best_takes(heap),
                        "heap {heap}, depth {depth}, {evaluation:?}"
                    );
                }
            }
        }
    }
}
