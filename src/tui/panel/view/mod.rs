//! The statistics panel: what the AI's last search did, and what each candidate move scored.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Padding};

use crate::tui::Theme;
use crate::tui::layout::wrap_words;
use crate::tui::view::words::{nodes_text, value_sentence};
use std::time::Duration;

use crate::analysis::perfect::PerfectPlay;
use crate::analysis::{Deepening, DeepeningEnd, DeepeningWhy, ONE_SEARCH_MOST, SearchOutcome};
use crate::engine::{Bound, Score, SearchReport, SearchSettings, TableStats};
use crate::i18n::{Words, first_fit};
use crate::tui::{Analysis, App};

mod analysis;
mod intro;
mod settings;
pub(in crate::tui) mod table;

use settings::{SettingsForms, settings_forms};
use table::signed;

/// The move rows kept before the deepening line (when the panel is short).
const MOVE_ROWS_BEFORE_DETAILS: usize = 8;

/// Draws the panel: an explanation before the first AI move, the last search's report after.
pub fn render_panel(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    match app.analysis() {
        None => intro::render_introduction(app, area, theme, buf),
        Some(analysis) => analysis::render_analysis(app, analysis, area, theme, buf),
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
