//! The tree drawn top-down as in a textbook figure: MAX and MIN named level by level, each node's label centred over its children, the moves on the edges.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

use crate::games::trees::{NodeIndex, Tree};
use crate::tui::Theme;

/// Columns before the tree for the level's side ("MAX ").
const MARGIN: u16 = 4;

/// Lines a level takes below the root: the connector, the edge's label, the node's label.
const LEVEL_LINES: u16 = 3;

/// Where each node goes: its centre column (from the tree's left edge) and its level.
pub struct Figure {
    centres: Vec<u16>,
    /// The tree's width in columns, without the margin.
    width: u16,
    depth: u16,
}

/// One node's text and look in the figure.
pub struct NodeLook {
    pub label: String,
    pub style: Style,
}

impl Figure {
    /// Lays `tree` out so that no two labels (nor edge labels) touch: each leaf takes its
    /// widest text and a column between; an inner node sits centred over its children.
    pub fn of(tree: &Tree, labels: &[String], edges: &[String]) -> Self {
        let width = |n: NodeIndex| {
            let text = labels[n].chars().count().max(edges[n].chars().count());
            text as u16 + 1
        };
        let mut centres = vec![0; tree.nodes().len()];
        let total = place(tree, 0, 0, &width, &mut centres);
        Self {
            centres,
            width: total,
            depth: tree.depth() as u16,
        }
    }

    /// The columns and lines the figure needs.
    pub fn size(&self) -> (u16, u16) {
        (MARGIN + self.width, 1 + LEVEL_LINES * self.depth)
    }

    /// Draws the figure at the top of `area` (which must hold [`Figure::size`]), the tree
    /// `indent` columns right of the sides' names: `looks[n]` is node n's label and style,
    /// `edges[n]` the label of the edge above it.
    pub fn render(
        &self,
        tree: &Tree,
        looks: &[NodeLook],
        edges: &[String],
        (area, indent): (Rect, u16),
        theme: &Theme,
        buf: &mut Buffer,
    ) {
        let left = area.x + MARGIN + indent;
        for level in 0..=self.depth {
            let y = area.y + LEVEL_LINES * level;
            let side = tree
                .nodes()
                .iter()
                .position(|n| n.depth == usize::from(level) && n.leaf.is_none())
                .map(|n| tree.side(n).name());
            if let Some(side) = side {
                buf.set_string(area.x, y, side, theme.dim());
            }
        }
        for (index, node) in tree.nodes().iter().enumerate() {
            let y = area.y + LEVEL_LINES * node.depth as u16;
            let centre = left + self.centres[index];
            write_centred(buf, centre, y, &looks[index].label, looks[index].style);
            if node.parent.is_some() {
                write_centred(buf, centre, y - 1, &edges[index], theme.dim());
            }
            if !node.children.is_empty() {
                self.connector(tree, index, left, y + 1, theme, buf);
            }
        }
    }

    /// The line from a node down to its children: ┌──┴──┐ over them.
    fn connector(
        &self,
        tree: &Tree,
        node: NodeIndex,
        left: u16,
        y: u16,
        theme: &Theme,
        buf: &mut Buffer,
    ) {
        let children = &tree.node(node).children;
        let first = self.centres[children[0]];
        let last = self.centres[*children.last().expect("children")];
        let style = theme.dim();
        for x in first..=last {
            buf.set_string(left + x, y, "─", style);
        }
        for (i, &child) in children.iter().enumerate() {
            let symbol = match (i, children.len()) {
                (_, 1) => "│",
                (0, _) => "┌",
                (i, n) if i + 1 == n => "┐",
                _ => "┬",
            };
            buf.set_string(left + self.centres[child], y, symbol, style);
        }
        let here = self.centres[node];
        let symbol = match buf[(left + here, y)].symbol() {
            "│" => "│",
            "┌" => "├",
            "┐" => "┤",
            "┬" => "┼",
            _ => "┴",
        };
        buf.set_string(left + here, y, symbol, style);
    }
}

/// Lays out the subtree at `node` from column `x`; returns its width. Leaves take their own
/// width; an inner node its children's (or its own, if wider, its children centred in it).
fn place(
    tree: &Tree,
    node: NodeIndex,
    x: u16,
    width: &dyn Fn(NodeIndex) -> u16,
    centres: &mut [u16],
) -> u16 {
    let own = width(node);
    let children = &tree.node(node).children;
    if children.is_empty() {
        centres[node] = x + (own - 1) / 2;
        return own;
    }
    let mut at = x;
    let mut spans = Vec::with_capacity(children.len());
    for &child in children {
        let w = place(tree, child, at, width, centres);
        spans.push(w);
        at += w;
    }
    let below = at - x;
    if own > below {
        // Children centred under a wide label: shift them right.
        let shift = (own - below) / 2;
        shift_subtree(tree, node, shift, centres);
    }
    let first = centres[children[0]];
    let last = centres[*children.last().expect("children")];
    centres[node] = first + (last - first) / 2;
    below.max(own)
}

fn shift_subtree(tree: &Tree, node: NodeIndex, by: u16, centres: &mut [u16]) {
    for &child in &tree.node(node).children {
        centres[child] += by;
        shift_subtree(tree, child, by, centres);
    }
}

/// Writes `text` centred on column `centre` (an even-length text leans left of it, so it
/// stays inside its node's columns and off the next one's).
fn write_centred(buf: &mut Buffer, centre: u16, y: u16, text: &str, style: Style) {
    let len = text.chars().count() as u16;
    let x = centre.saturating_sub(len / 2);
    buf.set_string(x, y, text, style);
}

/// The selected node's look: reversed over its own style.
pub fn selected(style: Style) -> Style {
    style.add_modifier(Modifier::REVERSED)
}
