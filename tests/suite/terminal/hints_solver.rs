//! The real binary's exact hints on Connect Four: the solver works on a thread of its own while
//! the keys are answered, fills in every column, and a move starts the new position's solve
//! (the old one dropped); quitting mid-solve ends the game at once.

use crate::pty;

use std::time::Duration;

use pty::Session;

/// Two people at one keyboard: every position is the person's, few are the book's.
fn hot_seat() -> Session {
    let session = Session::spawn(
        &["--game", "connect4", "--mode", "humans", "--first", "human"],
        100,
        30,
        &[],
    );
    session.wait_for("X to move");
    session
}

/// The positions the solver has searched, as the line under the board says.
fn searched(screen: &str) -> Option<u64> {
    let at = screen.find("solving col ")?;
    let figures: String = screen[at..]
        .split_once(": ")?
        .1
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect();
    figures.parse().ok()
}

#[test]
fn the_solver_fills_in_the_hints_while_the_keys_are_answered() {
    let mut session = hot_seat();
    // Sixteen stones of a random game, then hints: the solver's values come in a few seconds.
    session.send(b"2532466446415762");
    session.wait_for("X to move");
    session.send(b"i");
    let screen = session.wait_for("Hints: exact values");
    assert!(!screen.contains('≈'), "{screen}");
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(5));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

#[test]
fn a_move_starts_the_new_positions_solve_and_quitting_ends_it() {
    let mut session = hot_seat();
    // Two stones: each column takes the solver far longer than this test.
    session.send(b"17i");
    session.wait_for("solving col 4");
    // The solver is searching: its count goes up on the screen.
    session.wait_until("the solver's count to move on", |screen| {
        searched(&screen.contents()).is_some_and(|n| n > 0)
    });
    // The keys are answered meanwhile: the cursor moves (from column 7, the last move), a
    // piece drops.
    session.send(pty::keys::LEFT);
    session.wait_for("▼6▼");
    session.send(b"4");
    let screen = session.wait_for("O to move");
    // The new position: its own estimates, its own solve, from column 4 again.
    session.wait_for("solving col 4");
    assert!(screen.contains("Hints"), "{screen}");
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(5));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}
