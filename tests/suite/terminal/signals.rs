//! Every catchable signal whose default action ends a process (SIGTERM, SIGHUP, SIGINT, SIGQUIT,
//! the user and timer signals, …) ends the game with the terminal restored and the exit status
//! 128 + signal; SIGPIPE is ignored, as in every Rust program.

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
        "signal {signal}: exit status 128 + {signal}, not killed by the signal"
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

#[test]
fn sigquit_while_idle_and_while_the_ai_thinks() {
    ended_by(libc::SIGQUIT, HUMAN_FIRST, GAME_SCREEN);
    ended_by(libc::SIGQUIT, AI_THINKS_FOREVER, "AI is thinking");
}

#[test]
fn sigusr1_and_sigusr2() {
    ended_by(libc::SIGUSR1, HUMAN_FIRST, GAME_SCREEN);
    ended_by(libc::SIGUSR2, AI_THINKS_FOREVER, "AI is thinking");
}

#[test]
fn the_timer_signals() {
    for signal in [libc::SIGALRM, libc::SIGVTALRM, libc::SIGPROF] {
        ended_by(signal, HUMAN_FIRST, GAME_SCREEN);
    }
}

#[test]
fn the_resource_limit_signals() {
    for signal in [libc::SIGXCPU, libc::SIGXFSZ] {
        ended_by(signal, HUMAN_FIRST, GAME_SCREEN);
    }
}

#[test]
fn sigio_sigsys_and_sigpwr() {
    for signal in [libc::SIGIO, libc::SIGSYS, libc::SIGPWR] {
        ended_by(signal, HUMAN_FIRST, GAME_SCREEN);
    }
}

#[test]
fn sigpipe_is_ignored_and_the_game_goes_on() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    session.signal(libc::SIGPIPE);
    session.send(b"5");
    session.wait_for("AI played");
    assert!(session.running());
    session.send(b"q");
    let exit = session.expect_exit(SIGNAL_LIMIT);
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}
