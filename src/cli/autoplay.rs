//! `morpion autoplay`: the AI plays itself, each move with its search statistics, then a summary.
//!
//! Every move is decided by the app's own decision code (`app::decide`: iterative deepening
//! with the play command's settings) and counted again by its comparison (`app::compare`: the
//! same search with the other pruning mode), so the figures are the ones the panel shows;
//! beyond 20 bones under a depth limit beyond 20 plies, by the heap solved with its positions
//! remembered, as `analyze` answers it (see `remembered`).

mod start;
pub use start::Start;
mod text;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serde::Serialize;

use super::analysis::Cell;
use super::args::{AutoplayArgs, GameKind, HumanMark, OnOff, PlayArgs};
use super::play::{self, BIG_BOARD_CELLS};
use super::{InputError, output, progress, reach};
use crate::analysis::perfect::{GAME_SOLVER_TABLE, PerfectPlay, PerfectPlayer, plays_perfectly};
use crate::analysis::remembered;
use crate::analysis::{
    DeepeningEnd, First, RECOUNT_BUDGET, SearchKind, SearchOutcome, SearchRequest,
    decide_perfectly, recount_in,
};
use crate::engine::{
    Evaluation, Game, MoveOrder, Score, ScoreMeaning, SearchReport, SearchSettings, Table, Terminal,
};
use crate::games::playable::{Playable, Setup};
use crate::text::plies;

/// The depth limit on boards bigger than 4×4 when neither `--depth` nor `--think-ms` is given:
/// the play command bounds those searches by time alone, which would make the games depend on
/// the machine; a fixed depth keeps the same seed replaying the same games anywhere.
pub const BIG_BOARD_DEPTH: u32 = 8;

/// Without `--think-ms` the search has no time limit (the depth limit bounds it); `decide` takes
/// a budget, so this stands for "none": long enough never to end a search, short enough that
/// adding it to the clock cannot overflow.
const NO_TIME_LIMIT: Duration = Duration::from_secs(365 * 24 * 60 * 60);

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
    let mut tally = Tally::new(&plan);
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

/// What the command line asks for, checked and resolved into the game and the AI's settings.
pub struct Plan {
    pub setup: Setup,
    /// The position every game starts from.
    pub start: Start,
    /// Both sides play perfectly (Connect Four): the book's or the solver's move.
    pub perfect: bool,
    /// Ready-made game (`--game`), if one was named.
    pub kind: Option<GameKind>,
    pub players: Players,
    pub settings: SearchSettings,
    /// `--think-ms`, if given.
    pub think_ms: Option<u64>,
    /// Whether every move is counted again with the other pruning (`--compare`).
    pub recount: bool,
    pub games: u32,
    /// The first game's seed.
    pub seed: u64,
    pub json: bool,
}

impl Plan {
    /// The play command's settings for the same flags (its `Config` checks them), with
    /// reproducible defaults: no time limit unless `--think-ms`, and on boards bigger than
    /// 4×4 a depth limit instead of the play command's think time.
    fn new(args: &AutoplayArgs) -> anyhow::Result<Self> {
        let play = PlayArgs {
            first: First::Ai,
            human: HumanMark::X,
            depth: args.depth,
            search: args.search.clone(),
            think_ms: args.think_ms.unwrap_or(1),
            seed: args.seed,
            no_perfect: true,
            rows: args.rows,
            cols: args.cols,
            k: args.k,
        };
        let config = play::config(&play, &args.game)?;
        let start = Start::new(args, &config.game)?;
        if args.perfect && !plays_perfectly(&start.position) {
            return Err(InputError(
                "--perfect plays Connect Four only (--game connect4): the opening book and the solver are that game's".into(),
            )
            .into());
        }
        let mut settings = config.settings;
        let big_board = config.geometry().is_some() && config.game.max_plies() > BIG_BOARD_CELLS;
        if big_board && args.depth.is_none() && args.think_ms.is_none() {
            settings.depth_limit = Some(BIG_BOARD_DEPTH);
        }
        // No --game and no board flags: the default game, tic-tac-toe.
        let default_board = args.rows == 3 && args.cols == 3 && args.k.is_none_or(|k| k == 3);
        let players = match config.game {
            Setup::Board(_) => Players::MARKS,
            Setup::Heap(_) => Players::BONES,
        };
        Ok(Self {
            setup: config.game,
            start,
            perfect: args.perfect,
            kind: args.game.game.or(default_board.then_some(GameKind::Ttt)),
            players,
            settings,
            think_ms: args.think_ms,
            recount: args.compare.map_or(!big_board, |c| c == OnOff::On),
            games: args.games,
            seed: args.seed.unwrap_or_else(rand::random),
            json: args.json,
        })
    }

