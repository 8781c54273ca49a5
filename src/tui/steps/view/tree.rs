//! The tree in step mode (key `t`): the search as it has grown so far, read from the replay's
//! frame (the current path open, each finished child folded with its value or bound and its
//! positions, the moves a cut skipped with plain minimax's positions under them, the window
//! of each open position), drawn top-down where it fits, else as an indented list that keeps
//! the current position in view.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::figure::{self, FigureNode};
use crate::analysis::replay::{Folded, Frame};
use crate::engine::{Bound, Game, LeafReason, Score, Settled, Side};
use crate::games::playable::Playable;
use crate::i18n::{TreePhrase, Words};
use crate::text::{signed, window_edge};
use crate::tui::Theme;
use crate::tui::steps::state::StepsView;
use crate::tui::steps::unsearched::skipped_moves;

/// What a node of the tree stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shown {
    /// The position at this depth of the current path (the stack's level).
    Open(usize),
    /// A finished child: its index in the frame's folded children.
    Folded(usize),
    /// The moves the position at this depth of the path cut.
    Cut(usize),
}

/// A node, in the order a list shows them (each before its children).
struct Node {
    shown: Shown,
    depth: usize,
    children: Vec<usize>,
}

/// The tree of `frame`, from the root: each open position's finished children, then the one
/// open below it, then its cut.
fn nodes(frame: &Frame<usize>) -> Vec<Node> {
    let mut nodes = Vec::new();
    if !frame.stack.is_empty() {
        grow(frame, 0, &mut nodes);
    }
    nodes
}

fn grow(frame: &Frame<usize>, level: usize, nodes: &mut Vec<Node>) -> usize {
    let id = nodes.len();
    nodes.push(Node {
        shown: Shown::Open(level),
        depth: level,
        children: Vec::new(),
    });
    let first = frame.folded.partition_point(|f| f.parent < level);
    for index in first..first + frame.folded_at(level).len() {
        let child = nodes.len();
        nodes.push(Node {
            shown: Shown::Folded(index),
            depth: level + 1,
            children: Vec::new(),
        });
        nodes[id].children.push(child);
    }
    if level + 1 < frame.stack.len() {
        let child = grow(frame, level + 1, nodes);
        nodes[id].children.push(child);
    }
    if frame.stack[level].cut {
        let child = nodes.len();
        nodes.push(Node {
            shown: Shown::Cut(level),
            depth: level + 1,
            children: Vec::new(),
        });
        nodes[id].children.push(child);
    }
    id
}

/// A value as the tree writes it: "+3" exact (no sign: "=" is the panel's "as good as the
/// move played"), "≤ 0" / "≥ 0" a bound.
fn settled_text(settled: Settled) -> String {
    let mark = match settled.bound {
        Bound::Exact => "",
        bound => bound.prefix(),
    };
    format!("{mark}{}", signed(settled.value))
}

/// The words and figures of one node.
struct Texts {
    /// The move that leads there (the root's word at the root), and for an open position who
    /// moves there.
    name: String,
    /// Its value or bound; for an open position its best so far ("·" before any).
    value: String,
    positions: String,
    /// An open position's window, under alpha-beta.
    window: String,
    table: bool,
    /// A cut: the moves skipped and plain minimax's count, longest form first.
    cut: Option<Vec<String>>,
    /// The same count alone, for the figure.
    cut_figure: String,
}

impl Texts {
    /// The move alone, without who moves.
    fn mv(&self) -> &str {
        self.name.split(' ').next().unwrap_or("")
    }
}

/// Reads the tree's texts from the replay.
struct Reader<'a> {
    words: &'a Words,
    steps: &'a StepsView,
    /// The root with the first `k` moves of the path played, for each `k`.
    positions: Vec<Playable>,
}

/// The sign of an open position's best so far (at `level` of the frame's path), the bound it
/// is until the position is finished: at MAX its value will be at least the best of its
/// children ("≥"), at MIN at most ("≤"), once that child's own value is known on that side
/// (exact, or a bound the same way). None for a best from a child bounded the other way: it
/// bounds nothing yet. The stack and the tree both write it.
pub(super) fn open_sign(frame: &Frame<usize>, level: usize, best: Score) -> Option<&'static str> {
    let side = frame.stack[level].side;
    let bounds = frame.folded_at(level).iter().any(|child| {
        child.value.value == best
            && match side {
                Side::Max => child.value.bound != Bound::Upper,
                Side::Min => child.value.bound != Bound::Lower,
            }
    });
    bounds.then_some(match side {
        Side::Max => "≥",
        Side::Min => "≤",
    })
}

