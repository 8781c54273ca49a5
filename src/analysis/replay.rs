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

use std::cell::RefCell;
use std::collections::VecDeque;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use super::explorer::EXPLORER_POSITIONS;
use super::game_table::GameTable;
use crate::engine::{
    Bound, Game, OutOfMemory, Score, SearchOptions, SearchSettings, Side, Step, StepKind, Table,
    search_in,
};

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

/// One position of the current path, root first, as a lesson's trace table shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Level<M> {
    /// The move that led here (`None` at the root).
    pub mv: Option<M>,
    /// Who moves here: MAX or MIN.
    pub side: Side,
    /// The window now: MAX is sure of at least α, MIN of at most β (MAX's scores).
    pub alpha: Score,
    pub beta: Score,
    /// The best value of the children searched so far (the highest at MAX, the lowest at MIN).
    pub best: Option<Score>,
    /// Children whose value came back.
    pub searched: u32,
    /// The position's value once it is scored or left, exact or a bound.
    pub value: Option<(Score, Bound)>,
}

/// The state of the replay after one step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame<M> {
    /// The step's number, counting from 1.
    pub number: u64,
    pub step: Step<M>,
    /// The path of positions the step is about, root first.
    pub stack: Vec<Level<M>>,
    /// `Enter` steps so far: the positions searched, counted as the report counts them.
    pub positions: u64,
    /// Cut steps so far.
    pub cuts: u64,
    /// The window of the step's position just before the step (α and β), so a sentence can
    /// say whether the step moved them.
    pub window_before: (Score, Score),
}

impl<M: Copy> Frame<M> {
    /// Whether this is the search's last step: the root scored or left.
    pub fn is_last(&self) -> bool {
        self.step.path.is_empty()
            && self.number > 0
            && matches!(
                self.step.kind,
                StepKind::Exit { .. } | StepKind::Leaf { .. }
            )
    }

    /// Before the first step: nothing searched yet.
    fn before_start() -> Self {
        Self {
            number: 0,
            step: Step {
                kind: StepKind::Root,
                path: Vec::new(),
                alpha: 0,
                beta: 0,
            },
            stack: Vec::new(),
            positions: 0,
            cuts: 0,
            window_before: (0, 0),
        }
    }

    /// Becomes the frame after `step`, the one after `self`, in place: a walk passes millions
    /// of steps and keeps few of their frames, so it allocates nothing per step.
    fn advance(&mut self, step: &Step<M>) {
        let depth = step.depth();
        self.window_before = self
            .stack
            .get(depth)
            .map_or((step.alpha, step.beta), |level| (level.alpha, level.beta));
        match &step.kind {
            StepKind::Root => {
                self.stack.clear();
                self.stack.push(Level::new(None, step));
            }
            StepKind::Enter => {
                self.stack.truncate(depth);
                self.stack.push(Level::new(step.path.last().copied(), step));
                self.positions += 1;
            }
            kind => {
                self.stack.truncate(depth + 1);
                if let Some(level) = self.stack.last_mut() {
                    // A value backed up keeps the window as the position's last move left it
                    // (the step carries the window it was entered with).
                    if matches!(kind, StepKind::Update { .. } | StepKind::Cut { .. }) {
                        level.alpha = step.alpha;
                        level.beta = step.beta;
                    }
                    match *kind {
                        StepKind::Leaf { value, .. } => level.value = Some((value, Bound::Exact)),
                        StepKind::Update { best, .. } => {
                            level.best = Some(best);
                            level.searched += 1;
                        }
                        StepKind::Cut { best, .. } => {
                            level.best = Some(best);
                            self.cuts += 1;
                        }
                        StepKind::Exit { value, bound } => level.value = Some((value, bound)),
                        StepKind::Root | StepKind::Enter => {}
                    }
                }
            }
        }
        self.number += 1;
        self.step.kind.clone_from(&step.kind);
        self.step.path.clone_from(&step.path);
        self.step.alpha = step.alpha;
        self.step.beta = step.beta;
    }

    /// Becomes a copy of `other`, reusing its own memory (a frame recycled by a walk).
    fn copy_from(&mut self, other: &Self) {
        self.number = other.number;
        self.step.kind.clone_from(&other.step.kind);
        self.step.path.clone_from(&other.step.path);
        self.step.alpha = other.step.alpha;
        self.step.beta = other.step.beta;
        self.stack.clone_from(&other.stack);
        self.positions = other.positions;
        self.cuts = other.cuts;
        self.window_before = other.window_before;
    }
}

impl<M> Level<M> {
    fn new(mv: Option<M>, step: &Step<M>) -> Self {
        Self {
            mv,
            side: step.side(),
            alpha: step.alpha,
            beta: step.beta,
            best: None,
            searched: 0,
            value: None,
        }
    }
}

/// How the search ends a position: the step that scores or leaves it, its value, and
/// whether alpha-beta cut moves there on the way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The number of the `Leaf` or `Exit` step.
    pub at: u64,
    /// MAX's score, exact or a bound.
    pub value: Score,
    pub bound: Bound,
    /// A cut happened at the position after the step the question was asked at.
    pub cut: bool,
}

