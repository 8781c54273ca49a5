//! The validated settings a game starts with, built from the command line.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::cli::InputError;
use crate::cli::args::{First, GameArgs, GameKind, HumanMark, Mode, PlayArgs};
use crate::cli::game_choice::{board_of, heap_of};
use crate::engine::{FULL_SEARCH_MAX_PLIES, MoveOrder, SearchSettings, TableSize};
use crate::games::mnk::{Geometry, Mark, ShapeError};
use crate::games::playable::Setup;
use crate::i18n::Lang;

/// The transposition table's memory on boards bigger than 3×3 (and when `m` turns it on).
pub const DEFAULT_TABLE_MIB: u32 = 16;

/// Boards with more cells than this (bigger than 4×4) have no depth limit unless one is given:
/// the think time bounds the search.
const BIG_BOARD_CELLS: u32 = 16;

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
    /// Who plays the two sides.
    pub mode: Mode,
    /// The language of the screen.
    pub lang: Lang,
    /// Where the explorer writes its DOT files.
    pub export_dir: PathBuf,
}

impl Config {
    /// Checks what the argument parser cannot check alone (k against the board's sides), for
    /// a board of your own (`--rows`, `--cols`, `--k`).
    pub fn from_args(args: &PlayArgs) -> Result<Self, ShapeError> {
        let k = args.k.unwrap_or(Geometry::default_k(args.rows, args.cols));
        let geometry = Geometry::new(args.rows, args.cols, k)?;
        Ok(Self::with_game(args, Setup::Board(Arc::new(geometry))))
    }

    /// The whole command line: `--game` picks a ready-made board or the Game of Bones (the
    /// parser has already refused it together with `--rows`/`--cols`/`--k`), `--heap` sizes
    /// the heap, `--gravity` makes pieces fall.
    pub fn from_cli(args: &PlayArgs, game: &GameArgs) -> Result<Self, InputError> {
        let kind = game.game.unwrap_or(GameKind::Ttt);
        if let Some(heap) = heap_of(kind, game.heap)? {
            if game.gravity {
                return Err(InputError(
                    "--gravity only applies to boards, not to --game bones".to_owned(),
                ));
            }
            return Ok(Self::with_game(args, Setup::Heap(heap)));
        }
        let geometry = match (game.game, board_of(kind)) {
            (Some(_), Some(geometry)) => geometry,
            _ => {
                let k = args.k.unwrap_or(Geometry::default_k(args.rows, args.cols));
                Geometry::new(args.rows, args.cols, k).map_err(|e| InputError(e.to_string()))?
            }
        };
        let gravity = game.gravity || geometry.gravity();
        let geometry = Arc::new(geometry.with_gravity(gravity));
        Ok(Self::with_game(args, Setup::Board(geometry)))
    }

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

    /// The session for `game`; the search settings follow the shared rule for the longest
    /// game it allows (every cell filled, or one bone per turn). Beyond 3×3 the game engine's
    /// techniques are on, and on boards past 4×4 the AI deepens as far as its think time
    /// allows instead of stopping at a fixed depth.
    fn with_game(args: &PlayArgs, game: Setup) -> Self {
        let plies = game.max_plies();
        let mut settings = SearchSettings::for_plies_left(
            plies,
            !args.search.no_pruning,
            args.depth,
            args.search.eval,
        );
        let big = plies > FULL_SEARCH_MAX_PLIES;
        if game.geometry().is_some() && plies > BIG_BOARD_CELLS && args.depth.is_none() {
            settings.depth_limit = None;
        }
        settings.move_order = args.search.order.unwrap_or(if big {
            MoveOrder::Threats
        } else {
            MoveOrder::Reading
        });
        let table_mib = args
            .search
            .table_mib
            .unwrap_or(if big { DEFAULT_TABLE_MIB } else { 0 });
        settings.transposition = (table_mib > 0).then(|| TableSize::mib(table_mib as usize));
        Self {
            game,
            first: args.first,
            human: match args.human {
                HumanMark::X => Mark::X,
                HumanMark::O => Mark::O,
            },
            settings,
            seed: args.seed,
            think: Duration::from_millis(args.think_ms),
            mode: Mode::HumanAi,
            lang: Lang::En,
            export_dir: PathBuf::from("."),
        }
    }
}
