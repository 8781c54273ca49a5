//! Builds a [`SearchTree`] from the steps the engine's search reports as it runs.

use std::cell::RefCell;
use std::ops::ControlFlow;

use super::{Cut, NodeId, NodeKind, NotRecorded, SearchTree, TreeNode};
use crate::engine::core::{Bound, Game, OutOfMemory, Score, Skipped, Table};
use crate::engine::textbook::{LeafReason, SearchOptions, Side, Step, StepKind, search_in};

/// How many moves `game` has.
pub(super) fn move_count<G: Game>(game: &G) -> usize {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.len()
}

/// What part of the search is kept.
pub(super) enum Target<M> {
    /// The whole tree, giving up past this many positions below the root.
    Whole { positions: u64 },
    /// The subtree below the position at `path`, which becomes node 0 as `top`: the replay
    /// ends when the search leaves it.
    Below { path: Vec<M>, top: TreeNode<M> },
}

/// A position the search is in, inside the part kept.
struct Frame {
    /// Its node, if the memory budget kept it.
    id: Option<NodeId>,
    /// Whether its children are kept: decided when the first of them is entered (a position
    /// keeps all its children or none, and the positions nearer the root get theirs first).
    keeps: Option<bool>,
    /// Positions in its subtree so far, itself included.
    subtree: u64,
}

/// The tree being built and where the search is in it.
pub(super) struct Recorder<G: Game> {
    tree: SearchTree<G::Move>,
    target: Target<G::Move>,
    /// The position of the innermost frame (moves applied as the search enters positions and
    /// undone as it leaves them), to count a position's moves before its children are kept.
    position: G,
    frames: Vec<Frame>,
    /// Slots promised to children not entered yet.
    reserved: usize,
    /// Positions entered below the root.
    entered: u64,
    failed: Option<NotRecorded>,
    /// The kept part has been left: nothing more to record.
    done: bool,
}

