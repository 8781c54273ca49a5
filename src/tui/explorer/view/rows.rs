//! The explorer's tree rows: the columns that fit the rows shown, each node's and cut's row, the guides, scrolled so the selected row shows whole.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::analysis::{Explorer, Row};
use crate::engine::{Game, NodeId, NodeKind};
use crate::text::{signed, window_edge};
use crate::tui::layout::wrap_words;
use crate::tui::{Theme, fit_words};

use super::details::cut_reason;
use super::{ExplorerLook, end_text, move_name};

/// The visible tree rows under a heading, scrolled so the selected one shows; the columns
/// line up whatever the depth of the rows shown.
pub(super) fn render_rows<G: Game>(
    explorer: &Explorer<G>,
    look: &ExplorerLook<'_, G>,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    if area.height < 2 {
        return;
    }
    let rows = explorer.rows();
    let height = area.height as usize - 1;
    let first = explorer
        .selected()
        .saturating_sub(height.saturating_sub(1) / 2)
        .min(rows.len().saturating_sub(height));
    let shown: Vec<Row> = rows.iter().copied().skip(first).take(height).collect();
    let columns = Columns::of(explorer, look, &shown, usize::from(area.width));
    buf.set_stringn(
        area.x,
        area.y,
        columns.heading(),
        area.width as usize,
        theme.heading(),
    );
    let guides = guides(&rows, LEVEL_WIDTH);
    let lines_from = |from: usize| {
        let place = RowsPlace {
            rows: &rows,
            guides: &guides,
            height,
            width: usize::from(area.width),
        };
        row_lines(explorer, look, &columns, &place, from, theme)
    };
    // Rows scroll on until the selected one shows whole (wrapped cut rows take more room).
    let selected = explorer.selected();
    let count = |lines: &[(usize, String, Style)]| lines.iter().filter(|l| l.0 == selected).count();
    let whole = count(&lines_from(selected));
    let mut from = first;
    let mut lines = lines_from(from);
    while from < selected && count(&lines) < whole {
        from += 1;
        lines = lines_from(from);
    }
    for (offset, (index, text, style)) in lines.into_iter().enumerate() {
        let y = area.y + 1 + offset as u16;
        buf.set_stringn(area.x, y, &text, area.width as usize, style);
        if index == selected {
            let used = text.chars().count().min(area.width as usize) as u16;
            buf.set_style(
                Rect::new(area.x + used, y, area.width - used, 1),
                theme.cursor(),
            );
        }
    }
}

/// The columns of the rows shown: whether the α/β window and the words that end leaf rows
/// show, the guides' levels given way, the move column's width, the headings and the figures'
/// widths.
struct Columns {
    with_window: bool,
    with_ends: bool,
    hidden_levels: usize,
    left_width: usize,
    headings: (&'static str, &'static str),
    figures: Figures,
    move_heading: &'static str,
    score_heading: &'static str,
}

