//! The move list under the board: each move, who played it, and for the AI's moves the
//! positions its search visited with alpha-beta and with plain minimax.

use ratatui::style::Style;
use ratatui::text::Line;

use super::Theme;
use crate::app::{Analysis, App, MoveRecord, Side};
use crate::engine::{Game, SearchReport};
use crate::i18n::Words;
use crate::ui::move_name;

/// The lines of the move list in `rows` rows: a heading, the latest moves, and how many moves
/// undo took back. Lines longer than the box are cut at its edge.
pub fn move_lines(app: &App, rows: usize, width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let words = app.words();
    let list = &words.move_list;
    let moves = app.moves();
    let undone = app.redo_moves().len();
    if rows == 0 {
        return Vec::new();
    }
    if moves.is_empty() && undone == 0 {
        return vec![Line::styled(list.no_move_yet, theme.dim())];
    }
    let name_width = if app.position().heap().is_some() {
        6
    } else {
        5
    };
    // Who played: as wide as the longer seat name and the heading, 3 in English ("You").
    let by_width = [
        app.seat_short(Side::Human),
        app.seat_short(Side::Ai),
        list.by.to_owned(),
    ]
    .iter()
    .map(|name| name.chars().count())
    .max()
    .unwrap_or(3)
    .max(3);
    let columns = Columns {
        by: by_width,
        name: name_width,
    };
    // Both counts where the box is wide enough for them, else the one with alpha-beta.
    let both_width = list.both_counts.chars().count();
    let both = width >= 2 + 1 + by_width + 1 + name_width + 1 + both_width;
    let mut lines = Vec::new();
    let redo_line = (undone > 0).then(|| Line::styled((list.undone)(undone), theme.dim()));
    let mut room = rows - usize::from(redo_line.is_some()).min(rows);
    if room >= 3 && !moves.is_empty() {
        let counts = match (moves.iter().any(|m| m.analysis.is_some()), both) {
            (false, _) => "",
            (true, true) => list.both_counts,
            (true, false) => list.one_count,
        };
        lines.push(Line::styled(
            format!(
                "{:>2} {:<by_width$} {:<name_width$} {counts}",
                list.number, list.by, list.mv
            ),
            theme.dim(),
        ));
        room -= 1;
    }
    let first = moves.len().saturating_sub(room);
    for (index, record) in moves.iter().enumerate().skip(first) {
        lines.push(move_line(app, index, record, columns, both, theme));
    }
    lines.extend(redo_line);
    lines.truncate(rows);
    lines
}

/// The widths of the "by" and "move" columns.
#[derive(Clone, Copy)]
struct Columns {
    by: usize,
    name: usize,
}

fn move_line(
    app: &App,
    index: usize,
    record: &MoveRecord,
    columns: Columns,
    both: bool,
    theme: &Theme,
) -> Line<'static> {
    let words = app.words();
    let name = match &record.analysis {
        Some(analysis) => move_name(words, &analysis.position, record.mv),
        None => replayed_move_name(app, index, record.mv),
    };
    let last = index + 1 == app.moves().len() || index + 2 == app.moves().len();
    let counts = record
        .analysis
        .as_deref()
        .map(|a| count_pair(words, a, last && app.comparing(), both))
        .unwrap_or_default();
    let style = if app.ai_plays(record.by) && record.analysis.is_some() {
        Style::new()
    } else {
        theme.label()
    };
    let (by_width, name_width) = (columns.by, columns.name);
    Line::styled(
        format!(
            "{:>2} {:<by_width$} {name:<name_width$} {counts}",
            index + 1,
            app.seat_short(record.by)
        ),
        style,
    )
}

/// A move's name in the position it was played from (replayed from the start).
fn replayed_move_name(app: &App, index: usize, mv: usize) -> String {
    let mut position = app.position().clone();
    for record in app.moves()[index..].iter().rev() {
        position.undo(record.mv);
    }
    move_name(app.words(), &position, mv)
}

/// "2,787/59,704": the decision's positions with alpha-beta and with plain minimax ("…" while
/// the comparison counts, "—" when it was stopped); where `both` is false, only what the AI's
/// own search visited.
fn count_pair(words: &Words, analysis: &Analysis, counting: bool, both: bool) -> String {
    let count = |report: &SearchReport<usize>| match (report.complete, report.settings.node_budget)
    {
        (false, Some(budget)) => format!(">{}", compact(words, budget)),
        (false, None) => "—".to_owned(),
        (true, _) => words.int(report.nodes),
    };
    let outcome = &analysis.outcome;
    let missing = if counting { "…" } else { "—" };
    if !both {
        return count(&outcome.selected); // what the AI itself searched
    }
    match outcome.by_pruning() {
        Some((with, without)) => format!("{}/{}", count(with), count(without)),
        None if outcome.selected.settings.pruning => {
            format!("{}/{missing}", count(&outcome.selected))
        }
        None => format!("{missing}/{}", count(&outcome.selected)),
    }
}

/// `10000000` → "10M": a budget, which is round.
fn compact(words: &Words, n: u64) -> String {
    if n >= 1_000_000 && n.is_multiple_of(1_000_000) {
        format!("{}M", n / 1_000_000)
    } else {
        words.int(n)
    }
}
