//! The search tree explorer drawn in the panel: the selected position's small board, the tree
//! rows (score and α/β window from MAX's side, positions in each subtree, cuts), the details.

pub(in crate::tui) mod panel;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Padding, Paragraph, Widget, Wrap};

use crate::analysis::{Explorer, Row};
use crate::engine::{Bound, Game, MaxView, NodeId, NodeKind, ScoreMeaning, Terminal};
use crate::games::mnk::Symmetry;
use crate::i18n::Words;
use crate::text::{signed, window_edge};
use crate::tui::layout::wrap_words;
use crate::tui::view::fit::height;
use crate::tui::{Theme, fit_words};

/// Who MAX (to move at the root) and MIN are, how to draw a position small, and what the
/// tree is (the box's title).
pub struct ExplorerLook<'a, G: Game> {
    pub max: &'a str,
    pub min: &'a str,
    pub title: &'a str,
    /// The selected position as a few lines of text (a small board, a heap).
    pub position_lines: &'a dyn Fn(&G) -> Vec<String>,
    /// A move's name in the position it is played from.
    pub move_name: &'a dyn Fn(&G, G::Move) -> String,
    /// How the second position is related to the first (the same, or turned or mirrored), so
    /// a table answer can say where its value came from.
    pub relation: &'a dyn Fn(&G, &G) -> Option<Symmetry>,
    /// The words of the screen's language.
    pub words: &'a Words,
    /// A heap, whose evaluation at the depth limit is the rule of 4: exact, not an estimate.
    pub heap: bool,
}

/// Draws the explorer in `area`.
pub fn render_explorer<G: Game>(
    explorer: &Explorer<G>,
    look: &ExplorerLook<'_, G>,
    area: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let block = Block::bordered()
        .title(look.title)
        .border_style(theme.border())
        .padding(Padding::horizontal(1));
    let inner = block.inner(area);
    block.render(area, buf);

    let selected = explorer.selected_node();
    let position = explorer.position_of(selected);
    let board: Vec<Line> = (look.position_lines)(&position)
        .into_iter()
        .map(Line::from)
        .collect();
    let details = details(explorer, look, selected);
    // The small board on the left, what it means on its right, the rows beneath.
    let board_width = board.iter().map(Line::width).max().unwrap_or(0) as u16 + 2;
    let details_width = inner.width.saturating_sub(board_width).max(1);
    let details_height = |details: &[Line]| height(details, details_width) as u16;
    let most = inner.height / 2;
    let top_height = (board.len() as u16).max(details_height(&details)).min(most);
    let [top, rows_area] = inner.layout(&Layout::vertical([
        Constraint::Length(top_height + 1),
        Constraint::Fill(1),
    ]));
    let [board_area, details_area] = top.layout(&Layout::horizontal([
        Constraint::Length(board_width),
        Constraint::Fill(1),
    ]));
    Paragraph::new(board).render(board_area, buf);
    Paragraph::new(details)
        .style(theme.dim())
        .wrap(Wrap { trim: false })
        .render(details_area, buf);
    render_rows(explorer, look, rows_area, theme, buf);
}

/// The visible tree rows under a heading, scrolled so the selected one shows; the columns
/// line up whatever the depth of the rows shown.
fn render_rows<G: Game>(
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

/// Why alpha-beta skipped the remaining moves of a position, in the textbook's MAX/MIN terms,
/// in a few words for a row (`short`) or in full: the side to move there had already
/// `reached` at least `beta` (its own point of view, negamax), which the opponent one ply up
/// can avoid elsewhere.
fn cut_reason<G: Game>(
    words: &Words,
    short: bool,
    max_to_move: bool,
    reached: i32,
    beta: i32,
    look: &ExplorerLook<'_, G>,
) -> String {
    let explorer = &words.explorer;
    let (max, min) = (look.max, look.min);
    if max_to_move {
        let why = if short {
            explorer.max_cut_short
        } else {
            explorer.max_cut
        };
        why(max, min, &signed(reached), &signed(beta), &words.of(min))
    } else {
        let why = if short {
            explorer.min_cut_short
        } else {
            explorer.min_cut
        };
        why(max, min, &signed(-reached), &signed(-beta), &words.of(max))
    }
}

/// The selected row in words: whose turn, score, window, count; for a cut, why.
fn details<G: Game>(
    explorer: &Explorer<G>,
    look: &ExplorerLook<'_, G>,
    selected: NodeId,
) -> Vec<Line<'static>> {
    let tree = explorer.tree();
    let node = tree.node(selected);
    let view = explorer.view(selected);
    let on_cut = matches!(
        explorer.rows().get(explorer.selected()),
        Some(Row::Cut { .. })
    );
    let words = &look.words.explorer;
    if on_cut && let Some(cut) = &node.cut {
        let why = cut_reason(
            look.words,
            false,
            view.max_to_move,
            cut.reached,
            cut.beta,
            look,
        );
        return vec![Line::from((words.cut_details)(&why))];
    }
    // A finished game says how it ended: no one is to move there.
    let who = match node.kind {
        NodeKind::Terminal(terminal) => ended(terminal, view.max_to_move, look),
        _ if view.max_to_move => look.words.max_to_move(look.max),
        _ => look.words.min_to_move(look.min),
    };
    let score = format!("{}{}", view.bound.prefix(), signed(view.score));
    let bound = if explorer.tie_checked(selected) {
        let searched = node.max_view();
        (words.tie_checked)(&format!(
            "{}{}",
            searched.bound.prefix(),
            signed(searched.score)
        ))
    } else {
        let depth_limited = tree.settings().depth_limit.is_some();
        let skipped = look.words.skipped_below(&node.skipped);
        let searched_below = node.kind == NodeKind::Interior && node.skipped.nothing();
        let pruning = tree.settings().pruning;
        let outside = outside_window(&view, pruning).filter(|_| searched_below);
        match (view.bound, ScoreMeaning::of(view.score)) {
            // The rule a learner checks: outside its window, yet exact, nothing being skipped.
            (Bound::Exact, _) if outside.is_some() => {
                (words.exact_nothing_skipped)(&outside.unwrap_or_default())
            }
            (Bound::Exact, ScoreMeaning::Estimate(_)) if look.heap => words.exact_rule.to_owned(),
            (Bound::Exact, ScoreMeaning::Estimate(_)) => words.exact_estimate.to_owned(),
            // Under a depth limit a 0 may be nothing decided within reach, not a draw.
            (Bound::Exact, ScoreMeaning::Even) if depth_limited => {
                words.exact_even_limited.to_owned()
            }
            (Bound::Exact, _) => words.exact.to_owned(),
            (Bound::Upper, _) => (words.upper_bound)(&skipped, &window_edge(view.alpha)),
            (Bound::Lower, _) => (words.lower_bound)(&skipped, &window_edge(view.beta)),
        }
    };
    let root = selected == tree.root();
    let positions = if root { tree.positions() } else { node.subtree };
    let (alpha, beta) = (window_edge(view.alpha), window_edge(view.beta));
    let count = look.words.int(positions);
    let mut lines = vec![
        Line::from(format!("{} · {who}", move_name(explorer, look, selected))),
        Line::from((words.score_for)(&score, look.max, &bound)),
        Line::from(match node.kind {
            NodeKind::Table { .. } => (words.looked_up_with)(&alpha, &beta),
            _ => look
                .words
                .searched_with(&alpha, &beta, &count, positions, root),
        }),
    ];
    if !node.recorded && node.kind == NodeKind::Interior {
        lines.push(Line::from(words.not_kept));
    }
    if let NodeKind::Table { bound, from } = node.kind {
        // The bound the table held, from MAX's side as every figure here.
        let held = if view.max_to_move {
            bound
        } else {
            bound.flipped()
        };
        let held = format!("{}{}", held.prefix(), signed(view.score));
        lines.push(Line::from(table_answer(
            explorer, look, selected, from, &held,
        )));
    }
    lines
}

