//! `morpion perft`: move sequences of each length from a game's start, with time and speed.

use std::time::{Duration, Instant};

use serde::Serialize;

use super::args::{GameKind, PerftArgs};
use super::game_choice::{board_of, heap_of};
use super::output;
use crate::engine::{PerftCounts, perft};
use crate::games::bones::Bones;
use crate::games::mnk::{Mark, Mnk};
use crate::text::{duration, thousands};

/// One ply of the count: sequences of that length, and how many of them end the game.
#[derive(Debug, Serialize)]
struct Ply {
    ply: usize,
    sequences: u64,
    finished: u64,
}

/// What `--json` prints.
#[derive(Debug, Serialize)]
struct PerftReport {
    game: &'static str,
    depth: u32,
    plies: Vec<Ply>,
    /// Every sequence counted, all lengths together (the positions the walk visited).
    nodes: u64,
    micros: u64,
    positions_per_second: u64,
}

/// Counts, then prints a table or JSON. Bad combinations (`--heap` without bones) exit 2.
pub fn run(args: &PerftArgs) -> anyhow::Result<()> {
    let heap = heap_of(args.game, args.heap)?;
    let depth = args.depth as usize;
    let started = Instant::now();
    let counts = match (board_of(args.game), heap) {
        (Some(geometry), _) => perft(&Mnk::new(geometry.into(), Mark::X), depth),
        (None, Some(heap)) => perft(&Bones::new(heap), depth),
        (None, None) => unreachable!("a game without a board is bones, which always has a heap"),
    };
    let elapsed = started.elapsed();
    let report = report(args, &counts, elapsed);
    let text = if args.json {
        serde_json::to_string(&report)? + "\n"
    } else {
        render(&report, args.game, heap, elapsed)
    };
    output::print(&text)
}

fn report(args: &PerftArgs, counts: &PerftCounts, elapsed: Duration) -> PerftReport {
    let nodes = counts.counts.iter().sum::<u64>();
    let seconds = elapsed.as_secs_f64();
    PerftReport {
        game: args.game.name(),
        depth: args.depth,
        plies: counts
            .counts
            .iter()
            .zip(&counts.finished)
            .enumerate()
            .map(|(i, (&sequences, &finished))| Ply {
                ply: i + 1,
                sequences,
                finished,
            })
            .collect(),
        nodes,
        micros: u64::try_from(elapsed.as_micros()).unwrap_or(u64::MAX),
        positions_per_second: if seconds > 0.0 {
            (nodes as f64 / seconds) as u64
        } else {
            0
        },
    }
}

fn render(report: &PerftReport, game: GameKind, heap: Option<u32>, elapsed: Duration) -> String {
    let heap = heap.map(|h| format!(" ({h} bones)")).unwrap_or_default();
    let mut text = format!(
        "perft {}{heap}: move sequences per length, won positions not expanded\n\n",
        game.name()
    );
    text += &format!("{:>5}  {:>14}  {:>14}\n", "ply", "sequences", "game over");
    for ply in &report.plies {
        text += &format!(
            "{:>5}  {:>14}  {:>14}\n",
            ply.ply,
            thousands(ply.sequences),
            thousands(ply.finished)
        );
    }
    text += &format!(
        "\n{} positions in {} ({} positions/s)\n",
        thousands(report.nodes),
        duration(elapsed),
        thousands(report.positions_per_second)
    );
    text
}
