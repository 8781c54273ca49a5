//! Abstract game trees, the figures of a lesson, as a rule set: a position is a node, a move a child, a leaf its value.
//!
//! A [`Tree`] is the figure (who moves at the root, every node's children in the order they
//! are searched, each leaf's value from MAX's side); a [`TreeGame`] walks it as the engine
//! walks any game, so minimax, alpha-beta, the step stream and `trace` work on it unchanged.
//! A leaf ends the game with a plain score ([`Terminal::Score`]), never a win or a loss.

mod bracket;
mod from_game;
mod random;

pub use bracket::{BracketError, Trouble, parse};
pub use from_game::{TooBig, from_game};
pub use random::{
    MAX_BRANCHING, MAX_DEPTH, MAX_LEAVES, MIN_BRANCHING, MIN_DEPTH, Shape, SplitMix64,
};

use crate::engine::{Game, PLAIN_SCORE_LIMIT, Score, Side, Terminal};

/// The largest leaf value either way: a plain score as the engine keeps it.
pub const MAX_LEAF: Score = PLAIN_SCORE_LIMIT;

/// The most nodes a tree may have (a lesson's figure has a few dozen).
pub const MAX_NODES: usize = 2000;

/// The most levels below the root.
pub const MAX_TREE_DEPTH: usize = 16;

/// A node of a tree, by its place in [`Tree::nodes`]; the root is 0.
pub type NodeIndex = usize;

/// One node: where it hangs, what hangs below it, and its value if it is a leaf.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    pub parent: Option<NodeIndex>,
    /// In the order the search tries them.
    pub children: Vec<NodeIndex>,
    /// A leaf's value from MAX's side, as a figure labels it; `None` for an inner node.
    pub leaf: Option<Score>,
    /// Levels below the root.
    pub depth: usize,
    /// The move that leads here from the parent, when the tree was drawn from a game ("b2",
    /// "take 3"); `None` on an abstract tree, whose moves are the children's numbers.
    pub label: Option<String>,
}

/// A game tree: every node, the root first, and who moves at the root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    nodes: Vec<Node>,
    root_side: Side,
}

impl Tree {
    /// A tree with its root alone (an inner node until children are added).
    fn with_root(root_side: Side) -> Self {
        Self {
            nodes: vec![Node {
                parent: None,
                children: Vec::new(),
                leaf: None,
                depth: 0,
                label: None,
            }],
            root_side,
        }
    }

    /// Hangs a new node below `parent`, after its other children.
    fn add(&mut self, parent: NodeIndex, leaf: Option<Score>, label: Option<String>) -> NodeIndex {
        let index = self.nodes.len();
        let depth = self.nodes[parent].depth + 1;
        self.nodes.push(Node {
            parent: Some(parent),
            children: Vec::new(),
            leaf,
            depth,
            label,
        });
        self.nodes[parent].children.push(index);
        index
    }

