//! The explorer's selected row in words: whose turn, score, window, count, and for a cut or a table answer, why.

use ratatui::text::Line;

use crate::analysis::{Explorer, Row};
use crate::engine::{Bound, Game, MaxView, NodeId, NodeKind, ScoreMeaning};
use crate::i18n::{AnswerPhrase, Words};
use crate::text::{signed, window_edge};

use super::{ExplorerLook, ended, move_name};

/// Why alpha-beta skipped the remaining moves of a position, in the textbook's MAX/MIN terms,
/// in a few words for a row (`short`) or in full: the side to move there had already
/// `reached` at least `beta` (its own point of view, negamax), which the opponent one ply up
/// can avoid elsewhere.
pub(super) fn cut_reason<G: Game>(
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
pub(super) fn details<G: Game>(
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
    let held = held.to_owned();
    let phrase = match source {
        Some((Some(symmetry), path)) => AnswerPhrase::Tree {
            held,
            symmetry,
            path,
        },
        _ => AnswerPhrase::TreeUnknown { held, number: from },
    };
    look.words.lang.say(&phrase)
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