/// A position whose ending someone waits for (a guess made there): the steps passed after
/// `after` tell whether a cut happens there and where the search finds its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Awaited<M> {
    /// The position's path from the root.
    pub path: Vec<M>,
    /// The step the wait began at.
    pub after: u64,
    /// A cut at the position among the steps passed so far.
    cut: bool,
    /// How the search ends the position, once that step is passed.
    pub ending: Option<Ending>,
}

impl<M: Copy + PartialEq> Awaited<M> {
    pub fn new(path: Vec<M>, after: u64) -> Self {
        Self {
            path,
            after,
            cut: false,
            ending: None,
        }
    }

    /// Takes in a frame passed going forward (frames must come in order, each at most once
    /// since the wait began, or again from the search's first step).
    pub fn pass(&mut self, frame: &Frame<M>) {
        if self.ending.is_some() || frame.number <= self.after || frame.step.path != self.path {
            return;
        }
        let (value, bound) = match frame.step.kind {
            StepKind::Cut { .. } => {
                self.cut = true;
                return;
            }
            StepKind::Leaf { value, .. } => (value, Bound::Exact),
            StepKind::Exit { value, bound } => (value, bound),
            _ => return,
        };
        self.ending = Some(Ending {
            at: frame.number,
            value,
            bound,
            cut: self.cut,
        });
    }

    /// The same wait, as it was before any step after `after` was passed.
    fn restarted(&self) -> Self {
        Self::new(self.path.clone(), self.after)
    }
}

/// What a whole run of the search holds: its steps and positions (known once the replay has
/// reached the end: counting them first would cost a whole run before the first step shows).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Totals {
    pub steps: u64,
    pub positions: u64,
}

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

/// The frames a walk brings back, for [`Replay::arrive`].
#[derive(Clone, Debug)]
pub struct Arrival<M> {
    found: Frame<M>,
    behind: VecDeque<Frame<M>>,
    ahead: VecDeque<Frame<M>>,
    keep: usize,
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
    game: G,
    settings: SearchSettings,
    /// The replay's table, the size of the replayed search's (so the counts are its own);
    /// lent to one walk at a time.
    table: GameTable,
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
    fn walk_in(
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
        let walk = walk.into_inner();
        publish(&walk.frame);
        if walk.stopped {
            return Walked::Stopped;
        }
        let Some(found) = walk.found else {
            // Every search ends with a step every seek accepts: only a bound leaves none.
            return if walk.too_far {
                Walked::TooFar
            } else {
                Walked::Stopped
            };
        };
        Walked::Arrived(Box::new(Arrival {
            found,
            behind: walk.behind,
            ahead: walk.ahead,
            keep: walk.keep,
            awaited: walk.awaited,
        }))
    }
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
    /// "step over" its subtree.
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

    /// Where "step over" goes from the current step.
    pub fn finish_seek(&self) -> Seek<G::Move> {
        Seek::Finish {
            after: self.current.number,
            path: self.current.step.path.clone(),
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

/// A seek that takes a walk, to run off the screen's thread (step mode's far seeks).
#[derive(Clone, Debug)]
pub struct SeekJob<G: Game> {
    pub walker: Walker<G>,
    pub seek: Seek<G::Move>,
    /// The position a guess waits on, whose ending the walk may pass.
    pub awaited: Option<Awaited<G::Move>>,
    /// Count the search's positions first: the seek goes to the end of a search whose size is
    /// not known, and a count refuses one of over [`SEEK_POSITIONS`] positions many times
    /// faster than a walk would find it out.
    pub count_first: bool,
}

/// Where a seek job got.
#[derive(Clone, Debug)]
pub enum Sought<M> {
    /// At the step sought.
    Arrived(Box<Arrival<M>>),
    /// The step sought lies beyond the first [`SEEK_POSITIONS`] positions: the walk stopped there.
    TooFar,
    /// The search has more than [`SEEK_POSITIONS`] positions: its end is out of reach (counted
    /// before walking).
    TooBig,
    /// It was told to stop.
    Stopped,
}

impl<G: Game> SeekJob<G>
where
    G::Move: Copy + PartialEq,
{
    /// Runs the seek within [`SEEK_POSITIONS`]; `stop` ends it, `live` receives the steps
    /// and the positions walked (or counted) so far.
    pub fn run(
        &self,
        stop: Option<&AtomicBool>,
        live: Option<(&AtomicU64, &AtomicU64)>,
    ) -> Sought<G::Move> {
        if self.count_first {
            match self
                .walker
                .count(SEEK_POSITIONS, stop, live.map(|(_, positions)| positions))
            {
                Count::Positions(_) => {}
                Count::Over => return Sought::TooBig,
                Count::Stopped => return Sought::Stopped,
            }
        }
        let bounds = Bounds {
            positions: SEEK_POSITIONS,
            stop,
            live,
        };
        match self.walker.walk(&self.seek, self.awaited.as_ref(), &bounds) {
            Walked::Arrived(arrival) => Sought::Arrived(arrival),
            Walked::TooFar => Sought::TooFar,
            Walked::Stopped => Sought::Stopped,
        }
    }
}
