//! Every flag and subcommand, declared once with clap; values are range-checked while parsing.

use clap::{Args, FromArgMatches, Parser, Subcommand, ValueEnum};

use crate::analysis::{First, Mode};
use crate::engine::{Evaluation, MoveOrder};
use crate::games::bones::MAX_HEAP;
use crate::games::mnk::{MAX_COLS, MAX_ROWS, Mark};
use crate::i18n::Lang;

/// Play tic-tac-toe, bigger boards, Connect Four or the Game of Bones against a minimax AI that
/// shows its work.
#[derive(Debug, Parser)]
#[command(
    name = "morpion",
    version,
    about,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(flatten)]
    pub play: PlayArgs,

    #[command(flatten)]
    pub game: GameArgs,

    #[command(flatten)]
    pub session: SessionArgs,

    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Options of the interactive game (no subcommand).
#[derive(Debug, Args, Clone)]
pub struct PlayArgs {
    /// Who moves first; random by default, as a fair game would.
    #[arg(long, value_enum, default_value_t = First::Random)]
    pub first: First,

    /// The mark the human plays.
    #[arg(long, value_enum, default_value_t = HumanMark::X)]
    pub human: HumanMark,

    /// Depth limit in plies below the current position [default: none on boards of up to 9
    /// cells (3×3: perfect play); 6 on boards of up to 16 cells (4×4); none on bigger boards
    /// (Connect Four), where the think time (--think-ms) bounds the search; on a heap of bones
    /// none up to 9 bones, 6 up to 16, 4 beyond]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, 64))]
    pub depth: Option<u32>,

    #[command(flatten)]
    pub search: SearchFlags,

    /// How long the AI may think about a move, in milliseconds: it deepens its search one ply at
    /// a time and plays the best move of the deepest search finished in time (Esc plays at once).
    #[arg(long, value_name = "MS", allow_negative_numbers = true, default_value_t = 1000, value_parser = whole::<u64>(1, 600_000))]
    pub think_ms: u64,

    /// Seed for the AI's random choice among equally good moves (and for who starts).
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = seed_parser)]
    pub seed: Option<u64>,

    /// Connect Four: the AI plays the textbook search's best move, as on the other boards,
    /// instead of playing perfectly (the opening book's move, or every move solved exactly
    /// within the think time; the textbook search runs either way, for the panel's figures).
    #[arg(long)]
    pub no_perfect: bool,

    /// Board rows.
    #[arg(long, value_name = "R", allow_negative_numbers = true, default_value_t = 3, value_parser = whole::<usize>(1, MAX_ROWS as i128))]
    pub rows: usize,

    /// Board columns.
    #[arg(long, value_name = "C", allow_negative_numbers = true, default_value_t = 3, value_parser = whole::<usize>(1, MAX_COLS as i128))]
    pub cols: usize,

    /// Marks in a row needed to win (default: the shorter side of the board, at least 2).
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = whole::<usize>(2, MAX_COLS as i128))]
    pub k: Option<usize>,
}

impl Default for PlayArgs {
    /// The game's defaults: what `morpion` with no flags plays.
    fn default() -> Self {
        let command = Self::augment_args(clap::Command::new("morpion"));
        let matches = command.get_matches_from(["morpion"]);
        Self::from_arg_matches(&matches).expect("the defaults are valid flags")
    }
}

/// The AI's search techniques, the same flags with the same defaults for the game and for
/// `autoplay`.
#[derive(Debug, Args, Clone, Default)]
pub struct SearchFlags {
    /// Search with plain minimax instead of alpha-beta (the comparison then runs alpha-beta).
    #[arg(long)]
    pub no_pruning: bool,

    /// How a position at the depth limit is scored [default: draw on 3×3, heuristic on bigger
    /// boards]
    #[arg(long, value_enum)]
    pub eval: Option<Evaluation>,

    /// The order the AI tries moves in: reading (the textbook counts), centre-first or threats
    /// [default: reading on 3×3, threats on bigger boards]
    #[arg(long, value_enum)]
    pub order: Option<MoveOrder>,

    /// Memory of the AI's transposition table in MiB, 0 for none [default: none on 3×3, 16 on
    /// bigger boards]
    #[arg(long, value_name = "MIB", allow_negative_numbers = true, value_parser = whole::<u32>(0, 4096))]
    pub table_mib: Option<u32>,
}

