//! The answer file: an exercise as text, one line per node, for the learner to fill in and for `--check` to read back.
//!
//! ```text
//! # comments start with '#', anywhere on a line
//! tree ((3 12 8) (2 4 6) (14 5 2))        the exercise's tree (optional; checked if present)
//! root   3   -inf inf                     NAME VALUE [ALPHA BETA]
//!   2    <=2 3 inf
//!     2.2 cut
//! ```
//!
//! A node's NAME is `root` or its children's numbers from the root joined by dots. VALUE is
//! what alpha-beta returns there: a number (`3`, `-2`), a bound (`<=2`, `>=5`, or `≤2`,
//! `≥5`, with or without a space), `cut` (or `-`) for a node the search never visits, `?` for
//! no answer yet. ALPHA and BETA, asked by the windows exercise only, are numbers, `-inf` and
//! `inf` (or `-∞`, `∞`, `+inf`), `?` for no answer. Lines may come in any order and may be
//! indented; a node without a line has no answer.

use std::fmt::Write as _;

use super::{Exercise, NodeAnswer, Task, ValueAnswer, WindowAnswer};
use crate::engine::{Bound, INFINITY, Score, is_unbounded};
use crate::games::trees::{NodeIndex, parse};

/// Why a file cannot be graded: the line (from 1; 0 for the file as a whole) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for FileError {}

/// A value as an answer file writes it: `3`, `<=2`, `>=5`, `cut`, `?`.
pub fn value_word(value: ValueAnswer) -> String {
    match value {
        ValueAnswer::Blank => "?".to_owned(),
        ValueAnswer::NotVisited => "cut".to_owned(),
        ValueAnswer::Value { value, bound } => match bound {
            Bound::Exact => value.to_string(),
            Bound::Upper => format!("<={value}"),
            Bound::Lower => format!(">={value}"),
        },
    }
}

/// α or β as an answer file writes it: `3`, `-inf`, `inf`, `?`.
pub fn window_word(bound: WindowAnswer) -> String {
    match bound {
        None => "?".to_owned(),
        Some(v) if is_unbounded(v) && v < 0 => "-inf".to_owned(),
        Some(v) if is_unbounded(v) => "inf".to_owned(),
        Some(v) => v.to_string(),
    }
}

/// The exercise as a file: a header saying what to write, the tree, and one line per node in
/// the order the search meets them, indented by depth, each with `answers`' entries (`?` where
/// there is none) and a comment saying who moves there or the leaf's value.
pub fn write(exercise: &Exercise, header: &str, answers: &[NodeAnswer]) -> String {
    let tree = &exercise.tree;
    let mut out = String::new();
    for line in header.lines() {
        let _ = writeln!(out, "# {line}");
    }
    let blank = |node: usize| {
        let answer = answers.get(node).copied().unwrap_or_default();
        answer.value == ValueAnswer::Blank
    };
    let windows = if exercise.task == Task::Windows {
        "; then, for each node that is not a leaf, alpha and\n# beta on entering it (-inf, inf for none yet)"
    } else {
        ""
    };
    let _ = writeln!(
        out,
        "# One line per node: its name, then the value alpha-beta returns there\n\
         # (fail-soft; <=N or >=N when it is only a bound), or cut if the search\n\
         # never visits it{windows}."
    );
    if (0..tree.nodes().len()).any(blank) {
        let _ = writeln!(
            out,
            "# Replace every ?. A leaf starts as read, with its own value: write cut\n\
             # where the search never gets to it. A branch cut as a whole needs cut at\n\
             # its top node only: the nodes below it are not graded."
        );
    }
    let _ = writeln!(out, "tree {tree}");
    let order = tree.preorder();
    let width = order
        .iter()
        .map(|&n| 2 * tree.node(n).depth + tree.name(n).len())
        .max()
        .unwrap_or(4);
    for node in order {
        let answer = answers.get(node).copied().unwrap_or_default();
        let inner = tree.node(node).leaf.is_none();
        let place = format!("{}{}", "  ".repeat(tree.node(node).depth), tree.name(node));
        let mut fields = value_word(answer.value);
        if exercise.task == Task::Windows && inner {
            let _ = write!(
                fields,
                " {} {}",
                window_word(answer.alpha),
                window_word(answer.beta)
            );
        }
        let label = tree
            .node(node)
            .label
            .as_ref()
            .map_or(String::new(), |l| format!(" after {l}"));
        let what = match tree.node(node).leaf {
            Some(value) => format!("leaf {value}"),
            None => tree.side(node).name().to_owned(),
        };
        let _ = writeln!(out, "{place:width$}  {fields:12} # {what}{label}");
    }
    out
}

