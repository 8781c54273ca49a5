//! `morpion table`: the reference node counts from the empty 3×3 board, timed as a benchmark.

use std::fmt::Write;
use std::time::Duration;

use serde::Serialize;

use clap::Args;

use super::shared::columns::{Align, layout};
use super::shared::measure::{Timed, micros, positions_per_second, time_search, value_word};
use super::shared::output;
use super::shared::values::whole;
use crate::engine::{Evaluation, Score, SearchSettings};
use crate::games::mnk::Mnk;
use crate::text::{duration, thousands};

#[derive(Debug, Args)]
pub struct TableArgs {
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,

    /// Timed runs per search (after one untimed warm-up); the table shows the median time.
    #[arg(long, value_name = "N", allow_negative_numbers = true, default_value_t = 5, value_parser = whole::<u32>(1, 1000))]
    runs: u32,
}

/// The four searches of the table, in its order: (pruning, depth limit).
const SEARCHES: [(bool, Option<u32>); 4] = [
    (false, None),
    (false, Some(6)),
    (true, None),
    (true, Some(6)),
];

/// One row of the table: what was searched, what it found, and its median time.
#[derive(Clone, Debug, PartialEq, Serialize)]
struct Row {
    pruning: bool,
    depth_limit: Option<u32>,
    /// Positions visited below the root.
    nodes: u64,
    value: Score,
    /// Median over the timed runs.
    micros: u64,
    /// `null` when the median time rounds to zero.
    positions_per_second: Option<u64>,
}

#[derive(Serialize)]
struct Table {
    rows: Vec<Row>,
    /// Timed runs per row (after one untimed warm-up).
    runs: u32,
}

/// Runs the four searches `args.runs` times each and prints the table or its JSON.
pub fn run(args: &TableArgs) -> anyhow::Result<()> {
    let rows = SEARCHES
        .iter()
        .map(|&(pruning, depth_limit)| measure(pruning, depth_limit, args.runs))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let text = if args.json {
        let table = Table {
            rows,
            runs: args.runs,
        };
        serde_json::to_string(&table)? + "\n"
    } else {
        render(&rows, args.runs)
    };
    output::print(&text)
}

/// The row of one reference search, timed over `runs` runs after a warm-up.
fn measure(pruning: bool, depth_limit: Option<u32>, runs: u32) -> anyhow::Result<Row> {
    let settings = SearchSettings {
        pruning,
        depth_limit,
        evaluation: Evaluation::Draw,
        node_budget: None,
        ..SearchSettings::default()
    };
    let Timed { report, median } = time_search(&Mnk::tic_tac_toe(), &settings, runs)?;
    Ok(Row {
        pruning,
        depth_limit,
        nodes: report.nodes,
        value: report.value,
        micros: micros(median),
        positions_per_second: positions_per_second(report.nodes, median),
    })
}

/// The table as text, with a heading that states the counting convention.
fn render(rows: &[Row], runs: u32) -> String {
    let mut out = String::new();
    out.push_str("Reference searches from the empty 3×3 board (X to move)\n");
    out.push_str(
        "Counting: positions visited below the root (root not counted), moves in reading order, fail-soft alpha-beta; positions at the depth limit score 0.\n",
    );
    let build = if cfg!(debug_assertions) {
        " (debug build: use --release for real speed)"
    } else {
        ""
    };
    let runs_text = if runs == 1 {
        "1 run"
    } else {
        &format!("{runs} runs")
    };
    let _ = writeln!(out, "Time: median of {runs_text} after a warm-up{build}.");
    out.push('\n');
    let header = [
        "alpha-beta",
        "depth limit",
        "positions",
        "value",
        "time",
        "positions/s",
    ];
    let mut table = vec![header.iter().map(|h| (*h).to_owned()).collect::<Vec<_>>()];
    for row in rows {
        table.push(vec![
            if row.pruning { "on" } else { "off" }.to_owned(),
            row.depth_limit.map_or("none".to_owned(), |d| d.to_string()),
            thousands(row.nodes),
            value_word(row.value, true),
            duration(Duration::from_micros(row.micros)),
            row.positions_per_second.map_or("—".to_owned(), thousands),
        ]);
    }
    use Align::{Left, Right};
    out.push_str(&layout(
        "",
        &[Left, Right, Right, Left, Right, Right],
        &table,
    ));
    out
}
