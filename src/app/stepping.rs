//! What the keys of step mode do to the App: open and close it, move through the steps, play
//! them at a pace, and guess before the search reveals.

use std::time::Instant;

use super::steps_view::{Answer, StepsView};
use super::{Action, App};

impl App {
    /// An action of step mode (the keymap sends them only while it is open, except `w`).
    pub(super) fn act_on_steps(&mut self, action: Action) {
        if action == Action::OpenSteps {
            self.open_steps();
            return;
        }
        let now = self.clock();
        let Some(steps) = self.steps.as_deref_mut() else {
            return;
        };
        let replay = &mut steps.replay;
        match action {
            Action::CloseSteps => {
                self.steps = None;
                return;
            }
            Action::StepForward => {
                replay.forward();
            }
            Action::StepBack => {
                replay.back();
            }
            Action::StepOver => {
                replay.finish_position();
            }
            Action::StepOut => {
                replay.step_out();
            }
            Action::NextCut => {
                replay.next_cut();
            }
            Action::StepsStart => {
                replay.go_to(1);
            }
            Action::StepsEnd => {
                replay.go_to(u64::MAX);
            }
            Action::StepsPlay => steps.toggle_playing(now),
            Action::StepsGoTo => {
                steps.go_to_typed();
            }
            Action::StepsPruning => {
                if steps.switch_pruning().is_err() {
                    let said = self.words().messages.table_shrunk;
                    let size = self.settings().transposition.map_or(0, |t| t.bytes >> 20);
                    self.chrome.say(&said(size as u64, 0));
                }
            }
            Action::GuessAsk => {
                if steps.can_guess() {
                    steps.asking = true;
                } else {
                    let said = self.words().steps.guess_only_at_entry;
                    self.chrome.say(said);
                }
            }
            Action::GuessCancel => steps.asking = false,
            Action::PlayDigit(digit) if steps.asking => {
                if let Some(answer) = Answer::of_digit(digit) {
                    steps.guess(answer);
                }
            }
            Action::PlayDigit(digit) => steps.type_digit(digit),
            Action::Slower | Action::Faster => steps.change_pace(action == Action::Faster),
            _ => {}
        }
        self.count_reveal();
    }

    /// Whether `action` belongs to step mode now (digits and pace keys do while it is open).
    pub(super) fn is_steps_action(&self, action: Action) -> bool {
        let open = self.steps.is_some();
        match action {
            Action::OpenSteps => true,
            Action::CloseSteps
            | Action::StepForward
            | Action::StepBack
            | Action::StepOver
            | Action::StepOut
            | Action::NextCut
            | Action::StepsStart
            | Action::StepsEnd
            | Action::StepsPlay
            | Action::StepsGoTo
            | Action::StepsPruning
            | Action::GuessAsk
            | Action::GuessCancel => true,
            Action::PlayDigit(_) | Action::Slower | Action::Faster => open,
            _ => false,
        }
    }

    /// Time passed: the steps played on their own.
    pub(super) fn tick_steps(&mut self, now: Instant) {
        if let Some(steps) = self.steps.as_deref_mut()
            && steps.tick(now)
        {
            self.count_reveal();
        }
    }

    /// `w`: replays the AI's last decision, as the panel shows it (its settings, pruning
    /// included); the autoplay pauses meanwhile.
    fn open_steps(&mut self) {
        let Some(analysis) = self.game.analysis() else {
            self.chrome.say(self.words().steps.nothing_yet);
            return;
        };
        let mut settings = analysis.outcome.selected.settings.clone();
        settings.node_budget = None;
        let move_number = self
            .game
            .records()
            .iter()
            .rposition(|record| record.analysis.is_some())
            .map_or(1, |index| index as u32 + 1);
        match StepsView::new(
            analysis.position.clone(),
            settings,
            move_number,
            analysis.played,
        ) {
            Ok(view) => {
                self.autoplay.set_paused(true);
                self.steps = Some(Box::new(view));
            }
            Err(_) => {
                let size = self.settings().transposition.map_or(0, |t| t.bytes >> 20);
                self.chrome
                    .say(&(self.words().messages.table_shrunk)(size as u64, 0));
            }
        }
    }

    /// A guess revealed by the last move through the steps goes to the session's tally.
    fn count_reveal(&mut self) {
        let Some(steps) = self.steps.as_deref_mut() else {
            return;
        };
        match steps.reveal_due() {
            Some(true) => self.guesses.right += 1,
            Some(false) => self.guesses.wrong += 1,
            None => {}
        }
    }
}
