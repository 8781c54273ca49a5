//! The play modes and the autoplay's flows: who plays, pausing, one move, the pace.

use crate::analysis::{Mode, SearchRequest};
use crate::tui::state::App;

/// The autoplay's actions, while the AI plays both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AutoplayAction {
    /// Pause or go on.
    TogglePause,
    /// Play one move, then pause.
    StepOnce,
    /// A longer / shorter pause between moves.
    Slower,
    Faster,
}

impl App {
    /// Does one of the autoplay's actions.
    pub(in crate::tui) fn autoplay_act(&mut self, action: AutoplayAction) -> Option<SearchRequest> {
        match action {
            AutoplayAction::TogglePause => self.toggle_pause(),
            AutoplayAction::StepOnce => self.step_once(),
            AutoplayAction::Slower | AutoplayAction::Faster => {
                self.change_pace(action == AutoplayAction::Slower);
                None
            }
        }
    }

    // ---- modes and the autoplay ----

    /// The next mode: the AI takes or leaves the seats, and a decision under way for a seat a
    /// person now plays is dropped.
    pub(in crate::tui) fn cycle_mode(&mut self) -> Option<SearchRequest> {
        let mode = self.game.cycle_mode();
        self.autoplay.restart();
        if self.search.deciding() && !self.game.ai_plays(self.game.seat_to_move()) {
            self.drop_searches();
        }
        // A decision held for a prediction belonged to the mode left: the AI decides again.
        if self.predict.holds_decision() {
            self.predict.drop_turn();
        }
        let said = &self.words().messages;
        self.chrome.say(match mode {
            Mode::HumanAi => said.mode_human_ai,
            Mode::AiAi => said.mode_ai_ai,
            Mode::Humans => said.mode_humans,
        });
        if self.search.deciding() {
            return None;
        }
        // A re-analysis under way gives way to the decision, as a setting changed on the AI's
        // turn does (or, against itself, the decision follows it after the pause).
        self.after_move()
    }

    /// Space while the AI plays itself: pause, or go on (a finished game: the next one).
    pub(in crate::tui) fn toggle_pause(&mut self) -> Option<SearchRequest> {
        if self.game.game().is_over() {
            return self.new_game();
        }
        let paused = self.autoplay.toggle(self.chrome.clock());
        // The status line under the board says paused or not, and which keys apply.
        self.chrome.clear_message();
        if paused || self.search.pending().is_some() {
            return None;
        }
        self.after_move()
    }

    /// → while the AI plays itself: one move, then pause.
    pub(in crate::tui) fn step_once(&mut self) -> Option<SearchRequest> {
        self.chrome.clear_message();
        if self.game.game().is_over() {
            self.chrome.say(self.words().messages.autoplay_game_over);
            return None;
        }
        self.autoplay.step_once();
        if self.search.deciding() {
            return None; // the move under way is the step
        }
        self.autoplay.go_at(self.chrome.clock());
        if self.search.pending().is_some() {
            return None; // after the re-analysis under way
        }
        self.after_move()
    }

    /// `[` and `]`: a longer or shorter pause between the AI's moves.
    pub(in crate::tui) fn change_pace(&mut self, slower: bool) {
        self.autoplay.change_pace(slower, self.chrome.clock());
        let pause = crate::tui::pace_words(self.autoplay.pause(), self.words());
        self.chrome.say(&(self.words().messages.pace)(&pause));
    }
}
