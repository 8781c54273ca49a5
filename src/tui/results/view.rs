//! The results screen: per game, board and side, the games won, drawn and lost against the AI (and those counted apart), the predictions and the guesses, as the file holds them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::home::results::{Game, Row, Side};
use crate::i18n::Words;
use crate::tui::chrome::popup_frame::PopupFrame;
use crate::tui::chrome::view::popup::render_popup;
use crate::tui::results::ResultsScreen;
use crate::tui::saving::words::io_error;
use crate::tui::{App, Theme};

/// Draws the results screen over `area`, from the line the player scrolled to. When its lines
/// are more than the screen holds, the title names the keys that scroll, and the bottom border
/// says more follow while some are below.
pub fn render_results(
    app: &App,
    screen: &ResultsScreen,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let words = app.words();
    let home = &words.home;
    let mut lines = results_lines(words, screen, theme);
    let frame = PopupFrame::new(lines.clone(), area);
    let top = app.results_top().min(frame.last_top());
    lines.drain(..top);
    let close = app.keys().hints(words).next().map(|hint| hint.into_owned());
    let title = if frame.scrolls() {
        home.results_title_scroll
    } else {
        home.results_title
    };
    let footer = if frame.more_below(top) {
        Some(words.glossary.more_below.to_owned())
    } else {
        close
    };
    render_popup(
        (title, footer.as_deref()),
        lines,
        (frame.width, frame.height),
        area,
        theme,
        buf,
    );
}

/// The results screen's lines: where the file is, then per game and side the games and the
/// tallies, and what the figures count; or why there are none.
pub fn results_lines(words: &Words, screen: &ResultsScreen, theme: &Theme) -> Vec<Line<'static>> {
    let home = &words.home;
    let mut lines = Vec::new();
    match screen {
        ResultsScreen::NotKept => lines.push(Line::from(home.results_not_kept)),
        ResultsScreen::Unreadable { path } => {
            lines.push(Line::from((home.results_unreadable)(
                &path.display().to_string(),
            )));
        }
        ResultsScreen::Inaccessible { path, error } => {
            lines.push(Line::from((home.results_inaccessible)(
                &path.display().to_string(),
                &io_error(words, error),
            )));
        }
        ResultsScreen::Kept { path, results } => {
            lines.push(Line::styled(
                (home.results_file)(&path.display().to_string()),
                theme.dim(),
            ));
            lines.push(Line::default());
            if results.rows.is_empty() {
                lines.push(Line::from(home.results_none_yet));
            }
            for row in &results.rows {
                lines.push(Line::styled(row_title(words, row), theme.heading()));
                lines.extend(
                    row_figures(words, row)
                        .into_iter()
                        .map(|figures| Line::from(format!("  {figures}"))),
                );
            }
            lines.push(Line::default());
            lines.push(Line::styled(home.results_legend, theme.dim()));
        }
    }
    lines
}

/// A row's game and the side the player played.
fn row_title(words: &Words, row: &Row) -> String {
    let home = &words.home;
    let game = match &row.game {
        Game::Board {
            rows,
            cols,
            k,
            gravity: false,
        } => (home.board)(*cols, *rows, *k),
        Game::Board { rows, cols, k, .. } => (home.board_falling)(*cols, *rows, *k),
        Game::Bones { heap } => (home.bones)(*heap),
    };
    match row.side {
        Side::First => (home.moved_first)(&game),
        Side::Second => (home.moved_second)(&game),
    }
}

/// A row's counts in lines: the games (and those counted apart, if any), then the
/// predictions and the guesses, if any.
fn row_figures(words: &Words, row: &Row) -> Vec<String> {
    let home = &words.home;
    let (results, apart) = (row.results, row.apart);
    // The Game of Bones cannot be drawn: no draws to count.
    let draws = !matches!(row.game, Game::Bones { .. });
    let mut games = vec![if draws {
        (home.tally)(results.won, results.drawn, results.lost)
    } else {
        (home.tally_no_draws)(results.won, results.lost)
    }];
    if apart.games() > 0 {
        games.push(if draws {
            (home.apart)(apart.won, apart.drawn, apart.lost)
        } else {
            (home.apart_no_draws)(apart.won, apart.lost)
        });
    }
    let mut learning = Vec::new();
    let predictions = row.predictions;
    if predictions.made > 0 {
        learning.push((home.predictions)(
            predictions.moves_right,
            predictions.worths_right,
            predictions.made,
        ));
    }
    let guesses = row.guesses;
    let guessed = guesses.right.saturating_add(guesses.wrong);
    if guessed > 0 {
        learning.push((home.guesses)(guesses.right, guessed));
    }
    [games, learning]
        .into_iter()
        .filter(|parts| !parts.is_empty())
        .map(|parts| parts.join(" · "))
        .collect()
}
