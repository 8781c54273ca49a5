//! Reading a config file: every key checked as its flag is, each problem named with its line and the key left at its default.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use clap::ValueEnum;
use toml_edit::{Document, Item, TableLike};

use super::Preferences;
use super::keys::{ConfigKey, Plain, Refusal};
use super::problem::{Problem, Trouble};
use crate::analysis::GameKind;
use crate::home::small_file;

/// What a text holds: the settings it gives, the line of each, its problems, and the values of
/// the keys that are not settings but that the caller asked for (a saved game's moves).
#[derive(Clone, Debug, Default)]
pub struct Read {
    pub settings: Preferences,
    pub lines: BTreeMap<ConfigKey, usize>,
    pub problems: Vec<Problem>,
    /// Its top-level keys whose value was refused (each named as a problem): they give
    /// nothing.
    pub refused: Vec<ConfigKey>,
    /// The caller's own keys: name, line, value.
    pub extra: Vec<(String, usize, toml_edit::Value)>,
    /// The tables of the ready-made games' own AI settings, in the file's order.
    pub tables: Vec<GameSection>,
}

/// A ready-made game's own AI settings: its table (`[connect4]`), over the file's top-level
/// keys when that game is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSection {
    pub game: GameKind,
    /// The line of its header (`[connect4]`).
    pub line: usize,
    pub settings: Preferences,
    pub lines: BTreeMap<ConfigKey, usize>,
    /// Its keys whose value was refused (each named as a problem): they give nothing.
    pub refused: Vec<ConfigKey>,
}

impl Read {
    /// The table of `game`'s own settings, if the file has one.
    pub fn table(&self, game: GameKind) -> Option<&GameSection> {
        self.tables.iter().find(|table| table.game == game)
    }

    /// What the file gives when `game` is played: its top-level keys with that game's table
    /// over them (a board of your own, `None`, has no table: the top-level keys alone).
    pub fn for_game(&self, game: Option<GameKind>) -> Preferences {
        match game.and_then(|game| self.table(game)) {
            Some(table) => self.settings.overlaid(&table.settings),
            None => self.settings.clone(),
        }
    }
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
    match small_file::read_text(path, small_file::TEXT_LIMIT) {
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

/// The settings of a config file's text: its top-level keys and its games' tables.
pub fn read(text: &str) -> Read {
    read_text(text, &[], &[], true)
}

/// The settings of a text that also has the keys `extra` (their values are handed back as
/// they are) and must not have the keys `refused`: a saved game, flat (a table in it is
/// refused with its line).
pub fn read_with(text: &str, extra: &[&str], refused: &[ConfigKey]) -> Read {
    read_text(text, extra, refused, false)
}

/// Where a text's lines start: the line (1-based) of a byte offset.
struct Lines<'a>(&'a str);

impl Lines<'_> {
    fn of(&self, at: usize) -> usize {
        self.0[..at.min(self.0.len())].matches('\n').count() + 1
    }

    fn of_span(&self, span: Option<std::ops::Range<usize>>) -> Option<usize> {
        span.map(|span| self.of(span.start))
    }
}

