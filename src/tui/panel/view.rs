//! The statistics panel: what the AI's last search did, and what each candidate move scored.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding, Paragraph, Widget, Wrap};

use crate::tui::Theme;
use crate::tui::game::view::chart::{CHART_HEIGHT, render_chart};
use crate::tui::view::words::{
    column_name, nodes_text, outcome_text, saving_sentence, score_text, search_name,
    searched_settings, value_sentence, worse_text,
};
use std::time::Duration;

use crate::analysis::perfect::PerfectPlay;
use crate::analysis::{Deepening, DeepeningEnd, SearchOutcome, recount_settings};
use crate::engine::{Bound, Score, ScoreMeaning, SearchReport, SearchSettings, TableStats};
use crate::i18n::{Reach, Words, first_fit};
use crate::tui::{Analysis, App};
use crate::tui::{move_name, unbroken};

/// The move rows kept before the deepening line (when the panel is short).
const MOVE_ROWS_BEFORE_DETAILS: usize = 8;

/// Draws the panel: an explanation before the first AI move, the last search's report after.
pub fn render_panel(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    match app.analysis() {
        None => render_introduction(app, area, theme, buf),
        Some(analysis) => render_analysis(app, analysis, area, theme, buf),
    }
}

fn render_introduction(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let words = app.words();
    let panel = &words.panel;
    let bullet = |text: &'static str| Line::from(format!("• {text}"));
    // "Now: " and the settings, on one line where the panel is wide enough.
    let room = usize::from(area.width.saturating_sub(4));
    let now = (panel.intro_now)("").chars().count();
    let settings = settings_line(
        words,
        app.settings(),
        (None, None),
        room.saturating_sub(now),
    );
    let now = Line::from((panel.intro_now)(&settings));
    let lines = if app.mode() == crate::analysis::Mode::Humans {
        // Between two players the AI plays no move: what it shows, the settings, the glossary.
        vec![
            Line::styled(panel.two_players, theme.heading()),
            Line::from(panel.two_players_text),
            Line::default(),
            now,
            Line::default(),
            Line::from(panel.terms_key),
        ]
    } else {
        let mut lines = vec![
            Line::styled(panel.intro_heading, theme.heading()),
            Line::default(),
            now,
            Line::default(),
        ];
        lines.extend(panel.intro_points.iter().map(|&point| bullet(point)));
        lines.extend([Line::default(), Line::from(panel.intro_change)]);
        lines
    };
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(panel_block(panel.intro_title.to_owned(), theme))
        .render(area, buf);
}

fn panel_block(title: String, theme: &Theme) -> Block<'static> {
    Block::bordered()
        .title(title)
        .border_style(theme.border())
        .padding(Padding::horizontal(1))
}

/// Every setting in force: pruning, depth limit (or, where deepening ran out of time before the
/// end, how long it deepened) and what scores the positions there, move order, the table (with
/// its hit rate when a search used it), in the longest form at most `width` columns wide.
fn settings_line(
    words: &Words,
    settings: &SearchSettings,
    (table, timed): (Option<TableStats>, Option<Duration>),
    width: usize,
) -> String {
    let panel = &words.panel;
    let table = match (settings.transposition, table) {
        (Some(_), Some(stats)) => {
            (panel.table_hits)(stats.bytes >> 20, &words.percent(stats.hit_rate() * 100.0))
        }
        (Some(size), None) => (panel.table_size)(size.bytes as u64 >> 20),
        (None, _) => panel.no_table.to_owned(),
    };
    let time = timed.map(|time| words.duration(time));
    let reach = match (settings.depth_limit, &time) {
        (Some(limit), _) => Reach::Limit(limit),
        (None, Some(time)) => Reach::Timed(time),
        (None, None) => Reach::NoLimit,
    };
    let forms = words.settings(
        settings.pruning,
        reach,
        settings.evaluation,
        words.move_order(settings.move_order),
        &table,
    );
    first_fit(&forms, width).to_owned()
}

/// How iterative deepening went: how many searches, why it stopped, and what they all cost.
fn deepening_line(words: &Words, deepening: &Deepening) -> String {
    let panel = &words.panel;
    let why = match deepening.end {
        DeepeningEnd::Solved => panel.solved,
        DeepeningEnd::Proven => panel.proven,
        DeepeningEnd::DepthLimit => panel.depth_limit_reached,
        DeepeningEnd::OutOfTime => panel.time_up,
        DeepeningEnd::PlayedNow => panel.esc_pressed,
    };
    (panel.deepening)(
        deepening.depth,
        why,
        &words.int(deepening.nodes),
        &words.duration(deepening.elapsed),
    )
}

