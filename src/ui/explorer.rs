//! The search tree explorer drawn in the panel: the selected position's small board, the tree
//! rows (score and α/β window from MAX's side, positions in each subtree, cuts), the details.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Padding, Paragraph, Widget, Wrap};

use super::Theme;
use crate::app::{Explorer, Row};
use crate::engine::{Game, NodeId, NodeKind, Terminal};
use crate::text::{cut_reason, signed, thousands, window_edge};

/// Who MAX (to move at the root) and MIN are, and how to draw a position small.
pub struct ExplorerLook<'a, G> {
    pub max: &'a str,
    pub min: &'a str,
    /// The selected position as a few lines of text (a small board, a heap).
    pub position_lines: &'a dyn Fn(&G) -> Vec<String>,
}

/// Draws the explorer in `area`.
pub fn render_explorer<G: Game>(
    explorer: &Explorer<G>,
    look: &ExplorerLook<'_, G>,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let tree = explorer.tree();
    let title = format!(
        " Search tree · {} positions · ↑↓ Enter → ← · t/Esc leave ",
        thousands(tree.positions())
    );
    let block = Block::bordered()
        .title(title)
        .border_style(theme.border())
        .padding(Padding::horizontal(1));
    let inner = block.inner(area);
    block.render(area, buf);

    let selected = explorer.selected_node();
    let position = explorer.position_of(selected);
    let board: Vec<Line> = (look.position_lines)(&position)
        .into_iter()
        .map(Line::from)
        .collect();
    let details = details(explorer, look, selected);
    let details_height = details
        .iter()
        .map(|l| l.width().max(1).div_ceil(inner.width.max(1) as usize))
        .sum::<usize>() as u16;
    let [board_area, rows_area, details_area] = inner.layout(&Layout::vertical([
        Constraint::Length(board.len() as u16 + 1),
        Constraint::Fill(1),
        Constraint::Length(details_height.min(inner.height / 3)),
    ]));
    Paragraph::new(board).render(board_area, buf);
    render_rows(explorer, look, rows_area, theme, buf);
    Paragraph::new(details)
        .style(theme.dim())
        .wrap(Wrap { trim: false })
        .render(details_area, buf);
}

/// The visible tree rows, scrolled so the selected one shows.
fn render_rows<G: Game>(
    explorer: &Explorer<G>,
    look: &ExplorerLook<'_, G>,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let rows = explorer.rows();
    let height = area.height as usize;
    let first = explorer
        .selected()
        .saturating_sub(height.saturating_sub(1) / 2)
        .min(rows.len().saturating_sub(height));
    let line: Vec<NodeId> = explorer.tree().principal_line();
    for (offset, row) in rows.iter().skip(first).take(height).enumerate() {
        let index = first + offset;
        let (text, mut style) = match *row {
            Row::Node { id, depth } => {
                let style = if line.contains(&id) || id == explorer.tree().root() {
                    theme.chosen()
                } else {
                    Style::new()
                };
                (node_row(explorer, look, id, depth), style)
            }
            Row::Cut { id, depth } => (cut_row(explorer, id, depth), theme.dim()),
        };
        if index == explorer.selected() {
            style = style.patch(theme.cursor());
        }
        let y = area.y + offset as u16;
        buf.set_stringn(area.x, y, &text, area.width as usize, style);
        if index == explorer.selected() {
            let used = text.chars().count().min(area.width as usize) as u16;
            buf.set_style(
                Rect::new(area.x + used, y, area.width - used, 1),
                theme.cursor(),
            );
        }
    }
}

/// "▾ b1    0  [−∞ +∞]   75" — marker, move, score and window from MAX's side, positions.
fn node_row<G: Game>(
    explorer: &Explorer<G>,
    look: &ExplorerLook<'_, G>,
    id: NodeId,
    depth: usize,
) -> String {
    let tree = explorer.tree();
    let node = tree.node(id);
    let view = node.max_view();
    let marker = if explorer.is_open(id) {
        '▾'
    } else if explorer.can_open(id) {
        '▸'
    } else {
        '·'
    };
    let name = move_name(explorer, id);
    let end = match node.kind {
        NodeKind::Terminal(terminal) => format!("  {}", ended(terminal, view.max_to_move, look)),
        NodeKind::Horizon => "  depth limit".to_owned(),
        NodeKind::Interior => String::new(),
    };
    format!(
        "{:indent$}{marker} {name:<7}{:>7}  [{} {}] {:>9}{end}",
        "",
        format!("{}{}", view.bound.prefix(), signed(view.score)),
        window_edge(view.alpha),
        window_edge(view.beta),
        thousands(node.subtree),
        indent = 2 * depth
    )
}

/// "✂ 4 not searched: c2 a3 b3 c3".
fn cut_row<G: Game>(explorer: &Explorer<G>, id: NodeId, depth: usize) -> String {
    let Some(cut) = &explorer.tree().node(id).cut else {
        return String::new();
    };
    let position = explorer.position_of(id);
    let names: Vec<String> = cut
        .skipped
        .iter()
        .map(|&mv| position.move_name(mv))
        .collect();
    format!(
        "{:indent$}✂ cut: {} not searched",
        "",
        names.join(" "),
        indent = 2 * depth
    )
}

/// The selected row in words: whose turn, score, window, count; for a cut, why.
fn details<G: Game>(
    explorer: &Explorer<G>,
    look: &ExplorerLook<'_, G>,
    selected: NodeId,
) -> Vec<Line<'static>> {
    let tree = explorer.tree();
    let node = tree.node(selected);
    let view = node.max_view();
    let on_cut = matches!(
        explorer.rows().get(explorer.selected()),
        Some(Row::Cut { .. })
    );
    if on_cut && let Some(cut) = &node.cut {
        return vec![Line::from(format!(
            "Cut: {}. A cut is not a losing move: the opponent simply has no reason to allow it.",
            cut_reason(view.max_to_move, cut.reached, cut.beta, look.max, look.min)
        ))];
    }
    let who = if view.max_to_move {
        format!("{} (MAX) to move", look.max)
    } else {
        format!("{} (MIN) to move", look.min)
    };
    let bound = match view.bound {
        crate::engine::Bound::Exact => "exact",
        crate::engine::Bound::Upper => "at most (an upper bound)",
        crate::engine::Bound::Lower => "at least (a lower bound)",
    };
    let kept = if node.recorded || node.kind != NodeKind::Interior {
        ""
    } else {
        " · Enter searches it again to show its moves"
    };
    vec![Line::from(format!(
        "{} · {who} · score {} for {}, {bound} · searched with α {} β {} · {} positions{kept}",
        move_name(explorer, selected),
        signed(view.score),
        look.max,
        window_edge(view.alpha),
        window_edge(view.beta),
        thousands(node.subtree)
    ))]
}

fn move_name<G: Game>(explorer: &Explorer<G>, id: NodeId) -> String {
    let node = explorer.tree().node(id);
    match (node.mv, node.parent) {
        (Some(mv), Some(parent)) => explorer.position_of(parent).move_name(mv),
        _ => "start".to_owned(),
    }
}

fn ended<G>(terminal: Terminal, max_to_move: bool, look: &ExplorerLook<'_, G>) -> String {
    let (mover, other) = if max_to_move {
        (look.max, look.min)
    } else {
        (look.min, look.max)
    };
    match terminal {
        Terminal::Win => format!("{mover} wins"),
        Terminal::Loss => format!("{other} wins"),
        Terminal::Draw => "draw".to_owned(),
    }
}
