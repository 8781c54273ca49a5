//! Replacing a file whole: through a symbolic link (the link stays), keeping the file's permissions, and never over a read-only file or one that is not a plain file.

use std::fs;
use std::io::ErrorKind;
use std::os::unix::fs::{PermissionsExt, symlink};

use morpion::home::atomic;

use crate::common::scratch::Scratch;

#[test]
fn a_link_is_written_through_and_the_files_permissions_stay() {
    let folder = Scratch::new("atomic-link");
    fs::create_dir_all(folder.join("dotfiles")).unwrap();
    let real = folder.join("dotfiles/config.toml");
    fs::write(&real, "old\n").unwrap();
    fs::set_permissions(&real, fs::Permissions::from_mode(0o640)).unwrap();
    let link = folder.join("config.toml");
    symlink("dotfiles/config.toml", &link).unwrap();
    atomic::replace(&link, b"new\n").unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(fs::read_to_string(&real).unwrap(), "new\n");
    let mode = fs::metadata(&real).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
    // A link to a file not made yet makes that file, and stays a link.
    let dangling = folder.join("results.json");
    symlink("dotfiles/results.json", &dangling).unwrap();
    atomic::replace(&dangling, b"{}").unwrap();
    assert!(
        fs::symlink_metadata(&dangling)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        fs::read_to_string(folder.join("dotfiles/results.json")).unwrap(),
        "{}"
    );
    // No temporary file is left anywhere.
    for place in [folder.path().to_path_buf(), folder.join("dotfiles")] {
        let names: Vec<String> = fs::read_dir(place)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(
            names.iter().all(|name| !name.ends_with(".tmp")),
            "{names:?}"
        );
    }
}

#[test]
fn a_read_only_file_and_what_is_not_a_plain_file_are_left_as_they_are() {
    let folder = Scratch::new("atomic-refused");
    let read_only = folder.join("config.toml");
    fs::write(&read_only, "mine\n").unwrap();
    fs::set_permissions(&read_only, fs::Permissions::from_mode(0o444)).unwrap();
    let refused = atomic::replace(&read_only, b"new\n").unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::PermissionDenied);
    assert_eq!(fs::read_to_string(&read_only).unwrap(), "mine\n");
    let mode = fs::metadata(&read_only).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o444);
    let a_folder = folder.join("results.json");
    fs::create_dir(&a_folder).unwrap();
    let refused = atomic::replace(&a_folder, b"{}").unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::InvalidInput);
    assert!(a_folder.is_dir());
    // A loop of links is named, not followed for ever.
    let a = folder.join("a");
    symlink("b", &a).unwrap();
    symlink("a", folder.join("b")).unwrap();
    let refused = atomic::replace(&a, b"x").unwrap_err();
    assert!(
        refused
            .to_string()
            .contains("too many levels of symbolic links"),
        "{refused}"
    );
}

#[test]
fn a_new_file_is_made_through_a_link_to_a_missing_one_and_never_over_a_file() {
    let folder = Scratch::new("atomic-new");
    fs::create_dir_all(folder.join("dotfiles")).unwrap();
    let link = folder.join("config.toml");
    symlink("dotfiles/config.toml", &link).unwrap();
    atomic::create_new(&link, b"made\n").unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        fs::read_to_string(folder.join("dotfiles/config.toml")).unwrap(),
        "made\n"
    );
    let refused = atomic::create_new(&link, b"again\n").unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::AlreadyExists);
    assert_eq!(fs::read_to_string(&link).unwrap(), "made\n");
}
