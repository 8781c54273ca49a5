//! Predict mode (key `g` in the game): before each AI move the player says which move the AI
//! will choose and what it is worth to the AI; the AI's move waits for the prediction, then the
//! screen says what was right.

pub(in crate::tui) mod update;

use crate::analysis::SearchOutcome;
use crate::engine::ScoreMeaning;

/// What a move is worth to the AI, as a player predicts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Worth {
    Win,
    Draw,
    Loss,
}

impl Worth {
    /// The worth of key `1`–`3`.
    pub fn of_digit(digit: u8) -> Option<Self> {
        match digit {
            1 => Some(Self::Win),
            2 => Some(Self::Draw),
            3 => Some(Self::Loss),
            _ => None,
        }
    }

    /// The worth of a score for the side it belongs to: its sign (an estimate counts by its
    /// sign too).
    pub fn of_score(score: crate::engine::Score) -> Self {
        match ScoreMeaning::of(score) {
            ScoreMeaning::Win { .. } => Self::Win,
            ScoreMeaning::Loss { .. } => Self::Loss,
            ScoreMeaning::Even => Self::Draw,
            ScoreMeaning::Estimate(s) if s > 0 => Self::Win,
            ScoreMeaning::Estimate(s) if s < 0 => Self::Loss,
            ScoreMeaning::Estimate(_) => Self::Draw,
        }
    }

    /// The index of its words in `StepWords::guess_answers` (win, draw, loss).
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A prediction compared with the AI's decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judgement {
    pub predicted: usize,
    /// The predicted move is one of those the AI's search proved as good as its choice.
    pub as_good: bool,
    pub worth: Worth,
    pub played: usize,
    pub found: Worth,
}

impl Judgement {
    /// The AI's very move, or one its search proved as good (a tie it broke at random).
    pub fn move_right(&self) -> bool {
        self.predicted == self.played || self.as_good
    }

    pub fn worth_right(&self) -> bool {
        self.worth == self.found
    }
}

/// The predictions of the session: how many, and how many had the move and the worth right.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PredictTally {
    pub made: u32,
    pub moves_right: u32,
    pub worths_right: u32,
}

/// Predict mode's state.
#[derive(Debug, Default)]
pub struct Predict {
    pub on: bool,
    /// The move predicted for the AI's coming turn, waiting for its worth.
    pub chosen: Option<usize>,
    /// The AI's decision, held until the prediction is complete: its tie-break seed and search.
    held: Option<(u64, Box<SearchOutcome>)>,
    /// The prediction made for the coming decision (move and worth).
    made: Option<(usize, Worth)>,
    /// The last verdict, shown until the next prediction starts.
    pub verdict: Option<Judgement>,
    pub tally: PredictTally,
}

impl Predict {
    /// `g`: on or off; returns whether it is now on. Off plays a held decision at once.
    pub(super) fn toggle(&mut self) -> bool {
        self.on = !self.on;
        self.chosen = None;
        self.made = None;
        self.on
    }

    /// Whether the AI's decision must wait: predict mode is on and no prediction is made yet.
    pub(super) fn must_wait(&self) -> bool {
        self.on && self.made.is_none()
    }

    /// Whether the AI's decision is held, waiting for the prediction.
    pub fn holds_decision(&self) -> bool {
        self.held.is_some()
    }

    /// Whether the player is choosing the worth of the move chosen.
    pub fn asks_worth(&self) -> bool {
        self.on && self.chosen.is_some() && self.made.is_none()
    }

    pub(super) fn choose(&mut self, mv: usize) {
        self.chosen = Some(mv);
        self.verdict = None;
    }

    /// The worth completes the prediction; returns the held decision, if the AI is done.
    pub(super) fn complete(&mut self, worth: Worth) -> Option<(u64, Box<SearchOutcome>)> {
        let mv = self.chosen.take()?;
        self.made = Some((mv, worth));
        self.held.take()
    }

    /// The AI's decision came before the prediction was complete.
    pub(super) fn hold(&mut self, seed: u64, outcome: SearchOutcome) {
        self.held = Some((seed, Box::new(outcome)));
    }

    /// The held decision was searched under settings changed since: forget it (the prediction
    /// under way stays, for the same position).
    pub(super) fn drop_held(&mut self) {
        self.held = None;
    }

    /// The held decision, for its recount to join.
    pub(super) fn held_mut(&mut self) -> Option<&mut SearchOutcome> {
        self.held.as_mut().map(|(_, outcome)| outcome.as_mut())
    }

    /// The game moved on without the decision (undo, new game, new settings): forget it and
    /// the prediction for it; returns the held decision, if any, for predict mode turned off.
    pub(super) fn drop_turn(&mut self) -> Option<(u64, Box<SearchOutcome>)> {
        self.chosen = None;
        self.made = None;
        self.held.take()
    }

    /// The AI played `played`, worth `found` to it, and its search proved the moves `best` as
    /// good: the prediction made for it is judged.
    pub(super) fn judge(&mut self, played: usize, best: &[usize], found: Worth) {
        let Some((predicted, worth)) = self.made.take() else {
            return;
        };
        let verdict = Judgement {
            predicted,
            as_good: best.contains(&predicted),
            worth,
            played,
            found,
        };
        self.tally.made += 1;
        self.tally.moves_right += u32::from(verdict.move_right());
        self.tally.worths_right += u32::from(verdict.worth_right());
        self.verdict = Some(verdict);
    }
}