impl<G: Game> Recorder<G>
where
    G::Move: Copy + PartialEq,
{
    /// A recorder of `target` for the search of `root`, into `tree` (empty, with its settings
    /// and memory budget).
    pub fn new(tree: SearchTree<G::Move>, root: &G, target: Target<G::Move>) -> Self {
        let mut position = root.clone();
        if let Target::Below { path, .. } = &target {
            for &mv in path {
                position.apply(mv);
            }
        }
        Self {
            tree,
            target,
            position,
            frames: Vec::new(),
            reserved: 0,
            entered: 0,
            failed: None,
            done: false,
        }
    }

    /// Runs the search of `root` under the tree's settings with `table`, recording its steps.
    pub fn run(
        self,
        root: &G,
        table: &mut Option<Table>,
    ) -> Result<SearchTree<G::Move>, NotRecorded> {
        let settings = self.tree.settings;
        let recorder = RefCell::new(self);
        let observer = |step: &Step<G::Move>| recorder.borrow_mut().step(step);
        let options = SearchOptions {
            observer: Some(&observer),
            ..Default::default()
        };
        search_in(root, &settings, &options, table);
        let recorder = recorder.into_inner();
        match recorder.failed {
            Some(failed) => Err(failed),
            None => Ok(recorder.tree),
        }
    }

    /// Takes one step of the search into the tree.
    fn step(&mut self, step: &Step<G::Move>) -> ControlFlow<()> {
        if self.done {
            return ControlFlow::Break(());
        }
        let opens = matches!(step.kind, StepKind::Root | StepKind::Enter);
        if opens {
            self.entered += u64::from(step.kind == StepKind::Enter);
            if let Target::Whole { positions } = self.target
                && self.entered > positions
            {
                self.failed = Some(NotRecorded::TooBig { positions });
                return ControlFlow::Break(());
            }
        }
        // Where the step is, relative to the part kept.
        let depth = match &self.target {
            Target::Whole { .. } => Some(step.depth()),
            Target::Below { path, .. } => step
                .path
                .starts_with(path)
                .then(|| step.depth() - path.len()),
        };
        let Some(depth) = depth else {
            return ControlFlow::Continue(());
        };
        let result = match &step.kind {
            StepKind::Root | StepKind::Enter if depth == 0 => self.open_top(step),
            StepKind::Root | StepKind::Enter => self.open(step),
            StepKind::Leaf { reason, .. } => {
                self.leaf(step, *reason);
                Ok(())
            }
            StepKind::Update { .. } => Ok(()),
            StepKind::Cut { best, skipped } => {
                self.cut(step, *best, skipped);
                Ok(())
            }
            StepKind::Exit { .. } => {
                self.close(step);
                Ok(())
            }
        };
        if let Err(e) = result {
            self.failed = Some(NotRecorded::OutOfMemory(e));
            return ControlFlow::Break(());
        }
        if self.done {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }

    /// The kept part's top position: the root, or the node regrown.
    fn open_top(&mut self, step: &Step<G::Move>) -> Result<(), OutOfMemory> {
        let node = match &mut self.target {
            Target::Whole { .. } => entered(step, None, 0),
            Target::Below { top, .. } => top.clone(),
        };
        let id = self.push(node)?;
        self.frames.push(Frame {
            id: Some(id),
            keeps: None,
            subtree: 1,
        });
        Ok(())
    }

    /// The search enters a position below the top one.
    fn open(&mut self, step: &Step<G::Move>) -> Result<(), OutOfMemory> {
        let mv = *step
            .path
            .last()
            .expect("a position below the root has a move");
        let keeps = self.parent_keeps_children();
        let parent = self.frames.last().and_then(|frame| frame.id);
        let id = match (keeps, parent) {
            (true, Some(parent)) => {
                self.reserved -= 1;
                let id = self.push(entered(step, Some((parent, mv)), self.entered))?;
                self.link(parent, id);
                Some(id)
            }
            _ => None,
        };
        self.position.apply(mv);
        self.frames.push(Frame {
            id,
            keeps: None,
            subtree: 1,
        });
        Ok(())
    }

    /// Whether the innermost position keeps its children, deciding it at its first child.
    fn parent_keeps_children(&mut self) -> bool {
        let Some(frame) = self.frames.last() else {
            return false;
        };
        if let Some(keeps) = frame.keeps {
            return keeps;
        }
        let keeps = match frame.id {
            Some(id) => {
                let moves = move_count(&self.position);
                let room = self.tree.nodes.len() + self.reserved + moves <= self.tree.memory;
                if room {
                    self.reserved += moves;
                } else {
                    self.tree.nodes[id as usize].recorded = false;
                }
                room
            }
            None => false,
        };
        if let Some(frame) = self.frames.last_mut() {
            frame.keeps = Some(keeps);
        }
        keeps
    }

    /// The position is scored without searching below it.
    fn leaf(&mut self, step: &Step<G::Move>, reason: LeafReason) {
        let kind = match reason {
            LeafReason::GameOver => {
                NodeKind::Terminal(self.position.terminal().expect("a finished game"))
            }
            LeafReason::DepthLimit => NodeKind::Horizon,
            LeafReason::Table { bound, from } => NodeKind::Table {
                bound: to_move_bound(step, bound),
                from,
            },
        };
        if let Some(node) = self.innermost_node() {
            node.kind = kind;
        }
        self.close(step);
    }

    /// Alpha-beta skips the moves left at the innermost position.
    fn cut(&mut self, step: &Step<G::Move>, best: Score, skipped: &[G::Move]) {
        if self.frames.last().is_some_and(|f| f.keeps == Some(true)) {
            self.reserved -= skipped.len(); // the slots of the moves never entered
        }
        let reached = to_move_score(step, best);
        let (_, beta) = to_move_window(step);
        if let Some(node) = self.innermost_node() {
            node.cut = Some(Cut {
                reached,
                beta,
                skipped: skipped.to_vec(),
            });
        }
    }

    /// The search leaves the innermost position (a `Leaf` or an `Exit` step) with the value,
    /// bound and skipped moves the step gives it.
    fn close(&mut self, step: &Step<G::Move>) {
        let frame = self.frames.pop().expect("a position to leave");
        let settled = step.kind.settled().expect("a step that leaves a position");
        if let Some(id) = frame.id {
            let node = &mut self.tree.nodes[id as usize];
            node.score = to_move_score(step, settled.value);
            node.bound = to_move_bound(step, settled.bound);
            node.skipped = settled.skipped;
            node.subtree = frame.subtree;
        }
        match self.frames.last_mut() {
            Some(parent) => {
                parent.subtree += frame.subtree;
                let mv = *step
                    .path
                    .last()
                    .expect("a position below the top has a move");
                self.position.undo(mv);
            }
            None => self.done = true,
        }
    }

    fn innermost_node(&mut self) -> Option<&mut TreeNode<G::Move>> {
        let id = self.frames.last()?.id?;
        Some(&mut self.tree.nodes[id as usize])
    }

    /// Keeps `node`, asking the system for the memory first (a refusal is an error, not an abort).
    fn push(&mut self, node: TreeNode<G::Move>) -> Result<NodeId, OutOfMemory> {
        let nodes = &mut self.tree.nodes;
        if nodes.len() == nodes.capacity() {
            let more = nodes.len().max(64);
            nodes.try_reserve(more).map_err(|_| OutOfMemory {
                bytes: (nodes.len() + more) * std::mem::size_of::<TreeNode<G::Move>>(),
            })?;
        }
        nodes.push(node);
        Ok((nodes.len() - 1) as NodeId)
    }

    fn link(&mut self, parent: NodeId, child: NodeId) {
        let nodes = &mut self.tree.nodes;
        match nodes[parent as usize].last_child {
            Some(last) => nodes[last as usize].next_sibling = Some(child),
            None => nodes[parent as usize].first_child = Some(child),
        }
        nodes[parent as usize].last_child = Some(child);
    }
}

/// The node of the position `step` enters (below `parent` by `mv`, or the root), the
/// `number`-th position of the search, with the window it is searched with; its figures are
/// filled in when the search leaves it.
fn entered<M>(step: &Step<M>, from: Option<(NodeId, M)>, number: u64) -> TreeNode<M> {
    let (alpha, beta) = to_move_window(step);
    let (parent, mv) = from.unzip();
    TreeNode {
        mv,
        parent,
        ply: step.depth() as u32,
        number,
        alpha,
        beta,
        score: 0,
        bound: Bound::Exact,
        skipped: Skipped::default(),
        subtree: 1,
        kind: NodeKind::Interior,
        recorded: true,
        cut: None,
        first_child: None,
        last_child: None,
        next_sibling: None,
    }
}

/// A score of `step` (from MAX's side) from the side to move at its position, as the tree keeps it.
fn to_move_score<M>(step: &Step<M>, score: Score) -> Score {
    match step.side() {
        Side::Max => score,
        Side::Min => -score,
    }
}

/// A bound of `step` (from MAX's side) from the side to move at its position.
fn to_move_bound<M>(step: &Step<M>, bound: Bound) -> Bound {
    match step.side() {
        Side::Max => bound,
        Side::Min => bound.flipped(),
    }
}

/// The window of `step` from the side to move at its position: at MIN, (−β, −α).
fn to_move_window<M>(step: &Step<M>) -> (Score, Score) {
    match step.side() {
        Side::Max => (step.alpha, step.beta),
        Side::Min => (-step.beta, -step.alpha),
    }
}
