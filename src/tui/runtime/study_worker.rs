//! The study thread: the studies the player asks for (explorer, hints, technique table) as jobs
//! of the background runner, so they never hold up the screen nor the AI's own search.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::analysis::GameTable;
use crate::analysis::{LiveStudy, StudyLive, StudyRequest, run_study};
use crate::tui::AppEvent;
use crate::tui::runtime::job_runner::{Control, Runner, WorkerDied};

/// How the UI thread stops a running study, and what it reads of it.
struct StudyControl {
    stop: AtomicBool,
    live: LiveStudy,
}

impl Control for StudyControl {
    fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The study thread; one study is wanted at a time, an older one is told to stop. Its jobs'
/// ids are the studies' ids.
pub struct StudyWorker {
    runner: Runner<StudyRequest, StudyControl>,
}

impl StudyWorker {
    /// Starts the study thread, whose searches use `table`; an error if the system will not.
    pub fn spawn(table: GameTable) -> std::io::Result<Self> {
        let runner = Runner::spawn(
            "morpion-study",
            move |request: &StudyRequest, control: &StudyControl, results| {
                let result = run_study(request, Some(&control.stop), Some(&control.live), &table);
                if control.stop.load(Ordering::Relaxed) {
                    return true; // nobody wants it any more
                }
                let done = AppEvent::Studied {
                    id: request.id,
                    result: Box::new(result),
                };
                results.send(done).is_ok()
            },
        )?;
        Ok(Self { runner })
    }

    /// Queues `request` and stops the study before it (the App never waits for a study, so
    /// nothing is lost if one is dropped).
    pub fn submit(&mut self, request: StudyRequest) {
        let control = StudyControl {
            stop: AtomicBool::new(false),
            live: LiveStudy::new(request.id),
        };
        self.runner.submit(request.id, request, control);
    }

    /// Stops the current study unless it is study `wanted`.
    pub fn keep_only(&mut self, wanted: Option<u64>) {
        self.runner.keep_only(wanted);
    }

    /// The running study's progress.
    pub fn live(&self) -> Option<StudyLive> {
        self.runner.current().map(|c| c.live.snapshot())
    }

    /// A finished study, if one is waiting; an error once the thread has died.
    pub fn try_result(&self) -> Result<Option<AppEvent>, WorkerDied> {
        self.runner.try_result()
    }
}
