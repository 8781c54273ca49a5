//! The settings in force: defaults < the file's top-level keys < its table for the game played < a saved game < the flags, a flag that stands alone setting aside the file's keys it contradicts.

use super::Preferences;
use super::read::Read;
use crate::analysis::GameKind;
use crate::games::mnk::Geometry;
use crate::games::playable::Setup;

/// The settings a session starts with, as the play command settles them: the file's top-level
/// keys, then its table for the game played (the one the flags, the saved game and the file
/// settle on: a board of your own has none), then the saved game's settings (`--load`), then
/// the flags.
pub fn in_force(file: &Read, saved: Option<&Preferences>, flags: &Preferences) -> Preferences {
    let over = |file: &Preferences| match saved {
        Some(saved) => settle(&settle(file, saved), flags),
        None => settle(file, flags),
    };
    let game = game_played(&over(&file.settings));
    over(&file.for_game(game))
}

/// The file's settings with the flags' in their place, key by key. A flag that stands alone
/// wins over the file's keys that contradict it: `--game` over the file's `rows`, `cols` and
/// `k` (a board of your own), and these over the file's `game`. The file's `heap` counts
/// only when the Game of Bones is played and its `gravity` only on a board, so a flag that
/// picks the other game sets them aside too. A flag that cannot stand alone (`--heap` when
/// the file's game is a board, `--gravity` when it is bones) stays, and is refused as the two
/// flags together would be.
pub fn settle(file: &Preferences, flags: &Preferences) -> Preferences {
    let mut file = file.clone();
    if flags.game.is_some() {
        file.rows = None;
        file.cols = None;
        file.k = None;
    }
    if flags.rows.is_some() || flags.cols.is_some() || flags.k.is_some() {
        file.game = None;
    }
    if flags.game.or(file.game) == Some(GameKind::Bones) {
        file.gravity = None;
    } else {
        file.heap = None;
    }
    file.overlaid(flags)
}

/// The ready-made game settled settings play: the one named, or the one whose board the
/// rows, columns and k make (3×3 by default); `None` for a board of your own.
pub fn game_played(settled: &Preferences) -> Option<GameKind> {
    if settled.game.is_some() {
        return settled.game;
    }
    let (rows, cols) = (settled.rows.unwrap_or(3), settled.cols.unwrap_or(3));
    let k = settled.k.unwrap_or(Geometry::default_k(rows, cols));
    let geometry = Geometry::new(rows, cols, k).ok()?;
    board_game(&geometry.with_gravity(settled.gravity.unwrap_or(false)))
}

/// The ready-made game of a setup: the Game of Bones for a heap, the game whose board this
/// is (with or without gravity, save Connect Four, whose pieces always fall), or `None` for
/// a board of your own.
pub fn game_of(setup: &Setup) -> Option<GameKind> {
    match setup {
        Setup::Heap(_) => Some(GameKind::Bones),
        Setup::Board(geometry) => board_game(geometry),
    }
}

fn board_game(geometry: &Geometry) -> Option<GameKind> {
    [GameKind::Ttt, GameKind::Ttt4, GameKind::Connect4]
        .into_iter()
        .find(|kind| {
            kind.board().is_some_and(|board| {
                board.rows() == geometry.rows()
                    && board.cols() == geometry.cols()
                    && board.k() == geometry.k()
                    && (!board.gravity() || geometry.gravity())
            })
        })
}
