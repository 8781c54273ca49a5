//! `morpion perft`: move sequences of each length from a game's start, each length printed as soon as it is counted, with time and speed.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use serde::Serialize;

use clap::Args;

use super::shared::error::InputError;
use super::shared::game_choice::{GameKind, board_of, bones, heap_of};
use super::shared::values::whole;
use super::shared::{output, progress};
use crate::engine::{Game, perft_length_watched};
use crate::games::bones::{Bones, MAX_HEAP};
use crate::games::mnk::{Mark, Mnk};
use crate::text::{duration, plies, positions, thousands};

#[derive(Debug, Args)]
pub struct PerftArgs {
    /// The game whose start position is expanded.
    #[arg(long, value_enum, default_value_t = GameKind::Ttt)]
    game: GameKind,

    /// Plies to count, from 1 up to the longest game: 9 for ttt, 16 for ttt4, 42 for connect4,
    /// the heap for bones.
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, MAX_HEAP as i128))]
    depth: u32,

    /// Bones on the heap (only with --game bones) [default: 10]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole::<u32>(1, MAX_HEAP as i128))]
    heap: Option<u32>,

    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

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
    /// Every sequence counted, all lengths together (the positions a full walk visits).
    nodes: u64,
    /// The positions actually walked: each length is counted by a walk of its own, which
    /// passes the shorter sequences again.
    walked: u64,
    micros: u64,
    /// Positions walked per second.
    positions_per_second: u64,
}

/// Counts length after length, printing each line of the table as soon as it is known (JSON:
/// the whole report at the end). A depth longer than the longest game, or `--heap` without
/// bones, is refused (exit 2); a reader that goes away stops the count.
pub fn run(args: &PerftArgs) -> anyhow::Result<()> {
    let heap = heap_of(args.game, args.heap)?;
    match (board_of(args.game), heap) {
        (Some(geometry), _) => {
            let longest = geometry.cells() as u32;
            count(args, &Mnk::new(geometry.into(), Mark::X), longest, None)
        }
        (None, Some(heap)) => count(args, &Bones::new(heap), heap, Some(heap)),
        (None, None) => unreachable!("a game without a board is bones, which always has a heap"),
    }
}

fn count<G: Game>(
    args: &PerftArgs,
    start: &G,
    longest: u32,
    heap: Option<u32>,
) -> anyhow::Result<()> {
    if args.depth > longest {
        let game = match heap {
            Some(heap) => format!("a heap of {}", bones(heap)),
            None => args.game.name().to_owned(),
        };
        return Err(InputError(format!(
            "--depth {}: no game of {game} lasts more than {}; give a depth from 1 to {longest}",
            args.depth,
            plies(longest)
        ))
        .into());
    }
    if !args.json && !output::write(&heading(args.game, heap))? {
        return Ok(());
    }
    let started = Instant::now();
    let mut plies = Vec::new();
    let (mut nodes, mut walked) = (0, 0);
    for length in 1..=args.depth as usize {
        let counted = AtomicU64::new(0);
        let (sequences, finished) = progress::watched(
            || {
                format!(
                    "perft {}: counting ply {length}, {} so far",
                    args.game.name(),
                    crate::text::counted(counted.load(Ordering::Relaxed), "sequence", "sequences")
                )
            },
            || perft_length_watched(start, length, Some(&counted)),
        );
        nodes += sequences;
        walked += nodes;
        let ply = Ply {
            ply: length,
            sequences,
            finished,
        };
        if !args.json && !output::write(&line(&ply))? {
            return Ok(());
        }
        plies.push(ply);
    }
    let elapsed = started.elapsed();
    let seconds = elapsed.as_secs_f64();
    let report = PerftReport {
        game: args.game.name(),
        depth: args.depth,
        plies,
        nodes,
        walked,
        micros: u64::try_from(elapsed.as_micros()).unwrap_or(u64::MAX),
        positions_per_second: if seconds > 0.0 {
            (walked as f64 / seconds) as u64
        } else {
            0
        },
    };
    output::print(&if args.json {
        serde_json::to_string(&report)? + "\n"
    } else {
        footer(&report, elapsed)
    })
}

fn heading(game: GameKind, heap: Option<u32>) -> String {
    let heap = heap.map(|h| format!(" ({})", bones(h))).unwrap_or_default();
    format!(
        "perft {}{heap}: move sequences per length, won positions not expanded\n\n{:>5}  {:>14}  {:>14}\n",
        game.name(),
        "ply",
        "sequences",
        "game over"
    )
}

fn line(ply: &Ply) -> String {
    format!(
        "{:>5}  {:>14}  {:>14}\n",
        ply.ply,
        thousands(ply.sequences),
        thousands(ply.finished)
    )
}

fn footer(report: &PerftReport, elapsed: Duration) -> String {
    format!(
        "\n{} in {} ({} walked length by length, {} positions/s)\n",
        positions(report.nodes),
        duration(elapsed),
        thousands(report.walked),
        thousands(report.positions_per_second)
    )
}
