//! `bench`'s figures as text: the workloads' table, and the empty Connect Four boards' beside John Tromp's results.

use std::time::Duration;

use super::Figures;
use crate::cli::shared::columns::{Align, layout};
use crate::cli::shared::measure::value_word;
use crate::text::{duration, thousands};

/// The figures as a text table, with a heading that says how they were taken.
pub(super) fn render(workloads: &[Figures], runs: u32, budget: Duration) -> String {
    let build = if cfg!(debug_assertions) {
        " (debug build: use --release for real speed)"
    } else {
        ""
    };
    let mut out = format!(
        "Search benchmarks: median of {} after a warm-up; deepening and solving workloads run once with a {} budget{build}.\n\n",
        crate::text::counted(runs.into(), "timed run", "timed runs"),
        duration(budget)
    );
    let header = [
        "workload",
        "positions",
        "time",
        "positions/s",
        "value",
        "depth",
        "table",
        "hit rate",
    ];
    let mut rows = vec![header.iter().map(|h| (*h).to_owned()).collect::<Vec<_>>()];
    let (boards, workloads): (Vec<&Figures>, Vec<&Figures>) =
        workloads.iter().partition(|w| w.board.is_some());
    for w in workloads {
        rows.push(vec![
            w.name.to_owned(),
            thousands(w.nodes),
            match w.positions {
                Some(_) => format!("{} per position", duration(Duration::from_nanos(w.nanos))),
                None => duration(Duration::from_nanos(w.nanos)),
            },
            w.positions_per_second.map_or("—".to_owned(), thousands),
            match (w.value, w.positions) {
                (Some(value), _) => value_word(value, w.solved),
                (None, Some(count)) => format!("{}, all exact", crate::text::positions(count)),
                // Only a solve that ran out of time has neither.
                (None, None) => "not solved in time".to_owned(),
            },
            w.depth.map_or("full".to_owned(), |d| d.to_string()),
            w.table_bytes
                .map_or("—".to_owned(), |b| format!("{} MiB", b >> 20)),
            w.hit_rate
                .map_or("—".to_owned(), |r| format!("{:.1} %", r * 100.0)),
        ]);
    }
    use Align::{Left, Right};
    if rows.len() > 1 {
        out.push_str(&layout(
            "",
            &[Left, Right, Right, Right, Left, Right, Right, Right],
            &rows,
        ));
    }
    if !boards.is_empty() {
        if rows.len() > 1 {
            out.push('\n');
        }
        out.push_str(&render_boards(&boards));
    }
    out
}

/// The empty Connect Four boards solved, as a table: each board's result and strong score
/// beside John Tromp's result, and what the solve took.
fn render_boards(boards: &[&Figures]) -> String {
    let mut out = "Connect Four from the empty board (4 in a row, pieces fall), width × height; score: the first player's strong score in the published convention; ends: the stone the game ends with under perfect play.\n\n".to_owned();
    let header = [
        "board",
        "result",
        "score",
        "ends",
        "John Tromp",
        "positions",
        "time",
        "table",
    ];
    let mut rows = vec![header.iter().map(|h| (*h).to_owned()).collect::<Vec<_>>()];
    for w in boards {
        let Some(board) = &w.board else { continue };
        rows.push(vec![
            format!("{}×{}", board.width, board.height),
            board
                .outcome
                .map_or("not solved in time".to_owned(), |o| o.words().to_owned()),
            board.score.map_or("—".to_owned(), |s| s.to_string()),
            board.last_move.map_or("—".to_owned(), |m| m.to_string()),
            board.tromp.map_or("—".to_owned(), |o| o.words().to_owned()),
            thousands(w.nodes),
            duration(Duration::from_nanos(w.nanos)),
            w.table_bytes
                .map_or("—".to_owned(), |b| format!("{} MiB", b >> 20)),
        ]);
    }
    use Align::{Left, Right};
    out.push_str(&layout(
        "",
        &[Left, Left, Right, Right, Left, Right, Right, Right],
        &rows,
    ));
    out
}
