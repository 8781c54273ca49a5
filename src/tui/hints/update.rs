//! The hints' flows: turning them on, keeping them in step, their values.

use crate::analysis::Mode;
use crate::analysis::StudyJob;
use crate::analysis::{HINTS_BUDGET, MoveValue, Unfinished};
use crate::games::playable::Playable;
use crate::tui::hints::{HintSet, study_settings};
use crate::tui::state::App;

/// The hints' action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintsAction {
    /// Hints on / off: the value of every move for the player to move, on the board.
    Toggle,
}

impl App {
    /// Does the hints' action.
    pub(in crate::tui) fn hints_act(&mut self, action: HintsAction) {
        match action {
            HintsAction::Toggle => self.toggle_hints(),
        }
    }

    /// `i`: hints on or off.
    pub(in crate::tui) fn toggle_hints(&mut self) {
        let on = self.overlays.toggle_hints();
        let two_players = self.game.mode() == Mode::Humans;
        let messages = &self.words().messages;
        let said = match (on, self.game.person_to_move(), two_players) {
            (false, _, _) => messages.hints_off,
            (true, true, false) => messages.hints_for_you,
            (true, true, true) => messages.hints_for_the_player,
            (true, false, _) => messages.hints_on_your_turn,
        };
        self.chrome.say(said);
    }

    /// Asks for the hints of the current position when they are wanted and not known yet, and
    /// forgets a hints study nobody wants any more. Run after every event.
    pub(in crate::tui) fn sync_hints(&mut self) {
        let is_hints = |job: &StudyJob| matches!(job, StudyJob::Hints { .. });
        if !self.overlays.hints_on() || !self.game.person_to_move() {
            self.studies.stop_if(is_hints);
            return;
        }
        let game = self.game.game();
        let settings = study_settings(self.search.settings(), game);
        let current = |position: &Playable, used: &crate::engine::SearchSettings| {
            position == game && *used == settings
        };
        if self
            .overlays
            .shown_hints()
            .is_some_and(|h| current(&h.position, &h.settings))
            || self.overlays.hints_too_big_for(game, &settings)
        {
            self.studies.stop_if(is_hints);
            return;
        }
        match self.studies.job() {
            Some(StudyJob::Hints { position, settings }) if current(position, settings) => {}
            // The explorer's recording, the technique table and step mode's seeks come first;
            // hints follow them.
            Some(
                StudyJob::Record { .. }
                | StudyJob::Regrow { .. }
                | StudyJob::Techniques { .. }
                | StudyJob::Seek(_),
            ) => {}
            _ => {
                let position = game.clone();
                self.studies.start(StudyJob::Hints { position, settings });
            }
        }
    }

    /// The hints study of the current request finished (or was stopped, or gave up).
    pub(in crate::tui) fn hints_found(
        &mut self,
        job: StudyJob,
        values: Result<Vec<MoveValue<usize>>, Unfinished>,
    ) {
        let StudyJob::Hints { position, settings } = job else {
            return;
        };
        match values {
            Ok(values) => self.overlays.show_hints(HintSet {
                position,
                settings,
                values,
            }),
            Err(Unfinished::OverBudget) => {
                self.overlays.hints_too_big(position, settings);
                let words = self.words();
                self.chrome
                    .say(&(words.messages.hints_too_big)(&words.int(HINTS_BUDGET)));
            }
            Err(Unfinished::Stopped) => {}
        }
    }
}
