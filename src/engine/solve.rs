//! The exact solver: a game's value by null-window alpha-beta searches that narrow the range of
//! possible values, with a transposition table, forced moves and threat ordering.
//!
//! It answers one question, "what is this position worth with perfect play", built the way the
//! published Connect Four solvers are, where the textbook search ([`super::search`]) answers "how
//! does minimax see every move". The two agree on every value (tested); the solver's node counts
//! are its own, since it never visits the moves that lose at once.
//!
//! - Each node first asks the rule set for its [`Forecast`]: an immediate win, an immediate
//!   loss, or the moves that do not lose at once (a single forced block, say), best first.
//! - The value of a position that cannot win at once is at most a win 3 plies away and, when
//!   none of its moves loses at once, at least a loss 4 plies away: the window shrinks to that.
//! - Scores count plies from the root, as the textbook search's do ([`WIN`] − plies), so a
//!   value reads the same in both; the table stores them relative to the position.
//! - The root's value is found by null-window searches ("is it better than x?"), each
//!   narrowing the range of values, until one value is left.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::memory::OutOfMemory;
use super::search::terminal_score;
use super::solve_table::SolveTable;
use rand::Rng;
use rand::seq::IndexedRandom;

use super::{
    Bound, Evaluation, Forecast, Game, INFINITY, MAX_PLY, MoveOrder, MoveReport, Score,
    SearchReport, SearchSettings, TableSize, TableStats, WIN,
};

/// Enhanced transposition cutoffs are tried at positions with more plies than this to go.
const ETC_MIN_LEFT: u32 = 12;

/// Enhanced transposition cutoffs are tried at positions with at most this many moves to search
/// (the children's keys are kept on the stack).
const ETC_MAX_MOVES: usize = 16;

/// How often (in positions) a running solve looks at its stop flag.
const STOP_CHECK_INTERVAL: u64 = 4096;

/// What one solve found and what it cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The value for the side to move: `WIN - p` for a win whose last move comes `p` plies from
    /// the position, its negative for a loss, 0 for a draw.
    pub value: Score,
    /// Positions visited below the position solved, all null-window searches together.
    pub nodes: u64,
    /// How many null-window searches it took.
    pub searches: u32,
    pub elapsed: Duration,
    /// False when a stop request ended the solve early; the value is then meaningless.
    pub complete: bool,
}

/// A solver and its table. The table is kept from one solve to the next: an entry is a fact
/// about a position of the game (its value, or a bound on it), true whatever the position
/// solved, so a series of positions of one game shares what it learns. One solver serves one
/// game (one board shape): positions of other games could share keys.
pub struct Solver {
    table: SolveTable,
}

impl Solver {
    /// A solver whose table uses at most `size` of memory, all of it in place before this
    /// returns, so no solve waits for the system to hand out pages; an error if the system has
    /// not that much memory to give.
    pub fn new(size: TableSize) -> Result<Self, OutOfMemory> {
        Ok(Self {
            table: SolveTable::new(size)?,
        })
    }

    /// Forgets every position and zeroes the counters.
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// How the table has been used since the solver was made (or cleared).
    pub fn table_stats(&self) -> TableStats {
        self.table.stats
    }

    /// The exact value of `game` for the side to move, and what it took; gives up soon after
    /// `stop` becomes true.
    pub fn solve<G: Game>(&mut self, game: &G, stop: Option<&AtomicBool>) -> Solution {
        let started = Instant::now();
        let mut run = Run::new(&mut self.table, stop);
        let mut position = game.clone();
        let value = run.exact(&mut position, 0);
        Solution {
            value,
            nodes: run.nodes,
            searches: run.searches,
            elapsed: started.elapsed(),
            complete: !run.aborted,
        }
    }

    /// The exact value of every legal move of `game` (from the side to move's point of view,
    /// root-relative like [`Solution::value`]), in the game's order, with the positions each
    /// took (the position after the move included); `None` if `stop` ended the work early.
    pub fn solve_moves<G: Game>(
        &mut self,
        game: &G,
        stop: Option<&AtomicBool>,
    ) -> Option<Vec<(G::Move, Score, u64)>> {
        let mut run = Run::new(&mut self.table, stop);
        let mut position = game.clone();
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let mut values = Vec::with_capacity(moves.len());
        for mv in moves {
            let before = run.nodes;
            position.apply(mv);
            run.nodes += 1;
            let score = -run.exact(&mut position, 1);
            position.undo(mv);
            if run.aborted {
                return None;
            }
            values.push((mv, score, run.nodes - before));
        }
        Some(values)
    }

