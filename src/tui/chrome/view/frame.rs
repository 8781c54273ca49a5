//! The frame around the game: title bar, game facts under the board, message line, too-small notice.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Rect};
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding, Paragraph, Widget};

use crate::analysis::Mode;
use crate::analysis::{LiveFigures, SearchKind};
use crate::i18n::{Words, first_fit};
use crate::tui::Theme;
use crate::tui::game::view::moves::move_lines;
use crate::tui::layout::{TooSmall, wrap_words};
use crate::tui::{App, Chooser, Seat, Status};
use crate::tui::{fit_words, move_name, unbroken};

const SPINNER: [&str; 10] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

fn spinner(app: &App) -> &'static str {
    SPINNER[(app.thinking_for().as_millis() / 100) as usize % SPINNER.len()]
}

/// "morpion", whose turn it is, and the session score.
pub fn render_title(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    buf.set_style(area, theme.title_bar());
    let title = &app.words().title;
    let status = match app.mode() {
        // The board shows the position being set up, not the game.
        _ if app.setup().is_some() => app.words().home.setup_title.trim().to_owned(),
        Mode::HumanAi => match app.status() {
            Status::HumanToMove if app.board().is_some() => {
                (title.your_move_mark)(&app.human().to_string())
            }
            Status::HumanToMove => title.your_move.to_owned(),
            // Predict mode: whether or not the search is done, the move waits for the player.
            Status::AiThinking if app.predict().must_wait() => {
                app.words().steps.predict_waiting.to_owned()
            }
            Status::AiThinking => (title.ai_thinking)(spinner(app)),
            // The winning move is the last one: its chooser won, whichever seat it was played
            // from (after the AI played itself, its moves stand on "your" seat too).
            Status::HumanWon | Status::AiWon => match app.last_chooser() {
                Some(Chooser::Ai) => title.ai_wins.to_owned(),
                _ => title.you_win.to_owned(),
            },
            Status::Draw => title.draw.to_owned(),
        },
        _ => seat_status(app),
    };
    let tally = app.tally();
    let (home, away) = (app.seat_short(Seat::Home), app.seat_short(Seat::Away));
    // The Game of Bones has no draws: its score counts none.
    let score = match app.board() {
        Some(_) => (title.tally)(&home, tally.wins, tally.draws, &away, tally.losses),
        None => (title.tally_no_draws)(&home, tally.wins, &away, tally.losses),
    };
    Line::from(Span::styled(
        " morpion",
        theme
            .title_bar()
            .add_modifier(ratatui::style::Modifier::BOLD),
    ))
    .render(area, buf);
    Line::from(status)
        .alignment(Alignment::Center)
        .render(area, buf);
    Line::from(score)
        .alignment(Alignment::Right)
        .render(area, buf);
}

/// The title's status when the AI plays itself or two people play: the seat to move, by name.
fn seat_status(app: &App) -> String {
    let title = &app.words().title;
    if app.position().is_over() {
        return match (app.winner(), app.mode(), app.last_chooser()) {
            // The winning move is the last one: if the AI made it, the AI won, even where the
            // mode now gives its seat to a person (the game was played in another mode).
            (Some(_), Mode::Humans, Some(Chooser::Ai)) => title.ai_wins.to_owned(),
            (Some(seat), _, _) => app.words().seat_wins(&app.seat_name(seat)),
            (None, _, _) => title.draw.to_owned(),
        };
    }
    let name = app.seat_name(app.seat_to_move());
    match (app.mode(), app.pending()) {
        (Mode::AiAi, Some(_)) => app.words().seat_thinking(&name, spinner(app)),
        (Mode::AiAi, None) if app.autoplay().paused => app.words().seat_to_move_paused(&name),
        _ => app.words().seat_to_move(&name),
    }
}

