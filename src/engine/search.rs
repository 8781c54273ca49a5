//! Minimax in negamax form, with optional fail-soft alpha-beta, a depth limit and a node budget.
//!
//! The counting convention is the one of `FACTS.md`: every position visited below the root
//! counts once, moves are tried in the game's canonical order, and alpha-beta is the textbook
//! fail-soft version (stop the loop as soon as the best score reaches beta).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use rand::Rng;
use rand::seq::IndexedRandom;

use super::{
    Bound, Evaluation, Game, HEURISTIC_LIMIT, INFINITY, MAX_PLY, MoveReport, Score, SearchReport,
    SearchSettings, Terminal, WIN,
};

/// How often (in positions) a running search looks at its stop flag.
const STOP_CHECK_INTERVAL: u64 = 4096;

/// Searches `game` under `settings` and reports every root move; ties for best are broken with `rng`.
pub fn search<G: Game>(
    game: &G,
    settings: &SearchSettings,
    rng: &mut impl Rng,
) -> SearchReport<G::Move> {
    search_with_stop(game, settings, rng, None)
}

/// Like [`search`], but gives up (with `complete: false`) soon after `stop` becomes true.
pub fn search_with_stop<G: Game>(
    game: &G,
    settings: &SearchSettings,
    rng: &mut impl Rng,
    stop: Option<&AtomicBool>,
) -> SearchReport<G::Move> {
    let mut position = game.clone();
    let mut searcher = Searcher::new(settings, stop);
    let started = Instant::now();
    let (moves, value) = if settings.pruning {
        searcher.root::<true, G>(&mut position)
    } else {
        searcher.root::<false, G>(&mut position)
    };
    let elapsed = started.elapsed();
    let nodes = searcher.nodes;
    let complete = !searcher.aborted;

    let mut best_moves: Vec<G::Move> = moves
        .iter()
        .filter(|m| m.score == value && m.bound == Bound::Exact)
        .map(|m| m.mv)
        .collect();
    // The tie checks and the principal line below are extra work outside the node budget:
    // they are counted apart and always finish (only a stop request still ends them early).
    searcher.nodes = 0;
    searcher.budget = u64::MAX;
    searcher.schedule_check();
    let mut tie_check_nodes = 0;
    if complete && settings.pruning {
        // Fail-soft alpha-beta returns "≤ value" for a later move that merely equals the best;
        // a null-window search around `value` tells a real tie from a worse move.
        for m in moves
            .iter()
            .filter(|m| m.score == value && m.bound == Bound::Upper)
        {
            position.apply(m.mv);
            let score = -searcher.negamax::<true, G>(&mut position, 1, -value, -value + 1);
            position.undo(m.mv);
            if score >= value && !searcher.aborted {
                best_moves.push(m.mv);
            }
        }
        tie_check_nodes = searcher.nodes;
        let order: Vec<G::Move> = moves.iter().map(|m| m.mv).collect();
        best_moves.sort_by_key(|mv| order.iter().position(|o| o == mv));
    }

    let best_move = if complete {
        best_moves.choose(rng).copied()
    } else {
        None
    };
    let pv = best_move.map_or_else(Vec::new, |mv| searcher.principal_line(&mut position, mv));
    // A stop request during the tie checks leaves the pick incomplete too.
    let complete = complete && !searcher.aborted;

    SearchReport {
        settings: *settings,
        best_move,
        value,
        moves,
        best_moves,
        nodes,
        tie_check_nodes,
        elapsed,
        pv,
        complete,
    }
}

/// The mutable state of one search: counters, per-ply move buffers and the principal variation.
struct Searcher<'a, M> {
    settings: &'a SearchSettings,
    stop: Option<&'a AtomicBool>,
    nodes: u64,
    /// Give up after visiting more than this many positions.
    budget: u64,
    /// The node count at which budget and stop flag are looked at next.
    next_check: u64,
    aborted: bool,
    /// One reusable move list per ply, so the search allocates nothing while it runs.
    move_buffers: Vec<Vec<M>>,
    /// Positions at this ply are scored by the evaluation (`usize::MAX` without a depth limit).
    depth_limit: usize,
}

impl<'a, M: Copy> Searcher<'a, M> {
    fn new(settings: &'a SearchSettings, stop: Option<&'a AtomicBool>) -> Self {
        let mut searcher = Self {
            settings,
            stop,
            nodes: 0,
            budget: settings.node_budget.unwrap_or(u64::MAX),
            next_check: 0,
            aborted: false,
            move_buffers: vec![Vec::new(); MAX_PLY + 1],
            depth_limit: settings.depth_limit.map_or(usize::MAX, |d| d as usize),
        };
        searcher.schedule_check();
        searcher
    }