    /// Everything the textbook search reports, found by the solver: every legal move with its
    /// exact score and the positions it took, the moves that reach the value, a pick among
    /// them with `rng`, and the expected line after it. `None` if `stop` ended the work early
    /// or the game is deeper than the engine's [`MAX_PLY`].
    pub fn report<G: Game>(
        &mut self,
        game: &G,
        stop: Option<&AtomicBool>,
        rng: &mut impl Rng,
    ) -> Option<SearchReport<G::Move>> {
        let started = Instant::now();
        let values = self.solve_moves(game, stop)?;
        let value = match game.terminal() {
            Some(terminal) => terminal_score(terminal, 0),
            None => values.iter().map(|&(_, score, _)| score).max()?,
        };
        let best_moves: Vec<G::Move> = values
            .iter()
            .filter(|&&(_, score, _)| score == value)
            .map(|&(mv, _, _)| mv)
            .collect();
        let best_move = best_moves.choose(rng).copied();
        let pv = match best_move {
            Some(mv) => self.principal_line(game, mv, stop)?,
            None => Vec::new(),
        };
        Some(SearchReport {
            settings: SearchSettings {
                pruning: true,
                depth_limit: None,
                evaluation: Evaluation::Draw,
                node_budget: None,
                move_order: MoveOrder::Threats,
                transposition: Some(TableSize {
                    bytes: self.table.stats.bytes as usize,
                }),
            },
            best_move,
            value,
            moves: values
                .iter()
                .map(|&(mv, score, nodes)| MoveReport {
                    mv,
                    score,
                    bound: Bound::Exact,
                    nodes,
                })
                .collect(),
            best_moves,
            nodes: values.iter().map(|&(_, _, nodes)| nodes).sum(),
            tie_check_nodes: 0,
            elapsed: started.elapsed(),
            pv,
            complete: true,
            depth_reached: None,
            table: Some(self.table.stats),
        })
    }

    /// The expected line of play from `game` starting with `first` (which must reach the
    /// position's value): at each position the first move, in the game's order, that
    /// keeps the value, up to the end of the game. `None` if `stop` ended the work early.
    pub fn principal_line<G: Game>(
        &mut self,
        game: &G,
        first: G::Move,
        stop: Option<&AtomicBool>,
    ) -> Option<Vec<G::Move>> {
        let mut run = Run::new(&mut self.table, stop);
        let mut position = game.clone();
        let mut line = vec![first];
        position.apply(first);
        let mut candidates = Vec::new();
        let mut ply = 1;
        while position.terminal().is_none() {
            let value = run.exact(&mut position, ply);
            if run.aborted {
                return None;
            }
            position.legal_moves(&mut candidates);
            let mut next = None;
            for &mv in &candidates {
                position.apply(mv);
                // Every move scores at most `value`; the one that keeps it scores at least it.
                let child = -run.search(&mut position, ply + 1, -value, -value + 1);
                position.undo(mv);
                if run.aborted {
                    return None;
                }
                if child >= value {
                    next = Some(mv);
                    break;
                }
            }
            // Some move always keeps the value, unless the work was stopped midway.
            let next = next?;
            line.push(next);
            position.apply(next);
            ply += 1;
        }
        Some(line)
    }
}

/// A solve's working state: the table, counters and one move buffer per ply.
struct Run<'a, M> {
    table: &'a mut SolveTable,
    stop: Option<&'a AtomicBool>,
    nodes: u64,
    searches: u32,
    next_check: u64,
    aborted: bool,
    buffers: Vec<Vec<M>>,
}