impl Columns {
    /// The first layout whose move column fits `width` with the rows `shown`.
    ///
    /// The move column fits the rows shown, each level two columns right of its parent; the
    /// guides of the levels above every row shown give way to one "…" column where that makes
    /// room, so deep lines never turn into a barcode of guides.
    fn of<G: Game>(
        explorer: &Explorer<G>,
        look: &ExplorerLook<'_, G>,
        shown: &[Row],
        width: usize,
    ) -> Self {
        let nodes: Vec<(usize, usize)> = shown
            .iter()
            .filter_map(|row| match *row {
                Row::Node { id, depth } => {
                    Some((depth, move_name(explorer, look, id).chars().count()))
                }
                Row::Cut { .. } => None,
            })
            .collect();
        // The move column's width with the guides of `hidden` levels given way.
        let needed = |hidden: usize| {
            let marker = usize::from(hidden > 0);
            nodes
                .iter()
                .map(|&(depth, name)| {
                    marker + LEVEL_WIDTH * depth.saturating_sub(hidden) + 2 + name
                })
                .max()
                .unwrap_or(0)
        };
        let words = &look.words.explorer;
        // The figures' columns, as wide as the rows shown need and their headings, in full or
        // short.
        let headings = [
            (words.window_heading, words.positions_heading),
            (words.window_heading_short, words.positions_heading_short),
        ];
        let figures_under = |headings| figures_under(explorer, look, shown, words, headings);
        // A finished game's words after the figures ("  O wins").
        let ends = shown
            .iter()
            .filter_map(|row| match *row {
                Row::Node { id, .. } => Some(end_text(explorer, look, id).chars().count()),
                Row::Cut { .. } => None,
            })
            .max()
            .unwrap_or(0);
        let depths = shown.iter().map(|row| row_depth(*row));
        let shallowest = depths.clone().min().unwrap_or(0);
        let deepest_shown = depths.max().unwrap_or(0);
        // Levels no row shown sits at: their guides may give way without moving any row off
        // its place one level right of its parent.
        let above = shallowest.saturating_sub(1);
        // The first layout whose move column fits: with the α/β window and the words that end
        // leaf rows, then with the window alone (the details say the selected row's end), then
        // its short headings, then without the window; each with every guide, else with the
        // levels above given way.
        let layouts = [
            (true, true, headings[0]),
            (true, false, headings[0]),
            (true, false, headings[1]),
            (false, true, headings[0]),
        ];
        let fitting = layouts
            .iter()
            .find_map(|&(with_window, with_ends, headings)| {
                let figures = figures_under(headings);
                let room = width
                    .saturating_sub(figures.width(with_window))
                    .saturating_sub(if with_ends { ends } else { 0 });
                [0, above]
                    .into_iter()
                    .find(|&hidden| needed(hidden) <= room)
                    .map(|hidden| (with_window, with_ends, hidden, needed(hidden), headings))
            });
        // Rows too deep for even that: the shallow levels give way as far as need be (rows
        // above them may then stand level with their children).
        let (with_window, with_ends, hidden_levels, left_width, headings) =
            fitting.unwrap_or_else(|| {
                let room = width
                    .saturating_sub(figures_under(headings[0]).width(false) + ends)
                    .max(8);
                let hidden = (0..=deepest_shown)
                    .find(|&hidden| needed(hidden) <= room)
                    .unwrap_or(deepest_shown);
                (false, true, hidden, needed(hidden).min(room), headings[0])
            });
        Self {
            with_window,
            with_ends,
            hidden_levels,
            left_width: left_width.max(6),
            headings,
            figures: figures_under(headings),
            move_heading: words.move_heading,
            score_heading: words.score_heading,
        }
    }

    /// The heading row.
    fn heading(&self) -> String {
        let left_width = self.left_width;
        let Figures {
            score: score_width,
            window: window_width,
            positions: positions_width,
        } = self.figures;
        let (window_heading, positions_heading) = self.headings;
        if self.with_window {
            format!(
                "{:<left_width$} {:>score_width$}  {:<window_width$} {:>positions_width$}",
                self.move_heading, self.score_heading, window_heading, positions_heading
            )
        } else {
            format!(
                "{:<left_width$} {:>score_width$} {:>positions_width$}",
                self.move_heading, self.score_heading, positions_heading
            )
        }
    }
}

/// The figures' widths the rows `shown` need under `headings` (the window's, the positions').
fn figures_under<G: Game>(
    explorer: &Explorer<G>,
    look: &ExplorerLook<'_, G>,
    shown: &[Row],
    words: &crate::i18n::ExplorerWords,
    (window, positions): (&str, &str),
) -> Figures {
    let mut figures = Figures {
        score: words.score_heading.chars().count(),
        window: window.chars().count(),
        positions: positions.chars().count(),
    };
    for row in shown {
        if let Row::Node { id, .. } = *row {
            let [score, window, positions] = figures_of(explorer, look, id);
            figures.score = figures.score.max(score.chars().count());
            figures.window = figures.window.max(window.chars().count());
            figures.positions = figures.positions.max(positions.chars().count());
        }
    }
    figures
}

/// Where the rows go: every row, each one's guides, and the rows and columns there are.
struct RowsPlace<'a> {
    rows: &'a [Row],
    guides: &'a [String],
    height: usize,
    width: usize,
}

