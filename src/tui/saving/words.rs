//! The config file's problems and the system's refusals to write, in the screen's language (the config file's path, keys and values as the file has them).

use std::io;

use crate::home::config_file::{
    ConfigKey, Problem, Refusal, Trouble, ai_key_names, table_name, table_names,
};
use crate::i18n::Words;

/// A problem of the config file at `path` as one line, with what becomes of it: in English,
/// the line stderr gives (`Loaded::messages`).
pub fn config_problem(words: &Words, path: &str, problem: &Problem) -> String {
    let home = &words.home;
    let trouble = match &problem.trouble {
        Trouble::Syntax(why) => (home.not_toml)(why),
        Trouble::Unreadable(why) => (home.unreadable)(why),
        Trouble::UnknownKey(name) => {
            (home.unknown_key)(name, &ConfigKey::ALL.map(ConfigKey::name).join(", "))
        }
        Trouble::Section(name) => (home.section)(name),
        Trouble::UnknownTable(name) => (home.unknown_table)(name, &table_names()),
        Trouble::NotInTable { table, name } => {
            (home.not_in_table)(name, &table_name(*table), &ai_key_names())
        }
        Trouble::NestedTable { table, name } => (home.nested_table)(&table_name(*table), name),
        Trouble::Bad { key, refusal } => {
            (home.bad_value)(key.name(), &refusal_words(words, refusal))
        }
        Trouble::Contradicts { key, with } => {
            (home.contradicts)(key.name(), with.name(), ConfigKey::Game.name())
        }
        Trouble::NotHere(key) => (home.not_here)(key.name()),
    };
    let text = match problem.line {
        Some(line) => (home.at_line)(line, &trouble),
        None => trouble,
    };
    let consequence = match problem.trouble {
        Trouble::Syntax(_) | Trouble::Unreadable(_) => home.file_unused,
        _ => home.ignored,
    };
    (home.problem)(path, &text, consequence)
}

/// Why a value does not suit its key.
fn refusal_words(words: &Words, refusal: &Refusal) -> String {
    let home = &words.home;
    match refusal {
        Refusal::NotOneOf { value, choices } => (home.not_one_of)(value, &choices.join(", ")),
        Refusal::NotInRange { value, min, max } => (home.not_in_range)(value, *min, *max),
        Refusal::NotWhole { value, min, max } => (home.not_whole)(value, *min, *max),
        Refusal::NotSwitch { value } => (home.not_switch)(value),
        Refusal::NotDepth { value, min, max } => (home.not_depth)(value, *min, *max),
    }
}

/// Why the system refused a write: the common cases in the screen's language, the others in
/// the system's own words, quoted in a sentence of the screen's language.
pub fn io_error(words: &Words, error: &io::Error) -> String {
    match error.kind() {
        io::ErrorKind::PermissionDenied => words.home.permission_denied.to_owned(),
        io::ErrorKind::StorageFull => words.home.disk_full.to_owned(),
        io::ErrorKind::ReadOnlyFilesystem => words.home.read_only.to_owned(),
        io::ErrorKind::FileTooLarge => words.home.too_large.to_owned(),
        _ => (words.home.system_error)(&error.to_string()),
    }
}
