//! The Game of Bones played as `analyze` answers it: beyond 20 bones, under a depth limit
//! beyond 20 plies (or none), the heap solved with its positions remembered, at once, instead
//! of a textbook search that grows like 1.8^depth. `autoplay` plays it; any AI can.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

use crate::engine::{Score, SearchSettings};
use crate::games::bones::HeapValues;
use crate::games::playable::Playable;

/// Up to this many bones (or plies of a depth limit) the textbook search is instant with or
/// without pruning (plain minimax visits 900,139 positions at 22) and its counts are worth
/// reading; beyond, the heap is solved with its positions remembered, exactly, at once.
pub const FULL_SEARCH_MAX_HEAP: u32 = 20;

/// Whether the textbook search answers (a small heap, or a short depth limit); otherwise the
/// heap is solved with its positions remembered.
pub fn searched_in_full(heap: u32, depth: Option<u32>) -> bool {
    heap.min(depth.unwrap_or(heap)) <= FULL_SEARCH_MAX_HEAP
}

/// The AI's move from a heap solved with its positions remembered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remembered {
    /// The heap's value for the player to move, as the textbook search under the same depth
    /// limit and evaluation scores it.
    pub value: Score,
    /// The takes that keep it, smallest first, and the one played (drawn among them).
    pub best_takes: Vec<u8>,
    pub take: u8,
    /// How deep the solve looked: the depth limit, or the heap when the limit reaches its end.
    pub depth: u32,
    /// The depth limit, when it stopped lines short of the end of the game.
    pub horizon: Option<u32>,
    /// Positions worked out (a heap at a depth), each once.
    pub positions: u64,
    pub elapsed: Duration,
}

/// The heap of `position` when the AI under `settings` plays it remembered: as `analyze` does,
/// beyond the heaps and depths where the textbook search answers at once.
pub fn heap_to_remember(position: &Playable, settings: &SearchSettings) -> Option<u32> {
    let heap = position.heap()?.heap();
    (heap > 0 && !searched_in_full(heap, settings.depth_limit)).then_some(heap)
}

/// The move from `heap` under `settings`' depth limit and evaluation, a tie broken with `seed`
/// as `analyze --seed` breaks it.
pub fn decide(heap: u32, settings: &SearchSettings, seed: u64) -> Remembered {
    let started = Instant::now();
    let values = HeapValues::new(heap, settings.depth_limit, settings.evaluation);
    let best_takes = values.best_takes(heap);
    let take = *best_takes
        .choose(&mut StdRng::seed_from_u64(seed))
        .expect("a heap that is not empty has a take that keeps its value");
    Remembered {
        value: values.value(heap),
        take,
        depth: settings.depth_limit.map_or(heap, |d| d.min(heap)),
        horizon: settings.horizon(heap),
        positions: values.positions(),
        elapsed: started.elapsed(),
        best_takes,
    }
}