    /// Every node, the root (index 0) first.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    pub fn node(&self, index: NodeIndex) -> &Node {
        &self.nodes[index]
    }

    /// Who moves at the root.
    pub fn root_side(&self) -> Side {
        self.root_side
    }

    /// Who moves at `index`: the root's side, then the other on every level below.
    pub fn side(&self, index: NodeIndex) -> Side {
        let depth = self.nodes[index].depth;
        match (self.root_side, depth % 2) {
            (side, 0) => side,
            (Side::Max, _) => Side::Min,
            (Side::Min, _) => Side::Max,
        }
    }

    /// Levels below the root of the deepest leaf.
    pub fn depth(&self) -> usize {
        self.nodes.iter().map(|n| n.depth).max().unwrap_or(0)
    }

    /// How many leaves the tree has.
    pub fn leaves(&self) -> usize {
        self.nodes.iter().filter(|n| n.leaf.is_some()).count()
    }

    /// Every node in the order a search meets them (depth first, children in order): the
    /// order of an answer file's lines.
    pub fn preorder(&self) -> Vec<NodeIndex> {
        let mut order = Vec::with_capacity(self.nodes.len());
        let mut stack = vec![0];
        while let Some(index) = stack.pop() {
            order.push(index);
            stack.extend(self.nodes[index].children.iter().rev());
        }
        order
    }

    /// The node's number among its parent's children, from 1 (0 for the root).
    pub fn position_among_siblings(&self, index: NodeIndex) -> usize {
        match self.nodes[index].parent {
            Some(parent) => {
                1 + self.nodes[parent]
                    .children
                    .iter()
                    .position(|&c| c == index)
                    .expect("a child of its parent")
            }
            None => 0,
        }
    }

    /// The nodes from the root's first child down to `index` (empty for the root).
    pub fn path(&self, index: NodeIndex) -> Vec<NodeIndex> {
        let mut path = Vec::new();
        let mut at = index;
        while let Some(parent) = self.nodes[at].parent {
            path.push(at);
            at = parent;
        }
        path.reverse();
        path
    }

    /// The node's name: "root", or the children's numbers from the root down joined by dots
    /// ("2.1" is the first child of the root's second child).
    pub fn name(&self, index: NodeIndex) -> String {
        if index == 0 {
            return ROOT_NAME.to_owned();
        }
        let numbers: Vec<String> = self
            .path(index)
            .iter()
            .map(|&n| self.position_among_siblings(n).to_string())
            .collect();
        numbers.join(".")
    }

    /// The node named `name` (see [`Tree::name`]), if there is one.
    pub fn find(&self, name: &str) -> Option<NodeIndex> {
        if name.eq_ignore_ascii_case(ROOT_NAME) {
            return Some(0);
        }
        let mut at = 0;
        for part in name.split('.') {
            let number: usize = part.parse().ok()?;
            at = *self.nodes[at].children.get(number.checked_sub(1)?)?;
        }
        Some(at)
    }

    /// The tree as the engine plays it, from the root.
    pub fn game(&self) -> TreeGame<'_> {
        TreeGame { tree: self, at: 0 }
    }

    /// Plain minimax's value of the subtree at `index`, from MAX's side.
    pub fn minimax(&self, index: NodeIndex) -> Score {
        let node = &self.nodes[index];
        if let Some(value) = node.leaf {
            return value;
        }
        let values = node.children.iter().map(|&c| self.minimax(c));
        match self.side(index) {
            Side::Max => values.max(),
            Side::Min => values.min(),
        }
        .expect("an inner node has children")
    }
}

/// The root's name in node names and answer files.
pub const ROOT_NAME: &str = "root";

/// A walk through a [`Tree`]: the node reached so far.
#[derive(Clone, Copy, Debug)]
pub struct TreeGame<'a> {
    tree: &'a Tree,
    at: NodeIndex,
}

impl TreeGame<'_> {
    /// The node the walk has reached.
    pub fn at(&self) -> NodeIndex {
        self.at
    }
}

impl Game for TreeGame<'_> {
    /// The child moved to.
    type Move = NodeIndex;

    fn legal_moves(&self, out: &mut Vec<NodeIndex>) {
        out.clear();
        out.extend_from_slice(&self.tree.nodes[self.at].children);
    }

    fn apply(&mut self, child: NodeIndex) {
        debug_assert_eq!(self.tree.nodes[child].parent, Some(self.at));
        self.at = child;
    }

    fn undo(&mut self, child: NodeIndex) {
        self.at = self.tree.nodes[child]
            .parent
            .expect("a move leads to a child");
    }

    /// A leaf ends the game with its value, from the side to move there (the engine's
    /// negamax form): as it is where MAX moves, negated where MIN does.
    fn terminal(&self) -> Option<Terminal> {
        let value = self.tree.nodes[self.at].leaf?;
        Some(Terminal::Score(match self.tree.side(self.at) {
            Side::Max => value,
            Side::Min => -value,
        }))
    }

    fn plies_left(&self) -> u32 {
        (self.tree.depth() - self.tree.nodes[self.at].depth) as u32
    }

    /// The child's number among its siblings ("2"), or the game's move it stands for ("b2").
    fn move_name(&self, child: NodeIndex) -> String {
        match &self.tree.nodes[child].label {
            Some(label) => label.clone(),
            None => self.tree.position_among_siblings(child).to_string(),
        }
    }
}
