//! The class's records for `morpion serve`: what is written is read back, survives a dropped connection, and a bad file is refused untouched.

mod exercise;
mod export;
mod records;
mod refusal;
