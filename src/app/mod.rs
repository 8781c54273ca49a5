//! The interactive game: state, actions, keymap, update loop and the search worker.

mod action;
mod config;
mod event_loop;
mod input;
pub mod keymap;
mod search_job;
mod state;
mod terminal;
mod worker;

pub use action::{Action, Direction};
pub use config::Config;
pub use search_job::{COMPARISON_BUDGET, SearchKind, SearchOutcome, SearchRequest, run_search};
pub use state::{Analysis, App, AppEvent, DEFAULT_DEPTH_LIMIT, Pending, Side, Status, Tally};

/// Runs the full-screen game until the player quits; the terminal is restored on every exit.
pub fn run(config: Config) -> anyhow::Result<()> {
    terminal::ensure_interactive()?;
    // https://no-color.org: a non-empty NO_COLOR turns colours off.
    let color = std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    let mut session = terminal::Session::start()?;
    event_loop::run(session.terminal(), config, color)
}
