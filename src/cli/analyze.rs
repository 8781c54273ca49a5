//! `morpion analyze`: one position's full search report, as text or JSON, for every game.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use rand::SeedableRng;
use rand::rngs::StdRng;
use serde_json::Value;

use super::analysis::Analysis;
use super::analysis_text::render;
use super::args::{AnalyzeArgs, GameKind, OnOff};
use super::game_choice::{DEFAULT_HEAP, board_of, heap_of};
use super::lines::abbreviate_to;
use super::{InputError, bones_analysis, dot_file, output, progress, solve_value};
use crate::analysis::dot::{self, Players};
use crate::analysis::{Decision, Explorer};
use crate::engine::{
    Game, OutOfMemory, Score, ScoreMeaning, SearchOptions, SearchReport, SearchSettings,
    SearchTree, Solver, Table, TableSize, WIN, search_in,
};
use crate::games::bones::{Bones, HeapValues, MAX_HEAP};
use crate::games::mnk::{BoardError, Geometry, Mark, Mnk};
use crate::text::positions;

/// The most the solver's table for `--solve` takes: it starts small and grows with the
/// positions' plies to go (see [`Solver::growing`]), to 1 GiB for the empty 7×6 board.
const SOLVER_TABLE_MOST: TableSize = TableSize::mib(1024);

/// No position of any game is longer than this (the longest, 8 rows of 7 joined by `/`, has 63
/// characters; a column sequence at most 55); a longer one is refused without being quoted in
/// full.
const MAX_POSITION_CHARS: usize = 64;

/// The tie-break seed when none is given: fixed, so the same question always gets the same answer.
pub const DEFAULT_SEED: u64 = 0;

mod ai_move;
mod stdin;

/// What the command line asks to analyse.
pub(super) enum Target {
    Board(Mnk),
    Bones(u32),
}

/// Reads the position, searches it, prints the report, then writes the DOT file if asked (so a
/// file that cannot be written loses nothing of the analysis). Bad input is an `InputError`
/// (exit 2).
pub fn run(args: &AnalyzeArgs) -> anyhow::Result<()> {
    if args.stdin {
        return stdin::run(args);
    }
    if let Some(think_ms) = args.think_ms {
        return output::print(&ai_move::answer(args, target(args, None)?, think_ms)?);
    }
    let Report { text, dot } = report(args, target(args, None)?, &mut None)?;
    output::print(&text)?;
    match (&args.dot, dot) {
        (Some(path), Some(dot)) => dot_file::write(path, &dot, args.force),
        _ => Ok(()),
    }
}

/// One position's report (text, or one line of JSON) and, when `--dot` asks for it, its
/// search tree as DOT.
struct Report {
    text: String,
    dot: Option<String>,
}

