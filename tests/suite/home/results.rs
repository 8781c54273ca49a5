//! The results kept between sessions: counts added under a lock by two writers at once, a write failing half-way leaving the old file whole, an unreadable file kept aside.

use std::fs::File;
use std::io::{self, Write};

use morpion::home::results::{Ending, Game, Row, Side, Store, StoreError, Tally};

use crate::common::scratch::Scratch;

fn ttt() -> Game {
    Game::Board {
        rows: 3,
        cols: 3,
        k: 3,
        gravity: false,
    }
}

fn won_at_ttt() -> Row {
    Row::new(ttt(), Side::First).with_game(Ending::Won, true)
}

#[test]
fn counts_are_added_to_their_game_and_side() {
    let scratch = Scratch::new("results-add");
    let store = Store::in_folder(&scratch.join("deeper/data"));
    assert_eq!(store.read().unwrap().rows, []);
    store.add(&won_at_ttt()).unwrap();
    store.add(&won_at_ttt()).unwrap();
    store
        .add(&Row::new(ttt(), Side::First).with_game(Ending::Lost, false))
        .unwrap();
    let heap = Game::Bones { heap: 10 };
    store
        .add(&Row::new(heap.clone(), Side::Second).with_game(Ending::Drawn, true))
        .unwrap();
    let mut predictions = Row::new(ttt(), Side::Second);
    predictions.predictions.made = 3;
    predictions.predictions.moves_right = 2;
    predictions.guesses.wrong = 1;
    store.add(&predictions).unwrap();
    let rows = store.read().unwrap().rows;
    assert_eq!(rows.len(), 3);
    assert_eq!((&rows[0].game, rows[0].side), (&ttt(), Side::First));
    assert_eq!(
        rows[0].results,
        Tally {
            won: 2,
            drawn: 0,
            lost: 0
        }
    );
    assert_eq!(
        rows[0].apart,
        Tally {
            won: 0,
            drawn: 0,
            lost: 1
        }
    );
    assert_eq!((&rows[1].game, rows[1].side), (&ttt(), Side::Second));
    assert_eq!(rows[1].predictions.made, 3);
    assert_eq!(rows[1].predictions.moves_right, 2);
    assert_eq!(rows[1].guesses.wrong, 1);
    assert_eq!((&rows[2].game, rows[2].side), (&heap, Side::Second));
    assert_eq!(rows[2].results.drawn, 1);
    // The folder holds the file and its lock, no temporary file.
    assert_eq!(
        std::fs::read_dir(scratch.join("deeper/data"))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect::<std::collections::BTreeSet<_>>(),
        ["results.json", "results.json.lock"]
            .map(String::from)
            .into()
    );
}

#[test]
fn two_writers_at_once_both_count() {
    let scratch = Scratch::new("results-two");
    let folder = scratch.path().to_path_buf();
    let writers: Vec<_> = (0..2)
        .map(|_| {
            let folder = folder.clone();
            std::thread::spawn(move || {
                // Each writer a store of its own, as two sessions would have.
                let store = Store::in_folder(&folder);
                for _ in 0..50 {
                    store.add(&won_at_ttt()).unwrap();
                }
            })
        })
        .collect();
    for writer in writers {
        writer.join().unwrap();
    }
    let rows = Store::in_folder(&folder).read().unwrap().rows;
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].results.won, 100);
}

/// A disk that fills half-way through the write.
fn half_then_full(file: &mut File, bytes: &[u8]) -> io::Result<()> {
    file.write_all(&bytes[..bytes.len() / 2])?;
    Err(io::Error::from_raw_os_error(libc::ENOSPC))
}

#[test]
fn a_write_failing_half_way_leaves_the_old_file_whole() {
    let scratch = Scratch::new("results-full");
    let store = Store::in_folder(scratch.path());
    store.add(&won_at_ttt()).unwrap();
    let before = std::fs::read(store.path()).unwrap();
    let failing = Store::in_folder(scratch.path()).with_writer(half_then_full);
    let error = failing.add(&won_at_ttt()).unwrap_err();
    assert!(
        matches!(&error, StoreError::Io { error, .. } if error.raw_os_error() == Some(libc::ENOSPC)),
        "{error}"
    );
    assert_eq!(std::fs::read(store.path()).unwrap(), before);
    assert_eq!(store.read().unwrap().rows[0].results.won, 1);
    // No half-written temporary file is left behind.
    assert_eq!(scratch.names(), ["results.json", "results.json.lock"]);
    // With no file before, a failed write leaves none.
    let empty = Scratch::new("results-full-empty");
    Store::in_folder(empty.path())
        .with_writer(half_then_full)
        .add(&won_at_ttt())
        .unwrap_err();
    assert_eq!(empty.names(), ["results.json.lock"]);
}

