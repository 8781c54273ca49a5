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
                let (what, short) = self.depth_words();
                self.settings_changed_or_shorter(&what, &short)
            }
            SettingsAction::DeeperLimit => self.change_depth(1),
            SettingsAction::ShallowerLimit => self.change_depth(-1),
            SettingsAction::ToggleEvaluation => {
                self.search.next_evaluation();
                let words = self.words();
                let heap = self.position().board().is_none();
                let what = (words.messages.evaluation)(
                    words.evaluation(self.search.settings().evaluation, heap),
                );
                self.settings_changed(&what)
            }
            SettingsAction::CycleMoveOrder if self.position().board().is_none() => {
                // Every order tries a heap's takes the same way: nothing to change or search.
                self.chrome.say(self.words().messages.one_order_on_heap);
                None
            }
            SettingsAction::CycleMoveOrder => {
                self.search.next_move_order();
                let words = self.words();
                let what = (words.messages.move_order)(
                    words.move_order(self.search.settings().move_order, false),
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
                let (what, short) = match (on, plan) {
                    (true, _) => (
                        (said.deepening_on)(&think),
                        (said.deepening_on_short)(&think),
                    ),
                    (false, SearchPlan::One) => (
                        said.deepening_off.to_owned(),
                        said.deepening_off_short.to_owned(),
                    ),
                    (false, SearchPlan::Deepening(_)) => (
                        (said.deepening_off_too_big)(&think),
                        said.deepening_off_too_big_short.to_owned(),
                    ),
                };
                self.settings_changed_or_shorter(&what, &short)
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
            let (what, short) = self.depth_words();
            return self.settings_changed_or_shorter(&what, &short);
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
        let (what, short) = self.depth_words();
        self.settings_changed_or_shorter(&what, &short)
    }

    /// Whether a game can last longer than the search can go deep, so a depth limit must stay.
    pub(in crate::tui) fn too_long(&self) -> bool {
        self.game.setup().max_plies() > MAX_PLY as u32
    }

    /// The depth limit in force, in words, and the same said in at most 40 columns (for a
    /// message line of 80 with what follows it).
    pub(in crate::tui) fn depth_words(&self) -> (String, String) {
        let words = self.words();
        let said = &words.messages;
        let think = words.duration(self.search.think());
        let plan = self.search_plan(&self.next_search_position());
        match (self.search.settings().depth_limit, plan) {
            (Some(depth), _) => {
                let what = (said.depth_limit)(depth);
                (what.clone(), what)
            }
            (None, SearchPlan::One) => (
                said.depth_limit_off.to_owned(),
                said.depth_limit_off_short.to_owned(),
            ),
            (None, SearchPlan::Deepening(why)) => {
                let what = match why {
                    DeepeningWhy::Chosen => (said.depth_limit_off_deepening)(&think),
                    DeepeningWhy::TooBig => (said.depth_limit_off_too_big)(&think),
                };
                (what, (said.depth_limit_off_deepening_short)(&think))
            }
        }
    }

    /// Re-runs what the settings affect: the AI's pending (or held) decision, or else its last
    /// one.
    pub(in crate::tui) fn settings_changed(&mut self, what: &str) -> Option<SearchRequest> {
        self.settings_changed_or_shorter(what, what)
    }

    /// The same, with `short` for `what` where the whole message would not fit one row.
    fn settings_changed_or_shorter(&mut self, what: &str, short: &str) -> Option<SearchRequest> {
        self.search.remember_depth();
        let said = &self.words().messages;
        let (then, request) = if self.search.deciding() || self.predict.holds_decision() {
            // A decision held for a prediction is made again under the new settings.
            self.predict.drop_held();
            let request = self.request(SearchKind::Decide, self.game.game().clone());
            (said.search_restarts, Some(request))
        } else if let Some(position) = self.game.analysis().map(|a| a.position.clone()) {
            let request = self.request(SearchKind::Reanalyse, position);
            (said.searched_again, Some(request))
        } else if self.game.mode() == Mode::Humans {
            (said.for_hints, None)
        } else {
            (said.for_next_move, None)
        };
        self.chrome.say_or_shorter(&then(what), &then(short));
        request
    }
}
