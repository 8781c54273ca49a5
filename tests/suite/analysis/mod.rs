//! What the game and the commands share: replays of the search, one search or deepening.

mod replay;
mod search_plan;
