//! The game's moves as the move list shows them, and undo / redo through the whole game.

use super::state::{Analysis, App, Side};
use crate::analysis::Mode;
use crate::analysis::{SearchKind, SearchRequest};
use crate::engine::Game;

/// Who chose a move: a person at the keyboard or the AI. Recorded when the move is played,
/// so the move list keeps saying it after `v` gives the seats to others.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chooser {
    Person,
    Ai,
}

/// One move of the game.
#[derive(Clone, Debug)]
pub struct MoveRecord {
    pub mv: usize,
    /// The seat that played it.
    pub by: Side,
    /// Who chose it.
    pub chooser: Chooser,
    /// The AI's decision, when the AI played it: its search (and so its node counts, with and
    /// without pruning), and the panel's re-analysis of it under other settings, if any.
    pub analysis: Option<Box<Analysis>>,
}

impl App {
    /// Takes back the last move; against the AI, back to the person's previous turn (a search
    /// under way is dropped). Autoplay pauses.
    pub(super) fn undo(&mut self) -> Option<SearchRequest> {
        let Some(count) = self.plies_to_undo() else {
            let said = &self.words().messages;
            self.say(if self.records.is_empty() {
                said.nothing_to_undo
            } else {
                said.nothing_to_undo_ai_first
            });
            return None;
        };
        self.drop_searches();
        self.autoplay.paused = self.mode == Mode::AiAi;
        for _ in 0..count {
            self.pop_move();
        }
        let said = if count == 1 {
            self.words().messages.took_back_one
        } else {
            self.words().messages.took_back_two
        };
        self.say(said);
        self.resume_comparison()
    }

    /// Plays again what undo took back (against the AI: up to the person's next turn).
    pub(super) fn redo(&mut self) -> Option<SearchRequest> {
        if self.redo.is_empty() {
            self.say(self.words().messages.nothing_to_redo);
            return None;
        }
        self.drop_searches();
        self.autoplay.paused = self.mode == Mode::AiAi;
        let mut count = 0;
        while let Some(record) = self.redo.pop() {
            if self.game.is_over() || !self.game.is_legal(record.mv) {
                self.redo.clear(); // cannot happen: the stack holds the game's own moves
                break;
            }
            self.game.apply(record.mv);
            self.push_move(record);
            count += 1;
            let person_next = !self.ai_plays(self.side_to_move());
            if self.mode != Mode::HumanAi || person_next || self.game.is_over() {
                break;
            }
        }
        self.say(&(self.words().messages.played_again)(count));
        self.after_move().or_else(|| self.resume_comparison())
    }

    /// The comparison of the decision on the board counts again if it stopped before it
    /// finished (undo dropped it, or a newer search that undo took back), so the panel and the
    /// move list show its figures rather than a count that is not running.
    fn resume_comparison(&mut self) -> Option<SearchRequest> {
        if self.pending.is_some() || self.comparing.is_some() {
            return None;
        }
        let analysis = self.analysis()?;
        if analysis.outcome.comparison.is_some() {
            return None;
        }
        let request = SearchRequest {
            generation: self.generation + 1,
            kind: SearchKind::Compare,
            position: analysis.position.clone(),
            settings: analysis.outcome.selected.settings,
            seed: analysis.seed,
            think: self.think,
        };
        self.generation = request.generation;
        self.comparing = Some(request.generation);
        self.comparing_live = None;
        Some(request)
    }

    /// How many plies undo takes back: one, or against the AI as many as it takes to reach the
    /// person's turn again (`None` when no earlier position is the person's turn).
    fn plies_to_undo(&self) -> Option<usize> {
        if self.records.is_empty() {
            return None;
        }
        if self.mode != Mode::HumanAi {
            return Some(1);
        }
        let mut position = self.game.clone();
        for (taken, record) in self.records.iter().rev().enumerate() {
            position.undo(record.mv);
            if !self.ai_plays(self.seat_to_move(&position)) {
                return Some(taken + 1);
            }
        }
        None
    }

    /// Takes the last move off the board (a finished game's score is taken back with it).
    fn pop_move(&mut self) {
        let Some(record) = self.records.pop() else {
            return;
        };
        if self.game.is_over() {
            match self.winner() {
                Some(Side::Human) => self.tally.wins -= 1,
                Some(Side::Ai) => self.tally.losses -= 1,
                None => self.tally.draws -= 1,
            }
        }
        self.game.undo(record.mv);
        self.redo.push(record);
    }

    /// Forgets the searches under way (the AI's decision, a re-analysis, the comparison): their
    /// results would be for another position.
    pub(super) fn drop_searches(&mut self) {
        if self.pending.is_some() || self.comparing.is_some() {
            self.generation += 1;
        }
        self.pending = None;
        self.comparing = None;
        self.comparing_live = None;
        self.autoplay.next_at = None;
    }

    /// The moves of the game, oldest first, with who played them and the AI's searches.
    pub fn moves(&self) -> &[MoveRecord] {
        &self.records
    }

    /// Moves undo took back, which redo would play again (the next one last).
    pub fn redo_moves(&self) -> &[MoveRecord] {
        &self.redo
    }
}
