//! The Game of Bones: a heap of bones, each turn take 1, 2 or 3; a player who cannot take loses.

use super::move_label::MoveLabel;
mod values;

pub use values::HeapValues;

use crate::engine::{Game, Solvable, Terminal};

/// The most bones a heap may start with: enough for any lesson, small enough that a full
/// search (which grows like 1.8^heap without a transposition table) is still bounded by the
/// default depth limit rather than by the heap.
pub const MAX_HEAP: u32 = 1000;

/// The most bones one turn may take.
pub const MAX_TAKE: u8 = 3;

/// The heaps lost by the player to move are the multiples of this: whatever they take, the
/// opponent takes the rest of it.
const LOSING_MULTIPLE: u32 = MAX_TAKE as u32 + 1;

/// The evaluation of a heap at the depth limit: + for the side to move on a won heap, − on a
/// lost one; a round number, kept well inside the estimates' range.
const HEAP_ESTIMATE: i32 = 100;

/// A position: the bones left and how many turns have been played (to tell the players apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bones {
    heap: u32,
    start: u32,
    turns: u32,
}

impl Bones {
    /// A heap of `heap` bones with the first player to move.
    pub fn new(heap: u32) -> Self {
        Self {
            heap,
            start: heap,
            turns: 0,
        }
    }

    /// Bones left on the heap.
    pub fn heap(&self) -> u32 {
        self.heap
    }

    /// The heap the game started with.
    pub fn start(&self) -> u32 {
        self.start
    }

    /// Turns played so far; the first player moves when it is even.
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// The legal takes, smallest first: 1 to 3 bones, never more than the heap holds. The
    /// rule in one place, for `legal_moves` and for games that keep moves in another type.
    pub fn takes(&self) -> impl Iterator<Item = u8> + use<> {
        let heap = self.heap;
        (1..=MAX_TAKE).filter(move |&take| u32::from(take) <= heap)
    }

    /// Whether the first player (who took from the full heap) is to move.
    pub fn first_player_to_move(&self) -> bool {
        self.turns.is_multiple_of(2)
    }
}

impl Game for Bones {
    /// How many bones to take (1 to 3).
    type Move = u8;

    fn legal_moves(&self, out: &mut Vec<u8>) {
        out.clear();
        out.extend(self.takes());
    }

    fn apply(&mut self, take: u8) {
        debug_assert!((1..=MAX_TAKE).contains(&take) && u32::from(take) <= self.heap);
        self.heap -= u32::from(take);
        self.turns += 1;
    }

    fn undo(&mut self, take: u8) {
        self.heap += u32::from(take);
        self.turns -= 1;
    }

    /// An empty heap: the side to move cannot take, so it has lost.
    fn terminal(&self) -> Option<Terminal> {
        (self.heap == 0).then_some(Terminal::Loss)
    }

    /// The heap's exact outcome for the side to move, as [`HeapValues`] works it out (and its
    /// tests check at every heap up to [`MAX_HEAP`]): the side to move wins unless the heap is a
    /// multiple of 4 (whatever it takes, the opponent can take the rest of the 4). So a search
    /// stopped by its depth limit still tells a winning take from a losing one at any heap.
    fn heuristic(&self) -> i32 {
        if self.heap.is_multiple_of(LOSING_MULTIPLE) {
            -HEAP_ESTIMATE
        } else {
            HEAP_ESTIMATE
        }
    }

    /// One bone a turn at the slowest.
    fn plies_left(&self) -> u32 {
        self.heap
    }

    fn move_name(&self, take: u8) -> String {
        MoveLabel::Take(u32::from(take)).to_string()
    }
}

/// The exact solver plays a heap with its defaults (every move and reply tried), keyed by the
/// heap alone: what a heap is worth to the side to move does not depend on how it was reached
/// (the solver's table keeps values counted from the position), so each heap is solved once.
/// (The textbook search keeps no key for Bones: its tutorials' counts are of the whole tree.)
impl Solvable for Bones {
    fn solver_key(&self) -> Option<(u128, bool)> {
        Some((u128::from(self.heap) + 1, false))
    }
}
