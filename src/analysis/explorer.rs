//! The search tree explorer (key `t`): the recorded tree of the AI's last search, the line it
//! highlights, which nodes are open, which row is selected, and the moves that change them.

use std::collections::HashSet;

use crate::engine::{
    Bound, Game, Grown, MaxView, NodeId, NodeKind, NotRecorded, Regrowth, Score, SearchReport,
    SearchSettings, SearchTree, Table,
};

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
    SearchAgain(Box<Regrowth<M>>),
}

/// The decision a tree was recorded for, as its search report tells it: which line the tree
/// highlights (the one the panel and `analyze` print) and which root moves are known exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision<M> {
    /// The move played: the AI's, or the best move `analyze` names.
    pub played: M,
    /// The report's expected line, starting with its chosen move.
    pub pv: Vec<M>,
    /// The root moves the report proved exactly as good as the best, its tie checks included.
    pub best_moves: Vec<M>,
    /// The report's value of the root, from the side to move there.
    pub value: Score,
}

impl<M: Copy> Decision<M> {
    /// The decision of `report` when `played` was played (its own choice, unless the settings
    /// changed since and the search was run again).
    pub fn of(report: &SearchReport<M>, played: M) -> Self {
        Self {
            played,
            pv: report.pv.clone(),
            best_moves: report.best_moves.clone(),
            value: report.value,
        }
    }
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
    /// The line shown as expected: the principal line, or the one of the decision followed.
    line: Vec<NodeId>,
    /// Root moves alpha-beta only bounded ("≤ 0") that the report's tie check proved exactly
    /// as good as the best.
    tied: HashSet<NodeId>,
}

impl<G: Game> Explorer<G> {
    /// Records the search of `root` under `settings` with `table` (the one the AI searched
    /// with: the tree is then the AI's own search, table answers included); an error when that
    /// search is bigger than [`EXPLORER_POSITIONS`] or its memory cannot be had.
    pub fn record(
        root: &G,
        settings: &SearchSettings,
        table: &mut Option<Table>,
    ) -> Result<Self, NotRecorded> {
        let tree =
            SearchTree::record_in(root, settings, EXPLORER_MEMORY, EXPLORER_POSITIONS, table)?;
        Ok(Self::new(root.clone(), tree))
    }

    /// Whether the tree's search ran with a transposition table (then some positions may be
    /// table answers, not searches). Read from its settings: the title asks at every frame.
    pub fn with_table(&self) -> bool {
        self.tree.settings().transposition.is_some()
    }

    /// Opens the root and the expected line, and selects the root's first move on that line.
    pub fn new(root: G, tree: SearchTree<G::Move>) -> Self {
        let line = tree.principal_line();
        // A finished game or a position at the depth limit has nothing to open.
        let mut open: HashSet<NodeId> = line
            .iter()
            .copied()
            .filter(|&id| tree.node(id).kind == NodeKind::Interior)
            .collect();
        open.insert(tree.root());
        let mut explorer = Self {
            root,
            tree,
            open,
            selected: 0,
            line,
            tied: HashSet::new(),
        };
        if let Some(&first) = explorer.line.first() {
            explorer.select_node(first);
        }
        explorer
    }

    pub fn tree(&self) -> &SearchTree<G::Move> {
        &self.tree
    }

    /// Highlights and opens the line of `decision` instead: its played move, then the report's
    /// expected line (as far as the tree searched it), and selects the played move; positions of
    /// that line the memory budget left out are searched again. Root moves the report's tie
    /// check proved as good as the best are shown exact. Nothing changes if the played move was
    /// not searched.
    pub fn follow(&mut self, decision: &Decision<G::Move>) {
        self.mark_tied(decision);
        let root = self.tree.root();
        // The report's line when it starts with the move played; after a search again under
        // other settings that chose another move, only the move played is known.
        let from_report = decision.pv.first() == Some(&decision.played);
        let moves = if from_report {
            &decision.pv[..]
        } else {
            std::slice::from_ref(&decision.played)
        };
        let mut line: Vec<NodeId> = Vec::new();
        for &mv in moves {
            let at = line.last().copied().unwrap_or(root);
            let Some(next) = self.child_by_move(at, mv) else {
                break;
            };
            line.push(next);
        }
        let Some(&first) = line.first() else {
            return;
        };
        if !from_report {
            // As the principal line: each time the first child whose score is the position's own.
            loop {
                let at = line[line.len() - 1];
                self.keep_children(at);
                let Some(next) = self.tree.children(at).find(|&c| {
                    let child = self.tree.node(c);
                    -child.score == self.tree.node(at).score && child.bound == Bound::Exact
                }) else {
                    break;
                };
                line.push(next);
            }
        }
        for id in &self.line {
            self.open.remove(id);
        }
        self.open.insert(root);
        let openable: Vec<NodeId> = line
            .iter()
            .copied()
            .filter(|&id| self.can_open(id))
            .collect();
        self.open.extend(openable);
        self.line = line;
        self.select_node(first);
    }

    /// The child of `at` reached by `mv`, if the search tried it (searching `at` again first
    /// when the memory budget left its moves out).
    fn child_by_move(&mut self, at: NodeId, mv: G::Move) -> Option<NodeId> {
        self.keep_children(at);
        self.tree
            .children(at)
            .find(|&c| self.tree.node(c).mv == Some(mv))
    }

    /// Searches `at` again when the memory budget left its moves out.
    fn keep_children(&mut self, at: NodeId) {
        if !self.tree.node(at).recorded {
            self.tree.expand(&self.root, at, REOPEN_MEMORY);
        }
    }

    /// Shows exact the root moves alpha-beta only bounded that `decision`'s tie check proved
    /// exactly as good as the best (its best moves, at the value the tree's root has).
    pub fn mark_tied(&mut self, decision: &Decision<G::Move>) {
        let root = self.tree.root();
        let root_score = self.tree.node(root).score;
        self.tied = self
            .tree
            .children(root)
            .filter(|&c| {
                let node = self.tree.node(c);
                node.mv.is_some_and(|mv| decision.best_moves.contains(&mv))
                    && node.bound != Bound::Exact
                    && -node.score == root_score
                    && root_score == decision.value
            })
            .collect();
    }

    /// A node's score, bound and window from MAX's side, as shown: as the search proved it
    /// (exact when nothing below it was skipped), and exact for a root move the tie check
    /// proved (see [`Self::tie_checked`]).
    pub fn view(&self, id: NodeId) -> MaxView {
        let node = self.tree.node(id);
        let view = node.max_view();
        if self.tied.contains(&id) {
            MaxView {
                bound: Bound::Exact,
                ..view
            }
        } else {
            view
        }
    }

    /// True for a root move alpha-beta only bounded that the report's tie check then proved
    /// exactly as good as the best: [`Self::view`] shows it exact, the tree keeps the bound.
    pub fn tie_checked(&self, id: NodeId) -> bool {
        self.tied.contains(&id)
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
            Some(regrowth) => Opening::SearchAgain(Box::new(regrowth)),
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
