//! SIGTERM, SIGHUP and SIGINT from outside: the terminal is restored and the exit status is 128 + signal.

use crate::pty;

use std::time::Duration;

use pty::{AI_THINKS_FOREVER, GAME_SCREEN, HUMAN_FIRST, Session};

/// Generous for a loop that looks at the signal flag at least ten times a second.
const SIGNAL_LIMIT: Duration = Duration::from_secs(2);

fn ended_by(signal: libc::c_int, args: &[&str], ready: &str) {
    let mut session = Session::spawn(args, 100, 30, &[]);
    session.wait_for(ready);
    session.signal(signal);
    let exit = session.expect_exit(SIGNAL_LIMIT);
    assert_eq!(
        (exit.code, exit.signal),
        (128 + signal as u32, None),
        "exit status 128 + {signal}, not killed by the signal"
    );
    session.assert_restored();
}

#[test]
fn sigterm_while_idle() {
    ended_by(libc::SIGTERM, HUMAN_FIRST, GAME_SCREEN);
}

#[test]
fn sigterm_while_the_ai_thinks() {
    ended_by(libc::SIGTERM, AI_THINKS_FOREVER, "AI is thinking");
}

#[test]
fn sighup_while_idle() {
    ended_by(libc::SIGHUP, HUMAN_FIRST, GAME_SCREEN);
}

#[test]
fn sighup_while_the_ai_thinks() {
    ended_by(libc::SIGHUP, AI_THINKS_FOREVER, "AI is thinking");
}

#[test]
fn sigint_while_idle() {
    ended_by(libc::SIGINT, HUMAN_FIRST, GAME_SCREEN);
}

#[test]
fn sigint_while_the_ai_thinks() {
    ended_by(libc::SIGINT, AI_THINKS_FOREVER, "AI is thinking");
}
