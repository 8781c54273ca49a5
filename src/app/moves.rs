//! Moves: a person's move (checked against the rules), the AI's decision when it arrives, and
//! what follows a move (a finished game is scored, the AI is asked to move on its turn).

use super::history::MoveRecord;
use super::keymap::Controls;
use super::state::{Analysis, App, Side};
use super::{LiveFigures, SearchKind, SearchOutcome, SearchRequest};
use crate::engine::{Game, SearchReport};
use crate::games::bones::{Bones, MAX_TAKE};
use crate::games::mnk::{Mnk, MoveError};
use crate::games::playable::Playable;

impl App {
    /// A digit key: a 3×3 cell, a column under gravity (its top cell stands for it), or a take.
    pub(super) fn play_digit(&mut self, digit: u8) -> Option<SearchRequest> {
        let refusal = match Controls::of(&self.game) {
            Controls::Cells => match self.game.board() {
                Some(board) if board.geometry().rows() == 3 && board.geometry().cols() == 3 => {
                    return self.play(usize::from(digit) - 1);
                }
                _ => "Digits pick cells on the 3×3 board only: use the arrows and Enter, or click"
                    .to_owned(),
            },
            Controls::Columns(count) if digit <= count => return self.play(usize::from(digit) - 1),
            Controls::Columns(count) => {
                format!("Digits 1–{count} drop in a column: there is no column {digit}")
            }
            Controls::Takes if digit <= MAX_TAKE => return self.play(usize::from(digit)),
            Controls::Takes => {
                format!("Take 1, 2 or 3 bones at a time: {digit} is too many")
            }
        };
        self.say(&refusal);
        None
    }

    /// A person plays `mv` (a cell, or a take), or is told why not (and nothing changes).
    pub(super) fn play(&mut self, mv: usize) -> Option<SearchRequest> {
        if self.game.is_over() {
            self.say("The game is over — press n for a new game");
            return None;
        }
        if self.ai_plays(self.side_to_move()) {
            self.say("Wait for the AI to move");
            return None;
        }
        let by = self.side_to_move();
        let played = match &mut self.game {
            Playable::Board(board) => play_cell(board, mv),
            Playable::Heap(heap) => take_bones(heap, mv),
        };
        match played {
            Ok(mv) => {
                self.push_move(MoveRecord {
                    mv,
                    by,
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
        self.history.push(record.mv);
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
                    self.say("The AI's search stopped before it chose a move");
                    return None;
                };
                let position = self.game.clone();
                if !self.game.is_legal(mv) {
                    self.say("The AI chose an impossible move; please report this");
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
                    seed: pending.seed,
                    serial: self.analyses,
                };
                self.push_move(MoveRecord {
                    mv,
                    by,
                    analysis: Some(Box::new(analysis)),
                });
                self.redo.clear();
                self.autoplay_moved();
                self.after_move()
            }
            SearchKind::Reanalyse => {
                self.analyses += 1;
                let serial = self.analyses;
                if let Some(analysis) = self.last_analysis_mut() {
                    analysis.outcome = outcome;
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
fn play_cell(board: &mut Mnk, cell: usize) -> Result<usize, String> {
    let geometry = board.geometry();
    let cell = if geometry.gravity() && cell < geometry.cells() {
        board
            .landing_cell(cell % geometry.cols())
            .ok_or("That column is full: choose another one")?
    } else {
        cell
    };
    board.play(cell).map(|()| cell).map_err(|error| {
        match error {
            MoveError::Occupied => "That cell is already taken",
            MoveError::OutOfBoard => "That cell is not on the board",
            MoveError::GameOver => "The game is over — press n for a new game",
        }
        .to_owned()
    })
}

/// Takes `take` bones from the heap, if there are that many and the rules allow it.
fn take_bones(heap: &mut Bones, take: usize) -> Result<usize, String> {
    let left = heap.heap();
    if take == 0 || take > usize::from(MAX_TAKE) {
        return Err(format!("Take 1, 2 or 3 bones at a time, not {take}"));
    }
    if take as u32 > left {
        let only = if left == 1 {
            "only 1 bone is left".to_owned()
        } else {
            format!("only {left} bones are left")
        };
        return Err(format!("You cannot take {take}: {only}"));
    }
    heap.apply(take as u8);
    Ok(take)
}