#[test]
fn an_unreadable_file_is_kept_aside_and_never_emptied() {
    let scratch = Scratch::new("results-unreadable");
    let store = Store::in_folder(scratch.path());
    std::fs::write(store.path(), b"{\"rows\": [ half a file").unwrap();
    // Reading says so and leaves it where it is.
    let error = store.read().unwrap_err();
    assert!(
        matches!(&error, StoreError::Unreadable { path, .. } if *path == store.path()),
        "{error}"
    );
    assert!(
        error
            .to_string()
            .starts_with(&format!("{} cannot be read: ", store.path().display())),
        "{error}"
    );
    assert_eq!(
        std::fs::read(store.path()).unwrap(),
        b"{\"rows\": [ half a file"
    );
    // Writing keeps it aside, whole, and says where.
    let added = store.add(&won_at_ttt()).unwrap();
    let aside = scratch.join("results.json.unreadable");
    assert_eq!(
        added.kept_aside.as_ref().map(|(path, _)| path),
        Some(&aside)
    );
    assert_eq!(std::fs::read(&aside).unwrap(), b"{\"rows\": [ half a file");
    assert_eq!(store.read().unwrap().rows[0].results.won, 1);
    // A second one goes beside the first, which stays.
    std::fs::write(store.path(), b"{\"format\": 99, \"rows\": []}").unwrap();
    let added = store.add(&won_at_ttt()).unwrap();
    let (second, reason) = added.kept_aside.unwrap();
    assert_eq!(second, scratch.join("results.json.unreadable-2"));
    assert_eq!(reason, "format 99 is not the one this morpion writes (1)");
    assert_eq!(std::fs::read(&aside).unwrap(), b"{\"rows\": [ half a file");
    assert_eq!(
        scratch.names(),
        [
            "results.json",
            "results.json.lock",
            "results.json.unreadable",
            "results.json.unreadable-2"
        ]
    );
}

#[test]
fn the_file_is_plain_json_with_its_format() {
    let scratch = Scratch::new("results-json");
    let store = Store::in_folder(scratch.path());
    store
        .add(&Row::new(Game::Bones { heap: 7 }, Side::Second).with_game(Ending::Lost, true))
        .unwrap();
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(store.path()).unwrap()).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "format": 1,
            "rows": [{
                "game": "bones", "heap": 7, "side": "second",
                "results": {"won": 0, "drawn": 0, "lost": 1},
                "apart": {"won": 0, "drawn": 0, "lost": 0},
                "predictions": {"made": 0, "moves_right": 0, "worths_right": 0},
                "guesses": {"right": 0, "wrong": 0}
            }]
        })
    );
}

/// The row of `game` as the file writes it, counts left out.
fn written_game(game: Game) -> serde_json::Value {
    let scratch = Scratch::new("results-names");
    let store = Store::in_folder(scratch.path());
    store
        .add(&Row::new(game, Side::First).with_game(Ending::Won, true))
        .unwrap();
    let mut json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(store.path()).unwrap()).unwrap();
    let row = json["rows"][0].as_object_mut().unwrap();
    for counts in ["side", "results", "apart", "predictions", "guesses"] {
        row.remove(counts);
    }
    json["rows"][0].take()
}

#[test]
fn a_row_names_its_game_as_the_command_line_does() {
    let board = |rows, cols, k, gravity| Game::Board {
        rows,
        cols,
        k,
        gravity,
    };
    use serde_json::json;
    assert_eq!(
        written_game(ttt()),
        json!({"game": "ttt", "rows": 3, "cols": 3, "k": 3, "gravity": false})
    );
    assert_eq!(
        written_game(board(4, 4, 4, false)),
        json!({"game": "ttt4", "rows": 4, "cols": 4, "k": 4, "gravity": false})
    );
    assert_eq!(
        written_game(board(6, 7, 4, true)),
        json!({"game": "connect4", "rows": 6, "cols": 7, "k": 4, "gravity": true})
    );
    // A shape --game has no name for: --rows, --cols, --k and --gravity give it.
    assert_eq!(
        written_game(board(3, 3, 3, true)),
        json!({"game": "board", "rows": 3, "cols": 3, "k": 3, "gravity": true})
    );
    assert_eq!(
        written_game(board(5, 6, 4, false)),
        json!({"game": "board", "rows": 5, "cols": 6, "k": 4, "gravity": false})
    );
}

#[test]
fn a_file_written_before_the_names_reads_as_the_same_rows() {
    let scratch = Scratch::new("results-old-names");
    let store = Store::in_folder(scratch.path());
    std::fs::write(
        store.path(),
        r#"{"format": 1, "rows": [{"game": "board", "rows": 3, "cols": 3, "k": 3,
            "gravity": false, "side": "first", "results": {"won": 4, "drawn": 1, "lost": 0}}]}"#,
    )
    .unwrap();
    assert_eq!(store.read().unwrap().rows[0].game, ttt());
    let added = store.add(&won_at_ttt()).unwrap();
    assert_eq!(added.kept_aside, None);
    let rows = store.read().unwrap().rows;
    assert_eq!(rows.len(), 1);
    assert_eq!(
        rows[0].results,
        Tally {
            won: 5,
            drawn: 1,
            lost: 0
        }
    );
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(store.path()).unwrap()).unwrap();
    assert_eq!(json["rows"][0]["game"], "ttt");
}

#[test]
fn a_ready_made_name_on_another_shape_is_not_results() {
    let scratch = Scratch::new("results-wrong-name");
    let store = Store::in_folder(scratch.path());
    std::fs::write(
        store.path(),
        r#"{"format": 1, "rows": [{"game": "ttt", "rows": 4, "cols": 4, "k": 4,
            "gravity": false, "side": "first"}]}"#,
    )
    .unwrap();
    let Err(StoreError::Unreadable { reason, .. }) = store.read() else {
        panic!("a ttt row of a 4×4 board read as results");
    };
    assert!(
        reason.contains(r#"a row of game "ttt" whose shape is not that game's"#),
        "{reason}"
    );
}