impl<'a> Reader<'a> {
    fn of(words: &'a Words, steps: &'a StepsView) -> Self {
        let frame = steps.replay.current();
        let mut position = steps.replay.game().clone();
        let mut positions = vec![position.clone()];
        for &mv in &frame.step.path {
            position.apply(mv);
            positions.push(position.clone());
        }
        Self {
            words,
            steps,
            positions,
        }
    }

    fn frame(&self) -> &Frame<usize> {
        self.steps.replay.current()
    }

    fn name(&self, level: usize, mv: usize) -> String {
        crate::tui::move_name(self.words, &self.positions[level], mv)
    }

    /// An open position's best so far, as the bound it is until the position is finished: at
    /// MAX its value will be at least the best of its children (≥), at MIN at most (≤), once
    /// that child's own value is known on that side (exact, or a bound the same way); a best
    /// from a child bounded the other way bounds nothing yet ("-3 so far").
    fn so_far(&self, level: usize, best: Score) -> String {
        match open_sign(self.frame(), level, best) {
            Some(sign) => format!("{sign} {}", signed(best)),
            None => self.words.lang.say(&TreePhrase::SoFar {
                value: signed(best),
            }),
        }
    }

    fn texts(&self, shown: Shown) -> Texts {
        let frame = self.frame();
        let pruning = self.steps.replay.settings().pruning;
        let blank = Texts {
            name: String::new(),
            value: String::new(),
            positions: String::new(),
            window: String::new(),
            table: false,
            cut: None,
            cut_figure: String::new(),
        };
        match shown {
            Shown::Open(level) => {
                let at = &frame.stack[level];
                let mv = match at.mv {
                    Some(mv) => self.name(level - 1, mv),
                    None => self.words.steps.root.to_owned(),
                };
                let value = match (at.value, at.best) {
                    (Some(settled), _) => settled_text(settled),
                    (None, Some(best)) => self.so_far(level, best),
                    (None, None) => "·".to_owned(),
                };
                Texts {
                    name: format!("{mv} {}", at.side.name()),
                    value,
                    positions: self.words.int(frame.positions_below(level)),
                    window: if pruning {
                        format!("({}, {})", window_edge(at.alpha), window_edge(at.beta))
                    } else {
                        String::new()
                    },
                    table: matches!(at.leaf, Some(LeafReason::Table { .. })),
                    ..blank
                }
            }
            Shown::Folded(index) => {
                let folded: &Folded<usize> = &frame.folded[index];
                Texts {
                    name: self.name(folded.parent, folded.mv),
                    value: settled_text(folded.value),
                    positions: self.words.int(folded.positions),
                    table: matches!(folded.leaf, Some(LeafReason::Table { .. })),
                    ..blank
                }
            }
            Shown::Cut(level) => {
                let lang = self.words.lang;
                let moves: Vec<String> = skipped_moves(&self.steps.replay, level)
                    .into_iter()
                    .map(|mv| self.name(level, mv))
                    .collect();
                let moves = moves.join(" ");
                let path = &frame.step.path[..level];
                let (cut, cut_figure) = match self.steps.cut_counts.of(path) {
                    Some(count) => {
                        let (moves, positions) = (moves.clone(), count.positions);
                        let (list, figure) = if count.complete {
                            (
                                TreePhrase::NotSearched { moves, positions },
                                TreePhrase::CutFigure { positions },
                            )
                        } else {
                            (
                                TreePhrase::NotSearchedOver { moves, positions },
                                TreePhrase::CutFigureOver { positions },
                            )
                        };
                        (lang.forms(&list), lang.say(&figure))
                    }
                    None => (vec![format!("✂ {moves}")], "✂".to_owned()),
                };
                Texts {
                    name: moves,
                    cut: Some(cut),
                    cut_figure,
                    ..blank
                }
            }
        }
    }
}

