//! The player's files read safely: a FIFO, a device or a folder refused at once, a file too big refused before it is read, a lock held elsewhere given up after a while, counts that never wrap.

use std::fs;
use std::io::ErrorKind;
use std::os::unix::fs::FileTypeExt;
use std::time::Duration;

use morpion::home::lock::Lock;
use morpion::home::results::{Ending, Game, Row, Side, Store, StoreError, Tally};
use morpion::home::small_file::{self, TEXT_LIMIT};

use crate::common::scratch::Scratch;

fn fifo(path: &std::path::Path) {
    let status = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success());
}

#[test]
fn a_fifo_a_device_and_a_folder_are_refused_without_waiting() {
    let folder = Scratch::new("small-special");
    let pipe = folder.join("config.toml");
    fifo(&pipe);
    // No writer ever comes: reading it would wait for ever.
    for path in [
        pipe.as_path(),
        std::path::Path::new("/dev/zero"),
        folder.path(),
    ] {
        let refused = small_file::read(path, TEXT_LIMIT).unwrap_err();
        assert_eq!(
            refused.kind(),
            ErrorKind::InvalidInput,
            "{}",
            path.display()
        );
        assert_eq!(
            refused.to_string(),
            "not a plain file (a folder, a FIFO or a device)"
        );
    }
    // A config file there is named, not used, and the game starts.
    let loaded = morpion::home::config_file::load(&pipe);
    assert_eq!(
        loaded.messages(),
        [format!(
            "{}: cannot be read: not a plain file (a folder, a FIFO or a device) (the file is not used)",
            pipe.display()
        )]
    );
    // A saved game there is refused with its path.
    let refused = morpion::home::saved::load(&pipe).unwrap_err();
    assert_eq!(
        refused.0,
        [format!(
            "{}: not a plain file (a folder, a FIFO or a device)",
            pipe.display()
        )]
    );
    // The results: a FIFO in the file's place is not read and not written over.
    let results = folder.join("results.json");
    fifo(&results);
    let store = Store::in_folder(folder.path());
    assert!(matches!(store.read(), Err(StoreError::Io { .. })));
    let row = Row::new(Game::Bones { heap: 3 }, Side::First).with_game(Ending::Won, true);
    assert!(matches!(store.add(&row), Err(StoreError::Io { .. })));
    assert!(
        fs::symlink_metadata(&results)
            .unwrap()
            .file_type()
            .is_fifo()
    );
}

#[test]
fn a_file_bigger_than_its_limit_is_refused_and_text_must_be_utf8() {
    let folder = Scratch::new("small-big");
    let path = folder.join("game.toml");
    fs::write(&path, vec![b'#'; 2048]).unwrap();
    assert_eq!(small_file::read(&path, 2048).unwrap().len(), 2048);
    let refused = small_file::read(&path, 1024).unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::InvalidData);
    assert_eq!(
        refused.to_string(),
        "bigger than 1 KiB: not a file morpion wrote"
    );
    fs::write(&path, b"moves = \"a1\xff\"\n").unwrap();
    let refused = small_file::read_text(&path, TEXT_LIMIT).unwrap_err();
    assert_eq!(refused.to_string(), "not text in UTF-8 (line 1, byte 12)");
}

#[test]
fn a_lock_held_elsewhere_is_given_up_after_its_patience() {
    let folder = Scratch::new("small-lock");
    let path = folder.join("results.json.lock");
    let held = Lock::acquire(&path).unwrap();
    let refused = Lock::acquire_within(&path, Duration::from_millis(50)).unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::WouldBlock);
    assert_eq!(
        refused.to_string(),
        "another program held its lock, results.json.lock, for over 0 s"
    );
    drop(held);
    assert!(Lock::acquire_within(&path, Duration::from_millis(50)).is_ok());
}

#[test]
fn counts_stop_at_their_greatest_rather_than_wrap() {
    let folder = Scratch::new("small-wrap");
    let store = Store::in_folder(folder.path());
    let row = || Row::new(Game::Bones { heap: 3 }, Side::First);
    store.add(&row().with_game(Ending::Lost, true)).unwrap();
    let text = fs::read_to_string(store.path()).unwrap();
    let at_most = text.replacen("\"lost\": 1", &format!("\"lost\": {}", u64::MAX), 1);
    assert_ne!(at_most, text);
    fs::write(store.path(), at_most).unwrap();
    store.add(&row().with_game(Ending::Lost, true)).unwrap();
    let kept = store.read().unwrap();
    assert_eq!(
        kept.rows[0].results,
        Tally {
            won: 0,
            drawn: 0,
            lost: u64::MAX
        }
    );
}
