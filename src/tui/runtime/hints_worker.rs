//! The hints' solver thread: the exact values of the moves of the position on the board that the
//! opening book does not give, solved one move at a time while the person thinks, each sent as
//! soon as it is known; a move (or undo, or leaving) drops the solve at the solver's next check.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::analysis::GameSolver;
use crate::analysis::exact_hints::{HintSolver, SolveLive, SolveRequest};
use crate::tui::AppEvent;
use crate::tui::runtime::job_runner::{Control, Runner, WorkerDied};

/// How the UI thread stops a running solve, and what it reads of it.
struct SolveControl {
    stop: AtomicBool,
    live: SolveLive,
}

impl Control for SolveControl {
    fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The hints' solver thread; one solve is wanted at a time, an older one is told to stop. Its
/// jobs' ids are the solves' ids.
pub struct HintsWorker {
    runner: Runner<SolveRequest, SolveControl>,
}

impl HintsWorker {
    /// Starts the thread, which solves with `solver` (the AI's, lent between its moves) on
    /// every core but one (the screen's), at least one; an error if the system will not start
    /// it.
    pub fn spawn(solver: GameSolver) -> std::io::Result<Self> {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let mut solver = HintSolver::sharing(solver, cores.saturating_sub(1));
        let runner = Runner::spawn(
            "morpion-hints",
            move |request: &SolveRequest, control: &SolveControl, results| {
                let id = request.id;
                let mut listening = true;
                let end = solver.solve(
                    &request.position,
                    &request.moves,
                    Some(&control.stop),
                    Some(&control.live),
                    |mv, score| {
                        listening &= results.send(AppEvent::HintSolved { id, mv, score }).is_ok();
                    },
                );
                if control.stop.load(Ordering::Relaxed) {
                    return listening; // nobody wants it any more
                }
                listening && results.send(AppEvent::HintSolveEnded { id, end }).is_ok()
            },
        )?;
        Ok(Self { runner })
    }

    /// Queues `request` and stops the solve before it.
    pub fn submit(&mut self, request: SolveRequest) {
        let control = SolveControl {
            stop: AtomicBool::new(false),
            live: SolveLive::default(),
        };
        self.runner.submit(request.id, request, control);
    }

    /// Stops the current solve unless it is solve `wanted`.
    pub fn keep_only(&mut self, wanted: Option<u64>) {
        self.runner.keep_only(wanted);
    }

    /// The running solve's progress: its id and the positions searched for its current move.
    pub fn live(&self) -> Option<AppEvent> {
        let id = self.runner.current_id()?;
        let positions = self.runner.current()?.live.positions();
        Some(AppEvent::HintSolveProgress { id, positions })
    }

    /// A solved move or a finished solve, if one is waiting; an error once the thread has died.
    pub fn try_result(&self) -> Result<Option<AppEvent>, WorkerDied> {
        self.runner.try_result()
    }
}
