//! A search score in words, for the player who reads it ("X wins in 3 plies", "draw with perfect play").

use crate::engine::{Bound, Evaluation, Score, ScoreMeaning};
use crate::games::mnk::Mark;
use crate::text::plies;

/// What a score can be trusted to mean: who is to move, and whether a depth limit cut the
/// search short of the end of the game (`horizon`), in which case 0 is not a proven draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Perspective {
    pub to_move: Mark,
    /// The depth limit, only when it stops the search before the board can fill up.
    pub horizon: Option<u32>,
    pub evaluation: Evaluation,
}

impl Perspective {
    /// The whole value of a position: `"X wins in 3 plies"`, `"draw with perfect play"`,
    /// `"no forced result within 2 plies"`, `"estimate +12: X stands better (heuristic, 4 plies deep)"`.
    pub fn value(&self, score: Score) -> String {
        match ScoreMeaning::of(score) {
            ScoreMeaning::Even => match self.horizon {
                None => "draw with perfect play".to_owned(),
                Some(depth) => match self.evaluation {
                    Evaluation::Draw => format!("no forced result within {}", plies(depth)),
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
            _ => self.short(score),
        }
    }

    /// A root move's score in a few words, with its bound: `"O wins in 4 plies"`, `"at best: draw"`.
    pub fn move_result(&self, score: Score, bound: Bound) -> String {
        match (bound, ScoreMeaning::of(score)) {
            (Bound::Exact, _) => self.short(score),
            // "At most a loss in 4" reads badly; the bound means the loss comes this soon or sooner.
            (Bound::Upper, ScoreMeaning::Loss { plies: p }) => {
                format!("{} wins in {} or fewer", self.to_move.other(), plies(p))
            }
            (Bound::Lower, ScoreMeaning::Win { plies: p }) => {
                format!("{} wins in {} or fewer", self.to_move, plies(p))
            }
            (Bound::Upper, _) => format!("at best: {}", self.short(score)),
            (Bound::Lower, _) => format!("at worst: {}", self.short(score)),
        }
    }

    /// The value without the depth caveat, for table cells.
    fn short(&self, score: Score) -> String {
        match ScoreMeaning::of(score) {
            ScoreMeaning::Win { plies: p } => format!("{} wins in {}", self.to_move, plies(p)),
            ScoreMeaning::Loss { plies: p } => {
                format!("{} wins in {}", self.to_move.other(), plies(p))
            }
            ScoreMeaning::Even => match self.horizon {
                None => "draw".to_owned(),
                Some(_) if self.evaluation == Evaluation::Heuristic => "estimate: even".to_owned(),
                Some(_) => "no forced result".to_owned(),
            },
            ScoreMeaning::Estimate(s) => format!("estimate {s:+}: {} better", self.favoured(s)),
        }
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
            limited.move_result(0, Bound::Upper),
            "at best: no forced result"
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
            heuristic.move_result(5, Bound::Exact),
            "estimate +5: O better"
        );
    }

    #[test]
    fn bounds_read_as_at_best_and_at_worst() {
        assert_eq!(FULL.move_result(0, Bound::Upper), "at best: draw");
        assert_eq!(FULL.move_result(0, Bound::Lower), "at worst: draw");
        assert_eq!(
            FULL.move_result(WIN - 3, Bound::Upper),
            "at best: O wins in 3 plies"
        );
        assert_eq!(
            FULL.move_result(WIN - 3, Bound::Lower),
            "O wins in 3 plies or fewer"
        );
        assert_eq!(
            FULL.move_result(-(WIN - 4), Bound::Upper),
            "X wins in 4 plies or fewer"
        );
        assert_eq!(FULL.move_result(0, Bound::Exact), "draw");
    }
}
