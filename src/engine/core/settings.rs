//! Everything that changes how a search runs, as one value.

use serde::Serialize;

/// How a non-terminal position at the depth limit is scored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Evaluation {
    /// Unknown counts as a draw: score 0 (the classic tutorials' choice, and the reference one).
    #[default]
    Draw,
    /// The rule set's own judgement (on boards: open lines weighted by how many marks they hold
    /// and by whose turn it is).
    Heuristic,
}

impl Evaluation {
    /// The other evaluation, for the toggle key.
    pub fn next(self) -> Self {
        match self {
            Self::Draw => Self::Heuristic,
            Self::Heuristic => Self::Draw,
        }
    }

    /// The word shown on screen and accepted on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Self::Draw => "draw",
            Self::Heuristic => "heuristic",
        }
    }
}

/// The order in which a position's moves are tried. It never changes a value, only how much
/// alpha-beta can prune (and so the node counts).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum MoveOrder {
    /// The game's canonical order (reading order on boards): the textbook counts depend on it.
    #[default]
    Reading,
    /// Moves nearest the centre first: central cells lie on the most lines.
    CentreFirst,
    /// Winning moves first, then blocks of the opponent's wins, then the most promising cells.
    Threats,
}

impl MoveOrder {
    /// The word shown on screen and accepted on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Self::Reading => "reading",
            Self::CentreFirst => "centre-first",
            Self::Threats => "threats",
        }
    }
}

/// How much memory a transposition table may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableSize {
    pub bytes: usize,
}

impl TableSize {
    /// A table of `mib` mebibytes, the unit people think of memory in.
    pub const fn mib(mib: usize) -> Self {
        Self { bytes: mib << 20 }
    }

    /// The largest power-of-two number of slots of `slot_bytes` that fits (at least one), so
    /// a key finds its slot with a mask.
    pub(crate) fn power_of_two_slots(self, slot_bytes: usize) -> usize {
        let wanted = (self.bytes / slot_bytes).max(1);
        if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        }
    }
}

/// The settings of one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchSettings {
    /// Alpha-beta pruning on, or plain minimax.
    pub pruning: bool,
    /// Search at most this many plies below the root; `None` searches to the end of the game.
    pub depth_limit: Option<u32>,
    /// How positions at the depth limit are scored.
    pub evaluation: Evaluation,
    /// Give up after visiting more than this many positions (the report then says it is incomplete).
    pub node_budget: Option<u64>,
    /// The order moves are tried in (reading order keeps the textbook counts).
    pub move_order: MoveOrder,
    /// Remember positions already searched in a table of this size; `None` searches without one.
    pub transposition: Option<TableSize>,
}

/// Beyond this many plies to the end of the game, a full search without a transposition table
/// takes seconds to ages, so unless told otherwise the search is depth-limited.
pub const FULL_SEARCH_MAX_PLIES: u32 = 9;

impl SearchSettings {
    /// The depth limit, if it stops a search from a position with at most `plies_left` plies
    /// to go before the end of the game; a longer limit cuts nothing, so results are exact.
    pub fn horizon(&self, plies_left: u32) -> Option<u32> {
        self.depth_limit.filter(|&depth| depth < plies_left)
    }

    /// The settings for a game with at most `plies_left` plies to go, where the user's `depth`
    /// and `evaluation` (if given) win: short games are searched to the end (exact answers),
    /// longer ones to 6 plies (up to 16 left) or 4, scored by the heuristic, so the answer comes
    /// at once.
    pub fn for_plies_left(
        plies_left: u32,
        pruning: bool,
        depth: Option<u32>,
        evaluation: Option<Evaluation>,
    ) -> Self {
        let long = plies_left > FULL_SEARCH_MAX_PLIES;
        let default_depth = match plies_left {
            0..=FULL_SEARCH_MAX_PLIES => None,
            10..=16 => Some(6),
            _ => Some(4),
        };
        Self {
            pruning,
            depth_limit: depth.or(default_depth),
            evaluation: evaluation.unwrap_or(if long {
                Evaluation::Heuristic
            } else {
                Evaluation::Draw
            }),
            node_budget: None,
            move_order: MoveOrder::Reading,
            transposition: None,
        }
    }
}

impl Default for SearchSettings {
    fn default() -> Self {
        Self {
            pruning: true,
            depth_limit: None,
            evaluation: Evaluation::Draw,
            node_budget: None,
            move_order: MoveOrder::Reading,
            transposition: None,
        }
    }
}

impl SearchSettings {
    /// True when a technique beyond plain minimax/alpha-beta is on; the plain search then runs
    /// a separate, untouched code path, so it never pays for what it does not use.
    pub fn uses_techniques(&self) -> bool {
        self.move_order != MoveOrder::Reading || self.transposition.is_some()
    }
}
