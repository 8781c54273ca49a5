//! `analyze --load FILE [--move N]`: the position of a saved game, after all its moves or the first N.

use std::path::Path;

use crate::cli::position::Target;
use crate::cli::shared::error::InputError;
use crate::games::playable::Playable;
use crate::home::saved;

/// The position after the first `moves` moves of the game saved at `path` (all of them if
/// `None`), which must not be over.
pub(super) fn target(path: &Path, moves: Option<usize>) -> Result<Target, InputError> {
    let game = saved::load(path).map_err(|refused| InputError(refused.to_string()))?;
    let played = game.moves.len();
    let count = moves.unwrap_or(played);
    if count > played {
        return Err(InputError(format!(
            "--move {count}: the game saved in {} has {}",
            path.display(),
            match played {
                1 => "1 move".to_owned(),
                n => format!("{n} moves"),
            }
        )));
    }
    let position = game.position_after(count);
    if position.is_over() {
        return Err(InputError(match moves {
            Some(_) => format!("--move {count}: the game is over after {count} moves"),
            None => format!(
                "the game saved in {} is over after its {count} moves: give --move N for a position before its end",
                path.display()
            ),
        }));
    }
    Ok(match position {
        Playable::Board(board) => Target::Board(board),
        Playable::Heap(heap) => Target::Bones(heap.heap()),
    })
}
