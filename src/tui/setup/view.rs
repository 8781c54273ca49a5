//! The setup screen's panel: the position as set up (who started, who is to move, the heap), whether play can reach it (in `analyze`'s words), and how games from it are counted.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Padding, Paragraph, Widget, Wrap};

use std::sync::Arc;

use crate::analysis::GameKind;
use crate::games::mnk::Geometry;
use crate::games::playable::{Playable, Setup};
use crate::home::config_file;
use crate::i18n::Words;
use crate::tui::game::game_match::Seat;
use crate::tui::setup::state::{Draft, Refusal, SetupView};
use crate::tui::{App, Theme};

/// Why the position cannot be played from, in `words`' language (in English, `analyze`'s own
/// words after its `invalid board "…": ` or `invalid moves "…": `).
pub fn refusal_words(words: &Words, refusal: &Refusal) -> String {
    match refusal {
        Refusal::Board {
            error,
            other_started,
        } => words.board_refusal(error, *other_started),
        Refusal::Drop(error) => words.sequence_refusal(error),
        Refusal::Over => words.home.sequence_over.to_owned(),
    }
}

/// Draws the setup screen's panel in `area` (where the AI's panel goes).
pub fn render_setup(app: &App, view: &SetupView, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let words = app.words();
    let home = &words.home;
    let checked = view.checked();
    let mut lines = Vec::new();
    match &view.draft {
        Draft::Marks { first, .. } => lines.push(Line::from(match &checked {
            Ok(Playable::Board(board)) => {
                (home.setup_board)(first.symbol(), board.to_move().symbol())
            }
            _ => (home.setup_started)(first.symbol()),
        })),
        Draft::Drops { columns, geometry } => {
            let next = if columns.len() % 2 == 0 { 'X' } else { 'O' };
            lines.push(Line::from(match checked {
                // A won game: no piece comes next.
                Err(Refusal::Over) => (home.setup_drops_over)(columns.len()),
                _ => (home.setup_drops)(columns.len(), next),
            }));
            if let Some(order) = view.columns_text().filter(|text| !text.is_empty()) {
                lines.push(Line::from((home.setup_order)(
                    &order,
                    &board_flags(geometry),
                )));
            }
        }
        Draft::Heap { heap, first } => {
            lines.push(Line::from((home.setup_heap)(*heap)));
            lines.push(Line::from(match (first, app.mode()) {
                (Seat::Home, crate::analysis::Mode::HumanAi) => home.setup_you_begin.to_owned(),
                (seat, _) => {
                    (home.setup_begins)(&words.capital(&words.third_person(&app.seat_name(*seat))))
                }
            }));
        }
    }
    lines.push(Line::default());
    // The refusal of the last change (a drop that could not be made: the position stays as
    // it was), then whether play can reach the position.
    if let Some(refusal @ Refusal::Drop(_)) = &view.refusal {
        lines.push(Line::styled(
            (home.setup_drop_refused)(&refusal_words(words, refusal)),
            theme.bad(),
        ));
    }
    match &checked {
        Err(refusal) => lines.push(Line::styled(
            (home.setup_refused)(&refusal_words(words, refusal)),
            theme.bad(),
        )),
        Ok(_) => lines.push(Line::styled(home.setup_legal, theme.good())),
    }
    lines.push(Line::default());
    let from_start = match &checked {
        Ok(position) => position.plies() == 0,
        Err(_) => false,
    };
    // What becomes of the games played from it: nothing is kept between two players, the
    // AI against itself, or in a session that keeps no results.
    let kept = if app.mode() != crate::analysis::Mode::HumanAi {
        home.setup_not_counted
    } else if !app.results_kept_now() {
        home.results_not_kept
    } else if from_start {
        home.setup_counts
    } else {
        home.setup_counted_apart
    };
    lines.push(Line::styled(kept, theme.dim()));
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(
            Block::bordered()
                .title(home.setup_title)
                .border_style(theme.key())
                .padding(Padding::horizontal(1)),
        )
        .render(area, buf);
}

/// The flags that give `analyze` a board where pieces fall: Connect Four by its name, any
/// other by its sides, k and gravity.
fn board_flags(geometry: &Arc<Geometry>) -> String {
    match config_file::game_of(&Setup::Board(Arc::clone(geometry))) {
        Some(GameKind::Connect4) => "--game connect4".to_owned(),
        _ => format!(
            "--rows {} --cols {} --k {} --gravity",
            geometry.rows(),
            geometry.cols(),
            geometry.k()
        ),
    }
}
