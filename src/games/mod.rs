//! Rule sets that implement the engine's `Game` trait.

pub mod mnk;
