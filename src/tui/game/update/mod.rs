//! The match's flows: new games, moves and the AI's decisions, the recount, the clock, undo
//! and redo.

pub(in crate::tui) mod settings;

use std::time::Instant;

use crate::analysis::{Mode, SearchKind, SearchOutcome, SearchRequest};
use crate::engine::SearchReport;
use crate::games::bones::MAX_TAKE;
use crate::games::playable::Playable;
use crate::tui::game::ai_search::Hurried;
use crate::tui::game::game_match::Seat;
use crate::tui::game::history::Analysis;
use crate::tui::keymap::Controls;
use crate::tui::predict::Worth;
use crate::tui::state::App;

/// A cursor direction: on a board; only left and right choose a column or a take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Left,
    Right,
    Up,
    Down,
}

/// The match's actions: moves, new games, undo and redo, who plays, and hurrying the AI.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameAction {
    MoveCursor(Direction),
    /// Play what the cursor is on: a cell, a column (gravity) or a take (bones).
    PlayCursor,
    /// Play by digit: a 3×3 cell 1–9 in reading order (1 top-left, 9 bottom-right), a column
    /// under gravity (1 leftmost), or a number of bones to take.
    PlayDigit(u8),
    /// Play a cell by index (a mouse click).
    PlayCell(usize),
    NewGame,
    SwapStarter,
    /// Take back a move (in a game against the AI: back to the player's previous turn).
    Undo,
    Redo,
    /// The next play mode: you against the AI, the AI against itself, two players.
    CycleMode,
    /// The AI stops thinking and plays the best move of its deepest completed search.
    PlayNow,
}

impl App {
    // ---- games and moves: the match, with the search and the autoplay ----

    /// Does one of the match's actions.
    pub(in crate::tui) fn game_act(&mut self, action: GameAction) -> Option<SearchRequest> {
        match action {
            GameAction::MoveCursor(direction) => {
                self.game.move_cursor(direction);
                None
            }
            GameAction::PlayCursor => self.play(self.game.cursor()),
            GameAction::PlayDigit(digit) => self.play_digit(digit),
            GameAction::PlayCell(cell) => self.play(cell),
            GameAction::NewGame => self.new_game(),
            GameAction::SwapStarter => self.swap_starter(),
            GameAction::Undo => self.undo(),
            GameAction::Redo => self.redo(),
            GameAction::CycleMode => self.cycle_mode(),
            GameAction::PlayNow => {
                let said = &self.words().messages;
                match self.search.hurry() {
                    Hurried::Decision => {}
                    Hurried::OneSearch => self.chrome.say(said.esc_one_search),
                    Hurried::Reanalysis => self.chrome.say(said.esc_reanalysis),
                    Hurried::Nothing => self.chrome.say(said.esc_idle),
                }
                None
            }
        }
    }

    pub(in crate::tui) fn new_game(&mut self) -> Option<SearchRequest> {
        let starter = self.next_starter();
        let request = self.start_game(starter);
        self.chrome
            .say(&(self.words().messages.new_game)(self.game.games_started()));
        request
    }

    pub(in crate::tui) fn next_starter(&mut self) -> Seat {
        let search = &mut self.search;
        self.game.next_starter(|| search.coin())
    }

    /// Clears the board; any search still running is forgotten.
    pub(in crate::tui) fn start_game(&mut self, starter: Seat) -> Option<SearchRequest> {
        self.game.start(starter);
        self.keeper.new_game(self.game.start_position().is_none());
        self.search.new_game();
        self.autoplay.new_game();
        self.chrome.clear_message();
        self.classroom.set_game_receipt(None);
        self.after_move()
    }

    /// The game on the board goes on after `moves`, a saved game's (counted apart from the
    /// results); the AI is asked to move if it is its turn.
    pub(in crate::tui) fn resume(&mut self, moves: &[usize]) -> Option<SearchRequest> {
        self.drop_searches();
        self.game.resume(moves);
        self.keeper.resumed(self.game.game().is_over());
        self.after_move()
    }

