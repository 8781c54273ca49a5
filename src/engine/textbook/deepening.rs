//! Iterative deepening: searches 1, 2, 3 … plies deep until the result is proven or a time
//! budget runs out, and plays the best move of the deepest search that finished.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use super::SearchOptions;
use super::search::{Limits, new_table, run};
use crate::engine::core::{
    Game, MAX_PLY, Score, ScoreMeaning, SearchReport, SearchSettings, Table,
};

/// What a deepening search tells its caller after each completed iteration (live figures).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IterationProgress<M> {
    /// The depth limit of the iteration that just finished.
    pub depth: u32,
    /// Positions visited so far by all iterations.
    pub nodes: u64,
    pub elapsed: Duration,
    /// That iteration's value and chosen move.
    pub value: Score,
    pub best_move: Option<M>,
}

/// The outcome of a deepening search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IterativeReport<M> {
    /// The move of the deepest completed iteration (`None` if the game is over or a stop
    /// request came before even the first iteration finished).
    pub best_move: Option<M>,
    /// The depth limit of the deepest completed iteration (0 when none completed).
    pub depth: u32,
    /// True when that iteration reached the end of every line: its value is the game's value,
    /// and deeper searches would find the same.
    pub solved: bool,
    /// True when that iteration's value is a forced win or loss (every line it rests on ends
    /// within the depth limit): deeper searches would find the same value and distance, though
    /// the other moves' scores, cut by the limit, may still change.
    pub proven: bool,
    /// The report of the deepest completed iteration; an interrupted deeper one never replaces it.
    pub report: Option<SearchReport<M>>,
    /// Positions visited by every iteration (tie checks included), the interrupted one too.
    pub nodes: u64,
    pub elapsed: Duration,
}

/// Searches `game` one ply deeper at a time under `settings` (its depth limit, if any, is the
/// deepest iteration) until the game is solved, its result proven (a forced win or loss), `options.budget` has passed or `options.stop`
/// is set; calls `options.progress` after each completed iteration and keeps
/// `options.positions` up to date. The first iteration (one ply) ignores the time budget and
/// stop requests, so a move is always ready; a stop request is looked at during and between
/// the later iterations. A node budget in `settings` applies to each iteration on its own.
///
/// Every iteration breaks ties with a generator seeded with `options.seed`, so the deepest one
/// chooses exactly as a single [`super::search()`] to its depth with the same seed would.
///
/// The table the settings ask for is made for this search.
///
/// # Panics
/// If the table's memory cannot be had (see [`super::search()`]).
pub fn search_iterative<G: Game>(
    game: &G,
    settings: &SearchSettings,
    options: &SearchOptions<'_, G::Move>,
) -> IterativeReport<G::Move> {
    let mut table = new_table(game, settings);
    search_iterative_in(game, settings, options, &mut table)
}

/// [`search_iterative`] with the caller's `table` (see [`super::search_in`]).
pub fn search_iterative_in<G: Game>(
    game: &G,
    settings: &SearchSettings,
    options: &SearchOptions<'_, G::Move>,
    table: &mut Option<Table>,
) -> IterativeReport<G::Move> {
    let SearchOptions {
        seed,
        stop,
        positions,
        budget,
        progress,
        observer,
    } = *options;
    let started = Instant::now();
    let deadline = budget.map(|b| started + b);
    let max_depth = settings.depth_limit.unwrap_or(MAX_PLY as u32).max(1);
    let mut result = IterativeReport {
        best_move: None,
        depth: 0,
        solved: false,
        proven: false,
        report: None,
        nodes: 0,
        elapsed: Duration::ZERO,
    };
    for depth in 1..=max_depth {
        let iteration_settings = SearchSettings {
            depth_limit: Some(depth),
            ..*settings
        };
        // The first iteration (one ply, a few dozen positions) ignores stop requests and the
        // time budget, so a move is always ready.
        let limits = Limits {
            stop: if depth == 1 { None } else { stop },
            deadline: if depth == 1 { None } else { deadline },
            count_horizon: true,
            positions: positions.map(|p| (p, result.nodes)),
            observer,
        };
        let outcome = run(game, &iteration_settings, seed, limits, table);
        result.nodes += outcome.report.nodes + outcome.report.tie_check_nodes;
        if let Some(positions) = positions {
            positions.store(result.nodes, Ordering::Relaxed);
        }
        if !outcome.report.complete {
            break;
        }
        result.best_move = outcome.report.best_move;
        result.depth = depth;
        result.solved = outcome.horizon_nodes == 0;
        result.proven = proves(outcome.report.value);
        if let Some(progress) = progress {
            progress(&IterationProgress {
                depth,
                nodes: result.nodes,
                elapsed: started.elapsed(),
                value: outcome.report.value,
                best_move: outcome.report.best_move,
            });
        }
        result.report = Some(outcome.report);
        let stopped = stop.is_some_and(|s| s.load(Ordering::Relaxed));
        if result.solved
            || result.proven
            || stopped
            || deadline.is_some_and(|d| Instant::now() >= d)
        {
            break;
        }
    }
    result.elapsed = started.elapsed();
    result
}

/// True when a depth-limited search's root `value` is a forced win or loss. Evaluations never
/// reach those scores, so such a value rests only on finished games within the limit: a win
/// means every reply loses within it, a loss that every move does, and a deeper search only
/// adds lines longer than the ones that decided it.
fn proves(value: Score) -> bool {
    matches!(
        ScoreMeaning::of(value),
        ScoreMeaning::Win { .. } | ScoreMeaning::Loss { .. }
    )
}
