//! `morpion stats`: the results kept, as a table or the file's JSON; an unreadable file is named and left where it is.

use std::path::Path;

use morpion::home::results::{Ending, Game, Row, Side, Store};

use crate::common::cli::morpion_in;
use crate::common::scratch::Scratch;

fn stats(data: &Path, args: &[&str]) -> std::process::Output {
    let mut all = vec!["stats"];
    all.extend_from_slice(args);
    morpion_in(&all, &[("MORPION_DATA_DIR", data)])
}

#[test]
fn the_results_kept_as_a_table() {
    let folder = Scratch::new("stats-table");
    let out = stats(folder.path(), &[]);
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!(
            "results: {}\nno game kept yet: the games played against the AI from the start count\n",
            folder.join("results.json").display()
        )
    );
    let store = Store::in_folder(folder.path());
    let c4 = Game::Board {
        rows: 6,
        cols: 7,
        k: 4,
        gravity: true,
    };
    for ending in [Ending::Won, Ending::Lost, Ending::Lost] {
        store
            .add(&Row::new(c4.clone(), Side::First).with_game(ending, true))
            .unwrap();
    }
    // No heap among the rows: no dash, and nothing said of one.
    let out = stats(folder.path(), &[]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.ends_with(
            "apart: those from a set-up or loaded position, or with a move taken back\n"
        ),
        "{text}"
    );
    // The Game of Bones cannot be drawn: its draws are a dash.
    let mut heap = Row::new(Game::Bones { heap: 10 }, Side::Second).with_game(Ending::Won, false);
    heap.predictions.made = 4;
    heap.predictions.moves_right = 3;
    heap.predictions.worths_right = 2;
    heap.guesses.right = 5;
    heap.guesses.wrong = 1;
    store.add(&heap).unwrap();
    let out = stats(folder.path(), &[]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!(
            "results: {}\n\n\
             game                          side    won  drawn  lost  apart w/d/l  predicted move  predicted worth  guesses\n\
             7×6, 4 in a row, pieces fall  first     1      0     2        0/0/0          0 of 0           0 of 0   0 of 0\n\
             bones, heap of 10             second    0      -     0        1/-/0          3 of 4           2 of 4   5 of 6\n\n\
             won, drawn, lost: games against the AI played from the start without taking a move back;\n\
             apart: those from a set-up or loaded position, or with a move taken back;\n\
             -: the Game of Bones cannot be drawn\n",
            folder.join("results.json").display()
        )
    );
    let json: serde_json::Value =
        serde_json::from_slice(&stats(folder.path(), &["--json"]).stdout).unwrap();
    assert_eq!(json["rows"][0]["results"]["lost"], 2);
    assert_eq!(json["rows"][1]["guesses"]["right"], 5);
}

#[test]
fn an_unreadable_file_is_named_and_left_where_it_is() {
    let folder = Scratch::new("stats-unreadable");
    std::fs::write(folder.join("results.json"), "not json").unwrap();
    let out = stats(folder.path(), &[]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with(&format!(
            "morpion: {} cannot be read: not the results morpion writes (JSON {{\"format\":1,\"rows\":[…]}}): ",
            folder.join("results.json").display()
        )),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(folder.join("results.json")).unwrap(),
        "not json"
    );
}
