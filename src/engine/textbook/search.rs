//! Minimax in negamax form, with optional fail-soft alpha-beta, a depth limit and a node budget.
//!
//! The counting convention is the one of `tests/FACTS.md`: every position visited below the root
//! counts once, moves are tried in the game's canonical order, and alpha-beta is the textbook
//! fail-soft version (stop the loop as soon as the best score reaches beta).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

mod copy_make;
mod table_lookup;

use crate::engine::core::ordering::order_moves;

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use super::{LeafReason, Observer, SearchOptions, Step, StepKind};
use crate::engine::core::{
    Bound, Evaluation, Game, HEURISTIC_LIMIT, INFINITY, MAX_PLY, MoveReport, Score, SearchReport,
    SearchSettings, Skipped, Table, TableStats, terminal_score,
};

/// How often (in positions) a running search looks at its stop flag.
const STOP_CHECK_INTERVAL: u64 = 4096;

/// Searches `game` under `settings` and reports every root move. Ties for best are broken
/// by a generator seeded with `options.seed`; `options.stop` and `options.budget` end the
/// search early (the report then says it is incomplete), `options.positions` follows its count.
///
/// Makes the table the settings ask for, for this search alone.
///
/// # Panics
/// If the table's memory cannot be had: a caller that must survive that makes its table with
/// [`Table::new`] and calls [`search_in`].
pub fn search<G: Game>(
    game: &G,
    settings: &SearchSettings,
    options: &SearchOptions<'_, G::Move>,
) -> SearchReport<G::Move> {
    let mut table = new_table(game, settings);
    search_in(game, settings, options, &mut table)
}

/// [`search`] with the caller's `table`, used when the settings ask for one and left in place
/// for the next search (see [`Table`]). Settings that ask for a table while `table` holds none
/// search without one (the report then shows no table).
pub fn search_in<G: Game>(
    game: &G,
    settings: &SearchSettings,
    options: &SearchOptions<'_, G::Move>,
    table: &mut Option<Table>,
) -> SearchReport<G::Move> {
    run(
        game,
        settings,
        options.seed,
        Limits {
            stop: options.stop,
            deadline: options.budget.map(|budget| Instant::now() + budget),
            count_horizon: false,
            positions: options.positions.map(|p| (p, 0)),
            observer: options.observer,
        },
        table,
    )
    .report
}

/// The table a search under `settings` uses, if any (none when the game has no position keys),
/// made for one search.
///
/// # Panics
/// If its memory cannot be had (see [`search`]).
pub(crate) fn new_table<G: Game>(game: &G, settings: &SearchSettings) -> Option<Table> {
    match (settings.transposition, game.canonical_key()) {
        (Some(size), Some(_)) => Some(Table::new(size).unwrap_or_else(|e| panic!("{e}"))),
        _ => None,
    }
}

/// What can end a search early besides its node budget, and who watches it.
#[derive(Clone, Copy)]
pub(crate) struct Limits<'a, M> {
    pub stop: Option<&'a AtomicBool>,
    pub deadline: Option<Instant>,
    /// Count the positions scored at the depth limit (iterative deepening needs to know),
    /// which takes the techniques' code path even without any technique on.
    pub count_horizon: bool,
    /// Live figures: the positions visited so far (this search's plus `positions.1`, those of
    /// the searches before it), stored whenever the stop flag is looked at.
    pub positions: Option<(&'a AtomicU64, u64)>,
    /// Told every step of the textbook search (and able to end it).
    pub observer: Option<&'a Observer<'a, M>>,
}

/// A finished (or abandoned) search and what iterative deepening needs to know about it.
pub(crate) struct Outcome<M> {
    pub report: SearchReport<M>,
    /// Positions scored by the evaluation at the depth limit (counted when the limits ask):
    /// none means the search reached the end of every line, so a deeper one would find the same.
    pub horizon_nodes: u64,
}

