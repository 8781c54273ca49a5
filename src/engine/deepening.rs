//! Iterative deepening: searches 1, 2, 3 … plies deep until a time budget runs out, and plays
//! the best move of the deepest search that finished.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{Rng, RngExt, SeedableRng};

use super::search::{Limits, new_table, run};
use super::transposition::Table;
use super::{Game, MAX_PLY, Score, SearchReport, SearchSettings};

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
    /// The report of the deepest completed iteration; an interrupted deeper one never replaces it.
    pub report: Option<SearchReport<M>>,
    /// Positions visited by every iteration (tie checks included), the interrupted one too.
    pub nodes: u64,
    pub elapsed: Duration,
}

/// Searches `game` one ply deeper at a time under `settings` (its depth limit, if any, is the
/// deepest iteration) until the game is solved, `budget` has passed or `stop` is set; calls
/// `progress` after each completed iteration. The first iteration (one ply) ignores the time
/// budget and stop requests, so a move is always ready; a stop request is looked at during and
/// between the later iterations.
/// A node budget in `settings` applies to each iteration on its own.
///
/// Ties between equally good moves are broken at random, drawing one seed from `rng` (see
/// [`search_iterative_watched`]). The table the settings ask for is made for this search.
///
/// # Panics
/// If the table's memory cannot be had (see [`super::search()`]).
pub fn search_iterative<G: Game>(
    game: &G,
    settings: &SearchSettings,
    budget: Option<Duration>,
    stop: Option<&AtomicBool>,
    rng: &mut impl Rng,
    progress: impl FnMut(&IterationProgress<G::Move>),
) -> IterativeReport<G::Move> {
    let seed = rng.random();
    let mut table = new_table(game, settings);
    search_iterative_watched(
        game, settings, budget, stop, None, seed, &mut table, progress,
    )
}

/// [`search_iterative`] with the caller's `table` (see [`super::search_watched`]), which also
/// keeps `positions` up to date with the positions visited so far (every few thousand), so a
/// screen can show the count while the search runs.
///
/// Every iteration breaks ties with a generator seeded with `seed`, so the deepest one chooses
/// exactly as a single search to its depth with `StdRng::seed_from_u64(seed)` would.
// The position, the search's own knobs, and what the caller lends it (stop flag, live count,
// table) and wants back (progress): each set on its own by the callers.
#[allow(clippy::too_many_arguments)]
pub fn search_iterative_watched<G: Game>(
    game: &G,
    settings: &SearchSettings,
    budget: Option<Duration>,
    stop: Option<&AtomicBool>,
    positions: Option<&AtomicU64>,
    seed: u64,
    table: &mut Option<Table>,
    mut progress: impl FnMut(&IterationProgress<G::Move>),
) -> IterativeReport<G::Move> {
    let started = Instant::now();
    let deadline = budget.map(|b| started + b);
    let max_depth = settings.depth_limit.unwrap_or(MAX_PLY as u32).max(1);
    let mut result = IterativeReport {
        best_move: None,
        depth: 0,
        solved: false,
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
        };
        let mut rng = StdRng::seed_from_u64(seed);
        let outcome = run(game, &iteration_settings, &mut rng, limits, table);
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
        progress(&IterationProgress {
            depth,
            nodes: result.nodes,
            elapsed: started.elapsed(),
            value: outcome.report.value,
            best_move: outcome.report.best_move,
        });
        result.report = Some(outcome.report);
        let stopped = stop.is_some_and(|s| s.load(Ordering::Relaxed));
        if result.solved || stopped || deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
    }
    result.elapsed = started.elapsed();
    result
}
