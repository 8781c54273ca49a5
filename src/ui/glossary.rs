//! The glossary popup: every term and symbol of the statistics panel, as a minimax lesson says it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::Theme;
use super::popup::render_popup;
use crate::i18n::Words;

/// Draws the glossary over `area`: one entry a line (wrapped), its term in the key colour.
/// The entry on perfect play shows when the AI plays perfectly (`perfect`).
pub fn render_glossary(
    words: &'static Words,
    perfect: bool,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let glossary = &words.glossary;
    // The entry on perfect play first where it applies: the last rows are the first cut.
    let lines: Vec<Line> = perfect
        .then_some(&glossary.perfect_entry)
        .into_iter()
        .chain(glossary.entries.iter())
        .map(|&(term, meaning)| {
            Line::from(vec![
                Span::styled(term, theme.key()),
                Span::raw(format!("{}{meaning}", glossary.separator)),
            ])
        })
        .collect();
    // As tall as the wrapped entries need inside the borders and the padding.
    let width = area.width.min(100);
    let inner = usize::from(width.saturating_sub(4)).max(1);
    let rows: usize = lines.iter().map(|l| l.width().div_ceil(inner).max(1)).sum();
    let height = rows as u16 + 2;
    render_popup(glossary.title, lines, (width, height), area, theme, buf);
}
