//! One step of a trace as a line: indented text that reads like a lesson's hand-worked trace, or JSON.

use serde_json::{Value, json};

use crate::engine::{Bound, LeafReason, Score, Side, Skipped, Step, StepKind, is_unbounded};

/// How a trace names the players and the moves.
pub(super) struct Names<'a, M> {
    /// The side to move at the root (MAX) and the other (MIN), as the game calls them.
    pub(super) max: &'a str,
    pub(super) min: &'a str,
    /// A move as a number (JSON): a board's 0-based cell index, a heap's bones taken.
    pub(super) index: &'a dyn Fn(M) -> u64,
    /// A move in words (text): "b2", "take 3"; on a tree a child's number among its siblings,
    /// so that a path joined by dots is the node's name.
    pub(super) name: &'a dyn Fn(M) -> String,
    /// A move named on its own, as the child that returns or among the moves a cut skips:
    /// `name`'s words, but on a tree the child's whole name ("2.1", as practice names it).
    pub(super) alone: &'a dyn Fn(M) -> String,
    /// The leaves are plain scores (an abstract tree's), not finished games.
    pub(super) leaves_are_scores: bool,
    /// Whether the position after these moves is a leaf of an abstract tree (nobody moves
    /// there); always false on a game.
    pub(super) tree_leaf: &'a dyn Fn(&[M]) -> bool,
    /// Between the moves of a path in text: a space between cell names, a comma otherwise
    /// (a dot between a tree's child numbers, so a path is the node's name).
    pub(super) separator: &'a str,
    /// Between the moves a cut skips: the path's separator, but a comma on a tree.
    pub(super) list_separator: &'a str,
    /// Who moves at the root as the steps are written: MAX, unless the steps come from a tree
    /// with MIN at the root, already turned to MAX's side (`analysis::practice::for_max`).
    pub(super) root: Side,
}

impl<M: Copy> Names<'_, M> {
    fn player(&self, side: Side) -> &str {
        match side {
            Side::Max => self.max,
            Side::Min => self.min,
        }
    }

    /// "X to move (MAX)", or "MAX to move" where the player is called MAX or MIN already.
    fn to_move(&self, side: Side) -> String {
        let player = self.player(side);
        if player == side.name() {
            format!("{player} to move")
        } else {
            format!("{player} to move ({})", side.name())
        }
    }

    /// Why a leaf is scored at once: "game over", "depth limit", "table"; on a tree, whose
    /// leaves are plain scores, "score".
    fn reason(&self, reason: LeafReason) -> &'static str {
        match reason {
            LeafReason::GameOver if self.leaves_are_scores => "score",
            LeafReason::GameOver => "game over",
            LeafReason::DepthLimit => "depth limit",
            LeafReason::Table { .. } => "table",
        }
    }

    /// Who moves at the step's position, as the steps are written.
    fn side(&self, step: &Step<M>) -> Side {
        match (self.root, step.side()) {
            (Side::Max, side) => side,
            (Side::Min, Side::Max) => Side::Min,
            (Side::Min, Side::Min) => Side::Max,
        }
    }
}

/// The step as one JSON object: `step`, `path`, `depth`, `side`, `alpha`, `beta` (null when
/// unbounded), and `value` where the step has one, plus what its kind adds.
pub(super) fn json_line<M: Copy>(step: &Step<M>, names: &Names<'_, M>) -> String {
    let moves = |moves: &[M]| moves.iter().map(|&m| (names.index)(m)).collect::<Vec<_>>();
    let bound = |score: Score| (!is_unbounded(score)).then_some(score);
    let mut line = json!({
        "step": kind_word(&step.kind),
        "path": moves(&step.path),
        "depth": step.depth(),
        "side": names.side(step).name().to_lowercase(),
        "alpha": bound(step.alpha),
        "beta": bound(step.beta),
    });
    if let Some(value) = step.value() {
        line["value"] = Value::from(value);
    }
    match &step.kind {
        StepKind::Root | StepKind::Enter => {}
        StepKind::Leaf { reason, .. } => {
            line["reason"] = json!(names.reason(*reason));
            // A table answer is what the table held: exact, or a bound that settles the window.
            if let LeafReason::Table { bound, .. } = reason {
                line["bound"] = json!(bound);
            }
        }
        StepKind::Update {
            child,
            bound,
            best,
            improved,
            ..
        } => {
            line["move"] = json!((names.index)(*child));
            line["bound"] = json!(bound);
            line["best"] = json!(best);
            line["improved"] = json!(improved);
        }
        StepKind::Cut { skipped, .. } => {
            line["skipped"] = json!(moves(skipped));
            line["reason"] = json!(cut_reason(step, names.side(step)));
        }
        StepKind::Exit { bound, skipped, .. } => {
            line["bound"] = json!(bound);
            line["skipped"] = json!(skipped);
        }
    }
    line.to_string()
}

/// The word JSON gives each kind of step.
fn kind_word<M>(kind: &StepKind<M>) -> &'static str {
    match kind {
        StepKind::Root => "root",
        StepKind::Enter => "enter",
        StepKind::Leaf { .. } => "leaf",
        StepKind::Update { .. } => "update",
        StepKind::Cut { .. } => "cut",
        StepKind::Exit { .. } => "exit",
    }
}