    pub(in crate::tui) fn swap_starter(&mut self) -> Option<SearchRequest> {
        if self.game.start_position().is_some() {
            self.chrome.say(self.words().home.start_decides);
            return None;
        }
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
    pub(in crate::tui) fn play_digit(&mut self, digit: u8) -> Option<SearchRequest> {
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
    pub(in crate::tui) fn play(&mut self, mv: usize) -> Option<SearchRequest> {
        let said = &self.words().messages;
        if self.game.game().is_over() {
            self.chrome.say(said.game_over);
            return None;
        }
        if self.game.ai_plays(self.game.seat_to_move()) {
            if self.predict.must_wait() && self.game.mode() == Mode::HumanAi {
                self.predict_move(mv);
            } else {
                let name = self.words().move_name(self.game.game(), mv);
                self.chrome.not_played(said.wait_for_ai, name);
            }
            return None;
        }
        match self.game.play_person(mv, said) {
            Ok(()) => {
                self.chrome.clear_message();
                self.keep_result();
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
    pub(in crate::tui) fn after_move(&mut self) -> Option<SearchRequest> {
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
    pub(in crate::tui) fn request(
        &mut self,
        kind: SearchKind,
        position: Playable,
    ) -> SearchRequest {
        let seed = self.game.analysis().map(|a| a.seed);
        self.search.request(kind, position, seed)
    }

    pub(in crate::tui) fn search_done(
        &mut self,
        generation: u64,
        outcome: SearchOutcome,
    ) -> Option<SearchRequest> {
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
    pub(in crate::tui) fn play_ai_decision(
        &mut self,
        seed: u64,
        outcome: SearchOutcome,
    ) -> Option<SearchRequest> {
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
        self.chrome.ai_moved();
        self.autoplay.moved();
        let judged_before = self.predict.tally.made;
        self.predict.judge(mv, &best, found);
        if let Some(verdict) = self
            .predict
            .verdict
            .filter(|_| self.predict.tally.made > judged_before)
        {
            self.keep_prediction(verdict.move_right(), verdict.worth_right());
        }
        self.keep_result();
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

    pub(in crate::tui) fn recounted(&mut self, generation: u64, recount: SearchReport<usize>) {
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
    pub(in crate::tui) fn tick(&mut self, now: Instant) -> Option<SearchRequest> {
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

    // ---- undo and redo ----

    /// Takes back the last move; against the AI, back to the person's previous turn (a search
    /// under way is dropped). Autoplay pauses.
    pub(in crate::tui) fn undo(&mut self) -> Option<SearchRequest> {
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
        // A game that counted, and whose result would be kept, counts apart from now on.
        let now_apart = self.keeper.counts() && self.results_kept_now();
        self.keeper.taken_back();
        let said = &self.words().messages;
        let took_back = if count == 1 {
            said.took_back_one
        } else {
            said.took_back_two
        };
        let said = match now_apart {
            true => format!("{took_back} · {}", said.now_apart),
            false => took_back.to_owned(),
        };
        self.chrome.say(&said);
        self.resume_recount()
    }

    /// Plays again what undo took back (against the AI: up to the person's next turn).
    pub(in crate::tui) fn redo(&mut self) -> Option<SearchRequest> {
        if self.game.redo_moves().is_empty() {
            self.chrome.say(self.words().messages.nothing_to_redo);
            return None;
        }
        self.drop_searches();
        self.autoplay.set_paused(self.game.mode() == Mode::AiAi);
        let count = self.game.play_again();
        if count > 0 {
            self.keep_result();
        }
        self.chrome
            .say(&(self.words().messages.played_again)(count));
        self.after_move().or_else(|| self.resume_recount())
    }

    /// The recount of the decision on the board counts again if it stopped before it
    /// finished (undo dropped it, or a newer search that undo took back), so the panel and the
    /// move list show its figures rather than a count that is not running.
    pub(in crate::tui) fn resume_recount(&mut self) -> Option<SearchRequest> {
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
    pub(in crate::tui) fn drop_searches(&mut self) {
        self.predict.drop_turn();
        self.search.drop_searches();
        self.autoplay.cancel_wait();
    }
}
