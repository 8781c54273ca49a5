//! What the game and the commands share: replays of the search, the exact hints' sources, one
//! search or deepening.

mod exact_hints;
mod game_solver;
mod lessons;
mod practice;
mod practice_constrained;
mod practice_file;
mod practice_grading;
mod replay;
mod replay_tree;
mod search_plan;
