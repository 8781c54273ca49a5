//! The settings a session of the game starts with: the game, who sits where, the AI's search.

use std::path::PathBuf;
use std::time::Duration;

use super::{First, Mode};
use crate::engine::{SearchSettings, TableSize};
use crate::games::mnk::{Geometry, Mark};
use crate::games::playable::Setup;
use crate::i18n::Lang;

/// The transposition table's memory on boards bigger than 3×3 (and when `m` turns it on).
pub const DEFAULT_TABLE_MIB: u32 = 16;

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
    /// Where the explorer writes its DOT files.
    pub export_dir: PathBuf,
    /// An exercise of practice open from the start (`morpion practice`).
    pub practice: Option<super::practice::Exercise>,
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

    /// The same session writing the explorer's DOT files into `dir`.
    pub fn with_export_dir(self, dir: impl Into<PathBuf>) -> Self {
        Self {
            export_dir: dir.into(),
            ..self
        }
    }

    /// The board's shape, for board games.
    pub fn geometry(&self) -> Option<&Geometry> {
        self.game.geometry()
    }
}
