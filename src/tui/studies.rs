//! The studies: the one study the App wants run now (explorer, hints or technique table), its
//! id and live figures, and the explorer's tree kept once recorded.

use crate::analysis::{Explorer, StudyJob, StudyLive, StudyRequest};
use crate::games::playable::Playable;

/// What the study thread should be doing, and the explorer tree it last recorded.
#[derive(Debug, Default)]
pub(super) struct Studies {
    /// The study wanted now (a work order started it on the study thread).
    wanted: Option<StudyRequest>,
    /// Studies asked for so far (the last one's id).
    asked: u64,
    /// How far the wanted study has got.
    live: Option<StudyLive>,
    /// The last recorded tree, for the decision with this serial.
    explorer: Option<(u64, Box<Explorer<Playable>>)>,
}

impl Studies {
    /// Asks for `job` (the study thread drops whatever it was doing).
    pub(super) fn start(&mut self, job: StudyJob) {
        self.asked += 1;
        self.wanted = Some(StudyRequest {
            id: self.asked,
            job,
        });
        self.live = None;
    }

    /// Nobody wants the running study any more.
    pub(super) fn stop(&mut self) {
        self.wanted = None;
        self.live = None;
    }

    /// Stops the running study if `which` says its job is no longer wanted.
    pub(super) fn stop_if(&mut self, which: impl FnOnce(&StudyJob) -> bool) {
        if self.job().is_some_and(which) {
            self.stop();
        }
    }

    /// Study `id` finished: its request, if it is still the one wanted.
    pub(super) fn finished(&mut self, id: u64) -> Option<StudyRequest> {
        if self.wanted.as_ref().is_none_or(|s| s.id != id) {
            return None; // a study nobody wants any more
        }
        self.live = None;
        self.wanted.take()
    }

    pub(super) fn progress(&mut self, live: StudyLive) {
        if self.wanted.as_ref().is_some_and(|s| s.id == live.id) {
            self.live = Some(live);
        }
    }

    /// Keeps the tree recorded for the decision `serial`.
    pub(super) fn keep_explorer(&mut self, serial: u64, explorer: Box<Explorer<Playable>>) {
        self.explorer = Some((serial, explorer));
    }

    pub(super) fn forget_explorer(&mut self) {
        self.explorer = None;
    }

    /// The kept tree, to browse.
    pub(super) fn explorer_mut(&mut self) -> Option<&mut Explorer<Playable>> {
        self.explorer.as_mut().map(|(_, explorer)| &mut **explorer)
    }

    /// Quitting: nothing more is wanted.
    pub(super) fn quit(&mut self) {
        self.wanted = None;
    }

    pub(super) fn wanted(&self) -> Option<&StudyRequest> {
        self.wanted.as_ref()
    }

    pub(super) fn job(&self) -> Option<&StudyJob> {
        self.wanted.as_ref().map(|s| &s.job)
    }

    /// The wanted study's figures so far.
    pub(super) fn live(&self) -> Option<&StudyLive> {
        match &self.live {
            Some(live) if self.wanted.as_ref().is_some_and(|s| s.id == live.id) => Some(live),
            _ => None,
        }
    }

    pub(super) fn explorer(&self) -> Option<&Explorer<Playable>> {
        self.explorer.as_ref().map(|(_, explorer)| &**explorer)
    }

    /// The serial of the decision whose tree is kept.
    pub(super) fn explorer_serial(&self) -> Option<u64> {
        self.explorer.as_ref().map(|(serial, _)| *serial)
    }
}
