//! The search tree of one minimax / alpha-beta search, recorded node by node within a memory
//! budget from the engine's own step stream, so it can be browsed and exported; a node beyond
//! the budget is recorded on demand by replaying the same deterministic search.
//!
//! There is no second search here: the tree is what the engine's search reports step by step
//! (see [`super::Step`]), with the settings it ran under, its transposition table included. A
//! position the table answered is a node of its own kind ([`NodeKind::Table`]), with the bound
//! the table held, and the tree's counts are the search's report's.

mod recorder;

use recorder::{Recorder, Target};

use crate::engine::core::{
    Bound, Game, OutOfMemory, Score, SearchSettings, Skipped, Table, Terminal,
};

/// Index of a node in its [`SearchTree`].
pub type NodeId = u32;

/// What kind of position a node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeKind {
    /// The game is over here.
    Terminal(Terminal),
    /// The depth limit stopped the search here: the evaluation scored it.
    Horizon,
    /// The transposition table answered for this position (searched earlier in the same search,
    /// or a position the same under the game's symmetries): nothing below it was searched. The
    /// bound is the one the table held, from the side to move here; `from` the number of the
    /// position whose value it held (see [`TreeNode::number`] and [`SearchTree::numbered`]).
    Table { bound: Bound, from: u64 },
    /// Its moves were searched.
    Interior,
}

/// Moves of a position that alpha-beta never searched, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cut<M> {
    /// The score the side to move had already reached here, at least `beta`.
    pub reached: Score,
    /// The window's upper edge: the opponent, one ply up, already has a line that holds the
    /// side to move here below it, so it would never allow this position.
    pub beta: Score,
    /// The moves left unsearched, in the order they would have been tried.
    pub skipped: Vec<M>,
}

/// One position of the tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeNode<M> {
    /// The move that led here (`None` at the root).
    pub mv: Option<M>,
    pub parent: Option<NodeId>,
    /// Plies below the root.
    pub ply: u32,
    /// Its number in the search: positions are numbered in the order the search entered them,
    /// 1 for the first below the root (the root is 0), as a table answer names its source.
    pub number: u64,
    /// The window the position was searched with, from the side to move here.
    pub alpha: Score,
    pub beta: Score,
    /// Its score from the side to move here, and what the search proved of it: exact when
    /// nothing below it was skipped, else as the window it was searched with says (see
    /// [`Bound::of_search`]); a table answer's bound is the one the table held.
    pub score: Score,
    pub bound: Bound,
    /// What alpha-beta skipped below it (its own cut included; a table answer that was a bound
    /// counts one).
    pub skipped: Skipped,
    /// Positions in its subtree, itself included (the root counts itself too).
    pub subtree: u64,
    pub kind: NodeKind,
    /// False when the memory budget ran out before its children could be kept: recording it
    /// again ([`SearchTree::expand`]) keeps them.
    pub recorded: bool,
    /// The moves alpha-beta skipped here, if it cut.
    pub cut: Option<Cut<M>>,
    first_child: Option<NodeId>,
    last_child: Option<NodeId>,
    next_sibling: Option<NodeId>,
}

impl<M> TreeNode<M> {
    /// The score from the point of view of the player who moved into this position (the
    /// parent's side to move), as the parent's list of moves shows it, with its bound.
    pub fn mover_score(&self) -> (Score, Bound) {
        (-self.score, self.bound.flipped())
    }
}

/// A node's figures from the side to move at the root (MAX), as the textbooks draw the tree:
/// MAX maximises at even plies, MIN minimises at odd ones, and the window is (α, β) with α the
/// best MAX is already sure of and β the best MIN is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MaxView {
    /// MAX is to move in this position.
    pub max_to_move: bool,
    pub score: Score,
    pub bound: Bound,
    pub alpha: Score,
    pub beta: Score,
}

impl<M> TreeNode<M> {
    /// The node's score, bound and window from MAX's side (see [`MaxView`]).
    pub fn max_view(&self) -> MaxView {
        if self.ply.is_multiple_of(2) {
            MaxView {
                max_to_move: true,
                score: self.score,
                bound: self.bound,
                alpha: self.alpha,
                beta: self.beta,
            }
        } else {
            let (score, bound) = self.mover_score();
            MaxView {
                max_to_move: false,
                score,
                bound,
                alpha: -self.beta,
                beta: -self.alpha,
            }
        }
    }
}

/// Why a tree could not be recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotRecorded {
    /// The search visits more positions than the recording may take.
    TooBig { positions: u64 },
    /// The system refused the memory of the tree's nodes.
    OutOfMemory(OutOfMemory),
}

