//! Whether the AI decides with one search or with iterative deepening: one search wherever the
//! tree below the position is small enough to search at once, deepening where the player turned
//! it on or where only the think time can bound the search.

use crate::engine::{Game, SearchSettings};
use crate::games::playable::Playable;

/// One search decides when the tree it would walk has at most this many positions below the
/// root, counted generously (see [`positions_at_most`]): even plain minimax searches that many
/// in a few milliseconds, so the think time never needs to bound it.
pub const ONE_SEARCH_MOST: u64 = 1_000_000;

/// Why iterative deepening ran.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeepeningWhy {
    /// The player turned it on (a technique, like the table or the move order).
    Chosen,
    /// The tree below the position is too big for one search: the think time bounds the search,
    /// so it deepens one ply at a time and plays the deepest search finished in time.
    TooBig,
}

/// How the AI searches a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchPlan {
    /// One search under the settings, to their depth limit or to the end of every line.
    One,
    /// Searches 1, 2, 3 … plies deep, up to the depth limit, within the think time.
    Deepening(DeepeningWhy),
}

impl SearchPlan {
    /// The plan for `position` under `settings`: deepening where `deepening` (the player's
    /// choice) asks for it, or where the tree to the depth limit may hold more than
    /// [`ONE_SEARCH_MOST`] positions; one search otherwise.
    pub fn of(position: &Playable, settings: &SearchSettings, deepening: bool) -> Self {
        if deepening {
            Self::Deepening(DeepeningWhy::Chosen)
        } else if positions_at_most(position, settings.depth_limit) > ONE_SEARCH_MOST {
            Self::Deepening(DeepeningWhy::TooBig)
        } else {
            Self::One
        }
    }

    /// True when the search deepens.
    pub fn deepens(self) -> bool {
        matches!(self, Self::Deepening(_))
    }
}

/// At most how many positions a search from `position` visits below it to `depth_limit` (or to
/// the end of every line): plain minimax's count, which no technique exceeds (a table or
/// pruning only skips), over-estimated by assuming no line ends before its last ply. The rule
/// rests on two facts of every game morpion plays: a move never adds a choice (a board's empty
/// cells or open columns, a heap's takes of 1, 2 or 3, only ever shrink), and a game has at most
/// [`Playable::plies_left`] plies to go, each taking one of them (a cell, or at least one bone).
/// So the ply `i` below the root has at most `min(b, n − i)` choices per position, with `b` the
/// root's moves and `n` the plies to go. Saturates at `u64::MAX`; stops counting once past
/// [`ONE_SEARCH_MOST`].
pub fn positions_at_most(position: &Playable, depth_limit: Option<u32>) -> u64 {
    if position.is_over() {
        return 0;
    }
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    bound_from(moves.len() as u64, position.plies_left(), depth_limit)
}

/// The arithmetic of [`positions_at_most`]: `branching` choices at the root, at most `plies` to
/// go, at most one choice fewer per ply once the plies left run short of `branching`.
fn bound_from(branching: u64, plies: u32, depth_limit: Option<u32>) -> u64 {
    let depth = depth_limit.map_or(plies, |limit| limit.min(plies));
    let mut level = 1u64;
    let mut total = 0u64;
    for ply in 0..depth {
        let choices = branching.min(u64::from(plies - ply));
        level = level.saturating_mul(choices);
        total = total.saturating_add(level);
        if total > ONE_SEARCH_MOST {
            break;
        }
    }
    total
}
