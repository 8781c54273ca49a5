//! One AI search as a value: what to search, and the pair of reports it produces.

use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::engine::{SearchReport, SearchSettings, search_with_stop};
use crate::games::mnk::Mnk;

/// The comparison search (the other pruning mode) gives up after this many positions,
/// so a slow plain minimax never holds up the game.
pub const COMPARISON_BUDGET: u64 = 10_000_000;

/// Why a search runs, which decides what its result does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchKind {
    /// The AI chooses its move: the result is played.
    Decide,
    /// The settings changed: the AI's last decision is searched again, nothing is played.
    Reanalyse,
}

/// Everything the worker needs, so a search depends on nothing else (and a seed makes it repeatable).
#[derive(Clone, Debug)]
pub struct SearchRequest {
    /// Results of older generations are dropped by the App.
    pub generation: u64,
    pub kind: SearchKind,
    /// The position the AI moves from.
    pub position: Mnk,
    /// The selected settings (no node budget).
    pub settings: SearchSettings,
    /// Seeds the tie-break among equally good moves.
    pub seed: u64,
}

/// The selected search and the same search with the other pruning mode, for the statistics panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchOutcome {
    pub selected: SearchReport<usize>,
    /// Same position, depth limit and evaluation, the other pruning mode, with a node budget.
    pub comparison: SearchReport<usize>,
}

impl SearchOutcome {
    /// (with alpha-beta, without) whichever of the two searches was which.
    pub fn by_pruning(&self) -> (&SearchReport<usize>, &SearchReport<usize>) {
        if self.selected.settings.pruning {
            (&self.selected, &self.comparison)
        } else {
            (&self.comparison, &self.selected)
        }
    }
}

/// Runs both searches of `request`; `stop` ends them early (their reports then say incomplete).
pub fn run_search(request: &SearchRequest, stop: Option<&AtomicBool>) -> SearchOutcome {
    let selected_settings = SearchSettings {
        node_budget: None,
        ..request.settings
    };
    let mut rng = StdRng::seed_from_u64(request.seed);
    let selected = search_with_stop(&request.position, &selected_settings, &mut rng, stop);
    let comparison_settings = SearchSettings {
        pruning: !selected_settings.pruning,
        node_budget: Some(COMPARISON_BUDGET),
        ..selected_settings
    };
    let comparison = search_with_stop(&request.position, &comparison_settings, &mut rng, stop);
    SearchOutcome {
        selected,
        comparison,
    }
}