/// Where a perfect move came from (the book, the solver, or neither in time), and what it is
/// worth, in the longest form at most `width` columns wide.
fn exact_line(
    words: &Words,
    perfect: &PerfectPlay,
    think: Duration,
    analysis: &Analysis,
    width: usize,
) -> String {
    let panel = &words.panel;
    // The value and its meaning, then without the meaning's words in brackets.
    let worth = |value: Score| {
        let perfect_play = SearchSettings {
            depth_limit: None,
            ..analysis.outcome.selected.settings
        };
        let meaning = value_sentence(words, value, &perfect_play, analysis.position.plies_left());
        let short = meaning
            .split_once(" (")
            .map_or(meaning.as_str(), |(s, _)| s);
        [
            (panel.value_line)(&signed(value), &meaning),
            (panel.value_line)(&signed(value), short),
            signed(value),
        ]
    };
    // The value's meaning outranks where the move came from, which the title says too.
    let forms: Vec<String> = match perfect {
        PerfectPlay::Book(exact) => {
            let [full, short, bare] = worth(exact.value);
            vec![(panel.exact_book)(&full), full, short, bare]
        }
        PerfectPlay::Solver {
            exact,
            positions,
            elapsed,
        } => {
            let (positions, time) = (words.int(*positions), words.duration(*elapsed));
            let [full, short, bare] = worth(exact.value);
            vec![
                (panel.exact_solved)(&positions, &time, &full),
                (panel.exact_solved_short)(&time, &full),
                full,
                short,
                bare,
            ]
        }
        PerfectPlay::OutOfTime { .. } => vec![(panel.exact_out_of_time)(&words.duration(think))],
        PerfectPlay::NoMemory => vec![panel.exact_no_memory.to_owned()],
        PerfectPlay::NoThread => vec![panel.exact_no_thread.to_owned()],
    };
    first_fit(&forms, width).to_owned()
}

/// A search's count, and the time it took alone once it finished.
fn count_of(words: &Words, report: &SearchReport<usize>) -> (String, Option<String>) {
    let time = report.complete.then(|| words.duration(report.elapsed));
    (nodes_text(words, report), time)
}

/// The recount's count and time, or how far it has got while it counts.
fn recount_count(app: &App, outcome: &SearchOutcome) -> (String, Option<String>) {
    let words = app.words();
    match (&outcome.recount, app.recount_live()) {
        (Some(report), _) => count_of(words, report),
        (None, Some(live)) if app.recounting() => {
            (format!("… {}", words.int(live.positions)), None)
        }
        (None, None) if app.recounting() => ("…".to_owned(), None),
        (None, _) => (words.panel.not_counted.to_owned(), None),
    }
}

