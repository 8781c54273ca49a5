//! The settings in force: defaults < the file < the flags, a flag that stands alone setting aside the file's keys it contradicts.

use super::Preferences;
use crate::analysis::GameKind;

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