impl<'a, M: Copy> Run<'a, M> {
    fn new(table: &'a mut SolveTable, stop: Option<&'a AtomicBool>) -> Self {
        Self {
            table,
            stop,
            nodes: 0,
            searches: 0,
            next_check: if stop.is_some() {
                STOP_CHECK_INTERVAL
            } else {
                u64::MAX
            },
            aborted: false,
            buffers: vec![Vec::new(); MAX_PLY + 2],
        }
    }

    #[cold]
    #[inline(never)]
    fn check_stop(&mut self) {
        if self.stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            self.aborted = true;
        }
        self.next_check = self.nodes + STOP_CHECK_INTERVAL;
    }

    /// The exact value of `game`, `ply` plies below the root (not counted: its caller does),
    /// by null-window searches that narrow the range of values it can have.
    ///
    /// The tests follow the published Connect Four solver's order, on its scale of "how soon"
    /// (see [`Speed`]): first halfway towards the fastest loss and the fastest win, closing in on
    /// a draw last. Tests far from a draw are cheap, and fill the table for the costly ones.
    fn exact<G: Game<Move = M>>(&mut self, game: &mut G, ply: usize) -> Score {
        if let Some(terminal) = game.terminal() {
            return terminal_score(terminal, ply);
        }
        let speed = Speed::new(ply, game.plies_left());
        let (mut low, mut high) = (-INFINITY + 1, INFINITY - 1);
        let (mut slowest, mut fastest) = speed.range();
        while slowest < fastest && low < high && !self.aborted {
            let mut middle = slowest + (fastest - slowest) / 2;
            if middle <= 0 && slowest / 2 < middle {
                middle = slowest / 2;
            } else if middle >= 0 && fastest / 2 > middle {
                middle = fastest / 2;
            }
            let x = speed.threshold(middle);
            self.searches += 1;
            let found = self.search(game, ply, x, x + 1);
            if found <= x {
                high = high.min(found);
                fastest = speed.of(found);
            } else {
                low = low.max(found);
                slowest = speed.of(found);
            }
        }
        // Whatever the scale left open (games whose wins do not alternate with the mover).
        while low < high && !self.aborted {
            let x = if low < 0 && high > 0 {
                0
            } else if high == 0 {
                -1
            } else {
                low + (high - low) / 2
            };
            self.searches += 1;
            let found = self.search(game, ply, x, x + 1);
            if found <= x {
                high = found;
            } else {
                low = found;
            }
        }
        low
    }

    /// Fail-soft alpha-beta from `game`, `ply` plies below the root, not counting it: the
    /// exact value if it lies inside (`alpha`, `beta`), else a bound on the right side.
    fn search<G: Game<Move = M>>(
        &mut self,
        game: &mut G,
        ply: usize,
        alpha: Score,
        beta: Score,
    ) -> Score {
        if let Some(terminal) = game.terminal() {
            return terminal_score(terminal, ply);
        }
        if ply > MAX_PLY {
            // Deeper than the score scale reaches (win distances must stay below MAX_PLY):
            // such a game cannot be solved here, and the solve reports itself incomplete.
            self.aborted = true;
            return 0;
        }
        // The table's slot is fetched while the forecast is worked out.
        let key = game.key();
        if let Some(key) = key {
            self.table.prefetch(key);
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        let score = match game.forecast(&mut moves) {
            Forecast::WinsNow => WIN - (ply as Score + 1),
            Forecast::LosesNext => -(WIN - (ply as Score + 2)),
            forecast => {
                let known = forecast == Forecast::Search;
                self.expand(game, ply, alpha, beta, key, &moves, known)
            }
        };
        self.buffers[ply] = moves;
        score
    }

    /// Searches `moves` (the forecast's) from `game`, whose table key is `key`; `safe` when the forecast vouched that
    /// none loses at once and the side to move cannot win at once, which bounds the value.
    #[allow(clippy::too_many_arguments)]
    fn expand<G: Game<Move = M>>(
        &mut self,
        game: &mut G,
        ply: usize,
        mut alpha: Score,
        mut beta: Score,
        key: Option<u128>,
        moves: &[M],
        safe: bool,
    ) -> Score {
        if safe {
            // No win before the mover's next move but one, no loss before the opponent's, and
            // neither if the game ends first.
            let left = game.plies_left();
            let most = if left >= 3 {
                WIN - (ply as Score + 3)
            } else {
                0
            };
            if beta > most {
                beta = most;
                if alpha >= beta {
                    return beta;
                }
            }
            let least = if left >= 4 {
                -(WIN - (ply as Score + 4))
            } else {
                0
            };
            if alpha < least {
                alpha = least;
                if alpha >= beta {
                    return alpha;
                }
            }
        }
        if let Some(key) = key
            && let Some((score, bound)) = self.table.probe(key, ply)
        {
            match bound {
                Bound::Exact => {
                    self.table.stats.cutoffs += 1;
                    return score;
                }
                Bound::Lower if score > alpha => alpha = score,
                Bound::Upper if score < beta => beta = score,
                _ => {}
            }
            if alpha >= beta {
                self.table.stats.cutoffs += 1;
                return score;
            }
        }
        // Enhanced transposition cutoff: a child the table already proves good enough cuts
        // here without being searched.
        if safe && game.plies_left() > ETC_MIN_LEFT && moves.len() <= ETC_MAX_MOVES {
            // All the children's buckets are fetched at once, then read.
            let mut keys = [None; ETC_MAX_MOVES];
            for (key, &mv) in keys.iter_mut().zip(moves) {
                game.apply_quiet(mv);
                *key = game.key();
                game.undo(mv);
                if let Some(child) = *key {
                    self.table.prefetch(child);
                }
            }
            for key in keys[..moves.len()].iter().flatten() {
                if let Some((score, bound)) = self.table.probe(*key, ply + 1)
                    && bound != Bound::Lower
                    && -score >= beta
                {
                    return -score;
                }
            }
        }
        let (window_low, window_high) = (alpha, beta);
        let nodes_before = self.nodes;
        let mut best = -INFINITY;
        for &mv in moves {
            if safe {
                game.apply_quiet(mv);
            } else {
                game.apply(mv);
            }
            self.nodes += 1;
            if self.nodes >= self.next_check {
                self.check_stop();
            }
            let score = -self.search(game, ply + 1, -beta, -alpha);
            game.undo(mv);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        if let Some(key) = key {
            let bound = Bound::of_window(best, window_low, window_high, true);
            // The work an entry stands for: the bit length of the positions it took.
            let work = 64 - (self.nodes - nodes_before).leading_zeros();
            self.table.store(key, ply, best, bound, work);
        }
        best
    }
}

/// The published Connect Four solvers' scale of values, for a position `ply` plies below the
/// root with at most `left` plies to go: a win whose last move comes `p` plies from the
/// position scores (left + 2 − p) / 2 rounded down, a loss the negative, a draw 0, so the
/// fastest win scores highest and the scale shrinks as the game goes on. It only chooses
/// which null-window tests to run; values stay on the engine's scale.
struct Speed {
    ply: Score,
    left: Score,
}

impl Speed {
    fn new(ply: usize, left: u32) -> Self {
        Self {
            ply: ply as Score,
            left: left as Score,
        }
    }

    /// The slowest loss and the fastest win.
    fn range(&self) -> (Score, Score) {
        (-(self.left / 2), (self.left + 1) / 2)
    }

    /// A value of the engine's scale on this one.
    fn of(&self, value: Score) -> Score {
        let distance = WIN - self.ply - value.abs();
        let speed = ((self.left + 2 - distance) / 2).max(0);
        if value > 0 {
            speed
        } else if value < 0 {
            -speed
        } else {
            0
        }
    }

    /// The engine's value `x` such that "better than `x`" means "faster than `speed` on this
    /// scale": the best value whose speed is at most `speed`.
    fn threshold(&self, speed: Score) -> Score {
        if speed >= 0 {
            WIN - self.ply - (self.left + 1 - 2 * speed)
        } else {
            -(WIN - self.ply - (self.left + 2 + 2 * speed))
        }
    }
}

/// The exact value of `game` with a fresh table of `size` (see [`Solver`] to keep one); an
/// error if the memory for the table cannot be had.
pub fn solve<G: Game>(game: &G, size: TableSize) -> Result<Solution, OutOfMemory> {
    Ok(Solver::new(size)?.solve(game, None))
}