/// Who plays what and who started, then the moves of the game (the AI's with their node counts).
pub fn render_info(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let words = app.words();
    let info = &words.info;
    // From a position set up (a lesson's, or `b`'s), the game started with the side to move
    // there, whoever made the moves that led to it.
    let starter = app.opener();
    let started = match app.mode() {
        Mode::HumanAi if starter == Seat::Home => info.you_started.to_owned(),
        _ => words.seat_started(&app.seat_name(starter)),
    };
    // Inside the borders and the padding.
    let width = usize::from(area.width.saturating_sub(4));
    let (players, goal) = match app.board() {
        Some(board) => {
            let goal = (info.in_a_row)(board.geometry().k());
            let player = |seat: Seat| {
                let mark = app.mark_of(seat);
                let name = match app.mode() {
                    Mode::HumanAi => format!("{} ", app.seat_name(seat)),
                    Mode::AiAi => format!("{} ", words.seats.ai),
                    Mode::Humans => String::new(),
                };
                // Where discs are drawn, the mark's disc beside its letter, both in the disc's
                // colour: the letters of the title and the move list name the discs.
                let discs = board.geometry().gravity() && theme.discs();
                let (piece, style) = theme.piece(mark, discs);
                let shown = if discs {
                    format!("{piece}{mark}")
                } else {
                    piece
                };
                vec![
                    Span::raw(name),
                    Span::styled(shown, style.add_modifier(Modifier::BOLD)),
                ]
            };
            let mut players = player(Seat::Home);
            players.push(Span::raw(" · "));
            players.extend(player(Seat::Away));
            (players, goal)
        }
        None => {
            let (human, ai) = (app.seat_name(Seat::Home), app.seat_name(Seat::Away));
            let versus = words.versus(&human, &ai);
            (
                vec![Span::raw(first_fit(&versus, width).to_owned())],
                info.last_bone_wins.to_owned(),
            )
        }
    };
    let game = app.games_started();
    // The borders' corners take two columns.
    let title = first_fit(
        &[(info.game)(game, &started), (info.game_short)(game)],
        usize::from(area.width.saturating_sub(2)),
    )
    .to_owned();
    let block = Block::bordered()
        .title(title)
        .border_style(theme.border())
        .padding(Padding::horizontal(1));
    let inner = block.inner(area);
    block.render(area, buf);
    // "You X · AI O · 3 in a row" on one line where it fits, the goal on its own otherwise.
    let mut lines = Vec::new();
    if Line::from(players.clone()).width() + 3 + goal.chars().count() <= usize::from(inner.width) {
        let mut spans = players;
        spans.push(Span::raw(format!(" · {goal}")));
        lines.push(Line::from(spans));
    } else {
        lines.push(Line::from(players));
        lines.push(Line::styled(goal, theme.dim()));
    }
    // The move list, its lines longer than the box wrapped at spaces (never cut): as many
    // moves as the wrapped lines leave room for.
    let room = usize::from(inner.height).saturating_sub(lines.len());
    let width = usize::from(inner.width);
    let wrapped = (0..=room)
        .rev()
        .map(|rows| wrap_lines(move_lines(app, rows, width, theme), width))
        .find(|wrapped| wrapped.len() <= room)
        .unwrap_or_default();
    lines.extend(wrapped);
    Paragraph::new(lines).render(inner, buf);
}

