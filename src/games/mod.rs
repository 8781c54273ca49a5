//! Rule sets that implement the engine's `Game` trait.

pub mod bones;
pub mod mnk;
pub mod move_label;
pub mod playable;
pub mod trees;
