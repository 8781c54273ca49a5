//! Practice: a small game tree to work out by hand, the engine's own alpha-beta as the key, and every answer graded node by node.
//!
//! An [`Exercise`] is a tree (random from a seed, typed in the bracket form, or a real game's
//! tree from a small position), a [`Task`] (values and cuts, or windows too) and its [`AnswerKey`].
//! The learner's answers are graded entry by entry ([`grade()`]), each mistake with its reason
//! ([`explain()`]); the answer file ([`answer_file`]) carries the same answers as text;
//! [`constrained`] finds a random tree with the cuts a teacher asks for.

pub mod answer_file;
pub mod constrained;
mod explain;
mod grade;
mod key;
mod sources;

pub use explain::{explain, value_text, window_text};
pub use grade::{
    Below, Crossed, Graded, Mark, Mistake, NodeAnswer, NodeGrade, ValueAnswer, WhyCut, WhySearched,
    WhyValue, WindowAnswer, asks_window, expected_value, grade,
};
pub use key::{AnswerKey, Cut, NodeKey, Progress, Source, Visit, Window, for_max};
pub use sources::{
    BONES_HEAPS, BONES_PRACTICE_HEAP, BoardTreeError, ENDGAME_EMPTY_CELLS, GAME_TREE_LIMIT,
    board_tree, bones, endgame, endgame_rows, endgame_sides, two_by_two,
};

use crate::games::trees::{Shape, Tree};

/// What the learner is asked at each node.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Task {
    /// The value alpha-beta returns (a bound marked as one) or "cut" for a node never
    /// visited: abTreePractice's exercise.
    #[default]
    Values,
    /// The same, and the (α, β) window each inner node visited is entered with.
    Windows,
}

/// Where an exercise's tree comes from, as the command line that sets it again says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Drawn from a seed.
    Random { seed: u64, shape: Shape },
    /// Typed in the bracket form or read from a file.
    Given,
    /// The 2×2 board with 2 in a row, from the empty board.
    TwoByTwo,
    /// The Game of Bones from a heap of this many bones.
    Bones { heap: u32 },
    /// A 3×3 tic-tac-toe position near the end (rows joined by `/`), drawn from a seed or given.
    Endgame { board: String, seed: Option<u64> },
}

/// One exercise: the tree, where it comes from, what is asked, and the key.
#[derive(Clone, Debug)]
pub struct Exercise {
    pub tree: Tree,
    pub origin: Origin,
    pub task: Task,
    pub key: AnswerKey,
}

impl Exercise {
    /// The exercise on `tree`, its key worked out by the engine.
    pub fn new(tree: Tree, origin: Origin, task: Task) -> Self {
        let key = AnswerKey::of(&tree);
        Self {
            tree,
            origin,
            task,
            key,
        }
    }

    /// Grades `answers` (one per node, by index) against the key.
    pub fn grade(&self, answers: &[NodeAnswer]) -> Graded {
        grade(&self.tree, &self.key, self.task, answers)
    }

    /// What a learner starts from: every leaf visited (its own value), nothing else answered.
    /// The screen and `--print` both start there, so only the leaves cut are to be marked.
    pub fn start(&self) -> Vec<NodeAnswer> {
        self.tree
            .nodes()
            .iter()
            .map(|node| NodeAnswer {
                value: match node.leaf {
                    Some(value) => ValueAnswer::Value {
                        value,
                        bound: crate::engine::Bound::Exact,
                    },
                    None => ValueAnswer::Blank,
                },
                ..NodeAnswer::default()
            })
            .collect()
    }

    /// The key's own answers: every entry right.
    pub fn solution(&self) -> Vec<NodeAnswer> {
        (0..self.tree.nodes().len())
            .map(|node| {
                let visit = self.key.node(node).visit();
                let windows = asks_window(self.task, &self.tree, &self.key, node);
                NodeAnswer {
                    value: expected_value(self.key.node(node)),
                    alpha: visit.filter(|_| windows).map(|v| v.window.alpha),
                    beta: visit.filter(|_| windows).map(|v| v.window.beta),
                }
            })
            .collect()
    }
}
