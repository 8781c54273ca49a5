//! The language tables.

mod tables;
