//! The benchmark workloads run and measured: timed repeats, deepening within a budget, exact solves of positions and of the Connect Four test sets.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;

use super::args::Workload;
use super::{BoardResult, Figures, sizes};
use crate::analysis::play_clock;
use crate::cli::positions::{read_set, sets};
use crate::cli::shared::measure::{Timed, micros, nanos, positions_per_second, time_search};
use crate::engine::{
    Evaluation, MoveOrder, SearchOptions, SearchReport, SearchSettings, Solver, Table, TableSize,
    search_iterative_in,
};
use crate::games::mnk::{Geometry, Mark, Mnk};

/// The table every workload with "all techniques on" gets.
const TABLE: TableSize = TableSize::mib(64);

/// The solver's table for the Connect Four sets: 12 M positions, about as many as the published
/// solvers keep (theirs hold 16 M in smaller entries).
const SOLVER_TABLE: TableSize = TableSize::mib(256);

/// The solver's table for the empty Connect Four board: 1 GiB, as the fastest published solver
/// uses.
const EMPTY_BOARD_TABLE: TableSize = TableSize::mib(1024);

fn empty_board(rows: usize, cols: usize, k: usize) -> anyhow::Result<Mnk> {
    Ok(Mnk::new(Arc::new(Geometry::new(rows, cols, k)?), Mark::X))
}

/// Alpha-beta with every technique on: threat ordering and the table.
fn all_techniques(depth_limit: Option<u32>, evaluation: Evaluation) -> SearchSettings {
    SearchSettings {
        pruning: true,
        depth_limit,
        evaluation,
        node_budget: None,
        move_order: MoveOrder::Threats,
        transposition: Some(TABLE),
    }
}

/// Runs one workload; `threads` is `--threads` (for the exact solver's workloads).
pub(super) fn measure(
    workload: Workload,
    runs: u32,
    budget: Duration,
    threads: Option<usize>,
) -> anyhow::Result<Figures> {
    let one = threads.unwrap_or(1);
    let plain = |pruning| SearchSettings {
        pruning,
        ..SearchSettings::default()
    };
    match workload {
        Workload::TttPlain => repeated(workload, &Mnk::tic_tac_toe(), &plain(false), runs),
        Workload::TttAlphabeta => repeated(workload, &Mnk::tic_tac_toe(), &plain(true), runs),
        Workload::Ttt4Solve => repeated(
            workload,
            &empty_board(4, 4, 4)?,
            &all_techniques(None, Evaluation::Draw),
            runs,
        ),
        Workload::FiveByFiveK4 => deepening(
            workload,
            &empty_board(5, 5, 4)?,
            &all_techniques(None, Evaluation::Heuristic),
            budget,
        ),
        Workload::FiveByFiveK4Solve => {
            let solver = Solver::new(SOLVER_TABLE)?
                .with_threads(one)
                .with_parallel_from(0);
            solve_within(workload, solver, &empty_board(5, 5, 4)?, budget)
        }
        Workload::C4End => solve_set(workload, sets::END, one),
        Workload::C4Mid => solve_set(workload, sets::MID, one),
        Workload::C4Begin => solve_set(workload, sets::BEGIN, one),
        Workload::C4Sizes | Workload::C4Sizes13 => {
            unreachable!("the sizes' workloads are run by solve_sizes")
        }
        Workload::C4Empty => {
            let cores = std::thread::available_parallelism().map_or(1, usize::from);
            let solver = Solver::new(EMPTY_BOARD_TABLE)?
                .with_threads(threads.unwrap_or(cores))
                .with_parallel_from(0);
            let empty = Mnk::new(Arc::new(Geometry::connect_four()), Mark::X);
            solve_within(workload, solver, &empty, budget)
        }
    }
}

/// Solves every position of a Connect Four test set with the exact solver (one table for the
/// whole set: its entries hold for any position), checks each score against the stored one,
/// and reports the total positions searched and the mean time per position.
fn solve_set(workload: Workload, set: &str, threads: usize) -> anyhow::Result<Figures> {
    let scored = read_set(set).with_context(|| workload.name())?;
    let geometry = Arc::new(Geometry::connect_four());
    // The table's memory is in place before the clock runs (see `Solver::new`).
    let mut solver = Solver::new(SOLVER_TABLE)?
        .with_threads(threads)
        .with_parallel_from(0);
    let (mut nodes, mut time) = (0, Duration::ZERO);
    for line in &scored {
        let position = Mnk::from_columns(Arc::clone(&geometry), &line.columns)
            .with_context(|| format!("{}: {}", workload.name(), line.columns))?;
        let solution = solver.solve(&position, None);
        let score = position.published_score(solution.value);
        anyhow::ensure!(
            score == line.score,
            "{}: {} scored {score}, but the set says {}",
            workload.name(),
            line.columns,
            line.score
        );
        nodes += solution.nodes;
        time += solution.elapsed;
    }
    let count = scored.len().max(1) as u32;
    let table = solver.table_stats();
    Ok(Figures {
        name: workload.name().to_owned(),
        nodes,
        micros: micros(time / count),
        nanos: nanos(time / count),
        value: None,
        positions: Some(scored.len() as u64),
        positions_per_second: positions_per_second(nodes, time),
        depth: None,
        solved: true,
        table_bytes: Some(table.bytes),
        hit_rate: Some(table.hit_rate()),
        board: None,
    })
}