fn render_analysis(app: &App, analysis: &Analysis, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let words = app.words();
    let panel = &words.panel;
    let position = &analysis.position;
    let name = |mv: usize| move_name(words, position, mv);
    let outcome = &analysis.outcome;
    let report = &outcome.selected;
    let pruning = report.settings.pruning;
    // A perfect move says where it came from in the title too, which stays when rows are short.
    let source = outcome.perfect.as_ref().map(|perfect| match perfect {
        PerfectPlay::Book(_) => panel.source_book,
        PerfectPlay::Solver { .. } => panel.source_solved,
        PerfectPlay::OutOfTime { .. } | PerfectPlay::NoMemory | PerfectPlay::NoThread => {
            panel.source_unsolved
        }
    });
    let played = match source {
        Some(source) => format!("{} · {source}", name(analysis.played)),
        None => name(analysis.played),
    };
    let title = if analysis.rerun {
        (panel.played_again)(&played)
    } else {
        (panel.played)(&played)
    };
    let block = panel_block(title, theme);
    let inner = block.inner(area);
    block.render(area, buf);

    // The labels' column: as wide as the longest label and a space (10 in English).
    let label_width = [
        panel.deepening_label,
        panel.value,
        panel.search_value,
        panel.expected,
        panel.exact_label,
    ]
    .iter()
    .map(|l| l.chars().count() + 1)
    .max()
    .unwrap_or(10);
    let label = |text: &'static str| Span::styled(format!("{text:<label_width$}"), theme.heading());
    // Each line above the move table, with when it gives way to the table's rows (never: None).
    let mut top: Vec<(Line, Option<GivesWay>)> = Vec::new();
    if analysis.rerun {
        top.push((Line::styled(panel.rerun_note, theme.dim()), None));
    }
    // The settings as they were set: the report's own depth limit is the depth its deepening
    // reached, which the deepening line gives. Without a depth limit, a deepening the clock
    // (or Esc) stopped short of the end says so: its scores are the evaluation's.
    let settings = SearchSettings {
        depth_limit: outcome.deepening.limit,
        ..report.settings
    };
    let timed = match outcome.deepening.end {
        DeepeningEnd::OutOfTime => Some(outcome.deepening.budget),
        DeepeningEnd::PlayedNow => Some(outcome.deepening.elapsed),
        DeepeningEnd::Solved | DeepeningEnd::Proven | DeepeningEnd::DepthLimit => None,
    };
    top.push((
        Line::from(settings_line(
            words,
            &settings,
            (report.table, timed),
            usize::from(inner.width),
        )),
        None,
    ));
    // Beside an exact value, the search's own is named as the search's, and gives way before
    // it; else the exact line (it says the solver ran out of time) gives way, which the title
    // sums up.
    let exact_known = perfect_chose(analysis);
    if let Some(perfect) = &outcome.perfect {
        let exact_line = Line::from(vec![
            label(panel.exact_label),
            Span::styled(
                exact_line(
                    words,
                    perfect,
                    outcome.deepening.budget,
                    analysis,
                    usize::from(inner.width).saturating_sub(label_width),
                ),
                theme.good(),
            ),
        ]);
        let gives_way = (!exact_known).then_some(GivesWay::Secondary);
        top.push((exact_line, gives_way));
    }
    // The two searches by name, the one with pruning first, each with its count and time.
    let other_settings = outcome
        .recount
        .as_ref()
        .map_or(recount_settings(&report.settings), searched_settings);
    let selected_settings = searched_settings(report);
    let selected_line = (
        search_name(words, &selected_settings),
        count_of(words, report),
    );
    let other_line = (
        search_name(words, &other_settings),
        recount_count(app, outcome),
    );
    let (first, second) = if pruning {
        (selected_line, other_line)
    } else {
        (other_line, selected_line)
    };
    let names_width = first.0.chars().count().max(second.0.chars().count());
    // The counts right-aligned, each followed by the time of its search.
    let count_width = first.1.0.chars().count().max(second.1.0.chars().count());
    // Where the searches stopped short of the end, how deep they went.
    let solved = outcome.deepening.end == DeepeningEnd::Solved;
    let heading = match report.settings.depth_limit {
        Some(depth) if !solved => (panel.positions_searched_deep)(depth),
        _ => panel.positions_searched.to_owned(),
    };
    top.push((Line::from(Span::styled(heading, theme.heading())), None));
    let figures = |(count, time): &(String, Option<String>)| {
        let count = format!("{count:>count_width$}");
        match time {
            Some(time) => (panel.count_time)(&count, time),
            None => count,
        }
    };
    let widest = [&first, &second]
        .iter()
        .map(|(_, count)| figures(count).chars().count())
        .max()
        .unwrap_or(0);
    // Name and figures on one line where they fit, else the figures under the name.
    let one_line = 2 + names_width + 1 + widest <= usize::from(inner.width);
    for (search, count) in [&first, &second] {
        if one_line {
            let line = format!("  {search:<names_width$} {}", figures(count));
            top.push((Line::from(line), None));
        } else {
            top.push((Line::from(format!("  {search}")), None));
            top.push((Line::from(format!("    {}", figures(count))), None));
        }
    }
    let saving = match outcome.by_pruning() {
        Some((with, without)) => saving_sentence(words, with, without),
        None if outcome.recount.is_none() && !app.recounting() => panel.recount_stopped.to_owned(),
        None => (panel.still_counting)(&search_name(words, &other_settings)),
    };
    top.push((
        Line::styled(format!("  {saving}"), theme.good()),
        Some(GivesWay::Saving),
    ));
    let tie_checks = match outcome.by_pruning() {
        Some((with, _)) => with.tie_check_nodes,
        None if pruning => report.tie_check_nodes,
        None => 0,
    };
    if tie_checks > 0 {
        let line = format!("  {}", (panel.tie_checks)(&words.int(tie_checks)));
        top.push((Line::styled(line, theme.dim()), Some(GivesWay::TieChecks)));
    }
    top.push((
        Line::from(vec![
            label(panel.deepening_label),
            Span::raw(deepening_line(words, &outcome.deepening)),
        ]),
        Some(GivesWay::Deepening),
    ));
    let empty = analysis.position.plies_left();
    let meaning = value_sentence(words, report.value, &report.settings, empty);
    // An estimate's sentence says its score already.
    let value = match ScoreMeaning::of(report.value) {
        ScoreMeaning::Estimate(_) => meaning,
        _ => (panel.value_line)(&signed(report.value), &meaning),
    };
    let (value_label, value_gives_way) = if exact_known {
        (panel.search_value, GivesWay::Secondary)
    } else {
        (panel.value, GivesWay::Value)
    };
    top.push((
        Line::from(vec![
            label(value_label),
            Span::styled(value, theme.heading()),
        ]),
        Some(value_gives_way),
    ));
    top.push((Line::default(), Some(GivesWay::Blank)));

    // Names that a wrapped line never splits ("col 4" with a no-break space).
    let pv: Vec<String> = report.pv.iter().map(|&mv| unbroken(&name(mv))).collect();
    // Names of two words ("col 4", "take 2") need commas to be told apart.
    let separator = if pv.iter().any(|n| n.contains(char::is_whitespace)) {
        ", "
    } else {
        " "
    };
    // Where the book or the solver chose the move, a line that starts with another is the
    // search's own.
    let lead = match pv.first() {
        Some(first) if exact_known && report.pv.first() != Some(&analysis.played) => {
            (panel.by_the_search)(first)
        }
        _ => String::new(),
    };
    let mut bottom = vec![Line::from(vec![
        label(panel.expected),
        Span::raw(format!("{lead}{}", pv.join(separator))),
    ])];

    let (with_settings, without_settings) = if pruning {
        (&selected_settings, &other_settings)
    } else {
        (&other_settings, &selected_settings)
    };
    let headings = (
        column_name(words, with_settings),
        column_name(words, without_settings),
    );
    // Long lines wrap on narrow panels; the move table gets the rows left over.
    let height = |line: &Line| {
        Paragraph::new(line.clone())
            .wrap(Wrap { trim: false })
            .line_count(inner.width.max(1))
            .max(1)
    };
    let room = inner.height as usize;
    // The legend's line, as long as the one it will be (its symbols are not known yet).
    bottom.push(Line::from(panel.legend_played));
    let fixed = |top: &[(Line, Option<GivesWay>)]| {
        top.iter()
            .map(|(line, _)| line)
            .chain(&bottom)
            .map(height)
            .sum::<usize>()
            + 1
    };
    let give_way = |top: &mut Vec<(Line, Option<GivesWay>)>, which: GivesWay| {
        top.retain(|(_, gives_way)| *gives_way != Some(which));
    };
    // A few move rows matter more than the deepening line; beyond that, the line wins.
    let wanted_rows = report.moves.len().min(MOVE_ROWS_BEFORE_DETAILS);
    if fixed(&top) + wanted_rows > room {
        give_way(&mut top, GivesWay::Deepening);
    }
    // The played move's row, and the line that says how many more there are, always show:
    // the other lines give way to them one after the other.
    let played_rows = if report.moves.len() > 1 { 2 } else { 1 };
    for which in GivesWay::ORDER {
        if fixed(&top) + played_rows > room {
            give_way(&mut top, which);
        }
    }
    let fixed = fixed(&top);
    let top: Vec<Line> = top.into_iter().map(|(line, _)| line).collect();
    bottom.pop();
    let table = MoveTable::of(
        words,
        analysis,
        headings,
        app.recounting(),
        usize::from(inner.width),
        room.saturating_sub(fixed),
    );
    let header = Line::styled(table.header(words), theme.heading());
    let rows = table.lines(theme);
    bottom.push(Line::styled(table.legend(words), theme.dim()));
    // The chart of the game's searches, below, where the rows left over have room for it.
    let spare = room.saturating_sub(fixed + rows.len());
    if spare > usize::from(CHART_HEIGHT) {
        let height = CHART_HEIGHT;
        let chart = Rect::new(inner.x, inner.bottom() - height, inner.width, height);
        render_chart(app, chart, theme, buf);
    }

    let mut lines = top;
    lines.push(header);
    lines.extend(rows);
    lines.extend(bottom);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(inner, buf);
}

