//! The move list under the board: each move, who played it, and for the AI's moves the
//! positions its search visited with alpha-beta and with plain minimax.

use ratatui::style::Style;
use ratatui::text::Line;

use crate::analysis::Mode;
use crate::engine::{Game, SearchReport, SearchSettings};
use crate::games::mnk::column_digits;
use crate::i18n::Words;
use crate::tui::Theme;
use crate::tui::move_name;
use crate::tui::view::words::{column_name, searches_by_pruning};
use crate::tui::{Analysis, App, Chooser, MoveRecord};

/// The lines of the move list in `rows` rows: a heading, the latest moves, and how many moves
/// undo took back. Lines longer than the box are cut at its edge.
pub fn move_lines(app: &App, rows: usize, width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let words = app.words();
    // Where the game starts from a set-up position, that position first as `analyze` takes
    // it: the columns dropped in order where pieces fall, else the board.
    let drops = app.start_drops();
    let set_up = match app.start_position() {
        Some(_) if !drops.is_empty() => Some(column_digits(drops)),
        Some(position) => Some(position.to_board()),
        None => None,
    };
    match set_up {
        Some(position) if rows > 1 => {
            let mut lines = vec![Line::styled(
                (words.home.set_up_from)(&position),
                theme.dim(),
            )];
            lines.extend(game_move_lines(app, rows - 1, width, theme));
            lines
        }
        _ => game_move_lines(app, rows, width, theme),
    }
}

/// The game's own moves in `rows` rows (see [`move_lines`]).
fn game_move_lines(app: &App, rows: usize, width: usize, theme: &Theme) -> Vec<Line<'static>> {
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
    // Who played: as wide as the longest name in the list and the heading, at least 3.
    let by_width = moves
        .iter()
        .map(|record| chooser_name(app, record))
        .chain([list.by.to_owned()])
        .map(|name| name.chars().count())
        .max()
        .unwrap_or(3)
        .max(3);
    // Both counts where the box is wide enough for them, else the one with alpha-beta. Where
    // a longer seat name ("Vous") leaves one column too few, the move column gives up what the
    // names in the list and its heading do not use.
    // The same for the single count's heading.
    let fits = |name_width: usize, counts: &str| {
        width >= 2 + 1 + by_width + 1 + name_width + 1 + counts.chars().count()
    };
    let longest_name = moves
        .iter()
        .enumerate()
        .map(|(index, record)| record_name(app, index, record).chars().count())
        .chain([list.mv.chars().count()])
        .max()
        .unwrap_or(0);
    // The widest move column, down to what its names need, that leaves room for `counts`.
    let narrower = |counts: &str| {
        (longest_name.min(name_width)..=name_width)
            .rev()
            .find(|&w| fits(w, counts))
    };
    let fitting = |counts: &str| {
        if fits(name_width, counts) {
            Some(name_width)
        } else {
            narrower(counts)
        }
    };
    let both_counts = both_counts_heading(app);
    let (both, name_width, one_count) = match fitting(&both_counts) {
        Some(fitted) => (true, fitted, list.one_count[0]),
        None => match fitting(list.one_count[0]) {
            Some(fitted) => (false, fitted, list.one_count[0]),
            None => (false, name_width, list.one_count[1]),
        },
    };
    let columns = Columns {
        by: by_width,
        name: name_width,
    };
    let mut lines = Vec::new();
    let redo_line = (undone > 0).then(|| Line::styled((list.undone)(undone), theme.dim()));
    let mut room = rows - usize::from(redo_line.is_some()).min(rows);
    if room >= 3 && !moves.is_empty() {
        let counts = match (moves.iter().any(|m| m.analysis.is_some()), both) {
            (false, _) => "",
            (true, true) => both_counts.as_str(),
            (true, false) => one_count,
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
    // The decision on the board, whose recount may still be counting (unless a
    // re-analysis took its place in the panel: the list keeps the search as played).
    let shown = moves
        .iter()
        .rposition(|m| m.analysis.is_some())
        .filter(|&at| {
            moves[at]
                .analysis
                .as_ref()
                .is_some_and(|a| a.as_played.is_none())
        });
    for (index, record) in moves.iter().enumerate().skip(first) {
        let counting = app.recounting() && shown == Some(index);
        lines.push(move_line(
            app, index, record, columns, both, counting, theme,
        ));
    }
    lines.extend(redo_line);
    lines.truncate(rows);
    lines
}

/// The heading of the two counts: "alpha-beta/minimax" where every AI decision of the list
/// searched without other techniques, else the AI's search named as the panel's table names
/// it ("AI search/minimax").
fn both_counts_heading(app: &App) -> String {
    let words = app.words();
    let searches: Vec<_> = app
        .moves()
        .iter()
        .filter_map(|m| m.analysis.as_deref())
        .map(|a| searches_by_pruning(a.played_outcome()))
        .collect();
    let heading = |settings: &dyn Fn(&(SearchSettings, SearchSettings)) -> SearchSettings,
                   plain: &'static str| {
        if searches
            .iter()
            .all(|s| column_name(words, &settings(s)) == plain)
        {
            plain
        } else {
            words.panel.ai_search
        }
    };
    let with = heading(&|s| s.0, words.names.alpha_beta);
    let without = heading(&|s| s.1, words.names.minimax);
    if (with, without) == (words.names.alpha_beta, words.names.minimax) {
        words.move_list.both_counts.to_owned()
    } else {
        format!("{with}/{without}")
    }
}

