//! Predict mode's flows: guessing the AI's move and its worth.

use crate::analysis::SearchRequest;
use crate::tui::predict::Worth;
use crate::tui::state::App;

/// Predict mode's action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PredictAction {
    /// Predict mode on / off: before each AI move, say which move it will play and its worth.
    Toggle,
}

impl App {
    /// Does predict mode's action.
    pub(in crate::tui) fn predict_act(&mut self, action: PredictAction) -> Option<SearchRequest> {
        match action {
            PredictAction::Toggle => self.toggle_predict(),
        }
    }

    // ---- predict mode ----

    /// `g`: predict mode on or off; off plays a decision held for a prediction.
    pub(in crate::tui) fn toggle_predict(&mut self) -> Option<SearchRequest> {
        let on = self.predict.toggle();
        let steps = &self.words().steps;
        self.chrome.say(if on {
            steps.predict_on
        } else {
            steps.predict_off
        });
        if !on && let Some((seed, outcome)) = self.predict.drop_turn() {
            return self.play_ai_decision(seed, *outcome);
        }
        None
    }

    /// The player picks the move they predict the AI will play (the keys of a move).
    pub(in crate::tui) fn predict_move(&mut self, mv: usize) {
        let game = self.game.game();
        let mv = match game.board() {
            Some(board) if board.geometry().gravity() => {
                board.landing_cell(mv % board.geometry().cols())
            }
            _ => Some(mv),
        };
        let Some(mv) = mv.filter(|&mv| game.is_legal(mv)) else {
            self.chrome.say(self.words().messages.cell_taken);
            return;
        };
        self.predict.choose(mv);
        let name = self.words().move_name(game, mv);
        self.chrome.say(&(self.words().steps.predict_worth)(&name));
    }

    /// The worth completes the prediction; a decision held for it is played now.
    pub(in crate::tui) fn predict_worth(&mut self, digit: u8) -> Option<SearchRequest> {
        let worth = Worth::of_digit(digit)?;
        self.chrome.clear_message();
        let (seed, outcome) = self.predict.complete(worth)?;
        self.play_ai_decision(seed, *outcome)
    }
}
