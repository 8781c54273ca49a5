//! Quitting the real binary with q, Esc and Ctrl-C, mid-game and mid-search: exit 0, at once, terminal restored.

use crate::pty;

use std::time::Duration;

use pty::{AI_THINKS_FOREVER, GAME_SCREEN, HUMAN_FIRST, Session, keys};

/// The limit for quitting: the player must never wait on the AI to leave.
const QUIT_LIMIT: Duration = Duration::from_millis(500);

/// Starts a game, waits for `ready`, presses `key` and checks a prompt, clean exit.
fn quit_with(key: &[u8], args: &[&str], ready: &str) {
    let mut session = Session::spawn(args, 100, 30, &[]);
    session.wait_for(ready);
    assert!(
        session.alternate_screen(),
        "the game runs on the alternate screen"
    );
    assert_eq!(
        session.echo_and_canonical(),
        (false, false),
        "raw mode while playing"
    );
    session.send(key);
    let exit = session.expect_exit(QUIT_LIMIT);
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

#[test]
fn q_quits_mid_game() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    session.one_move_each();
    session.send(b"q");
    let exit = session.expect_exit(QUIT_LIMIT);
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

#[test]
fn q_quits_while_the_ai_thinks() {
    quit_with(b"q", AI_THINKS_FOREVER, "AI is thinking");
}

#[test]
fn esc_does_not_quit_mid_game_but_says_what_it_does() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for(GAME_SCREEN);
    session.send(keys::ESC);
    session.wait_for("Esc makes the AI play at once while it thinks; q quits");
    session.send(b"q");
    let exit = session.expect_exit(QUIT_LIMIT);
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

#[test]
fn esc_makes_the_thinking_ai_play_its_best_move_so_far() {
    // The AI would think for ten minutes: Esc must make it play, and the game go on.
    let mut session = Session::spawn(AI_THINKS_FOREVER, 100, 30, &[]);
    session.wait_for("Esc plays now");
    session.wait_for("done, best");
    session.send(keys::ESC);
    session.wait_for("AI played");
    session.wait_for("Your move");
    // The panel's last label, drawn after the lines read below in the same frame.
    let screen = session.wait_for("Expected");
    // The panel gives the deepening up to the limit as set, 12 (the tree is too big for one
    // search), and the deepest search finished, well short of it, stopped by Esc.
    assert!(
        screen.contains("minimax · deepening to 12, max 600.00 s, then heuristic · "),
        "{screen}"
    );
    assert!(screen.contains("stopped by Esc: "), "{screen}");
    let reached: u32 = screen
        .split("Deepening ")
        .nth(1)
        .and_then(|line| line.split(' ').next())
        .and_then(|depth| depth.parse().ok())
        .unwrap_or_else(|| panic!("the depth reached: {screen}"));
    assert!(reached < 12, "{screen}");
    session.send(b"q");
    let exit = session.expect_exit(QUIT_LIMIT);
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

#[test]
fn ctrl_c_quits_mid_game() {
    quit_with(keys::CTRL_C, HUMAN_FIRST, GAME_SCREEN);
}

#[test]
fn ctrl_c_quits_while_the_ai_thinks() {
    quit_with(keys::CTRL_C, AI_THINKS_FOREVER, "AI is thinking");
}

#[test]
fn ctrl_c_quits_from_the_help_popup() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for(GAME_SCREEN);
    session.send(b"?");
    session.wait_for("Help 1/2 — ? more keys, any other key closes");
    session.send(keys::CTRL_C);
    let exit = session.expect_exit(QUIT_LIMIT);
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}
