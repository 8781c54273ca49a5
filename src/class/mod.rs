//! The class's records for `morpion serve` (issue 35 item 5): students, sessions and results kept in SQLite.
//!
//! - `records`: the database and one method for each thing that happens (`Records`).
//! - `schema`: the tables, the schema version and the checks made before a file is touched.
//! - `summary`: what the teacher's view reads back (`StudentSummary`).
//! - `export`: the class's results as CSV.
//! - `exercise`: the exercise of the day and its text form (`DailyExercise`).
//! - `error`: what can go wrong (`RecordsError`), each with a message naming the file.

pub mod error;
pub mod exercise;
pub mod export;
pub mod records;
pub mod schema;
pub mod summary;

pub use error::RecordsError;
pub use exercise::DailyExercise;
pub use records::{Outcome, Records, SessionId, SessionRecord};
pub use summary::{PracticeResult, StudentSummary};
