//! Connect Four played perfectly: the opening book's move, or else every move solved exactly by
//! the solver within the think time; the textbook search still runs beside it, for its figures.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rand::Rng;
use rand::seq::IndexedRandom;

use super::book::{OpeningBook, is_connect_four};
use super::game_solver::GameSolver;
use super::play_clock;
use super::threads::{ThreadRefused, refusing_threads};
use crate::engine::{Game, Score, Solver, TableSize};
use crate::games::mnk::Mnk;
use crate::games::playable::Playable;

/// The memory of the perfect player's table in the commands that play as the game does
/// (`autoplay`, `analyze`'s AI move): kept from one move to the next, so each solve starts
/// from what the last one learnt. (The game itself shares one solver between the AI and the
/// hints, its table growing up to the game's table memory: see [`GameSolver`].)
pub const GAME_SOLVER_TABLE: TableSize = TableSize::mib(256);

/// Every legal move's exact value, and the move chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExactMoves {
    /// The moves whose exact value is known, with it, for the side to move (the engine's
    /// scale): every legal move from the book; from the solver, the best moves and as many of
    /// the others as it solved within the think time.
    pub moves: Vec<(usize, Score)>,
    /// The position's value: the best move's.
    pub value: Score,
    /// The moves that reach it.
    pub best_moves: Vec<usize>,
    /// The move played.
    pub choice: usize,
}

/// Where the AI's move came from when it plays perfectly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PerfectPlay {
    /// The opening book had the position: its move, at once.
    Book(ExactMoves),
    /// The solver found the position's value and the moves that keep it within the think time.
    Solver {
        exact: ExactMoves,
        /// Positions the solver visited.
        positions: u64,
        elapsed: Duration,
    },
    /// The solver had not finished when the think time was up (or Esc was pressed): the
    /// textbook search's move is played.
    OutOfTime { elapsed: Duration },
    /// The system had not the memory for the solver's table: the textbook search's move.
    NoMemory,
    /// The system would not start a thread the solver needed (a memory or process limit):
    /// the textbook search's move.
    NoThread,
}

impl PerfectPlay {
    /// The exact values, when the book or the solver gave them.
    pub fn exact(&self) -> Option<&ExactMoves> {
        match self {
            Self::Book(exact) | Self::Solver { exact, .. } => Some(exact),
            Self::OutOfTime { .. } | Self::NoMemory | Self::NoThread => None,
        }
    }

    /// The time it took (nothing for the book).
    pub fn elapsed(&self) -> Duration {
        match self {
            Self::Solver { elapsed, .. } | Self::OutOfTime { elapsed } => *elapsed,
            Self::Book(_) | Self::NoMemory | Self::NoThread => Duration::ZERO,
        }
    }
}

/// Whether the AI plays `position`'s game perfectly when asked to: standard Connect Four.
pub fn plays_perfectly(position: &Playable) -> bool {
    position
        .board()
        .is_some_and(|board| is_connect_four(board.geometry()))
}

/// The book and the solver of one game: the solver's table is made the first time the game
/// leaves the book, then kept; the game lends the same solver to the hints (see
/// [`GameSolver`]).
pub struct PerfectPlayer {
    solver: GameSolver,
    threads: usize,
}

impl PerfectPlayer {
    /// A player whose solver will use a table of `table`, made whole the first time the game
    /// leaves the book, and every core of the machine.
    pub fn new(table: TableSize) -> Self {
        Self::sharing(GameSolver::fixed(table))
    }

    /// A player using `solver` (which others may use in turn), on every core of the machine.
    pub fn sharing(solver: GameSolver) -> Self {
        Self {
            solver,
            threads: std::thread::available_parallelism().map_or(1, usize::from),
        }
    }

