//! What `--game` stands for: the board (shape, k, gravity) or the heap of each ready-made game.

use super::InputError;
use super::args::GameKind;
use crate::games::mnk::Geometry;

/// The default heap of the Game of Bones, as in the classic lesson.
pub const DEFAULT_HEAP: u32 = 10;

/// The board of an m,n,k game kind; `None` for bones, which has no board.
pub fn board_of(kind: GameKind) -> Option<Geometry> {
    let shape = |side, k| Geometry::new(side, side, k).expect("a built-in shape is valid");
    match kind {
        GameKind::Ttt => Some(shape(3, 3)),
        GameKind::Ttt4 => Some(shape(4, 4)),
        GameKind::Connect4 => Some(Geometry::connect_four()),
        GameKind::Bones => None,
    }
}

/// The heap to start from: `--heap` is only meaningful for bones, where it defaults to 10.
pub fn heap_of(kind: GameKind, heap: Option<u32>) -> Result<Option<u32>, InputError> {
    match (kind, heap) {
        (GameKind::Bones, heap) => Ok(Some(heap.unwrap_or(DEFAULT_HEAP))),
        (_, None) => Ok(None),
        (other, Some(_)) => Err(InputError(format!(
            "--heap only applies to --game bones, not to {}",
            other.name()
        ))),
    }
}
