//! `morpion analyze`'s flags: the position, the search, and what to print.

use clap::Args;

use crate::cli::position::PositionArgs;
use crate::cli::shared::search_args::SearchArgs;
use crate::cli::shared::values::{seed_parser, whole};

#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    #[command(flatten)]
    pub(super) position: PositionArgs,

    #[command(flatten)]
    pub(super) search: SearchArgs,

    /// Seed for the random choice among equally good moves [default: 0, so the same board
    /// always gets the same answer]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = seed_parser)]
    pub(super) seed: Option<u64>,

    /// Print JSON instead of text. The text names a move as the board it prints reads it (b2:
    /// column b, row 2); JSON gives a cell as {"name","index","row","col"}, the numbers 0-based
    /// (index = row × cols + col), as `trace --json` numbers its moves.
    #[arg(long)]
    pub(super) json: bool,

    /// Solve exactly with the solver (null-window searches, a table sized to the work: 1 MiB,
    /// twice as much every two plies to go past 22, at most 1 GiB, one for all the lines of
    /// --stdin; forced moves, threat ordering): every move's exact score, however far the end of
    /// the game, for boards (a Connect Four position with 8 or more stones takes well under a
    /// second). The node counts are the solver's own, not the textbook search's.
    #[arg(long, conflicts_with_all = ["depth", "eval", "dot"])]
    pub(super) solve: bool,

    /// Answer as the game's AI would, thinking MS milliseconds: the move it plays there under
    /// the game's own settings (those of `morpion --game G`), and where the move came from. On
    /// Connect Four that is the opening book's move, or every move solved within MS, else the
    /// textbook search's best move; on the other games the textbook search's (one search where
    /// it visits at most 1,000,000 positions, else deepening within MS).
    #[arg(long, value_name = "MS", conflicts_with_all = ["solve", "depth", "eval", "dot", "stdin", "pruning"], value_parser = whole::<u64>(1, 600_000))]
    pub(super) think_ms: Option<u64>,

    /// With --solve: only the position's value, by one solve instead of one per move (the
    /// published test sets give one score per position).
    #[arg(long, requires = "solve")]
    pub(super) value_only: bool,

    /// With --solve: threads solving at once, sharing the solver's table; the values are the
    /// same for any number [default: the machine's cores].
    #[arg(long, value_name = "N", requires = "solve", value_parser = clap::value_parser!(u32).range(1..=256))]
    pub(super) threads: Option<u32>,

    /// Also write the search tree to FILE as Graphviz DOT (render it with `dot -Tsvg FILE`):
    /// the first positions searched, breadth first, scores and α/β windows, cuts marked. FILE
    /// must not exist yet (see --force) and be a regular file; the analysis is printed first.
    #[arg(long, value_name = "FILE", conflicts_with = "stdin")]
    pub(super) dot: Option<std::path::PathBuf>,

    /// Replace the DOT file if it exists (a regular file only: a symbolic link is never
    /// followed, a FIFO or a device never written); without it an existing file is refused, as
    /// the game's `x` never overwrites one.
    #[arg(long, requires = "dot")]
    pub(super) force: bool,

    /// The most positions the DOT file draws.
    #[arg(long, value_name = "N", allow_negative_numbers = true, default_value_t = 300, value_parser = whole::<u64>(1, 100_000))]
    pub(super) dot_limit: u64,

    /// A game saved from the full-screen game (its f key): analyse its last position, or the
    /// one after --move N of its moves.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["board", "game", "moves", "heap", "first", "k", "rows", "cols", "gravity", "stdin"])]
    pub(super) load: Option<std::path::PathBuf>,

    /// With --load: the position after this many of the game's moves (0: where it started)
    /// [default: all of them]
    #[arg(long = "move", value_name = "N", requires = "load", conflicts_with_all = ["board", "game", "moves", "heap", "first", "k", "rows", "cols", "gravity", "stdin"], value_parser = clap::value_parser!(usize))]
    pub(super) move_number: Option<usize>,

    /// Read one position per line from standard input (a board for ttt/ttt4, a column sequence
    /// for connect4, a heap for bones; only the first field counts, blank lines are skipped;
    /// lines end with LF, CR or CRLF and may be up to 4096 bytes long) and print one JSON object
    /// per line; a bad line (not UTF-8, too long, not a position) gets {"error","line","input"}
    /// and the rest go on. Exit status 0 if every line was good, 2 if any was refused.
    #[arg(long, conflicts_with_all = ["board", "moves", "heap"])]
    pub(super) stdin: bool,
}