/// The tree's lines for a place `width` columns wide and `rows` high: the figure where it fits,
/// else the list.
pub fn lines(
    words: &Words,
    steps: &StepsView,
    width: usize,
    rows: usize,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let reader = Reader::of(words, steps);
    let frame = reader.frame();
    let nodes = nodes(frame);
    let texts: Vec<Texts> = nodes.iter().map(|n| reader.texts(n.shown)).collect();
    let current = nodes
        .iter()
        .position(|n| n.shown == Shown::Open(frame.stack.len().saturating_sub(1)))
        .unwrap_or(0);
    if let Some(lines) = figure_lines(words, steps, &nodes, &texts, current, (width, rows), theme) {
        return lines;
    }
    list_lines(words, steps, &nodes, &texts, current, (width, rows), theme)
}

/// The rows the tree would take whole: as a list (its legend and heads included), or as the
/// figure (its legend and a blank line included), whichever is taller.
pub fn rows_wanted(steps: &StepsView) -> usize {
    let nodes = nodes(steps.replay.current());
    let deepest = nodes.iter().map(|n| n.depth).max().unwrap_or(0);
    (nodes.len() + 2).max(3 + 3 * deepest)
}

/// A node's style: the current position highlighted, a cut greyed out.
fn style_of(node: &Node, id: usize, current: usize, theme: &Theme) -> Style {
    match node.shown {
        _ if id == current => theme.chosen(),
        Shown::Cut(_) => theme.dim(),
        Shown::Open(_) | Shown::Folded(_) => Style::default(),
    }
}

/// The tree drawn top-down, when it fits `width` × `rows` with its legend.
fn figure_lines(
    words: &Words,
    steps: &StepsView,
    nodes: &[Node],
    texts: &[Texts],
    current: usize,
    (width, rows): (usize, usize),
    theme: &Theme,
) -> Option<Vec<Line<'static>>> {
    let table = words.lang.say(&TreePhrase::TableShort);
    let pruning = steps.replay.settings().pruning;
    let figure: Vec<FigureNode> = nodes
        .iter()
        .zip(texts)
        .enumerate()
        .map(|(id, (node, text))| {
            let label = match node.shown {
                Shown::Open(_) if pruning => {
                    format!("{} ·{} {}", text.value, text.positions, text.window)
                }
                Shown::Open(_) => format!("{} ·{}", text.value, text.positions),
                Shown::Folded(_) if text.table => {
                    format!("{} ·{} {table}", text.value, text.positions)
                }
                Shown::Folded(_) => format!("{} ·{}", text.value, text.positions),
                Shown::Cut(_) => text.cut_figure.clone(),
            };
            let edge = match node.shown {
                Shown::Open(0) => String::new(),
                Shown::Open(_) => text.mv().to_owned(),
                Shown::Folded(_) | Shown::Cut(_) => text.name.clone(),
            };
            FigureNode {
                label,
                edge,
                style: style_of(node, id, current, theme),
                children: node.children.clone(),
                depth: node.depth,
            }
        })
        .collect();
    let legend =
        crate::i18n::first_fit(&words.lang.forms(&TreePhrase::FigureLegend), width).to_owned();
    let drawn = figure::draw(&figure, width, rows.checked_sub(2)?, theme)?;
    let mut lines = vec![Line::styled(legend, theme.dim()), Line::default()];
    lines.extend(drawn);
    Some(lines)
}

