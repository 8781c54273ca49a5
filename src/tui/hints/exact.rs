//! The exact hints' state: the values the opening book and the solver gave for one position, and
//! the solve the App wants run for the moves they have not given yet.

use crate::analysis::exact_hints::{Known, SolveEnd, SolveRequest, book_values, solving_order};
use crate::engine::{Game, Score};
use crate::games::playable::Playable;

/// The exact values known for the last position looked up, and the solve wanted for the rest.
#[derive(Clone, Debug, Default)]
pub struct ExactHints {
    known: Option<ExactValues>,
    solving: Option<Solving>,
    /// Solves asked for so far (the last one's id).
    asked: u64,
}

/// The exact values of one position known so far.
#[derive(Clone, Debug)]
pub struct ExactValues {
    pub position: Playable,
    /// Each move known, with its value for the player to move and where it came from.
    pub values: Vec<(usize, Score, Known)>,
    /// Why the solver stopped short of the other moves, if it could not run.
    pub gave_up: Option<SolveEnd>,
}

/// The solve under way: what was asked, and how far it has got.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solving {
    pub request: SolveRequest,
    /// Positions the solver has searched so far for the move it is solving.
    pub positions: u64,
}

impl ExactValues {
    /// The value of `mv`, if known, and where it came from.
    pub fn value(&self, mv: usize) -> Option<(Score, Known)> {
        self.values
            .iter()
            .find(|&&(known, _, _)| known == mv)
            .map(|&(_, score, from)| (score, from))
    }

    /// The legal moves whose value is not known yet, in the game's order.
    pub fn missing(&self) -> Vec<usize> {
        let mut moves = Vec::new();
        self.position.legal_moves(&mut moves);
        moves.retain(|&mv| self.value(mv).is_none());
        moves
    }
}

impl ExactHints {
    /// The exact values known for `position`, if it is the position last looked up.
    pub fn for_position(&self, position: &Playable) -> Option<&ExactValues> {
        self.known
            .as_ref()
            .filter(|known| known.position == *position)
    }

    /// Whether every legal move of `position` has its exact value.
    pub fn knows_every_move(&self, position: &Playable) -> bool {
        self.for_position(position)
            .is_some_and(|known| known.missing().is_empty())
    }

    /// Makes `position` the one whose exact values are wanted: the book's (and the rules') at
    /// once the first time; then a solve for the moves still unknown, unless one is under way
    /// for it, every move is known or the solver could not run. Another position's solve is no
    /// longer wanted.
    pub fn want(&mut self, position: &Playable) {
        let Some(board) = position.board() else {
            self.stop();
            return;
        };
        if self.for_position(position).is_none() {
            let values = book_values(board)
                .into_iter()
                .map(|(mv, score)| (mv, score, Known::Book))
                .collect();
            self.known = Some(ExactValues {
                position: position.clone(),
                values,
                gave_up: None,
            });
        }
        let Some(known) = &self.known else {
            return;
        };
        let missing = known.missing();
        if missing.is_empty() || known.gave_up.is_some() {
            self.stop();
            return;
        }
        if self
            .solving
            .as_ref()
            .is_some_and(|solving| solving.request.position == *board)
        {
            return;
        }
        self.asked += 1;
        self.solving = Some(Solving {
            request: SolveRequest {
                id: self.asked,
                position: board.clone(),
                moves: solving_order(board, &missing),
            },
            positions: 0,
        });
    }

    /// No solve is wanted any more (the values known so far are kept).
    pub fn stop(&mut self) {
        self.solving = None;
    }

    /// The solve wanted now.
    pub fn solving(&self) -> Option<&Solving> {
        self.solving.as_ref()
    }

    /// The move the solve wanted now is at: the first it was asked for whose value is not
    /// known yet.
    pub fn solving_move(&self) -> Option<usize> {
        let solving = self.solving.as_ref()?;
        let known = self.known.as_ref()?;
        solving
            .request
            .moves
            .iter()
            .copied()
            .find(|&mv| known.value(mv).is_none())
    }

    /// Solve `id` found `mv` worth `score`: kept if it is the solve wanted.
    pub fn solved(&mut self, id: u64, mv: usize, score: Score) {
        if !self.is_wanted(id) {
            return;
        }
        if let Some(known) = &mut self.known
            && known.value(mv).is_none()
        {
            known.values.push((mv, score, Known::Solver));
        }
    }

    /// Solve `id` has searched `positions` so far for its current move.
    pub fn progress(&mut self, id: u64, positions: u64) {
        if let Some(solving) = self.solving.as_mut().filter(|s| s.request.id == id) {
            solving.positions = positions;
        }
    }

    /// Solve `id` ended as `end`; what the App should say about it, if it is the solve wanted
    /// and the solver could not run (its moves then stay estimates, and are not tried again).
    pub fn ended(&mut self, id: u64, end: SolveEnd) -> Option<SolveEnd> {
        if !self.is_wanted(id) {
            return None;
        }
        self.solving = None;
        match end {
            SolveEnd::Done | SolveEnd::Stopped => None,
            SolveEnd::NoThread | SolveEnd::NoMemory => {
                if let Some(known) = &mut self.known {
                    known.gave_up = Some(end);
                }
                Some(end)
            }
        }
    }

    fn is_wanted(&self, id: u64) -> bool {
        self.solving
            .as_ref()
            .is_some_and(|solving| solving.request.id == id)
    }
}
