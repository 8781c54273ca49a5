//! A replay's frames: the stack of positions at one step, each level as a lesson's trace table
//! shows it, the finished children folded beside it (the tree grown so far), and the position a
//! guess waits on.

use crate::engine::{Bound, LeafReason, Score, Settled, Side, Skipped, Step, StepKind};

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
    /// The position's value once it is scored or left, exact or a bound, with what was
    /// skipped below it.
    pub value: Option<Settled>,
    /// Why it was scored without searching its moves, once it was (a `Leaf` step).
    pub leaf: Option<LeafReason>,
    /// Its number among the positions searched (the frame's `positions` at its `Enter`; 0 at
    /// the root), so the positions of its subtree so far are `positions - entered + 1`.
    pub entered: u64,
    /// Alpha-beta cut its moves left (its `Cut` step has passed).
    pub cut: bool,
}

/// A child of a position on the current path whose value came back: folded into one node of
/// the tree, with its value or bound and the positions of its subtree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Folded<M> {
    /// The depth in the stack of the position it is a child of (0: a move of the root).
    pub parent: usize,
    pub mv: M,
    /// Its value from MAX's side, exact or a bound, and what was skipped below it.
    pub value: Settled,
    /// Why it was scored without searching its moves, if it was (a table's answer among them).
    pub leaf: Option<LeafReason>,
    /// Positions in its subtree, itself included: the `Enter` steps from its own to its end.
    pub positions: u64,
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
    /// Where the table answers for the step's position: the moves from the root to the
    /// position whose value it held, as the walk that brought the frame found them.
    pub source: Option<Vec<M>>,
    /// The finished children of the positions on the stack, those of the root first, each
    /// position's in the order the search came back from them: with the stack, the tree as
    /// the search has grown it so far.
    pub folded: Vec<Folded<M>>,
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
    pub(super) fn before_start() -> Self {
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
            source: None,
            folded: Vec::new(),
        }
    }

    /// The finished children of the position at `depth` on the stack, in search order.
    pub fn folded_at(&self, depth: usize) -> &[Folded<M>] {
        let from = self.folded.partition_point(|f| f.parent < depth);
        let to = self.folded.partition_point(|f| f.parent <= depth);
        &self.folded[from..to]
    }

    /// Positions searched so far in the subtree of the position at `depth` on the stack,
    /// itself included (the root's: every position searched so far, as the report counts).
    pub fn positions_below(&self, depth: usize) -> u64 {
        match self.stack.get(depth) {
            Some(level) if depth > 0 => self.positions - level.entered + 1,
            _ => self.positions,
        }
    }

    /// The number of the position whose value the table gave, where the step is a table's
    /// answer.
    pub fn answered_from(&self) -> Option<u64> {
        match self.step.kind {
            StepKind::Leaf {
                reason: LeafReason::Table { from, .. },
                ..
            } => Some(from),
            _ => None,
        }
    }

    /// Becomes the frame after `step`, the one after `self`, in place: a walk passes millions
    /// of steps and keeps few of their frames, so it allocates nothing per step.
    pub(super) fn advance(&mut self, step: &Step<M>) {
        let depth = step.depth();
        self.window_before = self
            .stack
            .get(depth)
            .map_or((step.alpha, step.beta), |level| (level.alpha, level.beta));
        match &step.kind {
            StepKind::Root => {
                self.stack.clear();
                self.folded.clear();
                self.stack.push(Level::new(None, step, 0));
            }
            StepKind::Enter => {
                self.truncate(depth);
                self.positions += 1;
                let entered = self.positions;
                self.stack
                    .push(Level::new(step.path.last().copied(), step, entered));
            }
            kind => {
                // A child's value comes back: it folds into one node of its parent's.
                if let StepKind::Update { child, .. } = *kind
                    && let Some(done) = self.stack.get(depth + 1)
                    && let Some(value) = done.value
                {
                    let folded = Folded {
                        parent: depth,
                        mv: child,
                        value,
                        leaf: done.leaf,
                        positions: self.positions - done.entered + 1,
                    };
                    self.truncate(depth + 1);
                    self.folded.push(folded);
                }
                self.truncate(depth + 1);
                if let Some(level) = self.stack.last_mut() {
                    // A value backed up keeps the window as the position's last move left it
                    // (the step carries the window it was entered with).
                    if matches!(kind, StepKind::Update { .. } | StepKind::Cut { .. }) {
                        level.alpha = step.alpha;
                        level.beta = step.beta;
                    }
                    match *kind {
                        StepKind::Leaf { reason, .. } => {
                            level.value = kind.settled();
                            level.leaf = Some(reason);
                        }
                        StepKind::Exit { .. } => {
                            level.value = kind.settled();
                        }
                        StepKind::Update { best, .. } => {
                            level.best = Some(best);
                            level.searched += 1;
                        }
                        StepKind::Cut { best, .. } => {
                            level.best = Some(best);
                            level.cut = true;
                            self.cuts += 1;
                        }
                        StepKind::Root | StepKind::Enter => {}
                    }
                }
            }
        }
        self.number += 1;
        self.source = None;
        self.step.kind.clone_from(&step.kind);
        self.step.path.clone_from(&step.path);
        self.step.alpha = step.alpha;
        self.step.beta = step.beta;
    }

    /// Becomes a copy of `other`, reusing its own memory (a frame recycled by a walk).
    pub(super) fn copy_from(&mut self, other: &Self) {
        self.number = other.number;
        self.step.kind.clone_from(&other.step.kind);
        self.step.path.clone_from(&other.step.path);
        self.step.alpha = other.step.alpha;
        self.step.beta = other.step.beta;
        self.stack.clone_from(&other.stack);
        self.positions = other.positions;
        self.cuts = other.cuts;
        self.window_before = other.window_before;
        self.source.clone_from(&other.source);
        self.folded.clone_from(&other.folded);
    }

    /// Keeps the first `levels` levels of the stack, and the finished children of those only.
    fn truncate(&mut self, levels: usize) {
        self.stack.truncate(levels);
        let kept = self.folded.partition_point(|f| f.parent < levels);
        self.folded.truncate(kept);
    }
}

impl<M> Level<M> {
    pub(super) fn new(mv: Option<M>, step: &Step<M>, entered: u64) -> Self {
        Self {
            mv,
            side: step.side(),
            alpha: step.alpha,
            beta: step.beta,
            best: None,
            searched: 0,
            value: None,
            leaf: None,
            entered,
            cut: false,
        }
    }
}

/// How the search ends a position: the step that scores or leaves it, its value, and
/// whether alpha-beta cut moves there on the way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The number of the `Leaf` or `Exit` step.
    pub at: u64,
    /// MAX's score, exact or a bound, and what was skipped below the position.
    pub value: Score,
    pub bound: Bound,
    pub skipped: Skipped,
    /// A cut happened at the position after the step the question was asked at.
    pub cut: bool,
    /// Why the position was scored without searching its moves, if it was (a `Leaf` step).
    pub leaf: Option<LeafReason>,
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
    pub(super) cut: bool,
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
        if let StepKind::Cut { .. } = frame.step.kind {
            self.cut = true;
            return;
        }
        let Some(settled) = frame.step.kind.settled() else {
            return;
        };
        self.ending = Some(Ending {
            at: frame.number,
            value: settled.value,
            bound: settled.bound,
            skipped: settled.skipped,
            cut: self.cut,
            leaf: match frame.step.kind {
                StepKind::Leaf { reason, .. } => Some(reason),
                _ => None,
            },
        });
    }

    /// The same wait, as it was before any step after `after` was passed.
    pub(super) fn restarted(&self) -> Self {
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
