//! The search tree explorer (key `t`): the recorded tree of the AI's last search, which nodes
//! are open, which row is selected, and the moves that change them.

use std::collections::HashSet;

use crate::engine::{Bound, Game, Grown, NodeId, NodeKind, Regrowth, SearchSettings, SearchTree};

/// Most tree nodes kept in memory (about 100 bytes each); beyond, nodes are searched again
/// when opened.
pub const EXPLORER_MEMORY: usize = 200_000;

/// Most positions the recording may search: a search that was fast thanks to its table can be
/// far bigger without it, and the explorer must answer at once.
pub const EXPLORER_POSITIONS: u64 = 3_000_000;

/// Nodes kept when a node the budget left out is opened (its children, and what fits below).
const REOPEN_MEMORY: usize = 2_000;

/// What opening the selected row did.
#[derive(Clone, Debug)]
pub enum Opening<M> {
    /// A cut row is selected: nothing to open.
    Nothing,
    /// A finished game or a position at the depth limit: nothing below it.
    Leaf,
    Opened,
    /// Its moves were not kept: this search finds them again.
    SearchAgain(Regrowth<M>),
}

/// One line of the explorer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    /// A position, `depth` levels below the root.
    Node { id: NodeId, depth: usize },
    /// The moves alpha-beta skipped at position `id` (shown under its searched children).
    Cut { id: NodeId, depth: usize },
}

/// The explorer's state.
#[derive(Clone, Debug)]
pub struct Explorer<G: Game> {
    /// The position the tree was recorded from.
    root: G,
    tree: SearchTree<G::Move>,
    open: HashSet<NodeId>,
    /// The selected row's index in [`Explorer::rows`].
    selected: usize,
    /// The line shown as expected: the principal line, or the one of the move played.
    line: Vec<NodeId>,
}

impl<G: Game> Explorer<G> {
    /// Records the search of `root` under `settings` (without its table); `None` when that
    /// search is bigger than [`EXPLORER_POSITIONS`].
    pub fn record(root: &G, settings: &SearchSettings) -> Option<Self> {
        let tree = SearchTree::record_within(root, settings, EXPLORER_MEMORY, EXPLORER_POSITIONS)?;
        Some(Self::new(root.clone(), tree))
    }

    /// Opens the root and the expected line, and selects the root's first move on that line.
    pub fn new(root: G, tree: SearchTree<G::Move>) -> Self {
        let line = tree.principal_line();
        let mut open: HashSet<NodeId> = line.iter().copied().collect();
        open.insert(tree.root());
        let mut explorer = Self {
            root,
            tree,
            open,
            selected: 0,
            line,
        };
        if let Some(&first) = explorer.tree.principal_line().first() {
            explorer.select_node(first);
        }
        explorer
    }

    pub fn tree(&self) -> &SearchTree<G::Move> {
        &self.tree
    }

    /// Opens the expected line that starts with `mv` instead (the move the AI played, when
    /// equally good moves were tied), and selects that move; positions of that line the memory
    /// budget left out are searched again. Nothing changes if `mv` was not searched.
    pub fn follow(&mut self, mv: G::Move) {
        let root = self.tree.root();
        let Some(first) = self
            .tree
            .children(root)
            .find(|&c| self.tree.node(c).mv == Some(mv))
        else {
            return;
        };
        let mut line = vec![first];
        // As the principal line: each time the first child whose score is the position's own.
        loop {
            let at = line[line.len() - 1];
            if !self.tree.node(at).recorded {
                self.tree.expand(&self.root, at, REOPEN_MEMORY);
            }
            let Some(next) = self.tree.children(at).find(|&c| {
                let child = self.tree.node(c);
                -child.score == self.tree.node(at).score && child.bound == Bound::Exact
            }) else {
                break;
            };
            line.push(next);
        }
        for id in &self.line {
            self.open.remove(id);
        }
        self.open.insert(root);
        self.open.extend(line.iter().copied());
        self.line = line;
        self.select_node(first);
    }

