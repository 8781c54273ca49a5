//! `App::update`, the only place the session changes: it hands each event to the parts it
//! concerns. The flows that involve more than one part (a move, a search's result, undo, a
//! settings change, opening the explorer or the technique table…) are in a file per feature
//! beside this one.

mod autoplay;
mod explorer;
mod game;
mod hints;
mod predict;
mod steps;
mod techniques;

use std::time::Instant;

use crate::analysis::exact_hints::SolveEnd;
use crate::analysis::{LiveFigures, SearchOutcome, SearchRequest};
use crate::analysis::{StudyLive, StudyResult};
use crate::engine::{MAX_PLY, Score, SearchReport};
use crate::tui::Action;
use crate::tui::game::ai_search::Hurried;
use crate::tui::runtime::work::WorkOrders;
use crate::tui::state::App;
use crate::tui::steps::state::is_steps_action;

/// Something that happened: a player's action, a finished search, or the clock moving on.
#[derive(Clone, Debug)]
pub enum AppEvent {
    Action(Action),
    /// A search finished; dropped unless `generation` is the App's current one. The recount
    /// search may be missing: it then follows as [`AppEvent::Recounted`].
    SearchDone {
        generation: u64,
        outcome: Box<SearchOutcome>,
    },
    /// The recount search of generation `generation` finished, after its decision.
    Recounted {
        generation: u64,
        recount: Box<SearchReport<usize>>,
    },
    /// The figures of the running search so far.
    Progress(LiveFigures),
    /// A study (explorer, hints, technique table) finished; dropped unless the App still wants `id`.
    Studied {
        id: u64,
        result: Box<StudyResult>,
    },
    /// How far the running study has got.
    StudyProgress(StudyLive),
    /// The hints' solve `id` found the exact value of move `mv` for the player to move.
    HintSolved {
        id: u64,
        mv: usize,
        score: Score,
    },
    /// The hints' solve `id` has searched `positions` so far for the move it is solving.
    HintSolveProgress {
        id: u64,
        positions: u64,
    },
    /// The hints' solve `id` ended (every move solved, or the solver could not run).
    HintSolveEnded {
        id: u64,
        end: SolveEnd,
    },
    /// Time passes while the AI thinks or a study runs (the spinner, the elapsed time, the
    /// autoplay's pause).
    Tick(Instant),
}

impl App {
    /// Applies one event; returns the work it asks of the background threads: a search or a
    /// study to start, the search to hurry (Esc), the jobs still wanted (the others are
    /// dropped). The loop carries them out in order.
    pub fn update(&mut self, event: AppEvent) -> WorkOrders {
        let request = self.apply(event);
        self.sync_hints();
        self.work_orders(request)
    }

    /// The orders that make the threads do what the App now wants, `search` to start included.
    pub(super) fn work_orders(&mut self, search: Option<SearchRequest>) -> WorkOrders {
        let play_now = self
            .search
            .pending()
            .filter(|p| p.play_now)
            .map(|p| p.generation);
        let wanted_search = self.wanted_search();
        let solve = self.overlays.hints().solve_wanted();
        self.told.orders(
            search,
            self.studies.wanted(),
            solve,
            wanted_search,
            play_now,
        )
    }

    fn apply(&mut self, event: AppEvent) -> Option<SearchRequest> {
        match event {
            AppEvent::Action(action) => self.act(action),
            AppEvent::SearchDone {
                generation,
                outcome,
            } => self.search_done(generation, *outcome),
            AppEvent::Recounted {
                generation,
                recount,
            } => {
                self.recounted(generation, *recount);
                None
            }
            AppEvent::Progress(live) => {
                self.search.progress(live);
                None
            }
            AppEvent::Studied { id, result } => {
                self.studied(id, *result);
                None
            }
            AppEvent::StudyProgress(live) => {
                self.studies.progress(live);
                None
            }
            AppEvent::HintSolved { id, mv, score } => {
                self.hint_solved(id, mv, score);
                None
            }
            AppEvent::HintSolveProgress { id, positions } => {
                self.hint_solve_progress(id, positions);
                None
            }
            AppEvent::HintSolveEnded { id, end } => {
                self.hint_solve_ended(id, end);
                None
            }
            AppEvent::Tick(now) => self.tick(now),
        }
    }

