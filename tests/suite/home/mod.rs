//! The player's files: the config file, the results kept, saved games.

mod atomic;
mod edit;
mod places;
mod prefs;
mod results;
mod saved;
mod settle;
mod small_file;
mod tables;