/// One exact solve of `position` by `solver`, given up after `budget` (the figures then say it
/// was not solved, and how far it got in positions).
fn solve_within(
    workload: Workload,
    mut solver: Solver,
    position: &Mnk,
    budget: Duration,
) -> anyhow::Result<Figures> {
    let solution = play_clock::within(budget, None, |stop| solver.solve(position, Some(stop)))?;
    let table = solver.table_stats();
    Ok(Figures {
        name: workload.name().to_owned(),
        nodes: solution.nodes,
        micros: micros(solution.elapsed),
        nanos: nanos(solution.elapsed),
        value: solution.complete.then_some(solution.value),
        positions: None,
        positions_per_second: positions_per_second(solution.nodes, solution.elapsed),
        depth: None,
        solved: solution.complete,
        table_bytes: Some(table.bytes),
        hit_rate: Some(table.hit_rate()),
        board: None,
    })
}

/// Every empty Connect Four board with width + height from `min_sum` to `max_sum`, each solved
/// within `budget` with a growing table on `threads` threads (the machine's cores by default),
/// one row each.
pub(super) fn solve_sizes(
    min_sum: usize,
    max_sum: usize,
    budget: Duration,
    threads: Option<usize>,
) -> anyhow::Result<Vec<Figures>> {
    let threads =
        threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
    sizes::boards(min_sum, max_sum)
        .into_iter()
        .map(|(width, height)| {
            let solved = sizes::solve_empty(width, height, threads, budget)?;
            anyhow::ensure!(
                solved.outcome.is_none() || solved.outcome == solved.tromp,
                "c4-{width}x{height}: the solver says {:?}, John Tromp's table {:?}",
                solved.outcome,
                solved.tromp
            );
            Ok(Figures {
                name: format!("c4-{width}x{height}"),
                nodes: solved.nodes,
                micros: micros(solved.elapsed),
                nanos: nanos(solved.elapsed),
                value: solved.value,
                positions: None,
                positions_per_second: positions_per_second(solved.nodes, solved.elapsed),
                depth: None,
                solved: solved.value.is_some(),
                table_bytes: Some(solved.table_bytes),
                hit_rate: None,
                board: Some(BoardResult {
                    width,
                    height,
                    score: solved.score,
                    last_move: solved.last_move,
                    outcome: solved.outcome,
                    tromp: solved.tromp,
                }),
            })
        })
        .collect()
}

/// One warm-up search, then `runs` timed ones; every run must agree on nodes and value.
fn repeated(
    workload: Workload,
    position: &Mnk,
    settings: &SearchSettings,
    runs: u32,
) -> anyhow::Result<Figures> {
    let Timed { report, median } =
        time_search(position, settings, runs).with_context(|| workload.name())?;
    Ok(figures(workload, &report, report.nodes, median, None, true))
}

/// One iterative-deepening search under `budget`.
fn deepening(
    workload: Workload,
    position: &Mnk,
    settings: &SearchSettings,
    budget: Duration,
) -> anyhow::Result<Figures> {
    let mut table = Table::for_settings(settings)?;
    let result = search_iterative_in(
        position,
        settings,
        &SearchOptions {
            budget: Some(budget),
            ..Default::default()
        },
        &mut table,
    );
    let report = result
        .report
        .ok_or_else(|| anyhow::anyhow!("{}: no iteration finished", workload.name()))?;
    Ok(figures(
        workload,
        &report,
        result.nodes,
        result.elapsed,
        Some(result.depth),
        result.solved,
    ))
}

fn figures(
    workload: Workload,
    report: &SearchReport<usize>,
    nodes: u64,
    time: Duration,
    depth: Option<u32>,
    solved: bool,
) -> Figures {
    Figures {
        name: workload.name().to_owned(),
        nodes,
        micros: micros(time),
        nanos: nanos(time),
        value: Some(report.value),
        positions: None,
        positions_per_second: positions_per_second(nodes, time),
        depth,
        solved,
        table_bytes: report.table.map(|t| t.bytes),
        hit_rate: report.table.map(|t| t.hit_rate()),
        board: None,
    }
}
