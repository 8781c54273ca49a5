//! The search thread: the AI's searches as jobs of the background runner, so the screen stays
//! responsive while the AI thinks.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;

use crate::analysis::SearchRequest;
use crate::analysis::perfect::PerfectPlayer;
use crate::analysis::{GameSolver, GameTable};
use crate::analysis::{LiveFigures, LiveSearch, SearchKind, decide_perfectly, recount};
use crate::tui::AppEvent;
use crate::tui::runtime::job_runner::{Control, Runner, WorkerDied};

/// How the UI thread steers a running search, and what it reads of it.
struct SearchControl {
    /// Nobody wants this job's results any more: end both searches.
    cancelled: AtomicBool,
    /// Ends the deciding search at once: set on cancelling, or to play the best move so far.
    stop_deciding: AtomicBool,
    live: LiveSearch,
}

impl Control for SearchControl {
    fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
        self.stop_deciding.store(true, Ordering::Relaxed);
    }
}

impl SearchControl {
    fn cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }
}

/// The search thread; at most one search is wanted at a time, older ones are told to stop.
/// Its jobs' ids are the searches' generations.
pub struct Worker {
    runner: Runner<SearchRequest, SearchControl>,
}

impl Worker {
    /// Starts the search thread, whose searches use `table` and whose perfect play uses
    /// `solver` (the hints' too); `panic_on_first_job` is the crash test hook (see
    /// [`crate::tui::TEST_PANIC_VAR`]). An error if the system will not start it.
    pub fn spawn(
        panic_on_first_job: bool,
        table: GameTable,
        solver: GameSolver,
    ) -> std::io::Result<Self> {
        // The book and the solver of the game, kept from one decision to the next.
        let mut player = PerfectPlayer::sharing(solver);
        let runner = Runner::spawn("morpion-search", move |request, control, results| {
            if panic_on_first_job {
                panic!("test hook: the search worker panics on its first job");
            }
            run_job(request, control, results, &table, &mut player)
        })?;
        Ok(Self { runner })
    }

    /// Queues `request` and stops the search before it, whose result nobody wants any more.
    pub fn submit(&mut self, request: SearchRequest) {
        let control = SearchControl {
            cancelled: AtomicBool::new(false),
            stop_deciding: AtomicBool::new(false),
            live: LiveSearch::new(request.generation),
        };
        self.runner.submit(request.generation, request, control);
    }

    /// The AI plays the best move of its deepest completed iteration now, if the current job is
    /// still deciding generation `generation` (a later press does nothing more).
    pub fn play_now(&self, generation: u64) {
        if let Some(control) = self.runner.current()
            && control.live.snapshot().generation == generation
        {
            control.stop_deciding.store(true, Ordering::Relaxed);
        }
    }

    /// Stops the current job unless it is the search of generation `wanted` (undo, a new
    /// game or a new mode can leave the App waiting for no search at all).
    pub fn keep_only(&mut self, wanted: Option<u64>) {
        self.runner.keep_only(wanted);
    }

    /// The figures of the current job so far (positions, depth reached, best move so far).
    pub fn live(&self) -> Option<LiveFigures> {
        self.runner.current().map(|c| c.live.snapshot())
    }

    /// A finished search, if one is waiting; an error once the thread has died, so the game
    /// never waits for an answer that cannot come.
    pub fn try_result(&self) -> Result<Option<AppEvent>, WorkerDied> {
        self.runner.try_result()
    }
}

/// Runs one job: the deciding search, whose result is sent as soon as it is ready (the AI moves),
/// then the recount. Returns false once nobody listens any more.
/// Each search borrows `table` for its own length only, so a study may use it in between.
fn run_job(
    request: &SearchRequest,
    control: &SearchControl,
    results: &Sender<AppEvent>,
    table: &GameTable,
    player: &mut PerfectPlayer,
) -> bool {
    let generation = request.generation;
    let settings = &request.settings;
    if request.kind == SearchKind::Recount {
        let recount = table.with(settings, |table| {
            recount(
                request,
                &request.settings,
                Some(&control.cancelled),
                Some(&control.live),
                table,
            )
        });
        return control.cancelled()
            || results
                .send(AppEvent::Recounted {
                    generation,
                    recount: Box::new(recount),
                })
                .is_ok();
    }
    let outcome = table.with(settings, |table| {
        decide_perfectly(
            request,
            Some(&control.stop_deciding),
            Some(&control.live),
            table,
            player,
        )
    });
    let Some(outcome) = outcome else {
        return true; // the game was already over: nothing to say
    };
    if control.cancelled() {
        return true;
    }
    let selected = outcome.selected.clone();
    let done = AppEvent::SearchDone {
        generation,
        outcome: Box::new(outcome),
    };
    if results.send(done).is_err() {
        return false;
    }
    let recount = table.with(&selected.settings, |table| {
        recount(
            request,
            &selected.settings,
            Some(&control.cancelled),
            Some(&control.live),
            table,
        )
    });
    if control.cancelled() {
        return true;
    }
    results
        .send(AppEvent::Recounted {
            generation,
            recount: Box::new(recount),
        })
        .is_ok()
}