/// The lines above the move table that give way to its rows on a short panel, in the order of
/// [`GivesWay::ORDER`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GivesWay {
    /// How iterative deepening went (also the first to go for a few more move rows).
    Deepening,
    /// The blank line under the value.
    Blank,
    /// The search's value beside an exact one, or the line saying the solver ran out of time.
    Secondary,
    /// The positions counted to check ties.
    TieChecks,
    /// What pruning saved.
    Saving,
    /// The value of the position.
    Value,
}

impl GivesWay {
    const ORDER: [Self; 6] = [
        Self::Deepening,
        Self::Blank,
        Self::Secondary,
        Self::TieChecks,
        Self::Saving,
        Self::Value,
    ];
}

/// The book or the solver chose the move played.
fn perfect_chose(analysis: &Analysis) -> bool {
    analysis
        .outcome
        .perfect
        .as_ref()
        .is_some_and(|perfect| perfect.exact().is_some())
}

/// The book or the solver chose the move played, and the search would have chosen another.
fn overruled(analysis: &Analysis) -> bool {
    perfect_chose(analysis)
        && !analysis
            .outcome
            .selected
            .best_moves
            .contains(&analysis.played)
}

/// A score with its sign: "+997", "0", "-994".
fn signed(score: i32) -> String {
    match score {
        0 => "0".to_owned(),
        score => format!("{score:+}"),
    }
}

