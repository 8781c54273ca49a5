//! The bracket form of a tree, `((3 12 8) (2 4 6) (14 5 2))`: reading it, and writing it back.
//!
//! The grammar (docs/practice.md gives it with examples):
//!
//! ```text
//! tree  = [side] inner
//! side  = "max" | "min"                       (who moves at the root; MAX if left out)
//! inner = "(" node node* ")" | "[" node node* "]"
//! node  = inner | leaf
//! leaf  = ["+" | "-"] digits                  (at most ±500)
//! ```
//!
//! Spaces, tabs, line ends and commas separate; `#` starts a comment to the end of the line;
//! `max`/`min` are read in any case. The root is an inner node: a tree of one leaf is no
//! exercise.

use std::fmt;

use super::{MAX_LEAF, MAX_NODES, MAX_TREE_DEPTH, NodeIndex, Tree};
use crate::engine::{Score, Side};

/// Why a text is not a tree: what was wrong and at which character (counted from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BracketError {
    pub message: String,
    /// The character where the trouble was seen, counting from 1.
    pub at: usize,
}

impl fmt::Display for BracketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at character {})", self.message, self.at)
    }
}

impl std::error::Error for BracketError {}

/// One piece of the text.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Open(char),
    Close(char),
    Number(Score),
    Side(Side),
}

/// Reads a tree in the bracket form.
pub fn parse(text: &str) -> Result<Tree, BracketError> {
    let tokens = tokens(text)?;
    let mut rest = tokens.as_slice();
    let root_side = match rest.first() {
        Some((Token::Side(side), _)) => {
            rest = &rest[1..];
            *side
        }
        _ => Side::Max,
    };
    let end = text.chars().count() + 1;
    let mut tree = Tree::with_root(root_side);
    match rest.first() {
        Some((Token::Open(_), _)) => {}
        Some((Token::Number(_), at)) => {
            return Err(error(
                "the root is a leaf: write its children in brackets, e.g. (3 12 8)",
                *at,
            ));
        }
        Some((token, at)) => return Err(error(&format!("{} before the tree", what(token)), *at)),
        None => return Err(error("no tree: write one like ((3 12 8) (2 4 6))", end)),
    }
    // The open inner nodes, innermost last, each with the bracket that opened it.
    let mut open: Vec<(NodeIndex, char, usize)> = Vec::new();
    for (i, (token, at)) in rest.iter().enumerate() {
        let at = *at;
        match token {
            Token::Open(bracket) => {
                let index = match open.last() {
                    None if i == 0 => 0,
                    None => return Err(error("more after the end of the tree", at)),
                    Some(&(parent, _, _)) => add(&mut tree, parent, None, at)?,
                };
                open.push((index, *bracket, at));
            }
            Token::Close(bracket) => {
                let Some((index, opened, _)) = open.pop() else {
                    return Err(error(&format!("'{bracket}' closes nothing"), at));
                };
                if closing(opened) != *bracket {
                    return Err(error(
                        &format!(
                            "'{bracket}' closes a '{opened}': close it with '{}'",
                            closing(opened)
                        ),
                        at,
                    ));
                }
                if tree.nodes[index].children.is_empty() {
                    return Err(error("empty brackets: an inner node needs children", at));
                }
            }
            Token::Number(value) => match open.last() {
                Some(&(parent, _, _)) => {
                    add(&mut tree, parent, Some(*value), at)?;
                }
                None => return Err(error("more after the end of the tree", at)),
            },
            Token::Side(_) => {
                return Err(error("max or min comes once, before the tree", at));
            }
        }
    }
    if let Some(&(_, opened, at)) = open.last() {
        return Err(error(
            &format!(
                "'{opened}' is never closed: {} more '{}' needed",
                open.len(),
                closing(opened)
            ),
            at,
        ));
    }
    Ok(tree)
}

/// Adds a node, refusing a tree past the size and depth limits.
fn add(
    tree: &mut Tree,
    parent: NodeIndex,
    leaf: Option<Score>,
    at: usize,
) -> Result<NodeIndex, BracketError> {
    if tree.nodes.len() >= MAX_NODES {
        return Err(error(&format!("more than {MAX_NODES} nodes"), at));
    }
    if tree.nodes[parent].depth >= MAX_TREE_DEPTH {
        return Err(error(
            &format!("deeper than {MAX_TREE_DEPTH} levels below the root"),
            at,
        ));
    }
    Ok(tree.add(parent, leaf, None))
}

fn closing(open: char) -> char {
    if open == '[' { ']' } else { ')' }
}

fn what(token: &Token) -> String {
    match token {
        Token::Open(c) | Token::Close(c) => format!("'{c}'"),
        Token::Number(n) => format!("the number {n}"),
        Token::Side(side) => side.name().to_lowercase(),
    }
}

fn error(message: &str, at: usize) -> BracketError {
    BracketError {
        message: message.to_owned(),
        at,
    }
}

/// The text cut into tokens, each with the character (from 1) where it starts.
fn tokens(text: &str) -> Result<Vec<(Token, usize)>, BracketError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let at = i + 1;
        match c {
            '#' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            c if c.is_whitespace() || c == ',' => {}
            '(' | '[' => out.push((Token::Open(c), at)),
            ')' | ']' => out.push((Token::Close(c), at)),
            '+' | '-' | '0'..='9' => {
                let start = i;
                i += 1;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                out.push((Token::Number(leaf_value(&word, at)?), at));
                continue;
            }
            c if c.is_alphabetic() => {
                let start = i;
                while i < chars.len() && chars[i].is_alphanumeric() {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                let side = match word.to_lowercase().as_str() {
                    "max" => Side::Max,
                    "min" => Side::Min,
                    _ => {
                        return Err(error(
                            &format!("{word:?} is not a number, a bracket, max or min"),
                            at,
                        ));
                    }
                };
                out.push((Token::Side(side), at));
                continue;
            }
            other => {
                return Err(error(
                    &format!("{other:?} is not a number, a bracket, max or min"),
                    at,
                ));
            }
        }
        i += 1;
    }
    Ok(out)
}

/// A leaf's value, within ±[`MAX_LEAF`].
fn leaf_value(word: &str, at: usize) -> Result<Score, BracketError> {
    let digits = word.trim_start_matches(['+', '-']);
    if digits.is_empty() {
        return Err(error(&format!("{word:?} has no digits"), at));
    }
    match word.parse::<i64>() {
        Ok(n) if n.abs() <= i64::from(MAX_LEAF) => Ok(n as Score),
        _ => Err(error(
            &format!("{word} is too large: leaves go from -{MAX_LEAF} to {MAX_LEAF}"),
            at,
        )),
    }
}

impl fmt::Display for Tree {
    /// The bracket form: `((3 12 8) (2 4 6) (14 5 2))`, led by `min ` when MIN moves at the
    /// root. [`parse`] reads it back to the same tree (moves' labels aside).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.root_side == Side::Min {
            write!(f, "min ")?;
        }
        write_node(self, 0, f)
    }
}

fn write_node(tree: &Tree, index: NodeIndex, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let node = &tree.nodes[index];
    if let Some(value) = node.leaf {
        return write!(f, "{value}");
    }
    write!(f, "(")?;
    for (i, &child) in node.children.iter().enumerate() {
        if i > 0 {
            write!(f, " ")?;
        }
        write_node(tree, child, f)?;
    }
    write!(f, ")")
}