/// The game of the interactive session; kept apart from `PlayArgs` so the board flags there
/// keep their meaning ("a board of your own") and `--game` names a ready-made one instead.
#[derive(Debug, Args, Clone, Default)]
pub struct GameArgs {
    /// The game: ttt (3×3, 3 in a row), ttt4 (4×4, 4 in a row), connect4 (7 columns × 6 rows,
    /// 4 in a row, pieces fall) or bones (the Game of Bones: a heap of --heap bones, take 1,
    /// 2 or 3, who takes the last wins). It sets the whole board, so it cannot be combined with
    /// --rows, --cols or --k, which describe a board of your own [default: ttt]
    #[arg(long, value_enum, conflicts_with_all = ["rows", "cols", "k"])]
    pub game: Option<GameKind>,

    /// Pieces fall to the lowest empty cell of the column played (on ttt, ttt4 or a board of
    /// your own; connect4 always has it).
    #[arg(long)]
    pub gravity: bool,

    /// Bones on the heap at the start (only with --game bones) [default: 10]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, MAX_HEAP as i128))]
    pub heap: Option<u32>,
}

/// Who plays the interactive session; apart from the game and the AI's settings, and with a
/// default, so a session is still described by those two alone.
#[derive(Debug, Args, Clone, Default)]
pub struct SessionArgs {
    /// Who plays: human-ai, ai-ai (AI against itself) or humans (two players)
    ///
    /// You against the AI (human-ai), the AI against itself, move after move (ai-ai), or two
    /// people at one keyboard (humans); the v key changes it during the game.
    #[arg(long, value_enum, default_value_t = Mode::HumanAi, hide_possible_values = true)]
    pub mode: Mode,

    /// The language of the screen: en or fr [default: the locale's, if French]
    ///
    /// Every word of the full-screen game in English or French. Without --lang, the first of
    /// LC_ALL, LC_MESSAGES and LANG that is set decides: French if it starts with "fr", else
    /// English. The subcommands and this help stay in English.
    #[arg(long, value_enum, value_name = "LANG", hide_possible_values = true)]
    pub lang: Option<Lang>,

    /// The colours, for a dark or a light terminal background: auto asks the terminal (and
    /// takes dark if it does not answer)
    #[arg(long, value_enum, default_value_t = ThemeChoice::Auto)]
    pub theme: ThemeChoice,
}

/// The terminal background the colours are chosen for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub enum ThemeChoice {
    /// The one the terminal says it has.
    #[default]
    Auto,
    Dark,
    Light,
}

/// A ready-made game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum GameKind {
    /// 3×3, 3 in a row.
    Ttt,
    /// 4×4, 4 in a row.
    Ttt4,
    /// 7 columns × 6 rows, 4 in a row, pieces fall.
    Connect4,
    /// A heap of bones; take 1, 2 or 3; who cannot take loses.
    Bones,
}

impl GameKind {
    /// The name used on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            Self::Ttt => "ttt",
            Self::Ttt4 => "ttt4",
            Self::Connect4 => "connect4",
            Self::Bones => "bones",
        }
    }
}

/// Seeds: any u64, with a message that says so (the default one only says "invalid digit").
fn seed_parser(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("a seed is a whole number from 0 to {}", u64::MAX))
}

