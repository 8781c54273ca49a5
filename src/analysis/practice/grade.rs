//! Grading a learner's answers against the key, entry by entry, each mistake with what its reason needs.

use super::Task;
use super::key::{AnswerKey, Cut, NodeKey, Progress, Source, Visit};
use crate::engine::{Bound, INFINITY, Score, Side};
use crate::games::trees::{NodeIndex, Tree};

/// What a learner wrote for a node's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ValueAnswer {
    /// Nothing yet.
    #[default]
    Blank,
    /// "cut": the search never visits the node.
    NotVisited,
    /// A value, exact or only a bound (≤ or ≥).
    Value { value: Score, bound: Bound },
}

/// What a learner wrote for α or β: nothing, or a value (±[`INFINITY`] for ±∞).
pub type WindowAnswer = Option<Score>;

/// A learner's answers at one node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct NodeAnswer {
    pub value: ValueAnswer,
    pub alpha: WindowAnswer,
    pub beta: WindowAnswer,
}

/// The key's entry for a node's value, as an answer would write it.
pub fn expected_value(key: &NodeKey) -> ValueAnswer {
    match key {
        NodeKey::Visited(visit) => ValueAnswer::Value {
            value: visit.value,
            bound: visit.bound,
        },
        NodeKey::Cut { .. } | NodeKey::Inside { .. } => ValueAnswer::NotVisited,
    }
}

/// Why a node is searched although the learner marked it cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhySearched {
    /// The root: the search starts there.
    Root,
    /// The first child of a node is always searched.
    First { parent: NodeIndex },
    /// Its parent's best so far had not reached the bound: MIN still above α, MAX still below β.
    NotYet {
        parent: NodeIndex,
        side: Side,
        before: Progress,
        /// α (at MIN) or β (at MAX), which the best had not reached.
        bound: Score,
    },
}

/// Why a node is never searched although the learner gave it a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WhyCut {
    /// Its parent cut it (the cut's details).
    Cut(Cut),
    /// It lies below a node that was cut.
    Inside { branch: NodeIndex },
}

/// Why the value is what it is, for a wrong value at a visited node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhyValue {
    /// A leaf returns its own value.
    Leaf,
    /// The best of the children searched, exact: nothing below was cut, or what a cut below
    /// skipped cannot change it. `crossed`: the bound of the window the value lies beyond, if
    /// any (then nothing below was cut, or it would be a bound). `cut_below`: the first node
    /// below where a cut skipped children (the value then lies inside `window`, the window the
    /// node was entered with, which is why it is exact all the same).
    Best {
        side: Side,
        through: NodeIndex,
        crossed: Option<Crossed>,
        cut_below: Option<NodeIndex>,
        window: (Score, Score),
    },
    /// A cut here: MAX's best reached β (at least the value), MIN's fell to α (at most).
    CutHere {
        side: Side,
        through: NodeIndex,
        limit: Score,
    },
    /// Nothing cut here, but a cut below (at `at`) left moves unsearched, and the value lies
    /// outside the window: fail-soft proves only a bound.
    SkippedBelow { at: NodeIndex, crossed: Crossed },
}

/// The bound of the window a value lies beyond: it fell to α, or reached β.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Crossed {
    Alpha(Score),
    Beta(Score),
}

/// One wrong entry and what its reason needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mistake {
    /// Nothing written where an answer was expected.
    NoAnswer,
    /// Nothing written at a node the search never visits: why it is cut.
    NoAnswerCut(WhyCut),
    /// Marked cut, but the search visits it.
    Searched(WhySearched),
    /// Given a value, but the search never visits it.
    NeverSearched(WhyCut),
    /// A wrong value (or the right number with the wrong kind of bound).
    Value {
        expected: Score,
        bound: Bound,
        why: WhyValue,
        /// The learner's number is what a fail-hard search returns here (and not fail-soft's).
        fail_hard: bool,
    },
    /// A wrong α on entering: where the right one comes from (none: −∞).
    Alpha {
        expected: Score,
        from: Option<Source>,
    },
    /// A wrong β on entering: where the right one comes from (none: +∞).
    Beta {
        expected: Score,
        from: Option<Source>,
    },
}

/// One entry's grade.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    Right,
    Wrong(Mistake),
}

impl Mark {
    pub fn is_right(&self) -> bool {
        matches!(self, Self::Right)
    }
}

