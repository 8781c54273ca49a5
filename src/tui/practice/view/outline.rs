//! The tree as an indented list, one node a line, for screens too small for the figure: it scrolls to keep the selected node in view.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::analysis::practice::Task;
use crate::games::trees::NodeIndex;
use crate::i18n::PracticeWords;
use crate::tui::Theme;
use crate::tui::practice::state::Field;
use crate::tui::practice::state::PracticeView;
use crate::tui::practice::view::figure::NodeLook;
use crate::tui::practice::view::labels::{entry_label, name};

/// The first line to show so that the selected node (at `line` of `lines`) is in a view of
/// `height` lines: the top while it is on the first page, else with the node a little above
/// the bottom, so its children show too.
fn first_line(line: usize, lines: usize, height: usize) -> usize {
    let height = height.max(1);
    let below = (height / 3).min(lines.saturating_sub(line + 1));
    (line + below + 1).saturating_sub(height)
}

/// Draws the nodes in search order, indented by depth: name, who moves (or the leaf's value),
/// the move that leads there, and the node's label as the figure shows it.
pub fn render(
    words: &PracticeWords,
    view: &PracticeView,
    looks: &[NodeLook],
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let tree = &view.exercise.tree;
    let replaying = view.replay.is_some();
    let order = tree.preorder();
    let place = |n: NodeIndex| {
        format!(
            "{}{}",
            "  ".repeat(tree.node(n).depth),
            name(words, view, n)
        )
    };
    let width = order
        .iter()
        .map(|&n| place(n).chars().count())
        .max()
        .unwrap_or(4);
    let line = order.iter().position(|&n| n == view.selected).unwrap_or(0);
    let top = first_line(line, order.len(), usize::from(area.height));
    for (row, &node) in order
        .iter()
        .skip(top)
        .take(usize::from(area.height))
        .enumerate()
    {
        let what = match tree.node(node).leaf {
            Some(value) => (words.leaf_value)(&value.to_string()),
            None => tree.side(node).name().to_owned(),
        };
        let after = tree
            .node(node)
            .label
            .as_ref()
            .map_or(String::new(), |mv| (words.after_move)(mv));
        // The value, and in the windows exercise α and β as typed, each led by ✗ when that
        // very entry is wrong (during the replay, what the search has found).
        let windows =
            view.exercise.task == Task::Windows && tree.node(node).leaf.is_none() && !replaying;
        let label = if replaying {
            looks[node].label.clone()
        } else if windows {
            format!(
                "{}  {} {}  {} {}",
                entry_label(words, view, node, Field::Value),
                words.alpha,
                entry_label(words, view, node, Field::Alpha),
                words.beta,
                entry_label(words, view, node, Field::Beta),
            )
        } else {
            entry_label(words, view, node, Field::Value)
        };
        let spans = vec![
            Span::raw(format!("{:width$}  ", place(node))),
            Span::styled(format!("{what:9} "), theme.dim()),
            Span::styled(label, looks[node].style),
            Span::styled(format!("  {after}"), theme.dim()),
        ];
        let y = area.y + row as u16;
        Line::from(spans).render(Rect::new(area.x, y, area.width, 1), buf);
    }
}
