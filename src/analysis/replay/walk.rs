//! Walks: re-running the search from its start to a step, within bounds, on any thread.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use crate::engine::{Game, SearchOptions, SearchSettings, Step, StepKind, Table, search_in};

use super::frame::{Awaited, Frame};
use super::{KEPT, PUBLISH_EVERY, kept_for};
use crate::analysis::game_table::GameTable;

/// Where to go in a replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seek<M> {
    /// Step `n` (counting from 1), or the last step when the search has fewer.
    Number(u64),
    /// The first cut after step `after`, or the last step.
    Cut { after: u64 },
    /// The first step after `after` that scores or leaves the position at `path` (its value
    /// found: "step over" its subtree), or the last step.
    Finish { after: u64, path: Vec<M> },
    /// The first step after `after` about a position less than `depth` plies deep ("step
    /// out" to the position above), or the last step.
    Out { after: u64, depth: usize },
}

impl<M: Copy + PartialEq> Seek<M> {
    /// The last step of the search.
    pub const END: Self = Self::Number(u64::MAX);

    /// Whether `frame` is where the seek goes (the last step always is).
    pub fn accepts(&self, frame: &Frame<M>) -> bool {
        frame.is_last()
            || match self {
                Self::Number(n) => frame.number == *n,
                Self::Cut { after } => {
                    frame.number > *after && matches!(frame.step.kind, StepKind::Cut { .. })
                }
                Self::Finish { after, path } => {
                    frame.number > *after
                        && frame.step.path == *path
                        && matches!(
                            frame.step.kind,
                            StepKind::Exit { .. } | StepKind::Leaf { .. }
                        )
                }
                Self::Out { after, depth } => frame.number > *after && frame.step.depth() < *depth,
            }
    }
}

/// How far a walk may go, and who watches it.
#[derive(Clone, Copy, Debug)]
pub struct Bounds<'a> {
    /// The walk gives up once it has passed more positions than this without reaching its step.
    pub positions: u64,
    /// Set from another thread: the walk stops at once.
    pub stop: Option<&'a AtomicBool>,
    /// Where the steps and the positions walked so far are published.
    pub live: Option<(&'a AtomicU64, &'a AtomicU64)>,
}

impl Bounds<'_> {
    /// No bounds: the walk goes where it is sent.
    pub const NONE: Self = Bounds {
        positions: u64::MAX,
        stop: None,
        live: None,
    };
}

/// Where a walk ended.
#[derive(Clone, Debug)]
pub enum Walked<M> {
    /// At the step sought.
    Arrived(Box<Arrival<M>>),
    /// It passed its bound of positions without reaching the step sought.
    TooFar,
    /// It was told to stop.
    Stopped,
}

/// The frames a walk brings back, for [`super::Replay::arrive`].
#[derive(Clone, Debug)]
pub struct Arrival<M> {
    pub(super) found: Frame<M>,
    pub(super) behind: VecDeque<Frame<M>>,
    pub(super) ahead: VecDeque<Frame<M>>,
    pub(super) keep: usize,
    /// The wait given to the walk, with the steps up to the one found passed.
    pub awaited: Option<Awaited<M>>,
}

impl<M> Arrival<M> {
    /// The frame of the step sought.
    pub fn found(&self) -> &Frame<M> {
        &self.found
    }
}

/// What a whole search's count of positions is, as far as it was counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// Exactly this many.
    Positions(u64),
    /// More than the most it was asked to count.
    Over,
    /// It was told to stop.
    Stopped,
}

/// What a walk of a replay needs, apart from the replay: its position, its settings and its
/// table. It can be cloned off to another thread.
#[derive(Clone, Debug)]
pub struct Walker<G> {
    pub(super) game: G,
    pub(super) settings: SearchSettings,
    /// The replay's table, the size of the replayed search's (so the counts are its own);
    /// lent to one walk at a time.
    pub(super) table: GameTable,
}

