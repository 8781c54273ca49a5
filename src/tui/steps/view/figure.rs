//! The tree drawn top-down as in a textbook figure, for step mode's tree: MAX and MIN named
//! level by level, each label centred over its children, the moves on the edges; drawn into
//! lines so it takes its place among the panel's.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

use crate::engine::Side;
use crate::tui::Theme;

/// Columns before the tree for the level's side ("MAX" and two blanks).
const MARGIN: usize = 5;

/// Blank columns at least between two nodes' texts side by side: one would run siblings'
/// labels together ("-994 ·1 ≥ -992 ·3"), which already hold single blanks.
const GAP: usize = 3;

/// Lines a level takes below the root: the connector, the edge's label, the node's label.
const LEVEL_LINES: usize = 3;

/// One node of the figure: its label and look, the move on the edge above it, its children.
pub struct FigureNode {
    pub label: String,
    pub edge: String,
    pub style: Style,
    pub children: Vec<usize>,
    pub depth: usize,
}

/// The figure of `nodes` (node 0 the root) as lines, or `None` when it does not fit `width`
/// columns and `rows` lines.
pub fn draw(
    nodes: &[FigureNode],
    width: usize,
    rows: usize,
    theme: &Theme,
) -> Option<Vec<Line<'static>>> {
    if nodes.is_empty() {
        return None;
    }
    let mut centres = vec![0usize; nodes.len()];
    let tree_width = place(nodes, 0, 0, &mut centres);
    let depth = nodes.iter().map(|n| n.depth).max().unwrap_or(0);
    // The last node's gap is not drawn.
    let (w, h) = (MARGIN + tree_width - GAP, 1 + LEVEL_LINES * depth);
    if w > width || h > rows {
        return None;
    }
    let area = Rect::new(0, 0, w as u16, h as u16);
    let mut buf = Buffer::empty(area);
    for level in 0..=depth {
        if nodes
            .iter()
            .any(|n| n.depth == level && !n.children.is_empty())
        {
            let y = (LEVEL_LINES * level) as u16;
            buf.set_string(0, y, Side::at(level).name(), theme.dim());
        }
    }
    for (id, node) in nodes.iter().enumerate() {
        let y = LEVEL_LINES * node.depth;
        let centre = MARGIN + centres[id];
        write_centred(&mut buf, centre, y, &node.label, node.style);
        if id > 0 {
            write_centred(&mut buf, centre, y - 1, &node.edge, theme.dim());
        }
        if !node.children.is_empty() {
            connector(nodes, &centres, id, y + 1, theme, &mut buf);
        }
    }
    Some(buffer_lines(&buf))
}

/// The width of a node's own texts, and the gap between it and the next.
fn own_width(node: &FigureNode) -> usize {
    node.label.chars().count().max(node.edge.chars().count()) + GAP
}

/// Lays out the subtree at `id` from column `x`; returns its width (a leaf its own; an inner
/// node its children's, or its own if wider, the children then centred under it).
fn place(nodes: &[FigureNode], id: usize, x: usize, centres: &mut [usize]) -> usize {
    let own = own_width(&nodes[id]);
    let children = &nodes[id].children;
    if children.is_empty() {
        centres[id] = x + (own - GAP) / 2;
        return own;
    }
    let mut at = x;
    for &child in children {
        at += place(nodes, child, at, centres);
    }
    let below = at - x;
    if own > below {
        shift(nodes, id, (own - below) / 2, centres);
    }
    let first = centres[children[0]];
    let last = centres[children[children.len() - 1]];
    centres[id] = first + (last - first) / 2;
    below.max(own)
}

fn shift(nodes: &[FigureNode], id: usize, by: usize, centres: &mut [usize]) {
    for &child in &nodes[id].children {
        centres[child] += by;
        shift(nodes, child, by, centres);
    }
}

/// The line from a node down to its children: ┌──┴──┐ over them.
fn connector(
    nodes: &[FigureNode],
    centres: &[usize],
    id: usize,
    y: usize,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let children = &nodes[id].children;
    let first = centres[children[0]];
    let last = centres[children[children.len() - 1]];
    let style = theme.dim();
    let y = y as u16;
    for x in first..=last {
        buf.set_string((MARGIN + x) as u16, y, "─", style);
    }
    for (i, &child) in children.iter().enumerate() {
        let symbol = match (i, children.len()) {
            (_, 1) => "│",
            (0, _) => "┌",
            (i, n) if i + 1 == n => "┐",
            _ => "┬",
        };
        buf.set_string((MARGIN + centres[child]) as u16, y, symbol, style);
    }
    let here = (MARGIN + centres[id]) as u16;
    let symbol = match buf[(here, y)].symbol() {
        "│" => "│",
        "┌" => "├",
        "┐" => "┤",
        "┬" => "┼",
        _ => "┴",
    };
    buf.set_string(here, y, symbol, style);
}

/// Writes `text` centred on column `centre` (an even-length text leans left of it).
fn write_centred(buf: &mut Buffer, centre: usize, y: usize, text: &str, style: Style) {
    let len = text.chars().count();
    let x = centre.saturating_sub(len / 2);
    buf.set_string(x as u16, y as u16, text, style);
}

/// The buffer's rows as lines, a span for each run of one style, trailing blanks dropped.
fn buffer_lines(buf: &Buffer) -> Vec<Line<'static>> {
    let area = buf.area;
    (0..area.height)
        .map(|y| {
            let mut spans: Vec<Span<'static>> = Vec::new();
            let mut text = String::new();
            let mut style = Style::default();
            for x in 0..area.width {
                let cell = &buf[(x, y)];
                if cell.style() != style && !text.is_empty() {
                    spans.push(Span::styled(std::mem::take(&mut text), style));
                }
                style = cell.style();
                text.push_str(cell.symbol());
            }
            let trimmed = text.trim_end().to_owned();
            if !trimmed.is_empty() {
                spans.push(Span::styled(trimmed, style));
            }
            Line::from(spans)
        })
        .collect()
}
