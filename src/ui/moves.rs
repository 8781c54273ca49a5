//! The move list under the board: each move, who played it, and for the AI's moves the
//! positions its search visited with alpha-beta and with plain minimax.

use ratatui::style::Style;
use ratatui::text::Line;

use super::Theme;
use crate::app::{Analysis, App, MoveRecord};
use crate::engine::{Game, SearchReport};
use crate::text::thousands;

/// The lines of the move list in `rows` rows: a heading, the latest moves, and how many moves
/// undo took back. Lines longer than the box are cut at its edge.
pub fn move_lines(app: &App, rows: usize, width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let moves = app.moves();
    let undone = app.redo_moves().len();
    if rows == 0 {
        return Vec::new();
    }
    if moves.is_empty() && undone == 0 {
        return vec![Line::styled("No move yet", theme.dim())];
    }
    let name_width = if app.position().heap().is_some() {
        6
    } else {
        5
    };
    // Both counts where the box is wide enough for them, else the one with alpha-beta.
    let both = width >= 2 + 1 + 3 + 1 + name_width + 1 + 18;
    let mut lines = Vec::new();
    let redo_line = (undone > 0)
        .then(|| Line::styled(format!("↷ {undone} undone · r plays again"), theme.dim()));
    let mut room = rows - usize::from(redo_line.is_some()).min(rows);
    if room >= 3 && !moves.is_empty() {
        let counts = match (moves.iter().any(|m| m.analysis.is_some()), both) {
            (false, _) => "",
            (true, true) => "alpha-beta/minimax",
            (true, false) => "searched",
        };
        lines.push(Line::styled(
            format!("{:>2} {:<3} {:<name_width$} {counts}", "#", "by", "move"),
            theme.dim(),
        ));
        room -= 1;
    }
    let first = moves.len().saturating_sub(room);
    for (index, record) in moves.iter().enumerate().skip(first) {
        lines.push(move_line(app, index, record, name_width, both, theme));
    }
    lines.extend(redo_line);
    lines.truncate(rows);
    lines
}

fn move_line(
    app: &App,
    index: usize,
    record: &MoveRecord,
    name_width: usize,
    both: bool,
    theme: &Theme,
) -> Line<'static> {
    let name = match &record.analysis {
        Some(analysis) => analysis.position.move_name(record.mv),
        None => move_name(app, index, record.mv),
    };
    let last = index + 1 == app.moves().len() || index + 2 == app.moves().len();
    let counts = record
        .analysis
        .as_deref()
        .map(|a| count_pair(a, last && app.comparing(), both))
        .unwrap_or_default();
    let style = if app.ai_plays(record.by) && record.analysis.is_some() {
        Style::new()
    } else {
        theme.label()
    };
    Line::styled(
        format!(
            "{:>2} {:<3} {name:<name_width$} {counts}",
            index + 1,
            app.seat_short(record.by)
        ),
        style,
    )
}

/// A move's name in the position it was played from (replayed from the start).
fn move_name(app: &App, index: usize, mv: usize) -> String {
    let mut position = app.position().clone();
    for record in app.moves()[index..].iter().rev() {
        position.undo(record.mv);
    }
    position.move_name(mv)
}

/// "2,787/59,704": the decision's positions with alpha-beta and with plain minimax ("…" while
/// the comparison counts, "—" when it was stopped); where `both` is false, only what the AI's
/// own search visited.
fn count_pair(analysis: &Analysis, counting: bool, both: bool) -> String {
    let count = |report: &SearchReport<usize>| match (report.complete, report.settings.node_budget)
    {
        (false, Some(budget)) => format!(">{}", compact(budget)),
        (false, None) => "—".to_owned(),
        (true, _) => thousands(report.nodes),
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
fn compact(n: u64) -> String {
    if n >= 1_000_000 && n.is_multiple_of(1_000_000) {
        format!("{}M", n / 1_000_000)
    } else {
        thousands(n)
    }
}
