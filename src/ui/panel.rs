//! The statistics panel: what the AI's last search did, and what each candidate move scored.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding, Paragraph, Widget, Wrap};

use super::Theme;
use super::chart::{CHART_HEIGHT, render_chart};
use super::words::{nodes_text, outcome_text, saving_sentence, score_text, value_sentence};
use crate::analysis::{Deepening, DeepeningEnd, SearchOutcome};
use crate::app::{Analysis, App};
use crate::engine::{SearchReport, SearchSettings};
use crate::i18n::{Words, first_fit};
use crate::ui::{move_name, unbroken};

/// The move rows kept before the techniques and deepening lines (when the panel is short).
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
    let mut lines = Vec::new();
    if app.mode() == crate::analysis::Mode::Humans {
        lines.extend([
            Line::styled(panel.two_players, theme.heading()),
            Line::from(panel.two_players_text),
            Line::default(),
        ]);
    }
    // "Now: " and the settings, on one line where the panel is wide enough.
    let room = usize::from(area.width.saturating_sub(4));
    let now = (panel.intro_now)("").chars().count();
    let settings = settings_line(words, app.settings(), room.saturating_sub(now));
    lines.extend([
        Line::styled(panel.intro_heading, theme.heading()),
        Line::default(),
        Line::from((panel.intro_now)(&settings)),
        Line::default(),
    ]);
    lines.extend(panel.intro_points.iter().map(|&point| bullet(point)));
    lines.extend([Line::default(), Line::from(panel.intro_change)]);
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

/// Pruning, depth limit and evaluation, in the longest form at most `width` columns wide.
fn settings_line(words: &Words, settings: &SearchSettings, width: usize) -> String {
    let forms = (words.panel.settings)(
        settings.pruning,
        settings.depth_limit,
        words.evaluation(settings.evaluation),
    );
    first_fit(&forms, width).to_owned()
}

/// The techniques beyond minimax: move order and the table (with its hit rate).
fn techniques_line(words: &Words, report: &SearchReport<usize>) -> String {
    let panel = &words.panel;
    let table = match (report.settings.transposition, report.table) {
        (Some(_), Some(stats)) => {
            (panel.table_hits)(stats.bytes >> 20, &words.percent(stats.hit_rate() * 100.0))
        }
        (Some(size), None) => (panel.table_size)(size.bytes as u64 >> 20),
        (None, _) => panel.no_table.to_owned(),
    };
    (panel.techniques)(words.move_order(report.settings.move_order), &table)
}

/// How iterative deepening went: the depth it reached, why it stopped, and what it cost.
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

