//! The help popup: every key of the game being played, from the keymap table, and what the panel shows.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Widget, Wrap};

use super::Theme;
use crate::app::keymap::{Context, Keys, MOST_BINDINGS};

/// What the screen shows in each context, in lines short enough never to wrap at the smallest
/// screen width.
fn explanation(context: Context) -> [&'static str; 2] {
    match context {
        Context::Play | Context::Watch => [
            "The panel: positions visited with and without alpha-beta, each",
            "move's score (≤ ≥ are bounds left by pruning), the expected line.",
        ],
        Context::Tree => [
            "Scores and α/β windows are MAX's, who moves first; ≤ ≥ are bounds.",
            "A ✂ row is a cut: the opponent would never allow it. Not a loss.",
        ],
        Context::Compare => [
            "Every row searches the same position to the same depth with one",
            "technique more: the work shrinks, the value must stay the same.",
        ],
    }
}

/// Rows the popup needs: every key of the game and context with the most, and the borders.
/// The smallest screen is at least this tall, so no key is ever cut; the explanation of the
/// panel follows the keys where the screen has room for it.
pub const HELP_HEIGHT: u16 = MOST_BINDINGS as u16 + 2;

pub fn render_help(keys: Keys, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let mut lines: Vec<Line> = keys
        .help_rows()
        .map(|b| {
            Line::from(vec![
                Span::styled(format!("{:>12}  ", keys.text(b.label)), theme.key()),
                Span::raw(keys.text(b.description)),
            ])
        })
        .collect();
    let explanation = explanation(keys.context);
    if lines.len() + 1 + explanation.len() + 2 <= usize::from(area.height) {
        lines.push(Line::default());
        lines.extend(explanation.iter().map(|&line| Line::from(line)));
    }
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
