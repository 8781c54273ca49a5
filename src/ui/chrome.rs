//! The frame around the game: title bar, game facts under the board, footer, too-small notice.

use std::borrow::Cow;

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding, Paragraph, Widget, Wrap};

use super::Theme;
use super::layout::TooSmall;
use crate::app::keymap::Controls;
use crate::app::{App, LiveFigures, SearchKind, Side, Status};
use crate::engine::Game;

const SPINNER: [&str; 10] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

fn spinner(app: &App) -> &'static str {
    SPINNER[(app.thinking_for().as_millis() / 100) as usize % SPINNER.len()]
}

/// "morpion", whose turn it is, and the session score.
pub fn render_title(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    buf.set_style(area, theme.title_bar());
    let status = match app.status() {
        Status::HumanToMove if app.board().is_some() => format!("Your move ({})", app.human()),
        Status::HumanToMove => "Your move".to_owned(),
        Status::AiThinking => format!("AI is thinking… {}", spinner(app)),
        Status::HumanWon => "You win!".to_owned(),
        Status::AiWon => "AI wins".to_owned(),
        Status::Draw => "Draw".to_owned(),
    };
    let tally = app.tally();
    let score = format!(
        "You {} · Draws {} · AI {} ",
        tally.wins, tally.draws, tally.losses
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

/// Who plays what, who started, the last move and the settings the AI's next search will use.
pub fn render_info(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let settings = app.settings();
    let row = |name: &'static str, value: String| {
        Line::from(vec![
            Span::styled(format!("{name:<12}"), theme.dim()),
            Span::raw(value),
        ])
    };
    let last = match (app.last_move(), app.last_mover()) {
        (Some(mv), Some(by)) => {
            let by = match by {
                Side::Human => "you",
                Side::Ai => "AI",
            };
            // "take 3 (AI)" would not fit the narrowest column; "AI took 3" does.
            match app.position().heap() {
                Some(_) => format!("{by} took {mv}"),
                None => format!("{} ({by})", app.position().move_name(mv)),
            }
        }
        _ => "none yet".to_owned(),
    };
    let started = match app.starter() {
        Side::Human => "you started",
        Side::Ai => "AI started",
    };
    let (players, goal, short_goal) = match app.board() {
        Some(board) => {
            let goal = format!("{} in a row", board.geometry().k());
            let players = vec![
                Span::raw("You "),
                Span::styled(app.human().to_string(), theme.mark(app.human())),
                Span::raw(" · AI "),
                Span::styled(app.ai().to_string(), theme.mark(app.ai())),
            ];
            (players, goal.clone(), goal)
        }
        None => (
            vec![Span::raw("You vs AI")],
            "last bone wins".to_owned(),
            "last bone".to_owned(),
        ),
    };
    let mut lines = Vec::new();
    // "You X · AI O · 3 in a row" on one line where it fits, on two in a narrow column.
    let inner_width = usize::from(area.width.saturating_sub(4));
    if Line::from(players.clone()).width() + 3 + goal.len() <= inner_width {
        let mut spans = players;
        spans.push(Span::raw(format!(" · {goal}")));
        lines.push(Line::from(spans));
    } else {
        lines.push(Line::from(players));
        lines.push(row("to win", short_goal));
    }
    lines.extend([
        row("last move", last),
        row(
            "alpha-beta",
            if settings.pruning { "on" } else { "off" }.to_owned(),
        ),
        row(
            "depth limit",
            settings
                .depth_limit
                .map_or("none".to_owned(), |d| format!("{d} plies")),
        ),
        row("evaluation", settings.evaluation.name().to_owned()),
    ]);
    Paragraph::new(lines)
        .block(
            Block::bordered()
                .title(format!(" Game {} · {started} ", app.games_started()))
                .border_style(theme.border())
                .padding(Padding::horizontal(1)),
        )
        .render(area, buf);
}

/// The key hints of the game being played (as many as fit, help and quit always) from the
/// keymap table.
pub fn render_hints(controls: Controls, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let mut hints: Vec<Cow<str>> = controls.hints().collect();
    let width = |hints: &[Cow<str>]| hints.iter().map(|h| h.chars().count() + 2).sum::<usize>();
    while width(&hints) > area.width as usize && hints.len() > 2 {
        hints.remove(hints.len() - 3);
    }
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
    let mut spans = Vec::new();
    if let Some(pending) = app.pending() {
        let what = match pending.kind {
            SearchKind::Decide => "The AI is searching",
            SearchKind::Reanalyse => "Searching the AI's last decision again",
        };
        // The key comes before the figures, so a narrow screen cuts figures, not the hint.
        let hint = match (pending.kind, pending.play_now) {
            (SearchKind::Decide, false) => " · Esc plays now",
            (SearchKind::Decide, true) => " · playing its best move so far",
            (SearchKind::Reanalyse, _) => "",
        };
        spans.push(Span::styled(
            format!(
                " {} {what}… {}{hint}{}",
                spinner(app),
                crate::text::duration(app.thinking_for()),
                live_text(app, pending.live)
            ),
            theme.dim(),
        ));
    }
    if let Some(message) = app.message() {
        let separator = if spans.is_empty() { " " } else { " · " };
        spans.push(Span::styled(
            format!("{separator}{message}"),
            theme.message(),
        ));
    } else if spans.is_empty() && app.position().is_over() {
        spans.push(Span::styled(" Press n for a new game", theme.dim()));
    }
    Line::from(spans).render(area, buf);
}

/// A running search's figures: the deepest iteration done, its move, the positions so far.
fn live_text(app: &App, live: Option<LiveFigures>) -> String {
    let Some(live) = live else {
        return String::new();
    };
    let best = match (live.depth, live.best_move) {
        (0, _) | (_, None) => String::new(),
        (depth, Some(mv)) => format!(
            " · {} done, best {}",
            crate::text::plies(depth),
            app.position().move_name(mv)
        ),
    };
    format!(
        "{best} · {} positions",
        crate::text::thousands(live.positions)
    )
}

/// The only thing drawn when the terminal cannot hold the game.
pub fn render_too_small(too_small: &TooSmall, area: Rect, buf: &mut Buffer) {
    let text = format!(
        "Terminal too small: {}×{}, need at least {}×{} — please enlarge",
        too_small.width, too_small.height, too_small.need_width, too_small.need_height
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
