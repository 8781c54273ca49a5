//! `App::update`, the only place the session changes: it hands each event to the parts it
//! concerns, and holds the steps that involve more than one part (a move, a search's result,
//! undo, a settings change, opening the explorer or the technique table…).

use std::time::Instant;

use crate::analysis::replay::{SEEK_POSITIONS, Sought};
use crate::analysis::threads::{ThreadRefused, refusing_threads};
use crate::analysis::{Decision, Explorer, Opening};
use crate::analysis::{HINTS_BUDGET, MoveValue, Unfinished};
use crate::analysis::{LiveFigures, Mode, SearchKind, SearchOutcome, SearchRequest};
use crate::analysis::{StudyJob, StudyLive, StudyResult, TechniqueTable};
use crate::engine::{
    FULL_SEARCH_MAX_PLIES, Grown, MAX_PLY, NotRecorded, SearchReport, SearchSettings,
};
use crate::games::bones::MAX_TAKE;
use crate::games::playable::Playable;
use crate::tui::Action;
use crate::tui::explorer::state::ExplorerView;
use crate::tui::game::ai_search::Hurried;
use crate::tui::game::game_match::Seat;
use crate::tui::game::history::Analysis;
use crate::tui::hints::{HintSet, study_settings};
use crate::tui::keymap::Controls;
use crate::tui::predict::Worth;
use crate::tui::runtime::work::WorkOrders;
use crate::tui::state::App;
use crate::tui::steps::state::{GUESS_POSITIONS, Origin, StepsReply, StepsView, is_steps_action};
use crate::tui::techniques::state::TechniquesView;

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
        self.told
            .orders(search, self.studies.wanted(), wanted_search, play_now)
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

    // ---- games and moves: the match, with the search and the autoplay ----

    fn new_game(&mut self) -> Option<SearchRequest> {
        let starter = self.next_starter();
        let request = self.start_game(starter);
        self.chrome
            .say(&(self.words().messages.new_game)(self.game.games_started()));
        request
    }

    pub(super) fn next_starter(&mut self) -> Seat {
        let search = &mut self.search;
        self.game.next_starter(|| search.coin())
    }

    /// Clears the board; any search still running is forgotten.
    pub(super) fn start_game(&mut self, starter: Seat) -> Option<SearchRequest> {
        self.game.start(starter);
        self.search.new_game();
        self.autoplay.new_game();
        self.chrome.clear_message();
        self.after_move()
    }

    fn swap_starter(&mut self) -> Option<SearchRequest> {
        let restart = self.game.records().is_empty();
        let starter = self.game.swap_starter();
        let said = &self.words().messages;
        if restart {
            self.game.uncount_game(); // the same game, restarted
            let request = self.start_game(starter);
            self.chrome.say(match starter {
                Seat::Home => said.you_start_now,
                Seat::Away => said.ai_starts_now,
            });
            request
        } else {
            self.chrome.say(match starter {
                Seat::Home => said.you_start_next,
                Seat::Away => said.ai_starts_next,
            });
            None
        }
    }

    /// A digit key: a 3×3 cell, a column under gravity (its top cell stands for it), or a take.
    fn play_digit(&mut self, digit: u8) -> Option<SearchRequest> {
        if self.predict.asks_worth() {
            return self.predict_worth(digit);
        }
        let said = &self.words().messages;
        let refusal = match Controls::of(self.game.game()) {
            Controls::Keypad => return self.play(usize::from(digit) - 1),
            Controls::Cells => said.digits_on_3x3_only.to_owned(),
            Controls::Columns(count) if digit <= count => return self.play(usize::from(digit) - 1),
            Controls::Columns(count) => (said.no_such_column)(count, digit),
            Controls::Takes if digit <= MAX_TAKE => return self.play(usize::from(digit)),
            Controls::Takes => (said.too_many_digit)(digit),
        };
        self.chrome.say(&refusal);
        None
    }

    /// A person plays `mv` (a cell, or a take), or is told why not (and nothing changes).
    fn play(&mut self, mv: usize) -> Option<SearchRequest> {
        let said = &self.words().messages;
        if self.game.game().is_over() {
            self.chrome.say(said.game_over);
            return None;
        }
        if self.game.ai_plays(self.game.seat_to_move()) {
            if self.predict.must_wait() && self.game.mode() == Mode::HumanAi {
                self.predict_move(mv);
            } else {
                self.chrome.say(said.wait_for_ai);
            }
            return None;
        }
        match self.game.play_person(mv, said) {
            Ok(()) => {
                self.chrome.clear_message();
                // Predict mode: the AI's turn starts with the question.
                if self.predict.on
                    && !self.game.game().is_over()
                    && self.game.ai_plays(self.game.seat_to_move())
                {
                    self.chrome.say(self.words().steps.predict_move);
                }
                self.after_move()
            }
            Err(why) => {
                self.chrome.say(&why);
                None
            }
        }
    }

    /// After a move: the AI is asked to move when it plays the side to move (against itself,
    /// after the autoplay's pause).
    fn after_move(&mut self) -> Option<SearchRequest> {
        if self.game.game().is_over() || !self.game.ai_plays(self.game.seat_to_move()) {
            return None;
        }
        let first_move = self.game.records().is_empty();
        if self
            .autoplay
            .waits(self.game.mode(), first_move, self.chrome.clock())
        {
            return None;
        }
        Some(self.request(SearchKind::Decide, self.game.game().clone()))
    }

    /// A new generation and the request for it; older results will be dropped.
    fn request(&mut self, kind: SearchKind, position: Playable) -> SearchRequest {
        let seed = self.game.analysis().map(|a| a.seed);
        self.search.request(kind, position, seed)
    }

    fn search_done(&mut self, generation: u64, outcome: SearchOutcome) -> Option<SearchRequest> {
        let pending = self
            .search
            .finished(generation, outcome.recount.is_none())?;
        match pending.kind {
            SearchKind::Decide if self.predict.must_wait() && self.game.mode() == Mode::HumanAi => {
                self.predict.hold(pending.seed, outcome);
                None
            }
            SearchKind::Decide => self.play_ai_decision(pending.seed, outcome),
            // Its result is a `Recounted` event, never a decision.
            SearchKind::Recount => None,
            SearchKind::Reanalyse => {
                let serial = self.search.next_serial();
                if let Some(analysis) = self.game.last_analysis_mut() {
                    analysis.reanalysed(outcome, serial);
                }
                None
            }
        }
    }

    /// The AI plays the move its search decided (a prediction made for it is judged).
    fn play_ai_decision(&mut self, seed: u64, outcome: SearchOutcome) -> Option<SearchRequest> {
        let said = &self.words().messages;
        let Some(mv) = outcome.move_to_play() else {
            self.chrome.say(said.search_stopped);
            return None;
        };
        let position = self.game.game().clone();
        if !self.game.game().is_legal(mv) {
            self.chrome.say(said.impossible_move);
            return None;
        }
        let (best, value) = outcome.best_and_value();
        let found = Worth::of_score(value);
        let analysis = Analysis {
            position: position.clone(),
            played: mv,
            outcome,
            rerun: false,
            as_played: None,
            seed,
            serial: self.search.next_serial(),
        };
        self.game.play_decision(mv, analysis);
        self.autoplay.moved();
        self.predict.judge(mv, &best, found);
        if let Some(verdict) = self.predict.verdict.filter(|_| self.predict.on) {
            let words = self.words();
            let worth = |w: Worth| {
                let answer = words.steps.guess_answers[w.index()];
                answer.split_once(' ').map_or(answer, |(_, rest)| rest)
            };
            let [right, as_good, wrong] = words.steps.predict_moves;
            let move_verdict = match (verdict.predicted == verdict.played, verdict.move_right()) {
                (true, _) => right,
                (false, true) => as_good,
                (false, false) => wrong,
            };
            let text = words.steps.predict_verdict(
                &words.move_name(&position, verdict.predicted),
                worth(verdict.worth),
                &words.move_name(&position, verdict.played),
                worth(verdict.found),
                move_verdict,
                verdict.worth_right(),
            );
            self.chrome.say(&text);
        }
        self.after_move()
    }

    // ---- predict mode ----

    /// `g`: predict mode on or off; off plays a decision held for a prediction.
    fn toggle_predict(&mut self) -> Option<SearchRequest> {
        let on = self.predict.toggle();
        let steps = &self.words().steps;
        self.chrome.say(if on {
            steps.predict_on
        } else {
            steps.predict_off
        });
        if !on && let Some((seed, outcome)) = self.predict.drop_turn() {
            return self.play_ai_decision(seed, *outcome);
        }
        None
    }

    /// The player picks the move they predict the AI will play (the keys of a move).
    fn predict_move(&mut self, mv: usize) {
        let game = self.game.game();
        let mv = match game.board() {
            Some(board) if board.geometry().gravity() => {
                board.landing_cell(mv % board.geometry().cols())
            }
            _ => Some(mv),
        };
        let Some(mv) = mv.filter(|&mv| game.is_legal(mv)) else {
            self.chrome.say(self.words().messages.cell_taken);
            return;
        };
        self.predict.choose(mv);
        let name = self.words().move_name(game, mv);
        self.chrome.say(&(self.words().steps.predict_worth)(&name));
    }

    /// The worth completes the prediction; a decision held for it is played now.
    fn predict_worth(&mut self, digit: u8) -> Option<SearchRequest> {
        let worth = Worth::of_digit(digit)?;
        self.chrome.clear_message();
        let (seed, outcome) = self.predict.complete(worth)?;
        self.play_ai_decision(seed, *outcome)
    }

    fn recounted(&mut self, generation: u64, recount: SearchReport<usize>) {
        if !self.search.recounted(generation) {
            return;
        }
        if let Some(held) = self.predict.held_mut() {
            held.recount = Some(recount);
            return;
        }
        if let Some(analysis) = self.game.last_analysis_mut() {
            analysis.outcome.recount = Some(recount);
        }
    }

    /// Time passed: the autoplay's next move may be due.
    fn tick(&mut self, now: Instant) -> Option<SearchRequest> {
        self.chrome.tick(now);
        if let Some(steps) = self.steps.as_deref_mut() {
            let reply = steps.tick(now);
            self.steps_reply(reply);
        }
        if self.autoplay.due(now) && self.search.pending().is_none() {
            self.after_move()
        } else {
            None
        }
    }

    // ---- step mode ----

    /// An action of step mode: `w` opens it on the AI's last decision; the others go to it.
    fn steps_action(&mut self, action: Action) {
        if action == Action::OpenSteps {
            if self.explorer().is_some() {
                self.open_steps_in_explorer();
            } else {
                self.open_steps();
            }
            return;
        }
        let now = self.clock();
        let Some(steps) = self.steps.as_deref_mut() else {
            return;
        };
        // A new replay (`p`) makes its table, whose pages threads the system may refuse touch.
        let reply = refusing_threads(|| steps.act(action, now)).unwrap_or(StepsReply::OutOfMemory);
        self.steps_reply(reply);
    }

    /// What step mode asked for: a message, a tally, a walk on the study thread (and the one
    /// under way stopped, when step mode no longer waits for it).
    fn steps_reply(&mut self, reply: StepsReply) {
        let said = &self.words().steps;
        match reply {
            StepsReply::Nothing => {}
            StepsReply::Close => self.steps = None,
            StepsReply::Revealed(right) => self.guesses.count(right),
            StepsReply::NoGuessHere => self.chrome.say(said.guess_only_at_entry),
            StepsReply::GuessTooBig => self
                .chrome
                .say(&(said.guess_too_big)(&self.words().int(GUESS_POSITIONS))),
            StepsReply::OutOfMemory => self.say_no_replay_table(),
            StepsReply::NoMoreCuts => self.chrome.say(said.no_more_cuts),
            StepsReply::NoCutsWithoutPruning => self.chrome.say(said.no_cuts_without_pruning),
            StepsReply::Walk(job) => {
                self.chrome.clear_message();
                self.studies.start(StudyJob::Seek(job));
            }
            StepsReply::OutOfReach(target) => {
                let words = self.words();
                self.chrome.say(&(said.out_of_reach)(
                    &target.words(words),
                    &words.int(SEEK_POSITIONS),
                ));
            }
        }
        if self.steps.as_ref().is_none_or(|s| s.seeking.is_none()) {
            self.studies.stop_if(|job| matches!(job, StudyJob::Seek(_)));
        }
    }

    /// The seek on the study thread got somewhere.
    fn sought(&mut self, sought: Sought<usize>) {
        let now = self.clock();
        if let Some(steps) = self.steps.as_deref_mut() {
            let reply = steps.sought(sought, now);
            self.steps_reply(reply);
        }
    }

    /// `w` in the explorer: a fresh search from the selected position, under the tree's settings
    /// (the depth limit shortened by the position's depth), replayed step by step.
    fn open_steps_in_explorer(&mut self) {
        let Some(explorer) = self.explorer() else {
            return;
        };
        let id = explorer.selected_node();
        let tree = explorer.tree();
        let mut path = Vec::new();
        let mut node = Some(id);
        while let Some(at) = node {
            let n = tree.node(at);
            path.extend(n.mv);
            node = n.parent;
        }
        path.reverse();
        let ply = tree.node(id).ply;
        let mut settings = *tree.settings();
        settings.node_budget = None;
        settings.depth_limit = settings.depth_limit.map(|d| d.saturating_sub(ply));
        let position = explorer.position_of(id);
        if position.is_over() {
            return;
        }
        // The replay makes its table, whose pages threads the system may refuse touch.
        let view = refusing_threads(|| {
            StepsView::new(position, settings, (None, None), Origin::Explorer { path })
        });
        match view {
            Ok(Ok(view)) => self.steps = Some(Box::new(view)),
            Ok(Err(_)) | Err(ThreadRefused) => self.say_no_replay_table(),
        }
    }

    /// `w`: replays the AI's last decision as the panel shows it (its settings, pruning
    /// included); the autoplay pauses meanwhile.
    fn open_steps(&mut self) {
        let Some(analysis) = self.game.analysis() else {
            self.chrome.say(self.words().steps.nothing_yet);
            return;
        };
        let mut settings = analysis.outcome.selected.settings;
        settings.node_budget = None;
        let move_number = self
            .game
            .records()
            .iter()
            .rposition(|record| record.analysis.is_some())
            .map_or(1, |index| index as u32 + 1);
        let selected = &analysis.outcome.selected;
        // The panel's other figure is the recount's: plain search, no table, reading order. It
        // is the count of `p`'s replay only where that is the same search.
        let switched = SearchSettings {
            pruning: !settings.pruning,
            ..settings
        };
        let other = analysis
            .outcome
            .recount
            .as_ref()
            .filter(|recount| {
                let counted = SearchSettings {
                    node_budget: None,
                    ..recount.settings
                };
                recount.complete && counted == switched
            })
            .map(|recount| recount.nodes);
        let counts = (selected.complete.then_some(selected.nodes), other);
        let origin = Origin::Decision {
            move_number,
            played: analysis.played,
        };
        let position = analysis.position.clone();
        // The replay makes its table, whose pages threads the system may refuse touch.
        match refusing_threads(|| StepsView::new(position, settings, counts, origin)) {
            Ok(Ok(view)) => {
                self.autoplay.set_paused(true);
                self.steps = Some(Box::new(view));
            }
            Ok(Err(_)) | Err(ThreadRefused) => self.say_no_replay_table(),
        }
    }

    /// The replay's table could not be had.
    fn say_no_replay_table(&mut self) {
        let size = self.settings().transposition.map_or(0, |t| t.bytes >> 20);
        self.chrome
            .say(&(self.words().messages.replay_no_memory)(size as u64));
    }

    // ---- undo and redo ----

    /// Takes back the last move; against the AI, back to the person's previous turn (a search
    /// under way is dropped). Autoplay pauses.
    fn undo(&mut self) -> Option<SearchRequest> {
        let Some(count) = self.game.plies_to_undo() else {
            let said = &self.words().messages;
            self.chrome.say(if self.game.records().is_empty() {
                said.nothing_to_undo
            } else {
                said.nothing_to_undo_ai_first
            });
            return None;
        };
        self.drop_searches();
        self.autoplay.set_paused(self.game.mode() == Mode::AiAi);
        self.game.take_back(count);
        let said = if count == 1 {
            self.words().messages.took_back_one
        } else {
            self.words().messages.took_back_two
        };
        self.chrome.say(said);
        self.resume_recount()
    }

    /// Plays again what undo took back (against the AI: up to the person's next turn).
    fn redo(&mut self) -> Option<SearchRequest> {
        if self.game.redo_moves().is_empty() {
            self.chrome.say(self.words().messages.nothing_to_redo);
            return None;
        }
        self.drop_searches();
        self.autoplay.set_paused(self.game.mode() == Mode::AiAi);
        let count = self.game.play_again();
        self.chrome
            .say(&(self.words().messages.played_again)(count));
        self.after_move().or_else(|| self.resume_recount())
    }

    /// The recount of the decision on the board counts again if it stopped before it
    /// finished (undo dropped it, or a newer search that undo took back), so the panel and the
    /// move list show its figures rather than a count that is not running.
    fn resume_recount(&mut self) -> Option<SearchRequest> {
        if self.search.busy() {
            return None;
        }
        let analysis = self.game.analysis()?;
        if analysis.outcome.recount.is_some() {
            return None;
        }
        let (position, settings, seed) = (
            analysis.position.clone(),
            analysis.outcome.selected.settings,
            analysis.seed,
        );
        self.search.resume_recount(position, settings, seed)
    }

    /// Forgets the searches under way (the AI's decision, a re-analysis, the recount) and
    /// the autoplay's wait: their results would be for another position.
    fn drop_searches(&mut self) {
        self.predict.drop_turn();
        self.search.drop_searches();
        self.autoplay.cancel_wait();
    }

    // ---- the search's settings ----

    fn change_depth(&mut self, step: i32) -> Option<SearchRequest> {
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
    fn too_long(&self) -> bool {
        self.game.setup().max_plies() > MAX_PLY as u32
    }

    fn depth_words(&self) -> String {
        let words = self.words();
        match self.search.settings().depth_limit {
            Some(depth) => (words.messages.depth_limit)(depth),
            None => (words.messages.depth_limit_off)(&words.duration(self.search.think())),
        }
    }

    /// Re-runs what the settings affect: the AI's pending (or held) decision, or else its last
    /// one.
    fn settings_changed(&mut self, what: &str) -> Option<SearchRequest> {
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

    // ---- modes and the autoplay ----

    /// The next mode: the AI takes or leaves the seats, and a decision under way for a seat a
    /// person now plays is dropped.
    fn cycle_mode(&mut self) -> Option<SearchRequest> {
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
    fn toggle_pause(&mut self) -> Option<SearchRequest> {
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
    fn step_once(&mut self) -> Option<SearchRequest> {
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
    fn change_pace(&mut self, slower: bool) {
        self.autoplay.change_pace(slower, self.chrome.clock());
        let pause = crate::tui::pace_words(self.autoplay.pause(), self.words());
        self.chrome.say(&(self.words().messages.pace)(&pause));
    }

    // ---- studies: the overlays, with the study thread ----

    fn studied(&mut self, id: u64, result: StudyResult) {
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

    /// `i`: hints on or off.
    fn toggle_hints(&mut self) {
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
    fn sync_hints(&mut self) {
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
    fn hints_found(&mut self, job: StudyJob, values: Result<Vec<MoveValue<usize>>, Unfinished>) {
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

    /// `c`: compares the techniques on the position on the board.
    fn show_techniques(&mut self) {
        let game = self.game.game();
        if game.is_over() {
            self.chrome.say(self.words().messages.techniques_game_over);
            return;
        }
        self.autoplay.pause_if(self.game.mode() == Mode::AiAi);
        let settings = study_settings(self.search.settings(), game);
        let deepening = (game.plies_left() > FULL_SEARCH_MAX_PLIES).then_some(self.search.think());
        let seed = self.search.seed();
        let position = game.clone();
        self.overlays.open_techniques(TechniquesView {
            position: position.clone(),
            settings,
            deepening,
            table: None,
        });
        self.chrome.clear_message();
        self.studies.start(StudyJob::Techniques {
            position,
            settings,
            seed,
            deepening,
        });
    }

    fn close_techniques(&mut self) {
        if self
            .overlays
            .close_techniques()
            .is_some_and(|t| t.table.is_none())
        {
            self.studies.stop();
        }
    }

    fn techniques_found(&mut self, table: TechniqueTable<usize>) {
        self.overlays.techniques_found(table);
    }

    /// `t`: the explorer of the AI's last decision on the board (recorded once, then kept while
    /// that decision stays the last one, with the rows the player opened).
    fn open_tree(&mut self) {
        let Some(analysis) = self.game.analysis() else {
            let said = &self.words().messages;
            self.chrome.say(match self.game.mode() {
                Mode::Humans => said.no_tree_humans,
                _ => said.no_tree_yet,
            });
            return;
        };
        let serial = analysis.serial;
        let job = StudyJob::Record {
            position: analysis.position.clone(),
            settings: analysis.outcome.selected.settings,
            decision: Decision::of(&analysis.outcome.selected, analysis.played),
        };
        self.autoplay.pause_if(self.game.mode() == Mode::AiAi);
        self.chrome.clear_message();
        if self.studies.explorer_serial() == Some(serial) {
            self.overlays.set_tree(ExplorerView::Open);
            return;
        }
        self.studies.forget_explorer();
        self.overlays.set_tree(ExplorerView::Recording { serial });
        self.studies.start(job);
    }

    fn close_tree(&mut self) {
        self.studies
            .stop_if(|job| matches!(job, StudyJob::Record { .. } | StudyJob::Regrow { .. }));
        self.overlays.set_tree(ExplorerView::Closed);
    }

    /// The recorded tree arrived, or why it could not be recorded.
    fn tree_recorded(&mut self, explorer: Result<Box<Explorer<Playable>>, NotRecorded>) {
        let ExplorerView::Recording { serial } = self.overlays.tree() else {
            return;
        };
        match explorer {
            Ok(explorer) => {
                self.studies.keep_explorer(serial, explorer);
                self.overlays.set_tree(ExplorerView::Open);
            }
            Err(why) => {
                self.overlays.set_tree(ExplorerView::Closed);
                self.say_not_recorded(why);
            }
        }
    }

    /// The explorer's own keys (selection, opening and closing positions).
    fn tree_key(&mut self, action: Action) {
        if self.overlays.tree() != ExplorerView::Open {
            return;
        }
        let messages = &self.words().messages;
        let Some(explorer) = self.studies.explorer_mut() else {
            return;
        };
        let said = match crate::tui::explorer::state::browse(explorer, action) {
            Opening::Nothing | Opening::Opened => None,
            Opening::Leaf => Some(messages.leaf),
            Opening::SearchAgain(regrowth) => {
                let root = explorer.root().clone();
                self.studies.start(StudyJob::Regrow { root, regrowth });
                Some(messages.searching_subtree)
            }
        };
        self.chrome.set_message(said);
    }

    /// A left-out position's moves, searched again: in place, and opened.
    fn regrown(&mut self, grown: Result<Box<Grown<usize>>, NotRecorded>) {
        if self.overlays.tree() != ExplorerView::Open {
            return;
        }
        let grown = match grown {
            Ok(grown) => grown,
            Err(why) => return self.say_not_recorded(why),
        };
        if let Some(explorer) = self.studies.explorer_mut()
            && explorer.graft(*grown)
        {
            self.chrome.clear_message();
        }
    }

    /// Why the explorer's tree (or a part of it) could not be recorded.
    fn say_not_recorded(&mut self, why: NotRecorded) {
        let words = self.words();
        let said = match why {
            NotRecorded::TooBig { positions } => {
                (words.messages.tree_too_big)(&words.int(positions))
            }
            NotRecorded::OutOfMemory(e) => {
                (words.messages.tree_no_memory)(e.bytes.div_ceil(1 << 20))
            }
        };
        self.chrome.say(&said);
    }

    /// `x` in the explorer: writes the tree (its first [`crate::tui::DOT_LIMIT`] positions) as DOT
    /// into a new file, and says where.
    fn export_dot(&mut self) {
        let (ExplorerView::Open, Some(explorer)) = (self.overlays.tree(), self.studies.explorer())
        else {
            return;
        };
        // The file is read by Graphviz and people alike: its words stay English, as the
        // headless `analyze --dot` writes them.
        let (max, min) = self.tree_players(explorer.root(), &crate::i18n::EN);
        let (text, shown, digest) = crate::tui::explorer::state::dot_text(explorer, &max, &min);
        let said = &self.words().messages;
        if let Some(path) = self.chrome.already_exported(digest) {
            let path = path.display().to_string();
            self.chrome.say(&(said.dot_already_written)(&path));
            return;
        }
        match self.chrome.export(text.as_bytes(), digest) {
            Ok(path) => self
                .chrome
                .say(&(said.wrote_dot)(shown, &path.display().to_string())),
            Err(why) => self.chrome.say(&(said.dot_failed)(&why.to_string())),
        }
    }
}