/// A whole number from `min` to `max`, whose refusal always gives the range: `-1` or
/// `4000000000` for a board side says "-1 is not in 1..=8", not clap's "invalid digit found
/// in string", and so does a word.
fn whole<T: TryFrom<i128>>(
    min: i128,
    max: i128,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static {
    move |text: &str| match text.trim().parse::<i128>() {
        Ok(n) if (min..=max).contains(&n) => {
            T::try_from(n).map_err(|_| format!("{n} is not in {min}..={max}"))
        }
        Ok(n) => Err(format!("{n} is not in {min}..={max}")),
        // Digits too many for any number: out of range all the same.
        Err(_) if is_integer(text.trim()) => {
            Err(format!("{} is not in {min}..={max}", text.trim()))
        }
        Err(_) => Err(format!("not a whole number: give one in {min}..={max}")),
    }
}

/// An optional minus sign and digits.
fn is_integer(text: &str) -> bool {
    let digits = text.strip_prefix('-').unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum HumanMark {
    X,
    O,
}

/// The mark that moved first in a `--board` position (the game's `--first` decides it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub enum FirstMark {
    #[default]
    X,
    O,
}

impl FirstMark {
    pub fn mark(self) -> Mark {
        match self {
            Self::X => Mark::X,
            Self::O => Mark::O,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OnOff {
    On,
    Off,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// The reference table: node counts from the empty 3×3 board, pruning off/on × depth none/6.
    Table(TableArgs),
    /// Analyse one position: every move's score, the best move, node counts, expected line.
    Analyze(AnalyzeArgs),
    /// Benchmark the search: positions, time and positions per second of fixed workloads.
    Bench(BenchArgs),
    /// Count the move sequences of each length from the start (won positions are not expanded).
    Perft(PerftArgs),
    /// Random Connect Four positions (7×6, or --rows, --cols, --k) with their exact scores, one
    /// "columns score" per line.
    Positions(PositionsArgs),
    /// AI against AI: one line (or JSON object) per move with its statistics, then a summary.
    Autoplay(AutoplayArgs),
    /// The steps of the search `analyze` reports, one a line: positions entered, leaves scored,
    /// values returned, α/β updates, cuts, positions left.
    Trace(TraceArgs),
    /// Build the Connect Four opening book with the exact solver and print it (the game's book
    /// is `assets/connect4-book.txt`, made by `morpion book > assets/connect4-book.txt`).
    Book(BookArgs),
    /// Practise alpha-beta on a small game tree: work out by hand what the search returns at
    /// each node and which branches it cuts, then have every answer checked. Opens the exercise
    /// full screen, or with --print, --solution or --check works as text.
    Practice(PracticeArgs),
}

/// Where a practice tree comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TreeKind {
    /// An abstract tree drawn from --seed, of --depth levels with 2 to --branching children a
    /// node, at most 30 leaves valued 0 to 20.
    Random,
    /// The 2×2 board with 2 in a row from the empty board: the tutorials' 41 positions.
    #[value(name = "2x2")]
    TwoByTwo,
    /// The Game of Bones from a heap of --heap bones.
    Bones,
    /// A 3×3 position with 4 empty cells, drawn from --seed or given by --board.
    Endgame,
}

/// Who moves at the root of a random tree.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub enum RootSide {
    #[default]
    Max,
    Min,
}

#[derive(Debug, Args, Clone)]
pub struct PracticeArgs {
    /// Where the tree comes from: random, 2x2 (the 2×2 board, 2 in a row), bones (a heap of
    /// --heap bones) or endgame (a 3×3 position near the end) [default: random; bones with
    /// --heap, endgame with --board]
    #[arg(long, value_enum, conflicts_with_all = ["tree", "tree_file"])]
    pub kind: Option<TreeKind>,

    /// The tree in the bracket form, leaves from MAX's side: "((3 12 8) (2 4 6) (14 5 2))";
    /// "min (…)" puts MIN at the root (the grammar: docs/practice.md).
    #[arg(
        long,
        value_name = "TREE",
        allow_hyphen_values = true,
        conflicts_with = "tree_file"
    )]
    pub tree: Option<String>,

    /// A file holding a tree in the bracket form (`#` starts a comment).
    #[arg(long, value_name = "FILE")]
    pub tree_file: Option<std::path::PathBuf>,

    /// The seed a random tree or an end-game position is drawn from: the same seed gives the
    /// same exercise on every machine [default: a random one, written in the exercise]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = seed_parser)]
    pub seed: Option<u64>,

    /// Levels below the root of a random tree [default: 3]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<usize>(2, 4))]
    pub depth: Option<usize>,

    /// The most children a node of a random tree has (each has 2 to N, at most 30 leaves in
    /// all) [default: 3]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<usize>(2, 4))]
    pub branching: Option<usize>,

    /// Who moves at the root of a random tree: max or min [default: max]
    #[arg(long, value_enum)]
    pub root: Option<RootSide>,

    /// Bones on the heap (the bones kind) [default: 4]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, 6))]
    pub heap: Option<u32>,

    /// A 3×3 position for the endgame kind, rows top to bottom joined by `/` with X, O and `.`
    /// (X moved first), at most 4 cells empty; the side to move is MAX.
    #[arg(long, value_name = "BOARD", allow_hyphen_values = true)]
    pub board: Option<String>,

    /// Ask for the (α, β) window each inner node is entered with, not only values and cuts.
    #[arg(long)]
    pub windows: bool,

    /// Write the exercise as text, one line per node to fill in, and exit.
    #[arg(long, conflicts_with_all = ["solution", "check"])]
    pub print: bool,

    /// Write the exercise filled in with alpha-beta's own answers, and exit.
    #[arg(long, conflicts_with = "check")]
    pub solution: bool,

    /// Grade a filled-in copy of the exercise (- for standard input): a line per node, right or
    /// wrong with the reason, then the score. Without a tree flag the file's own `tree` line
    /// is the exercise. Exit status 0 when every entry is right, 1 when one is wrong, 2 when
    /// the file cannot be read as answers.
    #[arg(long, value_name = "FILE")]
    pub check: Option<std::path::PathBuf>,

    /// With --check: one JSON object per node, then one with the score.
    #[arg(long, requires = "check")]
    pub json: bool,

    /// The language of the exercise's screen: en or fr [default: the locale's, if French]
    #[arg(long, value_enum, value_name = "LANG", hide_possible_values = true)]
    pub lang: Option<Lang>,

    /// The screen's colours, for a dark or a light terminal background [default: auto]
    #[arg(long, value_enum)]
    pub theme: Option<ThemeChoice>,
}

