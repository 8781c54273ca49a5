//! Exact hints on boards with gravity (Connect Four and its other sizes): each move's exact
//! value from the opening book at once where it knows the move, else from the exact solver, one
//! move at a time, which the game runs in the background while the person thinks.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use super::book::OpeningBook;
use super::game_solver::GameSolver;
use super::move_values::one_ply_further;
use super::threads::{ThreadRefused, refusing_threads};
use crate::engine::core::terminal_score;
use crate::engine::{FULL_SEARCH_MAX_PLIES, Game, Progress, Score, SearchSettings, TableSize};
use crate::games::mnk::Mnk;
use crate::games::playable::Playable;

/// Whether the hints of `position` under the player's `settings` are exact values from the book
/// and the solver rather than the textbook search's: on a board with gravity, with no depth
/// limit set, where the textbook search could not reach the end (more than
/// [`FULL_SEARCH_MAX_PLIES`] plies to go; below that its values are exact already). With a
/// depth limit the hints show what a search of that depth sees, as before.
pub fn solves_hints(position: &Playable, settings: &SearchSettings) -> bool {
    settings.depth_limit.is_none()
        && position.plies_left() > FULL_SEARCH_MAX_PLIES
        && position
            .board()
            .is_some_and(|board| board.geometry().gravity() && !board.is_over())
}

/// Where an exact value came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// The opening book (the position's line, or the line of the position after the move), or
    /// the rules (the move ends the game).
    Book,
    /// The exact solver.
    Solver,
}

/// The moves of `position` whose exact value is known without a search, in the game's order:
/// from the opening book's line for the position, or for the position after the move (the
/// book keeps the positions where the AI is to move), and the moves that end the game. Each
/// value is from the side to move's point of view, a win `p` plies away (the move included)
/// scoring `WIN - p`, as the solver's [`crate::engine::Solver::solve_move`] gives it.
pub fn book_values(position: &Mnk) -> Vec<(usize, Score)> {
    if position.is_over() {
        return Vec::new();
    }
    let book = OpeningBook::shipped();
    let own = book.lookup(position);
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves
        .into_iter()
        .filter_map(|mv| {
            if let Some(&(_, value)) = own
                .as_ref()
                .and_then(|entry| entry.moves.iter().find(|&&(cell, _)| cell == mv))
            {
                return Some((mv, value));
            }
            let mut after = position.clone();
            after.apply(mv);
            // The value of the position after the move, for the side to move there.
            let theirs = match after.terminal() {
                Some(terminal) => terminal_score(terminal, 0),
                None => book
                    .lookup(&after)?
                    .moves
                    .iter()
                    .map(|&(_, value)| value)
                    .max()?,
            };
            Some((mv, one_ply_further(-theirs)))
        })
        .collect()
}

/// `moves` in the order the solver takes them: nearest the centre column first, the left one
/// first at the same distance (the best moves are most often central, and a player looks there
/// first).
pub fn solving_order(position: &Mnk, moves: &[usize]) -> Vec<usize> {
    let cols = position.geometry().cols();
    let mut ordered = moves.to_vec();
    ordered.sort_by_key(|&mv| {
        let col = mv % cols;
        (2 * col).abs_diff(cols - 1)
    });
    ordered
}

/// The moves of one position the App wants solved, in the order to solve them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveRequest {
    /// Results carry it; the App drops those of a request it no longer wants.
    pub id: u64,
    pub position: Mnk,
    pub moves: Vec<usize>,
}

/// How a run of [`HintSolver::solve`] ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveEnd {
    /// Every move asked for was solved.
    Done,
    /// The stop request ended it.
    Stopped,
    /// The system would not start a thread the solver needed, even alone.
    NoThread,
    /// The system had not the memory for the solver's smallest table.
    NoMemory,
}

/// What the solve under way has searched so far, for another thread to read.
#[derive(Debug, Default)]
pub struct SolveLive {
    progress: Mutex<Option<Arc<Progress>>>,
}

impl SolveLive {
    /// Positions the solver has searched so far for the move it is solving.
    pub fn positions(&self) -> u64 {
        self.lock()
            .as_ref()
            .map_or(0, |progress| progress.nodes.load(Ordering::Relaxed))
    }

    fn watch(&self, progress: Arc<Progress>) {
        *self.lock() = Some(progress);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Arc<Progress>>> {
        // A whole `Arc` is stored at once: a panic cannot leave it half-written.
        self.progress.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The hints' solver: made the first time it is needed, its table growing with the work up to
/// the memory it was given, and kept from one position to the next (an entry is a fact about a
/// position of the game, true whichever position is solved), so each solve starts from what the
/// last ones learnt. In the game it is the AI's solver, lent to the hints between the AI's
/// moves (see [`GameSolver`]): one table for both.
pub struct HintSolver {
    solver: GameSolver,
    threads: usize,
}

impl HintSolver {
    /// A solver of its own whose table will take at most `most`, searching with `threads`
    /// threads (at least one) on the positions far enough from the end for more than one to
    /// pay.
    pub fn new(most: TableSize, threads: usize) -> Self {
        Self::sharing(GameSolver::growing(most), threads)
    }

    /// The hints' use of `solver` (which others may use in turn), with `threads` threads.
    pub fn sharing(solver: GameSolver, threads: usize) -> Self {
        Self {
            solver,
            threads: threads.max(1),
        }
    }

    /// The threads each solve uses now (fewer once the system refused one).
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Solves `moves` of `position` one by one, in that order, calling `found` with each move
    /// and its exact value (as [`book_values`] gives them) as soon as it is known; `stop` ends
    /// the work between two checks of the solver (a few thousand positions), `live` receives
    /// the positions searched. The solver is held for one move at a time.
    pub fn solve(
        &mut self,
        position: &Mnk,
        moves: &[usize],
        stop: Option<&AtomicBool>,
        live: Option<&SolveLive>,
        mut found: impl FnMut(usize, Score),
    ) -> SolveEnd {
        let stopped = || stop.is_some_and(|s| s.load(Ordering::Relaxed));
        for &mv in moves {
            if stopped() {
                return SolveEnd::Stopped;
            }
            let mut lent = self.solver.lend();
            match refusing_threads(|| lent.make_for(position.geometry())) {
                Ok(Ok(())) => {}
                Ok(Err(_)) => return SolveEnd::NoMemory,
                Err(ThreadRefused) => return SolveEnd::NoThread,
            }
            let Some(solver) = lent.solver() else {
                return SolveEnd::NoMemory;
            };
            solver.set_threads(self.threads);
            if let Some(live) = live {
                live.watch(solver.progress());
            }
            let solved = match refusing_threads(|| solver.solve_move(position, mv, stop)) {
                // The solver's helpers were refused: from now on it works alone.
                Err(ThreadRefused) if self.threads > 1 => {
                    self.threads = 1;
                    solver.set_threads(1);
                    match refusing_threads(|| solver.solve_move(position, mv, stop)) {
                        Ok(solved) => solved,
                        Err(ThreadRefused) => return SolveEnd::NoThread,
                    }
                }
                Err(ThreadRefused) => return SolveEnd::NoThread,
                Ok(solved) => solved,
            };
            drop(lent);
            match solved {
                Some((score, _positions)) => found(mv, score),
                None => return SolveEnd::Stopped,
            }
        }
        SolveEnd::Done
    }
}
