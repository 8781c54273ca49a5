//! A search score in words for `analyze`, in the English table's phrases: a root move's outcome as the panel words it, a position's value naming the winner.

use crate::engine::{Bound, Evaluation, Score, ScoreMeaning, Skipped};
use crate::games::mnk::Mark;
use crate::i18n::{EN, Proof, Verdict};
use crate::text::plies;

/// What a score can be trusted to mean: who is to move, and whether a depth limit cut the
/// search short of the end of the game (`horizon`), in which case 0 is not a proven draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Perspective {
    pub(super) to_move: Mark,
    /// The depth limit, only when it stops the search before the board can fill up.
    pub(super) horizon: Option<u32>,
    pub(super) evaluation: Evaluation,
}

impl Perspective {
    /// The whole value of a position: `"X wins in 3 plies"`, `"draw with perfect play"`,
    /// `"no forced result within 2 plies"`, `"estimate +12: X stands better (heuristic, 4 plies deep)"`.
    pub(super) fn value(&self, score: Score) -> String {
        let values = &EN.values;
        match ScoreMeaning::of(score) {
            ScoreMeaning::Win { plies: p } => EN.steps.wins(&self.to_move.to_string(), p, None),
            ScoreMeaning::Loss { plies: p } => {
                EN.steps.wins(&self.to_move.other().to_string(), p, None)
            }
            ScoreMeaning::Even => match self.horizon {
                None => values.draw_with_perfect_play.to_owned(),
                Some(depth) => match self.evaluation {
                    Evaluation::Draw => (values.no_forced_result)(depth),
                    Evaluation::Heuristic => {
                        format!("estimate 0: even (heuristic, {} deep)", plies(depth))
                    }
                },
            },
            ScoreMeaning::Estimate(s) => match self.horizon {
                Some(depth) => format!(
                    "estimate {s:+}: {} stands better (heuristic, {} deep)",
                    self.favoured(s),
                    plies(depth)
                ),
                None => format!(
                    "estimate {s:+}: {} stands better (heuristic)",
                    self.favoured(s)
                ),
            },
        }
    }

    /// A root move's outcome for the side to move, as the panel's move table words it for
    /// the AI: what its score proves (`"wins in 3 plies"`, `"a draw or worse · 2 moves cut
    /// below"`, a bound saying what alpha-beta `skipped` under the move), or, for a move the
    /// tie check proved `worse` than the best value (its score), what that makes it (`"a
    /// slower win or worse"`).
    pub(super) fn move_result(
        &self,
        score: Score,
        bound: Bound,
        worse: bool,
        skipped: &Skipped,
    ) -> String {
        let verdict = Verdict::of(score, self.horizon.is_some(), self.evaluation);
        let [longest, ..] = if worse {
            EN.worse_than_best(verdict)
        } else {
            EN.outcome(Proof::of(bound), verdict, skipped)
        };
        longest
    }

    /// The side a heuristic estimate favours.
    fn favoured(&self, estimate: Score) -> Mark {
        if estimate > 0 {
            self.to_move
        } else {
            self.to_move.other()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::WIN;

    /// One cut that skipped two moves below a move, and one table answer that was a bound.
    const CUT: Skipped = Skipped {
        cuts: 1,
        moves: 2,
        table_bounds: 0,
    };
    const TABLE: Skipped = Skipped {
        cuts: 0,
        moves: 0,
        table_bounds: 1,
    };
    const NONE: Skipped = Skipped {
        cuts: 0,
        moves: 0,
        table_bounds: 0,
    };

    const FULL: Perspective = Perspective {
        to_move: Mark::O,
        horizon: None,
        evaluation: Evaluation::Draw,
    };

    #[test]
    fn wins_and_losses_name_the_winner_and_the_distance() {
        assert_eq!(FULL.value(WIN - 1), "O wins in 1 ply");
        assert_eq!(FULL.value(-(WIN - 4)), "X wins in 4 plies");
        assert_eq!(FULL.value(0), "draw with perfect play");
    }

    #[test]
    fn a_depth_limit_turns_zero_into_no_forced_result() {
        let limited = Perspective {
            horizon: Some(2),
            ..FULL
        };
        assert_eq!(limited.value(0), "no forced result within 2 plies");
        assert_eq!(
            limited.move_result(0, Bound::Upper, false, &CUT),
            "at best 0 · 2 moves cut below"
        );
        let heuristic = Perspective {
            evaluation: Evaluation::Heuristic,
            ..limited
        };
        assert_eq!(
            heuristic.value(-12),
            "estimate -12: X stands better (heuristic, 2 plies deep)"
        );
        assert_eq!(
            heuristic.value(0),
            "estimate 0: even (heuristic, 2 plies deep)"
        );
        assert_eq!(
            heuristic.move_result(5, Bound::Exact, false, &NONE),
            "estimate"
        );
    }

    #[test]
    fn bounds_read_as_the_panel_reads_them() {
        assert_eq!(
            FULL.move_result(0, Bound::Upper, false, &CUT),
            "a draw or worse · 2 moves cut below"
        );
        assert_eq!(
            FULL.move_result(0, Bound::Lower, false, &TABLE),
            "a draw or better · a table bound below"
        );
        assert_eq!(
            FULL.move_result(WIN - 3, Bound::Upper, false, &CUT),
            "at best wins in 3 plies · 2 moves cut below"
        );
        assert_eq!(
            FULL.move_result(WIN - 3, Bound::Lower, false, &CUT),
            "wins in 3 plies or fewer · 2 moves cut below"
        );
        assert_eq!(
            FULL.move_result(-(WIN - 4), Bound::Upper, false, &CUT),
            "loses in 4 plies or fewer · 2 moves cut below"
        );
        assert_eq!(FULL.move_result(0, Bound::Exact, false, &NONE), "draw");
    }

    #[test]
    fn a_move_proven_worse_than_the_best_says_so() {
        assert_eq!(
            FULL.move_result(WIN - 5, Bound::Upper, true, &CUT),
            "a slower win or worse"
        );
        assert_eq!(
            FULL.move_result(0, Bound::Upper, true, &CUT),
            "loses (tie check)"
        );
    }
}
