//! `App::update`, the only place the session changes: it hands each event to the parts it
//! concerns: each action to its feature (`Action`'s variants), a study's result to the feature
//! that asked for it. The features' own flows are in their folders (`game/update/`,
//! `steps/update.rs`…).

use std::time::Instant;

use crate::analysis::exact_hints::SolveEnd;
use crate::analysis::{LiveFigures, SearchOutcome, SearchRequest};
use crate::analysis::{StudyLive, StudyResult};
use crate::engine::{Score, SearchReport};
use crate::tui::Action;
use crate::tui::runtime::work::WorkOrders;
use crate::tui::state::App;

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
        self.report_doing();
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
        let passes = matches!(action, Action::Chrome(chrome) if chrome.passes_popup());
        if self.overlays.popup_open() && !passes {
            self.overlays.close_help();
            return None;
        }
        match action {
            Action::Game(action) => self.game_act(action),
            Action::Settings(action) => self.settings_act(action),
            Action::Chrome(action) => {
                self.chrome_act(action);
                None
            }
            Action::Hints(action) => {
                self.hints_act(action);
                None
            }
            Action::Predict(action) => self.predict_act(action),
            Action::Techniques(action) => {
                self.techniques_act(action);
                None
            }
            Action::Explorer(action) => {
                self.explorer_act(action);
                None
            }
            Action::Autoplay(action) => self.autoplay_act(action),
            Action::Steps(action) => {
                self.steps_act(action);
                None
            }
            Action::Saving(action) => {
                self.saving_act(action);
                None
            }
            Action::Results(action) => {
                self.results_act(action);
                None
            }
            Action::Setup(action) => self.setup_act(action),
            Action::Practice(action) => {
                self.practice_act(action);
                None
            }
            Action::Lessons(action) => self.lessons_act(action),
        }
    }

    /// A study finished: its result goes to the feature that asked for it.
    pub(in crate::tui) fn studied(&mut self, id: u64, result: StudyResult) {
        let Some(request) = self.studies.finished(id) else {
            return; // a study nobody wants any more
        };
        match result {
            StudyResult::Recorded(explorer) => self.tree_recorded(explorer),
            StudyResult::Regrown(grown) => self.regrown(grown),
            StudyResult::Hints(values) => self.hints_found(request.job, values),
            StudyResult::Techniques(table) => self.techniques_found(table),
            StudyResult::Sought(sought) => self.sought(*sought),
        }
    }
}
