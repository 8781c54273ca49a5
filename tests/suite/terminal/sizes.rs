//! Terminal sizes from 1×1 to 300×100 and 50 quick resizes mid-search: no panic, an "enlarge" notice below the minimum.

use crate::common::session::flat;
use crate::pty;

use std::time::Duration;

use pty::{AI_THINKS_FOREVER, GAME_SCREEN, HUMAN_FIRST, Session};

const QUIET: Duration = Duration::from_millis(150);

/// Starts a 3×3 game at `cols`×`rows`, returns its settled screen, then quits it cleanly.
fn settled_screen_at(cols: u16, rows: u16) -> String {
    let mut session = Session::spawn(HUMAN_FIRST, cols, rows, &[]);
    session.wait_until("the game's screen", |screen| screen.alternate_screen());
    let screen = session.wait_stable(QUIET);
    assert!(
        session.running(),
        "morpion died at {cols}×{rows}:\n{screen}"
    );
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(2));
    assert_eq!((exit.code, exit.signal), (0, None), "at {cols}×{rows}");
    session.assert_restored();
    screen
}

#[test]
fn one_by_one_draws_what_fits_and_quits() {
    settled_screen_at(1, 1);
}

#[test]
fn ten_by_five_asks_for_a_bigger_terminal() {
    let screen = settled_screen_at(10, 5);
    let words = flat(&screen);
    assert!(words.contains("Terminal too small: 10×5"), "{screen}");
}

#[test]
fn one_column_below_the_minimum_asks_for_a_bigger_terminal() {
    let screen = settled_screen_at(75, 20);
    assert!(
        screen.contains("Terminal too small: 75×20")
            && screen.contains("This game needs at least 76×20 (columns × rows):")
            && screen.contains("enlarge the window or make the text smaller"),
        "{screen}"
    );
}

#[test]
fn one_row_below_the_minimum_asks_for_a_bigger_terminal() {
    let screen = settled_screen_at(76, 19);
    assert!(
        screen.contains("Terminal too small: 76×19")
            && screen.contains("This game needs at least 76×20 (columns × rows):"),
        "{screen}"
    );
}

#[test]
fn the_minimum_shows_the_game() {
    let screen = settled_screen_at(76, 20);
    assert!(screen.contains(GAME_SCREEN), "{screen}");
    assert!(screen.contains("Your move (X)"), "{screen}");
    assert!(!screen.contains("too small"), "{screen}");
}

#[test]
fn eighty_by_twenty_four_shows_the_game() {
    let screen = settled_screen_at(80, 24);
    assert!(screen.contains("Your move (X)"), "{screen}");
    assert!(!screen.contains("too small"), "{screen}");
}

#[test]
fn three_hundred_by_a_hundred_shows_the_game() {
    let screen = settled_screen_at(300, 100);
    assert!(screen.contains("Your move (X)"), "{screen}");
    assert!(!screen.contains("too small"), "{screen}");
}

#[test]
fn fifty_quick_resizes_while_the_ai_thinks() {
    let mut session = Session::spawn(AI_THINKS_FOREVER, 100, 30, &[]);
    session.wait_for("AI is thinking");
    let sizes = [
        (1, 1),
        (10, 5),
        (75, 20),
        (76, 20),
        (80, 24),
        (300, 100),
        (40, 60),
    ];
    for i in 0..50 {
        let (cols, rows) = sizes[i % sizes.len()];
        session.resize(cols, rows);
        std::thread::sleep(Duration::from_millis(5));
    }
    session.resize(30, 10);
    session.wait_for("Terminal too small: 30×10");
    session.resize(100, 30);
    let screen = session.wait_for("AI is thinking");
    assert!(
        screen.contains(GAME_SCREEN),
        "the normal screen is back:\n{screen}"
    );
    assert!(!screen.contains("too small"), "{screen}");
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(2));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}
