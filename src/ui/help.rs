//! The help popup: every key from the keymap table, and what the panel shows.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Widget, Wrap};

use super::Theme;
use crate::app::keymap::{HELP_ROWS, help_rows};

/// What the panel shows, in lines short enough never to wrap at the smallest screen width.
const EXPLANATION: [&str; 2] = [
    "The panel: positions visited with and without alpha-beta, each",
    "move's score (≤ ≥ are bounds left by pruning), the expected line.",
];

/// Rows the popup needs: every key, a blank line, the explanation, the borders. The smallest
/// screen is at least this tall, so the help is never cut.
pub const HELP_HEIGHT: u16 = HELP_ROWS as u16 + 1 + EXPLANATION.len() as u16 + 2;

pub fn render_help(area: Rect, theme: &Theme, buf: &mut Buffer) {
    let mut lines: Vec<Line> = help_rows()
        .map(|b| {
            Line::from(vec![
                Span::styled(format!("{:>12}  ", b.label), theme.key()),
                Span::raw(b.description),
            ])
        })
        .collect();
    lines.push(Line::default());
    lines.extend(EXPLANATION.iter().map(|&line| Line::from(line)));
    let width = area.width.saturating_sub(4).min(92);
    let height = (lines.len() as u16 + 2).min(area.height);
    let popup = area.centered(Constraint::Length(width), Constraint::Length(height));
    Clear.render(popup, buf);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(
            Block::bordered()
                .title(" Help — press any key to close ")
                .border_style(theme.key())
                .padding(Padding::horizontal(1)),
        )
        .render(popup, buf);
}
