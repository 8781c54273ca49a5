//! The panel after an AI move: the search's settings, counts and value above the move table, fitted to the rows there are.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::analysis::perfect::PerfectPlay;
use crate::analysis::recount_settings;
use crate::engine::{ScoreMeaning, SearchSettings};
use crate::i18n::{Words, first_fit};
use crate::tui::game::view::chart::{CHART_HEIGHT, render_chart};
use crate::tui::view::fit::{Ranked, height};
use crate::tui::view::words::{
    column_name, saving_sentence, saving_sentence_short, search_name, searched_settings,
    value_sentence,
};
use crate::tui::{Analysis, App, Theme, move_name, unbroken};

use super::table::{MoveTable, signed};
use super::{
    MOVE_ROWS_BEFORE_DETAILS, bounded_by_best, count_of, deepening_line, deepening_solved,
    exact_line, order_remark, panel_block, perfect_chose, recount_count, settings_line,
};

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

/// Draws the last search's report: the title, the lines above the move table (shortened,
/// then given way, as the rows require), the table, the expected line and the legend, and
/// the chart of the game's searches where rows are left over.
pub(super) fn render_analysis(
    app: &App,
    analysis: &Analysis,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let words = app.words();
    let block = panel_block(
        title(words, analysis, usize::from(area.width.saturating_sub(2))),
        theme,
    );
    let inner = block.inner(area);
    block.render(area, buf);
    let labels = Labels::of(words);
    let mut above = Above::of(app, analysis, &labels, inner.width, theme);
    let mut bottom = vec![expected_line(words, analysis, &labels, theme)];
    let report = &analysis.outcome.selected;
    let room = inner.height as usize;
    // The legend's line, as long as the one it will be (its symbols are not known yet).
    bottom.push(Line::from(words.panel.legend_played));
    let fixed = |top: &Ranked<GivesWay>| {
        height(&top.lines(), inner.width) + height(&bottom, inner.width) + 1
    };
    // A few move rows matter more than the deepening line and the table's figures in the
    // settings line; beyond that, they win.
    let wanted_rows = report.moves.len().min(MOVE_ROWS_BEFORE_DETAILS);
    if fixed(&above.lines) + wanted_rows > room {
        above.shorten();
    }
    let mut top = above.lines;
    top.give_way(&[GivesWay::Deepening, GivesWay::Blank], |top| {
        fixed(top) + wanted_rows > room
    });
    // The played move's row, and the line that says how many more there are, always show:
    // the other lines give way to them one after the other.
    let played_rows = if report.moves.len() > 1 { 2 } else { 1 };
    top.give_way(&GivesWay::ORDER, |top| fixed(top) + played_rows > room);
    let fixed = fixed(&top);
    bottom.pop();
    let (with_settings, without_settings) = above.searches;
    let headings = (
        column_name(words, &with_settings),
        column_name(words, &without_settings),
    );
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
    let mut lines = top.lines();
    lines.push(header);
    lines.extend(rows);
    lines.extend(bottom);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(inner, buf);
}

/// The longest title that fits `room` columns on the border, never one cut inside a word: a
/// perfect move's source goes first (it says where the move came from, which stays when rows
/// are short), then "searched again" (the note under the title says it too).
fn title(words: &Words, analysis: &Analysis, room: usize) -> String {
    let panel = &words.panel;
    let source = analysis
        .outcome
        .perfect
        .as_ref()
        .map(|perfect| match perfect {
            PerfectPlay::Book(_) => panel.source_book,
            PerfectPlay::Solver { .. } => panel.source_solved,
            PerfectPlay::OutOfTime { .. } | PerfectPlay::NoMemory | PerfectPlay::NoThread => {
                panel.source_unsolved
            }
        });
    let mv = move_name(words, &analysis.position, analysis.played);
    let with_source = match source {
        Some(source) => format!("{mv} · {source}"),
        None => mv.clone(),
    };
    let titled = |played: &str| match analysis.rerun {
        true => (panel.played_again)(played),
        false => (panel.played)(played),
    };
    [titled(&with_source), titled(&mv), (panel.played)(&mv)]
        .into_iter()
        .find(|title| title.chars().count() <= room)
        .unwrap_or_else(|| (panel.played)(&mv))
}

