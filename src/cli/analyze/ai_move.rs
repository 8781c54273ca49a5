//! `analyze --think-ms MS`: the move the game's AI plays at a position under the game's own settings, and where it came from (the opening book, the solver, or the textbook search).

use std::time::{Duration, Instant};

use serde::Serialize;

use super::{AnalyzeArgs, DEFAULT_SEED};
use crate::analysis::perfect::{GAME_SOLVER_TABLE, PerfectPlay, PerfectPlayer};
use crate::analysis::{SearchKind, SearchRequest, decide_perfectly};
use crate::cli::play::{PlayArgs, with_game};
use crate::cli::position::Target;
use crate::cli::shared::error::InputError;
use crate::engine::{Score, ScoreMeaning, Table};
use crate::games::bones::Bones;
use crate::games::mnk::Geometry;
use crate::games::playable::{Playable, Setup};
use crate::text::plies;

/// What `--think-ms` prints as JSON.
#[derive(Serialize)]
struct AiMove {
    /// The move's name ("col 4", "b2", "take 2").
    #[serde(rename = "move")]
    name: String,
    /// The move as the engine numbers it: the landing cell on a board, the bones taken.
    index: usize,
    /// 1-based, on boards with gravity.
    column: Option<usize>,
    /// "book", "solver" or "search".
    source: &'static str,
    /// The solver was asked (Connect Four, out of the book) and had not finished in time.
    solver_out_of_time: bool,
    /// The position's exact value for the side to move, when the book or the solver gave it.
    exact_value: Option<Score>,
    /// Every move's exact value, when known.
    exact_moves: Vec<ExactMove>,
    /// The textbook search beside it: its value, depth and positions.
    search_value: Score,
    search_depth: u32,
    search_positions: u64,
    think_ms: u64,
    elapsed_ms: u64,
}

#[derive(Serialize)]
struct ExactMove {
    #[serde(rename = "move")]
    name: String,
    value: Score,
}

/// The game's AI's move at `target`, thinking `think_ms`, as text or JSON.
pub(super) fn answer(args: &AnalyzeArgs, target: Target, think_ms: u64) -> anyhow::Result<String> {
    let (setup, position) = match target {
        Target::Board(board) => {
            let shape = board.geometry();
            let geometry =
                Geometry::new(shape.rows(), shape.cols(), shape.k())?.with_gravity(shape.gravity());
            (
                Setup::Board(std::sync::Arc::new(geometry)),
                Playable::Board(board),
            )
        }
        Target::Bones(heap) => (Setup::Heap(heap), Playable::Heap(Bones::new(heap))),
    };
    if position.is_over() {
        return Err(InputError(
            "--think-ms: the game is over, there is no move to play".to_owned(),
        )
        .into());
    }
    // The play command's settings for this game, as `morpion` without other flags sets them.
    let config = with_game(&PlayArgs::default(), setup);
    let request = SearchRequest {
        generation: 0,
        kind: SearchKind::Decide,
        position: position.clone(),
        settings: config.settings,
        seed: args.seed.unwrap_or(DEFAULT_SEED),
        think: Duration::from_millis(think_ms),
        perfect: config.perfect,
        deepening: config.deepening,
    };
    let started = Instant::now();
    let mut table = Table::for_one_search(&request.settings);
    let mut player = PerfectPlayer::new(GAME_SOLVER_TABLE);
    let outcome = decide_perfectly(&request, None, None, &mut table, &mut player)
        .ok_or_else(|| anyhow::anyhow!("the game is over"))?;
    let elapsed = started.elapsed();
    let mv = outcome
        .move_to_play()
        .ok_or_else(|| anyhow::anyhow!("the search found no move"))?;
    let name = |mv: usize| position.move_label(mv).to_string();
    let board = position.board();
    let exact = outcome.perfect.as_ref().and_then(PerfectPlay::exact);
    // One search (no deepening) goes to its depth limit, or to the end of the game.
    let searched_depth = outcome
        .selected
        .settings
        .horizon(position.plies_left())
        .unwrap_or(position.plies_left());
    let source = match &outcome.perfect {
        Some(PerfectPlay::Book(_)) => "book",
        Some(PerfectPlay::Solver { .. }) => "solver",
        _ => "search",
    };
    let answer = AiMove {
        name: name(mv),
        index: mv,
        column: board
            .filter(|b| b.geometry().gravity())
            .map(|b| mv % b.geometry().cols() + 1),
        source,
        solver_out_of_time: matches!(outcome.perfect, Some(PerfectPlay::OutOfTime { .. })),
        exact_value: exact.map(|e| e.value),
        exact_moves: exact.map_or_else(Vec::new, |e| {
            e.moves
                .iter()
                .map(|&(mv, value)| ExactMove {
                    name: name(mv),
                    value,
                })
                .collect()
        }),
        search_value: outcome.selected.value,
        search_depth: outcome.deepening.map_or(searched_depth, |d| d.depth),
        search_positions: outcome.deepening.map_or(
            outcome.selected.nodes + outcome.selected.tie_check_nodes,
            |d| d.nodes,
        ),
        think_ms,
        elapsed_ms: u64::try_from(elapsed.as_millis()).unwrap_or(u64::MAX),
    };
    if args.json {
        return Ok(serde_json::to_string(&answer)? + "\n");
    }
    let from = match &outcome.perfect {
        Some(PerfectPlay::Book(_)) => "the opening book's move".to_owned(),
        Some(PerfectPlay::Solver { elapsed, .. }) => {
            format!("solved in {} ms", elapsed.as_millis())
        }
        Some(PerfectPlay::OutOfTime { .. }) => {
            format!("the textbook search's best move: the solver did not finish in {think_ms} ms")
        }
        _ => match outcome.deepening {
            Some(deepening) => format!(
                "the textbook search's best move, deepening to {} within {think_ms} ms",
                plies(deepening.depth)
            ),
            None => format!(
                "the textbook search's best move, one search {}",
                match outcome.selected.settings.horizon(position.plies_left()) {
                    Some(depth) => format!("to {}", plies(depth)),
                    None => "to the end of every line".to_owned(),
                }
            ),
        },
    };
    let value = match exact.map(|e| e.value) {
        Some(value) => format!("exact value {value:+} ({})", meaning(value)),
        None => format!("the search's value {:+}", outcome.selected.value),
    };
    Ok(format!(
        "The game's AI plays {}: {from}; {value}.\n",
        name(mv)
    ))
}

/// An exact value in words, for the side to move.
fn meaning(value: Score) -> String {
    match ScoreMeaning::of(value) {
        ScoreMeaning::Win { plies: p } => format!("a win in {}", plies(p)),
        ScoreMeaning::Loss { plies: p } => format!("a loss in {}", plies(p)),
        _ => "a draw".to_owned(),
    }
}
