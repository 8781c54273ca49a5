//! Moves: a person's move (checked against the rules), the AI's decision when it arrives, and
//! what follows a move (a finished game is scored, the AI is asked to move on its turn).

use super::history::{Chooser, MoveRecord};
use super::keymap::Controls;
use super::state::{Analysis, App, Side};
use crate::analysis::{LiveFigures, SearchKind, SearchOutcome, SearchRequest};
use crate::engine::{Game, SearchReport};
use crate::games::bones::{Bones, MAX_TAKE};
use crate::games::mnk::{Mnk, MoveError};
use crate::games::playable::Playable;
use crate::i18n::Messages;

impl App {
    /// A digit key: a 3×3 cell, a column under gravity (its top cell stands for it), or a take.
    pub(super) fn play_digit(&mut self, digit: u8) -> Option<SearchRequest> {
        let said = &self.words().messages;
        let refusal = match Controls::of(&self.game) {
            Controls::Keypad => return self.play(usize::from(digit) - 1),
            Controls::Cells => said.digits_on_3x3_only.to_owned(),
            Controls::Columns(count) if digit <= count => return self.play(usize::from(digit) - 1),
            Controls::Columns(count) => (said.no_such_column)(count, digit),
            Controls::Takes if digit <= MAX_TAKE => return self.play(usize::from(digit)),
            Controls::Takes => (said.too_many_digit)(digit),
        };
        self.say(&refusal);
        None
    }

    /// A person plays `mv` (a cell, or a take), or is told why not (and nothing changes).
    pub(super) fn play(&mut self, mv: usize) -> Option<SearchRequest> {
        if self.game.is_over() {
            self.say(self.words().messages.game_over);
            return None;
        }
        if self.ai_plays(self.side_to_move()) {
            self.say(self.words().messages.wait_for_ai);
            return None;
        }
        let by = self.side_to_move();
        let said = &self.words().messages;
        let played = match &mut self.game {
            Playable::Board(board) => play_cell(board, mv, said),
            Playable::Heap(heap) => take_bones(heap, mv, said),
        };
        match played {
            Ok(mv) => {
                self.push_move(MoveRecord {
                    mv,
                    by,
                    chooser: Chooser::Person,
                    analysis: None,
                });
                self.redo.clear();
                if let Some(board) = self.game.board() {
                    // The cursor follows the move: onto the cell, or under gravity its column.
                    let geometry = board.geometry();
                    self.cursor = if geometry.gravity() {
                        mv % geometry.cols()
                    } else {
                        mv
                    };
                }
                self.message = None;
                self.after_move()
            }
            Err(why) => {
                self.say(&why);
                None
            }
        }
    }

    /// Keeps a move already applied to the game in the history.
    pub(super) fn push_move(&mut self, record: MoveRecord) {
        self.records.push(record);
        if self.game.is_over() {
            match self.winner() {
                Some(Side::Human) => self.tally.wins += 1,
                Some(Side::Ai) => self.tally.losses += 1,
                None => self.tally.draws += 1,
            }
        }
    }

    /// After a move: the AI is asked to move when it plays the side to move (against itself,
    /// after the autoplay's pause).
    pub(super) fn after_move(&mut self) -> Option<SearchRequest> {
        if self.game.is_over() || !self.ai_plays(self.side_to_move()) {
            return None;
        }
        if self.autoplay_waits() {
            return None;
        }
        let position = self.game.clone();
        Some(self.request(SearchKind::Decide, position))
    }

    pub(super) fn search_done(
        &mut self,
        generation: u64,
        outcome: SearchOutcome,
    ) -> Option<SearchRequest> {
        let pending = self.pending?;
        if generation != self.generation || pending.generation != generation {
            return None; // a result for a position or settings that no longer apply
        }
        self.pending = None;
        // Without its comparison, the decision is shown at once and the comparison follows.
        self.comparing = outcome.comparison.is_none().then_some(generation);
        self.comparing_live = None;
        match pending.kind {
            SearchKind::Decide => {
                let Some(mv) = outcome.selected.best_move else {
                    self.say(self.words().messages.search_stopped);
                    return None;
                };
                let position = self.game.clone();
                if !self.game.is_legal(mv) {
                    self.say(self.words().messages.impossible_move);
                    return None;
                }
                let by = self.side_to_move();
                self.game.apply(mv);
                self.analyses += 1;
                let analysis = Analysis {
                    position,
                    played: mv,
                    outcome,
                    rerun: false,
                    as_played: None,
                    seed: pending.seed,
                    serial: self.analyses,
                };
                self.push_move(MoveRecord {
                    mv,
                    by,
                    chooser: Chooser::Ai,
                    analysis: Some(Box::new(analysis)),
                });
                self.redo.clear();
                self.autoplay_moved();
                self.after_move()
            }
            // Its result is a `Compared` event, never a decision.
            SearchKind::Compare => None,
            SearchKind::Reanalyse => {
                self.analyses += 1;
                let serial = self.analyses;
                if let Some(analysis) = self.last_analysis_mut() {
                    // The move list keeps what was searched for the move as played.
                    let before = std::mem::replace(&mut analysis.outcome, outcome);
                    if analysis.as_played.is_none() {
                        analysis.as_played = Some(Box::new(before));
                    }
                    analysis.rerun = true;
                    analysis.serial = serial;
                }
                None
            }
        }
    }

    pub(super) fn compared(&mut self, generation: u64, comparison: SearchReport<usize>) {
        if self.comparing != Some(generation) || generation != self.generation {
            return; // a newer search started meanwhile
        }
        self.comparing = None;
        self.comparing_live = None;
        if let Some(analysis) = self.last_analysis_mut() {
            analysis.outcome.comparison = Some(comparison);
        }
    }

    pub(super) fn progress(&mut self, live: LiveFigures) {
        if live.generation != self.generation {
            return;
        }
        match (&mut self.pending, self.comparing) {
            (Some(pending), _) if pending.generation == live.generation => {
                pending.live = Some(live);
            }
            (None, Some(generation)) if generation == live.generation => {
                self.comparing_live = Some(live);
            }
            _ => {}
        }
    }

    /// The AI's decision still on the board, the one the panel shows.
    pub(super) fn last_analysis_mut(&mut self) -> Option<&mut Analysis> {
        self.records
            .iter_mut()
            .rev()
            .find_map(|r| r.analysis.as_deref_mut())
    }
}

/// Plays `cell` on a board; under gravity any cell of a column stands for the column, and the
/// piece lands in its lowest empty cell, which is returned (the history and cursor hold it).
fn play_cell(board: &mut Mnk, cell: usize, said: &Messages) -> Result<usize, String> {
    let geometry = board.geometry();
    let cell = if geometry.gravity() && cell < geometry.cells() {
        board
            .landing_cell(cell % geometry.cols())
            .ok_or(said.column_full)?
    } else {
        cell
    };
    board.play(cell).map(|()| cell).map_err(|error| {
        match error {
            MoveError::Occupied => said.cell_taken,
            MoveError::OutOfBoard => said.cell_off_board,
            MoveError::GameOver => said.game_over,
        }
        .to_owned()
    })
}

/// Takes `take` bones from the heap, if there are that many and the rules allow it.
fn take_bones(heap: &mut Bones, take: usize, said: &Messages) -> Result<usize, String> {
    let left = heap.heap();
    if take == 0 || take > usize::from(MAX_TAKE) {
        return Err((said.take_not)(take));
    }
    if take as u32 > left {
        return Err((said.cannot_take)(take, left));
    }
    heap.apply(take as u8);
    Ok(take)
}