/// Where the table's answer for `id` came from: the position numbered `from`, named by its
/// moves and how it is related to this one where the tree keeps it, else by its number.
fn table_answer<G: Game>(
    explorer: &Explorer<G>,
    look: &ExplorerLook<'_, G>,
    id: NodeId,
    from: u64,
    held: &str,
) -> String {
    let words = &look.words.answers;
    let tree = explorer.tree();
    let source = tree.numbered(from).map(|source| {
        let here = explorer.position_of(id);
        let there = explorer.position_of(source);
        let path: Vec<String> = std::iter::successors(Some(source), |&n| tree.node(n).parent)
            .filter(|&n| tree.node(n).parent.is_some())
            .map(|n| move_name(explorer, look, n))
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        ((look.relation)(&here, &there), path.join(" "))
    });
    match source {
        Some((Some(symmetry), path)) => match look.words.image(symmetry) {
            Some(image) => (words.tree_image)(held, image, &path),
            None => (words.tree_same)(held, &path),
        },
        _ => (words.tree_unknown)(held, &look.words.int(from)),
    }
}

/// Where a score from MAX's side lies outside its window under alpha-beta: "+2 ≤ α +3" or
/// "-1 ≥ β -1"; `None` inside it, and always without pruning (no window).
fn outside_window(view: &MaxView, pruning: bool) -> Option<String> {
    if !pruning {
        return None;
    }
    let score = signed(view.score);
    if view.score <= view.alpha {
        Some(format!("{score} ≤ α {}", window_edge(view.alpha)))
    } else if view.score >= view.beta {
        Some(format!("{score} ≥ β {}", window_edge(view.beta)))
    } else {
        None
    }
}

/// What a row ends with after its figures: how a finished game ended, or the depth limit.
fn end_text<G: Game>(explorer: &Explorer<G>, look: &ExplorerLook<'_, G>, id: NodeId) -> String {
    let node = explorer.tree().node(id);
    match node.kind {
        NodeKind::Terminal(terminal) => {
            format!("  {}", ended(terminal, node.max_view().max_to_move, look))
        }
        NodeKind::Horizon => format!("  {}", look.words.explorer.depth_limit),
        NodeKind::Table { .. } => format!("  {}", look.words.explorer.from_table),
        NodeKind::Interior => String::new(),
    }
}

fn move_name<G: Game>(explorer: &Explorer<G>, look: &ExplorerLook<'_, G>, id: NodeId) -> String {
    let node = explorer.tree().node(id);
    match (node.mv, node.parent) {
        (Some(mv), Some(parent)) => (look.move_name)(&explorer.position_of(parent), mv),
        _ => look.words.names.start.to_owned(),
    }
}

fn ended<G: Game>(terminal: Terminal, max_to_move: bool, look: &ExplorerLook<'_, G>) -> String {
    let (mover, other) = if max_to_move {
        (look.max, look.min)
    } else {
        (look.min, look.max)
    };
    let words = &look.words.explorer;
    match terminal {
        Terminal::Win => (words.wins)(mover),
        Terminal::Loss => (words.wins)(other),
        Terminal::Draw => words.draw.to_owned(),
        Terminal::Score(score) => (words.scores)(mover, &score.to_string()),
    }
}