/// One search with the given limits, reusing `table` (cleared first) when the settings ask for
/// one and the game has position keys (the table is put back afterwards); ties are broken by a
/// generator seeded with `seed`.
pub(crate) fn run<G: Game>(
    game: &G,
    settings: &SearchSettings,
    seed: u64,
    limits: Limits<'_, G::Move>,
    table: &mut Option<Table>,
) -> Outcome<G::Move> {
    let wanted = settings.transposition.is_some() && game.canonical_key().is_some();
    let mut lent = if wanted { table.take() } else { None };
    if let Some(table) = lent.as_mut() {
        table.clear();
    }
    let mut position = game.clone();
    let rng = &mut StdRng::seed_from_u64(seed);
    let mut searcher = Searcher::new(settings, limits, lent);
    let techniques = settings.uses_techniques() || limits.count_horizon;
    let observed = limits.observer.is_some();
    // One compiled search per combination, so each runs only the code it needs: the plain,
    // unwatched textbook search (the benchmark's) has no technique nor observer in it.
    let outcome = match (settings.pruning, techniques, observed) {
        (true, true, false) => searcher.finish::<true, true, false, G>(&mut position, rng),
        (false, true, false) => searcher.finish::<false, true, false, G>(&mut position, rng),
        (true, false, false) => searcher.finish::<true, false, false, G>(&mut position, rng),
        (false, false, false) => searcher.finish::<false, false, false, G>(&mut position, rng),
        (true, true, true) => searcher.finish::<true, true, true, G>(&mut position, rng),
        (false, true, true) => searcher.finish::<false, true, true, G>(&mut position, rng),
        (true, false, true) => searcher.finish::<true, false, true, G>(&mut position, rng),
        (false, false, true) => searcher.finish::<false, false, true, G>(&mut position, rng),
    };
    if let Some(lent) = searcher.table.take() {
        *table = Some(lent);
    }
    outcome
}

/// The mutable state of one search: counters, per-ply move buffers and the principal variation.
struct Searcher<'a, M> {
    settings: &'a SearchSettings,
    stop: Option<&'a AtomicBool>,
    nodes: u64,
    /// Where the live count of positions goes, and the positions counted before `nodes`.
    live: Option<(&'a AtomicU64, u64)>,
    /// Give up after visiting more than this many positions.
    budget: u64,
    /// The node count at which budget and stop flag are looked at next.
    next_check: u64,
    aborted: bool,
    /// One reusable move list per ply, so the search allocates nothing while it runs.
    move_buffers: Vec<Vec<M>>,
    /// Positions at this ply are scored by the evaluation (`usize::MAX` without a depth limit).
    depth_limit: usize,
    /// Past this instant the search gives up, as on a stop request.
    deadline: Option<Instant>,
    /// One reusable buffer per ply for sorting moves by their ordering hints.
    order_buffers: Vec<Vec<(i32, M)>>,
    /// Positions already searched, when the settings ask for a table.
    table: Option<Table>,
    /// Positions scored by the evaluation at the depth limit.
    horizon_nodes: u64,
    /// The deepest ply below the root a position was visited at.
    deepest: usize,
    /// Whether the textbook path may walk bit boards (see [`Game::placement`]): positions at
    /// the depth limit are then scored without the `Game`.
    copy_make: bool,
    /// Told every step, on the observed path (`OBS`).
    observer: Option<&'a Observer<'a, M>>,
    /// The moves from the root to the current position, kept on the observed path only.
    path: Vec<M>,
    /// What alpha-beta has skipped so far (cuts that left moves, table answers that were
    /// bounds): read before and after a subtree, it tells whether that subtree's value is exact.
    skipped: Skipped,
    /// The number of the position whose value the table gave for the last position it
    /// answered for (read by the root: a root move answered at once says so).
    answered: Option<u64>,
    /// How far the value of the last position left (its `Leaf` or `Exit` step) is known, in
    /// that position's negamax form: the parent's `Update` passes it up with the value.
    last_bound: Bound,
}

