//! A search replayed step by step: the stack of positions at any step, found by re-running.
//!
//! The engine tells an observer every step of its textbook search ([`crate::engine::Step`]).
//! A [`Replay`] keeps no tree: going to step `n` (forward, back, or by a rule such as "the next
//! cut") re-runs the same deterministic search from the start and stops there, rebuilding the
//! stack of positions on the way. The frames just before and just after the current one are
//! kept, so stepping one at a time is instant whatever the search's size.

use std::collections::VecDeque;
use std::ops::ControlFlow;

use crate::engine::{
    Bound, Game, OutOfMemory, Score, SearchOptions, SearchSettings, Side, Step, StepKind, Table,
    search_in,
};

/// Frames kept behind the current one (instant steps back).
const KEPT_BEHIND: usize = 512;
/// Frames read ahead of the current one (instant steps forward).
const READ_AHEAD: usize = 512;

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

    /// The frame after `step`, the one after `self`.
    fn next(&self, step: &Step<M>) -> Self {
        let mut stack = self.stack.clone();
        let mut positions = self.positions;
        let mut cuts = self.cuts;
        let depth = step.depth();
        let window_before = self
            .stack
            .get(depth)
            .map_or((step.alpha, step.beta), |level| (level.alpha, level.beta));
        match &step.kind {
            StepKind::Root => {
                stack.clear();
                stack.push(Level::new(None, step));
            }
            StepKind::Enter => {
                stack.truncate(depth);
                stack.push(Level::new(step.path.last().copied(), step));
                positions += 1;
            }
            kind => {
                stack.truncate(depth + 1);
                if let Some(level) = stack.last_mut() {
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
                            cuts += 1;
                        }
                        StepKind::Exit { value, bound } => level.value = Some((value, bound)),
                        StepKind::Root | StepKind::Enter => {}
                    }
                }
            }
        }
        Self {
            number: self.number + 1,
            step: step.clone(),
            stack,
            positions,
            cuts,
            window_before,
        }
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

/// What a whole run of the search holds: its steps and positions (known once the replay has
/// reached the end: counting them first would cost a whole run before the first step shows).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Totals {
    pub steps: u64,
    pub positions: u64,
}

