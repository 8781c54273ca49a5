//! What a search takes besides the position and its settings: the tie-break seed, a stop flag,
//! live figures, a time budget and a progress callback, as one value.

use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::Duration;

use super::{IterationProgress, Observer};

/// What a deepening search calls after each completed iteration.
pub type OnIteration<'a, M> = dyn Fn(&IterationProgress<M>) + 'a;

/// The options of one search ([`super::search()`]) or one deepening search
/// ([`super::search_iterative`]). Every field has a neutral default, so a caller names only
/// what it uses: `&SearchOptions { seed: 7, stop: Some(&flag), ..Default::default() }`.
pub struct SearchOptions<'a, M> {
    /// Seeds the generator that picks among equally good moves: the same seed, the same pick.
    /// (`StdRng::seed_from_u64(seed)`; the seed never changes a count or a value.)
    pub seed: u64,
    /// The search gives up soon after this becomes true: a search's report then says it is
    /// incomplete, a deepening search plays its deepest completed iteration.
    pub stop: Option<&'a AtomicBool>,
    /// Kept up to date with the positions visited so far (every few thousand), so a screen can
    /// show the count while the search runs.
    pub positions: Option<&'a AtomicU64>,
    /// How long the search may run: past it a search gives up as on a stop request, and a
    /// deepening search starts no deeper iteration (its first, one ply, always finishes).
    pub budget: Option<Duration>,
    /// Called by a deepening search after each completed iteration (a search never calls it).
    pub progress: Option<&'a OnIteration<'a, M>>,
    /// Called with every step of the textbook search as it happens (see [`super::Step`]);
    /// `ControlFlow::Break` ends the search there. A deepening search sends the steps of each
    /// of its iterations. Without an observer the search runs code without the calls.
    pub observer: Option<&'a Observer<'a, M>>,
}

impl<M> Default for SearchOptions<'_, M> {
    /// Seed 0, no stop flag, no live figures, no time budget, no callbacks.
    fn default() -> Self {
        Self {
            seed: 0,
            stop: None,
            positions: None,
            budget: None,
            progress: None,
            observer: None,
        }
    }
}
