//! The rule sets: m,n,k boards, gravity, the Game of Bones, Connect Four played perfectly.

mod bones;
mod bones_ai;
mod connect4_perfect;
mod gravity;
mod playable;
mod trees;