#[derive(Debug, Args, Clone)]
pub struct BookArgs {
    /// The deepest position of the book, in stones on the board.
    #[arg(long, value_name = "N", default_value_t = 8, value_parser = whole::<u32>(0, 41))]
    pub plies: u32,

    /// Threads solving at once, sharing the solver's table [default: the machine's cores].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: Option<u32>,

    /// The solver's table, in MiB.
    #[arg(long, value_name = "MIB", default_value_t = 1024, value_parser = whole::<usize>(1, 65_536))]
    pub table_mib: usize,

    /// A book (or any lines in its format, such as this command's progress with its prefix
    /// cut) whose positions are taken as they are instead of solved again: to make a book
    /// deeper, or to finish one that was stopped. Lines of text of up to 4096 bytes, one per
    /// position (a mirror image is the same position): two different lines for one position
    /// are refused.
    #[arg(long, value_name = "FILE")]
    pub from: Option<std::path::PathBuf>,
}

/// A board of your own where pieces fall, for the commands that read a position: the game's
/// spelling (`--rows R --cols C --k K --gravity`), the position given as `--moves`.
#[derive(Debug, Args, Clone, Default)]
pub struct ShapeArgs {
    /// Rows of a board of your own where pieces fall (with --gravity) [default: 3]
    #[arg(long, value_name = "R", allow_negative_numbers = true, requires = "gravity", conflicts_with = "game", value_parser = whole::<usize>(1, MAX_ROWS as i128))]
    pub rows: Option<usize>,

    /// Columns of a board of your own where pieces fall (with --gravity) [default: 3]
    #[arg(long, value_name = "C", allow_negative_numbers = true, requires = "gravity", conflicts_with = "game", value_parser = whole::<usize>(1, MAX_COLS as i128))]
    pub cols: Option<usize>,

    /// Pieces fall to the lowest empty cell of the column played: the position is then given
    /// as --moves (on ttt, ttt4 or a board of your own given by --rows, --cols and --k;
    /// connect4 always has it). Connect Four of any size is --k 4 --gravity with its rows and
    /// columns (columns × (rows + 1) at most 64).
    #[arg(long)]
    pub gravity: bool,
}

#[derive(Debug, Args, Clone)]
pub struct TraceArgs {
    /// An abstract game tree in the bracket form instead of a game's position, e.g.
    /// "((3 12 8) (2 4 6) (14 5 2))"; "min (…)" puts MIN at the root, and the steps are then
    /// written from MAX's side as the figure is. Its moves are the children's numbers.
    #[arg(long, value_name = "TREE", allow_hyphen_values = true, conflicts_with_all = ["board", "game", "moves", "heap", "first", "k", "gravity"])]
    pub tree: Option<String>,

    /// Rows top to bottom joined by `/`, with X, O and `.` (e.g. `XX./OO./...`), or 9 characters
    /// for 3×3 (ttt, ttt4 and boards of your own).
    #[arg(long, value_name = "BOARD", allow_hyphen_values = true)]
    pub board: Option<String>,

    /// The game: ttt, ttt4 (give --board), connect4 (give --moves) or bones (give --heap)
    /// [default: ttt, or the board's own shape]
    #[arg(long, value_enum)]
    pub game: Option<GameKind>,

    /// Where pieces fall (connect4, --gravity): the columns played so far, 1-based, X first
    /// (e.g. 4453).
    #[arg(long, value_name = "COLUMNS", allow_hyphen_values = true)]
    pub moves: Option<String>,

