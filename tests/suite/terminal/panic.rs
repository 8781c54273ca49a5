//! A panic in the main thread or the search thread (the MORPION_TEST_PANIC hook): terminal restored, message readable, process ends.

use crate::pty;

use std::time::Duration;

use pty::{HUMAN_FIRST, Session};

const PANIC_LIMIT: Duration = Duration::from_secs(5);

#[test]
fn a_main_thread_panic_restores_the_terminal_and_shows_the_message() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[("MORPION_TEST_PANIC", "main")]);
    let exit = session.expect_exit(PANIC_LIMIT);
    // 101 is the status Rust gives a process whose main thread panicked.
    assert_eq!((exit.code, exit.signal), (101, None));
    session.assert_restored();
    let screen = session.screen();
    assert!(
        screen.contains("test hook: the main thread panics after the first screen"),
        "the panic message is on the normal screen:\n{screen}"
    );
    assert!(
        session.output().windows(5).any(|w| w == b"Board"),
        "the game had drawn its first screen before the panic"
    );
}

#[test]
fn a_search_thread_panic_ends_the_game_with_the_message() {
    let mut session = Session::spawn(
        &["--first", "ai", "--seed", "7"],
        100,
        30,
        &[("MORPION_TEST_PANIC", "worker")],
    );
    let exit = session.expect_exit(PANIC_LIMIT);
    assert_eq!((exit.code, exit.signal), (1, None));
    session.assert_restored();
    let screen = session.screen();
    let message = "morpion: the AI's search thread crashed: \
                   test hook: the search worker panics on its first job (at src/tui/runtime/worker.rs:";
    let one_line: String = screen.lines().collect::<Vec<_>>().join("");
    assert!(
        one_line.contains(message),
        "the panic message is on the normal screen:\n{screen}"
    );
}

#[test]
fn an_unknown_hook_value_changes_nothing() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[("MORPION_TEST_PANIC", "nowhere")]);
    session.wait_for("Your move");
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_millis(500));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}
