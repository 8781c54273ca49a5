//! The score in the title bar: each mode keeps its own (its names are the ones who played),
//! and a game without draws counts none.

use crate::common::session::Session;

/// The title bar's score: its right end.
fn score(s: &Session) -> String {
    let screen = s.draw(100, 30).backend().to_string();
    let title = screen.lines().next().expect("a title").trim_matches('"');
    let score: Vec<&str> = title.split("   ").filter(|part| !part.is_empty()).collect();
    score.last().expect("a score").trim().to_owned()
}

#[test]
fn each_mode_keeps_its_own_score() {
    let mut s = Session::new(&["--mode", "humans", "--first", "human", "--seed", "1"]);
    s.keys("14253");
    assert!(s.app.position().is_over());
    assert_eq!(score(&s), "X 1 · Draws 0 · O 0");
    // Against the AI, nobody has played yet: "You" have no point of the game X won.
    s.keys("v");
    assert_eq!(score(&s), "You 0 · Draws 0 · AI 0");
    s.keys("v");
    assert_eq!(score(&s), "X 0 · Draws 0 · O 0");
    s.keys("v");
    assert_eq!(score(&s), "X 1 · Draws 0 · O 0");
    // An undo takes the point back from the score that counted it, whatever the mode now.
    s.keys("v");
    s.keys("u");
    assert!(!s.app.position().is_over());
    assert_eq!(score(&s), "You 0 · Draws 0 · AI 0");
    s.keys("vv");
    assert_eq!(score(&s), "X 0 · Draws 0 · O 0");
}

#[test]
fn the_game_of_bones_counts_no_draws() {
    let s = Session::new(&["--game", "bones", "--first", "human", "--seed", "1"]);
    assert_eq!(score(&s), "You 0 · AI 0");
    let s = Session::new(&["--game", "bones", "--lang", "fr", "--first", "human"]);
    assert_eq!(score(&s), "Vous 0 · IA 0");
    let s = Session::new(&["--first", "human", "--lang", "fr"]);
    assert_eq!(score(&s), "Vous 0 · Nulles 0 · IA 0");
}
