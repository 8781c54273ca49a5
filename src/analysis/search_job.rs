//! One AI search as a value: what to search, how it is run (deepening, then the recount),
//! and the reports it produces.

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use crate::engine::{
    IterationProgress, MoveOrder, Score, SearchOptions, SearchReport, SearchSettings, Table,
    search_in, search_iterative_in,
};
use crate::games::playable::Playable;

use super::perfect::{PerfectPlay, PerfectPlayer, plays_perfectly};
use super::play_clock;
use super::search_plan::{DeepeningWhy, SearchPlan};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// The solver's table when one search plays perfectly on its own ([`run_search`]).
const ONE_SEARCH_SOLVER_TABLE: crate::engine::TableSize = crate::engine::TableSize::mib(64);

/// The recount search (the other pruning mode) gives up after this many positions,
/// so a slow plain minimax never holds up the game.
pub const RECOUNT_BUDGET: u64 = 10_000_000;

/// A search that took less than this is timed again (see [`warm_time`]): its first run pays
/// for cold caches and memory, which would make a small search look as slow as a big one.
const TIMING_WINDOW: Duration = Duration::from_millis(20);

/// At most this many runs time one search.
const TIMING_RUNS: u32 = 5;

/// Why a search runs, which decides what its result does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchKind {
    /// The AI chooses its move: the result is played.
    Decide,
    /// The settings changed: the AI's last decision is searched again, nothing is played.
    Reanalyse,
    /// The recount of the AI's decision on the board, which stopped before it finished
    /// (undo, or a newer search since undone), counts again; the request's settings are the
    /// decision's report's. Its result is the App's `AppEvent::Recounted`.
    Recount,
}

/// Everything the worker needs, so a search depends on nothing else (and a seed makes it repeatable).
#[derive(Clone, Debug)]
pub struct SearchRequest {
    /// Results of older generations are dropped by the App.
    pub generation: u64,
    pub kind: SearchKind,
    /// The position the AI moves from.
    pub position: Playable,
    /// The selected settings (no node budget); the depth limit is the deepest iteration.
    pub settings: SearchSettings,
    /// Seeds the tie-break among equally good moves.
    pub seed: u64,
    /// The time budget of iterative deepening: no iteration starts after it has passed.
    pub think: Duration,
    /// Connect Four: the AI plays the opening book's move or the solver's (see
    /// [`super::perfect`]); the textbook search runs too, for its figures.
    pub perfect: bool,
    /// The player turned iterative deepening on; without it the AI deepens only where the tree
    /// is too big for one search (see [`SearchPlan`]).
    pub deepening: bool,
}

/// Why iterative deepening stopped where it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeepeningEnd {
    /// The deepest iteration reached the end of every line: its answer is exact.
    Solved,
    /// The deepest iteration found a forced win or loss: the value is exact, though lines cut
    /// by its depth limit leave the other moves' scores open.
    Proven,
    /// It reached the depth limit.
    DepthLimit,
    /// The time budget ran out first.
    OutOfTime,
    /// The player asked the AI to play at once (Esc).
    PlayedNow,
}

/// How the AI's iterative deepening went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deepening {
    /// Why it deepened: the player's choice, or a tree too big for one search.
    pub why: DeepeningWhy,
    /// The depth of the deepest completed iteration, the one whose report is shown.
    pub depth: u32,
    /// The depth limit of the settings (`None`: none), which the report's own settings do not
    /// tell: they carry the depth of the iteration shown, short of the limit when time ran out.
    pub limit: Option<u32>,
    pub end: DeepeningEnd,
    /// Positions visited by every iteration (tie checks included, the interrupted one too).
    pub nodes: u64,
    pub elapsed: Duration,
    /// The time budget it had.
    pub budget: Duration,
}

/// The selected search and the same search with the other pruning mode, for the statistics panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchOutcome {
    /// The selected search: the one search, or the deepest completed iteration of deepening.
    /// When deepening solved the position, its settings are the selected ones (a deeper limit
    /// would have found the same).
    pub selected: SearchReport<usize>,
    /// How deepening went, when the AI deepened (`None`: one search decided).
    pub deepening: Option<Deepening>,
    /// Same position, depth and techniques, the other pruning mode, with a node budget; `None`
    /// until it has been counted (it runs after the AI's move is played).
    pub recount: Option<SearchReport<usize>>,
    /// Where the move came from when the AI plays perfectly (Connect Four); `None` when the
    /// textbook search chooses.
    pub perfect: Option<PerfectPlay>,
}

