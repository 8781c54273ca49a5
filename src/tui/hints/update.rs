//! The hints' flows: turning them on, keeping them in step, their values.

use crate::analysis::Mode;
use crate::analysis::StudyJob;
use crate::analysis::exact_hints::{SolveEnd, solves_hints};
use crate::analysis::{HINTS_BUDGET, MoveValue, Unfinished};
use crate::engine::Score;
use crate::games::playable::Playable;
use crate::tui::hints::{Searched, study_settings};
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
    /// forgets the hints' work nobody wants any more (a move, undo, hints off, leaving). Run
    /// after every event.
    pub(in crate::tui) fn sync_hints(&mut self) {
        let is_hints = |job: &StudyJob| matches!(job, StudyJob::Hints { .. });
        if !self.overlays.hints_on() || !self.game.person_to_move() {
            self.studies.stop_if(is_hints);
            self.overlays.exact_hints_mut().stop();
            return;
        }
        let game = self.game.game();
        let settings = study_settings(self.search.settings(), game);
        // Exact values first where the book and the solver apply: the book's at once, the
        // solver's for the other moves on the hints' own thread; the textbook search's
        // estimates for the moves they have not given yet.
        let exact_hints = self.overlays.exact_hints_mut();
        let all_exact = if solves_hints(game, self.search.settings()) {
            exact_hints.want(game);
            exact_hints.knows_every_move(game)
        } else {
            exact_hints.stop();
            false
        };
        let current = |position: &Playable, used: &crate::engine::SearchSettings| {
            position == game && *used == settings
        };
        if all_exact
            || self
                .overlays
                .hints()
                .searched
                .as_ref()
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

    /// The solver found the exact value of move `mv` for the hints' solve `id`.
    pub(in crate::tui) fn hint_solved(&mut self, id: u64, mv: usize, score: Score) {
        self.overlays.exact_hints_mut().solved(id, mv, score);
    }

    /// The hints' solve `id` has searched `positions` so far for its current move.
    pub(in crate::tui) fn hint_solve_progress(&mut self, id: u64, positions: u64) {
        self.overlays.exact_hints_mut().progress(id, positions);
    }

    /// The hints' solve `id` ended; if the solver could not run, the moves it did not solve stay
    /// estimates, and the message line says why.
    pub(in crate::tui) fn hint_solve_ended(&mut self, id: u64, end: SolveEnd) {
        let said = &self.words().messages;
        match self.overlays.exact_hints_mut().ended(id, end) {
            Some(SolveEnd::NoThread) => self.chrome.say(said.hints_no_thread),
            Some(SolveEnd::NoMemory) => self.chrome.say(said.hints_no_memory),
            Some(SolveEnd::Done | SolveEnd::Stopped) | None => {}
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
            Ok(values) => self.overlays.show_hints(Searched {
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