    /// Bones on the heap (only with --game bones) [default: 10]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, MAX_HEAP as i128))]
    pub heap: Option<u32>,

    /// Who moved first in the --board position: x or o (a game started with --first can
    /// have O moving first); it decides who is to move [default: x]
    #[arg(long, value_enum, value_name = "MARK")]
    pub first: Option<FirstMark>,

    /// Marks in a row needed to win (default: the shorter side of the board, at least 2).
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = whole::<usize>(2, MAX_COLS as i128))]
    pub k: Option<usize>,

    #[command(flatten)]
    pub shape: ShapeArgs,

    /// Alpha-beta pruning.
    #[arg(long, value_enum, default_value_t = OnOff::On)]
    pub pruning: OnOff,

    /// Depth limit in plies [default: analyze's: none when at most 9 cells are empty, otherwise
    /// 6 up to 16 empty cells and 4 beyond]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, 64))]
    pub depth: Option<u32>,

    /// How a position at the depth limit is scored [default: analyze's: draw when at most 9
    /// cells are empty, heuristic otherwise]
    #[arg(long, value_enum)]
    pub eval: Option<Evaluation>,

    /// Stop after this many steps (and say so on stderr).
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u64>(1, u64::MAX as i128))]
    pub limit: Option<u64>,

    /// Print JSON Lines, one object per step, instead of indented text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct PositionsArgs {
    /// Stones on the board: a number or a range (e.g. 8-14), fewer than the board's cells
    /// (at most 41 on 7×6).
    #[arg(long, value_name = "MIN-MAX", default_value = "8-14", value_parser = parse_stones)]
    pub stones: StoneRange,

    /// Rows of the board (pieces fall; columns × (rows + 1) at most 64).
    #[arg(long, value_name = "R", allow_negative_numbers = true, default_value_t = 6, value_parser = whole::<usize>(1, MAX_ROWS as i128))]
    pub rows: usize,

    /// Columns of the board.
    #[arg(long, value_name = "C", allow_negative_numbers = true, default_value_t = 7, value_parser = whole::<usize>(1, MAX_COLS as i128))]
    pub cols: usize,

    /// Marks in a row needed to win.
    #[arg(long, value_name = "K", allow_negative_numbers = true, default_value_t = 4, value_parser = whole::<usize>(2, MAX_COLS as i128))]
    pub k: usize,

    /// How many positions, each different.
    #[arg(long, value_name = "N", allow_negative_numbers = true, default_value_t = 10, value_parser = whole::<u32>(1, 100_000))]
    pub count: u32,

    /// Seed of the random games [default: 0]
    #[arg(long, value_name = "N", allow_negative_numbers = true, default_value_t = 0, value_parser = seed_parser)]
    pub seed: u64,

    /// Solve every position a second, independent way (the textbook alpha-beta search with
    /// a table, no solver shortcuts) and stop with an error if the two disagree. Slow on
    /// positions with fewer than 15 stones.
    #[arg(long)]
    pub check: bool,
}

/// The most stones a position that is not over can have, on the biggest boards (56 cells).
const MAX_STONES: u32 = 55;

/// A range of stone counts, both ends included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoneRange {
    pub min: u32,
    pub max: u32,
}

fn parse_stones(text: &str) -> Result<StoneRange, String> {
    let number = |part: &str| match part.trim().parse::<u32>() {
        Ok(n) => Ok(n),
        Err(_) if is_integer(part.trim()) && !part.trim().starts_with('-') => Err(format!(
            "a position that is not over has fewer stones than its board has cells (at most {}), not {}",
            MAX_STONES,
            part.trim()
        )),
        Err(_) => Err(format!(
            "{:?} is not a number of stones",
            super::lines::abbreviate(part)
        )),
    };
    let (min, max) = match text.split_once('-') {
        Some((min, max)) => (number(min)?, number(max)?),
        None => (number(text)?, number(text)?),
    };
    if min > max {
        return Err(format!(
            "the range {min}-{max} is empty: write the smaller number first"
        ));
    }
    if max > MAX_STONES {
        return Err(format!(
            "a position that is not over has fewer stones than its board has cells (at most {MAX_STONES}), not {max}"
        ));
    }
    Ok(StoneRange { min, max })
}

