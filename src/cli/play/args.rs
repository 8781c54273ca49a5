//! The play command's flags (no subcommand): the game, the AI's settings, who plays, the language and colours.

use clap::{Args, FromArgMatches};

use crate::analysis::{First, Mode};
pub use crate::analysis::{HumanMark, ThemeChoice};
use crate::cli::shared::game_choice::GameKind;
use crate::cli::shared::values::{seed_parser, whole};
use crate::engine::{Evaluation, MoveOrder};
use crate::games::bones::MAX_HEAP;
use crate::games::mnk::{MAX_COLS, MAX_ROWS};
use crate::home::config_file::{ConfigKey, Depth, Kind, NO_DEPTH_LIMIT};
use crate::i18n::Lang;

/// `--depth`: plies in the depth key's range, or `none` for no depth limit; a refusal says
/// both, as the config file's does.
fn depth_parser(text: &str) -> Result<Depth, String> {
    if text.trim() == NO_DEPTH_LIMIT {
        return Ok(Depth::Unlimited);
    }
    let Kind::Whole { min, max } = ConfigKey::Depth.kind() else {
        unreachable!("the depth is a number of plies");
    };
    let plies = whole::<u32>(i128::from(min), i128::from(max));
    plies(text).map(Depth::Plies).map_err(|refusal| {
        if refusal.starts_with("not a whole number") {
            format!(
                "not a depth limit: give one in {min}..={max}, or {NO_DEPTH_LIMIT} for no limit"
            )
        } else {
            refusal
        }
    })
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

    /// Depth limit in plies below the current position, or none for no limit whatever the
    /// game's default (as the config file's depth = "none") [default: none on boards of up to
    /// 9 cells (3×3: perfect play); 6 on boards of up to 16 cells (4×4); none on bigger boards
    /// (Connect Four), where the think time (--think-ms) bounds the search; on a heap of bones
    /// none up to 9 bones, 6 up to 16, 4 beyond]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = depth_parser)]
    pub depth: Option<Depth>,

    #[command(flatten)]
    pub search: SearchFlags,

    /// How long the AI may think about a move, in milliseconds, where it deepens its search one
    /// ply at a time (with --deepening, or where one search could visit over 1,000,000
    /// positions): it plays the best move of the deepest search finished in time (Esc plays at
    /// once).
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

    /// Memory of the AI's transposition table in MiB, 0 for none; in the game, on boards with
    /// gravity, the exact solver's table (perfect play and hints share it) grows up to the same
    /// size (16 with 0) [default: none on 3×3, 16 on bigger boards]
    #[arg(long, value_name = "MIB", allow_negative_numbers = true, value_parser = whole::<u32>(0, 4096))]
    pub table_mib: Option<u32>,

    /// Iterative deepening for every decision: search 1, 2, 3 … plies deep within the think
    /// time and play the deepest search's move (D turns it on and off) [default: off: one
    /// search where the tree below has at most 1,000,000 positions, deepening only beyond]
    #[arg(long)]
    pub deepening: bool,
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

    /// The colours, for a dark or a light terminal background: auto asks the terminal, then
    /// reads COLORFGBG; told neither, it draws text in the terminal's own colours, which read
    /// on any background
    #[arg(long, value_enum, default_value_t = ThemeChoice::Auto)]
    pub theme: ThemeChoice,

    /// Keep this session's games out of the results kept between sessions (`morpion stats`).
    #[arg(long)]
    pub no_save: bool,

    /// Ignore the config file (and the one MORPION_CONFIG names): the flags and the defaults
    /// alone.
    #[arg(long)]
    pub no_config: bool,
}

/// Where the first game starts, when not at the game's own start: a position given as
/// `analyze` takes one, or a game saved with `f`.
#[derive(Debug, Args, Clone, Default)]
pub struct StartArgs {
    /// Start from this position, given as `analyze --board` takes it (rows top to bottom joined
    /// by `/`, with X, O and `.`, or 9 characters for 3×3) on the game's board; the marks say
    /// who started, or where either could have, --first (random: X). Every game of the session
    /// starts there, counted apart from the results.
    #[arg(
        long,
        value_name = "BOARD",
        allow_hyphen_values = true,
        conflicts_with = "moves"
    )]
    pub board: Option<String>,

    /// Where pieces fall (connect4, --gravity): start after these columns, 1-based, X first
    /// (e.g. 4453), as `analyze --moves` takes them.
    #[arg(long, value_name = "COLUMNS", allow_hyphen_values = true)]
    pub moves: Option<String>,

    /// Take up a game saved with f at its last move: its board, who started, its moves and
    /// its settings (flags given win over them; the game's own flags cannot be given).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["board", "moves", "game", "rows", "cols", "k", "gravity", "heap"])]
    pub load: Option<std::path::PathBuf>,
}
