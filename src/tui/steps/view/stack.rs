//! Step mode's stack of positions: one row per position on the path, its side, move, window and best so far.

use ratatui::text::Line;

use crate::analysis::replay::{Frame, Level};
use crate::engine::Bound;
use crate::games::playable::Playable;
use crate::i18n::Words;
use crate::text::{signed, window_edge};
use crate::tui::{App, StepsView, Theme};

use super::sentence::{Sides, position_at};
use super::tree;

/// The width of the stack's α and β columns: their headings ("α now": the window as it is now,
/// after the updates so far, where the explorer gives each position's window on entry), and
/// at least a score's.
pub(super) fn window_width(words: &Words) -> usize {
    let [_, _, alpha, beta, _] = words.steps.header;
    alpha.chars().count().max(beta.chars().count()).max(5)
}

/// One row of the stack: side, move, α, β as they are now, best so far (and the value once
/// known).
pub(super) fn level_row(
    words: &Words,
    root: &Playable,
    frame: &Frame<usize>,
    depth: usize,
    level: &Level<usize>,
    sides: &Sides,
    pruning: bool,
) -> String {
    let mv = match level.mv {
        Some(mv) => {
            crate::tui::move_name(words, &position_at(root, &frame.step.path[..depth - 1]), mv)
        }
        None => words.steps.root.to_owned(),
    };
    let (alpha, beta) = if pruning {
        (window_edge(level.alpha), window_edge(level.beta))
    } else {
        ("".to_owned(), "".to_owned())
    };
    let best = match (level.value, level.best) {
        (Some(settled), _) => {
            // An exact value bare, as in the step tree ("=" is the panel's "as good").
            let mark = match settled.bound {
                Bound::Exact => "",
                bound => bound.prefix(),
            };
            format!("{mark}{}", signed(settled.value))
        }
        // Open: the best so far, with the sign of the bound it is (as in the step tree).
        (None, Some(best)) => match tree::open_sign(frame, depth, best) {
            Some(sign) => format!("{sign}{}", signed(best)),
            None => signed(best),
        },
        (None, None) => "·".to_owned(),
    };
    let edge = window_width(words);
    format!(
        "{:<9} {:<7} {:>edge$} {:>edge$} {:>8}",
        sides.labelled(level.side),
        mv,
        alpha,
        beta,
        best
    )
}

/// The stack's rows in `rows` rows: its deepest levels under a line counting those left out
/// above, the current one highlighted.
pub(super) fn push_stack(
    lines: &mut Vec<Line<'static>>,
    app: &App,
    steps: &StepsView,
    (sides, theme): (&Sides, &Theme),
    rows: usize,
) {
    let words = app.words();
    let frame = steps.replay.current();
    let root = steps.replay.game();
    let pruning = steps.replay.settings().pruning;
    let stack = &frame.stack;
    let hidden = stack.len().saturating_sub(rows);
    let skip = match hidden {
        0 => 0,
        // Only the current level has room: it shows alone.
        _ if rows == 1 => stack.len() - 1,
        _ => {
            lines.push(Line::styled(
                (words.steps.levels_above)(hidden + 1),
                theme.dim(),
            ));
            hidden + 1
        }
    };
    for (depth, level) in stack.iter().enumerate().skip(skip) {
        let row = level_row(words, root, frame, depth, level, sides, pruning);
        let current = depth + 1 == stack.len();
        lines.push(if current {
            Line::styled(row, theme.chosen())
        } else {
            Line::from(row)
        });
    }
}