/// The widths of the "by" and "move" columns.
#[derive(Clone, Copy)]
struct Columns {
    by: usize,
    name: usize,
}

/// One move of the list; `counting` while the recount of its decision counts.
fn move_line(
    app: &App,
    index: usize,
    record: &MoveRecord,
    columns: Columns,
    both: bool,
    counting: bool,
    theme: &Theme,
) -> Line<'static> {
    let words = app.words();
    let name = record_name(app, index, record);
    let counts = record
        .analysis
        .as_deref()
        .map(|a| count_pair(words, a, counting, both))
        .unwrap_or_default();
    let style = if record.chooser == Chooser::Ai {
        Style::new()
    } else {
        theme.label()
    };
    let (by_width, name_width) = (columns.by, columns.name);
    Line::styled(
        format!(
            "{:>2} {:<by_width$} {name:<name_width$} {counts}",
            index + 1,
            chooser_name(app, record)
        ),
        style,
    )
}

/// Who played a move, as recorded when it was played, in the current mode's words: against
/// the AI "You" or "AI"; between the AI and itself or two players the seat's mark (or "P1",
/// "P2"), and "You" or "AI" for a move chosen the other way (before `v` changed the mode).
fn chooser_name(app: &App, record: &MoveRecord) -> String {
    let seats = &app.words().seats;
    match (app.mode(), record.chooser) {
        (Mode::AiAi, Chooser::Ai) | (Mode::Humans, Chooser::Human) => app.seat_short(record.by),
        (_, Chooser::Human) => seats.you.to_owned(),
        (_, Chooser::Ai) => seats.ai.to_owned(),
    }
}

/// The name of the game's move number `index` (from 0).
fn record_name(app: &App, index: usize, record: &MoveRecord) -> String {
    match &record.analysis {
        Some(analysis) => move_name(app.words(), &analysis.position, record.mv),
        None => replayed_move_name(app, index, record.mv),
    }
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
/// the recount counts, "—" when it was stopped); where `both` is false, only what the AI's
/// own search visited.
fn count_pair(words: &Words, analysis: &Analysis, counting: bool, both: bool) -> String {
    let count = |report: &SearchReport<usize>| match (report.complete, report.settings.node_budget)
    {
        (false, Some(budget)) => format!(">{}", compact(words, budget)),
        (false, None) => "—".to_owned(),
        (true, _) => words.int(report.nodes),
    };
    let outcome = analysis.played_outcome();
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
