//! The player's places (the config file, the data folder) for the commands that read them, or why there are none.

use anyhow::anyhow;

use crate::home::places::{CONFIG_VAR, DATA_VAR, Places};

/// The player's places, or an error saying how to name them.
pub(crate) fn places() -> anyhow::Result<Places> {
    Places::from_env().ok_or_else(|| {
        anyhow!("no home folder to keep the player's files in: set {CONFIG_VAR} and {DATA_VAR}")
    })
}
