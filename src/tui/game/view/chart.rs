//! A small chart of the positions each AI move of the game searched, with alpha-beta and with
//! plain minimax, side by side on one logarithmic scale (the two differ by orders of magnitude).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Sparkline, Widget};

use crate::engine::{SearchReport, SearchSettings};
use crate::tui::App;
use crate::tui::Theme;
use crate::tui::view::words::{column_name, searches_by_pruning};

/// Rows the chart takes: its heading and one line per search.
pub const CHART_HEIGHT: u16 = 3;

/// Width of the labels before the bars.
const LABEL: u16 = 13;

/// The positions of each AI decision of the game: (with alpha-beta, plain minimax), each known
/// once counted (a search that gave up counts as its budget, the least it needed).
pub fn counts(app: &App) -> Vec<(Option<u64>, Option<u64>)> {
    let nodes = |r: Option<&SearchReport<usize>>| {
        r.map(|r| match (r.complete, r.settings.node_budget) {
            (false, Some(budget)) => budget,
            _ => r.nodes,
        })
    };
    app.moves()
        .iter()
        .filter_map(|m| m.analysis.as_deref())
        .map(|a| {
            let outcome = a.played_outcome();
            match outcome.by_pruning() {
                Some((with, without)) => (nodes(Some(with)), nodes(Some(without))),
                None if outcome.selected.settings.pruning => (nodes(Some(&outcome.selected)), None),
                None => (None, nodes(Some(&outcome.selected))),
            }
        })
        .collect()
}

/// Draws the chart in `area` (at least [`CHART_HEIGHT`] rows), the latest moves if they do not
/// all fit.
pub fn render_chart(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let counts = counts(app);
    if counts.is_empty() || area.height < CHART_HEIGHT || area.width <= LABEL {
        return;
    }
    let room = usize::from(area.width - LABEL);
    let shown = &counts[counts.len().saturating_sub(room)..];
    // Bars on a log scale: 10 positions reach a tenth of a 10^10 bar, not nothing.
    let scale = |n: Option<u64>| n.map(|n| ((n as f64 + 1.0).log10() * 100.0).round() as u64);
    let with: Vec<Option<u64>> = shown.iter().map(|c| scale(c.0)).collect();
    let without: Vec<Option<u64>> = shown.iter().map(|c| scale(c.1)).collect();
    let max = with
        .iter()
        .chain(&without)
        .flatten()
        .copied()
        .max()
        .unwrap_or(1)
        .max(1);
    // A search of a few positions still gets the lowest bar (an eighth of the row), not none.
    let floor = max.div_ceil(8);
    let lift = |data: Vec<Option<u64>>| -> Vec<Option<u64>> {
        data.into_iter().map(|v| v.map(|v| v.max(floor))).collect()
    };
    let (with, without) = (lift(with), lift(without));
    let words = app.words();
    let chart = &words.chart;
    // The scale's note only where it fits whole.
    let mut heading = vec![Span::styled(chart.heading, theme.heading())];
    if chart.heading.chars().count() + chart.scale.chars().count() <= usize::from(area.width) {
        heading.push(Span::styled(chart.scale, theme.dim()));
    }
    Line::from(heading).render(Rect::new(area.x, area.y, area.width, 1), buf);
    // Each row named for its searches: "AI search" where a decision used more techniques.
    let searches: Vec<_> = app
        .moves()
        .iter()
        .filter_map(|m| m.analysis.as_deref())
        .map(|a| searches_by_pruning(a.played_outcome()))
        .collect();
    let name = |pick: fn(&(SearchSettings, SearchSettings)) -> SearchSettings,
                plain: &'static str| {
        if searches
            .iter()
            .all(|s| column_name(words, &pick(s)) == plain)
        {
            plain
        } else {
            words.panel.ai_search
        }
    };
    let with_name = name(|s| s.0, words.names.alpha_beta);
    let without_name = name(|s| s.1, words.names.minimax);
    for (row, (label, data, style)) in [
        (format!("  {with_name}"), with, theme.good()),
        (format!("  {without_name}"), without, theme.bad()),
    ]
    .into_iter()
    .enumerate()
    {
        let y = area.y + 1 + row as u16;
        buf.set_stringn(area.x, y, label, usize::from(LABEL), theme.dim());
        Sparkline::default()
            .data(data)
            .max(max)
            .style(style)
            .render(Rect::new(area.x + LABEL, y, area.width - LABEL, 1), buf);
    }
}
