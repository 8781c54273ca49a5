//! Reading a config file: every key checked as its flag is, each problem named with its line and the key left at its default.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use toml_edit::{Document, Item};

use super::Preferences;
use super::keys::Key;
use super::problem::{Problem, Trouble};

/// What a text holds: the settings it gives, the line of each, its problems, and the values of
/// the keys that are not settings but that the caller asked for (a saved game's moves).
#[derive(Clone, Debug, Default)]
pub struct Read {
    pub prefs: Preferences,
    pub lines: BTreeMap<Key, usize>,
    pub problems: Vec<Problem>,
    /// The caller's own keys: name, line, value.
    pub extra: Vec<(String, usize, toml_edit::Value)>,
}

/// A config file as it was found.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub path: PathBuf,
    /// Whether there was a file (a missing one is no error: the defaults are used).
    pub found: bool,
    pub read: Read,
}

impl Loaded {
    /// Each problem as one line for the player, naming the file and the line.
    pub fn messages(&self) -> Vec<String> {
        self.read
            .problems
            .iter()
            .map(|problem| {
                let consequence = match problem.trouble {
                    Trouble::Syntax(_) | Trouble::Unreadable(_) => "the file is not used",
                    _ => "ignored",
                };
                format!("{}: {problem} ({consequence})", self.path.display())
            })
            .collect()
    }
}

/// Reads the config file at `path`; a missing file gives no setting and no problem.
pub fn load(path: &Path) -> Loaded {
    match std::fs::read_to_string(path) {
        Ok(text) => Loaded {
            path: path.to_path_buf(),
            found: true,
            read: read(&text),
        },
        Err(error) if error.kind() == io::ErrorKind::NotFound => Loaded {
            path: path.to_path_buf(),
            found: false,
            read: Read::default(),
        },
        Err(error) => Loaded {
            path: path.to_path_buf(),
            found: true,
            read: Read {
                problems: vec![Problem {
                    line: None,
                    trouble: Trouble::Unreadable(error.to_string()),
                }],
                ..Read::default()
            },
        },
    }
}

/// The settings of a config file's text.
pub fn read(text: &str) -> Read {
    read_with(text, &[], &[])
}

/// The settings of a text that also has the keys `extra` (their values are handed back as
/// they are) and must not have the keys `refused`.
pub fn read_with(text: &str, extra: &[&str], refused: &[Key]) -> Read {
    let line_of = |at: usize| text[..at.min(text.len())].matches('\n').count() + 1;
    let document = match Document::parse(text) {
        Ok(document) => document,
        Err(error) => {
            return Read {
                problems: vec![Problem {
                    line: error.span().map(|span| line_of(span.start)),
                    trouble: Trouble::Syntax(error.message().trim().to_owned()),
                }],
                ..Read::default()
            };
        }
    };
    let mut found = Read::default();
    for (name, item) in document.as_table().iter() {
        let key_span = document.as_table().key(name).and_then(|k| k.span());
        let line = key_span.map(|span| line_of(span.start)).unwrap_or(1);
        let problem = |trouble| Problem {
            line: Some(line),
            trouble,
        };
        let value = match item {
            Item::Value(value) => value,
            Item::Table(_) | Item::ArrayOfTables(_) => {
                found
                    .problems
                    .push(problem(Trouble::Section(name.to_owned())));
                continue;
            }
            Item::None => continue,
        };
        if extra.contains(&name) {
            found.extra.push((name.to_owned(), line, value.clone()));
            continue;
        }
        let Some(key) = Key::named(name) else {
            found
                .problems
                .push(problem(Trouble::UnknownKey(name.to_owned())));
            continue;
        };
        if refused.contains(&key) {
            found.problems.push(problem(Trouble::NotHere(key)));
            continue;
        }
        let written = value
            .span()
            .and_then(|span| text.get(span))
            .map(str::to_owned)
            .unwrap_or_else(|| value.to_string().trim().to_owned());
        match key.check(value, &written) {
            Ok(plain) => {
                found.prefs.put(key, &plain);
                found.lines.insert(key, line);
            }
            Err(refusal) => found.problems.push(problem(Trouble::Bad { key, refusal })),
        }
    }
    drop_contradictions(&mut found);
    found.problems.sort_by_key(|problem| problem.line);
    found
}

/// `game` sets the whole board, so it cannot stand with `rows`, `cols` or `k` in one file
/// (the flags refuse the same pair): whichever comes later in the file is ignored.
fn drop_contradictions(found: &mut Read) {
    let Some(&game_line) = found.lines.get(&Key::Game) else {
        return;
    };
    let shape: Vec<(Key, usize)> = [Key::Rows, Key::Cols, Key::K]
        .into_iter()
        .filter_map(|key| found.lines.get(&key).map(|&line| (key, line)))
        .collect();
    let Some(&(first_shape, first_line)) = shape.iter().min_by_key(|(_, line)| *line) else {
        return;
    };
    if first_line < game_line {
        found.prefs.clear(Key::Game);
        found.lines.remove(&Key::Game);
        found.problems.push(Problem {
            line: Some(game_line),
            trouble: Trouble::Contradicts {
                key: Key::Game,
                with: first_shape,
            },
        });
    } else {
        for (key, line) in shape {
            found.prefs.clear(key);
            found.lines.remove(&key);
            found.problems.push(Problem {
                line: Some(line),
                trouble: Trouble::Contradicts {
                    key,
                    with: Key::Game,
                },
            });
        }
    }
}