    /// The request for the AI's decision from `position`.
    fn request(&self, position: &Playable, seed: u64) -> SearchRequest {
        SearchRequest {
            generation: 0,
            kind: SearchKind::Decide,
            position: position.clone(),
            settings: self.settings,
            seed,
            think: self.think_ms.map_or(NO_TIME_LIMIT, Duration::from_millis),
            perfect: self.perfect,
        }
    }

    /// The settings as the JSON summary states them.
    fn settings_json(&self) -> SettingsJson {
        SettingsJson {
            pruning: self.settings.pruning,
            depth_limit: self.settings.depth_limit,
            evaluation: self.settings.evaluation,
            move_order: self.settings.move_order,
            table_mib: self.settings.transposition.map(|t| t.bytes >> 20),
            think_ms: self.think_ms,
            recount_budget: self.recount.then_some(RECOUNT_BUDGET),
            perfect: self.perfect,
        }
    }
}

/// How the two sides are named: by their marks on a board, by their turn in the Game of Bones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Players {
    /// In the player column and the JSON (`X`, `first`).
    pub short: [&'static str; 2],
    /// In sentences (`X wins in 3 plies`, `first player wins …`).
    pub long: [&'static str; 2],
}

impl Players {
    const MARKS: Self = Self {
        short: ["X", "O"],
        long: ["X", "O"],
    };
    const BONES: Self = Self {
        short: ["first", "second"],
        long: ["first player", "second player"],
    };
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
            || recount_in(request, &outcome.selected, None, None, ai.table),
        )
    });
    let recount_time = recount_started.elapsed();
    let mv = outcome
        .move_to_play()
        .expect("a position that is not over has a move");
    let gravity = position.board().filter(|b| b.geometry().gravity());
    let record = MoveRecord {
        columns: gravity.map(|_| columns.to_owned()),
        recount_micros: recount.is_some().then_some(micros(recount_time)),
        ..MoveRecord::new(plan, game, position, mv, &outcome, recount.as_ref())
    };
    (record, mv)
}

/// A count of positions, and whether the search finished (a comparison gives up past its budget).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Count {
    pub nodes: u64,
    pub complete: bool,
}

impl Count {
    fn of(report: &SearchReport<usize>) -> Self {
        Self {
            nodes: report.nodes,
            complete: report.complete,
        }
    }
}

