//! The panel's first screen, before the AI's first move: what the panel will show, the settings in force on one row and what their words mean.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::panel_block;
use super::settings::settings_forms;
use crate::engine::{SearchSettings, TableStats};
use crate::i18n::Words;
use crate::tui::{App, Theme};

pub(super) fn render_introduction(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let words = app.words();
    let panel = &words.panel;
    let bullet = |text: &'static str| Line::from(format!("• {text}"));
    // "Now: " and the settings, on one line where the panel is wide enough.
    let room = usize::from(area.width.saturating_sub(4));
    let now = (panel.intro_now)("").chars().count();
    // Said as the AI would search the position on the board now: one search, or deepening;
    // between two players (the AI searches for no move) the settings as set.
    let think = words.duration(app.think());
    let humans = app.mode() == crate::analysis::Mode::Humans;
    let deepens = if humans {
        app.deepening()
    } else {
        app.search_plan(app.position()).deepens()
    };
    let deepening = deepens.then_some(think.as_str());
    let settings_in = |width| {
        settings_on_one_row(
            words,
            app.settings(),
            (None, deepening, app.position().board().is_none()),
            width,
        )
    };
    // Where the settings would be shortened beside "Now: ", they go on the line below it.
    let beside = settings_in(room.saturating_sub(now));
    let below = settings_in(room);
    let mut now = vec![Line::from((panel.intro_now)(&beside))];
    if beside != below && !below.ends_with('…') {
        now = vec![
            Line::from((panel.intro_now)("").trim_end().to_owned()),
            Line::from(below),
        ];
    }
    let terms = Line::styled(
        words.intro_terms(
            app.settings().move_order,
            app.settings().transposition.is_some(),
            app.position().board().is_none(),
        ),
        theme.dim(),
    );
    let lines = if humans {
        // Between two players the AI plays no move: what it shows, the settings, the keys of
        // practice, the lessons and the glossary.
        let mut lines = vec![
            Line::styled(panel.two_players, theme.heading()),
            Line::from(panel.two_players_text),
            Line::default(),
        ];
        lines.extend(now);
        lines.extend([terms, Line::default(), Line::from(panel.intro_learn)]);
        lines
    } else {
        let mut lines = vec![
            Line::styled(panel.intro_heading, theme.heading()),
            Line::default(),
        ];
        lines.extend(now);
        lines.extend([terms, Line::default()]);
        lines.extend(panel.intro_points.iter().map(|&point| bullet(point)));
        lines.extend([
            Line::default(),
            Line::from(panel.intro_change),
            Line::from(panel.intro_learn),
        ]);
        lines
    };
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(panel_block(panel.intro_title.to_owned(), theme))
        .render(area, buf);
}

/// On the first screen, every setting in force ([`settings_forms`]), in the longest form at
/// most `width` columns wide, on one line: the table's hit rate and size go first, then parts
/// at the line's end.
pub(super) fn settings_on_one_row(
    words: &Words,
    settings: &SearchSettings,
    (table, deepening, heap): (Option<TableStats>, Option<&str>, bool),
    width: usize,
) -> String {
    let forms = settings_forms(words, settings, (table, deepening, heap), true).every;
    // Never wrapped: a second row would squeeze the move table, and a word cut in two reads
    // as another word; what does not fit is left off at a part's end, said by an ellipsis.
    crate::i18n::fit_on_one_line(&forms, width)
}