/// One root move's row, in words.
struct Row {
    marker: &'static str,
    name: String,
    score: String,
    outcome: String,
    with: String,
    without: String,
    bound: Bound,
    chosen: bool,
    dim: bool,
    /// The tie check proved it worse than the best (alpha-beta had only "≤ best").
    worse: bool,
}

/// The move table: its rows (at most the room there is, the telling ones first), its
/// columns' widths and the symbols it uses.
struct MoveTable {
    rows: Vec<Row>,
    /// The line saying how many rows were left out for want of room.
    more: Option<String>,
    headings: (&'static str, &'static str),
    /// ◆ marks the search's choice, which the book or the solver overruled.
    overruled: bool,
    name: usize,
    score: usize,
    outcome: usize,
    counts: (usize, usize),
}

impl MoveTable {
    /// The table of `analysis` in `width` columns and `room` rows (its heading apart);
    /// `headings` name the count columns (with pruning, without); the recount's counts are
    /// "…" while it is `counting`, "—" when it stopped before the end.
    fn of(
        words: &Words,
        analysis: &Analysis,
        headings: (&'static str, &'static str),
        counting: bool,
        width: usize,
        room: usize,
    ) -> Self {
        let position = &analysis.position;
        let digits = has_digit_keys(analysis);
        let report = &analysis.outcome.selected;
        let empty = position.plies_left();
        let mut moves: Vec<_> = report.moves.iter().collect();
        let mut hidden = moves.len().saturating_sub(room);
        if hidden > 0 {
            // Keep the most telling rows: the move played, the move chosen now, the other
            // best moves, then the rest by score.
            moves.sort_by_key(|m| {
                let rank = if m.mv == analysis.played {
                    0
                } else if report.best_move == Some(m.mv) {
                    1
                } else if report.best_moves.contains(&m.mv) {
                    2
                } else {
                    3
                };
                (rank, std::cmp::Reverse(m.score))
            });
            let all = moves.len();
            moves.truncate(room.saturating_sub(1));
            hidden = all - moves.len();
        }
        let overruled = overruled(analysis);
        let recount = analysis.outcome.recount.as_ref();
        let nodes_of = |r: Option<&SearchReport<usize>>, mv: usize| match r {
            Some(r) => r
                .moves
                .iter()
                .find(|m| m.mv == mv)
                .map_or("—".to_owned(), |m| words.int(m.nodes)),
            None if counting => "…".to_owned(),
            None => "—".to_owned(),
        };
        let (with, without) = if report.settings.pruning {
            (Some(report), recount)
        } else {
            (recount, Some(report))
        };
        let mut rows: Vec<(Row, i32)> = moves
            .iter()
            .map(|m| {
                let new_choice = (analysis.rerun || overruled) && report.best_move == Some(m.mv);
                let (marker, chosen, dim) = if m.mv == analysis.played {
                    ("▶", true, false)
                } else if new_choice {
                    ("◆", true, false)
                } else if report.best_moves.contains(&m.mv) {
                    ("=", false, false)
                } else {
                    (" ", false, true)
                };
                let name = if digits {
                    format!("{:<2} {}", move_name(words, position, m.mv), m.mv + 1)
                } else {
                    move_name(words, position, m.mv)
                };
                let bound = report.shown_bound(m);
                let worse = report.proven_worse(m);
                let row = Row {
                    marker,
                    name,
                    score: if worse {
                        format!("< {}", m.score)
                    } else {
                        score_text(m.score, bound)
                    },
                    outcome: String::new(),
                    with: nodes_of(with, m.mv),
                    without: nodes_of(without, m.mv),
                    bound,
                    chosen,
                    dim,
                    worse,
                };
                (row, m.score)
            })
            .collect();
        let panel = &words.panel;
        let widest = |texts: &mut dyn Iterator<Item = &str>| {
            texts.map(|t| t.chars().count()).max().unwrap_or(0)
        };
        let counts = (
            widest(&mut rows.iter().map(|r| r.0.with.as_str())).max(headings.0.chars().count()),
            widest(&mut rows.iter().map(|r| r.0.without.as_str())).max(headings.1.chars().count()),
        );
        // The marker, a space, the name and a space ("▶ b2 5 ").
        let name = (2 + widest(&mut rows.iter().map(|r| r.0.name.as_str())) + 1)
            .max(panel.move_heading.chars().count() + 1);
        let score = widest(&mut rows.iter().map(|r| r.0.score.as_str()))
            .max(panel.score_heading.chars().count());
        // The outcome takes what is left, each in its longest form that fits.
        let room = width.saturating_sub(name + score + 1 + 2 + counts.0 + 1 + counts.1);
        for (row, score) in &mut rows {
            row.outcome = if row.worse {
                worse_text(words, *score, &report.settings, empty, room)
            } else {
                outcome_text(words, *score, row.bound, &report.settings, empty, room)
            };
        }
        let rows: Vec<Row> = rows.into_iter().map(|(row, _)| row).collect();
        let outcome = widest(&mut rows.iter().map(|r| r.outcome.as_str()))
            .max(panel.outcome_heading.chars().count());
        Self {
            rows,
            more: (hidden > 0).then(|| (panel.more_moves)(hidden)),
            headings,
            overruled,
            name,
            score,
            outcome,
            counts,
        }
    }

