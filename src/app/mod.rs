//! The interactive game: state, actions, keymap, update loop and the search worker.

mod config;

pub use config::Config;

/// Runs the full-screen game until the player quits.
pub fn run(_config: Config) -> anyhow::Result<()> {
    anyhow::bail!("the interactive game is not built yet")
}
