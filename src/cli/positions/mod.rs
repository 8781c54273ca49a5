//! `morpion positions`: random Connect Four positions with their exact scores, one "columns score" line each.
//!
//! On 7×6 or any board where pieces fall: random legal games stopped before a win, scored in the
//! published convention, the format of the published test sets, read back by `analyze --stdin`
//! and by `bench`.

use std::collections::HashSet;
use std::sync::Arc;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

mod args;
pub mod sets;

pub use args::PositionsArgs;
pub use sets::{Scored, read_set};

use super::shared::error::InputError;
use super::shared::{output, progress};
use crate::engine::{
    Evaluation, Game, MoveOrder, Score, SearchOptions, SearchSettings, Solver, Table, TableSize,
    perft_length, search_in,
};
use crate::games::mnk::{Geometry, Mnk};
use crate::text::{counted, thousands};

/// The most the solver's table takes (it grows with the positions' plies to go), and the
/// table of `--check`'s search.
const TABLE_MOST: TableSize = TableSize::mib(1024);
const TABLE: TableSize = TableSize::mib(64);

/// Random games in a row that may find no new position before the count is said to be more
/// than the stones allow (where [`available`] does not count them).
const GIVE_UP_AFTER: u64 = 1_000_000;

/// Prints `args.count` different positions and their scores, each line as soon as it is
/// solved (and checked a second way when asked). A count more than the stones allow is
/// refused before any work; a reader that goes away ends the run.
pub fn run(args: &PositionsArgs) -> anyhow::Result<()> {
    let geometry = Geometry::new(args.rows, args.cols, args.k)
        .map_err(|e| InputError(format!("invalid board: {e}")))?;
    let geometry = Arc::new(geometry.with_gravity(true));
    let most = geometry.cells() as u32 - 1;
    if args.stones.max > most {
        return Err(InputError(format!(
            "a position that is not over on a board of {} rows and {} columns has at most {most} stones, not {}",
            args.rows, args.cols, args.stones.max
        ))
        .into());
    }
    let available = available(&geometry, args.stones.min, args.stones.max);
    if available < u64::from(args.count) {
        let stones = if args.stones.min == args.stones.max {
            counted(args.stones.min.into(), "stone", "stones")
        } else {
            format!("{} to {} stones", args.stones.min, args.stones.max)
        };
        let positions = match available {
            1 => "only one position has".to_owned(),
            n => format!("only {} positions have", thousands(n)),
        };
        return Err(InputError(format!(
            "--count {}: {positions} {stones} (nobody having won); ask for at most {}",
            args.count,
            thousands(available),
        ))
        .into());
    }
    let mut rng = StdRng::seed_from_u64(args.seed);
    let mut solver = Solver::growing(TABLE_MOST)?;
    // Made once, used by every check.
    let mut check = match args.check {
        true => Some(Table::for_settings(&CHECK_SETTINGS)?),
        false => None,
    };
    let mut seen = HashSet::new();
    // Draws in a row that found no new position: on a small board the positions may run out.
    let mut fruitless = 0u64;
    while seen.len() < args.count as usize {
        if fruitless > GIVE_UP_AFTER {
            return Err(InputError(format!(
                "--count {}: only {} different positions came up in {GIVE_UP_AFTER} draws in a row; ask for fewer",
                args.count,
                thousands(seen.len() as u64)
            ))
            .into());
        }
        fruitless += 1;
        let stones = rng.random_range(args.stones.min..=args.stones.max);
        let Some((columns, position)) = random_game(&geometry, stones, &mut rng) else {
            continue;
        };
        if !seen.insert(columns.clone()) {
            continue;
        }
        fruitless = 0;
        let status = || {
            format!(
                "positions: solving position {} of {} ({})",
                seen.len(),
                args.count,
                counted(stones.into(), "stone", "stones")
            )
        };
        let value = progress::watched(status, || solve(&mut solver, &position, check.as_mut()))
            .map_err(|disagreement| anyhow::anyhow!("{columns}: {disagreement}"))?;
        if !output::write(&format!("{columns} {}\n", position.published_score(value)))? {
            return Ok(());
        }
    }
    Ok(())
}

/// How `--check` solves a position a second way: the textbook alpha-beta search with a table
/// and threat ordering.
const CHECK_SETTINGS: SearchSettings = SearchSettings {
    pruning: true,
    depth_limit: None,
    evaluation: Evaluation::Draw,
    node_budget: None,
    move_order: MoveOrder::Threats,
    transposition: Some(TABLE),
};

/// The position's exact value by the solver; with a `check` table, solved a second way too
/// (see [`CHECK_SETTINGS`]), `Err` saying both values if they disagree.
fn solve(
    solver: &mut Solver,
    position: &Mnk,
    check: Option<&mut Option<Table>>,
) -> Result<Score, String> {
    let value = solver.solve(position, None).value;
    if let Some(table) = check {
        let textbook = search_in(position, &CHECK_SETTINGS, &SearchOptions::default(), table).value;
        if textbook != value {
            return Err(format!(
                "the solver says {value}, the textbook search {textbook}"
            ));
        }
    }
    Ok(value)
}

/// Stone counts from which the positions are too many to run out: every count up to 100,000
/// is met (8 stones alone give millions).
const PLENTY_FROM: u32 = 8;

/// How many different positions (column sequences nobody has won on the way) have `min` to
/// `max` stones, counted exactly where they are few; `u64::MAX` when plenty (or too many to
/// count, on boards narrower than 7×6's).
fn available(geometry: &Arc<Geometry>, min: u32, max: u32) -> u64 {
    if max >= PLENTY_FROM {
        return u64::MAX;
    }
    let start = Mnk::new(Arc::clone(geometry), crate::games::mnk::Mark::X);
    (min..=max)
        .map(|stones| match stones {
            0 => 1,
            n => {
                let (sequences, won) = perft_length(&start, n as usize);
                sequences - won
            }
        })
        .sum()
}

/// A random legal game of `stones` moves that nobody has won (`None` if someone won on the way),
/// as its column sequence (1-based) and the position it reaches.
fn random_game(geometry: &Arc<Geometry>, stones: u32, rng: &mut StdRng) -> Option<(String, Mnk)> {
    let mut position = Mnk::new(Arc::clone(geometry), crate::games::mnk::Mark::X);
    let mut columns = String::new();
    let mut moves = Vec::new();
    for _ in 0..stones {
        position.legal_moves(&mut moves);
        let cell = moves[rng.random_range(0..moves.len())];
        position.apply(cell);
        if position.is_over() {
            return None;
        }
        columns.push(char::from(b'1' + (cell % geometry.cols()) as u8));
    }
    Some((columns, position))
}
