//! The background thread that runs searches, so the screen stays responsive while the AI thinks.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::AppEvent;
use super::terminal;
use crate::analysis::GameTable;
use crate::analysis::SearchRequest;
use crate::analysis::{
    LiveFigures, LiveSearch, SearchKind, compare_again_in, compare_in, decide_in,
};

/// How long dropping the worker waits for a stopped search to wind down. Searches look at the
/// stop flag every few thousand positions (well under a millisecond); the wait only matters if
/// that ever regressed, and then quitting still takes no longer than this.
const SHUTDOWN_WAIT: Duration = Duration::from_millis(200);

struct Job {
    request: SearchRequest,
    /// The search's flags and figures, shared with the UI thread.
    control: Arc<Control>,
}

/// How the UI thread steers a running job, and what it reads of it.
struct Control {
    /// Nobody wants this job's results any more: end both searches.
    cancelled: AtomicBool,
    /// Ends the deciding search at once: set on cancelling, or to play the best move so far.
    stop_deciding: AtomicBool,
    live: LiveSearch,
}

impl Control {
    fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
        self.stop_deciding.store(true, Ordering::Relaxed);
    }

    fn cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }
}

/// The search thread is gone: it panicked (the message, if one was kept, is inside).
#[derive(Debug)]
pub struct WorkerDied {
    pub panic: Option<String>,
}

impl std::fmt::Display for WorkerDied {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the AI's search thread crashed")?;
        match &self.panic {
            Some(message) => write!(f, ": {message}"),
            None => Ok(()),
        }
    }
}

impl std::error::Error for WorkerDied {}

/// Owns the search thread; at most one search is wanted at a time, older ones are told to stop.
pub struct Worker {
    jobs: Option<Sender<Job>>,
    results: Receiver<AppEvent>,
    current: Option<Arc<Control>>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    /// Starts the search thread, whose searches use `table`; `panic_on_first_job` is the crash
    /// test hook (see [`super::TEST_PANIC_VAR`]).
    pub fn spawn(panic_on_first_job: bool, table: GameTable) -> Self {
        let (jobs, job_queue) = mpsc::channel::<Job>();
        let (result_sender, results) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("morpion-search".into())
            .spawn(move || {
                // The main thread owns the screen: it restores it, then reports this thread's panic.
                terminal::defer_panics_in_this_thread();
                for job in job_queue {
                    if panic_on_first_job {
                        panic!("test hook: the search worker panics on its first job");
                    }
                    if !run_job(&job, &result_sender, &table) {
                        break;
                    }
                }
            })
            .expect("the OS refused to start the search thread");
        Self {
            jobs: Some(jobs),
            results,
            current: None,
            thread: Some(thread),
        }
    }

    /// Queues `request` and stops the search before it, whose result nobody wants any more.
    pub fn submit(&mut self, request: SearchRequest) {
        self.stop_current();
        let control = Arc::new(Control {
            cancelled: AtomicBool::new(false),
            stop_deciding: AtomicBool::new(false),
            live: LiveSearch::new(request.generation),
        });
        if let Some(jobs) = &self.jobs {
            // A send error means the thread died; `try_result` reports that.
            let _ = jobs.send(Job {
                request,
                control: Arc::clone(&control),
            });
        }
        self.current = Some(control);
    }

    /// The AI plays the best move of its deepest completed iteration now, if the current job is
    /// still deciding generation `generation` (a later press does nothing more).
    pub fn play_now(&self, generation: u64) {
        if let Some(control) = &self.current
            && control.live.snapshot().generation == generation
        {
            control.stop_deciding.store(true, Ordering::Relaxed);
        }
    }

    /// Stops the current job unless it is the search of generation `wanted` (undo, a new
    /// game or a new mode can leave the App waiting for no search at all).
    pub fn keep_only(&mut self, wanted: Option<u64>) {
        let current = self.current.as_ref().map(|c| c.live.snapshot().generation);
        if current.is_some() && current != wanted {
            self.stop_current();
        }
    }

    /// The figures of the current job so far (positions, depth reached, best move so far).
    pub fn live(&self) -> Option<LiveFigures> {
        self.current.as_ref().map(|c| c.live.snapshot())
    }

    /// A finished search, if one is waiting; an error once the thread has died, so the game
    /// never waits for an answer that cannot come.
    pub fn try_result(&self) -> Result<Option<AppEvent>, WorkerDied> {
        poll(&self.results)
    }

    fn stop_current(&mut self) {
        if let Some(control) = self.current.take() {
            control.cancel();
        }
    }
}

/// Runs one job: the deciding search, whose result is sent as soon as it is ready (the AI moves),
/// then the comparison. Returns false once nobody listens any more.
/// Each search borrows `table` for its own length only, so a study may use it in between.
fn run_job(job: &Job, results: &Sender<AppEvent>, table: &GameTable) -> bool {
    let control = &job.control;
    let generation = job.request.generation;
    let settings = &job.request.settings;
    if job.request.kind == SearchKind::Compare {
        let comparison = table.with(settings, |table| {
            compare_again_in(
                &job.request,
                Some(&control.cancelled),
                Some(&control.live),
                table,
            )
        });
        return control.cancelled()
            || results
                .send(AppEvent::Compared {
                    generation,
                    comparison: Box::new(comparison),
                })
                .is_ok();
    }
    let outcome = table.with(settings, |table| {
        decide_in(
            &job.request,
            Some(&control.stop_deciding),
            Some(&control.live),
            table,
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
    let comparison = table.with(&selected.settings, |table| {
        compare_in(
            &job.request,
            &selected,
            Some(&control.cancelled),
            Some(&control.live),
            table,
        )
    });
    if control.cancelled() {
        return true;
    }
    results
        .send(AppEvent::Compared {
            generation,
            comparison: Box::new(comparison),
        })
        .is_ok()
}

impl Drop for Worker {
    /// Stops the running search and lets the thread end; joins it only once it has ended, so
    /// quitting never waits on a search for longer than `SHUTDOWN_WAIT`.
    fn drop(&mut self) {
        self.stop_current();
        self.jobs = None;
        let results = std::mem::replace(&mut self.results, mpsc::channel().1);
        let _ = wind_down(results, self.thread.take());
    }
}

/// A background thread's next result, if one is waiting; an error once the thread has died
/// (its results channel disconnected), with the panic it left, if any.
pub(super) fn poll(results: &Receiver<AppEvent>) -> Result<Option<AppEvent>, WorkerDied> {
    match results.try_recv() {
        Ok(event) => Ok(Some(event)),
        Err(TryRecvError::Empty) => Ok(None),
        Err(TryRecvError::Disconnected) => Err(WorkerDied {
            panic: terminal::take_deferred_panic(),
        }),
    }
}

/// Ends a background thread whose job sender was dropped: reads and drops its last results
/// until it returns (its results channel then disconnects) and joins it — or, if it is still
/// busy after `SHUTDOWN_WAIT`, leaves it to end on its own, so quitting never hangs. True if
/// it was joined.
pub(super) fn wind_down<T>(results: Receiver<T>, thread: Option<JoinHandle<()>>) -> bool {
    let deadline = Instant::now() + SHUTDOWN_WAIT;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match results.recv_timeout(left) {
            Ok(_) => continue,
            Err(RecvTimeoutError::Disconnected) => break,
            Err(RecvTimeoutError::Timeout) => return false,
        }
    }
    if let Some(thread) = thread {
        let _ = thread.join();
    }
    true
}