/// The solver `--solve` uses: its table sized to the work; its threads as `--threads` says,
/// or else the machine's cores for the positions far enough from the end to gain by them (see
/// [`Solver::with_parallel_from`]).
fn new_solver(args: &AnalyzeArgs) -> Result<Solver, OutOfMemory> {
    let solver = Solver::growing(SOLVER_TABLE_MOST)?;
    Ok(match args.threads {
        Some(threads) => solver.with_threads(threads as usize).with_parallel_from(0),
        None => solver.with_threads(std::thread::available_parallelism().map_or(1, usize::from)),
    })
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

/// Searches one position and writes its report; `solver` is the one `--solve` keeps from one
/// position to the next (made at the first).
fn report(
    args: &AnalyzeArgs,
    target: Target,
    solver: &mut Option<Solver>,
) -> anyhow::Result<Report> {
    let seed = args.seed.unwrap_or(DEFAULT_SEED);
    let pruning = args.pruning == OnOff::On;
    let json = args.json || args.stdin;
    match target {
        Target::Bones(heap) => {
            if args.solve {
                return Err(InputError(
                    "--solve is for boards; a heap is always answered exactly (beyond 20 bones, with its positions remembered)".into(),
                )
                .into());
            }
            let game = Bones::new(heap);
            if !bones_analysis::searched_in_full(heap, args.depth) {
                if args.dot.is_some() {
                    return Err(InputError(format!(
                        "--dot draws the textbook search, which runs on heaps of up to {} bones (or with --depth up to {0}); a heap of {heap} is solved with its positions remembered",
                        bones_analysis::FULL_SEARCH_MAX_HEAP
                    ))
                    .into());
                }
                // The draw evaluation unless --eval says otherwise, as the remembered solve
                // has always been read.
                let evaluation = args.eval.unwrap_or_default();
                let values = HeapValues::new(heap, args.depth, evaluation);
                return Ok(Report {
                    text: bones_analysis::remembered(
                        &game, &values, args.depth, evaluation, seed, json,
                    )?,
                    dot: None,
                });
            }
            let settings = bones_analysis::settings_for(heap, pruning, args.depth, args.eval);
            let players = Players {
                max: "first player",
                min: "second player",
            };
            let mut table = Table::for_settings(&settings)?;
            let options = SearchOptions {
                seed,
                ..Default::default()
            };
            let report = search_in(&game, &settings, &options, &mut table);
            let dot = dot_text(args, &game, &settings, &report, &players);
            Ok(Report {
                text: bones_analysis::report(&game, &report, seed, json)?,
                dot,
            })
        }
        Target::Board(position) => {
            let plies_left = position.empty_cells();
            let settings =
                SearchSettings::for_plies_left(plies_left, pruning, args.depth, args.eval);
            let report = if args.solve {
                if !pruning {
                    return Err(InputError(
                        "--solve always prunes: leave out --pruning off".into(),
                    )
                    .into());
                }
                let solver = match solver {
                    Some(solver) => solver,
                    None => solver.insert(new_solver(args)?),
                };
                let progress = solver.progress();
                let status = || {
                    format!(
                        "analyze: solving {} with the exact solver, {} so far, {}",
                        what(&position),
                        positions(progress.nodes.load(Ordering::Relaxed)),
                        known_range(
                            &position,
                            progress.low.load(Ordering::Relaxed),
                            progress.high.load(Ordering::Relaxed)
                        )
                    )
                };
                if args.value_only {
                    let solution = progress::watched(status, || solver.solve(&position, None));
                    return Ok(Report {
                        text: solve_value::report(&position, &solution, solver.threads(), json)?,
                        dot: None,
                    });
                }
                let mut rng = StdRng::seed_from_u64(seed);
                progress::watched(status, || solver.report(&position, None, &mut rng))
                    .expect("a board is never deeper than the engine goes, and nothing stops it")
            } else {
                let positions = AtomicU64::new(0);
                let mut table = Table::for_settings(&settings)?;
                let options = SearchOptions {
                    seed,
                    positions: Some(&positions),
                    ..Default::default()
                };
                progress::watched(
                    || {
                        format!(
                            "analyze: searching {} ({}, {}), {} so far",
                            what(&position),
                            if settings.pruning {
                                "alpha-beta"
                            } else {
                                "plain minimax"
                            },
                            settings
                                .depth_limit
                                .map_or("no depth limit".to_owned(), |d| format!(
                                    "depth limit {d}"
                                )),
                            crate::text::positions(positions.load(Ordering::Relaxed))
                        )
                    },
                    || search_in(&position, &settings, &options, &mut table),
                )
            };
            let (max, min) = (position.to_move(), position.to_move().other());
            let (max, min) = (max.to_string(), min.to_string());
            let dot = dot_text(
                args,
                &position,
                &settings,
                &report,
                &Players {
                    max: &max,
                    min: &min,
                },
            );
            let mut analysis = Analysis::new(&position, &report, seed);
            analysis.settings.solver = args.solve;
            let text = if json {
                let mut value = serde_json::to_value(&analysis)?;
                if position.geometry().gravity() {
                    add_published_score(&mut value, &position, &analysis);
                }
                serde_json::to_string(&value)? + "\n"
            } else {
                let mut text = render(&position, &analysis);
                if let Some(score) = published_score(&position, &analysis) {
                    text += &format!("Connect Four score (published convention): {score}\n");
                }
                text
            };
            Ok(Report { text, dot })
        }
    }
}

/// The search tree as DOT when `--dot` asks for it (the same search as the report, recorded
/// again without a table), with the report's best move and expected line in bold, as the text
/// prints them.
fn dot_text<G: Game>(
    args: &AnalyzeArgs,
    position: &G,
    settings: &SearchSettings,
    report: &SearchReport<G::Move>,
    players: &Players<'_>,
) -> Option<String> {
    args.dot.as_ref()?;
    let limit = args.dot_limit as usize;
    let memory = (limit * DOT_MEMORY_PER_SHOWN).clamp(DOT_MEMORY_MIN, DOT_MEMORY_MAX);
    let tree = SearchTree::record(position, settings, memory);
    let mut explorer = Explorer::new(position.clone(), tree);
    if let Some(best) = report.best_move {
        explorer.follow(&Decision::of(report, best));
    }
    Some(dot::render(&explorer, limit, players))
}

/// Nodes kept in memory for each node the DOT file shows (the first levels need their
/// siblings' subtrees kept too), with a floor and a ceiling (~100 bytes a node).
const DOT_MEMORY_PER_SHOWN: usize = 20;
const DOT_MEMORY_MIN: usize = 10_000;
const DOT_MEMORY_MAX: usize = 1_000_000;

/// Checks which flags go together and reads the position they describe; `line` (from
/// `--stdin`) stands for the game's position flag: `--board`, `--moves` or `--heap`.
pub(super) fn target(args: &AnalyzeArgs, line: Option<&str>) -> Result<Target, InputError> {
    let kind = args.game.unwrap_or(GameKind::Ttt);
    // Where pieces fall, a position is the columns played.
    let gravity = kind == GameKind::Connect4 || args.shape.gravity;
    if let Some(line) = line {
        let mut args = args.clone();
        match kind {
            GameKind::Bones => {
                let heap = line
                    .parse::<u32>()
                    .ok()
                    .filter(|h| (1..=MAX_HEAP).contains(h));
                args.heap = Some(heap.ok_or_else(|| {
                    InputError(format!(
                        "invalid heap {line:?}: give a number of bones from 1 to {MAX_HEAP}"
                    ))
                })?);
            }
            _ if gravity => args.moves = Some(line.to_owned()),
            GameKind::Connect4 | GameKind::Ttt | GameKind::Ttt4 => {
                args.board = Some(line.to_owned());
            }
        }
        args.stdin = false;
        return target(&args, None);
    }
    let heap = heap_of(kind, args.heap)?;
    let refuse = |flag: &str, game: GameKind| {
        Err(InputError(format!(
            "{flag} does not apply to --game {}",
            game.name()
        )))
    };
    if kind == GameKind::Bones && args.shape.gravity {
        return refuse("--gravity", kind);
    }
    if !gravity && args.moves.is_some() {
        if args.game.is_none() {
            return Err(InputError(
                "--moves (a column sequence) is for boards where pieces fall: add --gravity, or give --game connect4".into(),
            ));
        }
        return refuse("--moves (a Connect Four column sequence)", kind);
    }
    if matches!(kind, GameKind::Connect4 | GameKind::Bones) && args.first.is_some() {
        return refuse("--first (who moved first on a --board)", kind);
    }
    if gravity && args.first.is_some() {
        return Err(InputError(
            "--first (who moved first on a --board) does not apply where pieces fall: X plays the first column of --moves".into(),
        ));
    }
    match (kind, board_of(kind)) {
        (GameKind::Bones, _) | (_, None) => {
            if args.board.is_some() {
                return refuse("--board", kind);
            }
            Ok(Target::Bones(heap.unwrap_or(DEFAULT_HEAP)))
        }
        (_, Some(geometry)) if gravity => {
            if args.board.is_some() {
                let which = match args.game {
                    Some(GameKind::Connect4) => "--game connect4",
                    _ => "a board where pieces fall",
                };
                return Err(InputError(format!(
                    "{which} takes its position as --moves COLUMNS (e.g. 4453), not --board"
                )));
            }
            if kind == GameKind::Connect4 && args.k.is_some() {
                return refuse("--k", kind);
            }
            let shape_error = |e| InputError(format!("invalid board: {e}"));
            let geometry = match args.game {
                Some(_) => match args.k {
                    Some(k) => {
                        Geometry::new(geometry.rows(), geometry.cols(), k).map_err(shape_error)?
                    }
                    None => geometry,
                },
                None => {
                    let (rows, cols) = (
                        args.shape.rows.unwrap_or(DEFAULT_SIDE),
                        args.shape.cols.unwrap_or(DEFAULT_SIDE),
                    );
                    let k = args.k.unwrap_or(Geometry::default_k(rows, cols));
                    Geometry::new(rows, cols, k).map_err(shape_error)?
                }
            }
            .with_gravity(true);
            let moves = args.moves.as_deref().unwrap_or("");
            let position = Mnk::from_columns(Arc::new(geometry), moves)
                .map_err(|e| InputError(format!("invalid moves {:?}: {e}", quoted(moves))))?;
            if position.is_over() {
                return Err(InputError(format!(
                    "invalid moves {:?}: the game is already over",
                    quoted(moves)
                )));
            }
            Ok(Target::Board(position))
        }
        (_, Some(geometry)) => {
            let Some(board) = &args.board else {
                return Err(InputError(
                    "no position given: use --board <BOARD> (rows of X, O and . joined by /), --game connect4 --moves COLUMNS, --gravity --moves COLUMNS, --game bones --heap N, or --stdin".into(),
                ));
            };
            // A ready-made game's shape first: a 3×3 board given to --game ttt4 is the wrong
            // board, not a board too small for four in a row.
            if args.game.is_some()
                && let Ok(shape) = read_board(board, None, Mark::X)
                && !same_shape(shape.geometry(), &geometry)
            {
                return Err(InputError(format!(
                    "--game {} is played on a {}×{} board, but the board given is {}×{}",
                    kind.name(),
                    geometry.rows(),
                    geometry.cols(),
                    shape.geometry().rows(),
                    shape.geometry().cols()
                )));
            }
            let k = args.k.or(args.game.map(|_| geometry.k()));
            let first = args.first.unwrap_or_default().mark();
            let position = read_board(board, k, first)?;
            Ok(Target::Board(position))
        }
    }
}

/// The rows and columns of a board of your own where none are given, as in the game.
const DEFAULT_SIDE: usize = 3;

/// The position in a few words, for the progress line: "X to move on a 7×7 board, 5 in a row".
fn what(position: &Mnk) -> String {
    let geometry = position.geometry();
    format!(
        "{} to move on a {}×{} board, {} in a row",
        position.to_move(),
        geometry.rows(),
        geometry.cols(),
        geometry.k()
    )
}

pub(super) fn same_shape(a: &Geometry, b: &Geometry) -> bool {
    a.rows() == b.rows() && a.cols() == b.cols()
}

/// The score of published Connect Four solvers, from the side to move: a win scores
/// (cells + 1 − stones on the board before the winning move) / 2 rounded down (22 − the
/// winner's stones on 7×6), a loss the negative, a draw 0. `None` when the search did not
/// prove the result (a depth limit stopped it before the game's end without a win or loss).
fn published_score(position: &Mnk, analysis: &Analysis) -> Option<i64> {
    if !position.geometry().gravity() || !analysis.complete {
        return None;
    }
    let cells = position.geometry().cells() as i64;
    let stones = i64::from(position.plies());
    let score = |plies: u32| (cells + 2 - stones - i64::from(plies)) / 2;
    match ScoreMeaning::of(analysis.value) {
        ScoreMeaning::Win { plies } => Some(score(plies)),
        ScoreMeaning::Loss { plies } => Some(-score(plies)),
        ScoreMeaning::Even
            if analysis
                .settings
                .depth_limit
                .is_none_or(|d| i64::from(d) >= cells - stones) =>
        {
            Some(0)
        }
        _ => None,
    }
}

/// Connect Four JSON: `value` in the published convention (`null` if not proven), the engine's
/// own score kept as `engine_value`.
fn add_published_score(json: &mut Value, position: &Mnk, analysis: &Analysis) {
    json["engine_value"] = Value::from(analysis.value);
    json["value"] = published_score(position, analysis).map_or(Value::Null, Value::from);
    json["stones"] = Value::from(position.plies());
}

/// Parses `--board`, `first` having moved first, naming the problem when it is not a position
/// that play can reach; counts that the other mark moving first explains say so.
pub(super) fn read_board(text: &str, k: Option<usize>, first: Mark) -> Result<Mnk, InputError> {
    read_board_hinting(text, k, first, true)
}

/// [`read_board`], naming `--first` in the hint only where the command has it (`first_flag`).
pub(super) fn read_board_hinting(
    text: &str,
    k: Option<usize>,
    first: Mark,
    first_flag: bool,
) -> Result<Mnk, InputError> {
    let trimmed = text.trim();
    let cells = trimmed.chars().count();
    // Without `/` the notation only means 3×3; any other length is a typo, not a one-row board.
    if !trimmed.is_empty() && !trimmed.contains('/') && cells != 9 {
        return Err(InputError(format!(
            "invalid board {:?}: it has {} and no '/'; give 9 characters for 3×3, or rows joined by / (e.g. XX./OO./...)",
            quoted(trimmed),
            match cells {
                1 => "1 character".to_owned(),
                n => format!("{n} characters"),
            }
        )));
    }
    Mnk::from_board_first(trimmed, k, first).map_err(|e| {
        let other_started = match e {
            BoardError::Counts { .. } if first_flag => {
                Mnk::from_board_first(trimmed, k, first.other()).is_ok()
            }
            _ => false,
        };
        let hint = match (other_started, first) {
            (false, _) => String::new(),
            (true, Mark::X) => "; if O started, add --first o".to_owned(),
            (true, Mark::O) => "; if X started, leave out --first o".to_owned(),
        };
        InputError(format!("invalid board {:?}: {e}{hint}", quoted(trimmed)))
    })
}

/// A position as an error quotes it: whole up to the longest any game has, cut short beyond
/// (a megabyte typed by mistake is not repeated back).
pub(super) fn quoted(text: &str) -> String {
    abbreviate_to(text, MAX_POSITION_CHARS)
}
