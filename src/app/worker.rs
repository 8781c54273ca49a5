//! The background thread that runs searches, so the screen stays responsive while the AI thinks.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::terminal;
use super::{AppEvent, SearchRequest, run_search};

/// How long dropping the worker waits for a stopped search to wind down. Searches look at the
/// stop flag every few thousand positions (well under a millisecond); the wait only matters if
/// that ever regressed, and then quitting still takes no longer than this.
const SHUTDOWN_WAIT: Duration = Duration::from_millis(200);

struct Job {
    request: SearchRequest,
    stop: Arc<AtomicBool>,
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
    current_stop: Option<Arc<AtomicBool>>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    /// Starts the search thread; `panic_on_first_job` is the crash test hook (see
    /// [`super::TEST_PANIC_VAR`]).
    pub fn spawn(panic_on_first_job: bool) -> Self {
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
                    let outcome = run_search(&job.request, Some(&job.stop));
                    if job.stop.load(Ordering::Relaxed) {
                        continue;
                    }
                    let done = AppEvent::SearchDone {
                        generation: job.request.generation,
                        outcome: Box::new(outcome),
                    };
                    if result_sender.send(done).is_err() {
                        break;
                    }
                }
            })
            .expect("the OS refused to start the search thread");
        Self {
            jobs: Some(jobs),
            results,
            current_stop: None,
            thread: Some(thread),
        }
    }

    /// Queues `request` and stops the search before it, whose result nobody wants any more.
    pub fn submit(&mut self, request: SearchRequest) {
        self.stop_current();
        let stop = Arc::new(AtomicBool::new(false));
        if let Some(jobs) = &self.jobs {
            // A send error means the thread died; `try_result` reports that.
            let _ = jobs.send(Job {
                request,
                stop: Arc::clone(&stop),
            });
        }
        self.current_stop = Some(stop);
    }

    /// A finished search, if one is waiting; an error once the thread has died, so the game
    /// never waits for an answer that cannot come.
    pub fn try_result(&self) -> Result<Option<AppEvent>, WorkerDied> {
        match self.results.try_recv() {
            Ok(event) => Ok(Some(event)),
            Err(TryRecvError::Empty) => Ok(None),
            Err(TryRecvError::Disconnected) => Err(WorkerDied {
                panic: terminal::take_deferred_panic(),
            }),
        }
    }

    fn stop_current(&mut self) {
        if let Some(stop) = self.current_stop.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

impl Drop for Worker {
    /// Stops the running search and lets the thread end; joins it only once it has ended, so
    /// quitting never waits on a search for longer than `SHUTDOWN_WAIT`.
    fn drop(&mut self) {
        self.stop_current();
        self.jobs = None;
        let deadline = Instant::now() + SHUTDOWN_WAIT;
        // The results channel disconnects when the thread returns (or dies).
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.results.recv_timeout(left) {
                Ok(_) => continue,
                Err(RecvTimeoutError::Disconnected) => break,
                Err(RecvTimeoutError::Timeout) => return,
            }
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
