//! `morpion bench`: fixed search workloads, each with its positions, time and speed.

mod args;
pub mod sizes;
mod text;
mod workloads;

pub use args::BenchArgs;

use std::time::Duration;

use serde::Serialize;

use super::shared::output;
use crate::engine::Score;
use args::Workload;

/// One workload's figures. `nodes` and `value` are facts the tests check; `micros` is the
/// median time of one search (for a time-budgeted workload, the whole budgeted search).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct Figures {
    pub(super) name: String,
    /// Positions visited below the root.
    pub(super) nodes: u64,
    pub(super) micros: u64,
    /// The root value for the side to move (X), on the engine's score scale; `null` for the
    /// Connect Four sets, whose every score is checked instead.
    pub(super) value: Option<Score>,
    /// How many positions a Connect Four set has (all scored exactly, or the bench fails);
    /// `micros` and `nanos` are then the mean per position.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) positions: Option<u64>,
    /// The same time as `micros`, in nanoseconds, for the workloads that take a few
    /// microseconds.
    pub(super) nanos: u64,
    /// `null` when the time rounds to zero.
    pub(super) positions_per_second: Option<u64>,
    /// Plies searched: the depth of the deepest completed iteration for deepening workloads.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) depth: Option<u32>,
    /// True when the value is the game's value (every line searched to its end).
    pub(super) solved: bool,
    /// Memory of the transposition table, when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) table_bytes: Option<u64>,
    /// Table hits per probe, when there is a table.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) hit_rate: Option<f64>,
    /// An empty Connect Four board of some size solved (`c4-sizes`): its result.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) board: Option<BoardResult>,
}

/// What the exact solver found on an empty Connect Four board, beside John Tromp's result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct BoardResult {
    pub(super) width: usize,
    pub(super) height: usize,
    /// The first player's strong score in the published convention (`null` if not solved in
    /// time).
    pub(super) score: Option<i64>,
    /// The stone the game ends with under perfect play.
    pub(super) last_move: Option<u32>,
    pub(super) outcome: Option<sizes::Outcome>,
    pub(super) tromp: Option<sizes::Outcome>,
}

#[derive(Serialize)]
struct Bench {
    workloads: Vec<Figures>,
}

/// Runs the chosen workloads (all by default) and prints their figures as text or JSON.
pub fn run(args: &BenchArgs) -> anyhow::Result<()> {
    let chosen = if args.workload.is_empty() {
        Workload::ALL.to_vec()
    } else {
        args.workload.clone()
    };
    let budget = Duration::from_millis(args.budget_ms);
    let mut measured = Vec::new();
    for &workload in &chosen {
        let threads = args.threads.map(|n| n as usize);
        match workload {
            Workload::C4Sizes => measured.extend(workloads::solve_sizes(8, 12, budget, threads)?),
            Workload::C4Sizes13 => {
                measured.extend(workloads::solve_sizes(13, 13, budget, threads)?);
            }
            _ => measured.push(workloads::measure(workload, args.runs, budget, threads)?),
        }
    }
    let text = if args.json {
        serde_json::to_string(&Bench {
            workloads: measured,
        })? + "\n"
    } else {
        text::render(&measured, args.runs, budget)
    };
    output::print(&text)
}
