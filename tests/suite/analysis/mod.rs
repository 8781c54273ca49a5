//! What the game and the commands share: replays of the search.

mod replay;
