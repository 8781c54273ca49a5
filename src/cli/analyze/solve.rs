//! `analyze --solve`: the exact solver kept from one position to the next, every move's exact score or the value alone, with its progress shown.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::AnalyzeArgs;
use super::board::what;
use super::value_only;
use crate::cli::shared::error::InputError;
use crate::cli::shared::progress;
use crate::engine::{Progress, Score, SearchReport, SearchSettings, Solver, TableSize, WIN};
use crate::games::mnk::Mnk;
use crate::text::positions;

/// The most the solver's table for `--solve` takes: it starts small and grows with the
/// positions' plies to go (see [`Solver::growing`]), to 1 GiB for the empty 7×6 board.
const SOLVER_TABLE_MOST: TableSize = TableSize::mib(1024);

/// The solver `--solve` keeps in `kept` from one position to the next, made at the first: its
/// table sized to the work; its threads as `--threads` says, or else the machine's cores for
/// the positions far enough from the end to gain by them (see
/// [`Solver::with_parallel_from`]). Refused when `settings` ask for no pruning.
pub(super) fn kept<'a>(
    args: &AnalyzeArgs,
    settings: &SearchSettings,
    kept: &'a mut Option<Solver>,
) -> anyhow::Result<&'a mut Solver> {
    if !settings.pruning {
        return Err(InputError("--solve always prunes: leave out --pruning off".into()).into());
    }
    Ok(match kept {
        Some(solver) => solver,
        None => {
            let solver = Solver::growing(SOLVER_TABLE_MOST)?;
            kept.insert(match args.threads {
                Some(threads) => solver.with_threads(threads as usize).with_parallel_from(0),
                None => {
                    solver.with_threads(std::thread::available_parallelism().map_or(1, usize::from))
                }
            })
        }
    })
}

/// Every move's exact score at `position`, the pick among the best drawn with `seed`.
pub(super) fn every_move(solver: &mut Solver, position: &Mnk, seed: u64) -> SearchReport<usize> {
    let status = status(solver.progress(), position);
    let mut rng = StdRng::seed_from_u64(seed);
    progress::watched(status, || solver.report(position, None, &mut rng))
        .expect("a board is never deeper than the engine goes, and nothing stops it")
}

/// `--value-only`: the position's value by one solve, reported as text or JSON.
pub(super) fn value_only(
    solver: &mut Solver,
    position: &Mnk,
    json: bool,
) -> anyhow::Result<String> {
    let status = status(solver.progress(), position);
    let solution = progress::watched(status, || solver.solve(position, None));
    value_only::report(position, &solution, solver.threads(), json)
}

/// The progress line of a solve: the position, the positions searched so far and the range
/// the value is known to lie in.
fn status(progress: Arc<Progress>, position: &Mnk) -> impl Fn() -> String + Sync {
    move || {
        format!(
            "analyze: solving {} with the exact solver, {} so far, {}",
            what(position),
            positions(progress.nodes.load(Ordering::Relaxed)),
            known_range(
                position,
                progress.low.load(Ordering::Relaxed),
                progress.high.load(Ordering::Relaxed)
            )
        )
    }
}

/// In words, the range a solve has narrowed the value of `position` to so far.
fn known_range(position: &Mnk, low: Score, high: Score) -> String {
    let score = |value: Score| {
        if value.abs() > WIN {
            "?".to_owned()
        } else if position.geometry().gravity() {
            position.published_score(value).to_string()
        } else {
            value.to_string()
        }
    };
    format!("value from {} to {}", score(low), score(high))
}
