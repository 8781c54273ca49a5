//! The technique comparison popup: one row per technique (positions searched, time, value,
//! chosen move), filled in as each search finishes, and whether all the values agree.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Widget, Wrap};

use super::Theme;
use super::words::outcome_text;
use crate::app::{App, TECHNIQUE_BUDGET, Technique, TechniqueRow, TechniquesView};
use crate::engine::{Bound, Game};
use crate::text::{duration, plies, signed, thousands};

/// The popup's widest and its rows besides the table's.
const WIDTH: u16 = 78;

pub fn render_techniques(
    app: &App,
    view: &TechniquesView,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let (rows, running) = app.technique_rows();
    let position = &view.position;
    let settings = &view.settings;
    let left = position.plies_left();
    let mover = app.seat_name(app.seat_to_move(position));
    let depth = match settings.depth_limit {
        Some(depth) if settings.horizon(left).is_some() => format!("to depth {depth}"),
        _ => "to the end".to_owned(),
    };
    let mut lines = vec![
        Line::from(format!(
            "{mover} to move · every search {depth} · eval {}",
            settings.evaluation.name()
        )),
        Line::default(),
        Line::styled(
            format!(
                "{:<22}{:>12}{:>10}  {:<16}{}",
                "technique", "positions", "time", "value", "move"
            ),
            theme.heading(),
        ),
    ];
    let mut techniques = vec![
        Technique::Minimax,
        Technique::AlphaBeta,
        Technique::Ordering,
        Technique::Table,
    ];
    if view.deepening.is_some() {
        techniques.push(Technique::Deepening);
    }
    for (i, technique) in techniques.iter().enumerate() {
        let line = match rows.get(i) {
            Some(row) => done_row(row, position, theme),
            None if i == rows.len() && running.is_some() => Line::styled(
                format!(
                    "{:<22}{:>12}  searching…",
                    technique.name(),
                    thousands(running.unwrap_or(0))
                ),
                theme.message(),
            ),
            None if view.table.is_some() => Line::styled(
                format!("{:<22}{:>12}", technique.name(), "stopped"),
                theme.dim(),
            ),
            None => Line::styled(
                format!("{:<22}{:>12}", technique.name(), "waiting"),
                theme.dim(),
            ),
        };
        lines.push(line);
    }
    lines.push(Line::default());
    let verdict = match view.table.as_ref().map(|t| t.values_agree()) {
        None => Line::styled("The rows fill in as each search ends.", theme.dim()),
        Some(Some(true)) => {
            let value = rows
                .iter()
                .find(|r| r.complete && r.depth == settings.depth_limit)
                .map(|r| outcome_text(r.value, Bound::Exact, settings, left))
                .unwrap_or_default();
            Line::styled(
                format!("✓ All values agree ({value}): the techniques only save work."),
                theme.good(),
            )
        }
        Some(Some(false)) => Line::styled(
            "✗ The values differ: that is a bug, please report it.",
            theme.bad(),
        ),
        Some(None) => Line::styled("Too few searches finished to compare values.", theme.dim()),
    };
    lines.push(verdict);
    lines.push(Line::styled(
        format!(
            "Each row adds a technique to the row above; each gives up past {} positions.",
            thousands(TECHNIQUE_BUDGET)
        ),
        theme.dim(),
    ));
    lines.push(Line::styled(
        "Equally good moves may differ from row to row.",
        theme.dim(),
    ));

    let width = area.width.saturating_sub(4).min(WIDTH);
    // Borders and padding take 4 columns; long lines wrap.
    let inner = usize::from(width.saturating_sub(4)).max(1);
    let rows: usize = lines.iter().map(|l| l.width().max(1).div_ceil(inner)).sum();
    let height = (rows as u16 + 2).min(area.height);
    let popup = area.centered(Constraint::Length(width), Constraint::Length(height));
    Clear.render(popup, buf);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(
            Block::bordered()
                .title(" Techniques compared on this position · c or Esc closes ")
                .border_style(theme.key())
                .padding(Padding::horizontal(1)),
        )
        .render(popup, buf);
}

/// A finished row: its positions, time, value (score and words) and move.
fn done_row<'a>(
    row: &TechniqueRow<usize>,
    position: &crate::games::playable::Playable,
    theme: &Theme,
) -> Line<'a> {
    let name = match (row.technique, row.depth, row.hit_rate) {
        // The depth it reached; the table's hits are the row above's story.
        (Technique::Deepening, Some(depth), _) => format!("+ deepening, {}", plies(depth)),
        (_, _, Some(rate)) => format!("{}, {:.0} % hits", row.technique.name(), rate * 100.0),
        _ => row.technique.name().to_owned(),
    };
    if !row.complete {
        return Line::from(vec![
            Span::raw(format!("{name:<22}")),
            Span::styled(
                format!(
                    "{:>12}{:>10}  gave up",
                    format!("> {}", thousands(TECHNIQUE_BUDGET)),
                    duration(row.elapsed)
                ),
                theme.dim(),
            ),
        ]);
    }
    let value = format!(
        "{} {}",
        signed(row.value),
        outcome_text(
            row.value,
            Bound::Exact,
            &row.settings,
            position.plies_left()
        )
    );
    let mv = row
        .best_move
        .map_or("—".to_owned(), |mv| position.move_name(mv));
    Line::from(format!(
        "{name:<22}{:>12}{:>10}  {value:<16}{mv}",
        thousands(row.nodes),
        duration(row.elapsed)
    ))
}
