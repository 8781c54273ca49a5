//! The exact solver: a game's value by null-window alpha-beta searches that narrow the range of
//! possible values, with a table, forced moves and threat ordering, on one thread or several.
//!
//! It answers one question, "what is this position worth with perfect play", built the way the
//! published Connect Four solvers are, where the textbook search ([`super::search`]) answers "how
//! does minimax see every move". The two agree on every value (tested); the solver's node counts
//! are its own, since it never visits the moves that lose at once. The search itself is in
//! [`super::search`].
//!
//! Several threads solve the same position at once, sharing one table ("lazy SMP"): helpers
//! try the moves near the root in a shuffled order, so they fill the table with other lines than
//! the main thread's; far from the end, each thread leaves for last the moves whose positions
//! another is searching at that moment (see [`Busy`]), so that the threads share out the moves
//! of a node that must all be searched. The first thread done gives the answer. Every entry of
//! the table is a fact about its position, so any thread's answer is the value, the same as with
//! one thread.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::engine::core::OutOfMemory;
use rand::Rng;
use rand::seq::IndexedRandom;

use super::Solvable;
use super::search::{Progress, Run, Watch};
use super::table::{Busy, COMPACT_KEY, SolveTable, compact_key};
use crate::engine::core::{
    Bound, Evaluation, MoveOrder, MoveReport, Score, SearchReport, SearchSettings, Skipped,
    TableSize, TableStats, terminal_score,
};

/// What one solve found and what it cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The value for the side to move: `WIN - p` for a win whose last move comes `p` plies from
    /// the position, its negative for a loss, 0 for a draw.
    pub value: Score,
    /// Positions visited below the position solved, all null-window searches and all threads
    /// together.
    pub nodes: u64,
    /// How many null-window searches it took (the thread that answered).
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
    /// The most a growing table may take ([`Self::growing`]); `None` for a table of fixed size.
    grows_to: Option<TableSize>,
    threads: usize,
    /// The fewest plies to go at which a solve uses every thread ([`PARALLEL_MIN_LEFT`] unless
    /// told otherwise).
    parallel_from: u32,
    stats: TableStats,
    progress: Arc<Progress>,
}

/// The table a position with `plies_left` plies to go gets from a growing solver: 1 MiB up to
/// 22 plies, twice as much every two plies more (8 MiB at 28, 64 MiB at 34, 1 GiB at 42, the
/// empty 7×6 board). Positions near the end are solved in a few thousand positions, which a
/// small table holds, and a big one costs more to set up (0.1 to 2 s for 1 GiB, as the system
/// has the memory at hand or not) and to read (the processor's caches hold less of it) than it
/// saves: c4-begin (28 to 34 empty cells, one thread, one table for the set) took 4.5 s of
/// processor time with 16 or 64 MiB, 5.2 s with 256 MiB and 6.7 s with 1 GiB, for 28.95 to
/// 28.75 million positions.
fn table_for(plies_left: u32) -> TableSize {
    let doublings = (plies_left.saturating_sub(22) / 2).min(20);
    TableSize::mib(1 << doublings)
}

/// Positions with fewer plies than this to go are solved on one thread, whatever the solver's
/// threads (unless [`Solver::with_parallel_from`] says otherwise): the others would cost more
/// than they save. On c4-begin (28 to 34 empty cells) two
/// threads took 6.4 and 6.6 s where one took 5.3 and 5.6 s, on a busy machine.
const PARALLEL_MIN_LEFT: u32 = 36;

impl Solver {
    /// A [`Solvable::solver_key`] with this bit set is compact (see [`Self::compact_key`]).
    pub const COMPACT_KEY: u128 = COMPACT_KEY;

    /// The compact solver key of a position its rule set writes in the `bits` low bits of
    /// `key` (at most 64): they alone tell the position from every other of the game, and the
    /// table then keeps it in 8 bytes instead of 20. Every key of a game must be compact, with
    /// the same number of bits, or none.
    pub fn compact_key(key: u64, bits: u32) -> u128 {
        compact_key(key, bits)
    }

    /// A one-thread solver whose table uses at most `size` of memory, all of it in place
    /// before this returns, so no solve waits for the system to hand out pages; an error if
    /// the system has not that much memory to give.
    pub fn new(size: TableSize) -> Result<Self, OutOfMemory> {
        let table = SolveTable::new(size)?;
        Ok(Self {
            stats: TableStats {
                capacity: table.capacity(),
                bytes: table.bytes(),
                ..TableStats::default()
            },
            table,
            grows_to: None,
            threads: 1,
            parallel_from: PARALLEL_MIN_LEFT,
            progress: Arc::default(),
        })
    }

