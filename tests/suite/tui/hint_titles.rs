//! The hints box's title says what its values are: exact, estimates, or both with the mark that
//! tells them apart, and after a finished game that there is nothing to give a hint for.

use crate::common;

use common::session::Session;
use morpion::tui::{HintSource, HintState};

/// The box's title at `width`×`height`: the second line of the screen up to the box's corner.
fn title(s: &Session, width: u16, height: u16) -> String {
    let screen = s.draw(width, height).backend().to_string();
    let top: String = screen
        .lines()
        .nth(1)
        .expect("a second line")
        .trim_start_matches('"')
        .to_owned();
    let end = top.find('┐').map_or(top.len(), |at| at + '┐'.len_utf8());
    top[..end].to_owned()
}

/// The text on the line above the takes: each take's hint.
fn above_the_takes(s: &Session) -> String {
    let screen = s.draw(80, 24).backend().to_string();
    let lines: Vec<&str> = screen.lines().collect();
    let takes = lines
        .iter()
        .position(|line| line.contains("take 1"))
        .expect("the takes");
    lines[takes - 1]
        .trim_start_matches('"')
        .chars()
        .skip(2)
        .take(22)
        .collect::<String>()
        .trim()
        .to_owned()
}

#[test]
fn the_game_of_bones_says_exact_where_the_six_ply_search_reached_the_end() {
    // Twelve bones, a lost heap: every take loses within the 6 plies the search looks ahead,
    // so the values are exact, not estimates.
    let mut s = Session::new(&[
        "--game", "bones", "--heap", "12", "--first", "human", "--seed", "3",
    ]);
    s.keys("i");
    assert!(s.finish_study());
    assert_eq!(s.app.hint_state(), HintState::Exact);
    assert_eq!(title(&s, 80, 24), "┌ Hints: exact values ───┐");
    assert_eq!(above_the_takes(&s), "loss 6  loss 6  loss 6");
    // Fourteen: taking 2 wins (7 plies) and taking 3 loses (6 plies), both proven; taking 1
    // leaves a heap whose end lies beyond the 6 plies: the rule of 4 says it loses, exactly
    // (13 is no multiple of 4, won for the opponent), as the title says.
    let mut s = Session::new(&[
        "--game", "bones", "--heap", "14", "--first", "human", "--seed", "3",
    ]);
    s.keys("i");
    assert!(s.finish_study());
    assert_eq!(s.app.hint_state(), HintState::Mixed(6));
    let sources: Vec<HintSource> = s
        .app
        .hints()
        .unwrap()
        .values
        .iter()
        .map(|v| v.from)
        .collect();
    assert_eq!(
        sources,
        [
            HintSource::Search { exact: false },
            HintSource::Search { exact: true },
            HintSource::Search { exact: true }
        ]
    );
    assert_eq!(title(&s, 80, 24), "┌ Hints: rule of 4 ──────┐");
    assert_eq!(above_the_takes(&s), "loss    win 7   loss 6");
    assert_eq!(title(&s, 120, 30), "┌ Hints: 6 plies, then rule of 4 ──┐");
}

#[test]
fn after_a_finished_game_the_title_says_the_game_is_over() {
    // One bone: taking it wins.
    let mut s = Session::new(&[
        "--game", "bones", "--heap", "1", "--first", "human", "--seed", "3",
    ]);
    s.keys("i1");
    assert_eq!(s.app.hint_state(), HintState::Over);
    assert_eq!(title(&s, 80, 24), "┌ Hints: game over ──────┐");
    // Connect Four, two players: X's four in column 1.
    let mut s = Session::new(&["--game", "connect4", "--mode", "humans", "--first", "human"]);
    s.keys("i1212121");
    assert_eq!(s.app.hint_state(), HintState::Over);
    assert!(s.app.study().is_none() && s.app.hints_solve().is_none());
    assert_eq!(title(&s, 80, 24), "┌ Hints: game over ───────────┐");
    assert!(
        title(&s, 120, 36).starts_with("┌ Hints: none, the game is over ─"),
        "{}",
        title(&s, 120, 36)
    );
    let mut s = Session::new(&[
        "--game", "connect4", "--mode", "humans", "--first", "human", "--lang", "fr",
    ]);
    s.keys("i1212121");
    assert_eq!(title(&s, 80, 24), "┌ Indices\u{a0}: partie finie ─────┐");
}
