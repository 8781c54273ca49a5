//! The flags that give a position, the same for every command that reads one (`analyze`, `trace`).

use clap::{Args, ValueEnum};

use crate::cli::shared::game_choice::GameKind;
use crate::cli::shared::values::whole;
use crate::games::bones::MAX_HEAP;
use crate::games::mnk::{MAX_COLS, MAX_ROWS, Mark};

/// A position: a board (`--board`), the columns played where pieces fall (`--moves`) or a heap
/// (`--heap`), in a ready-made game (`--game`) or on a board of your own (`--k`, and where
/// pieces fall `--rows`, `--cols`, `--gravity`).
#[derive(Debug, Args, Clone)]
pub(crate) struct PositionArgs {
    /// Rows top to bottom joined by `/`, with X, O and `.` (e.g. `XX./OO./...`), or 9 characters
    /// for 3×3 (ttt, ttt4 and boards of your own).
    #[arg(long, value_name = "BOARD", allow_hyphen_values = true)]
    pub(super) board: Option<String>,

    /// The game: ttt, ttt4 (give --board), connect4 (give --moves) or bones (give --heap)
    /// [default: ttt, or the board's own shape]
    #[arg(long, value_enum)]
    pub(super) game: Option<GameKind>,

    /// Where pieces fall (connect4, --gravity): the columns played so far, 1-based, X first
    /// (e.g. 4453) [default: none, the empty board]
    #[arg(long, value_name = "COLUMNS", allow_hyphen_values = true)]
    pub(super) moves: Option<String>,

    /// Bones on the heap (only with --game bones) [default: 10]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, MAX_HEAP as i128))]
    pub(super) heap: Option<u32>,

    /// Who moved first in the --board position: x or o (a game started with --first can
    /// have O moving first); it decides who is to move [default: x]
    #[arg(long, value_enum, value_name = "MARK")]
    pub(super) first: Option<FirstMark>,

    /// Marks in a row needed to win (default: the shorter side of the board, at least 2).
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = whole::<usize>(2, MAX_COLS as i128))]
    pub(super) k: Option<usize>,

    /// Rows of a board of your own where pieces fall (with --gravity) [default: 3]
    #[arg(long, value_name = "R", allow_negative_numbers = true, requires = "gravity", conflicts_with = "game", value_parser = whole::<usize>(1, MAX_ROWS as i128))]
    pub(super) rows: Option<usize>,

    /// Columns of a board of your own where pieces fall (with --gravity) [default: 3]
    #[arg(long, value_name = "C", allow_negative_numbers = true, requires = "gravity", conflicts_with = "game", value_parser = whole::<usize>(1, MAX_COLS as i128))]
    pub(super) cols: Option<usize>,

    /// Pieces fall to the lowest empty cell of the column played: the position is then given
    /// as --moves (on ttt, ttt4 or a board of your own given by --rows, --cols and --k;
    /// connect4 always has it). Connect Four of any size is --k 4 --gravity with its rows and
    /// columns (columns × (rows + 1) at most 64).
    #[arg(long)]
    pub(super) gravity: bool,
}

impl PositionArgs {
    /// Whether the flags give a position without `--stdin`: a board, or a game whose start is
    /// one (connect4 and where pieces fall, without `--moves`, the empty board; bones, a heap of
    /// 10).
    pub(crate) fn gives_a_position(&self) -> bool {
        self.board.is_some()
            || self.gravity
            || matches!(self.game, Some(GameKind::Connect4 | GameKind::Bones))
    }
}

/// The mark that moved first in a `--board` position (the game's `--first` decides it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub(super) enum FirstMark {
    #[default]
    X,
    O,
}

impl FirstMark {
    pub(super) fn mark(self) -> Mark {
        match self {
            Self::X => Mark::X,
            Self::O => Mark::O,
        }
    }
}
