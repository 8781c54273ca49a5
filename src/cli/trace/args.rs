//! `morpion trace`'s flags: the position, the search, how many steps and in what form.

use clap::Args;

use crate::cli::position::PositionArgs;
use crate::cli::shared::search_args::SearchArgs;
use crate::cli::shared::values::whole;

#[derive(Debug, Args)]
pub struct TraceArgs {
    #[command(flatten)]
    pub(super) position: PositionArgs,

    /// An abstract game tree in the bracket form instead of a game's position, e.g.
    /// "((3 12 8) (2 4 6) (14 5 2))"; "min (…)" puts MIN at the root, and the steps are then
    /// written from MAX's side as the figure is. Its moves are the children's numbers.
    #[arg(long, value_name = "TREE", allow_hyphen_values = true, conflicts_with_all = ["board", "game", "moves", "heap", "first", "k", "gravity"])]
    pub(super) tree: Option<String>,

    #[command(flatten)]
    pub(super) search: SearchArgs,

    /// Stop after this many steps (and say so on stderr).
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u64>(1, u64::MAX as i128))]
    pub(super) limit: Option<u64>,

    /// Print JSON Lines, one object per step, instead of indented text. The text names a move
    /// as the board reads it (b2: column b, row 2); JSON numbers it as `analyze --json` does, a
    /// 0-based cell index (index = row × cols + col; on a heap the bones taken).
    #[arg(long)]
    pub(super) json: bool,
}
