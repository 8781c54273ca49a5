//! The background thread that runs searches, so the screen stays responsive while the AI thinks.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use super::{AppEvent, SearchRequest, run_search};

struct Job {
    request: SearchRequest,
    stop: Arc<AtomicBool>,
}

/// Owns the search thread; at most one search is wanted at a time, older ones are told to stop.
pub struct Worker {
    jobs: Option<Sender<Job>>,
    results: Receiver<AppEvent>,
    current_stop: Option<Arc<AtomicBool>>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    pub fn spawn() -> Self {
        let (jobs, job_queue) = mpsc::channel::<Job>();
        let (result_sender, results) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("morpion-search".into())
            .spawn(move || {
                for job in job_queue {
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
            // A send error means the thread died (a panic, already reported); nothing to add.
            let _ = jobs.send(Job {
                request,
                stop: Arc::clone(&stop),
            });
        }
        self.current_stop = Some(stop);
    }

    /// A finished search, if one is waiting.
    pub fn try_result(&self) -> Option<AppEvent> {
        // Empty or disconnected (the thread is gone): either way, nothing to hand over.
        self.results.try_recv().ok()
    }

    fn stop_current(&mut self) {
        if let Some(stop) = self.current_stop.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

impl Drop for Worker {
    /// Stops the running search and waits for the thread (searches look at the flag every few thousand positions).
    fn drop(&mut self) {
        self.stop_current();
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