/// Why a cut happens, in terms of α and β: at MAX the best reached β, at MIN it fell to α.
fn cut_reason<M>(step: &Step<M>, side: Side) -> String {
    let best = step.value().unwrap_or_default();
    match side {
        Side::Max => format!("best {} ≥ β {}", score(best), score(step.beta)),
        Side::Min => format!("best {} ≤ α {}", score(best), score(step.alpha)),
    }
}

/// A score as a lesson writes it: signed, with ∞ for an unbounded α or β.
fn score(value: Score) -> String {
    match value {
        v if is_unbounded(v) && v < 0 => "-∞".to_owned(),
        v if is_unbounded(v) => "+∞".to_owned(),
        0 => "0".to_owned(),
        v => format!("{v:+}"),
    }
}

/// The step as one line of text, indented two spaces per ply below the root. The window is
/// shown under alpha-beta only (plain minimax has none).
pub(super) fn text_line<M: Copy>(step: &Step<M>, names: &Names<'_, M>, pruning: bool) -> String {
    let indent = "  ".repeat(step.depth());
    let window = |alpha: Score, beta: Score| {
        if pruning {
            format!(", α {}, β {}", score(alpha), score(beta))
        } else {
            String::new()
        }
    };
    let here = path_words(&step.path, names);
    let side = names.side(step);
    let text = match &step.kind {
        StepKind::Root => format!(
            "root: {}{}",
            names.to_move(side),
            window(step.alpha, step.beta)
        ),
        StepKind::Enter if (names.tree_leaf)(&step.path) => {
            format!("{here}: enter a leaf{}", window(step.alpha, step.beta))
        }
        StepKind::Enter => format!(
            "{here}: enter, {}{}",
            names.to_move(side),
            window(step.alpha, step.beta)
        ),
        StepKind::Leaf { value, reason } => {
            let held = match reason {
                LeafReason::Table { bound, .. } => bound.prefix(),
                _ => "",
            };
            let value = score(*value);
            match reason {
                LeafReason::GameOver if names.leaves_are_scores => {
                    format!("{here}: leaf: {value}")
                }
                _ => format!("{here}: leaf, {}: {held}{value}", names.reason(*reason)),
            }
        }
        StepKind::Update {
            child,
            value,
            bound,
            best,
            improved,
        } => {
            let child = (names.alone)(*child);
            let best = if *improved {
                format!("best {}", score(*best))
            } else {
                format!("best stays {}", score(*best))
            };
            let window = if *improved && pruning {
                match side {
                    Side::Max => format!(", α {}", score(step.alpha)),
                    Side::Min => format!(", β {}", score(step.beta)),
                }
            } else {
                String::new()
            };
            // The child's value as it left it: a bound stays a bound ("≤ 0").
            let value = format!("{}{}", bound.prefix(), score(*value));
            format!("{here}: {child} returns {value}, {best}{window}")
        }
        StepKind::Cut { skipped, .. } => format!(
            "{here}: cut, {}: {} skipped",
            cut_reason(step, side),
            list_words(skipped, names)
        ),
        StepKind::Exit {
            value,
            bound,
            skipped,
        } => {
            let (alpha, beta) = (score(step.alpha), score(step.beta));
            let outside = match (pruning, *value <= step.alpha, *value >= step.beta) {
                (false, _, _) | (true, false, false) => None,
                (true, true, _) => Some(format!("{} ≤ α {alpha}", score(*value))),
                (true, false, true) => Some(format!("{} ≥ β {beta}", score(*value))),
            };
            let value = score(*value);
            match (bound, outside) {
                (Bound::Exact, Some(outside)) if skipped.nothing() => format!(
                    "{here}: exit with {value} (exact: nothing skipped below, though {outside})"
                ),
                (Bound::Exact, _) => format!("{here}: exit with {value} (exact)"),
                (Bound::Upper, _) => format!(
                    "{here}: exit with ≤ {value} (at most: {value} ≤ α {alpha}, {} below)",
                    skipped_words(skipped)
                ),
                (Bound::Lower, _) => format!(
                    "{here}: exit with ≥ {value} (at least: {value} ≥ β {beta}, {} below)",
                    skipped_words(skipped)
                ),
            }
        }
    };
    indent + &text
}

/// The moves a cut skips, by name, in order.
fn list_words<M: Copy>(moves: &[M], names: &Names<'_, M>) -> String {
    let words: Vec<String> = moves.iter().map(|&m| (names.alone)(m)).collect();
    words.join(names.list_separator)
}

/// What was skipped below a position, its own cut included: "1 move skipped by 1 cut", "5
/// moves skipped by 2 cuts, 1 table answer a bound", "2 table answers bounds".
fn skipped_words(skipped: &Skipped) -> String {
    let count = |n: u64, one: &str, many: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {many}")
        }
    };
    let cuts = (skipped.cuts > 0).then(|| {
        format!(
            "{} skipped by {}",
            count(skipped.moves, "move", "moves"),
            count(skipped.cuts, "cut", "cuts")
        )
    });
    let table = (skipped.table_bounds > 0).then(|| {
        count(
            skipped.table_bounds,
            "table answer a bound",
            "table answers bounds",
        )
    });
    [cuts, table]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(", ")
}

/// The moves by name, in order; "root" for none.
fn path_words<M: Copy>(moves: &[M], names: &Names<'_, M>) -> String {
    if moves.is_empty() {
        return "root".to_owned();
    }
    let words: Vec<String> = moves.iter().map(|&m| (names.name)(m)).collect();
    words.join(names.separator)
}
