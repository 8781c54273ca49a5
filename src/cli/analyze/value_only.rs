//! `analyze --solve --value-only`: a position's exact value by one solve, as text or JSON.

use std::fmt::Write;

use serde::Serialize;

use super::text::board;
use super::verdict::Perspective;
use crate::engine::{Evaluation, Score, Solution};
use crate::games::mnk::{Mark, Mnk};
use crate::text::{duration, thousands};

/// What `--value-only --json` prints.
#[derive(Serialize)]
struct ValueOnly {
    to_move: Mark,
    /// The published Connect Four score under gravity; the engine's score otherwise.
    value: i64,
    engine_value: Score,
    value_text: String,
    stones: u32,
    nodes: u64,
    /// Null-window searches of the thread that answered.
    searches: u32,
    threads: usize,
    micros: u64,
    board: String,
}

/// The report of `solution`, the solve of `position` with `threads` threads.
pub(super) fn report(
    position: &Mnk,
    solution: &Solution,
    threads: usize,
    json: bool,
) -> anyhow::Result<String> {
    let perspective = Perspective {
        to_move: position.to_move(),
        horizon: None,
        evaluation: Evaluation::Draw,
    };
    let gravity = position.geometry().gravity();
    let answer = ValueOnly {
        to_move: position.to_move(),
        value: if gravity {
            position.published_score(solution.value)
        } else {
            i64::from(solution.value)
        },
        engine_value: solution.value,
        value_text: perspective.value(solution.value),
        stones: position.plies(),
        nodes: solution.nodes,
        searches: solution.searches,
        threads,
        micros: u64::try_from(solution.elapsed.as_micros()).unwrap_or(u64::MAX),
        board: position.to_board(),
    };
    if json {
        return Ok(serde_json::to_string(&answer)? + "\n");
    }
    let geometry = position.geometry();
    let mut out = board(position);
    out.push('\n');
    let _ = writeln!(
        out,
        "{} to move · {}×{} board, {} in a row",
        answer.to_move,
        geometry.rows(),
        geometry.cols(),
        geometry.k()
    );
    let _ = writeln!(
        out,
        "Search: exact solver, the value only (one solve), {} thread{}",
        threads,
        if threads == 1 { "" } else { "s" }
    );
    let _ = writeln!(
        out,
        "Value: {} (score {})",
        answer.value_text, solution.value
    );
    if gravity {
        let _ = writeln!(
            out,
            "Connect Four score (published convention): {}",
            answer.value
        );
    }
    let _ = writeln!(out, "Positions searched: {}", thousands(solution.nodes));
    let _ = writeln!(out, "Time: {}", duration(solution.elapsed));
    Ok(out)
}
