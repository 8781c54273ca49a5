//! Hints (key `i`): on a person's turn, the value of every move for the player to move, worked
//! out off the UI thread with the current settings whenever the position or settings change.

pub(in crate::tui) mod update;

use crate::analysis::MoveValue;
use crate::engine::{FULL_SEARCH_MAX_PLIES, SearchSettings};
use crate::games::playable::Playable;

/// The hints: on or off, and the values of the last position they were worked out for.
#[derive(Clone, Debug, Default)]
pub struct Hints {
    pub on: bool,
    pub shown: Option<HintSet>,
    /// The last position (and settings) whose hints were too big to work out: not tried again.
    pub too_big: Option<(Playable, SearchSettings)>,
}

/// Every move's value in one position.
#[derive(Clone, Debug)]
pub struct HintSet {
    pub position: Playable,
    /// The settings the values were searched with (the depth limit says how far past each move
    /// they see, as the opponent's search after it sees).
    pub settings: SearchSettings,
    /// From the point of view of the player to move: a win `p` plies away scores `WIN - p`.
    pub values: Vec<MoveValue<usize>>,
}

/// Where the hints stand, for the board's title.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintState {
    Off,
    /// Not shown now: not a person's turn, or the game is over.
    Idle,
    /// Being worked out.
    Working,
    /// Shown: exact values, or estimates within a depth limit of this many plies.
    Exact,
    Estimate(u32),
    /// Given up: the searches passed their position budget.
    TooBig,
}

/// The settings studies of `position` use: the player's, with a depth limit on long games that
/// have none (the AI's own search is bounded by its think time there; a study must end).
pub fn study_settings(settings: &SearchSettings, position: &Playable) -> SearchSettings {
    let left = position.plies_left();
    let mut settings = SearchSettings {
        node_budget: None,
        ..*settings
    };
    if settings.depth_limit.is_none() && left > FULL_SEARCH_MAX_PLIES {
        settings.depth_limit = SearchSettings::for_plies_left(left, true, None, None).depth_limit;
    }
    settings
}