/// One move and its statistics: a line of text, or one JSON object.
#[derive(Clone, Debug, Serialize)]
pub struct MoveRecord {
    #[serde(rename = "type")]
    kind: &'static str,
    pub game: u32,
    /// 1 for the first move of the game.
    pub ply: u32,
    pub player: &'static str,
    #[serde(rename = "move")]
    pub name: String,
    /// The cell played on a board (where the piece landed, under gravity).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell: Option<Cell>,
    /// The bones taken in the Game of Bones.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub take: Option<usize>,
    /// The position the move was chosen in: the board (rows joined by `/`, as `analyze --board`
    /// reads it) or the heap.
    pub position: String,
    /// Under gravity, the same position as the columns played so far, 1-based (as
    /// `analyze --game connect4 --moves` reads it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub columns: Option<String>,
    /// With --perfect, where the move came from: `book`, `solver`, or `search` (the textbook
    /// search's move, when the solver had not finished within --think-ms). In the Game of
    /// Bones, `remembered` when the heap was solved with its positions remembered (beyond 20
    /// bones under a depth limit beyond 20 plies), as `analyze` answers it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<&'static str>,
    /// The position's exact value from the mover's side, and in words, when the book or the
    /// solver gave it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_value: Option<Score>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_text: Option<String>,
    /// The value of that position from the mover's side by the textbook search (the engine's
    /// score), and in words.
    pub value: Score,
    pub value_text: String,
    /// The moves proven as good as the best (exactly, when the book or the solver chose); the
    /// move played was drawn among them.
    pub best_moves: Vec<String>,
    /// The depth of the deepest search that finished, and why deepening stopped there.
    pub depth: u32,
    pub end: &'static str,
    /// Whether the AI's own search used alpha-beta (the comparison then is plain minimax).
    pub pruning: bool,
    /// Positions below the root with and without pruning, as `analyze` counts them: the AI's
    /// deepest search, and the comparison (`None` when it did not run).
    pub alpha_beta: Option<Count>,
    pub minimax: Option<Count>,
    /// Extra positions alpha-beta visited to tell real ties from worse moves.
    pub tie_check_nodes: u64,
    /// What the AI visited in all: every iteration of the deepening, tie checks included.
    pub total_nodes: u64,
    /// Time of the AI's decision, and of the recount.
    pub micros: u64,
    /// Named in the JSON as the `--compare` option names the recount.
    #[serde(rename = "comparison_micros")]
    pub recount_micros: Option<u64>,
}

impl MoveRecord {
    fn new(
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
            depth: outcome.deepening.depth,
            end: match outcome.deepening.end {
                DeepeningEnd::Solved => "solved",
                DeepeningEnd::Proven => "proven",
                DeepeningEnd::DepthLimit => "depth limit",
                DeepeningEnd::OutOfTime | DeepeningEnd::PlayedNow => "time up",
            },
            pruning: selected.settings.pruning,
            alpha_beta,
            minimax,
            tie_check_nodes: selected.tie_check_nodes,
            total_nodes: outcome.deepening.nodes,
            micros: micros(outcome.deepening.elapsed),
            columns: None,
            recount_micros: None,
        }
    }
}

