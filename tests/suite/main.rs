//! The integration tests, gathered in one test crate so that the library and ratatui are linked once.

mod common;
mod pty;

mod analysis;
mod class;
mod cli;
mod docs;
mod engine;
mod games;
mod home;
mod i18n;
mod layers;
mod serve;
mod terminal;
mod tui;