impl<G: Game> Walker<G>
where
    G::Move: Copy + PartialEq,
{
    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn settings(&self) -> &SearchSettings {
        &self.settings
    }

    /// Walks the search from its start to the first step `seek` accepts, within `bounds`; the
    /// steps passed on the way to it are shown to (a fresh copy of) `awaited`. Waits for the
    /// table while another walk holds it (that walk is stopped soon after: a walk nobody wants
    /// is always told to stop).
    pub fn walk(
        &self,
        seek: &Seek<G::Move>,
        awaited: Option<&Awaited<G::Move>>,
        bounds: &Bounds<'_>,
    ) -> Walked<G::Move> {
        self.table.with(&self.settings, |table| {
            self.walk_in(table, seek, awaited, bounds)
        })
    }

    /// [`Walker::walk`], or `None` at once if another walk holds the table (for the screen's
    /// thread, which never waits for another).
    pub fn try_walk(
        &self,
        seek: &Seek<G::Move>,
        awaited: Option<&Awaited<G::Move>>,
        bounds: &Bounds<'_>,
    ) -> Option<Walked<G::Move>> {
        if self.settings.transposition.is_none() {
            return Some(self.walk_in(&mut None, seek, awaited, bounds));
        }
        let mut table = self.table.try_lend()?;
        Some(self.walk_in(&mut table, seek, awaited, bounds))
    }

    /// The positions of the whole search, if at most `most`: the search run again with that
    /// node budget and no observer, which is many times faster than a walk (no step is made),
    /// so a walk to the end can be refused before it starts. `stop` ends it early, `positions`
    /// follows its count.
    pub fn count(
        &self,
        most: u64,
        stop: Option<&AtomicBool>,
        positions: Option<&AtomicU64>,
    ) -> Count {
        let settings = SearchSettings {
            node_budget: Some(most),
            ..self.settings
        };
        let report = self.table.with(&settings, |table| {
            search_in(
                &self.game,
                &settings,
                &SearchOptions {
                    stop,
                    positions,
                    ..Default::default()
                },
                table,
            )
        });
        if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            Count::Stopped
        } else if report.complete {
            Count::Positions(report.nodes)
        } else {
            Count::Over
        }
    }

    /// The walk itself, with `table` lent.
    pub(super) fn walk_in(
        &self,
        table: &mut Option<Table>,
        seek: &Seek<G::Move>,
        awaited: Option<&Awaited<G::Move>>,
        bounds: &Bounds<'_>,
    ) -> Walked<G::Move> {
        struct Walk<M> {
            /// The frame of the last step, advanced in place.
            frame: Frame<M>,
            /// The frames before it, at most [`KEPT`] (their memory recycled).
            behind: VecDeque<Frame<M>>,
            found: Option<Frame<M>>,
            ahead: VecDeque<Frame<M>>,
            keep: usize,
            awaited: Option<Awaited<M>>,
            too_far: bool,
            stopped: bool,
        }
        let walk = RefCell::new(Walk {
            frame: Frame::before_start(),
            behind: VecDeque::new(),
            found: None,
            ahead: VecDeque::new(),
            keep: KEPT,
            awaited: awaited.map(Awaited::restarted),
            too_far: false,
            stopped: false,
        });
        let publish = |frame: &Frame<G::Move>| {
            if let Some((steps, positions)) = bounds.live {
                steps.store(frame.number, Ordering::Relaxed);
                positions.store(frame.positions, Ordering::Relaxed);
            }
        };
        let observer = |step: &Step<G::Move>| {
            let mut walk = walk.borrow_mut();
            let walk = &mut *walk;
            if bounds.stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
                walk.stopped = true;
                return ControlFlow::Break(());
            }
            if walk.found.is_none() && walk.frame.number > 0 {
                // The frame before this step goes behind, in the memory of the oldest one.
                if walk.behind.len() < KEPT {
                    walk.behind.push_back(walk.frame.clone());
                } else if let Some(mut oldest) = walk.behind.pop_front() {
                    oldest.copy_from(&walk.frame);
                    walk.behind.push_back(oldest);
                }
            }
            walk.frame.advance(step);
            if walk.frame.number.is_multiple_of(PUBLISH_EVERY) {
                publish(&walk.frame);
            }
            if walk.found.is_some() {
                walk.ahead.push_back(walk.frame.clone());
                if walk.ahead.len() >= walk.keep {
                    return ControlFlow::Break(());
                }
                return ControlFlow::Continue(());
            }
            if let Some(awaited) = &mut walk.awaited {
                awaited.pass(&walk.frame);
            }
            if seek.accepts(&walk.frame) {
                walk.found = Some(walk.frame.clone());
                walk.keep = kept_for(walk.frame.number);
            } else if walk.frame.positions > bounds.positions {
                walk.too_far = true;
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        };
        search_in(
            &self.game,
            &self.settings,
            &SearchOptions {
                observer: Some(&observer),
                ..Default::default()
            },
            table,
        );
        let mut walk = walk.into_inner();
        publish(&walk.frame);
        if walk.stopped {
            return Walked::Stopped;
        }
        let Some(mut found) = walk.found else {
            // Every search ends with a step every seek accepts: only a bound leaves none.
            return if walk.too_far {
                Walked::TooFar
            } else {
                Walked::Stopped
            };
        };
        let frames = std::iter::once(&mut found)
            .chain(walk.behind.iter_mut())
            .chain(walk.ahead.iter_mut());
        if !self.find_sources(table, frames, bounds) {
            return Walked::Stopped;
        }
        Walked::Arrived(Box::new(Arrival {
            found,
            behind: walk.behind,
            ahead: walk.ahead,
            keep: walk.keep,
            awaited: walk.awaited,
        }))
    }
}