/// The node count of the recount search, or how far it has got while it counts.
fn recount_count(app: &App, outcome: &SearchOutcome) -> String {
    let words = app.words();
    match (&outcome.recount, app.recount_live()) {
        (Some(report), _) => nodes_text(words, report),
        (None, Some(live)) if app.recounting() => format!("… {}", words.int(live.positions)),
        (None, None) if app.recounting() => "…".to_owned(),
        (None, _) => words.panel.not_counted.to_owned(),
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
    let title = if analysis.rerun {
        (panel.played_again)(&name(analysis.played))
    } else {
        (panel.played)(&name(analysis.played))
    };
    let block = panel_block(title, theme);
    let inner = block.inner(area);
    block.render(area, buf);

    // The labels' column: as wide as the longest label and a space (10 in English).
    let label_width = [
        panel.time,
        panel.deepening_label,
        panel.value,
        panel.expected,
    ]
    .iter()
    .map(|l| l.chars().count() + 1)
    .max()
    .unwrap_or(10);
    let label = |text: &'static str| Span::styled(format!("{text:<label_width$}"), theme.heading());
    let mut top = Vec::new();
    if analysis.rerun {
        top.push(Line::styled(panel.rerun_note, theme.dim()));
    }
    // The settings as they were set: the report's own depth limit is the depth its deepening
    // reached, which the deepening line gives.
    let settings = SearchSettings {
        depth_limit: outcome.deepening.limit,
        ..report.settings
    };
    top.push(Line::from(settings_line(
        words,
        &settings,
        usize::from(inner.width),
    )));
    // The techniques and deepening lines give way first when the panel is short of rows.
    let techniques_at = top.len();
    top.push(Line::from(techniques_line(words, report)));
    let selected_count = nodes_text(words, report);
    let other_count = recount_count(app, outcome);
    let tie_checks = match outcome.by_pruning() {
        Some((with, _)) if with.tie_check_nodes > 0 => {
            (panel.tie_checks)(&words.int(with.tie_check_nodes))
        }
        None if pruning && report.tie_check_nodes > 0 => {
            (panel.tie_checks)(&words.int(report.tie_check_nodes))
        }
        _ => String::new(),
    };
    let (with_count, without_count) = if pruning {
        (&selected_count, &other_count)
    } else {
        (&other_count, &selected_count)
    };
    let (alpha_beta, minimax) = (words.names.alpha_beta, words.names.minimax);
    // The two names in one column (10 wide in English), the counts right-aligned after it.
    let names_width = alpha_beta.chars().count().max(minimax.chars().count());
    top.push(Line::from(label(panel.positions_searched)));
    top.push(Line::from(format!(
        "  {alpha_beta:<names_width$}{with_count:>12}{tie_checks}"
    )));
    top.push(Line::from(format!(
        "  {minimax:<names_width$}{without_count:>12}"
    )));
    let (saving, times) = match outcome.by_pruning() {
        Some((with, without)) => (
            saving_sentence(words, with, without),
            format!(
                "{alpha_beta} {} · {minimax} {}",
                words.duration(with.elapsed),
                words.duration(without.elapsed)
            ),
        ),
        None => (
            (panel.still_counting)(words.pruning(!pruning)),
            format!(
                "{} {}",
                words.pruning(pruning),
                words.duration(report.elapsed)
            ),
        ),
    };
    let saving = if outcome.recount.is_none() && !app.recounting() {
        panel.recount_stopped.to_owned()
    } else {
        saving
    };
    top.push(Line::styled(format!("  {saving}"), theme.good()));
    top.push(Line::from(vec![label(panel.time), Span::raw(times)]));
    let deepening_at = top.len();
    top.push(Line::from(vec![
        label(panel.deepening_label),
        Span::raw(deepening_line(words, &outcome.deepening)),
    ]));
    let empty = analysis.position.plies_left();
    top.push(Line::from(vec![
        label(panel.value),
        Span::styled(
            value_sentence(words, report.value, &report.settings, empty),
            theme.heading(),
        ),
    ]));
    top.push(Line::default());

    // Names that a wrapped line never splits ("col 4" with a no-break space).
    let pv: Vec<String> = report.pv.iter().map(|&mv| unbroken(&name(mv))).collect();
    // Names of two words ("col 4", "take 2") need commas to be told apart.
    let separator = if pv.iter().any(|n| n.contains(char::is_whitespace)) {
        ", "
    } else {
        " "
    };
    let bottom = vec![
        Line::from(vec![label(panel.expected), Span::raw(pv.join(separator))]),
        Line::styled(panel.legend, theme.dim()),
    ];

    let columns = TableColumns::of(words, analysis, usize::from(inner.width));
    let header = Line::styled(
        format!(
            "{:<name$}{:>score$}{:gap$}{:<outcome$}{:>10} {:>10}",
            panel.move_heading,
            panel.score_heading,
            "",
            panel.outcome_heading,
            alpha_beta,
            minimax,
            name = columns.name,
            score = columns.score,
            gap = columns.gap,
            outcome = columns.outcome,
        ),
        theme.heading(),
    );
    // Long lines wrap on narrow panels; the move table gets the rows left over.
    let height = |line: &Line| line.width().max(1).div_ceil(inner.width.max(1) as usize);
    let room = inner.height as usize;
    let fixed = |top: &[Line]| top.iter().chain(&bottom).map(height).sum::<usize>() + 1;
    // A few move rows matter more than these lines; beyond that, the lines win.
    let wanted_rows = report.moves.len().min(MOVE_ROWS_BEFORE_DETAILS);
    for optional in [deepening_at, techniques_at] {
        if fixed(&top) + wanted_rows > room {
            top.remove(optional);
        }
    }
    let fixed = fixed(&top);
    let counting = app.recounting();
    let rows = move_rows(
        words,
        analysis,
        columns,
        counting,
        room.saturating_sub(fixed),
        theme,
    );
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

/// The widths of the move table's first columns. The classic table (6-column move names like
/// "▶ b2 5") is 46 columns, what the narrowest panel holds; longer names ("▶ take 3") widen it,
/// and where the panel is too narrow for that the gap, the score and the outcome columns give
/// up a column each (scores are at most 6 characters, outcomes rarely 10).
#[derive(Clone, Copy)]
struct TableColumns {
    name: usize,
    score: usize,
    gap: usize,
    outcome: usize,
}

impl TableColumns {
    /// The two node-count columns and the space between them.
    const NODES: usize = 10 + 1 + 10;

    fn of(words: &Words, analysis: &Analysis, width: usize) -> Self {
        let longest = analysis
            .outcome
            .selected
            .moves
            .iter()
            .map(|m| move_name(words, &analysis.position, m.mv).chars().count())
            .max()
            .unwrap_or(0);
        let mut columns = Self {
            // The marker, the name and a space; "▶ b2 5" with its digit key is the classic 6.
            name: (2 + longest + 1).max(6),
            score: 7,
            gap: 2,
            outcome: 10,
        };
        let total = |c: &Self| c.name + c.score + c.gap + c.outcome + Self::NODES;
        for narrower in [
            |c: &mut Self| c.gap = 1,
            |c: &mut Self| c.score = 6,
            |c: &mut Self| c.outcome = 9,
        ] {
            if total(&columns) > width {
                narrower(&mut columns);
            }
        }
        columns
    }
}

/// The 3×3 board without gravity, where each cell also has its digit key.
fn has_digit_keys(analysis: &Analysis) -> bool {
    analysis.position.board().is_some_and(|board| {
        let geometry = board.geometry();
        geometry.rows() == 3 && geometry.cols() == 3 && !geometry.gravity()
    })
}

/// One line per root move, at most `room` of them (best first when they do not all fit); the
/// recount's counts are "…" while it is `counting`, "—" when it stopped before the end.
fn move_rows(
    words: &Words,
    analysis: &Analysis,
    columns: TableColumns,
    counting: bool,
    room: usize,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let position = &analysis.position;
    let digits = has_digit_keys(analysis);
    let report = &analysis.outcome.selected;
    let empty = position.plies_left();
    let mut moves: Vec<_> = report.moves.iter().collect();
    let hidden = moves.len().saturating_sub(room);
    if hidden > 0 {
        // Keep the most telling rows: the move played, the move chosen now, the other best
        // moves, then the rest by score.
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
        moves.truncate(room.saturating_sub(1));
    }
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
    let mut lines: Vec<Line<'static>> = moves
        .iter()
        .map(|m| {
            let new_choice = analysis.rerun && report.best_move == Some(m.mv);
            let (marker, style) = if m.mv == analysis.played {
                ("▶", theme.chosen())
            } else if new_choice {
                ("◆", theme.chosen())
            } else if report.best_moves.contains(&m.mv) {
                ("=", ratatui::style::Style::new())
            } else {
                (" ", theme.dim())
            };
            let name = if digits {
                format!(
                    "{marker} {:<2} {}",
                    move_name(words, position, m.mv),
                    m.mv + 1
                )
            } else {
                format!("{marker} {}", move_name(words, position, m.mv))
            };
            let bound = report.shown_bound(m);
            Line::styled(
                format!(
                    "{name:<name_width$}{:>score$}{:gap$}{:<outcome$}{:>10} {:>10}",
                    score_text(m.score, bound),
                    "",
                    outcome_text(
                        words,
                        m.score,
                        bound,
                        &report.settings,
                        empty,
                        columns.outcome,
                    ),
                    nodes_of(with, m.mv),
                    nodes_of(without, m.mv),
                    name_width = columns.name,
                    score = columns.score,
                    gap = columns.gap,
                    outcome = columns.outcome,
                ),
                style,
            )
        })
        .collect();
    if hidden > 0 && room > 0 {
        lines.push(Line::styled(
            (words.panel.more_moves)(hidden + 1),
            theme.dim(),
        ));
    }
    lines
}