    fn act(&mut self, action: Action) -> Option<SearchRequest> {
        // The help popup swallows every action but quitting (the keymap sends Ctrl-C through)
        // and scrolling the glossary.
        let passes = matches!(
            action,
            Action::Quit | Action::Suspend | Action::ScrollGlossary(_)
        );
        if self.overlays.popup_open() && !passes {
            self.overlays.close_help();
            return None;
        }
        if is_steps_action(action, self.steps.is_some()) {
            self.steps_action(action);
            return None;
        }
        match action {
            Action::MoveCursor(direction) => {
                self.game.move_cursor(direction);
                None
            }
            Action::PlayCursor => self.play(self.game.cursor()),
            Action::PlayDigit(digit) => self.play_digit(digit),
            Action::PlayCell(cell) => self.play(cell),
            Action::TogglePruning => {
                let said = &self.words().messages;
                let what = if self.search.toggle_pruning() {
                    said.pruning_on
                } else {
                    said.pruning_off
                };
                self.settings_changed(what)
            }
            Action::ToggleDepthLimit
                if self.search.settings().depth_limit.is_some() && self.too_long() =>
            {
                self.chrome.say(&(self.words().messages.depth_limit_stays)(
                    self.game.setup().max_plies(),
                    MAX_PLY,
                ));
                None
            }
            Action::ToggleDepthLimit => {
                self.search.toggle_depth_limit();
                let what = self.depth_words();
                self.settings_changed(&what)
            }
            Action::DeeperLimit => self.change_depth(1),
            Action::ShallowerLimit => self.change_depth(-1),
            Action::ToggleEvaluation => {
                self.search.next_evaluation();
                let words = self.words();
                let what = (words.messages.evaluation)(
                    words.evaluation(self.search.settings().evaluation),
                );
                self.settings_changed(&what)
            }
            Action::CycleMoveOrder => {
                self.search.next_move_order();
                let words = self.words();
                let what = (words.messages.move_order)(
                    words.move_order(self.search.settings().move_order),
                );
                self.settings_changed(&what)
            }
            Action::ToggleTable => {
                self.search.toggle_table();
                let said = &self.words().messages;
                let what = match self.search.settings().transposition {
                    Some(size) => (said.table_on)(size.bytes as u64 >> 20),
                    None => said.table_off.to_owned(),
                };
                self.settings_changed(&what)
            }
            Action::NewGame => self.new_game(),
            Action::SwapStarter => self.swap_starter(),
            Action::ShowHelp => {
                self.overlays.open_help();
                None
            }
            Action::ShowGlossary => {
                self.overlays.open_glossary();
                None
            }
            Action::CloseHelp => None,
            Action::ScrollGlossary(top) => {
                self.overlays.scroll_glossary(top);
                None
            }
            Action::PlayNow => {
                let said = &self.words().messages;
                match self.search.hurry() {
                    Hurried::Decision => {}
                    Hurried::Reanalysis => self.chrome.say(said.esc_reanalysis),
                    Hurried::Nothing => self.chrome.say(said.esc_idle),
                }
                None
            }
            Action::ToggleHints => {
                self.toggle_hints();
                None
            }
            Action::ShowTechniques => {
                self.show_techniques();
                None
            }
            Action::CloseTechniques => {
                self.close_techniques();
                None
            }
            Action::OpenExplorer => {
                self.open_tree();
                None
            }
            Action::CloseExplorer => {
                self.close_tree();
                None
            }
            Action::ExplorerUp
            | Action::ExplorerDown
            | Action::ExplorerPageUp
            | Action::ExplorerPageDown
            | Action::ExplorerExpand
            | Action::ExplorerCollapse => {
                self.tree_key(action);
                None
            }
            Action::ExportDot => {
                self.export_dot();
                None
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::CycleMode => self.cycle_mode(),
            Action::TogglePause => self.toggle_pause(),
            Action::StepOnce => self.step_once(),
            Action::Slower => {
                self.change_pace(true);
                None
            }
            Action::Faster => {
                self.change_pace(false);
                None
            }
            Action::Suspend => {
                self.chrome.ask_suspend();
                None
            }
            // Handled above, by `act_on_steps`.
            Action::OpenSteps
            | Action::CloseSteps
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
            | Action::GuessCancel => None,
            Action::TogglePredict => self.toggle_predict(),
            Action::Paste => {
                self.chrome.say(self.words().messages.paste_refused);
                None
            }
            Action::Quit => {
                self.search.quit();
                self.studies.quit();
                self.chrome.ask_quit();
                None
            }
        }
    }
}