/// A node's grades: its value always, α and β when the task asks for windows and the node is
/// an inner node the search visits (`None` where an entry is not asked); none at all below a
/// branch that is cut (`below`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeGrade {
    pub value: Mark,
    pub alpha: Option<Mark>,
    pub beta: Option<Mark>,
    /// Not graded: the node lies below a branch cut as a whole, by the search or by the
    /// learner's ✂. Cutting a branch is one decision, graded once at the branch (as a learner
    /// clicks a pruned edge once), so nothing below it counts, right or wrong.
    pub below: Option<Below>,
    /// A leaf left as the exercise gives it (read, with its own value) where the search reads
    /// it: the learner decided nothing there, so it is not graded. A leaf is graded where the
    /// learner marked it ✂, changed its value (in a file), or left it read where the search
    /// never gets to it (a cut missed).
    pub given: bool,
}

/// The branch a node lies below, cut as a whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Below {
    /// The search never visits this branch (whatever the learner wrote there).
    SearchCut(NodeIndex),
    /// The learner marked this branch ✂, though the search visits it.
    MarkedCut(NodeIndex),
}

impl NodeGrade {
    /// The node's graded entries, value first (none below a branch cut as a whole, nor at a
    /// leaf left as given).
    pub fn marks(&self) -> impl Iterator<Item = &Mark> {
        let graded = self.below.is_none() && !self.given;
        std::iter::once(&self.value)
            .chain(self.alpha.as_ref())
            .chain(self.beta.as_ref())
            .filter(move |_| graded)
    }

    pub fn is_right(&self) -> bool {
        self.marks().all(Mark::is_right)
    }
}

/// Every node's grades, by [`NodeIndex`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graded {
    pub nodes: Vec<NodeGrade>,
}

impl Graded {
    /// Entries right, and entries graded.
    pub fn score(&self) -> (usize, usize) {
        let marks = || self.nodes.iter().flat_map(NodeGrade::marks);
        (marks().filter(|m| m.is_right()).count(), marks().count())
    }

    pub fn all_right(&self) -> bool {
        self.nodes.iter().all(NodeGrade::is_right)
    }
}

/// Whether the task asks for α and β at this node: an inner node the search visits.
pub fn asks_window(task: Task, tree: &Tree, key: &AnswerKey, node: NodeIndex) -> bool {
    task == Task::Windows && tree.node(node).leaf.is_none() && key.node(node).visit().is_some()
}

/// Grades `answers` (one per node, by [`NodeIndex`]) against the key.
pub fn grade(tree: &Tree, key: &AnswerKey, task: Task, answers: &[NodeAnswer]) -> Graded {
    let below = branches_cut(tree, key, answers);
    let nodes = (0..tree.nodes().len())
        .map(|node| {
            let answer = answers.get(node).copied().unwrap_or_default();
            let windows = asks_window(task, tree, key, node);
            let visit = key.node(node).visit();
            let value = grade_value(tree, key, node, answer.value);
            let given = value.is_right()
                && visit.is_some()
                && tree.node(node).leaf.is_some_and(|leaf| {
                    answer.value
                        == ValueAnswer::Value {
                            value: leaf,
                            bound: Bound::Exact,
                        }
                });
            NodeGrade {
                value,
                alpha: visit
                    .filter(|_| windows)
                    .map(|v| grade_alpha(v, answer.alpha)),
                beta: visit
                    .filter(|_| windows)
                    .map(|v| grade_beta(v, answer.beta)),
                below: below[node],
                given,
            }
        })
        .collect();
    Graded { nodes }
}

/// For each node, the highest branch above it that is cut as a whole: one the search never
/// visits, or one the learner marked ✂.
fn branches_cut(tree: &Tree, key: &AnswerKey, answers: &[NodeAnswer]) -> Vec<Option<Below>> {
    let mut below = vec![None; tree.nodes().len()];
    for node in tree.preorder() {
        let Some(parent) = tree.node(node).parent else {
            continue;
        };
        let marked = answers
            .get(parent)
            .is_some_and(|a| a.value == ValueAnswer::NotVisited);
        below[node] = below[parent].or(match key.node(parent) {
            NodeKey::Cut { .. } | NodeKey::Inside { .. } => Some(Below::SearchCut(parent)),
            NodeKey::Visited(_) if marked => Some(Below::MarkedCut(parent)),
            NodeKey::Visited(_) => None,
        });
    }
    below
}

