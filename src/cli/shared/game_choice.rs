//! The ready-made games `--game` names: the board (shape, k, gravity) or the heap of each, and a heap in words.

use super::error::InputError;
use crate::games::mnk::Geometry;

pub use crate::analysis::GameKind;

/// The default heap of the Game of Bones, as in the classic lesson.
pub(crate) const DEFAULT_HEAP: u32 = 10;

/// The board of an m,n,k game kind; `None` for bones, which has no board.
pub(crate) fn board_of(kind: GameKind) -> Option<Geometry> {
    let shape = |side, k| Geometry::new(side, side, k).expect("a built-in shape is valid");
    match kind {
        GameKind::Ttt => Some(shape(3, 3)),
        GameKind::Ttt4 => Some(shape(4, 4)),
        GameKind::Connect4 => Some(Geometry::connect_four()),
        GameKind::Bones => None,
    }
}

/// The heap to start from: `--heap` is only meaningful for bones, where it defaults to 10.
pub(crate) fn heap_of(kind: GameKind, heap: Option<u32>) -> Result<Option<u32>, InputError> {
    match (kind, heap) {
        (GameKind::Bones, heap) => Ok(Some(heap.unwrap_or(DEFAULT_HEAP))),
        (_, None) => Ok(None),
        (other, Some(_)) => Err(InputError(format!(
            "--heap only applies to --game bones, not to {}",
            other.name()
        ))),
    }
}

/// `1` → "1 bone", `6` → "6 bones", `1000` → "1000 bones" (a heap is written as `--heap`
/// takes it).
pub(crate) fn bones(heap: u32) -> String {
    match heap {
        1 => "1 bone".to_owned(),
        n => format!("{n} bones"),
    }
}
