//! The help popup: every key of the game being played, from the keymap table, and what the panel shows.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use crate::i18n::Words;
use crate::tui::Theme;
use crate::tui::chrome::view::popup::render_popup;
use crate::tui::keymap::{Context, HelpPage, Keys};

/// What the screen shows in each context (on the second page, where the player's files are),
/// in lines short enough never to wrap at the smallest screen width.
fn explanation(words: &Words, context: Context, page: HelpPage) -> [&'static str; 2] {
    if page == HelpPage::More {
        return words.help.files;
    }
    match context {
        Context::Play | Context::TwoPlayers | Context::Watch => words.help.panel,
        Context::Explorer => words.help.tree,
        Context::Techniques => words.help.techniques,
        Context::Steps | Context::Guessing => words.steps.help,
        Context::StepsTree => words.tree.help,
        Context::Setup => words.home.setup_help,
        Context::Results => words.home.results_help,
        Context::Practice | Context::PracticeReplay => words.practice.help,
        Context::Lesson | Context::LessonExercise | Context::LessonDepthExercise => {
            words.lessons.help
        }
    }
}

/// The help popup on `page`; where it has two, its title says which and how to turn it.
pub fn render_help(
    (keys, page): (Keys, HelpPage),
    words: &'static Words,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let rows: Vec<_> = keys.help_rows(page, words).collect();
    // The keys right-aligned in a column as wide as the longest (12 in English).
    let width = rows
        .iter()
        .map(|(label, _)| label.chars().count())
        .max()
        .unwrap_or(0)
        .max(12);
    let mut lines: Vec<Line> = rows
        .into_iter()
        .map(|(label, description)| {
            Line::from(vec![
                Span::styled(format!("{label:>width$}  "), theme.key()),
                Span::raw(description),
            ])
        })
        .collect();
    let explanation = explanation(words, keys.context, page);
    if lines.len() + 1 + explanation.len() + 2 <= usize::from(area.height) {
        lines.push(Line::default());
        lines.extend(explanation.iter().map(|&line| Line::from(line)));
    }
    let width = area.width.saturating_sub(4).min(92);
    let height = lines.len() as u16 + 2;
    let title = match (keys.has_more_page(), page) {
        (false, _) => words.help.title,
        (true, HelpPage::Keys) => words.help.paged_titles[0],
        (true, HelpPage::More) => words.help.paged_titles[1],
    };
    render_popup((title, None), lines, (width, height), area, theme, buf);
}
