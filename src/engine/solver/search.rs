//! One thread's exact search: null-window alpha-beta over the rule set's forecasts, with static
//! bounds, the shared table (its best moves first) and enhanced transposition cutoffs.
//!
//! - Each node first asks the rule set for its [`Forecast`]: an immediate win, an immediate
//!   loss, or the moves that do not lose at once (a single forced block, say), best first.
//! - The value of a position that cannot win at once is at most a win 3 plies away and, when
//!   none of its moves loses at once, at least a loss 4 plies away: the window shrinks to that,
//!   and to the rule set's static bound ([`Solvable::solver_upper_bound`]) when it has one.
//! - Before any move is searched, every move's position gets that static bound
//!   ([`Solvable::solver_upper_bound_after`]): one that leaves the opponent bad enough off cuts at
//!   once, wherever the order put it (on c4-begin, a fifth fewer positions).
//! - Scores count plies from the root, as the textbook search's do ([`WIN`] − plies), so a
//!   value reads the same in both; the table stores them relative to the position.
//! - The root's value is found by null-window searches ("is it better than x?"), each
//!   narrowing the range of values, until one value is left.

use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, Ordering};

use super::table::{Busy, COMPACT_KEY, NEAR_KEY, REGION_SHIFT, SolveTable, Stored};
use super::{Forecast, Solvable};
use crate::engine::core::transposition::from_table;
use crate::engine::core::{Bound, INFINITY, MAX_PLY, Score, TableStats, WIN, terminal_score};

/// Enhanced transposition cutoffs are tried at positions with more plies than this to go. Each
/// costs a look-up per move, most of them far in memory: from 16 up rather than 12, the opening
/// 444444 takes 7 % more positions but 31 % fewer look-ups, and c4-begin (with forced moves
/// kept out of the table too) is solved about a fifth faster.
const ETC_MIN_LEFT: u32 = 16;

/// Enhanced transposition cutoffs are tried at positions with at most this many moves to search
/// (the children's keys are kept on the stack).
const ETC_MAX_MOVES: usize = 16;

/// Positions with at most this many plies to go are near the end: the table keeps them in this
/// thread's own small region (see [`NEAR_KEY`]). Nearer, the table loses fewer positions but
/// waits for memory more often.
const NEAR_LEFT: u32 = 12;

// The enhanced transposition cutoffs look children up as far keys.
const _: () = assert!(NEAR_LEFT < ETC_MIN_LEFT);

/// How often (in positions) a running solve looks at its stop flags and reports progress.
const CHECK_INTERVAL: u64 = 4096;

/// In a parallel solve, positions with at least this many plies to go are marked while a thread
/// searches them, and a thread leaves a move whose position another is searching for last.
const BUSY_MIN_LEFT: u32 = 20;

/// Helper threads shuffle their move order at positions up to this many plies below the root.
const NOISE_PLIES: usize = 12;

/// What a running solve tells whoever watches it, shared by its threads.
#[derive(Debug, Default)]
pub struct Progress {
    /// Positions searched so far (updated every few thousand).
    pub nodes: AtomicU64,
    /// The range the root's value is known to lie in so far, on the engine's scale.
    pub low: AtomicI32,
    pub high: AtomicI32,
}

impl Progress {
    /// Starts a new solve: nothing searched, nothing known.
    pub fn reset(&self) {
        self.nodes.store(0, Ordering::Relaxed);
        self.low.store(-INFINITY, Ordering::Relaxed);
        self.high.store(INFINITY, Ordering::Relaxed);
    }
}

/// Where a run stops early, whom it reports to, and what it shares with the other threads of
/// its solve.
#[derive(Clone, Copy, Default)]
pub(super) struct Watch<'a> {
    /// The positions the threads of a parallel solve are searching now.
    pub busy: Option<&'a Busy>,
    /// The caller's stop request.
    pub stop: Option<&'a AtomicBool>,
    /// Set when another thread of the same solve has its answer.
    pub finished: Option<&'a AtomicBool>,
    pub progress: Option<&'a Progress>,
}