/// The tree as an indented list under its legend and column heads, scrolled so the current
/// position shows with what follows it.
fn list_lines(
    words: &Words,
    steps: &StepsView,
    nodes: &[Node],
    texts: &[Texts],
    current: usize,
    (width, rows): (usize, usize),
    theme: &Theme,
) -> Vec<Line<'static>> {
    let lang = words.lang;
    let table_word = lang.say(&TreePhrase::Table);
    let pruning = steps.replay.settings().pruning;
    let columns = |pick: fn(&Texts) -> &str, head: &str| {
        texts
            .iter()
            .map(|t| pick(t).chars().count())
            .chain([head.chars().count()])
            .max()
            .unwrap_or(0)
    };
    let [h_move, h_value, h_positions, h_window] = [
        TreePhrase::HeadMove,
        TreePhrase::HeadValue,
        TreePhrase::HeadPositions,
        TreePhrase::HeadWindow,
    ]
    .map(|head| lang.say(&head));
    let value_w = columns(|t| &t.value, &h_value);
    let positions_w = columns(|t| &t.positions, &h_positions);
    let window_w = if pruning {
        columns(|t| &t.window, &h_window)
    } else {
        0
    };
    let figures = 1 + value_w + 1 + positions_w + if pruning { 2 + window_w } else { 0 };
    // Two columns a level and who moves at each open position where that fits, else one
    // column a level, else without who moves (the legend's ▾ rows alternate MAX and MIN).
    let room = width.saturating_sub(figures);
    let widest = |step: usize, sides: bool| {
        nodes
            .iter()
            .zip(texts)
            .filter(|(n, _)| !matches!(n.shown, Shown::Cut(_)))
            .map(|(n, t)| {
                let name = if sides { &t.name } else { t.mv() };
                let table = if t.table {
                    1 + table_word.chars().count()
                } else {
                    0
                };
                n.depth * step + 2 + name.chars().count() + table
            })
            .max()
            .unwrap_or(0)
    };
    let (step, sides) = [(2, true), (1, true), (1, false)]
        .into_iter()
        .find(|&(step, sides)| widest(step, sides) <= room)
        .unwrap_or((1, false));
    let left_w = widest(step, sides).min(room).max(h_move.chars().count());
    let fit = |text: String, width: usize| -> String {
        if text.chars().count() <= width {
            return text;
        }
        let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
        cut.push('…');
        cut
    };
    let mut lines = vec![Line::styled(
        crate::i18n::first_fit(&lang.forms(&TreePhrase::Legend), width).to_owned(),
        theme.dim(),
    )];
    let head = format!(
        "{:<left_w$} {:>value_w$} {:>positions_w$}{}",
        h_move,
        h_value,
        h_positions,
        if pruning {
            format!("  {h_window}")
        } else {
            String::new()
        }
    );
    lines.push(Line::styled(head, theme.heading()));
    let room = rows.saturating_sub(2).max(1);
    let total = nodes.len();
    let first = first_row(current, total, room);
    let last = (first + room).min(total);
    for (id, (node, text)) in nodes.iter().zip(texts).enumerate().take(last).skip(first) {
        let indent = " ".repeat(node.depth * step);
        let style = style_of(node, id, current, theme);
        if id == first && first > 0 {
            lines.push(Line::styled(
                lang.say(&TreePhrase::RowsAbove { rows: first + 1 }),
                theme.dim(),
            ));
            continue;
        }
        if id + 1 == last && last < total {
            lines.push(Line::styled(
                lang.say(&TreePhrase::RowsBelow {
                    rows: total - last + 1,
                }),
                theme.dim(),
            ));
            continue;
        }
        if let Some(forms) = &text.cut {
            let said = crate::i18n::first_fit(forms, width.saturating_sub(indent.len()));
            lines.push(Line::styled(fit(format!("{indent}{said}"), width), style));
            continue;
        }
        let marker = match node.shown {
            Shown::Open(_) => "▾ ",
            _ => "▸ ",
        };
        let shown_name = if sides { &text.name } else { text.mv() };
        let mut name = format!("{indent}{marker}{shown_name}");
        if text.table {
            name = format!("{name} {table_word}");
        }
        let row = format!(
            "{:<left_w$} {:>value_w$} {:>positions_w$}{}",
            fit(name, left_w),
            text.value,
            text.positions,
            if pruning && !text.window.is_empty() {
                format!("  {}", text.window)
            } else {
                String::new()
            }
        );
        lines.push(Line::from(vec![Span::styled(row, style)]));
    }
    lines
}

/// The first row to show so that row `current` of `total` shows in `room` rows, with a third
/// of the room below it for what follows (its children), and no blank room at the end.
fn first_row(current: usize, total: usize, room: usize) -> usize {
    if total <= room {
        return 0;
    }
    let below = (room / 3).min(total.saturating_sub(current + 1));
    (current + below + 1).saturating_sub(room).min(total - room)
}