    /// The perfect move at `position` (a Connect Four position that is not over): the book's,
    /// or the solver's if it solves every move before `think` has passed and `stop` is set; a
    /// tie among best moves is broken with `rng`. `None` for other games.
    pub fn choose(
        &mut self,
        position: &Playable,
        think: Duration,
        stop: Option<&AtomicBool>,
        rng: &mut impl Rng,
    ) -> Option<PerfectPlay> {
        let board = position.board().filter(|_| plays_perfectly(position))?;
        if board.is_over() {
            return None;
        }
        if let Some(entry) = OpeningBook::shipped().lookup(board) {
            let value = entry.moves.iter().map(|&(_, value)| value).max()?;
            return Some(PerfectPlay::Book(ExactMoves {
                moves: entry.moves,
                value,
                best_moves: entry.best_moves,
                choice: entry.choice,
            }));
        }
        // The solver is made the first time it is needed, not counted in the think time: a
        // fixed table whole (its pages touched on every core, by threads the system may refuse:
        // then there is no solver this time), a growing one small, grown within the solve.
        // Shared with the hints, it is held by them only while a person is to move, so the
        // wait here is short (see [`GameSolver`]).
        let mut lent = self.solver.lend();
        match refusing_threads(|| lent.make_for(board.geometry())) {
            Ok(Ok(())) => {}
            Ok(Err(_)) => return Some(PerfectPlay::NoMemory),
            Err(ThreadRefused) => return Some(PerfectPlay::NoThread),
        }
        let solver = lent.solver()?;
        solver.set_threads(self.threads);
        // The think time on the game's clock, which a stop (Ctrl-Z) does not move.
        let started = play_clock::now();
        let solve = |solver: &mut Solver| {
            let left = think.saturating_sub(play_clock::now().saturating_duration_since(started));
            play_clock::within(left, stop, |time_up| {
                refusing_threads(|| {
                    solve_value_then_moves(solver, board, time_up, started + think / 2)
                })
            })
            .and_then(|solved| solved)
        };
        let solved = match solve(solver) {
            Ok(solved) => solved,
            // The solver's helpers were refused: from now on it works alone.
            Err(ThreadRefused) if self.threads > 1 => {
                self.threads = 1;
                solver.set_threads(1);
                match solve(solver) {
                    Ok(solved) => solved,
                    Err(ThreadRefused) => return Some(PerfectPlay::NoThread),
                }
            }
            Err(ThreadRefused) => return Some(PerfectPlay::NoThread),
        };
        drop(lent);
        let elapsed = play_clock::now().saturating_duration_since(started);
        let Some(Solved {
            value,
            best_moves,
            moves,
            positions,
        }) = solved
        else {
            return Some(PerfectPlay::OutOfTime { elapsed });
        };
        let choice = *best_moves.choose(rng)?;
        let exact = ExactMoves {
            moves,
            value,
            best_moves,
            choice,
        };
        Some(PerfectPlay::Solver {
            exact,
            positions,
            elapsed,
        })
    }
}

/// What the solver found before the time was up.
struct Solved {
    value: Score,
    /// The moves found to keep the value (every one, unless time ran out first).
    best_moves: Vec<usize>,
    /// The moves whose exact value is known: the best ones, and the others solved in time.
    moves: Vec<(usize, Score)>,
    positions: u64,
}

/// The position's value (one solve, quick when a move wins soon); then which moves keep it
/// (one null-window test each, centre first); then the other moves' exact values, one by one,
/// until `others_until` (half the think time). `None` unless the value and a move keeping it
/// were found before `time_up`: a move that wins soon is played at once, even where solving
/// every other move exactly would take longer than the think time.
fn solve_value_then_moves(
    solver: &mut Solver,
    board: &Mnk,
    time_up: &AtomicBool,
    others_until: Instant,
) -> Option<Solved> {
    let whole = solver.solve(board, Some(time_up));
    if !whole.complete {
        return None;
    }
    let value = whole.value;
    let mut positions = whole.nodes;
    let mut moves = Vec::new();
    board.legal_moves(&mut moves);
    let cols = board.geometry().cols();
    moves.sort_by_key(|&mv| (mv % cols).abs_diff(cols / 2));
    let mut best_moves = Vec::new();
    let mut others = Vec::new();
    for &mv in &moves {
        match solver.keeps_value(board, mv, value, Some(time_up)) {
            Some(true) => best_moves.push(mv),
            Some(false) => others.push(mv),
            None => break,
        }
    }
    if best_moves.is_empty() {
        return None;
    }
    let mut known: Vec<(usize, Score)> = best_moves.iter().map(|&mv| (mv, value)).collect();
    for mv in others {
        // The move is known: the other values only while half the think time is left.
        if play_clock::now() >= others_until {
            break;
        }
        let Some((score, nodes)) = solver.solve_move(board, mv, Some(time_up)) else {
            break;
        };
        positions += nodes;
        known.push((mv, score));
    }
    known.sort_by_key(|&(mv, _)| mv % cols);
    best_moves.sort_by_key(|&mv| mv % cols);
    Some(Solved {
        value,
        best_moves,
        moves: known,
        positions,
    })
}
