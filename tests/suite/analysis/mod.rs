//! What the game and the commands share: replays of the search, the exact hints' sources.

mod exact_hints;
mod practice;
mod practice_file;
mod replay;