/// A solve's working state in one thread: the shared table, counters, one move buffer per ply.
pub(super) struct Run<'a, M> {
    table: &'a SolveTable,
    watch: Watch<'a>,
    pub nodes: u64,
    pub searches: u32,
    /// Probes, hits, cutoffs and stores of this run (capacity and memory are the table's).
    pub stats: TableStats,
    next_check: u64,
    reported: u64,
    pub aborted: bool,
    buffers: Vec<Vec<M>>,
    /// The state of a helper thread's move-order noise (0: none).
    noise: u64,
    /// The ply of the position whose value the watcher wants (its bounds are reported).
    root_ply: usize,
    /// What marks a compact key near the end, with this thread's region.
    near: u128,
}

impl<'a, M: Copy> Run<'a, M> {
    /// A run over `table`; `seed` non-zero makes it a helper of a parallel solve, its move order
    /// shuffled near the root so that it searches other lines first than the main thread.
    pub fn new(table: &'a SolveTable, watch: Watch<'a>, seed: u64) -> Self {
        let watched = watch.stop.is_some() || watch.finished.is_some() || watch.progress.is_some();
        Self {
            table,
            watch,
            nodes: 0,
            searches: 0,
            stats: TableStats::default(),
            next_check: if watched { CHECK_INTERVAL } else { u64::MAX },
            reported: 0,
            aborted: false,
            buffers: vec![Vec::new(); MAX_PLY + 2],
            noise: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | u64::from(seed != 0),
            root_ply: usize::MAX,
            near: NEAR_KEY | u128::from(seed as u8 & 63) << REGION_SHIFT,
        }
    }

    #[cold]
    #[inline(never)]
    fn check(&mut self) {
        let raised = |flag: Option<&AtomicBool>| flag.is_some_and(|f| f.load(Ordering::Relaxed));
        if raised(self.watch.stop) || raised(self.watch.finished) {
            self.aborted = true;
        }
        self.report_nodes();
        self.next_check = self.nodes + CHECK_INTERVAL;
    }

    /// Adds the positions searched since the last report to the watcher's count.
    pub fn report_nodes(&mut self) {
        if let Some(progress) = self.watch.progress {
            progress
                .nodes
                .fetch_add(self.nodes - self.reported, Ordering::Relaxed);
            self.reported = self.nodes;
        }
    }

    /// Which position's bounds the watcher sees: the one `ply` plies below the root.
    pub fn watch_ply(&mut self, ply: usize) {
        self.root_ply = ply;
    }

    fn narrowed(&self, ply: usize, low: Score, high: Score) {
        if let Some(progress) = self.watch.progress
            && ply == self.root_ply
        {
            progress.low.fetch_max(low, Ordering::Relaxed);
            progress.high.fetch_min(high, Ordering::Relaxed);
        }
    }

    /// The exact value of `game`, `ply` plies below the root (not counted: its caller does),
    /// by null-window searches that narrow the range of values it can have.
    ///
    /// The tests are on the published Connect Four solvers' scale of "how soon" (see [`Speed`]):
    /// the first one [`first_test`], then in the order [`next_test`] picks.
    pub fn exact<G: Solvable<Move = M>>(&mut self, game: &mut G, ply: usize) -> Score {
        if let Some(terminal) = game.terminal() {
            return terminal_score(terminal, ply);
        }
        let speed = Speed::new(ply, game.plies_left());
        let (mut low, mut high) = (-INFINITY + 1, INFINITY - 1);
        let (mut slowest, mut fastest) = speed.range();
        let mut middle = first_test(&speed);
        while slowest < fastest && low < high && !self.aborted {
            let x = speed.threshold(middle);
            self.searches += 1;
            let found = self.search(game, ply, x, x + 1);
            if self.aborted {
                break;
            }
            if found <= x {
                high = high.min(found);
                fastest = speed.of(found);
            } else {
                low = low.max(found);
                slowest = speed.of(found);
            }
            self.narrowed(ply, low, high);
            middle = next_test(slowest, fastest);
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
            if self.aborted {
                break;
            }
            if found <= x {
                high = found;
            } else {
                low = found;
            }
            self.narrowed(ply, low, high);
        }
        low
    }

