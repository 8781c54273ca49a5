//! The AI's search settings as the player changes them: the actions (pruning, the depth limit,
//! the evaluation, the move order, the table, iterative deepening) and the re-run of what they
//! affect.

use crate::analysis::{DeepeningWhy, Mode, SearchKind, SearchPlan, SearchRequest};
use crate::engine::MAX_PLY;
use crate::games::playable::Playable;
use crate::tui::state::App;

/// The settings' actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsAction {
    TogglePruning,
    ToggleDepthLimit,
    DeeperLimit,
    ShallowerLimit,
    ToggleEvaluation,
    /// The next move order: reading, centre-first, threats.
    CycleMoveOrder,
    /// The transposition table on / off.
    ToggleTable,
    /// Iterative deepening on / off.
    ToggleDeepening,
}

impl App {
    /// Changes one setting and re-runs what it affects.
    pub(in crate::tui) fn settings_act(&mut self, action: SettingsAction) -> Option<SearchRequest> {
        match action {
            SettingsAction::TogglePruning => {
                let said = &self.words().messages;
                let what = if self.search.toggle_pruning() {
                    said.pruning_on
                } else {
                    said.pruning_off
                };
                self.settings_changed(what)
            }
            SettingsAction::ToggleDepthLimit
                if self.search.settings().depth_limit.is_some() && self.too_long() =>
            {
                self.chrome.say(&(self.words().messages.depth_limit_stays)(
                    self.game.setup().max_plies(),
                    MAX_PLY,
                ));
                None
            }
            SettingsAction::ToggleDepthLimit => {
                self.search.toggle_depth_limit();
                let what = self.depth_words();
                self.settings_changed(&what)
            }
            SettingsAction::DeeperLimit => self.change_depth(1),
            SettingsAction::ShallowerLimit => self.change_depth(-1),
            SettingsAction::ToggleEvaluation => {
                self.search.next_evaluation();
                let words = self.words();
                let what = (words.messages.evaluation)(
                    words.evaluation(self.search.settings().evaluation),
                );
                self.settings_changed(&what)
            }
            SettingsAction::CycleMoveOrder => {
                self.search.next_move_order();
                let words = self.words();
                let what = (words.messages.move_order)(
                    words.move_order(self.search.settings().move_order),
                );
                self.settings_changed(&what)
            }
            SettingsAction::ToggleTable => {
                self.search.toggle_table();
                let said = &self.words().messages;
                let what = match self.search.settings().transposition {
                    Some(size) => (said.table_on)(size.bytes as u64 >> 20),
                    None => said.table_off.to_owned(),
                };
                self.settings_changed(&what)
            }
            SettingsAction::ToggleDeepening => {
                let on = self.search.toggle_deepening();
                let words = self.words();
                let said = &words.messages;
                let think = words.duration(self.search.think());
                let plan = self.search_plan(&self.next_search_position());
                let what = match (on, plan) {
                    (true, _) => (said.deepening_on)(&think),
                    (false, SearchPlan::One) => said.deepening_off.to_owned(),
                    (false, SearchPlan::Deepening(_)) => (said.deepening_off_too_big)(&think),
                };
                self.settings_changed(&what)
            }
        }
    }

    /// The position the settings' next search is for: the decision under way (or held for a
    /// prediction), else the last decision's, else the one on the board.
    fn next_search_position(&self) -> Playable {
        match self.game.analysis() {
            Some(analysis) if !self.search.deciding() && !self.predict.holds_decision() => {
                analysis.position.clone()
            }
            _ => self.game.game().clone(),
        }
    }

    pub(in crate::tui) fn change_depth(&mut self, step: i32) -> Option<SearchRequest> {
        let longest = self.game.setup().max_plies();
        // The search keeps one move list per ply up to MAX_PLY: a heap of bones may be longer.
        let most = longest.min(MAX_PLY as u32);
        let Some(depth) = self.search.settings().depth_limit else {
            self.search.toggle_depth_limit();
            let what = self.depth_words();
            return self.settings_changed(&what);
        };
        let wanted = depth.saturating_add_signed(step).clamp(1, most);
        if wanted == depth {
            let said = &self.words().messages;
            let why = if step < 0 {
                said.depth_at_minimum.to_owned()
            } else if most < longest {
                (said.depth_at_most)(most)
            } else {
                (said.depth_reaches_end)(most)
            };
            self.chrome.say(&why);
            return None;
        }
        self.search.set_depth_limit(wanted);
        let what = self.depth_words();
        self.settings_changed(&what)
    }

    /// Whether a game can last longer than the search can go deep, so a depth limit must stay.
    pub(in crate::tui) fn too_long(&self) -> bool {
        self.game.setup().max_plies() > MAX_PLY as u32
    }

    pub(in crate::tui) fn depth_words(&self) -> String {
        let words = self.words();
        let plan = self.search_plan(&self.next_search_position());
        match (self.search.settings().depth_limit, plan) {
            (Some(depth), _) => (words.messages.depth_limit)(depth),
            (None, SearchPlan::One) => words.messages.depth_limit_off.to_owned(),
            (None, SearchPlan::Deepening(DeepeningWhy::Chosen)) => {
                (words.messages.depth_limit_off_deepening)(&words.duration(self.search.think()))
            }
            (None, SearchPlan::Deepening(DeepeningWhy::TooBig)) => {
                (words.messages.depth_limit_off_too_big)(&words.duration(self.search.think()))
            }
        }
    }

    /// Re-runs what the settings affect: the AI's pending (or held) decision, or else its last
    /// one.
    pub(in crate::tui) fn settings_changed(&mut self, what: &str) -> Option<SearchRequest> {
        self.search.remember_depth();
        let said = &self.words().messages;
        if self.search.deciding() || self.predict.holds_decision() {
            // A decision held for a prediction is made again under the new settings.
            self.predict.drop_held();
            self.chrome.say(&(said.search_restarts)(what));
            return Some(self.request(SearchKind::Decide, self.game.game().clone()));
        }
        if let Some(position) = self.game.analysis().map(|a| a.position.clone()) {
            self.chrome.say(&(said.searched_again)(what));
            return Some(self.request(SearchKind::Reanalyse, position));
        }
        let next = if self.game.mode() == Mode::Humans {
            said.for_hints
        } else {
            said.for_next_move
        };
        self.chrome.say(&next(what));
        None
    }
}
