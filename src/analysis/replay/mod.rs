//! A search replayed step by step: the stack of positions at any step, found by re-running.
//!
//! The engine tells an observer every step of its textbook search ([`crate::engine::Step`]).
//! A [`Replay`] keeps no tree: going to step `n` (forward, back, or by a rule such as "the next
//! cut", a [`Seek`]) re-runs the same deterministic search from the start and stops there,
//! rebuilding the stack of positions on the way: a *walk*. The frames just before and just
//! after the current one are kept, so stepping one at a time is instant whatever the search's
//! size.
//!
//! A walk costs every step before the one it goes to, and a search can have billions (plain
//! minimax on an early Connect Four position), so a walk has bounds: it gives up past a number
//! of positions ([`SEEK_POSITIONS`] for step mode) and stops when told to. Its [`Walker`] is the
//! part of the replay it needs, so it can run on another thread while the screen shows the
//! current frame, then hand its [`Arrival`] back. [`Replay::forward`], [`Replay::go_to`] and the
//! other moves that return a bool walk at once and without bounds (tests, small searches).

use std::collections::VecDeque;

use crate::analysis::explorer::EXPLORER_POSITIONS;
use crate::analysis::game_table::GameTable;
use crate::engine::{Game, OutOfMemory, SearchSettings, StepKind, Table};

mod frame;
mod seek_job;
mod sources;
mod walk;

pub use frame::*;
pub use seek_job::*;
pub use walk::*;

/// Frames kept behind the current one after a walk (instant steps back), and ahead of it at
/// least (instant steps forward).
const KEPT: usize = 512;
/// Ahead at most: after a walk to step `n`, `n / 16` frames are read ahead (see [`kept_for`]).
/// A frame is about a kilobyte (its stack), so this is a few megabytes.
const MOST_KEPT: usize = 8192;

/// The most positions a walk of step mode passes: a step further into a search is out of its
/// reach. It is the explorer's budget ([`EXPLORER_POSITIONS`]), for the same reason: a search
/// the learner can browse whole is one they can walk whole. A walk takes a little over three
/// steps a position, a few million steps a second in a release build, so the longest walk is a
/// few seconds of work off the screen's thread.
pub const SEEK_POSITIONS: u64 = EXPLORER_POSITIONS;

/// The last step a walk within [`SEEK_POSITIONS`] positions can reach, known without walking:
/// before its `p + 1`-th position is entered a search has sent at most `4p + 2` steps (the
/// root's first and last, and for each position entered: its entry, its value, the value backed
/// up to the position above, and at most one cut there).
pub const SEEK_STEPS: u64 = 4 * SEEK_POSITIONS + 2;

/// How often (in steps) a walk publishes its figures.
const PUBLISH_EVERY: u64 = 4096;

/// The frames read ahead after a walk to step `number`: the further the walk, the more, so that
/// stepping on far into a big search (the playing) walks again only every `number / 16` steps,
/// about 16 steps walked for each step taken.
fn kept_for(number: u64) -> usize {
    (number / 16).clamp(KEPT as u64, MOST_KEPT as u64) as usize
}

/// Where a seek got with only the frames a replay keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// The replay moved there.
    Moved,
    /// The replay is already there (or at the end, for a seek forward): it stays.
    Stays,
    /// Not among the frames kept: it takes a walk.
    Far,
}

/// A search of `game` under `settings`, replayed one step at a time.
pub struct Replay<G: Game> {
    walker: Walker<G>,
    totals: Option<Totals>,
    current: Frame<G::Move>,
    behind: VecDeque<Frame<G::Move>>,
    ahead: VecDeque<Frame<G::Move>>,
    /// Frames kept ahead at most (see [`kept_for`]); behind, [`KEPT`].
    keep: usize,
}

impl<G: Game> std::fmt::Debug for Replay<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Replay")
            .field("step", &self.current.number)
            .field("totals", &self.totals)
            .finish_non_exhaustive()
    }
}

