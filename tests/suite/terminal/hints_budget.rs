//! The hints have a position budget, as the technique comparison has: under a depth limit no
//! search can finish (Connect Four, 64 plies), they give up and say so instead of searching on.

use crate::pty;

use std::thread;
use std::time::{Duration, Instant};

use pty::Session;

/// Ten million positions take seconds in a release build, many more in a debug one on a busy
/// machine: the wait is for the hints to give up, however long that takes within reason.
const GIVING_UP: Duration = Duration::from_secs(240);

fn wait_long_for(session: &Session, needle: &str) -> String {
    let deadline = Instant::now() + GIVING_UP;
    loop {
        let screen = session.screen();
        if screen.contains(needle) {
            return screen;
        }
        assert!(
            Instant::now() < deadline,
            "never {needle:?}; screen:\n{screen}"
        );
        thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn hints_that_cannot_finish_give_up_and_say_so() {
    let mut session = Session::spawn(
        &[
            "--game", "connect4", "--first", "human", "--depth", "64", "--seed", "1",
        ],
        100,
        30,
        &[],
    );
    session.wait_for("Your move");
    session.send(b"i");
    session.wait_for("Hints: searching");
    let screen = wait_long_for(&session, "Hints: too big to work out");
    assert!(
        screen.contains("The hints gave up after 10,000,000 positions"),
        "{screen}"
    );
    // Still playable, and the hints are not searched again for the same position.
    session.send(b"4");
    session.wait_for("AI played");
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(5));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

#[test]
fn the_same_in_french() {
    let mut session = Session::spawn(
        &[
            "--game", "connect4", "--first", "human", "--depth", "64", "--seed", "1", "--lang",
            "fr",
        ],
        100,
        30,
        &[],
    );
    session.wait_for("À vous de jouer");
    session.send(b"i");
    let screen = wait_long_for(&session, "Indices\u{a0}: trop longs à calculer");
    assert!(screen.contains("Indices abandonnés après 10"), "{screen}");
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(5));
    assert_eq!((exit.code, exit.signal), (0, None));
}