#[derive(Debug, Args, Clone)]
pub struct AutoplayArgs {
    /// Games to play, one after the other.
    #[arg(long, value_name = "N", allow_negative_numbers = true, default_value_t = 1, value_parser = whole::<u32>(1, 1_000_000))]
    pub games: u32,

    /// Seed of the first game; game i plays with seed + i − 1, which also breaks the ties
    /// between equally good moves, so the same seed replays the same games [default: random,
    /// printed in the summary]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = seed_parser)]
    pub seed: Option<u64>,

    /// Print one JSON object per line (each move, each game's end, the summary) instead of text.
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    pub game: GameArgs,

    /// Board rows (a board of your own).
    #[arg(long, value_name = "R", allow_negative_numbers = true, default_value_t = 3, value_parser = whole::<usize>(1, MAX_ROWS as i128))]
    pub rows: usize,

    /// Board columns (a board of your own).
    #[arg(long, value_name = "C", allow_negative_numbers = true, default_value_t = 3, value_parser = whole::<usize>(1, MAX_COLS as i128))]
    pub cols: usize,

    /// Marks in a row needed to win (default: the shorter side of the board, at least 2).
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = whole::<usize>(2, MAX_COLS as i128))]
    pub k: Option<usize>,

    /// Depth limit in plies below the position searched [default: the play command's: none
    /// up to 9 cells or bones (perfect play), 6 up to 16, 4 for bigger heaps; 8 on boards
    /// bigger than 4×4 unless --think-ms is given, so the games are the same on any machine]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, 64))]
    pub depth: Option<u32>,

    #[command(flatten)]
    pub search: SearchFlags,

    /// Time for each move in milliseconds: the search deepens one ply at a time and plays the
    /// deepest search finished in time. The games then depend on the machine's speed
    /// [default: no time limit; the depth limit bounds the search]
    #[arg(long, value_name = "MS", allow_negative_numbers = true, value_parser = whole::<u64>(1, 600_000))]
    pub think_ms: Option<u64>,

    /// The comparison: every move searched again with the other pruning mode, to the same
    /// depth, giving up after 10,000,000 positions [default: on, but off on boards bigger than
    /// 4×4, where plain minimax takes seconds a move]
    #[arg(long, value_enum)]
    pub compare: Option<OnOff>,

    /// Start every game from this position instead of the empty board: rows top to bottom
    /// joined by `/`, with X, O and `.` (e.g. `X../.O./...`), X having moved first. For boards
    /// where pieces fall, give --moves instead.
    #[arg(
        long,
        value_name = "BOARD",
        allow_hyphen_values = true,
        conflicts_with = "moves"
    )]
    pub board: Option<String>,

    /// Where pieces fall (connect4, --gravity): start every game after these columns, 1-based,
    /// X first (e.g. 4453).
    #[arg(long, value_name = "COLUMNS", allow_hyphen_values = true)]
    pub moves: Option<String>,

    /// Connect Four: both sides play perfectly, as the game's AI does (the opening book's
    /// move, else every move solved exactly; with --think-ms, the textbook search's move when
    /// the solver has not finished in time). The textbook search still runs on every move, for
    /// the figures.
    #[arg(long)]
    pub perfect: bool,
}

#[derive(Debug, Args)]
pub struct PerftArgs {
    /// The game whose start position is expanded.
    #[arg(long, value_enum, default_value_t = GameKind::Ttt)]
    pub game: GameKind,

    /// Plies to count, from 1 up to the longest game: 9 for ttt, 16 for ttt4, 42 for connect4,
    /// the heap for bones.
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, MAX_HEAP as i128))]
    pub depth: u32,

    /// Bones on the heap (only with --game bones) [default: 10]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, MAX_HEAP as i128))]
    pub heap: Option<u32>,

    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,

    /// Run only this workload (repeatable) [default: all]
    #[arg(long, value_enum, value_name = "NAME")]
    pub workload: Vec<Workload>,

    /// Timed runs per fixed workload (after one untimed warm-up); the median is shown.
    #[arg(long, value_name = "N", allow_negative_numbers = true, default_value_t = 5, value_parser = whole::<u32>(1, 1000))]
    pub runs: u32,

    /// Time budget of the iterative-deepening workloads, in milliseconds.
    #[arg(long, value_name = "MS", allow_negative_numbers = true, default_value_t = 10_000, value_parser = whole::<u64>(1, 3_600_000))]
    pub budget_ms: u64,

    /// Threads of the exact solver's workloads (`5x5-k4-solve` and the `c4-*` ones), sharing
    /// one table [default: 1, so the positions counted are the same every run; the machine's
    /// cores for `c4-empty`].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: Option<u32>,
}

