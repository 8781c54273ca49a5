//! The technique comparison popup: one row per technique (positions searched, time, value,
//! chosen move), filled in as each search finishes, and whether all the values agree.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use crate::analysis::{TECHNIQUE_BUDGET, Technique, TechniqueRow};
use crate::engine::{Bound, Skipped};
use crate::i18n::{Words, first_fit};
use crate::text::signed;
use crate::tui::Theme;
use crate::tui::chrome::view::popup::render_popup;
use crate::tui::move_name;
use crate::tui::view::words::outcome_text;
use crate::tui::{App, TechniquesView};

/// The popup's widest and its rows besides the table's.
const WIDTH: u16 = 78;

pub fn render_techniques(
    app: &App,
    view: &TechniquesView,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let words = app.words();
    let table_words = &words.techniques;
    let (rows, running) = app.technique_rows();
    let position = &view.position;
    let settings = &view.settings;
    let left = position.plies_left();
    let mover = app.seat_name(app.seat_to_move_in(position));
    let depth = match settings.depth_limit {
        Some(depth) if settings.horizon(left).is_some() => {
            words.to_depth(depth, settings.evaluation, position.board().is_none())
        }
        _ => table_words.to_the_end.to_owned(),
    };
    let mut lines = vec![
        Line::from((table_words.heading)(&words.seat_to_move(&mover), &depth)),
        Line::default(),
        Line::styled(
            format!(
                "{:<22}{:>12}{:>10}  {:<16}{}",
                table_words.technique,
                table_words.positions,
                table_words.time,
                table_words.value,
                table_words.mv
            ),
            theme.heading(),
        ),
    ];
    let mut techniques = Technique::compared(position);
    if view.deepening.is_some() {
        techniques.push(Technique::Deepening);
    }
    for (i, technique) in techniques.iter().enumerate() {
        let name = technique_name(words, *technique);
        let name = name.as_str();
        let line = match rows.get(i) {
            Some(row) => done_row(words, row, position, theme),
            None if i == rows.len() && running.is_some() => Line::styled(
                format!(
                    "{name:<22}{:>12}  {}",
                    words.int(running.unwrap_or(0)),
                    table_words.searching
                ),
                theme.message(),
            ),
            None if view.table.is_some() => Line::styled(
                format!("{name:<22}{:>12}", table_words.stopped),
                theme.dim(),
            ),
            None => Line::styled(
                format!("{name:<22}{:>12}", table_words.waiting),
                theme.dim(),
            ),
        };
        lines.push(line);
    }
    lines.push(Line::default());
    // A technique that searched more than the row above is no saving: say so, and why for an
    // order. (Deepening's row counts every search it made: no row to compare it with.)
    for pair in rows.windows(2) {
        let (above, row) = (&pair[0], &pair[1]);
        if row.technique != Technique::Deepening
            && row.complete
            && above.complete
            && row.nodes > above.nodes
        {
            let (name, above_name) = (
                technique_name(words, row.technique),
                technique_name(words, above.technique),
            );
            let remark = match row.technique {
                Technique::Ordering => table_words.order_more_than_above,
                _ => table_words.more_than_above,
            };
            lines.push(Line::styled(remark(&name, &above_name), theme.message()));
        }
    }
    let verdict = match view.table.as_ref().map(|t| t.values_agree()) {
        None => Line::styled(table_words.fill_in, theme.dim()),
        Some(Some(true)) => {
            let value = rows
                .iter()
                .find(|r| r.complete && r.depth == settings.depth_limit)
                .map(|r| {
                    outcome_text(
                        words,
                        (r.value, Bound::Exact, &Skipped::default()),
                        settings,
                        (left, position.board().is_none()),
                        16,
                    )
                })
                .unwrap_or_default();
            Line::styled((table_words.agree)(&value), theme.good())
        }
        Some(Some(false)) => Line::styled(table_words.differ, theme.bad()),
        Some(None) => Line::styled(table_words.too_few, theme.dim()),
    };
    lines.push(verdict);
    lines.push(Line::styled(
        (table_words.budget)(&words.int(TECHNIQUE_BUDGET)),
        theme.dim(),
    ));
    lines.push(Line::styled(table_words.equal_moves, theme.dim()));

    let width = area.width.saturating_sub(4).min(WIDTH);
    // Borders and padding take 4 columns; long lines wrap.
    let inner = usize::from(width.saturating_sub(4)).max(1);
    let rows: usize = lines.iter().map(|l| l.width().max(1).div_ceil(inner)).sum();
    let height = rows as u16 + 2;
    render_popup(
        (table_words.title, None),
        lines,
        (width, height),
        area,
        theme,
        buf,
    );
}

/// A technique's name in the table: the move order's row names its order (the rows' own
/// settings: threats, see `Technique::settings`).
fn technique_name(words: &Words, technique: Technique) -> String {
    let names = &words.names;
    match technique {
        Technique::Minimax => names.minimax.to_owned(),
        Technique::AlphaBeta => names.alpha_beta.to_owned(),
        Technique::Ordering => {
            let order = Technique::Ordering.settings(&Default::default()).move_order;
            (names.plus_order)(words.move_order(order, false))
        }
        Technique::Table => names.table.to_owned(),
        Technique::Deepening => names.deepening.to_owned(),
    }
}

/// A finished row: its positions, time, value (score and words) and move.
fn done_row<'a>(
    words: &Words,
    row: &TechniqueRow<usize>,
    position: &crate::games::playable::Playable,
    theme: &Theme,
) -> Line<'a> {
    let table_words = &words.techniques;
    let technique = technique_name(words, row.technique);
    let name = match (row.technique, row.depth, row.hit_rate) {
        // The depth it reached; the table's hits are the row above's story.
        (Technique::Deepening, Some(depth), _) => {
            first_fit(&(table_words.deepened)(depth), 22).to_owned()
        }
        (_, _, Some(rate)) => (table_words.hits)(&technique, &words.percent(rate * 100.0)),
        _ => technique,
    };
    if !row.complete {
        return Line::from(vec![
            Span::raw(format!("{name:<22}")),
            Span::styled(
                format!(
                    "{:>12}{:>10}  {}",
                    format!("> {}", words.int(TECHNIQUE_BUDGET)),
                    words.duration(row.elapsed),
                    table_words.gave_up
                ),
                theme.dim(),
            ),
        ]);
    }
    let value = format!(
        "{} {}",
        signed(row.value),
        outcome_text(
            words,
            (row.value, Bound::Exact, &Skipped::default()),
            &row.settings,
            (position.plies_left(), position.board().is_none()),
            // The value column is 16 wide, the score and a space come first.
            15 - signed(row.value).chars().count(),
        )
    );
    let mv = row
        .best_move
        .map_or("—".to_owned(), |mv| move_name(words, position, mv));
    Line::from(format!(
        "{name:<22}{:>12}{:>10}  {value:<16}{mv}",
        words.int(row.nodes),
        words.duration(row.elapsed)
    ))
}