impl<'a, M: Copy + PartialEq> Searcher<'a, M> {
    fn new(settings: &'a SearchSettings, limits: Limits<'a, M>, table: Option<Table>) -> Self {
        let mut searcher = Self {
            settings,
            stop: limits.stop,
            nodes: 0,
            live: limits.positions,
            budget: settings.node_budget.unwrap_or(u64::MAX),
            next_check: 0,
            aborted: false,
            move_buffers: vec![Vec::new(); MAX_PLY + 1],
            depth_limit: settings.depth_limit.map_or(usize::MAX, |d| d as usize),
            deadline: limits.deadline,
            order_buffers: vec![Vec::new(); MAX_PLY + 1],
            table,
            horizon_nodes: 0,
            deepest: 0,
            copy_make: settings.depth_limit.is_none() || settings.evaluation == Evaluation::Draw,
            observer: limits.observer,
            path: Vec::new(),
            skipped: Skipped::default(),
            answered: None,
            last_bound: Bound::Exact,
        };
        searcher.schedule_check();
        searcher
    }

    /// Sets the next node count at which `check_limits` must run.
    fn schedule_check(&mut self) {
        let watched = self.stop.is_some() || self.deadline.is_some() || self.live.is_some();
        let next_stop_check = if watched {
            self.nodes + STOP_CHECK_INTERVAL
        } else {
            u64::MAX
        };
        self.next_check = next_stop_check.min(self.budget.saturating_add(1));
    }

