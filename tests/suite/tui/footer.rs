//! The footer offers only keys that work in the game and mode played, the same in both languages.

use crate::common;

use common::session::Session;
use ratatui::crossterm::event::KeyCode;

/// The footer: the line under the boxes' bottom borders (the message line may take the rows
/// below it), at `width`×30.
fn footer(s: &Session, width: u16) -> String {
    let screen = s.draw(width, 30).backend().to_string();
    let lines: Vec<&str> = screen.lines().map(|line| line.trim_matches('"')).collect();
    let last_box = lines
        .iter()
        .rposition(|line| line.starts_with('└'))
        .expect("a box");
    lines[last_box + 1].trim_end().to_owned()
}

#[test]
fn boards_other_than_3x3_offer_no_digit_keys() {
    let mut s = Session::new(&["--game", "ttt4", "--first", "human", "--seed", "1"]);
    assert_eq!(
        footer(&s, 100),
        " ←↓↑→ move  Enter play  p pruning  t tree  i hints  c compare  u/r undo  ? help  q quit"
    );
    // A digit still says why it plays nothing; Enter plays the cursor's cell.
    s.keys("5");
    assert_eq!(
        s.app.message(),
        Some("Digits pick cells on the 3×3 board only: use the arrows and Enter, or click")
    );
    assert!(s.app.history().is_empty());
    s.key(KeyCode::Enter);
    assert_eq!(s.app.history().len(), 1);

    let s = Session::new(&["--first", "human", "--seed", "1"]);
    assert!(footer(&s, 100).starts_with(" ←↓↑→ move  Enter/1-9 play  t tree  i hints"));
    let s = Session::new(&["--game", "connect4", "--first", "human", "--seed", "1"]);
    assert!(footer(&s, 100).starts_with(" ←→ column  Enter/1-7 drop  t tree  i hints"));
    let s = Session::new(&["--game", "bones", "--first", "human", "--seed", "1"]);
    assert!(footer(&s, 100).starts_with(" ←→ choose  Enter/1-3 take  t tree  i hints"));
}

#[test]
fn between_two_players_the_footer_offers_what_the_ai_does_there() {
    let mut s = Session::new(&["--mode", "humans", "--game", "ttt4", "--seed", "1"]);
    assert_eq!(
        footer(&s, 100),
        " ←↓↑→ move  Enter play  i hints  c compare  u/r undo  v mode  n new  ? help  q quit"
    );
    // The settings keys still set what hints and the comparison search with, and say so.
    s.keys("d");
    assert_eq!(
        s.app.message(),
        Some(
            "Depth limit off: where one search is too big, the AI deepens as far as 1.00 s allows — for the hints and comparison (i, c)"
        )
    );
    // v: you against the AI, then the AI against itself: each mode's keys.
    s.keys("v");
    assert!(footer(&s, 100).starts_with(" ←↓↑→ move  Enter play  p pruning  t tree  i hints"));
    s.keys("v");
    assert_eq!(
        footer(&s, 100),
        " Space pause  → step  [/] speed  t tree  c compare  v who plays  ? help  q quit"
    );
    // Watching the AI play itself at 80 columns: how to take a side again comes first.
    assert_eq!(
        footer(&s, 80),
        " Space pause  → step  [/] speed  c compare  v who plays  ? help  q quit"
    );
}

#[test]
fn the_french_footer_offers_the_keys_of_the_english_one() {
    for width in [80, 90, 100, 120, 160] {
        let english = Session::new(&["--game", "connect4", "--first", "human", "--seed", "1"]);
        let french = Session::new(&[
            "--game", "connect4", "--first", "human", "--seed", "1", "--lang", "fr",
        ]);
        let keys = |line: String| -> Vec<String> {
            line.split("  ")
                .filter_map(|hint| hint.split_whitespace().next())
                .map(|key| key.replace("Entrée", "Enter"))
                .collect()
        };
        assert_eq!(
            keys(footer(&english, width)),
            keys(footer(&french, width)),
            "at {width} columns"
        );
    }
    let french = Session::new(&[
        "--game", "connect4", "--first", "human", "--seed", "1", "--lang", "fr",
    ]);
    assert_eq!(
        footer(&french, 120),
        " ←→ col.  Entrée/1-7 jouer  p élagage  d prof.  t arbre  i indices  c comparer  u/r annuler  e éval.  ? aide  q quitter"
    );
}

#[test]
fn a_finished_game_offers_a_new_game_and_no_move() {
    let mut s = Session::new(&["--game", "bones", "--first", "human", "--seed", "1"]);
    assert!(footer(&s, 80).starts_with(" ←→ choose  Enter/1-3 take"));
    while !s.app.position().is_over() {
        s.keys("1");
        s.settle();
    }
    assert_eq!(
        footer(&s, 80),
        " n new  p pruning  t tree  i hints  u/r undo  ? help  q quit"
    );
    let mut s = Session::new(&["--first", "human", "--seed", "1", "--mode", "humans"]);
    s.keys("1425367");
    assert!(s.app.position().is_over());
    assert_eq!(
        footer(&s, 80),
        " n new  i hints  u/r undo  v mode  s swap  ? help  q quit"
    );
}

/// Issue 37: at 80 columns step mode's footer left out `↓` (finish a position) and `c` (the
/// next cut); both arrows share one hint, and every key fits in both languages.
#[test]
fn step_mode_s_footer_at_80_columns_names_finish_and_cut() {
    for (lang, expected) in [
        (
            "en",
            " →/← step  g guess  w leave  ↓ finish  c cut  t tree  ? help  q quit",
        ),
        (
            "fr",
            " →/← étape  g deviner  w retour  ↓ finir  c coupure  t arbre  ? aide  q quitter",
        ),
    ] {
        let mut s = Session::new(&["--lang", lang, "--first", "human", "--seed", "1"]);
        s.keys("5");
        s.settle();
        s.keys("w");
        assert_eq!(footer(&s, 80), expected, "{lang}");
    }
}
