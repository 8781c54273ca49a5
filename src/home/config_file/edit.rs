//! Writing settings into a config file in place, its comments and the keys it does not touch kept; and the commented file `config --init` writes.

use std::fmt;

use toml_edit::{DocumentMut, Item, Table, TableLike, Value};

use super::Preferences;
use super::keys::{ConfigKey, Plain, ai_key_names, table_name, table_names};
use crate::analysis::GameKind;

/// The file is not TOML: it is left as it is rather than rewritten.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditError(pub String);

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the file is not TOML, so it was left as it is: {}",
            self.0
        )
    }
}

impl std::error::Error for EditError {}

/// `text` with each key `set` gives written in (a key already there keeps its place and its
/// comments, above it and after its value; a new one goes at the end) and the keys of
/// `remove` taken out; everything else stays as it was, byte for byte.
pub fn write_into(
    text: &str,
    set: &Preferences,
    remove: &[ConfigKey],
) -> Result<String, EditError> {
    let mut document = parse(text)?;
    edit(document.as_table_mut(), set, remove);
    Ok(endings_of(text, document.to_string()))
}

/// `text` with `game`'s table (`[connect4]`) given each key `set` gives and without the keys
/// of `remove`, as [`write_into`] does at the top of the file; a table missing is made at the
/// end of the file when there is something to set in it.
pub fn write_table_into(
    text: &str,
    game: GameKind,
    set: &Preferences,
    remove: &[ConfigKey],
) -> Result<String, EditError> {
    let mut document = parse(text)?;
    let name = table_name(game);
    let has_table = document.get(&name).and_then(Item::as_table_like).is_some();
    if !has_table {
        if set.given().is_empty() {
            return Ok(endings_of(text, document.to_string()));
        }
        // At the very end: after the comments that close the file, which would otherwise
        // come after the new table.
        let closing = document.trailing().as_str().unwrap_or_default().to_owned();
        document.set_trailing("");
        let mut table = Table::new();
        table.decor_mut().set_prefix(format!("{closing}\n"));
        document.insert(&name, Item::Table(table));
    }
    let table = document
        .get_mut(&name)
        .and_then(Item::as_table_like_mut)
        .expect("the game's table is there");
    edit(table, set, remove);
    Ok(endings_of(text, document.to_string()))
}

/// `written` with the line endings of `text`: a file written on Windows (CRLF) keeps them on
/// every line, those written anew included.
fn endings_of(text: &str, written: String) -> String {
    if text.contains("\r\n") {
        written.replace("\r\n", "\n").replace('\n', "\r\n")
    } else {
        written
    }
}

fn parse(text: &str) -> Result<DocumentMut, EditError> {
    text.parse()
        .map_err(|e: toml_edit::TomlError| EditError(e.message().trim().to_owned()))
}

/// The keys of `remove` taken out of `table`, and each key `set` gives written in, in its
/// place with its comments where it was already there.
fn edit(table: &mut dyn TableLike, set: &Preferences, remove: &[ConfigKey]) {
    for key in remove {
        take_out(table, key.name());
    }
    for key in set.given() {
        let Some(plain) = set.plain(key) else {
            continue;
        };
        let mut value = toml_value(&plain);
        match table.get_mut(key.name()) {
            Some(Item::Value(old)) => {
                *value.decor_mut() = old.decor().clone();
                *old = value;
            }
            _ => {
                table.insert(key.name(), Item::Value(value));
            }
        }
    }
}

/// Takes the key `name` out of `table` with its own comment lines (those right above it);
/// the comment paragraphs before them (up to a blank line) stay, above the key that follows.
fn take_out(table: &mut dyn TableLike, name: &str) {
    let prefix = table
        .key(name)
        .and_then(|key| key.leaf_decor().prefix())
        .and_then(|raw| raw.as_str())
        .map(paragraphs_before_own)
        .unwrap_or_default();
    let names: Vec<String> = table.iter().map(|(key, _)| key.to_owned()).collect();
    let next = names
        .iter()
        .skip_while(|key| key.as_str() != name)
        .nth(1)
        .cloned();
    table.remove(name);
    if let Some(next) = next.filter(|_| !prefix.is_empty())
        && let Some(mut key) = table.key_mut(&next)
    {
        let decor = key.leaf_decor_mut();
        let own = decor
            .prefix()
            .and_then(|raw| raw.as_str())
            .unwrap_or_default()
            .to_owned();
        decor.set_prefix(format!("{prefix}{own}"));
    }
}

