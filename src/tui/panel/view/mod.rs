//! The statistics panel: what the AI's last search did, and what each candidate move scored.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding, Paragraph, Widget, Wrap};

use crate::tui::Theme;
use crate::tui::game::view::chart::{CHART_HEIGHT, render_chart};
use crate::tui::layout::wrap_words;
use crate::tui::view::words::{
    column_name, nodes_text, saving_sentence, saving_sentence_short, search_name,
    searched_settings, value_sentence,
};
use std::time::Duration;

use crate::analysis::perfect::PerfectPlay;
use crate::analysis::{
    Deepening, DeepeningEnd, DeepeningWhy, ONE_SEARCH_MOST, SearchOutcome, recount_settings,
};
use crate::engine::{Bound, Score, ScoreMeaning, SearchReport, SearchSettings, TableStats};
use crate::i18n::{Words, first_fit};
use crate::tui::{Analysis, App};
use crate::tui::{move_name, unbroken};

mod intro;
mod settings;
pub(in crate::tui) mod table;

use settings::{SettingsForms, settings_forms};
use table::{MoveTable, signed};

/// The move rows kept before the deepening line (when the panel is short).
const MOVE_ROWS_BEFORE_DETAILS: usize = 8;

/// Draws the panel: an explanation before the first AI move, the last search's report after.
pub fn render_panel(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    match app.analysis() {
        None => intro::render_introduction(app, area, theme, buf),
        Some(analysis) => render_analysis(app, analysis, area, theme, buf),
    }
}

pub(super) fn panel_block(title: String, theme: &Theme) -> Block<'static> {
    Block::bordered()
        .title(title)
        .border_style(theme.border())
        .padding(Padding::horizontal(1))
}

/// Every setting in force ([`settings_forms`]), in the longest form at most `width` columns
/// wide; when `compact` (the panel is short of rows), the table's hit rate and size go before
/// the line wraps.
fn settings_line(
    words: &Words,
    settings: &SearchSettings,
    (table, deepening, heap): (Option<TableStats>, Option<&str>, bool),
    (width, compact): (usize, bool),
) -> String {
    let SettingsForms {
        every: forms,
        short: wrapped,
    } = settings_forms(words, settings, (table, deepening, heap), compact);
    if let Some(fits) = forms.iter().find(|form| form.chars().count() <= width) {
        return fits.clone();
    }
    // Where none fits, a short form wraps (the shortest names only make a line fit): with the
    // most of the table's words that take no more rows than the fewest do.
    let rows = |form: &String| wrap_words(form, width).len();
    let fewest = wrapped.iter().map(rows).min().unwrap_or(1);
    wrapped
        .into_iter()
        .find(|form| rows(form) <= fewest)
        .unwrap_or_default()
}

