//! The ready-made games `--game` names (their boards are `GameKind::board`): the heap of each, and a heap in words.

use super::error::InputError;

pub use crate::analysis::GameKind;

/// The default heap of the Game of Bones, as in the classic lesson.
pub(crate) const DEFAULT_HEAP: u32 = 10;

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
