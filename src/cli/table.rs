//! `morpion table`: the reference node counts from the empty 3×3 board, timed as a benchmark.

use std::fmt::Write;
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::Serialize;

use super::args::TableArgs;
use super::columns::{Align, layout};
use super::output;
use crate::engine::{Evaluation, Score, SearchSettings, search};
use crate::games::mnk::Mnk;
use crate::text::{duration, thousands};

/// The four searches of the table, in its order: (pruning, depth limit).
const SEARCHES: [(bool, Option<u32>); 4] = [
    (false, None),
    (false, Some(6)),
    (true, None),
    (true, Some(6)),
];

/// One row of the table: what was searched, what it found, and its median time.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Row {
    pub pruning: bool,
    pub depth_limit: Option<u32>,
    /// Positions visited below the root.
    pub nodes: u64,
    pub value: Score,
    /// Median over the timed runs.
    pub micros: u64,
    /// `null` when the median time rounds to zero.
    pub positions_per_second: Option<u64>,
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

/// One warm-up search, then `runs` timed ones; every run must agree on nodes and value.
fn measure(pruning: bool, depth_limit: Option<u32>, runs: u32) -> anyhow::Result<Row> {
    let position = Mnk::tic_tac_toe();
    let settings = SearchSettings {
        pruning,
        depth_limit,
        evaluation: Evaluation::Draw,
        node_budget: None,
        ..SearchSettings::default()
    };
    // The seed only breaks ties between best moves, which changes neither counts nor value.
    let mut rng = StdRng::seed_from_u64(0);
    let warm_up = search(&position, &settings, &mut rng);
    let mut times = Vec::with_capacity(runs as usize);
    for _ in 0..runs {
        let report = search(&position, &settings, &mut rng);
        if (report.nodes, report.value) != (warm_up.nodes, warm_up.value) {
            anyhow::bail!(
                "the same search gave different results: {} then {} positions",
                warm_up.nodes,
                report.nodes
            );
        }
        times.push(report.elapsed);
    }
    let median = median(&mut times);
    let nanos = median.as_nanos();
    Ok(Row {
        pruning,
        depth_limit,
        nodes: warm_up.nodes,
        value: warm_up.value,
        micros: u64::try_from(median.as_micros()).unwrap_or(u64::MAX),
        positions_per_second: (nanos > 0).then(|| {
            u64::try_from(u128::from(warm_up.nodes) * 1_000_000_000 / nanos).unwrap_or(u64::MAX)
        }),
    })
}

/// The middle time (the mean of the two middle ones for an even count): one slow run from a
/// busy machine does not move it.
fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    let mid = times.len() / 2;
    if times.len() % 2 == 1 {
        times[mid]
    } else {
        (times[mid - 1] + times[mid]) / 2
    }
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
            value_word(row.value),
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

/// The value of the empty board in one word, from X's point of view.
fn value_word(value: Score) -> String {
    match value {
        0 => "draw".to_owned(),
        v if v > 0 => format!("X wins ({v})"),
        v => format!("O wins ({v})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_takes_the_middle_or_the_mean_of_the_two_middles() {
        let ms = Duration::from_millis;
        assert_eq!(median(&mut [ms(9), ms(1), ms(5)]), ms(5));
        assert_eq!(median(&mut [ms(9), ms(1), ms(5), ms(3)]), ms(4));
        assert_eq!(median(&mut [ms(7)]), ms(7));
    }
}
