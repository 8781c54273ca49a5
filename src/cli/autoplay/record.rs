//! One move of `autoplay` and one game's end as records: a line of the text tables, or one JSON object.

use serde::Serialize;

use super::plan::{Plan, Players};
use crate::analysis::perfect::PerfectPlay;
use crate::analysis::remembered;
use crate::analysis::{DeepeningEnd, SearchOutcome};
use crate::cli::shared::cell::Cell;
use crate::cli::shared::measure::micros;
use crate::cli::shared::reach;
use crate::engine::{Evaluation, Game, Score, ScoreMeaning, SearchReport, Terminal};
use crate::games::playable::Playable;
use crate::text::plies;

/// A count of positions, and whether the search finished (a comparison gives up past its budget).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub(super) struct Count {
    pub(super) nodes: u64,
    pub(super) complete: bool,
}

impl Count {
    pub(super) fn of(report: &SearchReport<usize>) -> Self {
        Self {
            nodes: report.nodes,
            complete: report.complete,
        }
    }
}

/// One move and its statistics: a line of text, or one JSON object.
#[derive(Clone, Debug, Serialize)]
pub(super) struct MoveRecord {
    #[serde(rename = "type")]
    kind: &'static str,
    pub(super) game: u32,
    /// 1 for the first move of the game.
    pub(super) ply: u32,
    pub(super) player: &'static str,
    #[serde(rename = "move")]
    pub(super) name: String,
    /// The cell played on a board (where the piece landed, under gravity).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) cell: Option<Cell>,
    /// The bones taken in the Game of Bones.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) take: Option<usize>,
    /// The position the move was chosen in: the board (rows joined by `/`, as `analyze --board`
    /// reads it) or the heap.
    pub(super) position: String,
    /// Under gravity, the same position as the columns played so far, 1-based (as
    /// `analyze --game connect4 --moves` reads it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) columns: Option<String>,
    /// With --perfect, where the move came from: `book`, `solver`, or `search` (the textbook
    /// search's move, when the solver had not finished within --think-ms). In the Game of
    /// Bones, `remembered` when the heap was solved with its positions remembered (beyond 20
    /// bones under a depth limit beyond 20 plies), as `analyze` answers it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) source: Option<&'static str>,
    /// The position's exact value from the mover's side, and in words, when the book or the
    /// solver gave it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) exact_value: Option<Score>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) exact_text: Option<String>,
    /// The value of that position from the mover's side by the textbook search (the engine's
    /// score), and in words.
    pub(super) value: Score,
    pub(super) value_text: String,
    /// The moves proven as good as the best (exactly, when the book or the solver chose); the
    /// move played was drawn among them.
    pub(super) best_moves: Vec<String>,
    /// The depth of the one search, or of deepening's deepest search that finished, and why it
    /// ended there ("solved": at the end of every line).
    pub(super) depth: u32,
    pub(super) end: &'static str,
    /// Whether the AI's own search used alpha-beta (the comparison then is plain minimax).
    pub(super) pruning: bool,
    /// Positions below the root with and without pruning, as `analyze` counts them: the AI's
    /// deepest search, and the comparison (`None` when it did not run).
    pub(super) alpha_beta: Option<Count>,
    pub(super) minimax: Option<Count>,
    /// Extra positions alpha-beta visited to tell real ties from worse moves.
    pub(super) tie_check_nodes: u64,
    /// What the AI visited in all, tie checks included (and, where it deepened, every iteration).
    pub(super) total_nodes: u64,
    /// Time of the AI's decision, and of the recount.
    pub(super) micros: u64,
    /// Named in the JSON as the `--compare` option names the recount.
    #[serde(rename = "comparison_micros")]
    pub(super) recount_micros: Option<u64>,
}

impl MoveRecord {
    pub(super) fn new(
        plan: &Plan,
        game: u32,
        position: &Playable,
        mv: usize,
        outcome: &SearchOutcome,
        recount: Option<&SearchReport<usize>>,
    ) -> Self {
        let selected = &outcome.selected;
        let mover = side(position);
        let (alpha_beta, minimax) = if selected.settings.pruning {
            (Some(Count::of(selected)), recount.map(Count::of))
        } else {
            (recount.map(Count::of), Some(Count::of(selected)))
        };
        let horizon = selected.settings.horizon(position.plies_left());
        // One search (no deepening) goes to its depth limit, or to the end of the game.
        let searched_depth = horizon.unwrap_or(position.plies_left());
        let exact = outcome.perfect.as_ref().and_then(PerfectPlay::exact);
        let words = |value, horizon| {
            value_words(
                value,
                &plan.players,
                mover,
                horizon,
                selected.settings.evaluation,
            )
        };
        Self {
            kind: "move",
            game,
            ply: position.plies() + 1,
            player: plan.players.short[mover],
            name: position.move_name(mv),
            cell: position.board().map(|b| Cell::new(b.geometry(), mv)),
            take: position.heap().map(|_| mv),
            position: match position {
                Playable::Board(board) => board.to_board(),
                Playable::Heap(heap) => heap.heap().to_string(),
            },
            source: plan.perfect.then_some(match &outcome.perfect {
                Some(PerfectPlay::Book(_)) => "book",
                Some(PerfectPlay::Solver { .. }) => "solver",
                _ => "search",
            }),
            exact_value: exact.map(|e| e.value),
            exact_text: exact.map(|e| words(e.value, None)),
            value: selected.value,
            value_text: words(selected.value, horizon),
            best_moves: outcome
                .best_and_value()
                .0
                .iter()
                .map(|&m| position.move_name(m))
                .collect(),
            depth: outcome.deepening.map_or(searched_depth, |d| d.depth),
            end: match outcome.deepening.map(|d| d.end) {
                None if horizon.is_some() => "depth limit",
                None => "solved",
                Some(DeepeningEnd::Solved) => "solved",
                Some(DeepeningEnd::Proven) => "proven",
                Some(DeepeningEnd::DepthLimit) => "depth limit",
                Some(DeepeningEnd::OutOfTime | DeepeningEnd::PlayedNow) => "time up",
            },
            pruning: selected.settings.pruning,
            alpha_beta,
            minimax,
            tie_check_nodes: selected.tie_check_nodes,
            total_nodes: outcome
                .deepening
                .map_or(selected.nodes + selected.tie_check_nodes, |d| d.nodes),
            micros: micros(outcome.deepening.map_or(selected.elapsed, |d| d.elapsed)),
            columns: None,
            recount_micros: None,
        }
    }
}

