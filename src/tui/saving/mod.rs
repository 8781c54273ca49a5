//! Saving from the game: the settings in force into the config file (`S`, keeping its comments and the keys it does not touch) and the game played so far into a new file (`f`); the player's files the session was given, and their problems in words.

pub(in crate::tui) mod update;
pub(in crate::tui) mod words;

use std::path::PathBuf;

use crate::home::config_file::{Preferences, Problem};
use crate::home::results::Store;

/// The player's files the game uses, as `main` found them.
#[derive(Clone, Debug, Default)]
pub struct PlayerFiles {
    /// Where the results are kept (none with `--no-save`, or when there is no home folder).
    pub results: Option<Store>,
    /// The config file, where `S` saves the settings (none when there is no home folder);
    /// `--no-config` ignores it when the game starts, but `S` still writes there.
    pub config: Option<PathBuf>,
    /// The config file's problems as it was read (stderr had them all before the screen
    /// opened): the first is told on the message line.
    pub problems: Vec<Problem>,
    /// The settings the defaults, the file and the flags gave (only those given): `S` writes
    /// them with what the game changed since.
    pub settings: Preferences,
}

/// What saving needs to know: where the config file is and the settings given at the start.
#[derive(Clone, Debug, Default)]
pub(in crate::tui) struct Saving {
    pub(in crate::tui) config: Option<PathBuf>,
    pub(in crate::tui) settings: Preferences,
}
