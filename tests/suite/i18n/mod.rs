//! The language tables.

mod catalog;
mod counts;
mod messages;
mod tables;