/// A recorded search: its nodes, and the settings and budget it was recorded under.
#[derive(Clone, Debug)]
pub struct SearchTree<M> {
    nodes: Vec<TreeNode<M>>,
    /// The nodes recorded in one run, whose numbers rise with their ids; the parts grafted
    /// later follow them.
    recorded_in_order: usize,
    settings: SearchSettings,
    /// Most nodes kept at once.
    memory: usize,
}

impl<M: Copy + PartialEq> SearchTree<M> {
    /// Records the search of `game` under `settings` (pruning, depth limit, evaluation, move
    /// order, and a table of the size they ask for; not the node budget), keeping at most
    /// `memory` nodes.
    ///
    /// # Panics
    /// If the memory of the table or of the nodes cannot be had: a caller that must survive it
    /// uses [`Self::record_in`].
    pub fn record<G: Game<Move = M>>(game: &G, settings: &SearchSettings, memory: usize) -> Self {
        Self::record_within(game, settings, memory, u64::MAX)
            .expect("no position budget to run out of")
    }

    /// [`Self::record`], giving up (`None`) once the search passes `positions` positions.
    ///
    /// # Panics
    /// As [`Self::record`].
    pub fn record_within<G: Game<Move = M>>(
        game: &G,
        settings: &SearchSettings,
        memory: usize,
        positions: u64,
    ) -> Option<Self> {
        let mut table = Table::for_one_search(settings);
        match Self::record_in(game, settings, memory, positions, &mut table) {
            Ok(tree) => Some(tree),
            Err(NotRecorded::TooBig { .. }) => None,
            Err(NotRecorded::OutOfMemory(e)) => panic!("{e}"),
        }
    }

    /// Records the search of `game` under `settings` with `table` (cleared first, as for any
    /// search; a search that asks for none ignores it), keeping at most `memory` nodes and
    /// giving up once it passes `positions` positions. Run with the table the AI searched with,
    /// it records the AI's own search: the same positions, counts, values and table answers.
    pub fn record_in<G: Game<Move = M>>(
        game: &G,
        settings: &SearchSettings,
        memory: usize,
        positions: u64,
        table: &mut Option<Table>,
    ) -> Result<Self, NotRecorded> {
        let settings = SearchSettings {
            node_budget: None,
            ..*settings
        };
        let tree = Self {
            nodes: Vec::new(),
            recorded_in_order: 0,
            settings,
            memory: memory.max(1),
        };
        let mut tree = Recorder::new(tree, game, Target::Whole { positions }).run(game, table)?;
        tree.recorded_in_order = tree.nodes.len();
        Ok(tree)
    }

    pub fn root(&self) -> NodeId {
        0
    }

    pub fn node(&self, id: NodeId) -> &TreeNode<M> {
        &self.nodes[id as usize]
    }

    /// Nodes kept.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The settings the tree was recorded under.
    pub fn settings(&self) -> &SearchSettings {
        &self.settings
    }

    /// Positions the search visited below the root, as the engine counts them.
    pub fn positions(&self) -> u64 {
        self.node(self.root()).subtree - 1
    }

