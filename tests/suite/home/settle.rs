//! The settings in force: defaults < the file < the flags, a flag that stands alone setting aside the file's keys it contradicts.

use morpion::analysis::{GameKind, ThemeChoice};
use morpion::home::config_file::{self, Preferences, settle};

fn file(text: &str) -> Preferences {
    let read = config_file::read(text);
    assert_eq!(read.problems, [], "{text}");
    read.settings
}

#[test]
fn flags_win_over_the_file_key_by_key() {
    let from_file = file("depth = 4\ntheme = \"light\"\nthink-ms = 300\n");
    let flags = Preferences {
        depth: Some(config_file::Depth::Plies(6)),
        ..Preferences::default()
    };
    let settled = settle(&from_file, &flags);
    assert_eq!(settled.depth, Some(config_file::Depth::Plies(6)));
    assert_eq!(settled.theme, Some(ThemeChoice::Light));
    assert_eq!(settled.think_ms, Some(300));
    // No flag: the file; no file either: nothing given, so the defaults.
    assert_eq!(settle(&from_file, &Preferences::default()), from_file);
    assert_eq!(
        settle(&Preferences::default(), &Preferences::default()),
        Preferences::default()
    );
}

#[test]
fn a_board_flag_sets_aside_the_files_game() {
    let settled = settle(
        &file("game = \"connect4\"\ngravity = true\n"),
        &Preferences {
            cols: Some(5),
            ..Preferences::default()
        },
    );
    assert_eq!(settled.game, None);
    assert_eq!(settled.cols, Some(5));
    // The file's gravity is about boards, and this is one.
    assert_eq!(settled.gravity, Some(true));
}

#[test]
fn a_game_flag_sets_aside_the_files_board_and_what_does_not_apply_to_it() {
    let settled = settle(
        &file("rows = 5\ncols = 5\nk = 4\nheap = 20\n"),
        &Preferences {
            game: Some(GameKind::Ttt4),
            ..Preferences::default()
        },
    );
    assert_eq!(
        (
            settled.game,
            settled.rows,
            settled.cols,
            settled.k,
            settled.heap
        ),
        (Some(GameKind::Ttt4), None, None, None, None)
    );
    // The file's heap is the heap whenever bones is played; its gravity is not for bones.
    let settled = settle(
        &file("heap = 20\ngravity = true\n"),
        &Preferences {
            game: Some(GameKind::Bones),
            ..Preferences::default()
        },
    );
    assert_eq!(
        (settled.game, settled.heap, settled.gravity),
        (Some(GameKind::Bones), Some(20), None)
    );
    let settled = settle(
        &file("game = \"bones\"\nheap = 20\n"),
        &Preferences {
            game: Some(GameKind::Ttt),
            ..Preferences::default()
        },
    );
    assert_eq!((settled.game, settled.heap), (Some(GameKind::Ttt), None));
}

#[test]
fn a_flag_that_cannot_stand_alone_stays_beside_the_files_game() {
    // `--gravity` with a file that says bones: both stay, and the play command refuses them
    // as it refuses `--game bones --gravity` (tests/suite/cli/config.rs).
    let settled = settle(
        &file("game = \"bones\"\n"),
        &Preferences {
            gravity: Some(true),
            ..Preferences::default()
        },
    );
    assert_eq!(
        (settled.game, settled.gravity),
        (Some(GameKind::Bones), Some(true))
    );
    let settled = settle(
        &file("game = \"ttt4\"\n"),
        &Preferences {
            heap: Some(7),
            ..Preferences::default()
        },
    );
    assert_eq!(
        (settled.game, settled.heap),
        (Some(GameKind::Ttt4), Some(7))
    );
}
