//! The help popup: every key of the game being played, from the keymap table, and what the panel shows.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use crate::i18n::{TreePhrase, Words};
use crate::tui::Theme;
use crate::tui::chrome::view::popup::render_popup;
use crate::tui::keymap::{Context, HelpPage, Keys};

/// What the screen shows in each context (on the second page, where the player's files are),
/// in lines short enough never to wrap at the smallest screen width.
fn explanation(words: &Words, context: Context, page: HelpPage) -> Vec<String> {
    if page == HelpPage::More {
        return words.help.files.map(str::to_owned).to_vec();
    }
    let table = match context {
        Context::Play | Context::TwoPlayers | Context::Watch => words.help.panel,
        Context::Explorer => words.help.tree,
        Context::Techniques => words.help.techniques,
        Context::Steps | Context::Guessing => words.steps.help,
        Context::StepsTree => {
            let help = words.lang.say(&TreePhrase::Help);
            return help.lines().map(str::to_owned).collect();
        }
        Context::Setup => words.home.setup_help,
        Context::Results => words.home.results_help,
        Context::Practice | Context::PracticeReplay => words.practice.help,
        Context::Lesson | Context::LessonExercise | Context::LessonDepthExercise => {
            words.lessons.help
        }
    };
    table.map(str::to_owned).to_vec()
}

/// The lines of the help's `pages`, one after the other: each page's keys, then, where the
/// screen is tall enough (`height`), what the screen shows.
fn help_lines(
    keys: Keys,
    pages: &'static [HelpPage],
    words: &'static Words,
    height: usize,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let rows: Vec<_> = keys.help_rows_on(pages, words).collect();
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
    if rows_with_explanations(keys, pages, words) <= height {
        for &page in pages {
            lines.push(Line::default());
            let explanation = explanation(words, keys.context, page);
            lines.extend(explanation.into_iter().map(Line::from));
        }
    }
    lines
}

/// The rows the help's `pages` take with what the screen shows, their border included: each
/// key row, then a blank line and the explanation of each page.
fn rows_with_explanations(keys: Keys, pages: &'static [HelpPage], words: &'static Words) -> usize {
    let explanations = pages
        .iter()
        .map(|&page| 1 + explanation(words, keys.context, page).len())
        .sum::<usize>();
    keys.help_rows_on(pages, words).count() + explanations + 2
}

/// The help's pages here: one, or both where there are two.
fn every_page(keys: Keys) -> &'static [HelpPage] {
    if keys.has_more_page() {
        &[HelpPage::Keys, HelpPage::More]
    } else {
        &[HelpPage::Keys]
    }
}

/// Whether both of the help's pages, with what the screen shows, fit as one on a screen
/// `height` rows tall (then the help is one page, and `?` closes it as any key does).
pub fn fits_whole(keys: Keys, words: &'static Words, height: u16) -> bool {
    rows_with_explanations(keys, every_page(keys), words) <= usize::from(height)
}

/// The help popup on `page`; where it has two, both as one where the screen has room for them
/// (with what the screen shows), otherwise its title says which page it is and how to turn it.
pub fn render_help(
    (keys, page): (Keys, HelpPage),
    words: &'static Words,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let whole = fits_whole(keys, words, area.height);
    let pages = if whole {
        every_page(keys)
    } else {
        page.alone()
    };
    let lines = help_lines(keys, pages, words, usize::from(area.height), theme);
    let width = area.width.saturating_sub(4).min(92);
    let height = lines.len() as u16 + 2;
    let title = match (keys.has_more_page() && !whole, page) {
        (false, _) => words.help.title,
        (true, HelpPage::Keys) => words.help.paged_titles[0],
        (true, HelpPage::More) => words.help.paged_titles[1],
    };
    render_popup((title, None), lines, (width, height), area, theme, buf);
}