/// The labels' column: as wide as the longest label and a space (10 in English).
struct Labels {
    width: usize,
}

impl Labels {
    fn of(words: &Words) -> Self {
        let panel = &words.panel;
        let width = [
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
        Self { width }
    }

    fn span(&self, text: &'static str, theme: &Theme) -> Span<'static> {
        let width = self.width;
        Span::styled(format!("{text:<width$}"), theme.heading())
    }
}

/// The lines above the move table, and their shorter forms for a panel short of rows.
struct Above {
    lines: Ranked<GivesWay>,
    /// The rerun note's shortest form that fits, for the first line (where there is one).
    short_note: Option<Line<'static>>,
    /// The settings line's compact form, and its place.
    compact_settings: (usize, Line<'static>),
    /// The count lines' place and number, and the lines by the searches' short names.
    counts: (usize, usize, Ranked<GivesWay>),
    /// The saving line naming the searches as the short count lines do.
    short_saving: Option<Line<'static>>,
    /// The settings of the search with pruning and of the one without, for the table's
    /// column headings.
    searches: (SearchSettings, SearchSettings),
}

impl Above {
    fn of(app: &App, analysis: &Analysis, labels: &Labels, width: u16, theme: &Theme) -> Self {
        let words = app.words();
        let panel = &words.panel;
        let outcome = &analysis.outcome;
        let report = &outcome.selected;
        let pruning = report.settings.pruning;
        let mut lines = Ranked::default();
        let short_note = analysis.rerun.then(|| {
            lines.push(Line::styled(panel.rerun_note[0], theme.dim()), None);
            Line::styled(
                first_fit(&panel.rerun_note, usize::from(width)),
                theme.dim(),
            )
        });
        // The settings as they were set: where the AI deepened, the report's own depth limit
        // is the depth its deepening reached, which the deepening line gives, and the settings
        // line names the deepening and its think time.
        let settings = SearchSettings {
            depth_limit: outcome
                .deepening
                .map_or(report.settings.depth_limit, |d| d.limit),
            ..report.settings
        };
        let think = outcome.deepening.map(|d| words.duration(d.budget));
        let heap = analysis.position.board().is_none();
        let settings_at = |compact| {
            Line::from(settings_line(
                words,
                &settings,
                (report.table, think.as_deref(), heap),
                (usize::from(width), compact),
            ))
        };
        // Where the move table is short of rows, the settings line drops the table's figures
        // before it takes a second row.
        let compact_settings = (lines.len(), settings_at(true));
        lines.push(settings_at(false), None);
        // Beside an exact value, the search's own is named as the search's, and gives way
        // before it; else the exact line (it says the solver ran out of time) gives way, which
        // the title sums up.
        let exact_known = perfect_chose(analysis);
        if let Some(perfect) = &outcome.perfect {
            let exact = exact_line(
                words,
                perfect,
                app.think(),
                analysis,
                usize::from(width).saturating_sub(labels.width),
            );
            lines.push(
                Line::from(vec![
                    labels.span(panel.exact_label, theme),
                    Span::styled(exact, theme.good()),
                ]),
                (!exact_known).then_some(GivesWay::Secondary),
            );
        }
        let Searches {
            first,
            second,
            short_names,
            settings: searches,
        } = Searches::of(app, analysis);
        let other_settings = if pruning { searches.1 } else { searches.0 };
        // Where the searches stopped short of the end, how deep they went.
        let heading = match report.settings.horizon(analysis.position.plies_left()) {
            Some(depth) if !deepening_solved(outcome) => (panel.positions_searched_deep)(depth),
            _ => panel.positions_searched.to_owned(),
        };
        lines.push(Line::from(Span::styled(heading, theme.heading())), None);
        let counts_at = lines.len();
        let counts = count_lines(words, (&first, &second), (&first.0, &second.0), width);
        let counts_len = counts.len();
        for (line, gives_way) in counts.lines().into_iter().zip(std::iter::repeat(None)) {
            lines.push(line, gives_way);
        }
        // Short of rows, the searches by their short names (the move table's headings: "AI
        // search" for the AI's own with its techniques, which the settings line lists).
        let short_counts = count_lines(words, (&first, &second), short_names, width);
        let saving = match outcome.by_pruning() {
            Some((with, without)) => saving_sentence(words, with, without),
            None if outcome.recount.is_none() && !app.recounting() => {
                panel.recount_stopped.to_owned()
            }
            None => (panel.still_counting)(&search_name(words, &other_settings)),
        };
        lines.push(
            Line::styled(format!("  {saving}"), theme.good()),
            Some(GivesWay::Saving),
        );
        let short_saving = outcome
            .by_pruning()
            .filter(|_| short_counts.len() < counts_len)
            .map(|(with, without)| {
                let short = format!("  {}", saving_sentence_short(words, with, without));
                Line::styled(short, theme.good())
            });
        if let Some(remark) = order_remark(words, analysis) {
            lines.push(
                Line::styled(format!("  {remark}"), theme.message()),
                Some(GivesWay::OrderRemark),
            );
        }
        if let Some(line) = tie_check_line(words, analysis, width) {
            lines.push(Line::styled(line, theme.dim()), Some(GivesWay::TieChecks));
        }
        // Only where the AI deepened: all its searches together, a secondary figure.
        if let Some(deepening) = &outcome.deepening {
            lines.push(
                Line::from(vec![
                    labels.span(panel.deepening_label, theme),
                    Span::styled(deepening_line(words, deepening), theme.dim()),
                ]),
                Some(GivesWay::Deepening),
            );
        }
        let (value_label, value_gives_way) = if exact_known {
            (panel.search_value, GivesWay::Secondary)
        } else {
            (panel.value, GivesWay::Value)
        };
        lines.push(
            Line::from(vec![
                labels.span(value_label, theme),
                Span::styled(value_text(words, analysis), theme.heading()),
            ]),
            Some(value_gives_way),
        );
        lines.push(Line::default(), Some(GivesWay::Blank));
        Self {
            lines,
            short_note,
            compact_settings,
            counts: (counts_at, counts_len, short_counts),
            short_saving,
            searches,
        }
    }

    /// The shorter forms, for a panel short of rows: the rerun note's, the compact settings
    /// line, the searches by their short names where that saves rows, and the saving line
    /// that names them so.
    fn shorten(&mut self) {
        if let Some(note) = self.short_note.take() {
            self.lines.replace(0, note);
        }
        let (at, line) = self.compact_settings.clone();
        self.lines.replace(at, line);
        let (at, len) = (self.counts.0, self.counts.1);
        let short = std::mem::take(&mut self.counts.2);
        if short.len() < len {
            self.lines.splice(at, len, short);
            if let Some(saving) = &self.short_saving {
                self.lines.replace_all(GivesWay::Saving, saving);
            }
        }
    }
}

/// The two searches by name, the one with pruning first, each with its count and time;
/// their short names (the move table's headings); their settings.
struct Searches {
    first: CountedSearch,
    second: CountedSearch,
    short_names: (&'static str, &'static str),
    settings: (SearchSettings, SearchSettings),
}

impl Searches {
    fn of(app: &App, analysis: &Analysis) -> Self {
        let words = app.words();
        let outcome = &analysis.outcome;
        let report = &outcome.selected;
        let other_settings = outcome
            .recount
            .as_ref()
            .map_or(recount_settings(&report.settings), searched_settings);
        let selected_settings = searched_settings(report);
        let selected = (
            search_name(words, &selected_settings),
            count_of(words, report),
        );
        let other = (
            search_name(words, &other_settings),
            recount_count(app, outcome),
        );
        let short_names = (
            column_name(words, &selected_settings),
            column_name(words, &other_settings),
        );
        if report.settings.pruning {
            Self {
                first: selected,
                second: other,
                short_names,
                settings: (selected_settings, other_settings),
            }
        } else {
            Self {
                first: other,
                second: selected,
                short_names: (short_names.1, short_names.0),
                settings: (other_settings, selected_settings),
            }
        }
    }
}

/// Each search's name and figures (its count right-aligned, then its time), on one line
/// where they fit `width`, else the figures under the name.
fn count_lines(
    words: &Words,
    (first, second): (&CountedSearch, &CountedSearch),
    (first_name, second_name): (&str, &str),
    width: u16,
) -> Ranked<GivesWay> {
    let panel = &words.panel;
    let count_width = first.1.0.chars().count().max(second.1.0.chars().count());
    let figures = |(count, time): &(String, Option<String>)| {
        let count = format!("{count:>count_width$}");
        match time {
            Some(time) => (panel.count_time)(&count, time),
            None => count,
        }
    };
    let widest = [first, second]
        .iter()
        .map(|(_, count)| figures(count).chars().count())
        .max()
        .unwrap_or(0);
    let names_width = first_name.chars().count().max(second_name.chars().count());
    let one_line = 2 + names_width + 1 + widest <= usize::from(width);
    let mut lines = Ranked::default();
    for (search, count) in [(first_name, &first.1), (second_name, &second.1)] {
        if one_line {
            lines.push(
                Line::from(format!("  {search:<names_width$} {}", figures(count))),
                None,
            );
        } else {
            lines.push(Line::from(format!("  {search}")), None);
            lines.push(Line::from(format!("    {}", figures(count))), None);
        }
    }
    lines
}

/// A search's name, and its count with the time it took (where it is known).
type CountedSearch = (String, (String, Option<String>));

/// The line of the positions alpha-beta's tie checks searched, beside the search they follow
/// (the one with pruning), in the longest form that fits; none where there were none.
fn tie_check_line(words: &Words, analysis: &Analysis, width: u16) -> Option<String> {
    let outcome = &analysis.outcome;
    let report = &outcome.selected;
    let pruning = report.settings.pruning;
    let tie_checks = match outcome.by_pruning() {
        Some((with, _)) => with.tie_check_nodes,
        None if pruning => report.tie_check_nodes,
        None => 0,
    };
    if tie_checks == 0 {
        return None;
    }
    let (searched, checked_moves) = match outcome.by_pruning() {
        Some((with, _)) => (with.nodes, bounded_by_best(with)),
        None => (report.nodes, bounded_by_best(report)),
    };
    let forms = words.tie_checks(tie_checks, searched, checked_moves, pruning);
    Some(format!(
        "  {}",
        first_fit(&forms, usize::from(width).saturating_sub(2))
    ))
}

/// The value's words: the score and what it means (an estimate's sentence says its score
/// already).
fn value_text(words: &Words, analysis: &Analysis) -> String {
    let report = &analysis.outcome.selected;
    let empty = analysis.position.plies_left();
    let heap = analysis.position.board().is_none();
    let meaning = value_sentence(words, report.value, &report.settings, empty, heap);
    match ScoreMeaning::of(report.value) {
        ScoreMeaning::Estimate(_) => meaning,
        _ => (words.panel.value_line)(&signed(report.value), &meaning),
    }
}

/// The expected line: the search's principal variation; where the book or the solver chose
/// the move and the line starts with another, it says the line is the search's own.
fn expected_line(
    words: &Words,
    analysis: &Analysis,
    labels: &Labels,
    theme: &Theme,
) -> Line<'static> {
    let panel = &words.panel;
    let report = &analysis.outcome.selected;
    let name = |mv: usize| move_name(words, &analysis.position, mv);
    // Names that a wrapped line never splits ("col 4" with a no-break space).
    let pv: Vec<String> = report.pv.iter().map(|&mv| unbroken(&name(mv))).collect();
    // Names of two words ("col 4", "take 2") need commas to be told apart.
    let separator = if pv.iter().any(|n| n.contains(char::is_whitespace)) {
        ", "
    } else {
        " "
    };
    let lead = match pv.first() {
        Some(first) if perfect_chose(analysis) && report.pv.first() != Some(&analysis.played) => {
            (panel.by_the_search)(first)
        }
        _ => String::new(),
    };
    Line::from(vec![
        labels.span(panel.expected, theme),
        Span::raw(format!("{lead}{}", pv.join(separator))),
    ])
}
