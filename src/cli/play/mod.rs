//! The play command's settings: the command line turned into the session's [`Config`], with the defaults that depend on the game (depth limit, evaluation, move order, table).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use super::shared::error::InputError;
use super::shared::game_choice::{GameKind, board_of, heap_of};
use crate::analysis::{Config, DEFAULT_TABLE_MIB, Mode};
use crate::engine::{FULL_SEARCH_MAX_PLIES, MoveOrder, SearchSettings, TableSize};
use crate::games::mnk::{Geometry, Mark, ShapeError};
use crate::games::playable::Setup;
use crate::i18n::Lang;

mod args;
mod settings;
pub use args::{GameArgs, HumanMark, PlayArgs, SearchFlags, SessionArgs, ThemeChoice};
pub use settings::{args_of, given};

/// Boards with more cells than this (bigger than 4×4) have no depth limit unless one is given:
/// the think time bounds the search.
pub(crate) const BIG_BOARD_CELLS: u32 = 16;

/// Checks what the argument parser cannot check alone (k against the board's sides), for
/// a board of your own (`--rows`, `--cols`, `--k`).
pub fn config_of_board(args: &PlayArgs) -> Result<Config, ShapeError> {
    let k = args.k.unwrap_or(Geometry::default_k(args.rows, args.cols));
    let geometry = Geometry::new(args.rows, args.cols, k)?;
    Ok(with_game(args, Setup::Board(Arc::new(geometry))))
}

/// The whole command line: `--game` picks a ready-made board or the Game of Bones (the
/// parser has already refused it together with `--rows`/`--cols`/`--k`), `--heap` sizes
/// the heap, `--gravity` makes pieces fall.
pub fn config(args: &PlayArgs, game: &GameArgs) -> Result<Config, InputError> {
    let kind = game.game.unwrap_or(GameKind::Ttt);
    if let Some(heap) = heap_of(kind, game.heap)? {
        if game.gravity {
            return Err(InputError(
                "--gravity only applies to boards, not to --game bones".to_owned(),
            ));
        }
        return Ok(with_game(args, Setup::Heap(heap)));
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
    Ok(with_game(args, Setup::Board(geometry)))
}

/// The session for `game`; the search settings follow the shared rule for the longest
/// game it allows (every cell filled, or one bone per turn). Beyond 3×3 the game engine's
/// techniques are on, and on boards past 4×4 the AI deepens as far as its think time
/// allows instead of stopping at a fixed depth.
pub(crate) fn with_game(args: &PlayArgs, game: Setup) -> Config {
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
    Config {
        practice: None,
        game,
        first: args.first,
        human: match args.human {
            HumanMark::X => Mark::X,
            HumanMark::O => Mark::O,
        },
        settings,
        seed: args.seed,
        think: Duration::from_millis(args.think_ms),
        deepening: args.search.deepening,
        perfect: !args.no_perfect,
        mode: Mode::HumanAi,
        lang: Lang::En,
        export_dir: PathBuf::from("."),
    }
}
