//! Helpers shared by the engine test files: the reachable 3×3 positions and an independent reference search.

// Each test binary compiles this module on its own and uses only part of it.
#![allow(dead_code)]

pub mod cli;
pub mod dot;
pub mod phrases;
pub mod positions;
pub mod reference;
pub mod scratch;
pub mod session;
pub mod skips;
