//! The language tables.

mod counts;
mod tables;
