//! The position being set up, its cursor, and what its last check found.

use std::sync::Arc;

use crate::games::bones::MAX_HEAP;
use crate::games::mnk::{BoardError, Geometry, Mark, Mnk, SequenceError, column_digits};
use crate::games::playable::{Playable, Setup};
use crate::tui::Direction;
use crate::tui::game::cursor;
use crate::tui::game::game_match::Seat;

/// A position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Draft {
    /// Marks placed freely on a board, and the mark that moved first (it decides, with the
    /// counts, who is to move).
    Marks {
        geometry: Arc<Geometry>,
        cells: Vec<Option<Mark>>,
        first: Mark,
    },
    /// Where pieces fall: the columns played (0-based), X first, as `analyze --moves` takes
    /// them.
    Drops {
        geometry: Arc<Geometry>,
        columns: Vec<usize>,
    },
    /// A heap of bones and the seat that takes first.
    Heap { heap: u32, first: Seat },
}

/// Why the position cannot be played from, as `analyze` would refuse it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Marks placed: the board's refusal, and whether the other mark moving first explains
    /// the counts.
    Board {
        error: BoardError,
        other_started: bool,
    },
    /// A piece dropped where the sequence cannot go on.
    Drop(SequenceError),
    /// Pieces dropped up to the end of the game.
    Over,
}

/// The setup screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupView {
    pub draft: Draft,
    /// A cell, or a column where pieces fall.
    pub cursor: usize,
    /// The last refusal, until the position changes.
    pub refusal: Option<Refusal>,
}

impl SetupView {
    /// The screen for the game `setup`, starting from `position` (the one on the board, or
    /// the game's start position), reached by `drops` (where pieces fall, the columns dropped
    /// to set up the game's start) then `moves` (the game's cells), with `first` having moved
    /// first (a heap: taking first).
    pub(in crate::tui) fn new(
        setup: &Setup,
        position: &Playable,
        (drops, moves): (&[usize], &[usize]),
        first: Seat,
    ) -> Self {
        let draft = match (setup, position) {
            (Setup::Board(geometry), Playable::Board(board)) if geometry.gravity() => {
                // Only a position whose drops are all known is a sequence of columns; any
                // other starts empty.
                let cols = geometry.cols();
                let columns = if board.plies() as usize == drops.len() + moves.len() {
                    let played = moves.iter().map(|cell| cell % cols);
                    drops.iter().copied().chain(played).collect()
                } else {
                    Vec::new()
                };
                Draft::Drops {
                    geometry: Arc::clone(geometry),
                    columns,
                }
            }
            (Setup::Board(geometry), Playable::Board(board)) => Draft::Marks {
                geometry: Arc::clone(geometry),
                cells: board.marks(),
                first: crate::tui::game::game_match::first_mover(board),
            },
            (Setup::Heap(heap), _) => Draft::Heap { heap: *heap, first },
            (Setup::Board(geometry), Playable::Heap(_)) => Draft::Marks {
                geometry: Arc::clone(geometry),
                cells: vec![None; geometry.cells()],
                first: Mark::X,
            },
        };
        let mut view = Self {
            cursor: 0,
            draft,
            refusal: None,
        };
        view.cursor = cursor::start(&view.position());
        view
    }

    /// The position as drawn (not checked), for the board.
    pub fn position(&self) -> Playable {
        match &self.draft {
            Draft::Marks {
                geometry,
                cells,
                first,
            } => {
                let to_move = Mnk::from_marks(Arc::clone(geometry), cells, *first)
                    .map_or(*first, |board| board.to_move());
                Playable::Board(Mnk::drawn(Arc::clone(geometry), cells, to_move))
            }
            Draft::Drops { geometry, columns } => Playable::Board(
                dropped(geometry, columns)
                    .unwrap_or_else(|_| Mnk::new(Arc::clone(geometry), Mark::X)),
            ),
            Draft::Heap { heap, .. } => Playable::Heap(crate::games::bones::Bones::new(*heap)),
        }
    }

