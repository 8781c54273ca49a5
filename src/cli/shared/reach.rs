//! A score read with what the search could reach: the end of a heap of bones may lie up to 500 plies away, further than [`ScoreMeaning::of`] looks for wins and losses.

use crate::engine::{MAX_PLY, Score, ScoreMeaning, WIN};

/// What `score` says, `horizon` being the depth limit that stopped lines short of the end of
/// the game (`None`: every line was followed to its end).
///
/// Without a horizon no position was scored by an evaluation, so every score but 0 is a win or
/// a loss, however far: a heap of 1,000 bones is lost in 500 plies, score −500, which
/// [`ScoreMeaning::of`] (wins and losses within [`MAX_PLY`] plies, estimates up to ±500) would
/// take for an estimate. Under a horizon a win or a loss lies within it, at most `MAX_PLY`
/// plies for every depth the commands accept, and the engine's reading applies.
pub(crate) fn meaning(score: Score, horizon: Option<u32>) -> ScoreMeaning {
    match horizon {
        Some(depth) if depth as usize <= MAX_PLY => ScoreMeaning::of(score),
        // A deeper horizon (no command gives one): a win or a loss within it, else an estimate.
        Some(depth) if score.abs() < WIN - depth as Score && score != 0 => {
            ScoreMeaning::Estimate(score)
        }
        _ if score > 0 => ScoreMeaning::Win {
            plies: (WIN - score) as u32,
        },
        _ if score < 0 => ScoreMeaning::Loss {
            plies: (WIN + score) as u32,
        },
        _ => ScoreMeaning::Even,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::HEURISTIC_LIMIT;

    #[test]
    fn to_the_end_every_score_but_zero_is_a_win_or_a_loss() {
        assert_eq!(meaning(-500, None), ScoreMeaning::Loss { plies: 500 });
        assert_eq!(meaning(501, None), ScoreMeaning::Win { plies: 499 });
        assert_eq!(meaning(WIN - 1, None), ScoreMeaning::Win { plies: 1 });
        assert_eq!(meaning(0, None), ScoreMeaning::Even);
    }

    #[test]
    fn under_a_depth_limit_the_engine_s_reading_holds() {
        for score in [
            -WIN + 3,
            -HEURISTIC_LIMIT,
            -100,
            0,
            100,
            HEURISTIC_LIMIT,
            WIN - 64,
        ] {
            assert_eq!(meaning(score, Some(64)), ScoreMeaning::of(score), "{score}");
        }
        assert_eq!(meaning(-500, Some(20)), ScoreMeaning::Estimate(-500));
        assert_eq!(meaning(100, Some(600)), ScoreMeaning::Estimate(100));
        assert_eq!(
            meaning(WIN - 550, Some(600)),
            ScoreMeaning::Win { plies: 550 }
        );
    }
}
