//! `morpion practice`'s flags: where the tree comes from, what is asked, and what to do with it (the screen, or text).

use clap::{Args, ValueEnum};

use crate::cli::play::ThemeChoice;
use crate::cli::shared::values::{seed_parser, whole};
use crate::i18n::Lang;

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

#[derive(Debug, Args, Clone, Default)]
pub struct PracticeArgs {
    /// Where the tree comes from: random, 2x2 (the 2×2 board, 2 in a row), bones (a heap of
    /// --heap bones) or endgame (a 3×3 position near the end) [default: random; bones with
    /// --heap, endgame with --board]
    #[arg(long, value_enum, conflicts_with_all = ["tree", "tree_file"])]
    pub(super) kind: Option<TreeKind>,

    /// The tree in the bracket form, leaves from MAX's side: "((3 12 8) (2 4 6) (14 5 2))";
    /// "min (…)" puts MIN at the root (the grammar: docs/practice.md).
    #[arg(
        long,
        value_name = "TREE",
        allow_hyphen_values = true,
        conflicts_with = "tree_file"
    )]
    pub(super) tree: Option<String>,

    /// A file holding a tree in the bracket form (`#` starts a comment).
    #[arg(long, value_name = "FILE")]
    pub(super) tree_file: Option<std::path::PathBuf>,

    /// The seed a random tree or an end-game position is drawn from: the same seed gives the
    /// same exercise on every machine [default: a random one, written in the exercise]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = seed_parser)]
    pub(super) seed: Option<u64>,

    /// Levels below the root of a random tree [default: 3]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<usize>(2, 4))]
    pub(super) depth: Option<usize>,

    /// The most children a node of a random tree has (each has 2 to N, at most 30 leaves in
    /// all) [default: 3]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<usize>(2, 4))]
    pub(super) branching: Option<usize>,

    /// Who moves at the root of a random tree: max or min [default: max]
    #[arg(long, value_enum)]
    pub(super) root: Option<RootSide>,

    /// Bones on the heap (the bones kind) [default: 5, the smallest heap whose search cuts]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, 6))]
    pub(super) heap: Option<u32>,

    /// A 3×3 position for the endgame kind, rows top to bottom joined by `/` with X, O and `.`
    /// (X moved first), at most 4 cells empty; the side to move is MAX.
    #[arg(long, value_name = "BOARD", allow_hyphen_values = true)]
    pub(super) board: Option<String>,

    /// Ask for the (α, β) window each inner node is entered with, not only values and cuts.
    #[arg(long)]
    pub(super) windows: bool,

    /// Write the exercise as text, one line per node to fill in, and exit.
    #[arg(long, conflicts_with_all = ["solution", "check"])]
    pub(super) print: bool,

    /// Write the exercise filled in with alpha-beta's own answers, and exit.
    #[arg(long, conflicts_with = "check")]
    pub(super) solution: bool,

    /// Grade a filled-in copy of the exercise (- for standard input): a line per node, right or
    /// wrong with the reason, then the score. The file's first line, the command that wrote
    /// it, sets the exercise (tree, root side, --windows) where the flags do not; flags that
    /// set another are refused. A file without that line is the flags' exercise, or its
    /// `tree` line's. Exit status 0 when every entry is right, 1 when one is wrong, 2 when the
    /// file cannot be read as answers.
    #[arg(long, value_name = "FILE")]
    pub(super) check: Option<std::path::PathBuf>,

    /// With --check: one JSON object per node, then one with the score.
    #[arg(long, requires = "check")]
    pub(super) json: bool,

    /// The language of the exercise's screen: en or fr [default: the locale's, if French]
    #[arg(long, value_enum, value_name = "LANG", hide_possible_values = true)]
    pub lang: Option<Lang>,

    /// The screen's colours, for a dark or a light terminal background [default: auto]
    #[arg(long, value_enum)]
    pub theme: Option<ThemeChoice>,
}