impl<G: Game> Replay<G>
where
    G::Move: Copy + PartialEq,
{
    /// The replay of the search of `game` under `settings`, at its first step (the root).
    /// A table the settings ask for is made here, of the same size (so the counts are the
    /// search's own), and fails like any table when memory is short.
    pub fn new(game: G, settings: SearchSettings) -> Result<Self, OutOfMemory> {
        let table = match settings.transposition {
            Some(size) if game.canonical_key().is_some() => GameTable::of(Table::new(size)?),
            _ => GameTable::none(),
        };
        let mut replay = Self {
            walker: Walker {
                game,
                settings,
                table,
            },
            totals: None,
            current: Frame::before_start(),
            behind: VecDeque::new(),
            ahead: VecDeque::new(),
            keep: KEPT,
        };
        // The first step and the frames read after it: a short walk, whatever the search.
        replay.seek(&Seek::Number(1));
        Ok(replay)
    }

    /// The same position replayed under `settings`, which ask for a table of the same size
    /// (pruning switched): this replay's table serves, unless a walk still holds it (one
    /// stopped but not yet wound down), then a new one is made. So switching never waits for
    /// a walk, nor holds two tables where one serves.
    pub fn switched(&self, settings: SearchSettings) -> Result<Self, OutOfMemory> {
        let mut replay = Self {
            walker: Walker {
                settings,
                ..self.walker.clone()
            },
            totals: None,
            current: Frame::before_start(),
            behind: VecDeque::new(),
            ahead: VecDeque::new(),
            keep: KEPT,
        };
        match replay
            .walker
            .try_walk(&Seek::Number(1), None, &Bounds::NONE)
        {
            Some(Walked::Arrived(arrival)) => {
                replay.arrive(*arrival);
                Ok(replay)
            }
            _ => Self::new(self.walker.game.clone(), settings),
        }
    }

    /// The position searched (the root).
    pub fn game(&self) -> &G {
        &self.walker.game
    }

    pub fn settings(&self) -> &SearchSettings {
        &self.walker.settings
    }

    /// What a walk of this replay needs, to walk it elsewhere.
    pub fn walker(&self) -> &Walker<G> {
        &self.walker
    }

    /// The whole search's steps and positions, once the replay has been to the end.
    pub fn totals(&self) -> Option<Totals> {
        self.totals
    }

    /// The frame of the current step.
    pub fn current(&self) -> &Frame<G::Move> {
        &self.current
    }

    /// The position the current step is about: the root with the step's path played.
    pub fn position(&self) -> G {
        let mut position = self.walker.game.clone();
        for &mv in &self.current.step.path {
            position.apply(mv);
        }
        position
    }

    /// Whether the current step is the last.
    pub fn at_end(&self) -> bool {
        self.current.is_last()
    }

    /// Goes where `seek` says, walking at once and without bounds if the frames kept do not
    /// reach; false if the replay stays where it is.
    pub fn seek(&mut self, seek: &Seek<G::Move>) -> bool {
        match self.seek_kept(seek, |_| {}) {
            Kept::Moved => true,
            Kept::Stays => false,
            Kept::Far => match self.walker.walk(seek, None, &Bounds::NONE) {
                Walked::Arrived(arrival) => {
                    self.arrive(*arrival);
                    true
                }
                Walked::TooFar | Walked::Stopped => false,
            },
        }
    }

    /// Goes where `seek` says if the frames kept reach it; each frame passed going forward is
    /// shown to `pass`, in order.
    pub fn seek_kept(
        &mut self,
        seek: &Seek<G::Move>,
        mut pass: impl FnMut(&Frame<G::Move>),
    ) -> Kept {
        let now = self.current.number;
        match *seek {
            Seek::Number(n) if n.max(1) == now || (n > now && self.at_end()) => {
                return Kept::Stays;
            }
            Seek::Number(n) if n.max(1) < now => {
                let n = n.max(1);
                if self.behind.front().is_none_or(|first| first.number > n) {
                    return Kept::Far;
                }
                while self.current.number > n
                    && let Some(previous) = self.behind.pop_back()
                {
                    let after = std::mem::replace(&mut self.current, previous);
                    self.ahead.push_front(after);
                }
                self.ahead.truncate(self.keep);
                return Kept::Moved;
            }
            _ if self.at_end() => return Kept::Stays,
            _ => {}
        }
        let Some(index) = self.ahead.iter().position(|frame| seek.accepts(frame)) else {
            return Kept::Far;
        };
        for _ in 0..=index {
            let Some(next) = self.ahead.pop_front() else {
                break;
            };
            if next.is_last() {
                self.totals = Some(Totals {
                    steps: next.number,
                    positions: next.positions,
                });
            }
            let before = std::mem::replace(&mut self.current, next);
            self.behind.push_back(before);
            if self.behind.len() > KEPT {
                self.behind.pop_front();
            }
            pass(&self.current);
        }
        Kept::Moved
    }

    /// Takes the frames a walk of this replay brought back: the replay is at its step.
    pub fn arrive(&mut self, arrival: Arrival<G::Move>) {
        if arrival.found.is_last() {
            self.totals = Some(Totals {
                steps: arrival.found.number,
                positions: arrival.found.positions,
            });
        }
        self.current = arrival.found;
        self.behind = arrival.behind;
        self.ahead = arrival.ahead;
        self.keep = arrival.keep;
    }

    /// One step forward; false at the end.
    pub fn forward(&mut self) -> bool {
        self.seek(&Seek::Number(self.current.number + 1))
    }

    /// One step back; false at the first step.
    pub fn back(&mut self) -> bool {
        self.current.number > 1 && self.seek(&Seek::Number(self.current.number - 1))
    }

    /// Goes to step `number` (clamped to the search's steps); false if already there.
    pub fn go_to(&mut self, number: u64) -> bool {
        self.seek(&Seek::Number(number.max(1)))
    }

    /// Forward to the end of the position the current step is about (its value found):
    /// "step over" its subtree; once that value is shown, the end of the position above.
    pub fn finish_position(&mut self) -> bool {
        self.seek(&self.finish_seek())
    }

    /// Forward to the parent receiving this position's value: "step out".
    pub fn step_out(&mut self) -> bool {
        self.seek(&self.out_seek())
    }

    /// Forward to the next cut.
    pub fn next_cut(&mut self) -> bool {
        self.seek(&self.cut_seek())
    }

    /// Where "step over" goes from the current step: the end of the innermost position whose
    /// value is not found yet. A step that scores or leaves a position has finished it, so
    /// from there the position above is the one to finish (each press climbs one level; from
    /// the root's value, the last step, it stays).
    pub fn finish_seek(&self) -> Seek<G::Move> {
        let step = &self.current.step;
        let mut path = step.path.clone();
        if matches!(step.kind, StepKind::Exit { .. } | StepKind::Leaf { .. }) {
            path.pop();
        }
        Seek::Finish {
            after: self.current.number,
            path,
        }
    }

    /// Where "step out" goes from the current step (from the root: to the end).
    pub fn out_seek(&self) -> Seek<G::Move> {
        Seek::Out {
            after: self.current.number,
            depth: self.current.step.depth(),
        }
    }

    /// Where "the next cut" goes from the current step.
    pub fn cut_seek(&self) -> Seek<G::Move> {
        Seek::Cut {
            after: self.current.number,
        }
    }
}
