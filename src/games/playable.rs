//! The games the interactive App plays, as one `Game` with `usize` moves: a board or a heap of bones.

use std::sync::Arc;

use super::bones::Bones;
use super::mnk::{Geometry, Mark, Mnk, Symmetry};
use super::move_label::MoveLabel;
use crate::engine::{CopyMake, Forecast, Game, MoveOrder, Solvable, Terminal};

/// What a session plays, before any move: the board's shape, or the heap's size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setup {
    /// An m,n,k board (tic-tac-toe, Connect Four, a board of your own).
    Board(Arc<Geometry>),
    /// The Game of Bones with a heap of this many bones.
    Heap(u32),
}

impl Setup {
    /// A new game: the empty board with `first` to move, or the full heap (whose first player
    /// has no mark: the App knows who took first).
    pub fn start(&self, first: Mark) -> Playable {
        match self {
            Self::Board(geometry) => Playable::Board(Mnk::new(Arc::clone(geometry), first)),
            Self::Heap(heap) => Playable::Heap(Bones::new(*heap)),
        }
    }

    /// The most plies a game can last (cells, or bones taken one at a time): a depth limit
    /// at least this long searches every game to its end.
    pub fn max_plies(&self) -> u32 {
        match self {
            Self::Board(geometry) => geometry.cells() as u32,
            Self::Heap(heap) => *heap,
        }
    }

    /// The board's shape, for board games.
    pub fn geometry(&self) -> Option<&Geometry> {
        match self {
            Self::Board(geometry) => Some(geometry),
            Self::Heap(_) => None,
        }
    }
}

/// A position of any game the App plays. Moves are `usize` for both, so one search report
/// type, one worker and one statistics panel serve every game: a board move is a cell index
/// (under gravity, the cell the piece lands on), a bones move the number of bones taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Playable {
    Board(Mnk),
    Heap(Bones),
}

impl From<Mnk> for Playable {
    fn from(board: Mnk) -> Self {
        Self::Board(board)
    }
}

impl From<Bones> for Playable {
    fn from(heap: Bones) -> Self {
        Self::Heap(heap)
    }
}

impl Playable {
    /// What move `mv` is called here: a cell, a column or a take.
    pub fn move_label(&self, mv: usize) -> MoveLabel {
        match self {
            Self::Board(board) => board.geometry().move_label(mv),
            Self::Heap(_) => MoveLabel::Take(u32::from(take(mv))),
        }
    }

    /// The board of a board game.
    pub fn board(&self) -> Option<&Mnk> {
        match self {
            Self::Board(board) => Some(board),
            Self::Heap(_) => None,
        }
    }

    /// How `other` is related to this position: the same position, a board's image under one
    /// of its symmetries, or neither (a heap has no symmetry but itself).
    pub fn symmetry_to(&self, other: &Playable) -> Option<Symmetry> {
        match (self, other) {
            (Self::Board(a), Self::Board(b)) => a.symmetry_to(b),
            (Self::Heap(a), Self::Heap(b)) if a == b => Some(Symmetry::Same),
            _ => None,
        }
    }

    /// The heap of the Game of Bones.
    pub fn heap(&self) -> Option<&Bones> {
        match self {
            Self::Board(_) => None,
            Self::Heap(heap) => Some(heap),
        }
    }

    /// The most plies the game can still last: empty cells, or bones left (one per turn at
    /// worst). A depth limit below this cuts the search short.
    pub fn plies_left(&self) -> u32 {
        match self {
            Self::Board(board) => board.empty_cells(),
            Self::Heap(heap) => heap.heap(),
        }
    }

    /// Moves played since the start.
    pub fn plies(&self) -> u32 {
        match self {
            Self::Board(board) => board.plies(),
            Self::Heap(heap) => heap.turns(),
        }
    }

    pub fn is_over(&self) -> bool {
        self.terminal().is_some()
    }

    /// Whether `mv` is one of the legal moves here (a board's cell must be the landing cell
    /// under gravity; a take must be 1 to 3 and no more than the heap).
    pub fn is_legal(&self, mv: usize) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.contains(&mv)
    }
}

impl Game for Playable {
    type Move = usize;

    #[inline]
    fn legal_moves(&self, out: &mut Vec<usize>) {
        match self {
            Self::Board(board) => board.legal_moves(out),
            Self::Heap(heap) => {
                out.clear();
                out.extend(heap.takes().map(usize::from));
            }
        }
    }

    #[inline(always)]
    fn placement<W: CopyMake>(&self, walk: W) -> Option<W::Output> {
        match self {
            Self::Board(board) => board.placement(walk),
            Self::Heap(_) => None,
        }
    }

    #[inline]
    fn apply(&mut self, mv: usize) {
        match self {
            Self::Board(board) => board.apply(mv),
            Self::Heap(heap) => heap.apply(take(mv)),
        }
    }

    #[inline]
    fn undo(&mut self, mv: usize) {
        match self {
            Self::Board(board) => board.undo(mv),
            Self::Heap(heap) => heap.undo(take(mv)),
        }
    }

    #[inline]
    fn terminal(&self) -> Option<Terminal> {
        match self {
            Self::Board(board) => board.terminal(),
            Self::Heap(heap) => heap.terminal(),
        }
    }

    #[inline]
    fn heuristic(&self) -> i32 {
        match self {
            Self::Board(board) => board.heuristic(),
            Self::Heap(heap) => heap.heuristic(),
        }
    }

    #[inline]
    fn plies_left(&self) -> u32 {
        // The inherent method: the same figure.
        Playable::plies_left(self)
    }

    fn move_name(&self, mv: usize) -> String {
        self.move_label(mv).to_string()
    }

    #[inline]
    fn key(&self) -> Option<u128> {
        match self {
            Self::Board(board) => board.key(),
            Self::Heap(heap) => heap.key(),
        }
    }

    #[inline]
    fn canonical_key(&self) -> Option<u128> {
        match self {
            Self::Board(board) => board.canonical_key(),
            Self::Heap(heap) => heap.canonical_key(),
        }
    }

    #[inline]
    fn move_order_hint(&self, mv: usize, order: MoveOrder) -> i32 {
        match self {
            Self::Board(board) => board.move_order_hint(mv, order),
            Self::Heap(heap) => heap.move_order_hint(take(mv), order),
        }
    }
}

/// A bones move as the heap's own type. Moves come from `legal_moves` (1 to 3), so they fit;
/// anything else saturates and is caught by the heap's own legality check in debug builds.
fn take(mv: usize) -> u8 {
    u8::try_from(mv).unwrap_or(u8::MAX)
}

/// The exact solver's hooks.
impl Solvable for Playable {
    #[inline]
    fn apply_quiet(&mut self, mv: usize) {
        match self {
            Self::Board(board) => board.apply_quiet(mv),
            Self::Heap(heap) => heap.apply_quiet(take(mv)),
        }
    }

    fn forecast_finds_wins_soon(&self) -> bool {
        match self {
            Self::Board(board) => board.forecast_finds_wins_soon(),
            Self::Heap(heap) => heap.forecast_finds_wins_soon(),
        }
    }

    #[inline]
    fn forecast(&mut self, out: &mut Vec<usize>) -> Forecast {
        match self {
            Self::Board(board) => board.forecast(out),
            // The heap's forecast in its own move type, then converted.
            Self::Heap(heap) => {
                let mut takes = Vec::new();
                let forecast = heap.forecast(&mut takes);
                out.clear();
                out.extend(takes.into_iter().map(usize::from));
                forecast
            }
        }
    }
}