fn grade_value(tree: &Tree, key: &AnswerKey, node: NodeIndex, answer: ValueAnswer) -> Mark {
    if answer == expected_value(key.node(node)) {
        return Mark::Right;
    }
    let wrong = |mistake| Mark::Wrong(mistake);
    match (key.node(node), answer) {
        (NodeKey::Cut { parent }, ValueAnswer::Blank) => {
            wrong(Mistake::NoAnswerCut(why_cut(key, *parent)))
        }
        (NodeKey::Inside { branch }, ValueAnswer::Blank) => {
            wrong(Mistake::NoAnswerCut(WhyCut::Inside { branch: *branch }))
        }
        (_, ValueAnswer::Blank) => wrong(Mistake::NoAnswer),
        (NodeKey::Visited(_), ValueAnswer::NotVisited) => {
            wrong(Mistake::Searched(why_searched(tree, key, node)))
        }
        (NodeKey::Visited(visit), ValueAnswer::Value { value, .. }) => {
            let fail_hard = value == visit.fail_hard && visit.fail_hard != visit.value;
            wrong(Mistake::Value {
                expected: visit.value,
                bound: visit.bound,
                why: why_value(tree, key, node, visit),
                fail_hard,
            })
        }
        (NodeKey::Cut { parent }, _) => wrong(Mistake::NeverSearched(why_cut(key, *parent))),
        (NodeKey::Inside { branch }, _) => {
            wrong(Mistake::NeverSearched(WhyCut::Inside { branch: *branch }))
        }
    }
}

/// The cut its parent made, skipping a node.
fn why_cut(key: &AnswerKey, parent: NodeIndex) -> WhyCut {
    let cut = key.node(parent).visit().and_then(|v| v.cut.clone());
    WhyCut::Cut(cut.expect("a cut node's parent made the cut"))
}

fn why_searched(tree: &Tree, key: &AnswerKey, node: NodeIndex) -> WhySearched {
    let Some(parent) = tree.node(node).parent else {
        return WhySearched::Root;
    };
    let visit = key.node(node).visit().expect("searched");
    match visit.parent_before {
        None => WhySearched::First { parent },
        Some(before) => {
            let side = tree.side(parent);
            let bound = match side {
                Side::Max => visit.window.beta,
                Side::Min => visit.window.alpha,
            };
            WhySearched::NotYet {
                parent,
                side,
                before,
                bound,
            }
        }
    }
}

fn why_value(tree: &Tree, key: &AnswerKey, node: NodeIndex, visit: &Visit) -> WhyValue {
    let side = tree.side(node);
    let Some(through) = visit.best_through else {
        return WhyValue::Leaf;
    };
    if let Some(cut) = &visit.cut {
        let limit = match side {
            Side::Max => cut.window.beta,
            Side::Min => cut.window.alpha,
        };
        return WhyValue::CutHere {
            side,
            through,
            limit,
        };
    }
    // The window's bound the value lies beyond, if any: α when it fell to α, β when it
    // reached β.
    let crossed = if visit.value <= visit.window.alpha {
        Some(Crossed::Alpha(visit.window.alpha))
    } else if visit.value >= visit.window.beta {
        Some(Crossed::Beta(visit.window.beta))
    } else {
        None
    };
    match (visit.bound, crossed) {
        (Bound::Exact, _) | (_, None) => WhyValue::Best {
            side,
            through,
            crossed,
            cut_below: first_cut_below(tree, key, node),
            window: (visit.window.alpha, visit.window.beta),
        },
        (_, Some(crossed)) => WhyValue::SkippedBelow {
            at: first_cut_below(tree, key, node).unwrap_or(node),
            crossed,
        },
    }
}

/// The first node below `node`, in search order, where a cut left children unsearched.
fn first_cut_below(tree: &Tree, key: &AnswerKey, node: NodeIndex) -> Option<NodeIndex> {
    let mut stack: Vec<NodeIndex> = tree.node(node).children.iter().rev().copied().collect();
    while let Some(at) = stack.pop() {
        let visit = key.node(at).visit()?;
        if visit.cut.is_some() {
            return Some(at);
        }
        stack.extend(visit.searched.iter().rev());
    }
    None
}

fn grade_alpha(visit: &Visit, answer: WindowAnswer) -> Mark {
    let expected = visit.window.alpha.max(-INFINITY);
    match answer {
        Some(alpha) if alpha == expected => Mark::Right,
        None => Mark::Wrong(Mistake::NoAnswer),
        Some(_) => Mark::Wrong(Mistake::Alpha {
            expected,
            from: visit.window.alpha_from,
        }),
    }
}

fn grade_beta(visit: &Visit, answer: WindowAnswer) -> Mark {
    let expected = visit.window.beta.min(INFINITY);
    match answer {
        Some(beta) if beta == expected => Mark::Right,
        None => Mark::Wrong(Mistake::NoAnswer),
        Some(_) => Mark::Wrong(Mistake::Beta {
            expected,
            from: visit.window.beta_from,
        }),
    }
}
