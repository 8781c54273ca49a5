//! The frame around the game: title bar, game facts under the board, footer, too-small notice.

use std::borrow::Cow;

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding, Paragraph, Widget, Wrap};

use super::Theme;
use super::moves::move_lines;
use crate::analysis::Mode;
use crate::analysis::{LiveFigures, SearchKind};
use crate::app::keymap::Keys;
use crate::app::layout::TooSmall;
use crate::app::{App, Chooser, Seat, Status, pace_words};
use crate::i18n::{Lang, Words, first_fit};
use crate::ui::{fit_words, move_name, unbroken};

const SPINNER: [&str; 10] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

fn spinner(app: &App) -> &'static str {
    SPINNER[(app.thinking_for().as_millis() / 100) as usize % SPINNER.len()]
}

/// "morpion", whose turn it is, and the session score.
pub fn render_title(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    buf.set_style(area, theme.title_bar());
    let title = &app.words().title;
    let status = match app.mode() {
        Mode::HumanAi => match app.status() {
            Status::HumanToMove if app.board().is_some() => {
                (title.your_move_mark)(&app.human().to_string())
            }
            Status::HumanToMove => title.your_move.to_owned(),
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
    let score = (title.tally)(
        &app.seat_short(Seat::Home),
        tally.wins,
        tally.draws,
        &app.seat_short(Seat::Away),
        tally.losses,
    );
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
            (Some(seat), _, _) => (title.wins)(&app.seat_name(seat)),
            (None, _, _) => title.draw.to_owned(),
        };
    }
    let name = app.seat_name(app.seat_to_move());
    match (app.mode(), app.pending()) {
        (Mode::AiAi, Some(_)) => (title.thinking)(&name, spinner(app)),
        (Mode::AiAi, None) if app.autoplay().paused => (title.to_move_paused)(&name),
        _ => (title.to_move)(&name),
    }
}

/// Who plays what and who started, then the moves of the game (the AI's with their node counts).
pub fn render_info(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let words = app.words();
    let info = &words.info;
    let started = app.seat_name(app.starter());
    let started = match app.mode() {
        Mode::HumanAi if app.starter() == Seat::Home => info.you_started.to_owned(),
        _ => (info.started)(&started),
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
                vec![
                    Span::raw(name),
                    Span::styled(mark.to_string(), theme.mark(mark)),
                ]
            };
            let mut players = player(Seat::Home);
            players.push(Span::raw(" · "));
            players.extend(player(Seat::Away));
            (players, goal)
        }
        None => {
            let (human, ai) = (app.seat_name(Seat::Home), app.seat_name(Seat::Away));
            let versus = [(info.versus)(&human, &ai), (info.versus_short)(&human, &ai)];
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
    let rows = usize::from(inner.height).saturating_sub(lines.len());
    lines.extend(move_lines(app, rows, usize::from(inner.width), theme));
    Paragraph::new(lines).render(inner, buf);
}

