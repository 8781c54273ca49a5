//! The play modes and the autoplay's flows: who plays, pausing, one move, the pace.

use crate::analysis::{Mode, SearchRequest};
use crate::tui::state::App;

impl App {
    // ---- modes and the autoplay ----

    /// The next mode: the AI takes or leaves the seats, and a decision under way for a seat a
    /// person now plays is dropped.
    pub(super) fn cycle_mode(&mut self) -> Option<SearchRequest> {
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
    pub(super) fn toggle_pause(&mut self) -> Option<SearchRequest> {
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
    pub(super) fn step_once(&mut self) -> Option<SearchRequest> {
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
    pub(super) fn change_pace(&mut self, slower: bool) {
        self.autoplay.change_pace(slower, self.chrome.clock());
        let pause = crate::tui::pace_words(self.autoplay.pause(), self.words());
        self.chrome.say(&(self.words().messages.pace)(&pause));
    }
}
