//! A centred popup over the screen: its rows cleared, bordered in the key colour, titled, its text wrapped.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Widget, Wrap};

use crate::tui::Theme;

/// Draws `lines` in a popup `width` × `height` (both capped by `area`) in the middle of `area`,
/// `footer` (if any) in its bottom border. The rows behind it are cleared from edge to edge, so
/// no piece of a word or a box peeks out beside it; the rows above and below it stay whole.
pub fn render_popup(
    (title, footer): (&str, Option<&str>),
    lines: Vec<Line<'_>>,
    (width, height): (u16, u16),
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let popup = area.centered(
        Constraint::Length(width.min(area.width)),
        Constraint::Length(height.min(area.height)),
    );
    Clear.render(Rect::new(area.x, popup.y, area.width, popup.height), buf);
    let mut block = Block::bordered()
        .title(title)
        .border_style(theme.key())
        .padding(Padding::horizontal(1));
    if let Some(footer) = footer {
        block = block.title_bottom(Line::from(footer).right_aligned());
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(block)
        .render(popup, buf);
}
