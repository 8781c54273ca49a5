//! What can be wrong with a config file, each problem named with its line: the key's default is then used.

use std::fmt;

use super::keys::{ConfigKey, Refusal, ai_key_names, table_name, table_names};
use crate::analysis::GameKind;

/// One problem of a file, at a line (1-based) when it has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub line: Option<usize>,
    pub trouble: Trouble,
}

/// What is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// Not TOML at all: the parser's own words. Nothing of the file is used.
    Syntax(String),
    /// The file exists but could not be read (permissions, not a regular file, not UTF-8).
    Unreadable(String),
    /// A key morpion does not have.
    UnknownKey(String),
    /// A `[section]` where every key stands at the top of the file (a saved game).
    Section(String),
    /// A table of the config file not named after a ready-made game (`[chess]`), or an array
    /// of tables (`[[ttt]]`, named here with its inner brackets).
    UnknownTable(String),
    /// A key a game's table cannot hold (anything but the AI's settings: `lang`, `game`, a
    /// misspelt key).
    NotInTable { table: GameKind, name: String },
    /// A table inside a game's table (`[ttt.ai]`).
    NestedTable { table: GameKind, name: String },
    /// A value its key does not take.
    Bad { key: ConfigKey, refusal: Refusal },
    /// Two keys that contradict each other, as their flags would: the later one is ignored.
    Contradicts { key: ConfigKey, with: ConfigKey },
    /// A key that only a saved game has, or that only the config file has (`save`).
    NotHere(ConfigKey),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {line}: {}", self.trouble),
            None => write!(f, "{}", self.trouble),
        }
    }
}

impl fmt::Display for Trouble {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Syntax(message) => write!(f, "not TOML: {message}"),
            Self::Unreadable(error) => write!(f, "cannot be read: {error}"),
            Self::UnknownKey(name) => write!(
                f,
                "unknown key {name:?}: the keys are {}",
                ConfigKey::ALL.map(ConfigKey::name).join(", ")
            ),
            Self::Section(name) => write!(
                f,
                "unknown section [{name}]: the keys stand at the top of the file, in no section"
            ),
            Self::UnknownTable(name) => write!(
                f,
                "unknown section [{name}]: the sections are {}, one for each ready-made game",
                table_names()
            ),
            Self::NotInTable { table, name } => write!(
                f,
                "{name} cannot stand in [{}]: a game's section holds the AI's settings only: {}",
                table_name(*table),
                ai_key_names()
            ),
            Self::NestedTable { table, name } => write!(
                f,
                "[{}.{name}]: a game's section holds keys, not sections",
                table_name(*table)
            ),
            Self::Bad { key, refusal } => write!(f, "{}: {refusal}", key.name()),
            Self::Contradicts { key, with } => write!(
                f,
                "{} cannot be used with {}: {} sets the whole board, and rows, cols and k make a board of your own",
                key.name(),
                with.name(),
                ConfigKey::Game.name()
            ),
            Self::NotHere(key) => write!(f, "{} does not belong in this file", key.name()),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotOneOf { value, choices } => {
                write!(f, "{value} is not one of {}", choices.join(", "))
            }
            Self::NotInRange { value, min, max } => write!(f, "{value} is not in {min}..={max}"),
            Self::NotWhole { value, min, max } => {
                write!(
                    f,
                    "{value} is not a whole number: give one in {min}..={max}"
                )
            }
            Self::NotSwitch { value } => write!(f, "{value} is not true or false"),
            Self::NotDepth { value, min, max } => write!(
                f,
                "{value} is not a depth limit: give one in {min}..={max}, or \"none\" for no limit"
            ),
        }
    }
}
