//! Where the player's files live: the environment's names first, the platform's folders otherwise.

use std::ffi::OsString;
use std::path::PathBuf;

use morpion::home::places::{CONFIG_VAR, DATA_VAR, Places};

fn platform() -> Option<(PathBuf, PathBuf)> {
    Some((
        PathBuf::from("/home/ada/.config/morpion"),
        PathBuf::from("/home/ada/.local/share/morpion"),
    ))
}

#[test]
fn the_platforms_folders_unless_the_environment_names_others() {
    let none = |_: &str| None::<OsString>;
    assert_eq!(
        Places::from_vars(none, platform),
        Some(Places {
            config: PathBuf::from("/home/ada/.config/morpion/config.toml"),
            data: PathBuf::from("/home/ada/.local/share/morpion"),
        })
    );
    let config_only = |name: &str| (name == CONFIG_VAR).then(|| OsString::from("/tmp/class.toml"));
    assert_eq!(
        Places::from_vars(config_only, platform),
        Some(Places {
            config: PathBuf::from("/tmp/class.toml"),
            data: PathBuf::from("/home/ada/.local/share/morpion"),
        })
    );
    let both = |name: &str| match name {
        CONFIG_VAR => Some(OsString::from("/tmp/c.toml")),
        DATA_VAR => Some(OsString::from("/tmp/data")),
        _ => None,
    };
    // Both named: no home folder is needed.
    assert_eq!(
        Places::from_vars(both, || None),
        Some(Places {
            config: PathBuf::from("/tmp/c.toml"),
            data: PathBuf::from("/tmp/data"),
        })
    );
    // An empty variable names nothing.
    let empty = |_: &str| Some(OsString::new());
    assert_eq!(
        Places::from_vars(empty, platform),
        Places::from_vars(none, platform)
    );
    assert_eq!(Places::from_vars(none, || None), None);
}
