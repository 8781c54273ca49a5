//! Every game's first screen at 80×24, the default terminal: the board (or heap) and the
//! AI's panel side by side, compared with reviewed snapshots.

use crate::common::session::Session;

/// The first screen of `morpion ARGS` (you start), at 80×24.
fn first_screen(args: &[&str]) -> String {
    let args: Vec<&str> = ["--first", "human", "--seed", "1"]
        .into_iter()
        .chain(args.iter().copied())
        .collect();
    let session = Session::new(&args);
    let screen = session.draw(80, 24).backend().to_string();
    assert!(!screen.contains("too small"), "{screen}");
    screen
}

#[test]
fn tic_tac_toe_at_80_by_24() {
    insta::assert_snapshot!(first_screen(&[]));
}

#[test]
fn four_by_four_at_80_by_24() {
    insta::assert_snapshot!(first_screen(&["--game", "ttt4"]));
}

#[test]
fn connect_four_at_80_by_24() {
    insta::assert_snapshot!(first_screen(&["--game", "connect4"]));
}

#[test]
fn five_by_five_four_in_a_row_at_80_by_24() {
    insta::assert_snapshot!(first_screen(&["--rows", "5", "--cols", "5", "--k", "4"]));
}

#[test]
fn seven_by_seven_five_in_a_row_at_80_by_24() {
    insta::assert_snapshot!(first_screen(&["--rows", "7", "--cols", "7", "--k", "5"]));
}

#[test]
fn bones_at_80_by_24() {
    insta::assert_snapshot!(first_screen(&["--game", "bones"]));
}

#[test]
fn connect_four_in_french_at_80_by_24() {
    insta::assert_snapshot!(first_screen(&["--game", "connect4", "--lang", "fr"]));
}
