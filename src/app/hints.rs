//! Hints (key `i`): on a person's turn, the value of every move for the player to move, worked
//! out off the UI thread with the current settings whenever the position or settings change.

use super::state::App;
use crate::analysis::MoveValue;
use crate::analysis::StudyJob;
use crate::engine::{FULL_SEARCH_MAX_PLIES, SearchSettings};
use crate::games::playable::Playable;

/// The hints: on or off, and the values of the last position they were worked out for.
#[derive(Clone, Debug, Default)]
pub struct Hints {
    pub on: bool,
    pub shown: Option<HintSet>,
}

/// Every move's value in one position.
#[derive(Clone, Debug)]
pub struct HintSet {
    pub position: Playable,
    /// The settings the values were searched with (the depth limit says how far they see).
    pub settings: SearchSettings,
    /// From the point of view of the player to move: a win `p` plies away scores `WIN - p`.
    pub values: Vec<MoveValue<usize>>,
}

/// Where the hints stand, for the board's title.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintState {
    Off,
    /// Not shown now: not a person's turn, or the game is over.
    Idle,
    /// Being worked out.
    Working,
    /// Shown: exact values, or estimates within a depth limit of this many plies.
    Exact,
    Estimate(u32),
}

/// The settings studies of `position` use: the player's, with a depth limit on long games that
/// have none (the AI's own search is bounded by its think time there; a study must end).
pub fn study_settings(settings: &SearchSettings, position: &Playable) -> SearchSettings {
    let left = position.plies_left();
    let mut settings = SearchSettings {
        node_budget: None,
        ..*settings
    };
    if settings.depth_limit.is_none() && left > FULL_SEARCH_MAX_PLIES {
        settings.depth_limit = SearchSettings::for_plies_left(left, true, None, None).depth_limit;
    }
    settings
}

impl App {
    /// `i`: hints on or off.
    pub(super) fn toggle_hints(&mut self) {
        self.hints.on = !self.hints.on;
        let two_players = self.mode == crate::analysis::Mode::Humans;
        let messages = &self.words().messages;
        let said = match (self.hints.on, self.hint_turn(), two_players) {
            (false, _, _) => messages.hints_off,
            (true, true, false) => messages.hints_for_you,
            (true, true, true) => messages.hints_for_the_player,
            (true, false, _) => messages.hints_on_your_turn,
        };
        self.say(said);
    }

    /// True when hints would show now: a person to move in an unfinished game (the explorer
    /// or the comparison may be open: the board stays in view).
    fn hint_turn(&self) -> bool {
        !self.game.is_over() && !self.ai_plays(self.side_to_move())
    }

    /// Asks for the hints of the current position when they are wanted and not known yet, and
    /// forgets a hints study nobody wants any more. Run after every event.
    pub(super) fn sync_hints(&mut self) {
        let hints_running = matches!(
            self.study.as_ref().map(|s| &s.job),
            Some(StudyJob::Hints { .. })
        );
        if !self.hints.on || !self.hint_turn() {
            if hints_running {
                self.stop_study();
            }
            return;
        }
        let settings = study_settings(&self.settings, &self.game);
        let current = |position: &Playable, used: &SearchSettings| {
            *position == self.game && *used == settings
        };
        if self
            .hints
            .shown
            .as_ref()
            .is_some_and(|h| current(&h.position, &h.settings))
        {
            if hints_running {
                self.stop_study();
            }
            return;
        }
        match self.study.as_ref().map(|s| &s.job) {
            Some(StudyJob::Hints { position, settings }) if current(position, settings) => {}
            // The explorer's recording and the comparison come first; hints follow them.
            Some(
                StudyJob::Record { .. } | StudyJob::Regrow { .. } | StudyJob::Techniques { .. },
            ) => {}
            _ => self.start_study(StudyJob::Hints {
                position: self.game.clone(),
                settings,
            }),
        }
    }

    /// The hints study of the current request finished (`None`: it was stopped).
    pub(super) fn hints_found(&mut self, job: StudyJob, values: Option<Vec<MoveValue<usize>>>) {
        if let (StudyJob::Hints { position, settings }, Some(values)) = (job, values) {
            self.hints.shown = Some(HintSet {
                position,
                settings,
                values,
            });
        }
    }

    /// The hints for the position on the board, when they are on and known.
    pub fn hints(&self) -> Option<&HintSet> {
        self.hints
            .shown
            .as_ref()
            .filter(|h| self.hints.on && self.hint_turn() && h.position == self.game)
    }

    pub fn hint_state(&self) -> HintState {
        if !self.hints.on {
            return HintState::Off;
        }
        if !self.hint_turn() {
            return HintState::Idle;
        }
        match self.hints() {
            None => HintState::Working,
            Some(set) => match set.settings.horizon(set.position.plies_left()) {
                None => HintState::Exact,
                Some(depth) => HintState::Estimate(depth),
            },
        }
    }
}