impl SearchOutcome {
    /// The move the AI plays: the book's or the solver's when it plays perfectly and they
    /// answered, the textbook search's best move otherwise.
    pub fn move_to_play(&self) -> Option<usize> {
        match self.perfect.as_ref().and_then(PerfectPlay::exact) {
            Some(exact) => Some(exact.choice),
            None => self.selected.best_move,
        }
    }

    /// The moves as good as the one played, and the position's value, as the player who
    /// predicted them is judged: exact when the book or the solver gave them.
    pub fn best_and_value(&self) -> (Vec<usize>, Score) {
        match self.perfect.as_ref().and_then(PerfectPlay::exact) {
            Some(exact) => (exact.best_moves.clone(), exact.value),
            None => (self.selected.best_moves.clone(), self.selected.value),
        }
    }

    /// (with alpha-beta, without) whichever of the two searches was which, once both are known.
    pub fn by_pruning(&self) -> Option<(&SearchReport<usize>, &SearchReport<usize>)> {
        let recount = self.recount.as_ref()?;
        Some(if self.selected.settings.pruning {
            (&self.selected, recount)
        } else {
            (recount, &self.selected)
        })
    }
}

/// Which of a request's two searches is running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The selected search, deepening until the AI's move is ready.
    Deciding,
    /// The recount search, after the move.
    Recounting,
}

/// Figures of a running search, for the screen to show while it waits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LiveFigures {
    pub generation: u64,
    pub phase: Phase,
    /// Positions visited so far by this phase.
    pub positions: u64,
    /// The deepest completed iteration so far (0 before the first), with its value and move.
    pub depth: u32,
    pub value: Score,
    pub best_move: Option<usize>,
}

/// Where a running search publishes its live figures; the UI thread reads them.
#[derive(Debug)]
pub struct LiveSearch {
    positions: AtomicU64,
    figures: Mutex<LiveFigures>,
}

impl LiveSearch {
    pub fn new(generation: u64) -> Self {
        Self {
            positions: AtomicU64::new(0),
            figures: Mutex::new(LiveFigures {
                generation,
                phase: Phase::Deciding,
                positions: 0,
                depth: 0,
                value: 0,
                best_move: None,
            }),
        }
    }

