//! The language tables.

mod counts;
mod messages;
mod tables;
