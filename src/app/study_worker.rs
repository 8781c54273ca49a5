//! The second background thread: it runs the studies the player asks for (explorer, hints,
//! comparison), so they never hold up the screen nor the AI's own search on the first thread.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use super::AppEvent;
use super::terminal;
use super::worker::{WorkerDied, poll, wind_down};
use crate::analysis::GameTable;
use crate::analysis::{LiveStudy, StudyLive, StudyRequest, run_study_in};

struct Job {
    request: StudyRequest,
    control: Arc<Control>,
}

struct Control {
    stop: AtomicBool,
    live: LiveStudy,
}

/// Owns the study thread; one study is wanted at a time, an older one is told to stop.
pub struct StudyWorker {
    jobs: Option<Sender<Job>>,
    results: Receiver<AppEvent>,
    /// The study running (or queued) now, by id.
    current: Option<(u64, Arc<Control>)>,
    thread: Option<JoinHandle<()>>,
}

impl StudyWorker {
    /// Starts the study thread, whose searches use `table`.
    pub fn spawn(table: GameTable) -> Self {
        let (jobs, job_queue) = mpsc::channel::<Job>();
        let (result_sender, results) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("morpion-study".into())
            .spawn(move || {
                // The main thread owns the screen: it restores it, then reports this thread's panic.
                terminal::defer_panics_in_this_thread();
                for job in job_queue {
                    let control = &job.control;
                    let result = run_study_in(
                        &job.request,
                        Some(&control.stop),
                        Some(&control.live),
                        &table,
                    );
                    if control.stop.load(Ordering::Relaxed) {
                        continue; // nobody wants it any more
                    }
                    let done = AppEvent::Studied {
                        id: job.request.id,
                        result: Box::new(result),
                    };
                    if result_sender.send(done).is_err() {
                        break;
                    }
                }
            })
            .expect("the OS refused to start the study thread");
        Self {
            jobs: Some(jobs),
            results,
            current: None,
            thread: Some(thread),
        }
    }

    /// Runs the `wanted` study, stopping any other: the App says what it wants, this makes
    /// it so (the App never waits for a study, so nothing is lost if one is dropped).
    pub fn follow(&mut self, wanted: Option<&StudyRequest>) {
        if wanted.map(|s| s.id) == self.current.as_ref().map(|(id, _)| *id) {
            return;
        }
        self.stop_current();
        let Some(request) = wanted else {
            return;
        };
        let control = Arc::new(Control {
            stop: AtomicBool::new(false),
            live: LiveStudy::new(request.id),
        });
        if let Some(jobs) = &self.jobs {
            // A send error means the thread died; `try_result` reports that.
            let _ = jobs.send(Job {
                request: request.clone(),
                control: Arc::clone(&control),
            });
        }
        self.current = Some((request.id, control));
    }

    /// The running study's progress.
    pub fn live(&self) -> Option<StudyLive> {
        self.current.as_ref().map(|(_, c)| c.live.snapshot())
    }

    /// A finished study, if one is waiting; an error once the thread has died.
    pub fn try_result(&self) -> Result<Option<AppEvent>, WorkerDied> {
        poll(&self.results)
    }

    fn stop_current(&mut self) {
        if let Some((_, control)) = self.current.take() {
            control.stop.store(true, Ordering::Relaxed);
        }
    }
}

impl Drop for StudyWorker {
    /// Stops the running study and lets the thread end; joins it only once it has ended.
    fn drop(&mut self) {
        self.stop_current();
        self.jobs = None;
        let results = std::mem::replace(&mut self.results, mpsc::channel().1);
        let _ = wind_down(results, self.thread.take());
    }
}