    /// The figures as they are now.
    pub fn snapshot(&self) -> LiveFigures {
        let figures = *self.lock();
        LiveFigures {
            positions: self.positions.load(Ordering::Relaxed),
            ..figures
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, LiveFigures> {
        // The figures are plain numbers: a panic elsewhere cannot leave them half-written.
        self.figures.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn iteration_done(&self, progress: &IterationProgress<usize>) {
        let mut figures = self.lock();
        figures.depth = progress.depth;
        figures.value = progress.value;
        figures.best_move = progress.best_move;
    }

    fn start_recount(&self) {
        self.positions.store(0, Ordering::Relaxed);
        let mut figures = self.lock();
        figures.phase = Phase::Recounting;
        figures.depth = 0;
    }
}

/// The selected search of `request`, as its [`SearchPlan`] says: one search where the tree is
/// small enough, else iterative deepening up to its depth limit within its time budget, which
/// `stop` makes play the deepest completed iteration at once. `None` only when the position is
/// already over. `table` is the caller's (used when the settings ask for one; a search on its
/// own passes `&mut Table::for_one_search(&request.settings)`).
pub fn decide(
    request: &SearchRequest,
    stop: Option<&AtomicBool>,
    live: Option<&LiveSearch>,
    table: &mut Option<Table>,
) -> Option<SearchOutcome> {
    let settings = SearchSettings {
        node_budget: None,
        ..request.settings
    };
    let why = match SearchPlan::of(&request.position, &settings, request.deepening) {
        SearchPlan::One => return decide_once(request, &settings, live, table),
        SearchPlan::Deepening(why) => why,
    };
    let stopped_before = play_clock::stopped();
    // The process's time stopped when each completed iteration ended: the stop inside the
    // deepest one is left out of its time.
    let stopped_by = Cell::new((stopped_before, stopped_before));
    let iteration_done = |progress: &IterationProgress<usize>| {
        stopped_by.set((stopped_by.get().1, play_clock::stopped()));
        if let Some(live) = live {
            live.iteration_done(progress);
        }
    };
    let deepen = |stop: Option<&AtomicBool>, budget: Option<Duration>| {
        search_iterative_in(
            &request.position,
            &settings,
            &SearchOptions {
                seed: request.seed,
                stop,
                positions: live.map(|l| &l.positions),
                budget,
                progress: Some(&iteration_done),
                ..Default::default()
            },
            table,
        )
    };
    // The think time on the game's clock, which a stop (Ctrl-Z) does not move.
    let mut result = play_clock::search_within(request.think, stop, deepen);
    result.elapsed = result
        .elapsed
        .saturating_sub(play_clock::stopped().saturating_sub(stopped_before));
    let mut selected = result.report?;
    let (iteration_began, iteration_ended) = stopped_by.get();
    selected.elapsed = selected
        .elapsed
        .saturating_sub(iteration_ended.saturating_sub(iteration_began));
    if !stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
        // Timed again alone, as the recount is, so the two times compare.
        selected.elapsed = warm_time(request, &selected.settings, stop, table, selected.elapsed);
    }
    let end = if result.solved {
        // No line was cut by the limit: the search to the end finds the same, so say so.
        selected.settings.depth_limit = settings.depth_limit;
        DeepeningEnd::Solved
    } else if result.proven {
        // Lines were cut: the report keeps the iteration's depth, so a move scored 0 reads
        // "no result" rather than "draw".
        DeepeningEnd::Proven
    } else if Some(result.depth) == settings.depth_limit {
        DeepeningEnd::DepthLimit
    } else if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
        DeepeningEnd::PlayedNow
    } else {
        DeepeningEnd::OutOfTime
    };
    Some(SearchOutcome {
        selected,
        deepening: Some(Deepening {
            why,
            depth: result.depth,
            limit: settings.depth_limit,
            end,
            nodes: result.nodes,
            elapsed: result.elapsed,
            budget: request.think,
        }),
        recount: None,
        perfect: None,
    })
}

/// One search under `settings` (the tree is small: see [`SearchPlan`]), to the end: neither the
/// think time nor Esc stops it, so there is always a move, and it comes at once.
fn decide_once(
    request: &SearchRequest,
    settings: &SearchSettings,
    live: Option<&LiveSearch>,
    table: &mut Option<Table>,
) -> Option<SearchOutcome> {
    if request.position.is_over() {
        return None;
    }
    let stopped_before = play_clock::stopped();
    let mut selected = search_in(
        &request.position,
        settings,
        &SearchOptions {
            seed: request.seed,
            positions: live.map(|l| &l.positions),
            ..Default::default()
        },
        table,
    );
    // A stop (Ctrl-Z) meanwhile is no time the search took.
    selected.elapsed = selected
        .elapsed
        .saturating_sub(play_clock::stopped().saturating_sub(stopped_before));
    selected.elapsed = warm_time(request, settings, None, table, selected.elapsed);
    Some(SearchOutcome {
        selected,
        deepening: None,
        recount: None,
        perfect: None,
    })
}

/// The AI's decision when it plays perfectly: the book's or the solver's move (within the think
/// time), then the textbook search for the figures, in the time left (a quarter of the think
/// time at least), so the move comes about when it would have without the solver. Other
/// requests are [`decide`]'s.
pub fn decide_perfectly(
    request: &SearchRequest,
    stop: Option<&AtomicBool>,
    live: Option<&LiveSearch>,
    table: &mut Option<Table>,
    player: &mut PerfectPlayer,
) -> Option<SearchOutcome> {
    if !request.perfect || !plays_perfectly(&request.position) {
        return decide(request, stop, live, table);
    }
    let mut rng = StdRng::seed_from_u64(request.seed);
    let perfect = player.choose(&request.position, request.think, stop, &mut rng);
    let spent = perfect
        .as_ref()
        .map_or(Duration::ZERO, PerfectPlay::elapsed);
    let textbook = SearchRequest {
        think: request.think.saturating_sub(spent).max(request.think / 4),
        ..request.clone()
    };
    let mut outcome = decide(&textbook, stop, live, table)?;
    if let Some(deepening) = &mut outcome.deepening {
        deepening.budget = request.think;
    }
    outcome.perfect = perfect;
    Some(outcome)
}

/// The recount of the search under `selected` (the decision's report's settings; a
/// [`SearchKind::Recount`] request's own settings are those): the plain search (no table,
/// reading order) with the other pruning mode, to the same depth with the same evaluation,
/// within [`RECOUNT_BUDGET`] positions, timed as `warm_time` times it; `stop` abandons it
/// (the report then says so). So a figure named "minimax" is always plain minimax's. `table`
/// is the caller's, as [`decide`]'s.
pub fn recount(
    request: &SearchRequest,
    selected: &SearchSettings,
    stop: Option<&AtomicBool>,
    live: Option<&LiveSearch>,
    table: &mut Option<Table>,
) -> SearchReport<usize> {
    let settings = recount_settings(selected);
    if let Some(live) = live {
        live.start_recount();
    }
    let stopped_before = play_clock::stopped();
    let mut report = search_in(
        &request.position,
        &settings,
        &SearchOptions {
            seed: request.seed,
            stop,
            positions: live.map(|l| &l.positions),
            ..Default::default()
        },
        table,
    );
    // A stop (Ctrl-Z) meanwhile is no time the search took.
    report.elapsed = report
        .elapsed
        .saturating_sub(play_clock::stopped().saturating_sub(stopped_before));
    if report.complete {
        report.elapsed = warm_time(request, &settings, stop, table, report.elapsed);
    }
    report
}

/// The settings of the recount of a search under `selected`: the plain search (no table,
/// reading order) with the other pruning mode, the same depth limit and evaluation, within
/// [`RECOUNT_BUDGET`] positions.
pub fn recount_settings(selected: &SearchSettings) -> SearchSettings {
    SearchSettings {
        pruning: !selected.pruning,
        node_budget: Some(RECOUNT_BUDGET),
        move_order: MoveOrder::Reading,
        transposition: None,
        ..*selected
    }
}

/// The time of the search under `settings` from `request`'s position that took `first`: when
/// that is under [`TIMING_WINDOW`], the fastest of up to [`TIMING_RUNS`] runs in all (the
/// first run warms caches, memory and the table), so a small search never looks slow because
/// it ran first; a longer search keeps its own time.
fn warm_time(
    request: &SearchRequest,
    settings: &SearchSettings,
    stop: Option<&AtomicBool>,
    table: &mut Option<Table>,
    first: Duration,
) -> Duration {
    let mut fastest = first;
    let mut spent = first;
    let mut runs = 1;
    while runs < TIMING_RUNS && spent < TIMING_WINDOW {
        let again = search_in(
            &request.position,
            settings,
            &SearchOptions {
                seed: request.seed,
                stop,
                ..Default::default()
            },
            table,
        );
        if !again.complete {
            break;
        }
        fastest = fastest.min(again.elapsed);
        spent += again.elapsed;
        runs += 1;
    }
    fastest
}

/// Both searches of a decision or re-analysis `request`, one after the other, as the worker
/// runs them; `stop` ends them early (their reports then say incomplete). `None` only when the
/// position is already over. (A [`SearchKind::Recount`] request is [`recount`]'s.)
/// One table, made for the request, serves both.
pub fn run_search(request: &SearchRequest, stop: Option<&AtomicBool>) -> Option<SearchOutcome> {
    let mut table = Table::for_one_search(&request.settings);
    let mut player = PerfectPlayer::new(ONE_SEARCH_SOLVER_TABLE);
    let mut outcome = decide_perfectly(request, stop, None, &mut table, &mut player)?;
    outcome.recount = Some(recount(
        request,
        &outcome.selected.settings,
        stop,
        None,
        &mut table,
    ));
    Some(outcome)
}
