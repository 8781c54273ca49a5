//! The answer key of an exercise: what alpha-beta does at every node of the tree, read from the engine's own step stream.
//!
//! The engine searches the tree as it searches any game (fail-soft alpha-beta, children in the
//! tree's order) and tells every step; the key is those steps gathered node by node: the (α, β)
//! window each visited node is entered with and where each bound came from, the value it
//! returns and whether that value is exact, which children a cut skips, and which nodes are
//! never visited. Scores are MAX's, as the tree's figure gives them, whoever moves at the root.

use std::cell::RefCell;
use std::ops::ControlFlow;

use crate::engine::{
    Bound, INFINITY, LeafReason, Score, SearchOptions, SearchSettings, Side, Step, StepKind, search,
};
use crate::games::trees::{NodeIndex, Tree};

/// Where α or β comes from: the ancestor whose best so far set it, and the child through which
/// that ancestor got it. None: nobody has a value yet (±∞).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Source {
    /// The MAX ancestor (for α) or the MIN ancestor (for β).
    pub node: NodeIndex,
    /// Its child whose value set the bound.
    pub through: NodeIndex,
}

/// The window a node is entered with (or a node's current window), from MAX's side, with the
/// origin of each bound. ±[`INFINITY`] is unbounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub alpha: Score,
    pub beta: Score,
    pub alpha_from: Option<Source>,
    pub beta_from: Option<Source>,
}

impl Window {
    const OPEN: Self = Self {
        alpha: -INFINITY,
        beta: INFINITY,
        alpha_from: None,
        beta_from: None,
    };
}

/// The best a node had found so far when the search entered one of its children.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub best: Score,
    /// The child that gave it.
    pub through: NodeIndex,
}

/// A cut: at `node`, after `last` returned, the best reached the bound (MAX: best ≥ β, MIN:
/// best ≤ α), so the children in `skipped` are never searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cut {
    pub node: NodeIndex,
    pub side: Side,
    /// The child whose value made the cut.
    pub last: NodeIndex,
    /// The node's best when it cut (through `best_through`).
    pub best: Score,
    pub best_through: NodeIndex,
    /// The node's window when it cut.
    pub window: Window,
    pub skipped: Vec<NodeIndex>,
}

/// A node the search visits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Visit {
    /// The window on entering.
    pub window: Window,
    /// The value returned (fail-soft: the best found, even outside the window).
    pub value: Score,
    /// Whether `value` is the node's exact minimax value or only a bound on it, as the engine
    /// says: exact when nothing below the node was cut, else as the window decides (a value
    /// outside it is only a bound).
    pub bound: Bound,
    /// What a fail-hard search returns here: at an inner node, the value clipped to the window
    /// (fail-hard returns α when fail-soft returns less, β when it returns more); at a leaf its
    /// own value.
    pub fail_hard: Score,
    /// The child that gave the value (none at a leaf).
    pub best_through: Option<NodeIndex>,
    /// The children searched, in order.
    pub searched: Vec<NodeIndex>,
    /// The cut made here, if any.
    pub cut: Option<Cut>,
    /// The parent's best when this node was entered (none for the root and first children).
    pub parent_before: Option<Progress>,
}

/// What the search does with one node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NodeKey {
    Visited(Box<Visit>),
    /// Skipped by a cut at its parent (the cut's details are at the parent's visit).
    Cut {
        parent: NodeIndex,
    },
    /// Below a cut node: never reached.
    Inside {
        branch: NodeIndex,
    },
}

impl NodeKey {
    pub fn visit(&self) -> Option<&Visit> {
        match self {
            Self::Visited(visit) => Some(visit),
            _ => None,
        }
    }
}

/// The whole answer key of a tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnswerKey {
    /// One entry per node, by [`NodeIndex`].
    pub nodes: Vec<NodeKey>,
    /// The root's value, from MAX's side.
    pub value: Score,
    /// Positions alpha-beta visits below the root (the engine's report's count).
    pub positions: u64,
    /// Positions plain minimax visits below the root.
    pub positions_minimax: u64,
    /// Every step of the search, from MAX's side (the animation replays them).
    pub steps: Vec<Step<NodeIndex>>,
}

impl AnswerKey {
    /// Searches `tree` with the engine (alpha-beta, fail-soft, children in order) and gathers
    /// its steps into the key; a second search without pruning gives minimax's count.
    pub fn of(tree: &Tree) -> Self {
        let game = tree.game();
        let steps = RefCell::new(Vec::new());
        let observer = |step: &Step<NodeIndex>| {
            steps.borrow_mut().push(for_max(step, tree.root_side()));
            ControlFlow::Continue(())
        };
        let settings = SearchSettings::default();
        let report = search(
            &game,
            &settings,
            &SearchOptions {
                observer: Some(&observer),
                ..Default::default()
            },
        );
        let minimax = search(
            &game,
            &SearchSettings {
                pruning: false,
                ..settings
            },
            &SearchOptions::default(),
        );
        let steps = steps.into_inner();
        let nodes = gather(tree, &steps);
        let value = match tree.root_side() {
            Side::Max => report.value,
            Side::Min => -report.value,
        };
        Self {
            nodes,
            value,
            positions: report.nodes,
            positions_minimax: minimax.nodes,
            steps,
        }
    }

    pub fn node(&self, index: NodeIndex) -> &NodeKey {
        &self.nodes[index]
    }

    /// How many nodes the search visits, the root included.
    pub fn visited(&self) -> usize {
        self.nodes.iter().filter(|n| n.visit().is_some()).count()
    }
}

