//! The help popup: every key from the keymap table, and what the panel shows.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Widget, Wrap};

use super::Theme;
use crate::app::keymap::BINDINGS;

pub fn render_help(area: Rect, theme: &Theme, buf: &mut Buffer) {
    let mut lines: Vec<Line> = BINDINGS
        .iter()
        .map(|b| {
            Line::from(vec![
                Span::styled(format!("{:>12}  ", b.label), theme.key()),
                Span::raw(b.description),
            ])
        })
        .collect();
    lines.push(Line::default());
    lines.push(Line::from(
        "The panel shows the AI's last search: positions visited with and without alpha-beta,",
    ));
    lines.push(Line::from(
        "each move's score (≤ and ≥ are bounds left by pruning) and the line the AI expects.",
    ));
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
