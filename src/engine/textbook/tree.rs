//! The search tree of one minimax / alpha-beta search, recorded node by node within a memory
//! budget, so it can be browsed and exported; a node beyond the budget is searched again on demand.
//!
//! The recorder is the textbook search again, written for clarity rather than speed, with the
//! engine's counting convention, move order, depth limit and evaluation: its counts, scores and
//! bounds equal the engine's (a test checks every open 3×3 position). It never uses a
//! transposition table: a tree with table cuts would show positions answered from memory, not
//! searched, so the recorded tree is the one of the same search without the table.

use crate::engine::core::ordering::order_moves;
use crate::engine::core::{
    Bound, Evaluation, Game, HEURISTIC_LIMIT, INFINITY, Score, SearchSettings, Terminal,
    terminal_score,
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
    /// The window the position was searched with, from the side to move here.
    pub alpha: Score,
    pub beta: Score,
    /// Its score from the side to move here, and what the window proved of it.
    pub score: Score,
    pub bound: Bound,
    /// Positions in its subtree, itself included (the root counts itself too).
    pub subtree: u64,
    pub kind: NodeKind,
    /// False when the memory budget ran out before its children could be kept: searching it
    /// again ([`SearchTree::expand`]) records them.
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
        let bound = match self.bound {
            Bound::Exact => Bound::Exact,
            Bound::Upper => Bound::Lower,
            Bound::Lower => Bound::Upper,
        };
        (-self.score, bound)
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

/// A recorded search: its nodes, and the settings and budget it was recorded under.
#[derive(Clone, Debug)]
pub struct SearchTree<M> {
    nodes: Vec<TreeNode<M>>,
    settings: SearchSettings,
    /// Most nodes kept at once.
    memory: usize,
}

impl<M: Copy + PartialEq> SearchTree<M> {
    /// Records the search of `game` under `settings` (pruning, depth limit, evaluation, move
    /// order; the table and node budget are ignored), keeping at most `memory` nodes.
    pub fn record<G: Game<Move = M>>(game: &G, settings: &SearchSettings, memory: usize) -> Self {
        Self::record_within(game, settings, memory, u64::MAX)
            .expect("no position budget to run out of")
    }

    /// [`Self::record`], giving up (`None`) once the search passes `positions` positions: a
    /// search that needed a transposition table can take far longer without one.
    pub fn record_within<G: Game<Move = M>>(
        game: &G,
        settings: &SearchSettings,
        memory: usize,
        positions: u64,
    ) -> Option<Self> {
        let settings = SearchSettings {
            transposition: None,
            node_budget: None,
            ..*settings
        };
        let mut tree = Self {
            nodes: Vec::new(),
            settings,
            memory: memory.max(1),
        };
        let mut position = game.clone();
        let mut recorder = Recorder::new(&mut tree);
        recorder.budget = positions.saturating_add(1); // the root is not counted
        recorder.visit(&mut position, None, None, 0, -INFINITY, INFINITY);
        let gave_up = recorder.visited > recorder.budget;
        (!gave_up).then_some(tree)
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

    /// Searches `id` again with the window it had and keeps up to `budget` more nodes of its
    /// subtree (its children at least), when the memory budget had left them out; `root` is the
    /// position the tree was recorded from. The search is deterministic, so the scores and counts
    /// found are those of the first search. Returns false when there was nothing to do.
    pub fn expand<G: Game<Move = M>>(&mut self, root: &G, id: NodeId, budget: usize) -> bool {
        match self.regrowth(id, budget) {
            Some(regrowth) => self.graft(regrowth.grow(root)),
            None => false,
        }
    }

    /// [`Self::expand`]'s search, as a value that can be sent away (to a thread that has the
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

/// A left-out node's search, ready to run away from its tree (see [`SearchTree::regrowth`]).
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

    /// Searches the node again from `root`, the position its tree was recorded from, with the
    /// window it had; its children and what fits below them are kept.
    pub fn grow<G: Game<Move = M>>(&self, root: &G) -> Grown<M> {
        let mut position = root.clone();
        for &mv in &self.path {
            position.apply(mv);
        }
        let node = TreeNode {
            first_child: None,
            last_child: None,
            next_sibling: None,
            parent: None,
            recorded: true,
            cut: None,
            ..self.node.clone()
        };
        // A fresh budget on top of the node itself, enough for its children at least.
        let mut part = SearchTree {
            nodes: vec![node],
            settings: self.settings,
            memory: 1 + self.budget.max(position_moves(&position)),
        };
        let mut recorder = Recorder::new(&mut part);
        recorder.children(
            &mut position,
            0,
            self.node.ply,
            self.node.alpha,
            self.node.beta,
        );
        Grown { id: self.id, part }
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

/// How many moves `game` has.
fn position_moves<G: Game>(game: &G) -> usize {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.len()
}

/// The recording search: the textbook negamax with the engine's conventions.
struct Recorder<'a, M> {
    tree: &'a mut SearchTree<M>,
    moves: Vec<Vec<M>>,
    order_scratch: Vec<(i32, M)>,
    /// Slots promised to children not searched yet: a position keeps all its children or none,
    /// and the positions nearer the root get theirs first.
    reserved: usize,
    /// Positions visited (the root included), and how many may be before giving up.
    visited: u64,
    budget: u64,
}

impl<'a, M: Copy + PartialEq> Recorder<'a, M> {
    fn new(tree: &'a mut SearchTree<M>) -> Self {
        Self {
            tree,
            moves: Vec::new(),
            order_scratch: Vec::new(),
            reserved: 0,
            visited: 0,
            budget: u64::MAX,
        }
    }

    /// Searches a position and keeps it as a node under `parent` (its slot was reserved);
    /// returns its score and the positions in its subtree.
    fn visit<G: Game<Move = M>>(
        &mut self,
        game: &mut G,
        parent: Option<NodeId>,
        mv: Option<M>,
        ply: u32,
        alpha: Score,
        beta: Score,
    ) -> (Score, u64) {
        self.visited += 1;
        let id = self.tree.nodes.len() as NodeId;
        self.tree.nodes.push(TreeNode {
            mv,
            parent,
            ply,
            alpha,
            beta,
            score: 0,
            bound: Bound::Exact,
            subtree: 1,
            kind: NodeKind::Interior,
            recorded: true,
            cut: None,
            first_child: None,
            last_child: None,
            next_sibling: None,
        });
        if let Some(parent) = parent {
            self.link(parent, id);
        }
        let (score, subtree) = if self.visited > self.budget {
            (0, 1) // given up: the caller drops the whole tree
        } else if let Some(terminal) = game.terminal() {
            self.tree.nodes[id as usize].kind = NodeKind::Terminal(terminal);
            (terminal_score(terminal, ply as usize), 1)
        } else if self.at_horizon(ply) {
            self.tree.nodes[id as usize].kind = NodeKind::Horizon;
            (self.evaluate(game), 1)
        } else {
            let (score, below) = self.children(game, id, ply, alpha, beta);
            (score, below + 1)
        };
        let node = &mut self.tree.nodes[id as usize];
        node.score = score;
        node.bound = Bound::of_window(score, alpha, beta, self.tree.settings.pruning);
        node.subtree = subtree;
        (score, subtree)
    }

    /// Searches the moves of the interior position `id` (already at `ply`, window
    /// `alpha`..`beta`), keeping its children if the memory budget has room for all of them
    /// (else `id` is marked for searching again); returns its score and the positions below it.
    fn children<G: Game<Move = M>>(
        &mut self,
        game: &mut G,
        id: NodeId,
        ply: u32,
        mut alpha: Score,
        beta: Score,
    ) -> (Score, u64) {
        let moves = self.ordered_moves(game, ply);
        let pruning = self.tree.settings.pruning;
        let keep = self.tree.nodes.len() + self.reserved + moves.len() <= self.tree.memory;
        if keep {
            self.reserved += moves.len();
        } else {
            self.tree.nodes[id as usize].recorded = false;
        }
        let (mut best, mut below) = (-INFINITY, 0);
        let mut searched = 0;
        for (i, &mv) in moves.iter().enumerate() {
            searched += 1;
            game.apply(mv);
            let (score, nodes) = if keep {
                self.reserved -= 1;
                self.visit(game, Some(id), Some(mv), ply + 1, -beta, -alpha)
            } else {
                self.score_only(game, ply + 1, -beta, -alpha)
            };
            game.undo(mv);
            let score = -score;
            below += nodes;
            if score > best {
                best = score;
                if pruning && best > alpha {
                    alpha = best;
                }
                if pruning && best >= beta {
                    if i + 1 < moves.len() {
                        self.tree.nodes[id as usize].cut = Some(Cut {
                            reached: best,
                            beta,
                            skipped: moves[i + 1..].to_vec(),
                        });
                    }
                    break;
                }
            }
        }
        if keep {
            self.reserved -= moves.len() - searched; // the slots of the moves a cut skipped
        }
        self.moves[ply as usize] = moves;
        (best, below)
    }

    /// The same search without keeping nodes (past the memory budget).
    fn score_only<G: Game<Move = M>>(
        &mut self,
        game: &mut G,
        ply: u32,
        mut alpha: Score,
        beta: Score,
    ) -> (Score, u64) {
        self.visited += 1;
        if self.visited > self.budget {
            return (0, 1); // given up: the caller drops the whole tree
        }
        if let Some(terminal) = game.terminal() {
            return (terminal_score(terminal, ply as usize), 1);
        }
        if self.at_horizon(ply) {
            return (self.evaluate(game), 1);
        }
        let moves = self.ordered_moves(game, ply);
        let pruning = self.tree.settings.pruning;
        let (mut best, mut below) = (-INFINITY, 0);
        for &mv in &moves {
            game.apply(mv);
            let (score, nodes) = self.score_only(game, ply + 1, -beta, -alpha);
            game.undo(mv);
            let score = -score;
            below += nodes;
            if score > best {
                best = score;
                if pruning && best > alpha {
                    alpha = best;
                }
                if pruning && best >= beta {
                    break;
                }
            }
        }
        self.moves[ply as usize] = moves;
        (best, below + 1)
    }

    fn at_horizon(&self, ply: u32) -> bool {
        self.tree.settings.depth_limit.is_some_and(|d| ply >= d)
    }

    fn evaluate<G: Game<Move = M>>(&self, game: &G) -> Score {
        match self.tree.settings.evaluation {
            Evaluation::Draw => 0,
            Evaluation::Heuristic => game.heuristic().clamp(-HEURISTIC_LIMIT, HEURISTIC_LIMIT),
        }
    }

    /// The legal moves at `ply` in the settings' order, in that ply's reused buffer.
    fn ordered_moves<G: Game<Move = M>>(&mut self, game: &G, ply: u32) -> Vec<M> {
        let ply = ply as usize;
        if self.moves.len() <= ply {
            self.moves.resize_with(ply + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        game.legal_moves(&mut moves);
        order_moves(
            game,
            self.tree.settings.move_order,
            &mut moves,
            &mut self.order_scratch,
        );
        moves
    }

    fn link(&mut self, parent: NodeId, child: NodeId) {
        match self.tree.nodes[parent as usize].last_child {
            Some(last) => self.tree.nodes[last as usize].next_sibling = Some(child),
            None => self.tree.nodes[parent as usize].first_child = Some(child),
        }
        self.tree.nodes[parent as usize].last_child = Some(child);
    }
}