/// The settings of `text`; `tables`: whether it may hold games' tables (a config file).
fn read_text(text: &str, extra: &[&str], refused: &[ConfigKey], tables: bool) -> Read {
    let lines = Lines(text);
    let document = match Document::parse(text) {
        Ok(document) => document,
        Err(error) => {
            return Read {
                problems: vec![Problem {
                    line: lines.of_span(error.span()),
                    trouble: Trouble::Syntax(error.message().trim().to_owned()),
                }],
                ..Read::default()
            };
        }
    };
    let mut found = Read::default();
    let root = document.as_table();
    for (name, item) in root.iter() {
        let line = lines
            .of_span(root.key(name).and_then(|k| k.span()))
            .unwrap_or(1);
        let problem = |trouble| Problem {
            line: Some(line),
            trouble,
        };
        if tables && let Some(table) = item.as_table_like() {
            read_table(&lines, name, line, table, &mut found);
            continue;
        }
        let value = match item {
            Item::Value(value) => value,
            Item::ArrayOfTables(_) if tables => {
                found
                    .problems
                    .push(problem(Trouble::UnknownTable(format!("[{name}]"))));
                continue;
            }
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
        let Some(key) = ConfigKey::named(name) else {
            found
                .problems
                .push(problem(Trouble::UnknownKey(name.to_owned())));
            continue;
        };
        if refused.contains(&key) {
            found.problems.push(problem(Trouble::NotHere(key)));
            continue;
        }
        match checked(key, value, text) {
            Ok(plain) => {
                found.settings.put(key, &plain);
                found.lines.insert(key, line);
            }
            Err(refusal) => {
                found.problems.push(problem(Trouble::Bad { key, refusal }));
                found.refused.push(key);
            }
        }
    }
    drop_contradictions(&mut found);
    found.problems.sort_by_key(|problem| problem.line);
    found
}

/// A value checked against its key, `text` giving the value as the file wrote it.
fn checked(key: ConfigKey, value: &toml_edit::Value, text: &str) -> Result<Plain, Refusal> {
    let written = value
        .span()
        .and_then(|span| text.get(span))
        .map(str::to_owned)
        .unwrap_or_else(|| value.to_string().trim().to_owned());
    key.check(value, &written)
}

/// A table of the config file, at `line`: a game's own AI settings when it is named after a
/// ready-made game, every key checked as at the top of the file.
fn read_table(lines: &Lines, name: &str, line: usize, table: &dyn TableLike, found: &mut Read) {
    let Ok(game) = GameKind::from_str(name, false) else {
        found.problems.push(Problem {
            line: Some(line),
            trouble: Trouble::UnknownTable(name.to_owned()),
        });
        return;
    };
    let mut own = GameSection {
        game,
        line,
        settings: Preferences::default(),
        lines: BTreeMap::new(),
        refused: Vec::new(),
    };
    for (name, item) in table.iter() {
        let at = lines
            .of_span(table.key(name).and_then(|k| k.span()))
            .unwrap_or(line);
        let mut problem = |trouble| {
            found.problems.push(Problem {
                line: Some(at),
                trouble,
            })
        };
        let value = match item {
            Item::Value(value) if !value.is_inline_table() => value,
            Item::None => continue,
            _ => {
                problem(Trouble::NestedTable {
                    table: game,
                    name: name.to_owned(),
                });
                continue;
            }
        };
        let Some(key) = ConfigKey::named(name).filter(|key| key.is_ai()) else {
            problem(Trouble::NotInTable {
                table: game,
                name: name.to_owned(),
            });
            continue;
        };
        match checked(key, value, lines.0) {
            Ok(plain) => {
                own.settings.put(key, &plain);
                own.lines.insert(key, at);
            }
            Err(refusal) => {
                problem(Trouble::Bad { key, refusal });
                own.refused.push(key);
            }
        }
    }
    found.tables.push(own);
}

/// `game` sets the whole board, so it cannot stand with `rows`, `cols` or `k` in one file
/// (the flags refuse the same pair): whichever comes later in the file is ignored.
fn drop_contradictions(found: &mut Read) {
    let Some(&game_line) = found.lines.get(&ConfigKey::Game) else {
        return;
    };
    let shape: Vec<(ConfigKey, usize)> = [ConfigKey::Rows, ConfigKey::Cols, ConfigKey::K]
        .into_iter()
        .filter_map(|key| found.lines.get(&key).map(|&line| (key, line)))
        .collect();
    let Some(&(first_shape, first_line)) = shape.iter().min_by_key(|(_, line)| *line) else {
        return;
    };
    if first_line < game_line {
        found.settings.clear(ConfigKey::Game);
        found.lines.remove(&ConfigKey::Game);
        found.problems.push(Problem {
            line: Some(game_line),
            trouble: Trouble::Contradicts {
                key: ConfigKey::Game,
                with: first_shape,
            },
        });
    } else {
        for (key, line) in shape {
            found.settings.clear(key);
            found.lines.remove(&key);
            found.problems.push(Problem {
                line: Some(line),
                trouble: Trouble::Contradicts {
                    key,
                    with: ConfigKey::Game,
                },
            });
        }
    }
}
