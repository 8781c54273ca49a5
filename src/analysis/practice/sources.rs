//! Exercise trees from real games: the tutorials' 2×2 board, the Game of Bones from a small heap, and 3×3 positions near the end.

use std::ops::RangeInclusive;
use std::sync::Arc;

use crate::engine::Game;
use crate::games::bones::Bones;
use crate::games::mnk::{BoardError, Geometry, Mark, Mnk};
use crate::games::trees::{SplitMix64, TooBig, Tree, from_game};

/// The most nodes (root included) of a real game's tree set as an exercise: a 3×3 board
/// with 4 empty cells has at most 1 + 4 + 12 + 24 + 24 = 65.
pub const GAME_TREE_LIMIT: usize = 65;

/// The heaps of bones an exercise may start from: heap 6 is 52 nodes, 7 would be 96.
pub const BONES_HEAPS: RangeInclusive<u32> = 1..=6;

/// The heap a bones exercise starts from by default: the smallest whose search cuts (two
/// cuts, 23 positions below the root; heaps 1 to 4 cut nothing, so they test values only).
pub const BONES_PRACTICE_HEAP: u32 = 5;

/// Empty cells left in a drawn end-game position.
pub const ENDGAME_EMPTY_CELLS: u32 = 4;

/// The 2×2 board with 2 in a row, from the empty board: 41 nodes with the root (1 + 4 + 12 +
/// 24), every game won by the first player on the third ply (`tests/FACTS.md`).
pub fn two_by_two() -> Tree {
    let geometry = Geometry::new(2, 2, 2).expect("2×2 with 2 in a row is a valid shape");
    let board = Mnk::new(Arc::new(geometry), Mark::X);
    from_game(&board, GAME_TREE_LIMIT).expect("41 nodes fit")
}

/// The Game of Bones from a heap in [`BONES_HEAPS`].
///
/// # Panics
/// On a heap outside it (the command line refuses them first).
pub fn bones(heap: u32) -> Tree {
    assert!(BONES_HEAPS.contains(&heap));
    from_game(&Bones::new(heap), GAME_TREE_LIMIT).expect("heaps up to 6 fit")
}

/// The tree from a 3×3 position given as rows joined by `/` (X having moved first), which
/// must not be over and whose tree must fit [`GAME_TREE_LIMIT`].
pub fn board_tree(text: &str) -> Result<Tree, BoardTreeError> {
    let board = Mnk::from_board(text, None).map_err(BoardTreeError::Board)?;
    if board.terminal().is_some() {
        return Err(BoardTreeError::Over);
    }
    from_game(&board, GAME_TREE_LIMIT).map_err(BoardTreeError::TooBig)
}

/// Why a board gives no exercise.
/// Who moves in an end-game position (MAX, as the exercise's root), and the MIN's mark:
/// "X" and "O" as the board writes them; none for a board that cannot be read.
pub fn endgame_sides(text: &str) -> Option<(char, char)> {
    let board = Mnk::from_board(text, None).ok()?;
    let max = board.to_move();
    Some((max.symbol(), max.other().symbol()))
}

/// The board's rows as a lesson draws them, cells spaced: "X . O".
pub fn endgame_rows(text: &str) -> Vec<String> {
    text.split('/')
        .map(|row| row.chars().map(String::from).collect::<Vec<_>>().join(" "))
        .collect()
}

#[derive(Debug)]
pub enum BoardTreeError {
    Board(BoardError),
    Over,
    TooBig(TooBig),
}

impl std::fmt::Display for BoardTreeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Board(e) => write!(f, "{e}"),
            Self::Over => write!(f, "the game is over on that board: nothing to search"),
            Self::TooBig(e) => write!(
                f,
                "{e}: give a position with at most {ENDGAME_EMPTY_CELLS} empty cells"
            ),
        }
    }
}

impl std::error::Error for BoardTreeError {}

/// A 3×3 position with [`ENDGAME_EMPTY_CELLS`] empty cells and nobody's win yet, drawn from
/// `seed` with [`SplitMix64`]: the empty cells are drawn one by one (the `below(n)`-th empty
/// cell in reading order, X first), again from the start whenever a move wins; the board and
/// its tree.
pub fn endgame(seed: u64) -> (String, Tree) {
    let mut rng = SplitMix64::new(seed);
    loop {
        let mut board = Mnk::tic_tac_toe();
        let mut ok = true;
        while board.empty_cells() > ENDGAME_EMPTY_CELLS {
            let mut cells = Vec::new();
            board.legal_moves(&mut cells);
            let cell = cells[rng.below(cells.len() as u64) as usize];
            board.apply(cell);
            if board.terminal().is_some() {
                ok = false;
                break;
            }
        }
        if ok {
            let tree = from_game(&board, GAME_TREE_LIMIT).expect("4 empty cells fit");
            return (board.to_board(), tree);
        }
    }
}