/// How iterative deepening went: how many searches, why it stopped, what they all cost, and,
/// where the player did not turn it on, why it ran.
fn deepening_line(words: &Words, deepening: &Deepening) -> String {
    let panel = &words.panel;
    let why = match deepening.end {
        DeepeningEnd::Solved => panel.solved,
        DeepeningEnd::Proven => panel.proven,
        DeepeningEnd::DepthLimit => panel.depth_limit_reached,
        DeepeningEnd::OutOfTime => panel.time_up,
        DeepeningEnd::PlayedNow => panel.esc_pressed,
    };
    let ran = match deepening.why {
        DeepeningWhy::Chosen => String::new(),
        DeepeningWhy::TooBig => (panel.deepening_too_big)(&words.int(ONE_SEARCH_MOST)),
    };
    (panel.deepening)(
        deepening.depth,
        &ran,
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
        let position = &analysis.position;
        let meaning = value_sentence(
            words,
            value,
            &perfect_play,
            position.plies_left(),
            position.board().is_none(),
        );
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
    let mv = name(analysis.played);
    let with_source = match source {
        Some(source) => format!("{mv} · {source}"),
        None => mv.clone(),
    };
    let titled = |played: &str| match analysis.rerun {
        true => (panel.played_again)(played),
        false => (panel.played)(played),
    };
    // The longest title that fits on the border, never one cut inside a word: the source goes
    // first, then "searched again" (the note under the title says it too).
    let room = usize::from(area.width.saturating_sub(2));
    let title = [titled(&with_source), titled(&mv), (panel.played)(&mv)]
        .into_iter()
        .find(|title| title.chars().count() <= room)
        .unwrap_or_else(|| (panel.played)(&mv));
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
        top.push((Line::styled(panel.rerun_note[0], theme.dim()), None));
    }
    // The settings as they were set: where the AI deepened, the report's own depth limit is
    // the depth its deepening reached, which the deepening line gives, and the settings line
    // names the deepening and its think time.
    let settings = SearchSettings {
        depth_limit: outcome
            .deepening
            .map_or(report.settings.depth_limit, |d| d.limit),
        ..report.settings
    };
    let think = outcome.deepening.map(|d| words.duration(d.budget));
    let settings_at = |compact| {
        settings_line(
            words,
            &settings,
            (report.table, think.as_deref(), position.board().is_none()),
            (usize::from(inner.width), compact),
        )
    };
    // Where the move table is short of rows, the settings line drops the table's figures
    // before it takes a second row (see below).
    let settings_index = top.len();
    top.push((Line::from(settings_at(false)), None));
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
                    app.think(),
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
    let short_names = (
        column_name(words, &selected_settings),
        column_name(words, &other_settings),
    );
    let (first, second, short_names) = if pruning {
        (selected_line, other_line, short_names)
    } else {
        (other_line, selected_line, (short_names.1, short_names.0))
    };
    // The counts right-aligned, each followed by the time of its search.
    let count_width = first.1.0.chars().count().max(second.1.0.chars().count());
    // Where the searches stopped short of the end, how deep they went.
    let heading = match report.settings.horizon(analysis.position.plies_left()) {
        Some(depth) if !deepening_solved(outcome) => (panel.positions_searched_deep)(depth),
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
    let count_lines = |(first_name, second_name): (&str, &str)| {
        let names_width = first_name.chars().count().max(second_name.chars().count());
        let one_line = 2 + names_width + 1 + widest <= usize::from(inner.width);
        let mut lines = Vec::new();
        for (search, count) in [(first_name, &first.1), (second_name, &second.1)] {
            if one_line {
                let line = format!("  {search:<names_width$} {}", figures(count));
                lines.push((Line::from(line), None));
            } else {
                lines.push((Line::from(format!("  {search}")), None));
                lines.push((Line::from(format!("    {}", figures(count))), None));
            }
        }
        lines
    };
    let counts_at = top.len();
    let counts = count_lines((&first.0, &second.0));
    let counts_len = counts.len();
    top.extend(counts);
    // Short of rows, the searches by their short names (the move table's headings: "AI
    // search" for the AI's own with its techniques, which the settings line lists).
    let short_counts = count_lines(short_names);
    let saving = match outcome.by_pruning() {
        Some((with, without)) => saving_sentence(words, with, without),
        None if outcome.recount.is_none() && !app.recounting() => panel.recount_stopped.to_owned(),
        None => (panel.still_counting)(&search_name(words, &other_settings)),
    };
    top.push((
        Line::styled(format!("  {saving}"), theme.good()),
        Some(GivesWay::Saving),
    ));
    if let Some(remark) = order_remark(words, analysis) {
        top.push((
            Line::styled(format!("  {remark}"), theme.message()),
            Some(GivesWay::OrderRemark),
        ));
    }
    let tie_checks = match outcome.by_pruning() {
        Some((with, _)) => with.tie_check_nodes,
        None if pruning => report.tie_check_nodes,
        None => 0,
    };
    if tie_checks > 0 {
        // Beside the search they follow, the one with pruning.
        let (searched, checked_moves) = match outcome.by_pruning() {
            Some((with, _)) => (with.nodes, bounded_by_best(with)),
            None => (report.nodes, bounded_by_best(report)),
        };
        let forms = words.tie_checks(tie_checks, searched, checked_moves, pruning);
        let line = format!(
            "  {}",
            first_fit(&forms, usize::from(inner.width).saturating_sub(2))
        );
        top.push((Line::styled(line, theme.dim()), Some(GivesWay::TieChecks)));
    }
    // Only where the AI deepened: all its searches together, a secondary figure.
    if let Some(deepening) = &outcome.deepening {
        top.push((
            Line::from(vec![
                label(panel.deepening_label),
                Span::styled(deepening_line(words, deepening), theme.dim()),
            ]),
            Some(GivesWay::Deepening),
        ));
    }
    let empty = analysis.position.plies_left();
    let heap = position.board().is_none();
    let meaning = value_sentence(words, report.value, &report.settings, empty, heap);
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
    // A few move rows matter more than the deepening line and the table's figures in the
    // settings line; beyond that, they win.
    let wanted_rows = report.moves.len().min(MOVE_ROWS_BEFORE_DETAILS);
    if fixed(&top) + wanted_rows > room {
        if analysis.rerun {
            let note = first_fit(&panel.rerun_note, usize::from(inner.width));
            top[0].0 = Line::styled(note, theme.dim());
        }
        top[settings_index].0 = Line::from(settings_at(true));
        let shortened = short_counts.len() < counts_len;
        if shortened {
            top.splice(counts_at..counts_at + counts_len, short_counts);
        }
        // The saving line names the searches as the count lines do.
        if let Some((with, without)) = outcome.by_pruning().filter(|_| shortened) {
            let short = format!("  {}", saving_sentence_short(words, with, without));
            for (line, gives_way) in top.iter_mut() {
                if *gives_way == Some(GivesWay::Saving) {
                    *line = Line::styled(short.clone(), theme.good());
                }
            }
        }
    }
    for which in [GivesWay::Deepening, GivesWay::Blank] {
        if fixed(&top) + wanted_rows > room {
            give_way(&mut top, which);
        }
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
    bottom.push(Line::styled(
        table.legend(words, usize::from(inner.width)),
        theme.dim(),
    ));
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
    /// That a new move order searched more than the one the move was played with.
    OrderRemark,
    /// The positions counted to check ties.
    TieChecks,
    /// What pruning saved.
    Saving,
    /// The value of the position.
    Value,
}

impl GivesWay {
    const ORDER: [Self; 7] = [
        Self::Deepening,
        Self::Blank,
        Self::Secondary,
        Self::TieChecks,
        Self::OrderRemark,
        Self::Saving,
        Self::Value,
    ];
}

/// Where the decision was searched again with another move order and nothing else changed,
/// and alpha-beta searched more positions with it than with the order the move was played
/// with: says so, and why an order can do that.
fn order_remark(words: &Words, analysis: &Analysis) -> Option<String> {
    let now = &analysis.outcome.selected;
    let before = &analysis.as_played.as_deref()?.selected;
    let (settings, earlier) = (&now.settings, &before.settings);
    let only_the_order = settings.move_order != earlier.move_order
        && SearchSettings {
            move_order: earlier.move_order,
            ..*settings
        } == *earlier;
    let heap = analysis.position.board().is_none();
    (settings.pruning
        && only_the_order
        && now.complete
        && before.complete
        && now.nodes > before.nodes)
        .then(|| {
            (words.panel.order_searched_more)(
                &words.int(now.nodes),
                words.move_order(settings.move_order, heap),
                &words.int(before.nodes),
                words.move_order(earlier.move_order, heap),
            )
        })
}

/// Whether the AI deepened and its deepest search reached the end of every line.
fn deepening_solved(outcome: &SearchOutcome) -> bool {
    outcome
        .deepening
        .is_some_and(|d| d.end == DeepeningEnd::Solved)
}

/// The root moves alpha-beta only bounded by the best value, which the tie checks search again.
fn bounded_by_best(report: &SearchReport<usize>) -> usize {
    report
        .moves
        .iter()
        .filter(|m| m.bound == Bound::Upper && m.score == report.value)
        .count()
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