    /// The searched children of `id`, in the order they were searched.
    pub fn children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        std::iter::successors(self.node(id).first_child, |&child| {
            self.node(child).next_sibling
        })
    }

    /// The node of the position numbered `number` in the search (see [`TreeNode::number`]),
    /// if it is kept.
    pub fn numbered(&self, number: u64) -> Option<NodeId> {
        let (in_order, grafted) = self.nodes.split_at(self.recorded_in_order);
        let at = in_order.partition_point(|node| node.number < number);
        let found = in_order
            .get(at)
            .filter(|node| node.number == number)
            .map(|_| at)
            .or_else(|| {
                grafted
                    .iter()
                    .position(|node| node.number == number)
                    .map(|i| in_order.len() + i)
            });
        found.map(|i| i as NodeId)
    }

    /// The moves from the root to `id`.
    pub fn path(&self, id: NodeId) -> Vec<M> {
        let mut moves: Vec<M> = std::iter::successors(Some(id), |&n| self.node(n).parent)
            .filter_map(|n| self.node(n).mv)
            .collect();
        moves.reverse();
        moves
    }

    /// The expected line: from the root, each time the first child whose score is the
    /// position's own (exact) score, as far as the tree is kept.
    pub fn principal_line(&self) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = self.root();
        while let Some(next) = self.children(at).find(|&c| {
            let child = self.node(c);
            -child.score == self.node(at).score && child.bound == Bound::Exact
        }) {
            line.push(next);
            at = next;
        }
        line
    }

    /// Records the children of `id` and up to `budget` more nodes of its subtree, when the
    /// memory budget had left them out, by replaying the search from `root` (the position the
    /// tree was recorded from; the search is deterministic, so it finds what it found the
    /// first time). Returns false when there was nothing to do.
    ///
    /// # Panics
    /// If the memory of the table or of the nodes cannot be had (see [`Regrowth::grow_in`]).
    pub fn expand<G: Game<Move = M>>(&mut self, root: &G, id: NodeId, budget: usize) -> bool {
        match self.regrowth(id, budget) {
            Some(regrowth) => self.graft(regrowth.grow(root)),
            None => false,
        }
    }

    /// [`Self::expand`]'s replay, as a value that can be sent away (to a thread that has the
    /// root position, not the tree) and grown there; [`Self::graft`] puts the result in place.
    /// `None` when `id` has nothing left out.
    pub fn regrowth(&self, id: NodeId, budget: usize) -> Option<Regrowth<M>> {
        let node = self.node(id);
        if node.recorded || node.kind != NodeKind::Interior {
            return None;
        }
        Some(Regrowth {
            id,
            path: self.path(id),
            node: node.clone(),
            settings: self.settings,
            budget,
        })
    }

    /// Puts the children `grown` recorded under its node, in place of any kept before; false
    /// (and nothing changes) when that node has been grown meanwhile.
    pub fn graft(&mut self, grown: Grown<M>) -> bool {
        let Grown { id, part } = grown;
        if (id as usize) >= self.nodes.len() || self.node(id).recorded {
            return false;
        }
        // The part's node 0 is `id` itself; its others follow the nodes kept so far.
        let offset = self.nodes.len() as NodeId - 1;
        let moved = |n: Option<NodeId>| n.map(|n| n + offset);
        let mut nodes = part.nodes.into_iter();
        let Some(top) = nodes.next() else {
            return false;
        };
        for mut node in nodes {
            node.parent = match node.parent {
                Some(0) => Some(id),
                parent => moved(parent),
            };
            node.first_child = moved(node.first_child);
            node.last_child = moved(node.last_child);
            node.next_sibling = moved(node.next_sibling);
            self.nodes.push(node);
        }
        let slot = &mut self.nodes[id as usize];
        slot.first_child = moved(top.first_child);
        slot.last_child = moved(top.last_child);
        slot.recorded = true;
        slot.cut = top.cut;
        true
    }
}

/// A left-out node's replay, ready to run away from its tree (see [`SearchTree::regrowth`]).
#[derive(Clone, Debug)]
pub struct Regrowth<M> {
    id: NodeId,
    /// The moves from the root to the node.
    path: Vec<M>,
    node: TreeNode<M>,
    settings: SearchSettings,
    /// Nodes to keep below it, beyond its children.
    budget: usize,
}

impl<M: Copy + PartialEq> Regrowth<M> {
    /// The node this regrows.
    pub fn id(&self) -> NodeId {
        self.id
    }

    /// The settings of the search it replays.
    pub fn settings(&self) -> &SearchSettings {
        &self.settings
    }

    /// [`Self::grow_in`] with a table of the size the settings ask for.
    ///
    /// # Panics
    /// If the memory of the table or of the nodes cannot be had.
    pub fn grow<G: Game<Move = M>>(&self, root: &G) -> Grown<M> {
        let mut table = Table::for_one_search(&self.settings);
        self.grow_in(root, &mut table)
            .unwrap_or_else(|e| panic!("{e:?}"))
    }

    /// Replays the search from `root`, the position its tree was recorded from, with `table`
    /// (the one it was recorded with, or one of the same size), and keeps the node's children
    /// and what fits below them.
    pub fn grow_in<G: Game<Move = M>>(
        &self,
        root: &G,
        table: &mut Option<Table>,
    ) -> Result<Grown<M>, NotRecorded> {
        let mut position = root.clone();
        for &mv in &self.path {
            position.apply(mv);
        }
        let top = TreeNode {
            first_child: None,
            last_child: None,
            next_sibling: None,
            parent: None,
            recorded: true,
            cut: None,
            ..self.node.clone()
        };
        // A fresh budget on top of the node itself, enough for its children at least.
        let part = SearchTree {
            nodes: Vec::new(),
            recorded_in_order: 0,
            settings: self.settings,
            memory: 1 + self.budget.max(recorder::move_count(&position)),
        };
        let target = Target::Below {
            path: self.path.clone(),
            top,
        };
        let part = Recorder::new(part, root, target).run(root, table)?;
        Ok(Grown { id: self.id, part })
    }
}

/// A regrown node's subtree, to graft in place (see [`SearchTree::graft`]).
#[derive(Clone, Debug)]
pub struct Grown<M> {
    id: NodeId,
    /// Node 0 is the regrown node, the others its kept subtree.
    part: SearchTree<M>,
}

impl<M> Grown<M> {
    /// The node this was grown for.
    pub fn id(&self) -> NodeId {
        self.id
    }
}
