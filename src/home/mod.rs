//! The player's home: the preferences file, the results kept between sessions and the saved games (files only, no screen).
//!
//! - `places`: where the files live (the platform's usual folders, or the ones the
//!   environment names).
//! - `config_file`: the config file, holding every setting a flag can set for the game; read with
//!   each problem named with its line, and written in place keeping the player's comments.
//! - `results`: the games won, drawn and lost against the AI, and the prediction and guessing
//!   tallies, written atomically under a lock.
//! - `saved`: a game written to a file and read back.
//! - `atomic` and `lock`: replacing a file whole or not at all, and one writer at a time.
//! - `small_file`: reading a file that should be small, never waiting on a FIFO.

pub mod atomic;
pub mod config_file;
pub mod lock;
pub mod places;
pub mod results;
pub mod saved;
pub mod small_file;
