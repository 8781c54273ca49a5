//! Score scale: wins and losses carry their distance in plies, everything else sits strictly between.

use super::Terminal;

/// A search score from the point of view of the side to move in the searched position.
pub type Score = i32;

/// The score of a win on the spot; a win `p` plies from the root scores `WIN - p`.
pub const WIN: Score = 1000;

/// Larger than any score, used as the open alpha-beta window.
pub const INFINITY: Score = WIN + 1;

/// The deepest game the engine supports, in plies (the biggest boards have 56 cells).
pub const MAX_PLY: usize = 64;

/// Heuristic evaluations are clamped to ±`HEURISTIC_LIMIT`, so they never pass for a win or a loss.
pub const HEURISTIC_LIMIT: Score = WIN / 2;

/// What a score says about the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreMeaning {
    /// The side to move wins by force, the last winning move `plies` plies from now.
    Win { plies: u32 },
    /// The side to move loses by force, the winning move coming `plies` plies from now.
    Loss { plies: u32 },
    /// Zero: a draw with perfect play, or (under a depth limit) nothing decided within reach.
    Even,
    /// A heuristic judgement: positive favours the side to move.
    Estimate(Score),
}

impl ScoreMeaning {
    /// Classifies a score on the engine's scale.
    pub fn of(score: Score) -> Self {
        let horizon = WIN - MAX_PLY as Score;
        if score >= horizon {
            Self::Win {
                plies: (WIN - score) as u32,
            }
        } else if score <= -horizon {
            Self::Loss {
                plies: (WIN + score) as u32,
            }
        } else if score == 0 {
            Self::Even
        } else {
            Self::Estimate(score)
        }
    }
}

/// The most a plain score ([`Terminal::Score`]) may be worth either way: the same limit as an
/// evaluation's, far from the scores of wins and losses, so neither passes for the other.
pub const PLAIN_SCORE_LIMIT: Score = HEURISTIC_LIMIT;

/// The score of a finished game `ply` plies below the root, from the side to move there: a win
/// or a loss by its distance, a draw 0, a plain score as it is (clamped to
/// ±[`PLAIN_SCORE_LIMIT`], whatever the distance).
pub fn terminal_score(terminal: Terminal, ply: usize) -> Score {
    let distance = ply as Score;
    match terminal {
        Terminal::Win => WIN - distance,
        Terminal::Loss => -(WIN - distance),
        Terminal::Draw => 0,
        Terminal::Score(score) => score.clamp(-PLAIN_SCORE_LIMIT, PLAIN_SCORE_LIMIT),
    }
}