/// The lines of the rows from `from` on, as many as the place holds, each with its row's
/// index and style: a cut row whose reason does not fit goes on over more lines, under its
/// guides.
fn row_lines<G: Game>(
    explorer: &Explorer<G>,
    look: &ExplorerLook<'_, G>,
    columns: &Columns,
    place: &RowsPlace<'_>,
    from: usize,
    theme: &Theme,
) -> Vec<(usize, String, Style)> {
    let line = explorer.line();
    let mut lines: Vec<(usize, String, Style)> = Vec::new();
    for (index, row) in place.rows.iter().copied().enumerate().skip(from) {
        if lines.len() >= place.height {
            break;
        }
        let kept = place.guides[index]
            .chars()
            .skip(columns.hidden_levels * LEVEL_WIDTH);
        let prefix: String = if columns.hidden_levels > 0 {
            std::iter::once(HIDDEN_LEVELS).chain(kept).collect()
        } else {
            kept.collect()
        };
        let (texts, style) = match row {
            Row::Node { id, .. } => {
                let style = if line.contains(&id) || id == explorer.tree().root() {
                    theme.chosen()
                } else {
                    Style::new()
                };
                let left = columns.left_width.saturating_sub(prefix.chars().count());
                let text = format!(
                    "{prefix}{}",
                    node_row(
                        explorer,
                        look,
                        id,
                        (left, columns.figures),
                        (columns.with_window, columns.with_ends),
                    )
                );
                (vec![fit_words(text.trim_end(), place.width)], style)
            }
            Row::Cut { id, .. } => (
                cut_lines(&prefix, &cut_row(explorer, look, id), place.width),
                theme.dim(),
            ),
        };
        let style = if index == explorer.selected() {
            style.patch(theme.cursor())
        } else {
            style
        };
        lines.extend(texts.into_iter().map(|text| (index, text, style)));
    }
    lines.truncate(place.height);
    lines
}

/// A cut row's lines `width` columns wide: its reason after its guides `prefix`, going on
/// where it does not fit under the row's own guides, past the "✂ ".
fn cut_lines(prefix: &str, text: &str, width: usize) -> Vec<String> {
    if prefix.chars().count() + text.chars().count() <= width {
        return vec![format!("{prefix}{text}")];
    }
    let go_on: String = prefix
        .chars()
        .map(|c| match c {
            '├' => '│',
            '└' | '─' => ' ',
            c => c,
        })
        .chain("  ".chars())
        .collect();
    let room = width.saturating_sub(go_on.chars().count()).max(8);
    wrap_words(text, room)
        .into_iter()
        .enumerate()
        .map(|(at, piece)| match at {
            0 => format!("{prefix}{piece}"),
            _ => format!("{go_on}{piece}"),
        })
        .collect()
}

/// How deep a row is in the tree.
fn row_depth(row: Row) -> usize {
    match row {
        Row::Node { depth, .. } | Row::Cut { depth, .. } => depth,
    }
}

/// The tree's guides before each row, `step` columns a level: "│" down the side of a level
/// whose rows go on below, "├" or "└" (the last) before the row itself ("├─" where a level is
/// two columns wide); nothing before the root.
fn guides(rows: &[Row], step: usize) -> Vec<String> {
    // Walking up from the last row: whether a row at each depth comes further down before
    // a shallower one.
    let mut more_below: Vec<bool> = Vec::new();
    let mut guides = vec![String::new(); rows.len()];
    for (index, row) in rows.iter().enumerate().rev() {
        let depth = row_depth(*row);
        if more_below.len() <= depth {
            more_below.resize(depth + 1, false);
        }
        let mut guide = String::new();
        for &more in more_below.iter().take(depth).skip(1) {
            let mark = if more { '│' } else { ' ' };
            guide.push(mark);
            guide.extend(std::iter::repeat_n(' ', step - 1));
        }
        if depth > 0 {
            guide.push(if more_below[depth] { '├' } else { '└' });
            guide.extend(std::iter::repeat_n('─', step - 1));
        }
        guides[index] = guide;
        more_below[depth] = true;
        more_below.truncate(depth + 1);
    }
    guides
}

