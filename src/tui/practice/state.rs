//! Practice's state: the exercise, what the learner has typed at each node, the selection, the grade, the replay, and the session's score.

use crate::analysis::practice::answer_file::{read_value, read_window};
use crate::analysis::practice::{Exercise, Graded, NodeAnswer, Origin, Task, ValueAnswer};
use crate::games::trees::{NodeIndex, Shape};

/// The entries of a node, in the order Tab goes through them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Field {
    #[default]
    Value,
    Alpha,
    Beta,
}

/// What the learner has typed at one node, as text: the answer file's spelling (`<=2`, `cut`,
/// `-inf`), so one grammar reads both.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Typed {
    pub value: String,
    pub alpha: String,
    pub beta: String,
}

impl Typed {
    fn field_mut(&mut self, field: Field) -> &mut String {
        match field {
            Field::Value => &mut self.value,
            Field::Alpha => &mut self.alpha,
            Field::Beta => &mut self.beta,
        }
    }

    pub fn field(&self, field: Field) -> &str {
        match field {
            Field::Value => &self.value,
            Field::Alpha => &self.alpha,
            Field::Beta => &self.beta,
        }
    }

    /// The answers the text stands for; what is not (yet) a whole entry (a lone `-`) is none.
    pub fn answer(&self) -> NodeAnswer {
        let value = match self.value.as_str() {
            "" | "-" | "<=" | ">=" | "<=-" | ">=-" => ValueAnswer::Blank,
            text => read_value(text).unwrap_or_default(),
        };
        let window = |text: &str| match text {
            "" | "-" => None,
            text => read_window(text, "").ok().flatten(),
        };
        NodeAnswer {
            value,
            alpha: window(&self.alpha),
            beta: window(&self.beta),
        }
    }
}

/// A key that edits an entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    Digit(u8),
    Minus,
    /// `<` or `>`: at most / at least (again: exact).
    AtMost,
    AtLeast,
    /// `x`: never visited (again: not).
    Cut,
    /// `i`: ∞ (−∞ after a minus).
    Infinity,
    Erase,
}

/// The session's score: the exercises checked, and their entries right at each one's first
/// check.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PracticeTally {
    pub exercises: u32,
    pub right: usize,
    pub total: usize,
}

/// An exercise on screen.
#[derive(Clone, Debug)]
pub struct PracticeView {
    pub exercise: Exercise,
    pub typed: Vec<Typed>,
    pub selected: NodeIndex,
    pub field: Field,
    /// The last check, while nothing has been typed since.
    pub graded: Option<Graded>,
    /// Whether this exercise has been checked once (its first check counts in the tally).
    pub checked_once: bool,
    /// The search replayed over the tree: the number of steps shown (from 1), when open.
    pub replay: Option<usize>,
}

impl PracticeView {
    pub fn new(exercise: Exercise) -> Self {
        // A leaf starts as visited (its own value): the learner marks the ones cut.
        let typed = exercise
            .tree
            .nodes()
            .iter()
            .map(|node| Typed {
                value: node.leaf.map_or_else(String::new, |v| v.to_string()),
                ..Typed::default()
            })
            .collect();
        Self {
            exercise,
            typed,
            selected: 0,
            field: Field::Value,
            graded: None,
            checked_once: false,
            replay: None,
        }
    }

    /// The learner's answers, node by node.
    pub fn answers(&self) -> Vec<NodeAnswer> {
        self.typed.iter().map(Typed::answer).collect()
    }

