//! `morpion autoplay`: the AI plays itself, each move with its search statistics, then a summary.
//!
//! Every move is decided by the game's own decision code (`analysis::decide_perfectly`:
//! iterative deepening with the play command's settings) and counted again by its comparison
//! (`analysis::recount`: the same search with the other pruning mode), so the figures are the
//! ones the panel shows; beyond 20 bones under a depth limit beyond 20 plies, by the heap solved
//! with its positions remembered, as `analyze` answers it (see `remembered`).

mod args;
mod plan;
mod record;
mod start;
mod summary;
mod text;

pub use args::AutoplayArgs;

use std::time::Instant;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serde::Serialize;

use super::shared::measure::micros;
use super::shared::{output, progress};
use crate::analysis::perfect::{GAME_SOLVER_TABLE, PerfectPlayer};
use crate::analysis::remembered;
use crate::analysis::{SearchRequest, decide_perfectly, recount};
use crate::engine::{Game, Table};
use crate::games::playable::Playable;
use plan::Plan;
use record::{GameRecord, MoveRecord, side};
use summary::SummaryBuilder;

/// Plays the games and prints every move as soon as it is played (a line of the game's table,
/// or a JSON object), each game's end, then the summary. Stops quietly when the reader closes
/// the pipe (`autoplay … | head`): nobody is listening.
pub fn run(args: &AutoplayArgs) -> anyhow::Result<()> {
    let plan = Plan::new(args)?;
    if !plan.json && !output::write(&text::heading(&plan))? {
        return Ok(());
    }
    let table = text::MoveTable::new(&plan);
    // One transposition table for every search of every game (a search clears it first), and
    // with --perfect one solver, whose table is kept from move to move.
    let mut search_table = Table::for_settings(&plan.settings)?;
    let mut perfect_player = PerfectPlayer::new(GAME_SOLVER_TABLE);
    let started = Instant::now();
    let mut tally = SummaryBuilder::new(&plan);
    for game in 1..=plan.games {
        let seed = plan.seed.wrapping_add(u64::from(game - 1));
        if !plan.json && !output::write(&table.header())? {
            return Ok(());
        }
        let mut ai = Ai {
            table: &mut search_table,
            perfect: &mut perfect_player,
        };
        let end = play(&plan, game, seed, &mut ai, |record| {
            tally.add_move(&record);
            if plan.json {
                write_json(&record)
            } else {
                output::write(&table.row(&record))
            }
        })?;
        let Some(end) = end else {
            return Ok(());
        };
        tally.add_game(&end);
        let listening = if plan.json {
            write_json(&end)?
        } else {
            output::write(&text::game_end(&end))?
        };
        if !listening {
            return Ok(());
        }
    }
    let summary = tally.finish(started.elapsed());
    if plan.json {
        write_json(&summary)?;
    } else {
        output::write(&text::summary(&plan, &summary))?;
    }
    Ok(())
}

/// What the AI keeps from one move to the next: the search's table, and the perfect player
/// (its solver and table, made the first time a game leaves the opening book).
struct Ai<'a> {
    table: &'a mut Option<Table>,
    perfect: &'a mut PerfectPlayer,
}

/// Plays game number `game` from the plan's start, X (or the first player) first, reporting
/// every move to `on_move`, which returns false to stop (the reader has gone); `None` if stopped.
fn play(
    plan: &Plan,
    game: u32,
    seed: u64,
    ai: &mut Ai,
    mut on_move: impl FnMut(MoveRecord) -> anyhow::Result<bool>,
) -> anyhow::Result<Option<GameRecord>> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut position = plan.start.position.clone();
    let mut names = Vec::new();
    let mut columns = plan.start.columns.clone();
    while !position.is_over() {
        let request = plan.request(&position, rng.random());
        let (record, mv) = match remembered::heap_to_remember(&position, &plan.settings) {
            Some(heap) => {
                let decision = remembered::decide(heap, &plan.settings, request.seed);
                let take = usize::from(decision.take);
                (
                    MoveRecord::remembered(plan, game, &position, &decision),
                    take,
                )
            }
            None => searched(plan, game, &position, &request, &columns, ai),
        };
        if let Some(board) = position.board().filter(|b| b.geometry().gravity()) {
            columns.push_str(&(board.geometry().row_col(mv).1 + 1).to_string());
        }
        names.push(record.name.clone());
        position.apply(mv);
        if !on_move(record)? {
            return Ok(None);
        }
    }
    Ok(Some(GameRecord::new(
        plan, game, seed, &position, names, columns,
    )))
}

/// The AI's move at `position` by its search (and the comparison, if asked), with its record.
fn searched(
    plan: &Plan,
    game: u32,
    position: &Playable,
    request: &SearchRequest,
    columns: &str,
    ai: &mut Ai,
) -> (MoveRecord, usize) {
    let mover = plan.players.long[side(position)];
    let ply = position.plies() + 1;
    let outcome = progress::watched(
        || format!("autoplay: game {game}, ply {ply}, {mover} to move: searching"),
        || decide_perfectly(request, None, None, ai.table, ai.perfect),
    )
    .expect("the game is not over");
    let recount_started = Instant::now();
    let recount = plan.recount.then(|| {
        progress::watched(
            || format!("autoplay: game {game}, ply {ply}, {mover} to move: the comparison"),
            || recount(request, &outcome.selected.settings, None, None, ai.table),
        )
    });
    let recount_time = recount_started.elapsed();
    let mv = outcome
        .move_to_play()
        .expect("a position that is not over has a move");
    let gravity = position.board().filter(|b| b.geometry().gravity());
    let mut record = MoveRecord::new(plan, game, position, mv, &outcome, recount.as_ref());
    record.columns = gravity.map(|_| columns.to_owned());
    record.recount_micros = recount.is_some().then_some(micros(recount_time));
    (record, mv)
}

/// Writes `value` as one line of JSON; false if the reader has gone.
fn write_json(value: &impl Serialize) -> anyhow::Result<bool> {
    output::write(&(serde_json::to_string(value)? + "\n"))
}