/// The key hints of the game being played in the current context from the keymap table: as
/// many as fit in `width` columns (help and quit always), the first ones of the table first.
/// Every language keeps the same ones: as many as fit in the language that fits the fewest,
/// so a footer offers the same keys whatever the language.
pub fn footer_hints(keys: Keys, words: &'static Words, width: usize) -> Vec<Cow<'static, str>> {
    let kept = Lang::ALL
        .iter()
        .map(|lang| fitting(keys.hints(lang.words()).collect(), width).len())
        .min()
        .unwrap_or(0);
    let mut hints: Vec<Cow<str>> = keys.hints(words).collect();
    while hints.len() > kept.max(2) {
        hints.remove(hints.len() - 3);
    }
    hints
}

/// As many of `hints` as fit in `width` columns with two spaces after each: the ones before
/// help and quit give way from the last.
fn fitting(mut hints: Vec<Cow<'static, str>>, width: usize) -> Vec<Cow<'static, str>> {
    let width_of = |hints: &[Cow<str>]| hints.iter().map(|h| h.chars().count() + 2).sum::<usize>();
    while width_of(&hints) > width && hints.len() > 2 {
        hints.remove(hints.len() - 3);
    }
    hints
}

/// The footer: the key hints of [`footer_hints`].
pub fn render_hints(
    keys: Keys,
    words: &'static Words,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    // The line starts with a space; the last hint's two spaces may fall off the edge.
    let hints = footer_hints(keys, words, usize::from(area.width));
    let mut spans = vec![Span::raw(" ")];
    for hint in hints {
        let hint: &str = &hint;
        let (key, what) = hint.split_once(' ').unwrap_or((hint, ""));
        spans.push(Span::styled(key.to_owned(), theme.key()));
        spans.push(Span::raw(format!(" {what}  ")));
    }
    Line::from(spans).render(area, buf);
}

/// What is going on (a search, with a spinner and its time so far), then the last refusal or
/// notice; a notice never hides a running search.
pub fn render_message(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let words = app.words();
    let status = &words.status;
    let mut spans = Vec::new();
    if let Some(pending) = app.pending() {
        let what = match pending.kind {
            SearchKind::Decide => status.ai_searching,
            // (A recount counting again is no pending search: the panel shows it.)
            SearchKind::Reanalyse | SearchKind::Recount => status.searching_again,
        };
        // The key comes before the figures, so a narrow screen cuts figures, not the hint.
        let hint = match (pending.kind, pending.play_now) {
            (SearchKind::Decide, false) => status.esc_plays_now,
            (SearchKind::Decide, true) => status.playing_best,
            (SearchKind::Reanalyse | SearchKind::Recount, _) => "",
        };
        // Figures that do not fit are left out whole, never cut in the middle.
        let text = format!(
            " {} {what}… {}{hint}{}",
            spinner(app),
            words.duration(app.thinking_for()),
            live_text(app, pending.live)
        );
        spans.push(Span::styled(
            fit_words(&text, usize::from(area.width)),
            theme.dim(),
        ));
    }
    // The autoplay's pace, when it shows here, makes the notice of that pace redundant.
    let mut said = app.message();
    if spans.is_empty() && app.mode() == Mode::AiAi && !app.position().is_over() {
        let autoplay = app.autoplay();
        let pace = pace_words(autoplay.pause(), words);
        let text = if autoplay.paused {
            status.paused.to_owned()
        } else {
            if said == Some((words.messages.pace)(&pace).as_str()) {
                said = None;
            }
            (status.autoplay)(&pace)
        };
        spans.push(Span::styled(text, theme.dim()));
    }
    if let Some(message) = said {
        let separator = if spans.is_empty() { " " } else { " · " };
        let used: usize = spans.iter().map(Span::width).sum();
        let room = usize::from(area.width).saturating_sub(used + separator.chars().count());
        spans.push(Span::styled(
            format!("{separator}{}", fit_words(message, room)),
            theme.message(),
        ));
    } else if spans.is_empty() && app.position().is_over() {
        spans.push(Span::styled(status.press_n, theme.dim()));
    }
    Line::from(spans).render(area, buf);
}

/// A running search's figures: the deepest iteration done, its move, the positions so far.
fn live_text(app: &App, live: Option<LiveFigures>) -> String {
    let Some(live) = live else {
        return String::new();
    };
    let words = app.words();
    let best = match (live.depth, live.best_move) {
        (0, _) | (_, None) => String::new(),
        (depth, Some(mv)) => {
            (words.status.live_best)(depth, &unbroken(&move_name(words, app.position(), mv)))
        }
    };
    format!(
        "{best}{}",
        (words.status.live_positions)(&words.int(live.positions))
    )
}

/// The only thing drawn when the terminal cannot hold the game.
pub fn render_too_small(too_small: &TooSmall, words: &Words, area: Rect, buf: &mut Buffer) {
    let text = (words.status.too_small)(
        too_small.width,
        too_small.height,
        too_small.need_width,
        too_small.need_height,
    );
    // An estimate of the wrapped height, enough to centre the notice vertically.
    let lines = text.chars().count().div_ceil(area.width.max(1) as usize) as u16;
    let height = lines.min(area.height);
    let paragraph = Paragraph::new(text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true });
    let centred = area.centered_vertically(Constraint::Length(height));
    paragraph.render(centred, buf);
}