/// The benchmark workloads, in the order they run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Workload {
    /// 3×3 plain minimax from the empty board.
    #[value(name = "ttt-plain")]
    TttPlain,
    /// 3×3 alpha-beta from the empty board (reading order: the textbook count).
    #[value(name = "ttt-alphabeta")]
    TttAlphabeta,
    /// 4×4 with k=4 solved from the empty board, every technique on.
    #[value(name = "ttt4-solve")]
    Ttt4Solve,
    /// 5×5 with k=4 from the empty board, iterative deepening under the time budget.
    #[value(name = "5x5-k4")]
    FiveByFiveK4,
    /// 5×5 with k=4 from the empty board, solved by the exact solver within the time budget.
    #[value(name = "5x5-k4-solve")]
    FiveByFiveK4Solve,
    /// Connect Four positions with 28 or more stones (assets/c4-end.txt), each solved exactly.
    #[value(name = "c4-end")]
    C4End,
    /// Connect Four positions with 15 to 27 stones (assets/c4-mid.txt), each solved exactly.
    #[value(name = "c4-mid")]
    C4Mid,
    /// Connect Four positions with 8 to 14 stones (assets/c4-begin.txt), each solved exactly.
    #[value(name = "c4-begin")]
    C4Begin,
    /// Connect Four from the empty board, its value by the exact solver on every core sharing
    /// one 1 GiB table, within the time budget. Not run by default: it takes half a minute on
    /// two cores, so give it --budget-ms 60000.
    #[value(name = "c4-empty")]
    C4Empty,
    /// Connect Four of every size with width + height up to 12 (4 in a row, pieces fall;
    /// 4 to 9 columns, 4 to 8 rows, columns × (rows + 1) at most 64), each from the empty
    /// board, its strong score by the exact solver beside John Tromp's result, every core, a
    /// table growing to at most 1 GiB: a few seconds each. Not run by default.
    #[value(name = "c4-sizes")]
    C4Sizes,
    /// The same for the boards with width + height 13 (9×4, 8×5, 7×6, 6×7, 5×8, width ×
    /// height): minutes on two cores, so give --budget-ms 600000. Not run by default.
    #[value(name = "c4-sizes-13")]
    C4Sizes13,
}

impl Workload {
    pub const ALL: [Self; 8] = [
        Self::TttPlain,
        Self::TttAlphabeta,
        Self::Ttt4Solve,
        Self::FiveByFiveK4,
        Self::FiveByFiveK4Solve,
        Self::C4End,
        Self::C4Mid,
        Self::C4Begin,
    ];

    /// The name on the command line and in the JSON.
    pub fn name(self) -> &'static str {
        match self {
            Self::TttPlain => "ttt-plain",
            Self::TttAlphabeta => "ttt-alphabeta",
            Self::Ttt4Solve => "ttt4-solve",
            Self::FiveByFiveK4 => "5x5-k4",
            Self::FiveByFiveK4Solve => "5x5-k4-solve",
            Self::C4End => "c4-end",
            Self::C4Mid => "c4-mid",
            Self::C4Begin => "c4-begin",
            Self::C4Empty => "c4-empty",
            Self::C4Sizes => "c4-sizes",
            Self::C4Sizes13 => "c4-sizes-13",
        }
    }
}

#[derive(Debug, Args)]
pub struct TableArgs {
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,

    /// Timed runs per search (after one untimed warm-up); the table shows the median time.
    #[arg(long, value_name = "N", allow_negative_numbers = true, default_value_t = 5, value_parser = whole::<u32>(1, 1000))]
    pub runs: u32,
}

#[derive(Debug, Args, Clone)]
pub struct AnalyzeArgs {
    /// Rows top to bottom joined by `/`, with X, O and `.` (e.g. `XX./OO./...`), or 9 characters
    /// for 3×3 (ttt, ttt4 and boards of your own).
    #[arg(long, value_name = "BOARD", allow_hyphen_values = true)]
    pub board: Option<String>,

    /// The game: ttt, ttt4 (give --board), connect4 (give --moves) or bones (give --heap)
    /// [default: ttt, or the board's own shape]
    #[arg(long, value_enum)]
    pub game: Option<GameKind>,