/// `lines` in rows of at most `width` columns: a line too long is broken at its spaces, each
/// row in the line's style.
fn wrap_lines(lines: Vec<Line<'static>>, width: usize) -> Vec<Line<'static>> {
    lines
        .into_iter()
        .flat_map(|line| {
            if line.width() <= width {
                return vec![line];
            }
            let text: String = line
                .spans
                .iter()
                .map(|span| span.content.as_ref())
                .collect();
            let style = line.style;
            wrap_words(&text, width)
                .into_iter()
                .map(|row| Line::styled(row, style))
                .collect()
        })
        .collect()
}

/// What is going on (a search, with a spinner and its time so far, or the AI playing itself)
/// on the first row, then the last refusal or notice wrapped onto the rows the layout gave the
/// line (see [`crate::tui::layout::MessageLine`]); a notice never hides a running search, no word is cut.
pub fn render_message(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let words = app.words();
    let status = &words.status;
    let line = app.message_line();
    let width = usize::from(area.width);
    let mut rows: Vec<Line> = Vec::new();
    if let Some(pending) = app.pending() {
        let what = match pending.kind {
            SearchKind::Decide => status.ai_searching,
            // (A recount counting again is no pending search: the panel shows it.)
            SearchKind::Reanalyse | SearchKind::Recount => status.searching_again,
        };
        // The key comes before the figures, so a narrow screen leaves out figures, not the hint.
        let hint = match (pending.kind, pending.play_now) {
            (SearchKind::Decide, false) if pending.deepens => status.esc_plays_now,
            (SearchKind::Decide, true) => status.playing_best,
            (SearchKind::Decide, false) | (SearchKind::Reanalyse | SearchKind::Recount, _) => "",
        };
        let start = format!(
            " {} {what}… {}",
            spinner(app),
            words.duration(app.thinking_for())
        );
        let parts = [hint.to_owned()]
            .into_iter()
            .chain(live_parts(app, pending.live));
        rows.push(Line::styled(whole_parts(start, parts, width), theme.dim()));
    } else if let Some(text) = &line.autoplay {
        rows.push(Line::styled(fit_words(text, width), theme.dim()));
    }
    match line.notice_at(area.width) {
        Some(notice) if line.notice_inline(area.width) => {
            let notice = Span::styled(format!(" · {notice}"), theme.message());
            rows.iter_mut()
                .for_each(|row| row.push_span(notice.clone()));
        }
        Some(notice) => {
            let room = usize::from(area.height).saturating_sub(rows.len());
            let wrapped = wrap_words(notice, width.saturating_sub(1));
            if wrapped.len() <= room {
                rows.extend(
                    wrapped
                        .into_iter()
                        .map(|row| Line::styled(format!(" {row}"), theme.message())),
                );
            } else if let Some(first) = rows.first_mut() {
                // No room below the status (the smallest screens): after it, as much as fits.
                let used = first.width();
                let text = fit_words(notice, width.saturating_sub(used + 3));
                first.push_span(Span::styled(format!(" · {text}"), theme.message()));
            } else {
                let text = format!(" {}", fit_words(notice, width.saturating_sub(1)));
                rows.push(Line::styled(text, theme.message()));
            }
        }
        None if rows.is_empty() && line.class.is_none() && app.position().is_over() => {
            rows.push(Line::styled(status.press_n, theme.dim()));
        }
        None => {}
    }
    if let Some(class) = &line.class {
        let room = usize::from(area.height).saturating_sub(rows.len());
        let wrapped = wrap_words(class, width.saturating_sub(1));
        rows.extend(
            wrapped
                .into_iter()
                .take(room)
                .map(|row| Line::styled(format!(" {row}"), theme.message())),
        );
    }
    Paragraph::new(rows).render(area, buf);
}

/// `start`, then as many of `parts` (each starting " · ") as fit in `width` columns, whole
/// ones from the first: a figure is left out whole, never cut.
fn whole_parts(start: String, parts: impl Iterator<Item = String>, width: usize) -> String {
    let mut text = start;
    for part in parts {
        if text.chars().count() + part.chars().count() > width {
            break;
        }
        text.push_str(&part);
    }
    fit_words(&text, width)
}

/// A running search's figures: the deepest iteration done and its move, the positions so far.
fn live_parts(app: &App, live: Option<LiveFigures>) -> Vec<String> {
    let Some(live) = live else {
        return Vec::new();
    };
    let words = app.words();
    let best = match (live.depth, live.best_move) {
        (0, _) | (_, None) => String::new(),
        (depth, Some(mv)) => {
            (words.status.live_best)(depth, &unbroken(&move_name(words, app.position(), mv)))
        }
    };
    vec![
        best,
        (words.status.live_positions)(&words.int(live.positions)),
    ]
}

/// The only thing drawn when the terminal cannot hold the game: its size, the size the game
/// needs, what to do; each line centred and wrapped at spaces.
pub fn render_too_small(too_small: &TooSmall, words: &Words, area: Rect, buf: &mut Buffer) {
    let text = (words.status.too_small)(
        too_small.width,
        too_small.height,
        too_small.need_width,
        too_small.need_height,
    );
    let lines: Vec<Line> = text
        .lines()
        .flat_map(|line| wrap_words(line, usize::from(area.width)))
        .map(Line::from)
        .collect();
    let height = (lines.len() as u16).min(area.height);
    let centred = area.centered_vertically(Constraint::Length(height));
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .render(centred, buf);
}