/// Reads a filled-in file: one answer per node (by index), blank where the file has no line.
pub fn read(exercise: &Exercise, text: &str) -> Result<Vec<NodeAnswer>, FileError> {
    let tree = &exercise.tree;
    let mut answers = vec![NodeAnswer::default(); tree.nodes().len()];
    let mut seen: Vec<Option<usize>> = vec![None; tree.nodes().len()];
    for (i, raw) in text.lines().enumerate() {
        let number = i + 1;
        let fail = |message: String| FileError {
            line: number,
            message,
        };
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (first, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        if first.eq_ignore_ascii_case("tree") {
            let theirs = parse(rest).map_err(|e| fail(format!("the tree: {e}")))?;
            if theirs.to_string() != tree.to_string() {
                return Err(fail(format!(
                    "this file is for another tree, {theirs}; the exercise's is {tree}"
                )));
            }
            continue;
        }
        let node = tree.find(first).ok_or_else(|| {
            fail(format!(
                "no node is named {first:?}: names are root, 1, 2, 1.1, 1.2, … (the children's numbers from the root)"
            ))
        })?;
        if let Some(earlier) = seen[node] {
            return Err(fail(format!("{first} has a line already (line {earlier})")));
        }
        seen[node] = Some(number);
        answers[node] = read_line(exercise, node, first, rest).map_err(fail)?;
    }
    Ok(answers)
}

/// The answers after a node's name.
fn read_line(
    exercise: &Exercise,
    node: NodeIndex,
    name: &str,
    rest: &str,
) -> Result<NodeAnswer, String> {
    let words = join_bound_signs(rest.split_whitespace());
    let Some((value, window)) = words.split_first() else {
        return Err(format!("{name} has no value: write one, cut, or ?"));
    };
    let value = read_value(value)?;
    let inner = exercise.tree.node(node).leaf.is_none();
    let (alpha, beta) = match window {
        [] => (None, None),
        [alpha, beta] if exercise.task == Task::Windows && inner => {
            (read_window(alpha, "alpha")?, read_window(beta, "beta")?)
        }
        [dash] if dash == "-" => (None, None),
        _ if exercise.task != Task::Windows => {
            return Err(format!(
                "{name}: this exercise asks for values only, not {:?} (alpha and beta are for the windows exercise, which --windows sets)",
                window.join(" ")
            ));
        }
        _ if !inner => {
            return Err(format!(
                "{name} is a leaf: write its value or cut, no alpha and beta"
            ));
        }
        _ => {
            return Err(format!(
                "{name}: after the value come two entries, alpha and beta, not {:?}",
                window.join(" ")
            ));
        }
    };
    Ok(NodeAnswer { value, alpha, beta })
}

/// The words with a lone `<=`, `>=`, `≤` or `≥` joined to the number after it.
fn join_bound_signs<'a>(words: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for word in words {
        match out.last_mut() {
            Some(last) if ["<=", ">=", "≤", "≥"].contains(&last.as_str()) => {
                last.push_str(word)
            }
            _ => out.push(word.to_owned()),
        }
    }
    out
}

/// A value entry: a number, a bound, cut, or ?.
pub fn read_value(word: &str) -> Result<ValueAnswer, String> {
    let lower = word.to_lowercase();
    if lower == "?" {
        return Ok(ValueAnswer::Blank);
    }
    if lower == "cut" || lower == "-" {
        return Ok(ValueAnswer::NotVisited);
    }
    let (bound, digits) =
        if let Some(rest) = lower.strip_prefix("<=").or_else(|| lower.strip_prefix('≤')) {
            (Bound::Upper, rest)
        } else if let Some(rest) = lower.strip_prefix(">=").or_else(|| lower.strip_prefix('≥')) {
            (Bound::Lower, rest)
        } else {
            (Bound::Exact, lower.as_str())
        };
    match digits.parse::<Score>() {
        Ok(value) if !is_unbounded(value) => Ok(ValueAnswer::Value { value, bound }),
        _ => Err(format!(
            "{word:?} is not a value: write a number (3, -2), a bound (<=2, >=5), cut, or ?"
        )),
    }
}

/// An α or β entry: a number, ±inf, or ?.
pub fn read_window(word: &str, which: &str) -> Result<WindowAnswer, String> {
    let lower = word.to_lowercase();
    match lower.as_str() {
        "?" => Ok(None),
        "-inf" | "-∞" => Ok(Some(-INFINITY)),
        "inf" | "+inf" | "∞" | "+∞" => Ok(Some(INFINITY)),
        _ => match lower.parse::<Score>() {
            Ok(value) if !is_unbounded(value) => Ok(Some(value)),
            _ => Err(format!(
                "{word:?} is not a value of {which}: write a number, -inf, inf, or ?"
            )),
        },
    }
}