/// A search of `game` under `settings`, replayed one step at a time.
pub struct Replay<G: Game> {
    game: G,
    settings: SearchSettings,
    table: Option<Table>,
    totals: Option<Totals>,
    current: Frame<G::Move>,
    behind: VecDeque<Frame<G::Move>>,
    ahead: VecDeque<Frame<G::Move>>,
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
            Some(size) if game.canonical_key().is_some() => Some(Table::new(size)?),
            _ => None,
        };
        let first = Frame::before_start();
        let mut replay = Self {
            game,
            settings,
            table,
            totals: None,
            current: first,
            behind: VecDeque::new(),
            ahead: VecDeque::new(),
        };
        replay.seek(|frame| frame.number == 1);
        Ok(replay)
    }

    /// The position searched (the root).
    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn settings(&self) -> &SearchSettings {
        &self.settings
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
        let mut position = self.game.clone();
        for &mv in &self.current.step.path {
            position.apply(mv);
        }
        position
    }

    /// Whether the current step is the last.
    pub fn at_end(&self) -> bool {
        self.current.is_last()
    }

    /// One step forward; false at the end.
    pub fn forward(&mut self) -> bool {
        if self.at_end() {
            return false;
        }
        if let Some(next) = self.ahead.pop_front() {
            if next.is_last() {
                self.totals = Some(Totals {
                    steps: next.number,
                    positions: next.positions,
                });
            }
            let before = std::mem::replace(&mut self.current, next);
            self.keep_behind(before);
            return true;
        }
        let number = self.current.number + 1;
        self.seek(|frame| frame.number == number)
    }

    /// One step back; false at the first step.
    pub fn back(&mut self) -> bool {
        if self.current.number <= 1 {
            return false;
        }
        if let Some(previous) = self.behind.pop_back() {
            let after = std::mem::replace(&mut self.current, previous);
            self.ahead.push_front(after);
            self.ahead.truncate(READ_AHEAD);
            return true;
        }
        let number = self.current.number - 1;
        self.go_to(number)
    }

    /// Goes to step `number` (clamped to the search's steps); false if already there.
    pub fn go_to(&mut self, number: u64) -> bool {
        let number = number.max(1);
        if number == self.current.number || (number > self.current.number && self.at_end()) {
            return false;
        }
        if number == self.current.number + 1 {
            return self.forward();
        }
        self.seek(|frame| frame.number == number || frame.is_last())
    }

    /// Goes forward to the first later step `wanted` accepts, or to the last step; false when
    /// already at the end.
    pub fn forward_to(&mut self, wanted: impl Fn(&Frame<G::Move>) -> bool) -> bool {
        if self.at_end() {
            return false;
        }
        let from = self.current.number;
        if let Some(found) = self.ahead.iter().position(|f| wanted(f) || f.is_last()) {
            for _ in 0..=found {
                self.forward();
            }
            return true;
        }
        self.seek(|frame| frame.number > from && (wanted(frame) || frame.is_last()))
    }

    /// Forward to the end of the position the current step is about (its value found):
    /// "step over" its subtree.
    pub fn finish_position(&mut self) -> bool {
        let path = self.current.step.path.clone();
        self.forward_to(|frame| {
            frame.step.path == path
                && matches!(
                    frame.step.kind,
                    StepKind::Exit { .. } | StepKind::Leaf { .. }
                )
        })
    }

    /// Forward to the parent receiving this position's value: "step out".
    pub fn step_out(&mut self) -> bool {
        let depth = self.current.step.depth();
        if depth == 0 {
            return self.forward_to(|_| false);
        }
        self.forward_to(|frame| frame.step.depth() < depth)
    }

    /// Forward to the next cut.
    pub fn next_cut(&mut self) -> bool {
        self.forward_to(|frame| matches!(frame.step.kind, StepKind::Cut { .. }))
    }

    /// How the search ends the position at `path`, entered at or before step `after`: the
    /// first `Leaf` or `Exit` of that path after `after`, and whether a cut happens there first
    /// (one re-run, nothing kept).
    pub fn ending_of(&mut self, path: &[G::Move], after: u64) -> Option<Ending> {
        let number = std::cell::Cell::new(0u64);
        let cut = std::cell::Cell::new(false);
        let found = std::cell::Cell::new(None);
        let observer = |step: &Step<G::Move>| {
            number.set(number.get() + 1);
            if number.get() <= after || step.path != path {
                return ControlFlow::Continue(());
            }
            match step.kind {
                StepKind::Cut { .. } => cut.set(true),
                StepKind::Leaf { value, .. } => {
                    found.set(Some((number.get(), value, Bound::Exact)));
                    return ControlFlow::Break(());
                }
                StepKind::Exit { value, bound } => {
                    found.set(Some((number.get(), value, bound)));
                    return ControlFlow::Break(());
                }
                _ => {}
            }
            ControlFlow::Continue(())
        };
        self.run(&observer);
        found.get().map(|(at, value, bound)| Ending {
            at,
            value,
            bound,
            cut: cut.get(),
        })
    }

    fn keep_behind(&mut self, frame: Frame<G::Move>) {
        self.behind.push_back(frame);
        if self.behind.len() > KEPT_BEHIND {
            self.behind.pop_front();
        }
    }

    /// Re-runs the search from its start to the first step `stop` accepts; keeps the frames
    /// before it (up to [`KEPT_BEHIND`]) and reads [`READ_AHEAD`] frames past it. False when
    /// no step is accepted (the replay stays where it was).
    fn seek(&mut self, stop: impl Fn(&Frame<G::Move>) -> bool) -> bool {
        struct Walk<M> {
            frame: Frame<M>,
            behind: VecDeque<Frame<M>>,
            found: Option<Frame<M>>,
            ahead: VecDeque<Frame<M>>,
        }
        let walk = std::cell::RefCell::new(Walk {
            frame: Frame::before_start(),
            behind: VecDeque::new(),
            found: None,
            ahead: VecDeque::new(),
        });
        let observer = |step: &Step<G::Move>| {
            let mut walk = walk.borrow_mut();
            let next = walk.frame.next(step);
            let previous = std::mem::replace(&mut walk.frame, next);
            if walk.found.is_some() {
                let frame = walk.frame.clone();
                walk.ahead.push_back(frame);
                if walk.ahead.len() >= READ_AHEAD {
                    return ControlFlow::Break(());
                }
            } else if stop(&walk.frame) {
                walk.found = Some(walk.frame.clone());
                if previous.number > 0 {
                    walk.behind.push_back(previous);
                }
            } else if previous.number > 0 {
                walk.behind.push_back(previous);
                if walk.behind.len() > KEPT_BEHIND {
                    walk.behind.pop_front();
                }
            }
            ControlFlow::Continue(())
        };
        self.run(&observer);
        let walk = walk.into_inner();
        let Some(found) = walk.found else {
            return false;
        };
        if found.is_last() {
            self.totals = Some(Totals {
                steps: found.number,
                positions: found.positions,
            });
        }
        self.current = found;
        self.behind = walk.behind;
        self.ahead = walk.ahead;
        true
    }

    fn run(&mut self, observer: &dyn Fn(&Step<G::Move>) -> ControlFlow<()>) {
        search_in(
            &self.game,
            &self.settings,
            &SearchOptions {
                observer: Some(observer),
                ..Default::default()
            },
            &mut self.table,
        );
    }
}