    /// Fail-soft alpha-beta from `game`, `ply` plies below the root, not counting it: the
    /// exact value if it lies inside (`alpha`, `beta`), else a bound on the right side.
    pub fn search<G: Solvable<Move = M>>(
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
        let key = game.solver_key().map(|(key, mirrored)| {
            if key & COMPACT_KEY != 0 && game.plies_left() <= NEAR_LEFT {
                (key | self.near, mirrored)
            } else {
                (key, mirrored)
            }
        });
        if let Some((key, _)) = key {
            self.table.prefetch(key);
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        let score = match game.forecast(&mut moves) {
            Forecast::WinsNow => WIN - (ply as Score + 1),
            Forecast::LosesNext => -(WIN - (ply as Score + 2)),
            // The move is not played: its position, and ordering this one's moves, would cost
            // more than the answer.
            Forecast::WinsSoon => WIN - (ply as Score + 3),
            forecast => {
                let safe = forecast == Forecast::Search;
                self.expand(game, ply, alpha, beta, key, &mut moves, safe)
            }
        };
        self.buffers[ply] = moves;
        score
    }

    /// Searches `moves` (the forecast's) from `game`, whose table key is `key`; `safe` when the
    /// forecast vouched that none loses at once and the side to move cannot win at once, which
    /// bounds the value. In turn: the window narrowed by what is known without searching (the
    /// forecast's bounds, the table's entry, the children's static bounds and entries), each
    /// move searched, the result stored.
    #[allow(clippy::too_many_arguments)]
    fn expand<G: Solvable<Move = M>>(
        &mut self,
        game: &mut G,
        ply: usize,
        mut alpha: Score,
        mut beta: Score,
        key: Option<(u128, bool)>,
        moves: &mut [M],
        safe: bool,
    ) -> Score {
        if safe && let Some(cut) = narrow_safe(game, ply, moves.len(), &mut alpha, &mut beta) {
            return cut;
        }
        // A forced move's position is worth exactly what the next one is, whose entry the table
        // keeps: leaving it out saves a third of the look-ups (far in memory) for 5 % more
        // positions.
        let full_key = key;
        let key = key.filter(|_| moves.len() > 1);
        let stored = match key {
            Some((key, _)) => match self.probe(key, ply, &mut alpha, &mut beta) {
                Ok(stored) => stored,
                Err(cut) => return cut,
            },
            None => None,
        };
        if safe && let Some(cut) = self.children_cut(game, ply, key.is_some(), moves, beta) {
            return cut;
        }
        self.order(game, ply, key, stored, moves);
        let (window_low, window_high) = (alpha, beta);
        let nodes_before = self.nodes;
        let (best, best_move) = self.search_moves(game, ply, alpha, beta, full_key, moves, safe);
        if self.aborted {
            return 0;
        }
        if let Some((key, mirrored)) = key {
            let mut bound = Bound::of_window(best, window_low, window_high, true);
            // A bound that meets the stored opposite bound pins the value.
            if let Some(entry) = stored
                && entry.score == best
                && matches!(
                    (bound, entry.bound),
                    (Bound::Upper, Bound::Lower) | (Bound::Lower, Bound::Upper)
                )
            {
                bound = Bound::Exact;
            }
            // After a fail low no move stands out: the one stored before is kept.
            let tag = match bound {
                Bound::Upper => stored.map_or(0, |entry| entry.tag),
                _ => game.move_tag(moves[best_move], mirrored),
            };
            // The work an entry stands for: the bit length of the positions it took.
            let work = 64 - (self.nodes - nodes_before).leading_zeros();
            self.stats.stores += 1;
            self.table.store(key, ply, best, bound, work, tag);
        }
        best
    }

    /// The table's entry for `key`, if any, narrowing the window (`Err`: it decides the value).
    fn probe(
        &mut self,
        key: u128,
        ply: usize,
        alpha: &mut Score,
        beta: &mut Score,
    ) -> Result<Option<Stored>, Score> {
        self.stats.probes += 1;
        let Some(entry) = self.table.probe(key, ply) else {
            return Ok(None);
        };
        self.stats.hits += 1;
        match entry.bound {
            Bound::Exact => {
                self.stats.cutoffs += 1;
                return Err(entry.score);
            }
            Bound::Lower if entry.score > *alpha => *alpha = entry.score,
            Bound::Upper if entry.score < *beta => *beta = entry.score,
            _ => {}
        }
        if *alpha >= *beta {
            self.stats.cutoffs += 1;
            return Err(entry.score);
        }
        Ok(Some(entry))
    }

    /// A child whose value is known without searching it and good enough to cut (a score of at
    /// least `beta`), of a position the forecast vouched for: first by the rule set's static
    /// bound, wherever the move stands in the order, then (enhanced transposition cutoff) by
    /// the table's entry, where the position has one (`keyed`).
    fn children_cut<G: Solvable<Move = M>>(
        &mut self,
        game: &mut G,
        ply: usize,
        keyed: bool,
        moves: &[M],
        beta: Score,
    ) -> Option<Score> {
        if moves.len() > 1 {
            for &mv in moves {
                if let Some(bound) = game.solver_upper_bound_after(mv) {
                    let score = -from_table(bound, ply + 1);
                    if score >= beta {
                        return Some(score);
                    }
                }
            }
        }
        if !keyed || game.plies_left() <= ETC_MIN_LEFT || moves.len() > ETC_MAX_MOVES {
            return None;
        }
        // All the children's buckets are fetched at once, then read.
        let mut keys = [None; ETC_MAX_MOVES];
        for (key, &mv) in keys.iter_mut().zip(moves.iter()) {
            game.apply_quiet(mv);
            // (Far from the end, where no child is near.)
            *key = game.solver_key().map(|(key, _)| key);
            game.undo(mv);
            if let Some(child) = *key {
                self.table.prefetch(child);
            }
        }
        keys[..moves.len()].iter().flatten().find_map(|key| {
            self.table
                .probe(*key, ply + 1)
                .filter(|child| child.bound != Bound::Lower && -child.score >= beta)
                .map(|child| -child.score)
        })
    }

    /// Searches each of `moves` in order within (`alpha`, `beta`) until one cuts: the best
    /// score and its move's index. In a parallel solve, the moves another thread is searching
    /// come last.
    #[allow(clippy::too_many_arguments)]
    fn search_moves<G: Solvable<Move = M>>(
        &mut self,
        game: &mut G,
        ply: usize,
        mut alpha: Score,
        beta: Score,
        key: Option<(u128, bool)>,
        moves: &[M],
        safe: bool,
    ) -> (Score, usize) {
        let busy = self
            .watch
            .busy
            .zip(key)
            .filter(|_| game.plies_left() >= BUSY_MIN_LEFT && moves.len() <= 64);
        if let Some((busy, (key, _))) = busy {
            busy.enter(key);
        }
        let check_busy = busy.filter(|_| game.plies_left() > BUSY_MIN_LEFT);
        let mut deferred = 0u64;
        let mut best = -INFINITY;
        let mut best_move = 0;
        let mut next = 0;
        loop {
            // Every move in order, then the ones left for later.
            let first_pass = next < moves.len();
            let index = if first_pass {
                next += 1;
                next - 1
            } else if deferred != 0 {
                let index = deferred.trailing_zeros() as usize;
                deferred &= deferred - 1;
                index
            } else {
                break;
            };
            let mv = moves[index];
            if safe {
                game.apply_quiet(mv);
            } else {
                game.apply(mv);
            }
            if let Some((busy, _)) = check_busy
                && first_pass
                && index > 0
                && game
                    .solver_key()
                    .is_some_and(|(child, _)| busy.contains(child))
            {
                game.undo(mv);
                deferred |= 1 << index;
                continue;
            }
            self.nodes += 1;
            if self.nodes >= self.next_check {
                self.check();
            }
            let score = -self.search(game, ply + 1, -beta, -alpha);
            game.undo(mv);
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                best_move = index;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        if let Some((busy, (key, _))) = busy {
            busy.leave(key);
        }
        (best, best_move)
    }

    /// Puts the table's best move first (the rest keep the forecast's order); a helper thread
    /// then shuffles the first moves near the root.
    fn order<G: Solvable<Move = M>>(
        &mut self,
        game: &G,
        ply: usize,
        key: Option<(u128, bool)>,
        stored: Option<Stored>,
        moves: &mut [M],
    ) {
        if let (Some((_, mirrored)), Some(entry)) = (key, stored)
            && entry.tag != 0
            && let Some(index) = moves
                .iter()
                .position(|&mv| game.move_tag(mv, mirrored) == entry.tag)
        {
            moves[..=index].rotate_right(1);
        }
        if self.noise != 0 && ply < NOISE_PLIES && moves.len() >= 2 {
            // xorshift64
            self.noise ^= self.noise << 13;
            self.noise ^= self.noise >> 7;
            self.noise ^= self.noise << 17;
            match self.noise % 4 {
                0 => moves.swap(0, 1),
                1 if moves.len() >= 3 => moves.swap(1, 2),
                _ => {}
            }
        }
    }
}

/// The window of a position the forecast vouched for (no move loses at once, the side to move
/// cannot win at once): no win before the mover's next move but one, no loss before the
/// opponent's, and neither if the game ends first; the rule set's static bound too. Narrows
/// (`alpha`, `beta`) to it; `Some` where that leaves nothing to search.
fn narrow_safe<G: Solvable>(
    game: &G,
    ply: usize,
    moves: usize,
    alpha: &mut Score,
    beta: &mut Score,
) -> Option<Score> {
    let left = game.plies_left();
    // (5 plies when the forecast ruled out a win in 3 for every one of its moves.)
    let soonest = if moves > 1 && game.forecast_finds_wins_soon() {
        5
    } else {
        3
    };
    let most = if left >= soonest {
        WIN - (ply as Score + soonest as Score)
    } else {
        0
    };
    let most = match game.solver_upper_bound() {
        Some(bound) => most.min(from_table(bound, ply)),
        None => most,
    };
    if *beta > most {
        *beta = most;
        if *alpha >= *beta {
            return Some(*beta);
        }
    }
    let least = if left >= 4 {
        -(WIN - (ply as Score + 4))
    } else {
        0
    };
    if *alpha < least {
        *alpha = least;
        if *alpha >= *beta {
            return Some(*alpha);
        }
    }
    None
}

/// Which speed the first null-window test compares the value with: "at least a draw?" where
/// the position has an odd number of plies to go (on 7×6, the second player to move), "a win?"
/// elsewhere. On c4-mid this takes 3.3 % fewer positions than "a win?" everywhere, on c4-begin
/// 1.3 % fewer; "at least a draw?" everywhere took 3.4 % more on c4-begin.
fn first_test(speed: &Speed) -> Score {
    let (slowest, fastest) = speed.range();
    if speed.left % 2 == 1 && slowest < 0 && fastest > 0 {
        -1
    } else {
        next_test(slowest, fastest)
    }
}

/// Which speed the next null-window test compares the value with ("is it faster than this?"),
/// when it lies between `slowest` and `fastest` (on the [`Speed`] scale, both included).
///
/// While both are possible, "is it a win?"; then, for a win, "is it faster than the slowest
/// win left?", step by step (a fail-soft answer often skips steps), since the first win found
/// is usually the value; for a draw or a loss, "is it a draw?", then halfway towards the fastest loss, as the
/// published solver does. On c4-begin this takes 11 % fewer positions than halving from the
/// start, and a fourth fewer on openings worth a slow win such as 444444.
fn next_test(slowest: Score, fastest: Score) -> Score {
    if slowest < 0 && fastest > 0 {
        0
    } else if slowest > 0 {
        slowest
    } else if fastest == 0 {
        -1
    } else {
        let middle = slowest + (fastest - slowest) / 2;
        if slowest / 2 < middle {
            slowest / 2
        } else {
            middle
        }
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