    fn header(&self, words: &Words) -> String {
        let panel = &words.panel;
        format!(
            "{:<name$}{:>score$} {:<outcome$}  {:>with$} {:>without$}",
            panel.move_heading,
            panel.score_heading,
            panel.outcome_heading,
            self.headings.0,
            self.headings.1,
            name = self.name,
            score = self.score,
            outcome = self.outcome,
            with = self.counts.0,
            without = self.counts.1,
        )
    }

    fn lines(&self, theme: &Theme) -> Vec<Line<'static>> {
        let mut lines: Vec<Line<'static>> = self
            .rows
            .iter()
            .map(|row| {
                let style = if row.chosen {
                    theme.chosen()
                } else if row.dim {
                    theme.dim()
                } else {
                    ratatui::style::Style::new()
                };
                let name = format!("{} {}", row.marker, row.name);
                Line::styled(
                    format!(
                        "{name:<name_width$}{:>score$} {:<outcome$}  {:>with$} {:>without$}",
                        row.score,
                        row.outcome,
                        row.with,
                        row.without,
                        name_width = self.name,
                        score = self.score,
                        outcome = self.outcome,
                        with = self.counts.0,
                        without = self.counts.1,
                    ),
                    style,
                )
            })
            .collect();
        lines.extend(
            self.more
                .clone()
                .map(|more| Line::styled(more, theme.dim())),
        );
        lines
    }

    /// The legend of the symbols the table shows, and the glossary's key.
    fn legend(&self, words: &Words) -> String {
        let panel = &words.panel;
        let shows = |marker: &str| self.rows.iter().any(|r| r.marker == marker);
        let bounds = self.rows.iter().any(|r| r.bound != Bound::Exact);
        [
            (shows("▶"), panel.legend_played),
            (
                shows("◆"),
                if self.overruled {
                    panel.legend_search_choice
                } else {
                    panel.legend_choice
                },
            ),
            (shows("="), panel.legend_tied),
            (bounds, panel.legend_bound),
            (true, panel.terms_key),
        ]
        .iter()
        .filter(|(shown, _)| *shown)
        .map(|(_, text)| *text)
        .collect::<Vec<_>>()
        .join("  ")
    }
}

/// The 3×3 board without gravity, where each cell also has its digit key.
fn has_digit_keys(analysis: &Analysis) -> bool {
    analysis.position.board().is_some_and(|board| {
        let geometry = board.geometry();
        geometry.rows() == 3 && geometry.cols() == 3 && !geometry.gravity()
    })
}
