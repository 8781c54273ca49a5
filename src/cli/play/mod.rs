//! The play command's settings: the command line turned into the session's [`Config`], with the defaults that depend on the game (depth limit, evaluation, move order, table).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use super::shared::error::InputError;
use super::shared::game_choice::{GameKind, heap_of};
use crate::analysis::{Config, Mode, Resume, game_settings};
use crate::games::mnk::{Geometry, Mark, ShapeError};
use crate::games::playable::Setup;
pub use crate::home::config_file::Depth;
use crate::i18n::Lang;

mod args;
mod settings;
mod start;
pub use args::{GameArgs, HumanMark, PlayArgs, SearchFlags, SessionArgs, StartArgs, ThemeChoice};
pub use settings::{args_of, file_game_note, given};
pub use start::{load, resume, resume_saved};

pub(crate) use crate::analysis::BIG_BOARD_CELLS;

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
    // A board given by its sides (or none given: 3×3) is named by them, not as `ttt`.
    if game.game.is_none() && game.heap.is_some() {
        return Err(InputError(format!(
            "--heap only applies to --game bones, not to a {}×{} board",
            args.cols, args.rows
        )));
    }
    if let Some(heap) = heap_of(kind, game.heap)? {
        if game.gravity {
            return Err(InputError(
                "--gravity only applies to boards, not to --game bones".to_owned(),
            ));
        }
        return Ok(with_game(args, Setup::Heap(heap)));
    }
    let geometry = match (game.game, kind.board()) {
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
    let mut settings = game_settings(
        &game,
        !args.search.no_pruning,
        args.depth.and_then(Depth::limit),
        args.search.eval,
        args.search.order,
        args.search.table_mib,
    );
    if args.depth == Some(Depth::Unlimited) {
        settings.depth_limit = None;
    }
    Config {
        practice: None,
        lesson: None,
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
        export_dir: Some(PathBuf::from(".")),
        resume: Resume::default(),
    }
}
