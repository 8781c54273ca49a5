//! The settings a session of the game starts with: the game, who sits where, the AI's search.

use std::path::PathBuf;
use std::time::Duration;

use super::{First, Mode};
use crate::engine::{Evaluation, FULL_SEARCH_MAX_PLIES, MoveOrder, SearchSettings, TableSize};
use crate::games::mnk::{Geometry, Mark, Mnk};
use crate::games::playable::Setup;
use crate::i18n::Lang;

/// The transposition table's memory on boards bigger than 3×3 (and when `m` turns it on).
pub const DEFAULT_TABLE_MIB: u32 = 16;

/// Boards with more cells than this (bigger than 4×4) have no depth limit unless one is given:
/// the think time bounds the search.
pub const BIG_BOARD_CELLS: u32 = 16;

/// The AI's search settings for `game`, each choice given winning over the game's default:
/// the shared rule for the longest game it allows (every cell filled, or one bone per turn);
/// beyond 3×3 the engine's techniques on (threats order, a table of
/// [`DEFAULT_TABLE_MIB`]), and on boards past 4×4 no depth limit (the think time bounds the
/// search instead).
pub fn game_settings(
    game: &Setup,
    pruning: bool,
    depth: Option<u32>,
    evaluation: Option<Evaluation>,
    order: Option<MoveOrder>,
    table_mib: Option<u32>,
) -> SearchSettings {
    let plies = game.max_plies();
    let mut settings = SearchSettings::for_plies_left(plies, pruning, depth, evaluation);
    let big = plies > FULL_SEARCH_MAX_PLIES;
    if game.geometry().is_some() && plies > BIG_BOARD_CELLS && depth.is_none() {
        settings.depth_limit = None;
    }
    // A heap's moves give the orders nothing to tell apart (take 1, 2, then 3 in every one):
    // it keeps reading order's name, the order it is searched in whatever is asked.
    settings.move_order = match order {
        _ if game.geometry().is_none() => MoveOrder::Reading,
        Some(order) => order,
        None if big => MoveOrder::Threats,
        None => MoveOrder::Reading,
    };
    let table_mib = table_mib.unwrap_or(if big { DEFAULT_TABLE_MIB } else { 0 });
    settings.transposition = (table_mib > 0).then(|| TableSize::mib(table_mib as usize));
    settings
}

/// Everything the TUI needs to start a session.
#[derive(Clone, Debug)]
pub struct Config {
    /// The game: a board's shape or a heap's size.
    pub game: Setup,
    pub first: First,
    /// The human's mark on boards (bones has no marks).
    pub human: Mark,
    /// Pruning, depth limit and evaluation of the AI's search (no node budget).
    pub settings: SearchSettings,
    /// Seed of the session's random generator (ties between best moves, who starts).
    pub seed: Option<u64>,
    /// The time budget of each AI decision (iterative deepening stops starting new iterations).
    pub think: Duration,
    /// Iterative deepening on: every decision deepens within the think time; off, the AI deepens
    /// only where the tree is too big for one search (see [`super::SearchPlan`]).
    pub deepening: bool,
    /// Connect Four: the AI plays perfectly (the opening book, or the solver within the think
    /// time); the textbook search still runs for the panel.
    pub perfect: bool,
    /// Who plays the two sides.
    pub mode: Mode,
    /// The language of the screen.
    pub lang: Lang,
    /// Where the explorer writes its DOT files and `f` saves games; none in a class session
    /// over SSH, which writes no file on the server.
    pub export_dir: Option<PathBuf>,
    /// Where the first game starts when not at the game's own start.
    pub resume: Resume,
    /// An exercise of practice open from the start (`morpion practice`).
    pub practice: Option<super::practice::Exercise>,
    /// A lesson open from the start (`morpion lesson`).
    pub lesson: Option<super::lessons::Topic>,
}

/// How the first game starts when it is not the game's own start: from a position (`--board`,
/// `--moves`, a saved game's start) and after the moves a saved game had played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Resume {
    /// The position every game of the session starts from, on a board of the game's shape
    /// (checked); its marks say who started.
    pub start: Option<Mnk>,
    /// Where pieces fall, the columns (0-based) dropped in turn from the empty board, X
    /// first, that reach `start` (a position there is a sequence, as `analyze --moves` takes
    /// it); empty on other boards.
    pub start_drops: Vec<usize>,
    /// The moves already played from the start, legal one after another (`morpion --load`).
    pub moves: Vec<usize>,
    /// Who started the game taken up again (`Human` or `Ai`; the next games follow
    /// `Config::first`). On a board with a start position, its marks decide instead.
    pub started: Option<First>,
}

impl Resume {
    /// Whether the first game starts anywhere but at the game's own start.
    pub fn is_some(&self) -> bool {
        self.start.is_some() || !self.moves.is_empty() || self.started.is_some()
    }
}

impl Config {
    /// The same session with `mode` deciding who plays.
    pub fn with_mode(self, mode: Mode) -> Self {
        Self { mode, ..self }
    }

    /// The memory of the game's one table, which every search with a table uses: the size the
    /// settings ask for, or the default (which `m` turns on) when they ask for none.
    pub fn table_size(&self) -> TableSize {
        self.settings
            .transposition
            .unwrap_or(TableSize::mib(DEFAULT_TABLE_MIB as usize))
    }

    /// The same session with a table of `size` (the memory there was), if it has a table.
    pub fn with_table_size(mut self, size: TableSize) -> Self {
        self.settings.transposition = self.settings.transposition.map(|_| size);
        self
    }

    /// The same session starting as `resume` says.
    pub fn with_resume(self, resume: Resume) -> Self {
        Self { resume, ..self }
    }

    /// The same session in `lang`.
    pub fn with_lang(self, lang: Lang) -> Self {
        Self { lang, ..self }
    }

    /// The same session with `exercise` open from the start.
    pub fn with_practice(self, exercise: super::practice::Exercise) -> Self {
        Self {
            practice: Some(exercise),
            ..self
        }
    }

    /// The same session with lesson `topic` open from the start.
    pub fn with_lesson(self, topic: super::lessons::Topic) -> Self {
        Self {
            lesson: Some(topic),
            ..self
        }
    }

    /// The same session writing the explorer's DOT files into `dir`.
    pub fn with_export_dir(self, dir: impl Into<PathBuf>) -> Self {
        Self {
            export_dir: Some(dir.into()),
            ..self
        }
    }

    /// The same session writing no file at all (a class session over SSH): `x` and `f` say so.
    pub fn without_files(self) -> Self {
        Self {
            export_dir: None,
            ..self
        }
    }

    /// The board's shape, for board games.
    pub fn geometry(&self) -> Option<&Geometry> {
        self.game.geometry()
    }
}