/// Columns a level of the tree is indented by: its guide ("│", or "├" and "└" before the row
/// itself) and a space, or "─" leading to the row.
const LEVEL_WIDTH: usize = 2;
/// Where the shallowest levels' guides gave way to deep rows.
const HIDDEN_LEVELS: char = '…';

/// The widths of a node row's figures after the move: score, α/β window, positions, each as
/// wide as the widest of the rows shown and its heading.
#[derive(Clone, Copy)]
struct Figures {
    score: usize,
    window: usize,
    positions: usize,
}

impl Figures {
    /// The columns they take, with their gaps ("  " before the window, " " before the others).
    fn width(self, with_window: bool) -> usize {
        let window = if with_window { 2 + self.window } else { 0 };
        1 + self.score + window + 1 + self.positions
    }
}

/// A node's figures as written: its score (a bound with its sign), its α/β window, the
/// positions in its subtree (below it, for the root: the search's count).
fn figures_of<G: Game>(
    explorer: &Explorer<G>,
    look: &ExplorerLook<'_, G>,
    id: NodeId,
) -> [String; 3] {
    let tree = explorer.tree();
    let view = explorer.view(id);
    let positions = if id == tree.root() {
        tree.positions()
    } else {
        tree.node(id).subtree
    };
    [
        format!("{}{}", view.bound.prefix(), signed(view.score)),
        format!("[{} {}]", window_edge(view.alpha), window_edge(view.beta)),
        look.words.int(positions),
    ]
}

/// "▾ b1    0  [-∞ +∞]   75" — marker and move (padded to `left_width`), score and (where
/// `with_window`) window from MAX's side, positions in its subtree (see [`figures_of`]) in
/// columns as wide as `figures`, and (`with_ends`) how a leaf ended.
fn node_row<G: Game>(
    explorer: &Explorer<G>,
    look: &ExplorerLook<'_, G>,
    id: NodeId,
    (left_width, figures): (usize, Figures),
    (with_window, with_ends): (bool, bool),
) -> String {
    let tree = explorer.tree();
    let node = tree.node(id);
    // A finished game has nothing to open and no one to move: no marker.
    let marker = if matches!(node.kind, NodeKind::Terminal(_)) {
        ' '
    } else if explorer.is_open(id) {
        '▾'
    } else if explorer.can_open(id) {
        '▸'
    } else {
        '·'
    };
    let name = move_name(explorer, look, id);
    let end = if with_ends {
        end_text(explorer, look, id)
    } else {
        String::new()
    };
    let left = format!("{marker} {name}");
    let [score, window, positions] = figures_of(explorer, look, id);
    let Figures {
        score: score_width,
        window: window_width,
        positions: positions_width,
    } = figures;
    if with_window {
        format!(
            "{left:<left_width$} {score:>score_width$}  {window:<window_width$} {positions:>positions_width$}{end}"
        )
    } else {
        format!("{left:<left_width$} {score:>score_width$} {positions:>positions_width$}{end}")
    }
}

/// "✂ c2 a3 cut: O holds X to ≤ 0 here, X has ≥ 0 elsewhere" — the moves a cut
/// skipped, and why in short (the details line says it in full).
fn cut_row<G: Game>(explorer: &Explorer<G>, look: &ExplorerLook<'_, G>, id: NodeId) -> String {
    let node = explorer.tree().node(id);
    let Some(cut) = &node.cut else {
        return String::new();
    };
    let position = explorer.position_of(id);
    let names: Vec<String> = cut
        .skipped
        .iter()
        .map(|&mv| (look.move_name)(&position, mv))
        .collect();
    let why = cut_reason(
        look.words,
        true,
        node.max_view().max_to_move,
        cut.reached,
        cut.beta,
        look,
    );
    // Names of two words ("col 4", "take 2") need commas to be told apart.
    let separator = if names.iter().any(|n| n.contains(char::is_whitespace)) {
        ", "
    } else {
        " "
    };
    (look.words.explorer.cut_row)(&names.join(separator), names.len(), &why)
}