/// The step as the tree's figure reads it: the engine's steps are from the side to move at the
/// root, which is MIN on a tree with MIN at the root; there every score changes sign, α and β
/// swap, and so do upper and lower bounds.
pub fn for_max<M: Clone>(step: &Step<M>, root: Side) -> Step<M> {
    if root == Side::Max {
        return step.clone();
    }
    let flip = |bound: Bound| bound.flipped();
    let kind = match &step.kind {
        StepKind::Leaf { value, reason } => StepKind::Leaf {
            value: -value,
            reason: match reason {
                LeafReason::Table { bound, from } => LeafReason::Table {
                    bound: flip(*bound),
                    from: *from,
                },
                other => *other,
            },
        },
        StepKind::Update {
            child,
            value,
            bound,
            best,
            improved,
        } => StepKind::Update {
            child: child.clone(),
            value: -value,
            bound: flip(*bound),
            best: -best,
            improved: *improved,
        },
        StepKind::Cut { best, skipped } => StepKind::Cut {
            best: -best,
            skipped: skipped.clone(),
        },
        StepKind::Exit {
            value,
            bound,
            skipped,
        } => StepKind::Exit {
            value: -value,
            bound: flip(*bound),
            skipped: *skipped,
        },
        other => other.clone(),
    };
    Step {
        kind,
        path: step.path.clone(),
        alpha: -step.beta,
        beta: -step.alpha,
    }
}

/// A node being searched: its window now, its best so far, what its children returned.
struct Frame {
    node: NodeIndex,
    window: Window,
    best: Option<Progress>,
    /// Each child searched, with the value it returned and how far that value is known.
    children: Vec<(NodeIndex, Score, Bound)>,
    cut: Option<Cut>,
}

/// The steps (from MAX's side) gathered node by node.
fn gather(tree: &Tree, steps: &[Step<NodeIndex>]) -> Vec<NodeKey> {
    let mut keys: Vec<Option<NodeKey>> = vec![None; tree.nodes().len()];
    let mut entered: Vec<Option<(Window, Option<Progress>)>> = vec![None; tree.nodes().len()];
    let mut stack: Vec<Frame> = Vec::new();
    for step in steps {
        let node = step.path.last().copied().unwrap_or(0);
        match &step.kind {
            StepKind::Root => {
                entered[0] = Some((Window::OPEN, None));
                stack.push(Frame {
                    node: 0,
                    window: Window::OPEN,
                    best: None,
                    children: Vec::new(),
                    cut: None,
                });
            }
            StepKind::Enter => {
                let parent = stack.last().expect("a child is entered from its parent");
                let window = Window {
                    alpha: step.alpha,
                    beta: step.beta,
                    ..parent.window
                };
                entered[node] = Some((window, parent.best));
                stack.push(Frame {
                    node,
                    window,
                    best: None,
                    children: Vec::new(),
                    cut: None,
                });
            }
            StepKind::Leaf { value, .. } => {
                let frame = stack.pop().expect("a leaf was entered");
                let (window, parent_before) = entered[node].expect("entered");
                keys[node] = Some(NodeKey::Visited(Box::new(Visit {
                    window,
                    value: *value,
                    bound: Bound::Exact,
                    // A leaf returns its own value whatever the window; its parent clips it.
                    fail_hard: *value,
                    best_through: None,
                    searched: Vec::new(),
                    cut: None,
                    parent_before,
                })));
                debug_assert_eq!(frame.node, node);
                if let Some(parent) = stack.last_mut() {
                    parent.children.push((node, *value, Bound::Exact));
                }
            }
            StepKind::Update {
                child,
                best,
                improved,
                ..
            } => {
                let frame = stack.last_mut().expect("an update at an open node");
                if *improved {
                    frame.best = Some(Progress {
                        best: *best,
                        through: *child,
                    });
                }
                let source = Some(Source {
                    node: frame.node,
                    through: *child,
                });
                if step.alpha > frame.window.alpha {
                    frame.window.alpha_from = source;
                }
                if step.beta < frame.window.beta {
                    frame.window.beta_from = source;
                }
                frame.window.alpha = step.alpha;
                frame.window.beta = step.beta;
            }
            StepKind::Cut { best, skipped } => {
                let frame = stack.last_mut().expect("a cut at an open node");
                let progress = frame.best.expect("a cut follows a child's value");
                frame.cut = Some(Cut {
                    node: frame.node,
                    side: tree.side(frame.node),
                    last: frame.children.last().expect("a child returned").0,
                    best: *best,
                    best_through: progress.through,
                    window: frame.window,
                    skipped: skipped.clone(),
                });
                for &child in skipped {
                    keys[child] = Some(NodeKey::Cut { parent: frame.node });
                    mark_inside(tree, child, child, &mut keys);
                }
            }
            StepKind::Exit { value, bound, .. } => {
                let frame = stack.pop().expect("an exit from an open node");
                let (window, parent_before) = entered[node].expect("entered");
                let bound = *bound;
                keys[node] = Some(NodeKey::Visited(Box::new(Visit {
                    window,
                    value: *value,
                    bound,
                    fail_hard: (*value).clamp(window.alpha, window.beta),
                    best_through: frame.best.map(|p| p.through),
                    searched: frame.children.iter().map(|c| c.0).collect(),
                    cut: frame.cut,
                    parent_before,
                })));
                if let Some(parent) = stack.last_mut() {
                    parent.children.push((node, *value, bound));
                }
            }
        }
    }
    keys.into_iter()
        .map(|key| key.expect("every node is visited, cut or inside a cut branch"))
        .collect()
}

/// Marks every node below `at` as lying inside the cut branch `branch`.
fn mark_inside(tree: &Tree, at: NodeIndex, branch: NodeIndex, keys: &mut [Option<NodeKey>]) {
    for &child in &tree.node(at).children {
        keys[child] = Some(NodeKey::Inside { branch });
        mark_inside(tree, child, branch, keys);
    }
}
