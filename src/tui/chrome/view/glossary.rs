//! The glossary popup: every term and symbol of the statistics panel, as a minimax lesson says it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::tui::App;
use crate::tui::Theme;
use crate::tui::chrome::view::popup::render_popup;

/// Draws the glossary over `area`: one entry a line (wrapped), its term in the key colour, from
/// the entry the reader scrolled to. When the entries are more than the screen holds, the title
/// names the keys that scroll, and the bottom border says more follow while some are below.
pub fn render_glossary(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let glossary = &app.words().glossary;
    let frame = app.glossary_frame(area);
    let mut lines = app.glossary_lines(theme.key());
    let top = app.glossary_top().min(frame.last_top());
    lines.drain(..top);
    let title = if frame.scrolls() {
        glossary.title_scroll
    } else {
        glossary.title
    };
    let footer = frame.more_below(top).then_some(glossary.more_below);
    let size = (frame.width, frame.height);
    render_popup((title, footer), lines, size, area, theme, buf);
}
