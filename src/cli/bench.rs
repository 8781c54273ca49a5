//! `morpion bench`: fixed search workloads, each with its positions, time and speed.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;

use serde::Serialize;

use super::args::{BenchArgs, Workload};
use super::columns::{Align, layout};
use super::measure::{Timed, micros, nanos, positions_per_second, time_search, value_word};
use super::output;
use super::positions::{read_set, sets};
use crate::engine::deadline;
use crate::engine::{
    Evaluation, MoveOrder, Score, SearchOptions, SearchReport, SearchSettings, Solver, Table,
    TableSize, search_iterative_in,
};
use crate::games::mnk::{Geometry, Mark, Mnk};
use crate::text::{duration, thousands};

pub mod sizes;

/// The table every workload with "all techniques on" gets.
const TABLE: TableSize = TableSize::mib(64);

/// The solver's table for the Connect Four sets: 12 M positions, about as many as the published
/// solvers keep (theirs hold 16 M in smaller entries).
const SOLVER_TABLE: TableSize = TableSize::mib(256);

/// The solver's table for the empty Connect Four board: 1 GiB, as the fastest published solver
/// uses.
const EMPTY_BOARD_TABLE: TableSize = TableSize::mib(1024);

/// One workload's figures. `nodes` and `value` are facts the tests check; `micros` is the
/// median time of one search (for a time-budgeted workload, the whole budgeted search).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Figures {
    pub name: String,
    /// Positions visited below the root.
    pub nodes: u64,
    pub micros: u64,
    /// The root value for the side to move (X), on the engine's score scale; `null` for the
    /// Connect Four sets, whose every score is checked instead.
    pub value: Option<Score>,
    /// How many positions a Connect Four set has (all scored exactly, or the bench fails);
    /// `micros` and `nanos` are then the mean per position.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub positions: Option<u64>,
    /// The same time as `micros`, in nanoseconds, for the workloads that take a few
    /// microseconds.
    pub nanos: u64,
    /// `null` when the time rounds to zero.
    pub positions_per_second: Option<u64>,
    /// Plies searched: the depth of the deepest completed iteration for deepening workloads.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    /// True when the value is the game's value (every line searched to its end).
    pub solved: bool,
    /// Memory of the transposition table, when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table_bytes: Option<u64>,
    /// Table hits per probe, when there is a table.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hit_rate: Option<f64>,
    /// An empty Connect Four board of some size solved (`c4-sizes`): its result.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<BoardResult>,
}

/// What the exact solver found on an empty Connect Four board, beside John Tromp's result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardResult {
    pub width: usize,
    pub height: usize,
    /// The first player's strong score in the published convention (`null` if not solved in
    /// time).
    pub score: Option<i64>,
    /// The stone the game ends with under perfect play.
    pub last_move: Option<u32>,
    pub outcome: Option<sizes::Outcome>,
    pub tromp: Option<sizes::Outcome>,
}

#[derive(Serialize)]
struct Bench {
    workloads: Vec<Figures>,
}

/// Runs the chosen workloads (all by default) and prints their figures as text or JSON.
pub fn run(args: &BenchArgs) -> anyhow::Result<()> {
    let chosen = if args.workload.is_empty() {
        Workload::ALL.to_vec()
    } else {
        args.workload.clone()
    };
    let budget = Duration::from_millis(args.budget_ms);
    let mut workloads = Vec::new();
    for &workload in &chosen {
        let threads = args.threads.map(|n| n as usize);
        match workload {
            Workload::C4Sizes => workloads.extend(solve_sizes(8, 12, budget, threads)?),
            Workload::C4Sizes13 => workloads.extend(solve_sizes(13, 13, budget, threads)?),
            _ => workloads.push(measure(workload, args.runs, budget, threads)?),
        }
    }
    let text = if args.json {
        serde_json::to_string(&Bench { workloads })? + "\n"
    } else {
        render(&workloads, args.runs, budget)
    };
    output::print(&text)
}

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
fn measure(
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
    let solution = deadline::within(budget, None, |stop| solver.solve(position, Some(stop)));
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
fn solve_sizes(
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

/// The figures as a text table, with a heading that says how they were taken.
fn render(workloads: &[Figures], runs: u32, budget: Duration) -> String {
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
