//! The player's files: the config file, the results kept, saved games.

mod atomic;
mod config_file;
mod edit;
mod places;
mod results;
mod saved;
mod settle;
mod small_file;
mod tables;

/// The problems of a config file's text, one line each.
fn problems(text: &str) -> Vec<String> {
    morpion::home::config_file::read(text)
        .problems
        .iter()
        .map(ToString::to_string)
        .collect()
}