/// The lines of a key's prefix before its own comment block: everything up to its last
/// blank line (none: the whole prefix is the key's own).
fn paragraphs_before_own(prefix: &str) -> String {
    let lines: Vec<&str> = prefix.split_inclusive('\n').collect();
    match lines
        .iter()
        .rposition(|line| line.trim().is_empty() && line.ends_with('\n'))
    {
        Some(last_blank) => lines[..=last_blank].concat(),
        None => String::new(),
    }
}

/// A value as TOML writes it (a seed past 2^63 − 1 as a string, which the reader takes).
fn toml_value(plain: &Plain) -> Value {
    match plain {
        Plain::Word(word) => Value::from(word.as_str()),
        Plain::Whole(n) => match i64::try_from(*n) {
            Ok(n) => Value::from(n),
            Err(_) => Value::from(n.to_string()),
        },
        Plain::Switch(on) => Value::from(*on),
    }
}

/// A value on one line of TOML, as the file writes it (`"bones"`, `4`, `true`).
pub fn toml_text(plain: &Plain) -> String {
    toml_value(plain).to_string().trim().to_owned()
}

/// The file `morpion config --init` writes: every key with a comment saying what it does;
/// those whose default is the same on every game set to it (`defaults`), the others (the
/// language, a board of your own, the AI's settings that depend on the game) written as
/// comments to take out.
pub fn init_text(defaults: &Preferences) -> String {
    let mut text = String::from(
        "# morpion's settings: each key is a flag of the play command (`morpion --help`).\n\
         # Flags given on the command line win over this file; `morpion --no-config` ignores it.\n\
         # The game saves its settings in force here when you press S (the help, ?, lists it),\n\
         # keeping these comments and the keys it does not change.\n",
    );
    for key in ConfigKey::ALL {
        text.push('\n');
        text.push_str(&format!("# {}\n", key.about()));
        match defaults.plain(key) {
            Some(plain) => text.push_str(&format!("{} = {}\n", key.name(), toml_text(&plain))),
            None => text.push_str(&format!("# {} = {}\n", key.name(), example(key))),
        }
    }
    text.push_str(&format!(
        "\n# A game's own AI settings: a section named after a ready-made game ({}) holds\n\
         # any of {} for that game only, over the keys above\n\
         # (the flags still win). S saves the AI's settings of a ready-made game in its section.\n\
         # [ttt4]\n\
         # depth = 8\n\
         # eval = \"draw\"\n",
        table_names(),
        ai_key_names()
    ));
    text
}

/// A value to show for a key with no default of its own.
fn example(key: ConfigKey) -> &'static str {
    match key {
        ConfigKey::Lang => "\"en\"",
        ConfigKey::Rows | ConfigKey::Cols | ConfigKey::K => "3",
        ConfigKey::Depth => "6",
        ConfigKey::Eval => "\"heuristic\"",
        ConfigKey::Order => "\"threats\"",
        ConfigKey::TableMib => "16",
        ConfigKey::Seed => "42",
        ConfigKey::Heap => "10",
        ConfigKey::Theme => "\"auto\"",
        ConfigKey::Game => "\"ttt\"",
        ConfigKey::First => "\"random\"",
        ConfigKey::Human => "\"x\"",
        ConfigKey::Mode => "\"human-ai\"",
        ConfigKey::ThinkMs => "1000",
        ConfigKey::Gravity | ConfigKey::Deepening => "false",
        ConfigKey::Pruning | ConfigKey::Perfect | ConfigKey::Save => "true",
    }
}
