//! `morpion bench`'s flags and its workloads, in the order they run.

use clap::{Args, ValueEnum};

use crate::cli::shared::values::whole;

#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Print JSON instead of a table.
    #[arg(long)]
    pub(super) json: bool,

    /// Run only this workload (repeatable) [default: all]
    #[arg(long, value_enum, value_name = "NAME")]
    pub(super) workload: Vec<Workload>,

    /// Timed runs per fixed workload (after one untimed warm-up); the median is shown.
    #[arg(long, value_name = "N", allow_negative_numbers = true, default_value_t = 5, value_parser = whole::<u32>(1, 1000))]
    pub(super) runs: u32,

    /// Time budget of the iterative-deepening workloads, in milliseconds.
    #[arg(long, value_name = "MS", allow_negative_numbers = true, default_value_t = 10_000, value_parser = whole::<u64>(1, 3_600_000))]
    pub(super) budget_ms: u64,

    /// Threads of the exact solver's workloads (`5x5-k4-solve` and the `c4-*` ones), sharing
    /// one table [default: 1, so the positions counted are the same every run; the machine's
    /// cores for `c4-empty`].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=256))]
    pub(super) threads: Option<u32>,
}

/// The benchmark workloads, in the order they run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(super) enum Workload {
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
    /// The workloads run when none is named.
    pub(super) const ALL: [Self; 8] = [
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
    pub(super) fn name(self) -> &'static str {
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