    /// Called when `nodes` reaches `next_check`: aborts past the budget or on a stop request.
    #[cold]
    #[inline(never)]
    fn check_limits(&mut self) {
        let stopped = self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d);
        if self.nodes > self.budget || stopped {
            self.aborted = true;
        }
        if let Some((positions, before)) = self.live {
            positions.store(before + self.nodes, Ordering::Relaxed);
        }
        self.schedule_check();
    }

    /// Runs the search from the root, then the tie checks and the principal line, and builds
    /// the report. `TECH` selects the path with move ordering and the table, `OBS` the path
    /// that tells the observer every step, so the plain search is compiled without either.
    fn finish<const PRUNE: bool, const TECH: bool, const OBS: bool, G: Game<Move = M>>(
        &mut self,
        position: &mut G,
        rng: &mut impl Rng,
    ) -> Outcome<M> {
        let started = Instant::now();
        let (moves, value) = self.root::<PRUNE, TECH, OBS, G>(position);
        let elapsed = started.elapsed();
        let nodes = self.nodes;
        let complete = !self.aborted;
        let table_stats: Option<TableStats> = self.table.as_ref().map(|t| t.stats);
        let depth_reached = TECH.then_some(self.deepest as u32);

        let mut best_moves: Vec<M> = moves
            .iter()
            .filter(|m| m.score == value && m.bound == Bound::Exact)
            .map(|m| m.mv)
            .collect();
        // The tie checks and the principal line below are extra work outside the node budget:
        // they are counted apart and always finish (only a stop request still ends them early).
        if let Some((_, before)) = &mut self.live {
            *before += nodes;
        }
        self.nodes = 0;
        self.budget = u64::MAX;
        self.schedule_check();
        let mut tie_check_nodes = 0;
        if complete && self.settings.pruning {
            // Fail-soft alpha-beta returns "≤ value" for a later move that merely equals the
            // best when it cut moves below it (with nothing cut, the move is exact and already
            // among the best); a null-window search around `value` tells a real tie from a
            // worse move.
            for m in moves
                .iter()
                .filter(|m| m.score == value && m.bound == Bound::Upper)
            {
                position.apply(m.mv);
                let score = -self.negamax::<true, TECH, false, G>(position, 1, -value, -value + 1);
                position.undo(m.mv);
                if score >= value && !self.aborted {
                    best_moves.push(m.mv);
                }
            }
            tie_check_nodes = self.nodes;
            let order: Vec<M> = moves.iter().map(|m| m.mv).collect();
            best_moves.sort_by_key(|mv| order.iter().position(|o| o == mv));
        }

        let best_move = if complete {
            best_moves.choose(rng).copied()
        } else {
            None
        };
        let pv = best_move.map_or_else(Vec::new, |mv| self.principal_line::<TECH, G>(position, mv));
        // A stop request during the tie checks leaves the pick incomplete too.
        let complete = complete && !self.aborted;

        Outcome {
            report: SearchReport {
                settings: *self.settings,
                best_move,
                value,
                moves,
                best_moves,
                nodes,
                tie_check_nodes,
                elapsed,
                pv,
                complete,
                depth_reached,
                table: table_stats,
            },
            horizon_nodes: self.horizon_nodes,
        }
    }

    /// The score of a position at the depth limit, from the side to move.
    fn evaluate<G: Game<Move = M>>(&self, game: &G) -> Score {
        match self.settings.evaluation {
            Evaluation::Draw => 0,
            Evaluation::Heuristic => game.heuristic().clamp(-HEURISTIC_LIMIT, HEURISTIC_LIMIT),
        }
    }

    /// Fills `moves` with the legal moves of `game`, in the order the settings ask for.
    #[inline(always)]
    fn generate<const TECH: bool, G: Game<Move = M>>(
        &mut self,
        game: &G,
        ply: usize,
        moves: &mut Vec<M>,
    ) {
        game.legal_moves(moves);
        if TECH {
            order_moves(
                game,
                self.settings.move_order,
                moves,
                &mut self.order_buffers[ply],
            );
        }
    }

    /// Searches every root move with the full window that alpha-beta leaves it.
    ///
    /// The root itself never consults the table: every root move gets its own search, so its
    /// reported score and bound are those of the fail-soft search below it (a table cut in a
    /// child returns a bound that is as true as a searched one).
    fn root<const PRUNE: bool, const TECH: bool, const OBS: bool, G: Game<Move = M>>(
        &mut self,
        game: &mut G,
    ) -> (Vec<MoveReport<M>>, Score) {
        if OBS {
            self.tell(StepKind::Root, -INFINITY, INFINITY);
        }
        if let Some(terminal) = game.terminal() {
            let value = terminal_score(terminal, 0);
            if OBS {
                let reason = LeafReason::GameOver;
                self.tell(StepKind::Leaf { value, reason }, -INFINITY, INFINITY);
            }
            return (Vec::new(), value);
        }
        let mut root_moves = Vec::new();
        self.generate::<TECH, G>(game, 0, &mut root_moves);
        let mut reports = Vec::with_capacity(root_moves.len());
        self.deepest = usize::from(!root_moves.is_empty());
        let (mut alpha, beta) = (-INFINITY, INFINITY);
        let mut best = -INFINITY;
        for &mv in &root_moves {
            let before = self.nodes;
            self.answered = None;
            let skipped_before = self.skipped;
            game.apply(mv);
            if OBS {
                self.path.push(mv);
            }
            let score = -self.negamax::<PRUNE, TECH, OBS, G>(game, 1, -beta, -alpha);
            if OBS {
                self.path.pop();
            }
            game.undo(mv);
            if self.aborted {
                break;
            }
            let skipped = self.skipped.since(skipped_before);
            let nodes = self.nodes - before;
            reports.push(MoveReport {
                mv,
                score,
                bound: Bound::of_search(score, alpha, beta, &skipped),
                skipped,
                nodes,
                // One position counted and an answer from the table: the table's answer was
                // for the position after this move itself.
                from_table: self.answered.filter(|_| nodes == 1),
            });
            let previous = best;
            if score > best {
                best = score;
                if PRUNE && best > alpha {
                    alpha = best;
                }
            }
            if OBS {
                self.tell_update(mv, score, best, previous, (alpha, beta));
            }
        }
        if OBS {
            let exit = StepKind::Exit {
                value: best,
                bound: Bound::Exact,
                skipped: self.skipped,
            };
            self.tell(exit, -INFINITY, INFINITY);
        }
        (reports, best)
    }

    /// Negamax from a position `ply` plies below the root, counting it as visited.
    ///
    /// Inlined into the parent's move loop, so the many leaves (finished games, positions at
    /// the depth limit) cost no function call; only interior positions recurse.
    #[inline(always)]
    fn negamax<const PRUNE: bool, const TECH: bool, const OBS: bool, G: Game<Move = M>>(
        &mut self,
        game: &mut G,
        ply: usize,
        alpha: Score,
        beta: Score,
    ) -> Score {
        self.nodes += 1;
        if self.nodes >= self.next_check {
            self.check_limits();
        }
        if OBS {
            self.tell(StepKind::Enter, alpha, beta);
        }
        if let Some(terminal) = game.terminal() {
            let value = terminal_score(terminal, ply);
            if OBS {
                let reason = LeafReason::GameOver;
                self.tell(StepKind::Leaf { value, reason }, alpha, beta);
            }
            return value;
        }
        if self.aborted {
            return 0;
        }
        if ply >= self.depth_limit {
            if TECH {
                self.horizon_nodes += 1;
            }
            let value = self.evaluate(game);
            if OBS {
                let reason = LeafReason::DepthLimit;
                self.tell(StepKind::Leaf { value, reason }, alpha, beta);
            }
            return value;
        }
        if TECH {
            self.expand_with_table::<PRUNE, OBS, G>(game, ply, alpha, beta)
        } else {
            self.expand::<PRUNE, false, OBS, G>(game, ply, alpha, beta)
        }
    }

    /// Tells the observer a step about the current position (the window and scores in the
    /// search's negamax form), unless the search is already over; a `Break` ends the search.
    #[cold]
    #[inline(never)]
    fn tell(&mut self, kind: StepKind<M>, alpha: Score, beta: Score) {
        let Some(observer) = self.observer else {
            return;
        };
        if self.aborted {
            return;
        }
        if let Some(settled) = kind.settled() {
            self.last_bound = settled.bound;
        }
        let step = Step::from_negamax(kind, self.path.clone(), alpha, beta);
        if observer(&step).is_break() {
            self.aborted = true;
        }
    }

    /// Tells the observer that alpha-beta cuts the moves after `last` in `moves` (if any are
    /// left), the position's best being `best`.
    fn tell_cut(&mut self, moves: &[M], last: M, best: Score, (alpha, beta): (Score, Score)) {
        let after = moves
            .iter()
            .position(|&m| m == last)
            .map_or(moves.len(), |i| i + 1);
        if after < moves.len() {
            let skipped = moves[after..].to_vec();
            self.tell(StepKind::Cut { best, skipped }, alpha, beta);
        }
    }

    /// Tells the observer that the child after `child` returned `value`, the position's best
    /// having gone from `previous` to `best`; the value keeps the bound its child's last step
    /// gave it (seen from this side: at most becomes at least).
    fn tell_update(
        &mut self,
        child: M,
        value: Score,
        best: Score,
        previous: Score,
        (alpha, beta): (Score, Score),
    ) {
        let improved = best > previous;
        let update = StepKind::Update {
            child,
            value,
            bound: self.last_bound.flipped(),
            best,
            improved,
        };
        self.tell(update, alpha, beta);
    }

    /// Searches the children of an interior position (counted by the caller) and returns its score.
    fn expand<const PRUNE: bool, const TECH: bool, const OBS: bool, G: Game<Move = M>>(
        &mut self,
        game: &mut G,
        ply: usize,
        mut alpha: Score,
        beta: Score,
    ) -> Score {
        // The textbook path copies bit boards when the rule set has them and nothing at the
        // depth limit needs the `Game` (the draw evaluation scores those positions 0); an
        // observer needs the moves, so its path applies them.
        if !TECH && !OBS && self.copy_make {
            let walk = copy_make::Walk::<M, PRUNE> {
                searcher: self,
                ply,
                alpha,
                beta,
            };
            if let Some(score) = game.placement(walk) {
                return score;
            }
        }
        let mut moves = std::mem::take(&mut self.move_buffers[ply]);
        self.generate::<TECH, G>(game, ply, &mut moves);
        // Bookkeeping the plain path does without: it costs the textbook search ~5 %.
        if TECH && ply + 1 > self.deepest {
            self.deepest = ply + 1;
        }
        let mut best = -INFINITY;
        let entered_alpha = alpha;
        let skipped_before = self.skipped;
        for (searched, &mv) in moves.iter().enumerate() {
            game.apply(mv);
            if OBS {
                self.path.push(mv);
            }
            let score = -self.negamax::<PRUNE, TECH, OBS, G>(game, ply + 1, -beta, -alpha);
            if OBS {
                self.path.pop();
            }
            game.undo(mv);
            if self.aborted {
                break;
            }
            let previous = best;
            let cut = take_score::<PRUNE>(score, &mut best, &mut alpha, beta);
            if OBS {
                self.tell_update(mv, score, best, previous, (alpha, beta));
                if cut {
                    self.tell_cut(&moves, mv, best, (alpha, beta));
                }
            }
            if cut {
                let left = moves.len() - searched - 1;
                if left > 0 {
                    self.skipped.cuts += 1;
                    self.skipped.moves += left as u64;
                }
                break;
            }
        }
        self.move_buffers[ply] = moves;
        if OBS {
            let skipped = self.skipped.since(skipped_before);
            let bound = Bound::of_search(best, entered_alpha, beta, &skipped);
            let exit = StepKind::Exit {
                value: best,
                bound,
                skipped,
            };
            self.tell(exit, entered_alpha, beta);
        }
        best
    }

    /// The expected line of play after root move `mv`: at each position the first move (in the
    /// search's order) that achieves the position's value. Alpha-beta with a full window finds
    /// the same first-best moves as plain minimax, so this is exact for both settings; these
    /// positions are not counted in the report.
    fn principal_line<const TECH: bool, G: Game<Move = M>>(
        &mut self,
        game: &mut G,
        mv: M,
    ) -> Vec<M> {
        let mut line = vec![mv];
        game.apply(mv);
        let mut ply = 1;
        let mut children = Vec::new();
        while game.terminal().is_none() && ply < self.depth_limit && !self.aborted {
            self.generate::<TECH, G>(game, ply, &mut children);
            let (mut alpha, mut best_move) = (-INFINITY, None);
            for &child in &children {
                game.apply(child);
                let score = -self.negamax::<true, TECH, false, G>(game, ply + 1, -INFINITY, -alpha);
                game.undo(child);
                if score > alpha {
                    alpha = score;
                    best_move = Some(child);
                }
            }
            let Some(next) = best_move else { break };
            line.push(next);
            game.apply(next);
            ply += 1;
        }
        for &played in line.iter().rev() {
            game.undo(played);
        }
        line
    }
}

/// Takes a child's `score` into the position's `best` (and, under alpha-beta, into `alpha`);
/// true when the position is cut off (alpha-beta's best reached `beta`).
#[inline(always)]
fn take_score<const PRUNE: bool>(
    score: Score,
    best: &mut Score,
    alpha: &mut Score,
    beta: Score,
) -> bool {
    if score > *best {
        *best = score;
        if PRUNE {
            if *best > *alpha {
                *alpha = *best;
            }
            return *best >= beta;
        }
    }
    false
}