    /// The entries the selected node asks for: the value, and α and β on an inner node in the
    /// windows task.
    pub fn fields(&self) -> &'static [Field] {
        let inner = self.exercise.tree.node(self.selected).leaf.is_none();
        if self.exercise.task == Task::Windows && inner {
            &[Field::Value, Field::Alpha, Field::Beta]
        } else {
            &[Field::Value]
        }
    }

    /// Tab: the next entry of the node, round to the value.
    pub fn next_field(&mut self) {
        let fields = self.fields();
        let at = fields.iter().position(|&f| f == self.field).unwrap_or(0);
        self.field = fields[(at + 1) % fields.len()];
    }

    /// Selects `node`, on its value.
    pub fn select(&mut self, node: NodeIndex) {
        self.selected = node;
        self.field = Field::Value;
    }

    /// The parent of the selected node.
    pub fn parent(&self) -> Option<NodeIndex> {
        self.exercise.tree.node(self.selected).parent
    }

    /// Its first child.
    pub fn first_child(&self) -> Option<NodeIndex> {
        self.exercise
            .tree
            .node(self.selected)
            .children
            .first()
            .copied()
    }

    /// The node beside the selected one on its level, to the left (`-1`) or right (`+1`), in
    /// the order the tree is drawn.
    pub fn beside(&self, step: isize) -> Option<NodeIndex> {
        let tree = &self.exercise.tree;
        let depth = tree.node(self.selected).depth;
        let level: Vec<NodeIndex> = tree
            .preorder()
            .into_iter()
            .filter(|&n| tree.node(n).depth == depth)
            .collect();
        let at = level.iter().position(|&n| n == self.selected)?;
        let to = at.checked_add_signed(step)?;
        level.get(to).copied()
    }

    /// Applies an edit to the selected entry; any edit makes the last check stale. A leaf's
    /// value is given: only `x` (cut, or back to visited) changes its entry. `x` on a node
    /// cuts its whole branch: every node below it is marked ✂ too (again: all back to
    /// visited, the leaves read, the other entries blank), as cutting is one decision.
    pub fn edit(&mut self, edit: Edit) {
        let field = self.field;
        let node = self.selected;
        if let Some(value) = self.exercise.tree.node(node).leaf {
            let text = &mut self.typed[node].value;
            match edit {
                Edit::Cut if text == "cut" => *text = value.to_string(),
                Edit::Cut => *text = "cut".to_owned(),
                Edit::Erase => *text = value.to_string(),
                _ => return,
            }
            self.graded = None;
            return;
        }
        let was_cut = self.typed[node].value == "cut";
        let text = self.typed[node].field_mut(field);
        apply(text, edit, field);
        let is_cut = self.typed[node].value == "cut";
        if was_cut != is_cut {
            self.mark_below(node, is_cut);
        }
        self.graded = None;
    }

    /// Marks every node below `node` ✂ (`cut`), or back to visited: a leaf read, an inner
    /// node's value blank.
    fn mark_below(&mut self, node: NodeIndex, cut: bool) {
        let tree = &self.exercise.tree;
        let mut stack = tree.node(node).children.clone();
        while let Some(at) = stack.pop() {
            let below = tree.node(at);
            self.typed[at].value = match (cut, below.leaf) {
                (true, _) => "cut".to_owned(),
                (false, Some(value)) => value.to_string(),
                (false, None) => String::new(),
            };
            stack.extend(below.children.iter().copied());
        }
    }

    /// Grades the answers; returns the grade, and whether it is the exercise's first check.
    pub fn check(&mut self) -> (Graded, bool) {
        let graded = self.exercise.grade(&self.answers());
        let first = !self.checked_once;
        self.checked_once = true;
        self.graded = Some(graded.clone());
        (graded, first)
    }

    /// The same tree with the other task (the answers typed stay). It is the same exercise:
    /// if it was checked already, that first check stays the one the session's score counts.
    pub fn switch_task(&mut self) {
        let task = match self.exercise.task {
            Task::Values => Task::Windows,
            Task::Windows => Task::Values,
        };
        self.exercise.task = task;
        self.graded = None;
        if !self.fields().contains(&self.field) {
            self.field = Field::Value;
        }
    }
}

/// What an edit does to an entry's text.
fn apply(text: &mut String, edit: Edit, field: Field) {
    let window = field != Field::Value;
    match edit {
        Edit::Digit(d) => {
            if text == "cut" || text.ends_with("inf") {
                text.clear();
            }
            // Leading zeros and numbers past the leaves' range are not kept.
            let digits = text.trim_start_matches(['<', '>', '=', '-']);
            if digits == "0" {
                text.pop();
            }
            if text.trim_start_matches(['<', '>', '=', '-']).len() < 3 {
                text.push(char::from(b'0' + d));
            }
        }
        Edit::Minus => {
            if text == "cut" {
                text.clear();
            }
            let (prefix, rest) = split_bound(text);
            let rest = match rest.strip_prefix('-') {
                Some(positive) => positive.to_owned(),
                None => format!("-{rest}"),
            };
            *text = format!("{prefix}{rest}");
        }
        Edit::AtMost | Edit::AtLeast if !window => {
            if text == "cut" {
                text.clear();
            }
            let wanted = if edit == Edit::AtMost { "<=" } else { ">=" };
            let (prefix, rest) = split_bound(text);
            let rest = rest.to_owned();
            *text = if prefix == wanted {
                rest
            } else {
                format!("{wanted}{rest}")
            };
        }
        Edit::Cut if !window => {
            *text = if text == "cut" {
                String::new()
            } else {
                "cut".to_owned()
            };
        }
        Edit::Infinity if window => {
            *text = if text.starts_with('-') {
                "-inf".to_owned()
            } else {
                "inf".to_owned()
            };
        }
        Edit::Erase => {
            if text == "cut" || text.ends_with("inf") {
                text.clear();
            } else {
                text.pop();
                if text.ends_with('=') {
                    text.truncate(text.len() - 2);
                }
            }
        }
        Edit::AtMost | Edit::AtLeast | Edit::Cut | Edit::Infinity => {}
    }
}

/// A value's text split into its bound sign (`<=`, `>=` or nothing) and the rest.
fn split_bound(text: &str) -> (&str, &str) {
    for prefix in ["<=", ">="] {
        if let Some(rest) = text.strip_prefix(prefix) {
            return (prefix, rest);
        }
    }
    ("", text)
}

/// A new exercise like `exercise`: the next seed of a random tree or of a drawn position, the
/// same tree otherwise.
pub fn next_exercise(exercise: &Exercise) -> Exercise {
    use crate::analysis::practice::endgame;
    let task = exercise.task;
    match &exercise.origin {
        Origin::Random { seed, shape } => {
            let seed = seed.wrapping_add(1);
            let shape: Shape = *shape;
            Exercise::new(shape.tree(seed), Origin::Random { seed, shape }, task)
        }
        Origin::Endgame {
            seed: Some(seed), ..
        } => {
            let seed = seed.wrapping_add(1);
            let (board, tree) = endgame(seed);
            let seed = Some(seed);
            Exercise::new(tree, Origin::Endgame { board, seed }, task)
        }
        _ => Exercise::new(exercise.tree.clone(), exercise.origin.clone(), task),
    }
}