impl MoveRecord {
    /// The record of a move from a heap solved with its positions remembered: no search ran,
    /// so there are no search counts (`null`), and `total_nodes` is the positions worked out.
    pub(super) fn remembered(
        plan: &Plan,
        game: u32,
        position: &Playable,
        decision: &remembered::Remembered,
    ) -> Self {
        let mover = side(position);
        Self {
            kind: "move",
            game,
            ply: position.plies() + 1,
            player: plan.players.short[mover],
            name: position.move_name(usize::from(decision.take)),
            cell: None,
            take: Some(usize::from(decision.take)),
            position: position.plies_left().to_string(),
            columns: None,
            source: Some("remembered"),
            exact_value: None,
            exact_text: None,
            value: decision.value,
            value_text: value_words(
                decision.value,
                &plan.players,
                mover,
                decision.horizon,
                plan.settings.evaluation,
            ),
            best_moves: decision
                .best_takes
                .iter()
                .map(|&take| position.move_name(usize::from(take)))
                .collect(),
            depth: decision.depth,
            end: if decision.horizon.is_some() {
                "depth limit"
            } else {
                "solved"
            },
            pruning: plan.settings.pruning,
            alpha_beta: None,
            minimax: None,
            tie_check_nodes: 0,
            total_nodes: decision.positions,
            micros: micros(decision.elapsed),
            recount_micros: None,
        }
    }
}

/// How one game ended.
#[derive(Clone, Debug, Serialize)]
pub(super) struct GameRecord {
    #[serde(rename = "type")]
    kind: &'static str,
    pub(super) game: u32,
    /// Replays this game alone: `--seed SEED --games 1` with the same settings.
    pub(super) seed: u64,
    /// The winner's name (as in `player`), `None` for a draw.
    pub(super) winner: Option<&'static str>,
    pub(super) result: String,
    pub(super) plies: u32,
    /// The position the game started from (rows joined by `/`), when not the game's first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) start: Option<String>,
    /// The moves played from the start.
    pub(super) moves: Vec<String>,
    /// The final board (rows joined by `/`); `None` in the Game of Bones.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) board: Option<String>,
    /// Under gravity, the columns played, 1-based (what `analyze --game connect4 --moves` reads).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) columns: Option<String>,
}

impl GameRecord {
    pub(super) fn new(
        plan: &Plan,
        game: u32,
        seed: u64,
        end: &Playable,
        moves: Vec<String>,
        columns: String,
    ) -> Self {
        let to_move = side(end);
        let winner = match end.terminal() {
            Some(Terminal::Win) => Some(to_move),
            Some(Terminal::Loss) => Some(1 - to_move),
            Some(Terminal::Draw | Terminal::Score(_)) | None => None,
        };
        let plies_played = end.plies();
        let result = match winner {
            Some(w) => format!(
                "{} wins after {}",
                plan.players.long[w],
                plies(plies_played)
            ),
            None => format!("draw after {}", plies(plies_played)),
        };
        let board = end.board();
        Self {
            kind: "game",
            game,
            seed,
            winner: winner.map(|w| plan.players.short[w]),
            result,
            plies: plies_played,
            start: plan
                .start
                .position
                .board()
                .filter(|b| b.plies() > 0)
                .map(|b| b.to_board()),
            moves,
            board: board.map(|b| b.to_board()),
            columns: board.filter(|b| b.geometry().gravity()).map(|_| columns),
        }
    }
}

/// The side to move: 0 for X (the first player), 1 for O (the second); X always starts.
pub(super) fn side(position: &Playable) -> usize {
    (position.plies() % 2) as usize
}

/// A position's value in a few words, naming the winner: "X wins in 3 plies", "draw",
/// "no forced result" (a depth limit stopped the search), "estimate +12: X better".
/// `score` is from the side of `mover`; `horizon` is the depth limit when it cut the search
/// short of the end of the game (without one, every score but 0 is a win or a loss, however
/// far: see [`reach::meaning`]).
pub(super) fn value_words(
    score: Score,
    players: &Players,
    mover: usize,
    horizon: Option<u32>,
    evaluation: Evaluation,
) -> String {
    let (me, other) = (players.long[mover], players.long[1 - mover]);
    match reach::meaning(score, horizon) {
        ScoreMeaning::Win { plies: p } => format!("{me} wins in {}", plies(p)),
        ScoreMeaning::Loss { plies: p } => format!("{other} wins in {}", plies(p)),
        ScoreMeaning::Even if horizon.is_none() => "draw".to_owned(),
        ScoreMeaning::Even if evaluation == Evaluation::Heuristic => "estimate: even".to_owned(),
        ScoreMeaning::Even => "no forced result".to_owned(),
        ScoreMeaning::Estimate(s) => {
            format!("estimate {s:+}: {} better", if s > 0 { me } else { other })
        }
    }
}