    /// A one-thread solver whose table is sized to the work: small at first, it grows, up to
    /// `most`, when a position comes with more plies to go than it was made for (see
    /// `table_for`; a grown table starts empty). A batch of positions near the end so costs
    /// what they cost to solve, not the setup of a big table. Should the system refuse the
    /// memory to grow, the table stays as it was.
    pub fn growing(most: TableSize) -> Result<Self, OutOfMemory> {
        let mut solver = Self::new(TableSize { bytes: 0 })?;
        solver.grows_to = Some(most);
        Ok(solver)
    }

    /// The same solver searching with `threads` threads (at least one) sharing its table.
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.threads = threads.max(1);
        self
    }

    /// Searches with `threads` threads (at least one) from now on: for a solver that serves
    /// several users in turn, each with its own share of the cores.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// The same solver using its threads on positions with at least `plies` plies to go (one
    /// thread below), instead of from `PARALLEL_MIN_LEFT` up.
    pub fn with_parallel_from(mut self, plies: u32) -> Self {
        self.parallel_from = plies;
        self
    }

    /// The threads each solve uses (on positions far enough from the end: see
    /// [`Self::with_parallel_from`]).
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Forgets every position and zeroes the counters.
    pub fn clear(&mut self) {
        self.table.clear();
        self.reset_stats();
    }

    fn reset_stats(&mut self) {
        self.stats = TableStats {
            capacity: self.table.capacity(),
            bytes: self.stats.bytes,
            ..TableStats::default()
        };
    }

    /// Lays the table out for `game`'s keys (see [`Self::COMPACT_KEY`]); a change of layout
    /// forgets every position and zeroes the counters.
    fn fit_table_to<G: Solvable>(&mut self, game: &G) {
        if let Some(most) = self.grows_to {
            let wanted = TableSize {
                bytes: table_for(game.plies_left()).bytes.min(most.bytes),
            };
            if wanted.bytes > self.table.bytes() as usize
                && let Ok(table) = SolveTable::new(wanted)
            {
                self.table = table;
                self.stats.capacity = self.table.capacity();
                self.stats.bytes = self.table.bytes();
            }
        }
        if self
            .table
            .use_layout_for(game.solver_key().map(|(key, _)| key))
        {
            self.reset_stats();
        }
    }

    /// How the table has been used since the solver was made (or cleared), all threads
    /// together.
    pub fn table_stats(&self) -> TableStats {
        self.stats
    }

    /// What the solve under way has done so far, for another thread to watch: the positions
    /// searched and the range the value is known to lie in (of the position [`Self::solve`]
    /// was given, or of the move [`Self::solve_moves`] is at).
    pub fn progress(&self) -> Arc<Progress> {
        Arc::clone(&self.progress)
    }

    /// The exact value of `game` for the side to move, and what it took; gives up soon after
    /// `stop` becomes true.
    pub fn solve<G: Solvable + Send + Sync>(
        &mut self,
        game: &G,
        stop: Option<&AtomicBool>,
    ) -> Solution {
        let started = Instant::now();
        self.progress.reset();
        let found = self.exact(game, 0, stop);
        Solution {
            value: found.value,
            nodes: found.nodes,
            searches: found.searches,
            elapsed: started.elapsed(),
            complete: found.complete,
        }
    }

    /// The exact value of `game`, `ply` plies below the root, by every thread at once: each
    /// runs the whole solve, and the first one done gives the answer and stops the others.
    fn exact<G: Solvable + Send + Sync>(
        &mut self,
        game: &G,
        ply: usize,
        stop: Option<&AtomicBool>,
    ) -> Found {
        self.fit_table_to(game);
        let progress = &*self.progress;
        let table = &self.table;
        let finished = AtomicBool::new(false);
        let threads = if game.plies_left() < self.parallel_from {
            1
        } else {
            self.threads
        };
        let busy = (threads > 1).then(Busy::default);
        let busy = busy.as_ref();
        let one = |seed: u64, finished: Option<&AtomicBool>| {
            let mut run = Run::new(
                table,
                Watch {
                    stop,
                    finished,
                    progress: Some(progress),
                    busy,
                },
                seed,
            );
            run.watch_ply(ply);
            let value = run.exact(&mut game.clone(), ply);
            run.report_nodes();
            if !run.aborted
                && let Some(finished) = finished
            {
                finished.store(true, Ordering::Relaxed);
            }
            Found {
                value,
                nodes: run.nodes,
                searches: run.searches,
                complete: !run.aborted,
                stats: run.stats,
            }
        };
        let runs: Vec<Found> = if threads == 1 {
            vec![one(0, None)]
        } else {
            let (one, finished) = (&one, &finished);
            std::thread::scope(|scope| {
                let helpers: Vec<_> = (1..threads as u64)
                    .map(|seed| scope.spawn(move || one(seed, Some(finished))))
                    .collect();
                let mut runs = vec![one(0, Some(finished))];
                runs.extend(helpers.into_iter().map(|helper| {
                    helper
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
                }));
                runs
            })
        };
        let answer = runs.iter().find(|run| run.complete).copied();
        for run in &runs {
            self.count(run.stats);
        }
        Found {
            nodes: runs.iter().map(|run| run.nodes).sum(),
            ..answer.unwrap_or(runs[0])
        }
    }

    /// The exact value of every legal move of `game` (from the side to move's point of view,
    /// root-relative like [`Solution::value`]), in the game's order, with the positions each
    /// took (the position after the move included); `None` if `stop` ended the work early.
    pub fn solve_moves<G: Solvable + Send + Sync>(
        &mut self,
        game: &G,
        stop: Option<&AtomicBool>,
    ) -> Option<Vec<(G::Move, Score, u64)>> {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let mut values = Vec::with_capacity(moves.len());
        for mv in moves {
            let (value, nodes) = self.solve_move(game, mv, stop)?;
            values.push((mv, value, nodes));
        }
        Some(values)
    }

    /// The exact value of the legal move `mv` of `game` (from the side to move's point of
    /// view, root-relative like [`Solution::value`]) and the positions it took, the position
    /// after the move included; `None` if `stop` ended the work early.
    pub fn solve_move<G: Solvable + Send + Sync>(
        &mut self,
        game: &G,
        mv: G::Move,
        stop: Option<&AtomicBool>,
    ) -> Option<(Score, u64)> {
        let mut position = game.clone();
        position.apply(mv);
        self.progress.reset();
        let found = self.exact(&position, 1, stop);
        found.complete.then_some((-found.value, found.nodes + 1))
    }

    /// Everything the textbook search reports, found by the solver: every legal move with its
    /// exact score and the positions it took, the moves that reach the value, a pick among
    /// them with `rng`, and the expected line after it. `None` if `stop` ended the work early
    /// or the game is deeper than the engine's [`crate::engine::MAX_PLY`].
    pub fn report<G: Solvable + Send + Sync>(
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
                    bytes: self.stats.bytes as usize,
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
                    skipped: Skipped::default(),
                    nodes,
                    from_table: None,
                })
                .collect(),
            best_moves,
            nodes: values.iter().map(|&(_, _, nodes)| nodes).sum(),
            tie_check_nodes: 0,
            elapsed: started.elapsed(),
            pv,
            complete: true,
            depth_reached: None,
            table: Some(self.stats),
        })
    }

    /// Whether `mv` keeps `game`'s value `value` (as [`Self::solve`] found it): one
    /// null-window search of the position after it. `None` if `stop` ended it first.
    pub fn keeps_value<G: Solvable>(
        &mut self,
        game: &G,
        mv: G::Move,
        value: Score,
        stop: Option<&AtomicBool>,
    ) -> Option<bool> {
        self.fit_table_to(game);
        let mut run = self.one_run(stop);
        let mut position = game.clone();
        position.apply(mv);
        // Every move scores at most `value`; the ones that keep it score at least it.
        let child = match position.terminal() {
            Some(terminal) => -terminal_score(terminal, 1),
            None => -run.search(&mut position, 1, -value, -value + 1),
        };
        let (aborted, stats) = (run.aborted, run.stats);
        self.count(stats);
        (!aborted).then_some(child >= value)
    }

    /// A search on this thread alone with the solver's table, which `stop` ends.
    fn one_run<'t, M: Copy>(&'t self, stop: Option<&'t AtomicBool>) -> Run<'t, M> {
        Run::new(
            &self.table,
            Watch {
                stop,
                ..Watch::default()
            },
            0,
        )
    }

    /// Adds what a search did with the table to the solver's counters.
    fn count(&mut self, stats: TableStats) {
        self.stats.probes += stats.probes;
        self.stats.hits += stats.hits;
        self.stats.cutoffs += stats.cutoffs;
        self.stats.stores += stats.stores;
    }

    /// The expected line of play from `game` starting with `first` (which must reach the
    /// position's value): at each position the first move, in the game's order, that
    /// keeps the value, up to the end of the game. `None` if `stop` ended the work early.
    pub fn principal_line<G: Solvable>(
        &mut self,
        game: &G,
        first: G::Move,
        stop: Option<&AtomicBool>,
    ) -> Option<Vec<G::Move>> {
        self.fit_table_to(game);
        let mut run = self.one_run(stop);
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
        let stats = run.stats;
        self.count(stats);
        Some(line)
    }
}

/// One thread's answer and what it cost.
#[derive(Clone, Copy)]
struct Found {
    value: Score,
    nodes: u64,
    searches: u32,
    complete: bool,
    stats: TableStats,
}

/// The exact value of `game` with a fresh table of `size` (see [`Solver`] to keep one); an
/// error if the memory for the table cannot be had.
pub fn solve<G: Solvable + Send + Sync>(
    game: &G,
    size: TableSize,
) -> Result<Solution, OutOfMemory> {
    Ok(Solver::new(size)?.solve(game, None))
}