impl MoveRecord {
    /// The record of a move from a heap solved with its positions remembered: no search ran,
    /// so there are no search counts (`null`), and `total_nodes` is the positions worked out.
    fn remembered(
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
pub struct GameRecord {
    #[serde(rename = "type")]
    kind: &'static str,
    pub game: u32,
    /// Replays this game alone: `--seed SEED --games 1` with the same settings.
    pub seed: u64,
    /// The winner's name (as in `player`), `None` for a draw.
    pub winner: Option<&'static str>,
    pub result: String,
    pub plies: u32,
    /// The position the game started from (rows joined by `/`), when not the game's first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// The moves played from the start.
    pub moves: Vec<String>,
    /// The final board (rows joined by `/`); `None` in the Game of Bones.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// Under gravity, the columns played, 1-based (what `analyze --game connect4 --moves` reads).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub columns: Option<String>,
}

impl GameRecord {
    fn new(
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

/// The totals of the run.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    #[serde(rename = "type")]
    kind: &'static str,
    /// The game played (`ttt`, `connect4`, … or `board` for a board of your own).
    pub game: &'static str,
    pub games: u32,
    /// The first game's seed (game i played with seed + i − 1).
    pub seed: u64,
    /// Games won by each side, by the names in `player`.
    pub wins: BTreeMap<&'static str, u32>,
    pub draws: u32,
    pub moves: u64,
    /// The sums of the moves' counts; a sum is `None` when a move lacks its count, and
    /// `complete` is false when a comparison gave up (the sum is then a lower bound).
    pub alpha_beta_nodes: Option<u64>,
    pub alpha_beta_complete: bool,
    pub minimax_nodes: Option<u64>,
    pub minimax_complete: bool,
    /// Everything the AI visited: every iteration and tie check of every move.
    pub total_nodes: u64,
    /// The whole run, the AI's decisions, the comparisons.
    pub micros: u64,
    pub search_micros: u64,
    /// `None` without a recount (`--compare off`).
    #[serde(rename = "comparison_micros")]
    pub recount_micros: Option<u64>,
    pub settings: SettingsJson,
}

/// The AI's settings, in the summary.
#[derive(Clone, Debug, Serialize)]
pub struct SettingsJson {
    pub pruning: bool,
    pub depth_limit: Option<u32>,
    pub evaluation: Evaluation,
    pub move_order: MoveOrder,
    pub table_mib: Option<usize>,
    pub think_ms: Option<u64>,
    /// The recount's node budget; `None` without a recount (`--compare off`).
    #[serde(rename = "comparison_budget")]
    pub recount_budget: Option<u64>,
    /// Both sides played perfectly (`--perfect`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub perfect: bool,
}

/// The summary, built up move by move.
struct Tally {
    summary: Summary,
    /// Moves missing a count (a sum with a hole is no sum).
    alpha_beta_missing: bool,
    minimax_missing: bool,
}

impl Tally {
    fn new(plan: &Plan) -> Self {
        Self {
            summary: Summary {
                kind: "summary",
                game: plan.kind.map_or("board", GameKind::name),
                games: 0,
                seed: plan.seed,
                wins: plan.players.short.iter().map(|&p| (p, 0)).collect(),
                draws: 0,
                moves: 0,
                alpha_beta_nodes: Some(0),
                alpha_beta_complete: true,
                minimax_nodes: Some(0),
                minimax_complete: true,
                total_nodes: 0,
                micros: 0,
                search_micros: 0,
                recount_micros: plan.recount.then_some(0),
                settings: plan.settings_json(),
            },
            alpha_beta_missing: false,
            minimax_missing: false,
        }
    }

    fn add_move(&mut self, record: &MoveRecord) {
        let s = &mut self.summary;
        s.moves += 1;
        s.total_nodes += record.total_nodes;
        s.search_micros += record.micros;
        if let (Some(sum), Some(micros)) = (&mut s.recount_micros, record.recount_micros) {
            *sum += micros;
        }
        for (count, sum, complete, missing) in [
            (
                record.alpha_beta,
                &mut s.alpha_beta_nodes,
                &mut s.alpha_beta_complete,
                &mut self.alpha_beta_missing,
            ),
            (
                record.minimax,
                &mut s.minimax_nodes,
                &mut s.minimax_complete,
                &mut self.minimax_missing,
            ),
        ] {
            match count {
                Some(count) => {
                    *sum = sum.map(|n| n + count.nodes);
                    *complete &= count.complete;
                }
                None => *missing = true,
            }
        }
    }

    fn add_game(&mut self, end: &GameRecord) {
        self.summary.games += 1;
        match end.winner {
            Some(w) => *self.summary.wins.entry(w).or_default() += 1,
            None => self.summary.draws += 1,
        }
    }

    fn finish(mut self, elapsed: Duration) -> Summary {
        if self.alpha_beta_missing {
            self.summary.alpha_beta_nodes = None;
        }
        if self.minimax_missing {
            self.summary.minimax_nodes = None;
        }
        self.summary.micros = micros(elapsed);
        self.summary
    }
}

/// The side to move: 0 for X (the first player), 1 for O (the second); X always starts.
fn side(position: &Playable) -> usize {
    (position.plies() % 2) as usize
}

/// A position's value in a few words, naming the winner: "X wins in 3 plies", "draw",
/// "no forced result" (a depth limit stopped the search), "estimate +12: X better".
/// `score` is from the side of `mover`; `horizon` is the depth limit when it cut the search
/// short of the end of the game (without one, every score but 0 is a win or a loss, however
/// far: see [`reach::meaning`]).
fn value_words(
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

fn micros(d: Duration) -> u64 {
    u64::try_from(d.as_micros()).unwrap_or(u64::MAX)
}

/// Writes `value` as one line of JSON; false if the reader has gone.
fn write_json(value: &impl Serialize) -> anyhow::Result<bool> {
    output::write(&(serde_json::to_string(value)? + "\n"))
}
