//! The one mechanism behind the background threads: a runner owns a thread that runs one kind
//! of job, dates each job by an id, cancels the job nobody wants, shares its live figures,
//! reports the thread's panic as an error, and winds the thread down on drop.

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::tui::AppEvent;
use crate::tui::runtime::{signals, terminal};

/// How long dropping a runner waits for a stopped job to wind down. Searches look at their
/// stop flag every few thousand positions (well under a millisecond); the wait only matters if
/// that ever regressed, and then quitting still takes no longer than this.
const SHUTDOWN_WAIT: Duration = Duration::from_millis(200);

/// How the UI thread steers a running job and reads its figures: shared with the job's thread.
pub(in crate::tui) trait Control: Send + Sync + 'static {
    /// Nobody wants the job's result any more: it should end soon and report nothing.
    fn cancel(&self);
}

/// A background thread is gone: it panicked (the message, if one was kept, is inside).
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

/// A job as the thread receives it: the request and its control.
struct Queued<R, C> {
    request: R,
    control: Arc<C>,
}

/// Owns one background thread; at most one of its jobs is wanted at a time, older ones are
/// cancelled. `R` is the job's request, `C` its control.
pub(in crate::tui) struct Runner<R, C: Control> {
    jobs: Option<Sender<Queued<R, C>>>,
    results: Receiver<AppEvent>,
    /// The job running (or queued) now: its id and control.
    current: Option<(u64, Arc<C>)>,
    thread: Option<JoinHandle<()>>,
}

impl<R: Send + 'static, C: Control> Runner<R, C> {
    /// Starts the thread `name`, which runs each job with `run` (given the request, its
    /// control and where to send events; returning false once nobody listens any more); an
    /// error if the system will not start it.
    pub(in crate::tui) fn spawn(
        name: &str,
        mut run: impl FnMut(&R, &C, &Sender<AppEvent>) -> bool + Send + 'static,
    ) -> std::io::Result<Self> {
        let (jobs, job_queue) = mpsc::channel::<Queued<R, C>>();
        let (result_sender, results) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                // The main thread owns the screen: it restores it, then reports this thread's panic.
                terminal::defer_panics_in_this_thread();
                signals::only_the_main_thread_takes_signals();
                for job in job_queue {
                    if !run(&job.request, &job.control, &result_sender) {
                        break;
                    }
                }
            })?;
        Ok(Self {
            jobs: Some(jobs),
            results,
            current: None,
            thread: Some(thread),
        })
    }

    /// Queues job `id` and cancels the one before it, whose result nobody wants any more.
    pub(in crate::tui) fn submit(&mut self, id: u64, request: R, control: C) {
        self.cancel();
        let control = Arc::new(control);
        if let Some(jobs) = &self.jobs {
            // A send error means the thread died; `try_result` reports that.
            let _ = jobs.send(Queued {
                request,
                control: Arc::clone(&control),
            });
        }
        self.current = Some((id, control));
    }

    /// Cancels the current job, if any.
    pub(in crate::tui) fn cancel(&mut self) {
        if let Some((_, control)) = self.current.take() {
            control.cancel();
        }
    }

    /// Cancels the current job unless it is job `wanted`.
    pub(in crate::tui) fn keep_only(&mut self, wanted: Option<u64>) {
        if self.current_id().is_some_and(|id| Some(id) != wanted) {
            self.cancel();
        }
    }

    /// The id of the job running (or queued) now.
    pub(in crate::tui) fn current_id(&self) -> Option<u64> {
        self.current.as_ref().map(|(id, _)| *id)
    }

    /// The control of the job running (or queued) now, to steer it or read its figures.
    pub(in crate::tui) fn current(&self) -> Option<&C> {
        self.current.as_ref().map(|(_, control)| &**control)
    }

    /// A finished job's event, if one is waiting; an error once the thread has died, so the
    /// game never waits for an answer that cannot come.
    pub(in crate::tui) fn try_result(&self) -> Result<Option<AppEvent>, WorkerDied> {
        match self.results.try_recv() {
            Ok(event) => Ok(Some(event)),
            Err(TryRecvError::Empty) => Ok(None),
            Err(TryRecvError::Disconnected) => Err(WorkerDied {
                panic: terminal::take_deferred_panic(),
            }),
        }
    }
}

impl<R, C: Control> Drop for Runner<R, C> {
    /// Cancels the running job and lets the thread end; joins it only once it has ended, so
    /// quitting never waits on a job for longer than `SHUTDOWN_WAIT`.
    fn drop(&mut self) {
        if let Some((_, control)) = self.current.take() {
            control.cancel();
        }
        self.jobs = None;
        let results = std::mem::replace(&mut self.results, mpsc::channel().1);
        let _ = wind_down(results, self.thread.take());
    }
}

/// Ends a background thread whose job sender was dropped: reads and drops its last results
/// until it returns (its results channel then disconnects) and joins it — or, if it is still
/// busy after `SHUTDOWN_WAIT`, leaves it to end on its own, so quitting never hangs. True if
/// it was joined.
fn wind_down<T>(results: Receiver<T>, thread: Option<JoinHandle<()>>) -> bool {
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