    pub(in crate::tui) fn move_cursor(&mut self, direction: Direction) {
        match &mut self.draft {
            Draft::Heap { heap, .. } => {
                *heap = match direction {
                    Direction::Left | Direction::Down => heap.saturating_sub(1).max(1),
                    Direction::Right | Direction::Up => (*heap + 1).min(MAX_HEAP),
                };
                self.refusal = None;
            }
            _ => self.cursor = cursor::step(&self.position(), self.cursor, direction),
        }
    }

    /// Puts `mark` on the cell under the cursor (`None` empties it).
    pub(in crate::tui) fn put(&mut self, mark: Option<Mark>) {
        if let Draft::Marks { cells, .. } = &mut self.draft
            && let Some(cell) = cells.get_mut(self.cursor)
        {
            *cell = mark;
            self.refusal = None;
        }
    }

    /// The cell under the cursor: empty, X, O, in turn.
    pub(in crate::tui) fn cycle(&mut self) {
        if let Draft::Marks { cells, .. } = &self.draft {
            let next = match cells.get(self.cursor).copied().flatten() {
                None => Some(Mark::X),
                Some(Mark::X) => Some(Mark::O),
                Some(Mark::O) => None,
            };
            self.put(next);
        }
    }

    /// Drops the next piece in `column` (0-based), if the sequence can go on there; else the
    /// refusal says why.
    pub(in crate::tui) fn drop_in(&mut self, column: usize) {
        if let Draft::Drops { geometry, columns } = &mut self.draft {
            let mut longer = columns.clone();
            longer.push(column);
            match dropped(geometry, &longer) {
                Ok(_) => {
                    *columns = longer;
                    self.cursor = column;
                    self.refusal = None;
                }
                Err(error) => self.refusal = Some(Refusal::Drop(error)),
            }
        }
    }

    /// Takes the last piece dropped back.
    pub(in crate::tui) fn take_back(&mut self) {
        if let Draft::Drops { columns, .. } = &mut self.draft {
            columns.pop();
            self.refusal = None;
        }
    }

    /// The other mark moved first (boards), the other seat takes first (the heap).
    pub(in crate::tui) fn swap_first(&mut self) {
        match &mut self.draft {
            Draft::Marks { first, .. } => *first = first.other(),
            Draft::Heap { first, .. } => *first = first.other(),
            Draft::Drops { .. } => {}
        }
        self.refusal = None;
    }

    /// Empties the board (the heap stays as it is).
    pub(in crate::tui) fn empty(&mut self) {
        match &mut self.draft {
            Draft::Marks { cells, .. } => cells.iter_mut().for_each(|cell| *cell = None),
            Draft::Drops { columns, .. } => columns.clear(),
            Draft::Heap { .. } => {}
        }
        self.refusal = None;
    }

    /// The position checked: a board play can reach and not over (as `analyze` checks
    /// `--board` and `--moves`), or why not.
    pub fn checked(&self) -> Result<Playable, Refusal> {
        match &self.draft {
            Draft::Marks {
                geometry,
                cells,
                first,
            } => Mnk::from_marks(Arc::clone(geometry), cells, *first)
                .map(Playable::Board)
                .map_err(|error| Refusal::Board {
                    other_started: matches!(error, BoardError::Counts { .. })
                        && Mnk::from_marks(Arc::clone(geometry), cells, first.other()).is_ok(),
                    error,
                }),
            Draft::Drops { geometry, columns } => match dropped(geometry, columns) {
                Ok(board) if board.is_over() => Err(Refusal::Over),
                Ok(board) => Ok(Playable::Board(board)),
                Err(error) => Err(Refusal::Drop(error)),
            },
            Draft::Heap { heap, .. } => Ok(Playable::Heap(crate::games::bones::Bones::new(*heap))),
        }
    }

    /// The columns dropped, as `analyze --moves` takes them (1-based digits).
    pub fn columns_text(&self) -> Option<String> {
        match &self.draft {
            Draft::Drops { columns, .. } => Some(column_digits(columns)),
            _ => None,
        }
    }
}

/// The position after dropping pieces in `columns` (0-based), X first, checked move by move as
/// `analyze --moves` checks them.
fn dropped(geometry: &Arc<Geometry>, columns: &[usize]) -> Result<Mnk, SequenceError> {
    Mnk::from_columns(Arc::clone(geometry), &column_digits(columns))
}