    /// Sets the next node count at which `check_limits` must run.
    fn schedule_check(&mut self) {
        let next_stop_check = if self.stop.is_some() {
            self.nodes + STOP_CHECK_INTERVAL
        } else {
            u64::MAX
        };
        self.next_check = next_stop_check.min(self.budget.saturating_add(1));
    }

    /// Called when `nodes` reaches `next_check`: aborts past the budget or on a stop request.
    fn check_limits(&mut self) {
        let stopped = self.stop.is_some_and(|s| s.load(Ordering::Relaxed));
        if self.nodes > self.budget || stopped {
            self.aborted = true;
        }
        self.schedule_check();
    }

    /// The score of a position at the depth limit, from the side to move.
    fn evaluate<G: Game<Move = M>>(&self, game: &G) -> Score {
        match self.settings.evaluation {
            Evaluation::Draw => 0,
            Evaluation::Heuristic => game.heuristic().clamp(-HEURISTIC_LIMIT, HEURISTIC_LIMIT),
        }
    }

    /// Searches every root move with the full window that alpha-beta leaves it.
    fn root<const PRUNE: bool, G: Game<Move = M>>(
        &mut self,
        game: &mut G,
    ) -> (Vec<MoveReport<M>>, Score) {
        if let Some(terminal) = game.terminal() {
            return (Vec::new(), terminal_score(terminal, 0));
        }
        let mut root_moves = Vec::new();
        game.legal_moves(&mut root_moves);
        let mut reports = Vec::with_capacity(root_moves.len());
        let (mut alpha, beta) = (-INFINITY, INFINITY);
        let mut best = -INFINITY;
        for &mv in &root_moves {
            let before = self.nodes;
            game.apply(mv);
            let score = -self.negamax::<PRUNE, G>(game, 1, -beta, -alpha);
            game.undo(mv);
            if self.aborted {
                break;
            }
            let bound = if PRUNE && score <= alpha {
                Bound::Upper
            } else if PRUNE && score >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            reports.push(MoveReport {
                mv,
                score,
                bound,
                nodes: self.nodes - before,
            });
            if score > best {
                best = score;
                if PRUNE && best > alpha {
                    alpha = best;
                }
            }
        }
        (reports, best)
    }

    /// Negamax from a position `ply` plies below the root, counting it as visited.
    ///
    /// Inlined into the parent's move loop, so the many leaves (finished games, positions at
    /// the depth limit) cost no function call; only interior positions recurse.
    #[inline(always)]
    fn negamax<const PRUNE: bool, G: Game<Move = M>>(
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
        if let Some(terminal) = game.terminal() {
            return terminal_score(terminal, ply);
        }
        if self.aborted {
            return 0;
        }
        if ply >= self.depth_limit {
            return self.evaluate(game);
        }
        self.expand::<PRUNE, G>(game, ply, alpha, beta)
    }

    /// Searches the children of an interior position (counted by the caller) and returns its score.
    fn expand<const PRUNE: bool, G: Game<Move = M>>(
        &mut self,
        game: &mut G,
        ply: usize,
        mut alpha: Score,
        beta: Score,
    ) -> Score {
        let mut moves = std::mem::take(&mut self.move_buffers[ply]);
        game.legal_moves(&mut moves);
        let mut best = -INFINITY;
        for &mv in &moves {
            game.apply(mv);
            let score = -self.negamax::<PRUNE, G>(game, ply + 1, -beta, -alpha);
            game.undo(mv);
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                if PRUNE {
                    if best > alpha {
                        alpha = best;
                    }
                    if best >= beta {
                        break;
                    }
                }
            }
        }
        self.move_buffers[ply] = moves;
        best
    }

    /// The expected line of play after root move `mv`: at each position the first move (in the
    /// game's order) that achieves the position's value. Alpha-beta with a full window finds
    /// the same first-best moves as plain minimax, so this is exact for both settings; these
    /// positions are not counted in the report.
    fn principal_line<G: Game<Move = M>>(&mut self, game: &mut G, mv: M) -> Vec<M> {
        let mut line = vec![mv];
        game.apply(mv);
        let mut ply = 1;
        let mut children = Vec::new();
        while game.terminal().is_none() && ply < self.depth_limit && !self.aborted {
            game.legal_moves(&mut children);
            let (mut alpha, mut best_move) = (-INFINITY, None);
            for &child in &children {
                game.apply(child);
                let score = -self.negamax::<true, G>(game, ply + 1, -INFINITY, -alpha);
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

/// The score of a finished game `ply` plies below the root, from the side to move there.
fn terminal_score(terminal: Terminal, ply: usize) -> Score {
    let distance = ply as Score;
    match terminal {
        Terminal::Win => WIN - distance,
        Terminal::Loss => -(WIN - distance),
        Terminal::Draw => 0,
    }
}
