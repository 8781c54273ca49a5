//! The search tree explorer drawn in the panel: the selected position's small board, the tree
//! rows (score and α/β window from MAX's side, positions in each subtree, cuts), the details.

mod details;
pub(in crate::tui) mod panel;
mod rows;

use details::details;
use rows::render_rows;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Padding, Paragraph, Widget, Wrap};

use crate::analysis::Explorer;
use crate::engine::{Game, NodeId, NodeKind, Terminal};
use crate::games::mnk::Symmetry;
use crate::i18n::Words;
use crate::tui::Theme;
use crate::tui::view::fit::height;

/// Who MAX (to move at the root) and MIN are, how to draw a position small, and what the
/// tree is (the box's title).
pub struct ExplorerLook<'a, G: Game> {
    pub max: &'a str,
    pub min: &'a str,
    pub title: &'a str,
    /// The selected position as a few lines of text (a small board, a heap).
    pub position_lines: &'a dyn Fn(&G) -> Vec<String>,
    /// A move's name in the position it is played from.
    pub move_name: &'a dyn Fn(&G, G::Move) -> String,
    /// How the second position is related to the first (the same, or turned or mirrored), so
    /// a table answer can say where its value came from.
    pub relation: &'a dyn Fn(&G, &G) -> Option<Symmetry>,
    /// The words of the screen's language.
    pub words: &'a Words,
    /// A heap, whose evaluation at the depth limit is the rule of 4: exact, not an estimate.
    pub heap: bool,
}

/// Draws the explorer in `area`.
pub fn render_explorer<G: Game>(
    explorer: &Explorer<G>,
    look: &ExplorerLook<'_, G>,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let block = Block::bordered()
        .title(look.title)
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
    // The small board on the left, what it means on its right, the rows beneath.
    let board_width = board.iter().map(Line::width).max().unwrap_or(0) as u16 + 2;
    let details_width = inner.width.saturating_sub(board_width).max(1);
    let details_height = |details: &[Line]| height(details, details_width) as u16;
    let most = inner.height / 2;
    let top_height = (board.len() as u16).max(details_height(&details)).min(most);
    let [top, rows_area] = inner.layout(&Layout::vertical([
        Constraint::Length(top_height + 1),
        Constraint::Fill(1),
    ]));
    let [board_area, details_area] = top.layout(&Layout::horizontal([
        Constraint::Length(board_width),
        Constraint::Fill(1),
    ]));
    Paragraph::new(board).render(board_area, buf);
    Paragraph::new(details)
        .style(theme.dim())
        .wrap(Wrap { trim: false })
        .render(details_area, buf);
    render_rows(explorer, look, rows_area, theme, buf);
}

/// What a row ends with after its figures: how a finished game ended, or the depth limit.
fn end_text<G: Game>(explorer: &Explorer<G>, look: &ExplorerLook<'_, G>, id: NodeId) -> String {
    let node = explorer.tree().node(id);
    match node.kind {
        NodeKind::Terminal(terminal) => {
            format!("  {}", ended(terminal, node.max_view().max_to_move, look))
        }
        NodeKind::Horizon => format!("  {}", look.words.explorer.depth_limit),
        NodeKind::Table { .. } => format!("  {}", look.words.explorer.from_table),
        NodeKind::Interior => String::new(),
    }
}

fn move_name<G: Game>(explorer: &Explorer<G>, look: &ExplorerLook<'_, G>, id: NodeId) -> String {
    let node = explorer.tree().node(id);
    match (node.mv, node.parent) {
        (Some(mv), Some(parent)) => (look.move_name)(&explorer.position_of(parent), mv),
        _ => look.words.names.start.to_owned(),
    }
}

fn ended<G: Game>(terminal: Terminal, max_to_move: bool, look: &ExplorerLook<'_, G>) -> String {
    let (mover, other) = if max_to_move {
        (look.max, look.min)
    } else {
        (look.min, look.max)
    };
    let words = &look.words.explorer;
    match terminal {
        Terminal::Win => (words.wins)(mover),
        Terminal::Loss => (words.wins)(other),
        Terminal::Draw => words.draw.to_owned(),
        Terminal::Score(score) => (words.scores)(mover, &score.to_string()),
    }
}
