//! What the game and the commands share: replays of the search.

mod practice;
mod practice_file;
mod replay;
