//! The exact solver: a null-window search with its own table and threads, for the games that
//! implement [`Solvable`].

mod search;
mod solvable;
mod solve;
mod table;

pub use search::Progress;
pub use solvable::{Forecast, Solvable};
pub use solve::{Solution, Solver, solve};