    /// Where pieces fall (connect4, --gravity): the columns played so far, 1-based, X first
    /// (e.g. 4453) [default: none, the empty board]
    #[arg(long, value_name = "COLUMNS", allow_hyphen_values = true)]
    pub moves: Option<String>,

    /// Bones on the heap (only with --game bones) [default: 10]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, MAX_HEAP as i128))]
    pub heap: Option<u32>,

    /// Alpha-beta pruning.
    #[arg(long, value_enum, default_value_t = OnOff::On)]
    pub pruning: OnOff,

    /// Depth limit in plies [default: none when at most 9 cells are empty, so the answer is
    /// exact; otherwise 6 up to 16 empty cells and 4 beyond, so it comes at once]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, 64))]
    pub depth: Option<u32>,

    /// How a position at the depth limit is scored [default: draw when at most 9 cells are
    /// empty, heuristic otherwise]
    #[arg(long, value_enum)]
    pub eval: Option<Evaluation>,

    /// Who moved first in the --board position: x or o (a game started with --first can
    /// have O moving first); it decides who is to move [default: x]
    #[arg(long, value_enum, value_name = "MARK")]
    pub first: Option<FirstMark>,

    /// Marks in a row needed to win (default: the shorter side of the board, at least 2).
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = whole::<usize>(2, MAX_COLS as i128))]
    pub k: Option<usize>,

    #[command(flatten)]
    pub shape: ShapeArgs,

    /// Seed for the random choice among equally good moves [default: 0, so the same board
    /// always gets the same answer]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = seed_parser)]
    pub seed: Option<u64>,

    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,

    /// Solve exactly with the solver (null-window searches, a table sized to the work: 1 MiB,
    /// twice as much every two plies to go past 22, at most 1 GiB, one for all the lines of
    /// --stdin; forced moves, threat ordering): every move's exact score, however far the end of
    /// the game, for boards (a Connect Four position with 8 or more stones takes well under a
    /// second). The node counts are the solver's own, not the textbook search's.
    #[arg(long, conflicts_with_all = ["depth", "eval", "dot"])]
    pub solve: bool,

    /// Answer as the game's AI would, thinking MS milliseconds: the move it plays there under
    /// the game's own settings (those of `morpion --game G`), and where the move came from. On
    /// Connect Four that is the opening book's move, or every move solved within MS, else the
    /// textbook search's best move; on the other games the textbook search's, deepening within MS.
    #[arg(long, value_name = "MS", conflicts_with_all = ["solve", "depth", "eval", "dot", "stdin", "pruning"], value_parser = whole::<u64>(1, 600_000))]
    pub think_ms: Option<u64>,

    /// With --solve: only the position's value, by one solve instead of one per move (the
    /// published test sets give one score per position).
    #[arg(long, requires = "solve")]
    pub value_only: bool,

    /// With --solve: threads solving at once, sharing the solver's table; the values are the
    /// same for any number [default: the machine's cores].
    #[arg(long, value_name = "N", requires = "solve", value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: Option<u32>,

    /// Also write the search tree to FILE as Graphviz DOT (render it with `dot -Tsvg FILE`):
    /// the first positions searched, breadth first, scores and α/β windows, cuts marked. FILE
    /// must not exist yet (see --force) and be a regular file; the analysis is printed first.
    #[arg(long, value_name = "FILE", conflicts_with = "stdin")]
    pub dot: Option<std::path::PathBuf>,

    /// Replace the DOT file if it exists (a regular file only: a symbolic link is never
    /// followed, a FIFO or a device never written); without it an existing file is refused, as
    /// the game's `x` never overwrites one.
    #[arg(long, requires = "dot")]
    pub force: bool,

    /// The most positions the DOT file draws.
    #[arg(long, value_name = "N", allow_negative_numbers = true, default_value_t = 300, value_parser = whole::<u64>(1, 100_000))]
    pub dot_limit: u64,

    /// Read one position per line from standard input (a board for ttt/ttt4, a column sequence
    /// for connect4, a heap for bones; only the first field counts, blank lines are skipped;
    /// lines end with LF, CR or CRLF and may be up to 4096 bytes long) and print one JSON object
    /// per line; a bad line (not UTF-8, too long, not a position) gets {"error","line","input"}
    /// and the rest go on. Exit status 0 if every line was good, 2 if any was refused.
    #[arg(long, conflicts_with_all = ["board", "moves", "heap"])]
    pub stdin: bool,
}
