//! Where the player's files live: the config file and the data folder, in the platform's usual places or where the environment says.

use std::path::{Path, PathBuf};

use directories::ProjectDirs;

/// Names another config file, which then replaces the usual one.
pub const CONFIG_VAR: &str = "MORPION_CONFIG";

/// Names another folder for the results, which then replaces the usual one.
pub const DATA_VAR: &str = "MORPION_DATA_DIR";

/// The config file's name in the platform's config folder.
pub const CONFIG_FILE: &str = "config.toml";

/// The results' file name in the data folder.
pub const RESULTS_FILE: &str = "results.json";

/// The player's two places: the config file (which may not exist) and the folder of the
/// results (made when the first result is written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Places {
    pub config: PathBuf,
    pub data: PathBuf,
}

impl Places {
    /// The places of this process's environment: [`CONFIG_VAR`] and [`DATA_VAR`] when set,
    /// else the platform's (on Linux the XDG folders: `~/.config/morpion/config.toml`,
    /// `~/.local/share/morpion/`). `None` when neither is set and the platform has no home
    /// folder to find them in.
    pub fn from_env() -> Option<Self> {
        Self::from_vars(|name| std::env::var_os(name), platform)
    }

    /// [`Places::from_env`] for the environment `var` describes and the platform's folders
    /// `platform` gives (tests need no process environment).
    pub fn from_vars(
        var: impl Fn(&str) -> Option<std::ffi::OsString>,
        platform: impl Fn() -> Option<(PathBuf, PathBuf)>,
    ) -> Option<Self> {
        let named = |name: &str| var(name).filter(|v| !v.is_empty()).map(PathBuf::from);
        let (config, data) = (named(CONFIG_VAR), named(DATA_VAR));
        if let (Some(config), Some(data)) = (&config, &data) {
            return Some(Self::at(config, data));
        }
        let (config_dir, data_dir) = platform()?;
        Some(Self {
            config: config.unwrap_or_else(|| config_dir.join(CONFIG_FILE)),
            data: data.unwrap_or(data_dir),
        })
    }

    /// Places given outright.
    pub fn at(config: &Path, data: &Path) -> Self {
        Self {
            config: config.to_path_buf(),
            data: data.to_path_buf(),
        }
    }

    /// The results' file.
    pub fn results(&self) -> PathBuf {
        self.data.join(RESULTS_FILE)
    }
}

/// The platform's config and data folders for morpion.
fn platform() -> Option<(PathBuf, PathBuf)> {
    let dirs = ProjectDirs::from("", "", "morpion")?;
    Some((
        dirs.config_dir().to_path_buf(),
        dirs.data_dir().to_path_buf(),
    ))
}
