//! `morpion autoplay`'s flags: how many games, the game and its start, the AI's settings, the output.

use clap::Args;

use crate::cli::play::{GameArgs, SearchFlags};
use crate::cli::shared::values::{OnOff, seed_parser, whole};
use crate::games::mnk::{MAX_COLS, MAX_ROWS};

#[derive(Debug, Args)]
pub struct AutoplayArgs {
    /// Games to play, one after the other.
    #[arg(long, value_name = "N", allow_negative_numbers = true, default_value_t = 1, value_parser = whole::<u32>(1, 1_000_000))]
    pub(super) games: u32,

    /// Seed of the first game; game i plays with seed + i − 1, which also breaks the ties
    /// between equally good moves, so the same seed replays the same games [default: random,
    /// printed in the summary]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = seed_parser)]
    pub(super) seed: Option<u64>,

    /// Print one JSON object per line (each move, each game's end, the summary) instead of text.
    #[arg(long)]
    pub(super) json: bool,

    #[command(flatten)]
    pub(super) game: GameArgs,

    /// Board rows (a board of your own).
    #[arg(long, value_name = "R", allow_negative_numbers = true, default_value_t = 3, value_parser = whole::<usize>(1, MAX_ROWS as i128))]
    pub(super) rows: usize,

    /// Board columns (a board of your own).
    #[arg(long, value_name = "C", allow_negative_numbers = true, default_value_t = 3, value_parser = whole::<usize>(1, MAX_COLS as i128))]
    pub(super) cols: usize,

    /// Marks in a row needed to win (default: the shorter side of the board, at least 2).
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = whole::<usize>(2, MAX_COLS as i128))]
    pub(super) k: Option<usize>,

    /// Depth limit in plies below the position searched [default: the play command's: none
    /// up to 9 cells or bones (perfect play), 6 up to 16, 4 for bigger heaps; 8 on boards
    /// bigger than 4×4 unless --think-ms is given, so the games are the same on any machine]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, 64))]
    pub(super) depth: Option<u32>,

    #[command(flatten)]
    pub(super) search: SearchFlags,

    /// Time for each move in milliseconds: the search deepens one ply at a time and plays the
    /// deepest search finished in time. The games then depend on the machine's speed
    /// [default: no time limit; the depth limit bounds the search]
    #[arg(long, value_name = "MS", allow_negative_numbers = true, value_parser = whole::<u64>(1, 600_000))]
    pub(super) think_ms: Option<u64>,

    /// The comparison: every move searched again with the other pruning mode, to the same
    /// depth, giving up after 10,000,000 positions [default: on, but off on boards bigger than
    /// 4×4, where plain minimax takes seconds a move]
    #[arg(long, value_enum)]
    pub(super) compare: Option<OnOff>,

    /// Start every game from this position instead of the empty board: rows top to bottom
    /// joined by `/`, with X, O and `.` (e.g. `X../.O./...`), X having moved first. For boards
    /// where pieces fall, give --moves instead.
    #[arg(
        long,
        value_name = "BOARD",
        allow_hyphen_values = true,
        conflicts_with = "moves"
    )]
    pub(super) board: Option<String>,

    /// Where pieces fall (connect4, --gravity): start every game after these columns, 1-based,
    /// X first (e.g. 4453).
    #[arg(long, value_name = "COLUMNS", allow_hyphen_values = true)]
    pub(super) moves: Option<String>,

    /// Connect Four: both sides play perfectly, as the game's AI does (the opening book's
    /// move, else every move solved exactly; with --think-ms, the textbook search's move when
    /// the solver has not finished in time). The textbook search still runs on every move, for
    /// the figures.
    #[arg(long)]
    pub(super) perfect: bool,
}
