//! What each node shows: the learner's answer (or, in the replay, what the search has found so far), its mark after a check, and the words the details use.

use crate::analysis::practice::{NodeKey, ValueAnswer, value_text, window_text};
use crate::engine::{Bound, StepKind};
use crate::games::trees::NodeIndex;
use crate::i18n::PracticeWords;
use crate::tui::practice::state::{Field, PracticeView};

/// How a node's label reads after a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabelState {
    NotChecked,
    Right,
    Wrong,
    /// Below a branch cut as a whole: graded at the branch.
    NotGraded,
    /// A leaf left read, as given, where the search reads it: nothing to grade.
    Given,
}

/// The node's name on screen: "root" in the screen's language, else its numbers.
pub fn name(words: &PracticeWords, view: &PracticeView, node: NodeIndex) -> String {
    if node == 0 {
        words.root.to_owned()
    } else {
        view.exercise.tree.name(node)
    }
}

/// The text of one of the learner's entries, as a lesson writes it: "≤2", "✂", "−∞", "?".
pub fn entry_text(
    words: &PracticeWords,
    view: &PracticeView,
    node: NodeIndex,
    field: Field,
) -> String {
    let answer = view.typed[node].answer();
    let typed = view.typed[node].field(field);
    match field {
        Field::Value => match answer.value {
            ValueAnswer::NotVisited => "✂".to_owned(),
            // A sign typed before its number shows as it is.
            ValueAnswer::Blank if !typed.is_empty() => pretty(typed),
            value => value_text(words, value).replace(' ', ""),
        },
        Field::Alpha | Field::Beta => {
            let value = if field == Field::Alpha {
                answer.alpha
            } else {
                answer.beta
            };
            match value {
                Some(v) => window_text(v),
                None if !typed.is_empty() => pretty(typed),
                None => "?".to_owned(),
            }
        }
    }
}

/// `<=`, `>=`, `-` and `inf` as a lesson writes them.
fn pretty(typed: &str) -> String {
    typed
        .replace("<=", "≤")
        .replace(">=", "≥")
        .replace("inf", "∞")
        .replace('-', "−")
}

/// The label a node shows in the tree: a leaf its value (led by ✂ when the learner marks it
/// cut), an inner node the learner's value; after a check, a wrong one is led by ✗.
pub fn node_label(words: &PracticeWords, view: &PracticeView, node: NodeIndex) -> String {
    let text = node_text(words, view, node);
    match verdict(view, node) {
        LabelState::Wrong => format!("✗{text}"),
        _ => text,
    }
}

/// One entry as the list shows it: its text, led by ✗ when the last check found that very
/// entry wrong (a leaf's value with ✂ when the learner marks it cut).
pub fn entry_label(
    words: &PracticeWords,
    view: &PracticeView,
    node: NodeIndex,
    field: Field,
) -> String {
    let text = match (field, view.exercise.tree.node(node).leaf) {
        (Field::Value, Some(_)) => node_text(words, view, node),
        _ => entry_text(words, view, node, field),
    };
    let grade = view
        .graded
        .as_ref()
        .map(|graded| &graded.nodes[node])
        .filter(|grade| grade.below.is_none());
    let mark = grade.and_then(|grade| match field {
        Field::Value => Some(&grade.value),
        Field::Alpha => grade.alpha.as_ref(),
        Field::Beta => grade.beta.as_ref(),
    });
    match mark {
        Some(mark) if !mark.is_right() => format!("✗{text}"),
        _ => text,
    }
}

/// A node's value as the tree shows it: a leaf its value (led by ✂ when marked cut), an
/// inner node the learner's value.
fn node_text(words: &PracticeWords, view: &PracticeView, node: NodeIndex) -> String {
    match view.exercise.tree.node(node).leaf {
        Some(value) if view.typed[node].answer().value == ValueAnswer::NotVisited => {
            format!("✂{value}")
        }
        Some(value) => value.to_string(),
        None => entry_text(words, view, node, Field::Value),
    }
}

/// Whether the node's entries were right at the last check.
pub fn verdict(view: &PracticeView, node: NodeIndex) -> LabelState {
    match &view.graded {
        None => LabelState::NotChecked,
        Some(graded) if graded.nodes[node].below.is_some() => LabelState::NotGraded,
        Some(graded) if graded.nodes[node].given => LabelState::Given,
        Some(graded) if graded.nodes[node].is_right() => LabelState::Right,
        Some(_) => LabelState::Wrong,
    }
}

/// What the replay has found at each node after its first `shown` steps: nothing yet (not
/// reached), "…" (entered, not left), its value (left; ≤ or ≥ when only a bound, as the key
/// has it), ✂ (cut), or a leaf's value once read.
pub fn replay_labels(view: &PracticeView, shown: usize) -> Vec<Option<String>> {
    let exercise = &view.exercise;
    let mut labels = vec![None; exercise.tree.nodes().len()];
    for step in exercise.key.steps.iter().take(shown) {
        let node = step.path.last().copied().unwrap_or(0);
        match &step.kind {
            StepKind::Root | StepKind::Enter => labels[node] = Some("…".to_owned()),
            StepKind::Leaf { value, .. } => labels[node] = Some(value.to_string()),
            StepKind::Exit { value, .. } => {
                let bound = match exercise.key.node(node) {
                    NodeKey::Visited(visit) => visit.bound,
                    _ => Bound::Exact,
                };
                labels[node] = Some(format!("{}{value}", bound.prefix().trim_end()));
            }
            StepKind::Cut { skipped, .. } => {
                for &child in skipped {
                    labels[child] = Some("✂".to_owned());
                }
            }
            StepKind::Update { .. } => {}
        }
    }
    labels
}

/// The node the replay is at after `shown` steps: the step's own node.
pub fn replay_node(view: &PracticeView, shown: usize) -> NodeIndex {
    view.exercise
        .key
        .steps
        .get(shown.saturating_sub(1))
        .and_then(|step| step.path.last().copied())
        .unwrap_or(0)
}
