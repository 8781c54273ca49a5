//! Hints (key `i`): on a person's turn, the value of every move for the player to move: the
//! textbook search's, worked out off the UI thread with the current settings whenever the
//! position or settings change; on boards with gravity and no depth limit, exact values from the
//! opening book and the solver wherever they know them (`exact.rs`).

mod exact;

pub use exact::{ExactHints, ExactValues, Solving};

pub(in crate::tui) mod update;

use crate::analysis::MoveValue;
use crate::analysis::exact_hints::{Known, SolveRequest};
use crate::engine::{FULL_SEARCH_MAX_PLIES, Game, Score, ScoreMeaning, SearchSettings};
use crate::games::playable::Playable;

/// The hints: on or off, the values worked out for the last position, and the solve under way.
#[derive(Clone, Debug, Default)]
pub struct Hints {
    pub on: bool,
    /// The textbook search's values of the last position (and settings) they were worked out
    /// for.
    pub searched: Option<Searched>,
    /// The last position (and settings) whose hints were too big to work out: not tried again.
    pub too_big: Option<(Playable, SearchSettings)>,
    /// The exact values of the last position the book and the solver were asked about, and the
    /// solve the App wants run for it.
    pub exact: ExactHints,
}

/// The textbook search's value of every move in one position.
#[derive(Clone, Debug)]
pub struct Searched {
    pub position: Playable,
    /// The settings the values were searched with (the depth limit says how far past each move
    /// they see, as the opponent's search after it sees).
    pub settings: SearchSettings,
    /// From the point of view of the player to move: a win `p` plies away scores `WIN - p`.
    pub values: Vec<MoveValue<usize>>,
}

/// Every move's hint in one position.
#[derive(Clone, Debug, PartialEq)]
pub struct HintSet {
    pub position: Playable,
    /// The settings the textbook search's values were searched with.
    pub settings: SearchSettings,
    /// One per legal move, in the game's order.
    pub values: Vec<HintValue>,
}

/// One move's hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintValue {
    pub mv: usize,
    /// From the point of view of the player to move: a win `p` plies away scores `WIN - p`.
    pub score: Score,
    pub from: HintSource,
}

/// Where a hint's value came from, which says whether it is exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintSource {
    /// The opening book (or the rules: the move ends the game): exact.
    Book,
    /// The exact solver: exact.
    Solver,
    /// The textbook search: exact when it reached the end of every line (no depth limit cut
    /// the game short, or it found a forced win or loss within the limit), else an estimate.
    Search { exact: bool },
}

impl HintValue {
    /// Whether the value is proven to the end of the game (not an estimate).
    pub fn exact(&self) -> bool {
        match self.from {
            HintSource::Book | HintSource::Solver => true,
            HintSource::Search { exact } => exact,
        }
    }
}

impl From<Known> for HintSource {
    fn from(known: Known) -> Self {
        match known {
            Known::Book => Self::Book,
            Known::Solver => Self::Solver,
        }
    }
}

/// Where the hints stand, for the board's title.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintState {
    Off,
    /// Not shown now: the other side (the AI) is to move.
    Idle,
    /// The game is over: there is no move to give a hint for.
    Over,
    /// Being worked out.
    Working,
    /// Shown: every value exact.
    Exact,
    /// Shown: every value an estimate within a depth limit of this many plies.
    Estimate(u32),
    /// Shown: some values exact, the others estimates within this many plies.
    Mixed(u32),
    /// Given up: the searches passed their position budget.
    TooBig,
}

impl Hints {
    /// Every move's hint at `position` once each has a value, else `None`: with `exact` (the
    /// book and the solver apply), the exact value wherever it is known and the textbook
    /// search's elsewhere; otherwise the textbook search's alone. `settings` are the ones the
    /// textbook search uses there, should it not have run.
    pub fn set_for(
        &self,
        position: &Playable,
        settings: &SearchSettings,
        exact: bool,
    ) -> Option<HintSet> {
        let searched = self
            .searched
            .as_ref()
            .filter(|searched| searched.position == *position);
        let known = self.exact.for_position(position).filter(|_| exact);
        if searched.is_none() && known.is_none() {
            return None;
        }
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let values = moves
            .into_iter()
            .map(|mv| {
                if let Some((score, from)) = known.and_then(|known| known.value(mv)) {
                    return Some(HintValue {
                        mv,
                        score,
                        from: from.into(),
                    });
                }
                let searched = searched?;
                let value = searched.values.iter().find(|value| value.mv == mv)?;
                Some(HintValue {
                    mv,
                    score: value.score,
                    from: HintSource::Search {
                        exact: searched.proves(value.score),
                    },
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(HintSet {
            position: position.clone(),
            settings: searched.map_or(*settings, |searched| searched.settings),
            values,
        })
    }

    /// The solve the App wants run now, if any.
    pub fn solve_wanted(&self) -> Option<&SolveRequest> {
        self.exact.solving().map(|solving| &solving.request)
    }
}

impl Searched {
    /// Whether `score`, found by this search, is exact: the search reached the end of the
    /// game on every line (no depth limit cut it short), or it is a forced win or loss, which a
    /// depth limit never makes up.
    pub fn proves(&self, score: Score) -> bool {
        let limited = self.settings.horizon(self.position.plies_left()).is_some();
        !limited
            || matches!(
                ScoreMeaning::of(score),
                ScoreMeaning::Win { .. } | ScoreMeaning::Loss { .. }
            )
    }
}

impl HintSet {
    /// Where the hints stand once shown: every value exact, every one an estimate, or some of
    /// each (the depth limit of the estimates says how far they see).
    pub fn state(&self) -> HintState {
        let estimates = self.values.iter().filter(|value| !value.exact()).count();
        match self.settings.horizon(self.position.plies_left()) {
            Some(depth) if estimates == self.values.len() && estimates > 0 => {
                HintState::Estimate(depth)
            }
            Some(depth) if estimates > 0 => HintState::Mixed(depth),
            _ => HintState::Exact,
        }
    }
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
