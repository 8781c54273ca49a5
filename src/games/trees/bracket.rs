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

/// Why a text is not a tree: what was wrong and at which character (counted from 1). Its
/// words are the catalog's (`assets/i18n/*/bracket.ftl`), which writes it for the command line
/// and the teacher's view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BracketError {
    pub trouble: Trouble,
    /// The character where the trouble was seen, counting from 1.
    pub at: usize,
}

/// What was wrong with a text read as a tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// Nothing but spaces and comments.
    NoTree,
    /// A number where the root's bracket should be.
    RootIsLeaf,
    /// A closing bracket before the root's bracket.
    CloseBeforeTree { bracket: char },
    /// A second side (`max`, `min`) before the root's bracket.
    SideBeforeTree { side: String },
    /// More after the root's closing bracket.
    MoreAfterEnd,
    /// A closing bracket with no bracket open.
    ClosesNothing { bracket: char },
    /// A closing bracket of the other kind than the one open.
    WrongClose {
        bracket: char,
        opened: char,
        closing: char,
    },
    /// Brackets with nothing inside.
    EmptyBrackets,
    /// `max` or `min` again, inside the tree.
    SideAgain,
    /// The text ends with `more` brackets open, the innermost `opened`.
    NeverClosed {
        opened: char,
        more: usize,
        closing: char,
    },
    /// More than `most` nodes.
    TooManyNodes { most: usize },
    /// Deeper than `most` levels below the root.
    TooDeep { most: usize },
    /// A word or a character that is none of the grammar's (escaped as Rust writes it in a
    /// string, so a control character shows as `\u{7}`).
    NotAWord { word: String },
    /// A sign without digits.
    NoDigits { word: String },
    /// A leaf past ±`most`.
    TooLarge { word: String, most: Score },
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
            return Err(error(Trouble::RootIsLeaf, *at));
        }
        Some((Token::Close(bracket), at)) => {
            let bracket = *bracket;
            return Err(error(Trouble::CloseBeforeTree { bracket }, *at));
        }
        Some((Token::Side(side), at)) => {
            let side = side.name().to_lowercase();
            return Err(error(Trouble::SideBeforeTree { side }, *at));
        }
        None => return Err(error(Trouble::NoTree, end)),
    }
    // The open inner nodes, innermost last, each with the bracket that opened it.
    let mut open: Vec<(NodeIndex, char, usize)> = Vec::new();
    for (i, (token, at)) in rest.iter().enumerate() {
        let at = *at;
        match token {
            Token::Open(bracket) => {
                let index = match open.last() {
                    None if i == 0 => 0,
                    None => return Err(error(Trouble::MoreAfterEnd, at)),
                    Some(&(parent, _, _)) => add(&mut tree, parent, None, at)?,
                };
                open.push((index, *bracket, at));
            }
            Token::Close(bracket) => {
                let Some((index, opened, _)) = open.pop() else {
                    let bracket = *bracket;
                    return Err(error(Trouble::ClosesNothing { bracket }, at));
                };
                if closing(opened) != *bracket {
                    let (bracket, closing) = (*bracket, closing(opened));
                    let trouble = Trouble::WrongClose {
                        bracket,
                        opened,
                        closing,
                    };
                    return Err(error(trouble, at));
                }
                if tree.nodes[index].children.is_empty() {
                    return Err(error(Trouble::EmptyBrackets, at));
                }
            }
            Token::Number(value) => match open.last() {
                Some(&(parent, _, _)) => {
                    add(&mut tree, parent, Some(*value), at)?;
                }
                None => return Err(error(Trouble::MoreAfterEnd, at)),
            },
            Token::Side(_) => {
                return Err(error(Trouble::SideAgain, at));
            }
        }
    }
    if let Some(&(_, opened, at)) = open.last() {
        let trouble = Trouble::NeverClosed {
            opened,
            more: open.len(),
            closing: closing(opened),
        };
        return Err(error(trouble, at));
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
        return Err(error(Trouble::TooManyNodes { most: MAX_NODES }, at));
    }
    if tree.nodes[parent].depth >= MAX_TREE_DEPTH {
        let most = MAX_TREE_DEPTH;
        return Err(error(Trouble::TooDeep { most }, at));
    }
    Ok(tree.add(parent, leaf, None))
}

fn closing(open: char) -> char {
    if open == '[' { ']' } else { ')' }
}

fn error(trouble: Trouble, at: usize) -> BracketError {
    BracketError { trouble, at }
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
                        let word = word.escape_debug().to_string();
                        return Err(error(Trouble::NotAWord { word }, at));
                    }
                };
                out.push((Token::Side(side), at));
                continue;
            }
            other => {
                let word = other.escape_debug().to_string();
                return Err(error(Trouble::NotAWord { word }, at));
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
        let word = word.to_owned();
        return Err(error(Trouble::NoDigits { word }, at));
    }
    match word.parse::<i64>() {
        Ok(n) if n.abs() <= i64::from(MAX_LEAF) => Ok(n as Score),
        _ => {
            let (word, most) = (word.to_owned(), MAX_LEAF);
            Err(error(Trouble::TooLarge { word, most }, at))
        }
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