    /// The expected line, highlighted (the root's children first).
    pub fn line(&self) -> &[NodeId] {
        &self.line
    }

    pub fn root(&self) -> &G {
        &self.root
    }

    /// The visible rows, top to bottom: open nodes show their searched children, then the
    /// moves a cut skipped.
    pub fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        self.push_rows(self.tree.root(), 0, &mut rows);
        rows
    }

    fn push_rows(&self, id: NodeId, depth: usize, rows: &mut Vec<Row>) {
        rows.push(Row::Node { id, depth });
        if !self.open.contains(&id) {
            return;
        }
        for child in self.tree.children(id) {
            self.push_rows(child, depth + 1, rows);
        }
        if self.tree.node(id).cut.is_some() {
            rows.push(Row::Cut {
                id,
                depth: depth + 1,
            });
        }
    }

    pub fn selected(&self) -> usize {
        self.selected
    }

    /// The position of the selected row (a cut row stands for its position).
    pub fn selected_node(&self) -> NodeId {
        match self.rows().get(self.selected) {
            Some(Row::Node { id, .. } | Row::Cut { id, .. }) => *id,
            None => self.tree.root(),
        }
    }

    pub fn is_open(&self, id: NodeId) -> bool {
        self.open.contains(&id)
    }

    /// True when `id` has moves to show (searched or not yet kept).
    pub fn can_open(&self, id: NodeId) -> bool {
        let node = self.tree.node(id);
        node.kind == NodeKind::Interior
    }

    /// The position after the moves leading to `id`.
    pub fn position_of(&self, id: NodeId) -> G {
        let mut position = self.root.clone();
        for mv in self.tree.path(id) {
            position.apply(mv);
        }
        position
    }

    /// Moves the selection by `step` rows, clamped to the list.
    pub fn move_selection(&mut self, step: isize) {
        let last = self.rows().len().saturating_sub(1);
        self.selected = self.selected.saturating_add_signed(step).min(last);
    }

    /// Opens the selected position. One the memory budget left out must be searched again
    /// first: that search is returned, to run away from the UI thread ([`Self::graft`] then
    /// opens it).
    pub fn open_selected(&mut self) -> Opening<G::Move> {
        let id = match self.rows().get(self.selected) {
            Some(Row::Node { id, .. }) => *id,
            _ => return Opening::Nothing,
        };
        if !self.can_open(id) {
            return Opening::Leaf;
        }
        match self.tree.regrowth(id, REOPEN_MEMORY) {
            Some(regrowth) => Opening::SearchAgain(regrowth),
            None => {
                self.open.insert(id);
                Opening::Opened
            }
        }
    }

    /// Puts a regrown position's moves in place and opens it; false if it had been grown
    /// already.
    pub fn graft(&mut self, grown: Grown<G::Move>) -> bool {
        let id = grown.id();
        let grafted = self.tree.graft(grown);
        if grafted {
            self.open.insert(id);
        }
        grafted
    }

    /// Closes the selected position, or selects its parent when it is closed already.
    pub fn close_selected(&mut self) {
        let rows = self.rows();
        match rows.get(self.selected) {
            Some(Row::Node { id, .. }) if self.open.contains(id) && *id != self.tree.root() => {
                self.open.remove(id);
            }
            Some(Row::Node { id, .. }) => {
                if let Some(parent) = self.tree.node(*id).parent {
                    self.select_node(parent);
                }
            }
            Some(Row::Cut { id, .. }) => self.select_node(*id),
            None => {}
        }
    }

    /// Selects the row of position `id` (which must be visible).
    fn select_node(&mut self, id: NodeId) {
        let rows = self.rows();
        if let Some(index) = rows
            .iter()
            .position(|row| matches!(row, Row::Node { id: shown, .. } if *shown == id))
        {
            self.selected = index;
        }
    }
}
