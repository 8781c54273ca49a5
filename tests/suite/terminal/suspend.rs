//! Ctrl-Z and SIGTSTP give the terminal back and stop the game; SIGCONT takes the terminal back
//! and redraws the whole screen, whatever was going on (the AI thinking, the explorer, help).

use crate::pty;

use std::thread;
use std::time::{Duration, Instant};

use pty::{AI_THINKS_FOREVER, HUMAN_FIRST, PATIENCE, Session};

const CTRL_Z: &[u8] = b"\x1a";

/// The process state letter from /proc: 'T' when stopped.
fn state(session: &Session) -> char {
    let stat = std::fs::read_to_string(format!("/proc/{}/stat", session.pid())).expect("stat");
    stat[stat.rfind(')').expect("comm") + 2..]
        .chars()
        .next()
        .expect("a state")
}

fn wait_for_state(session: &Session, wanted: impl Fn(char) -> bool, what: &str) {
    let deadline = Instant::now() + PATIENCE;
    while !wanted(state(session)) {
        assert!(
            Instant::now() < deadline,
            "never {what}; state {}",
            state(session)
        );
        thread::sleep(Duration::from_millis(10));
    }
}

/// Stops the game with `stop` (Ctrl-Z or a signal), checks the terminal is the shell's while
/// it is stopped, continues it, and checks it is back whole: raw mode, alternate screen, mouse
/// reporting, and `ready` on a screen drawn from scratch.
/// A still screen (not the AI's spinner) must come back exactly as it was.
fn suspend_and_resume(session: &mut Session, stop: impl Fn(&mut Session), ready: &str) {
    let still = !ready.contains("thinking");
    let before = still.then(|| session.wait_stable(Duration::from_millis(200)));
    stop(session);
    wait_for_state(session, |s| s == 'T', "stopped");
    // What the game wrote before it stopped may still be on its way to the test's reader.
    session.wait_until("the shell's screen", |screen| {
        !screen.alternate_screen()
            && !screen.hide_cursor()
            && screen.mouse_protocol_mode() == vt100::MouseProtocolMode::None
    });
    session.assert_restored();
    cook_the_terminal(session);
    session.signal(libc::SIGCONT);
    wait_for_state(session, |s| s != 'T', "continued");
    session.wait_until("the game's screen again", |screen| {
        screen.alternate_screen() && screen.mouse_protocol_mode() != vt100::MouseProtocolMode::None
    });
    assert_eq!(
        session.echo_and_canonical(),
        (false, false),
        "raw mode again"
    );
    let after = session.wait_for(ready);
    // The alternate screen was left, so everything on it now was drawn after the stop.
    if let Some(before) = before {
        assert_eq!(session.wait_stable(Duration::from_millis(200)), before);
    }
    assert!(after.contains(ready));
}

fn quits_cleanly(mut session: Session) {
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(2));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

#[test]
fn ctrl_z_stops_the_game_with_the_terminal_restored_and_sigcont_brings_it_back_whole() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    suspend_and_resume(&mut session, |s| s.send(CTRL_Z), "Your move");
    // Still playable.
    session.send(b"5");
    session.wait_for("AI played");
    quits_cleanly(session);
}

#[test]
fn sigtstp_from_outside_does_the_same() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    suspend_and_resume(&mut session, |s| s.signal(libc::SIGTSTP), "Your move");
    quits_cleanly(session);
}

#[test]
fn ctrl_z_while_the_ai_thinks_and_the_search_goes_on_after() {
    let mut session = Session::spawn(AI_THINKS_FOREVER, 100, 30, &[]);
    session.wait_for("AI is thinking");
    suspend_and_resume(&mut session, |s| s.send(CTRL_Z), "AI is thinking");
    quits_cleanly(session);
}

#[test]
fn ctrl_z_in_the_explorer_and_with_help_open() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    session.one_move_each();
    session.send(b"t");
    session.wait_for("x save .dot");
    suspend_and_resume(&mut session, |s| s.send(CTRL_Z), "x save .dot");
    session.send(b"?");
    session.wait_for("Help — press any key to close");
    suspend_and_resume(
        &mut session,
        |s| s.send(CTRL_Z),
        "Help — press any key to close",
    );
    session.send(b"w");
    session.wait_until("the help closed", |screen| {
        !screen.contents().contains("Help — press any key to close")
    });
    quits_cleanly(session);
}

/// What a shell does to the terminal when a job stops: echo and line mode back on.
fn cook_the_terminal(session: &Session) {
    use std::os::fd::AsRawFd;
    let tty = std::fs::File::open(format!("/proc/{}/fd/0", session.pid())).expect("the pty");
    // SAFETY: termios calls on a descriptor we hold open, into a zeroed struct they fill.
    unsafe {
        let mut termios: libc::termios = std::mem::zeroed();
        assert_eq!(libc::tcgetattr(tty.as_raw_fd(), &mut termios), 0);
        termios.c_lflag |= libc::ECHO | libc::ICANON | libc::ISIG;
        assert_eq!(libc::tcsetattr(tty.as_raw_fd(), libc::TCSANOW, &termios), 0);
    }
    assert_eq!(session.echo_and_canonical(), (true, true));
}

#[test]
fn sigstop_then_sigcont_takes_the_terminal_back_too() {
    // SIGSTOP cannot be caught: the terminal stays as the game left it. What a shell does to
    // it meanwhile is undone on SIGCONT, which redraws everything.
    let session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    let before = session.wait_stable(Duration::from_millis(200));
    session.signal(libc::SIGSTOP);
    wait_for_state(&session, |s| s == 'T', "stopped");
    cook_the_terminal(&session);
    session.signal(libc::SIGCONT);
    wait_for_state(&session, |s| s != 'T', "continued");
    session.wait_for("Your move");
    assert_eq!(session.wait_stable(Duration::from_millis(200)), before);
    assert_eq!(session.echo_and_canonical(), (false, false), "raw mode");
    quits_cleanly(session);
}

#[test]
fn sigcont_without_a_stop_redraws_and_the_game_goes_on() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    let before = session.wait_stable(Duration::from_millis(200));
    let written = session.output_len();
    session.signal(libc::SIGCONT);
    // The whole screen drawn again: at least as many bytes as its text.
    let deadline = Instant::now() + PATIENCE;
    while session.output_len() - written < 1000 {
        assert!(Instant::now() < deadline, "no redraw after SIGCONT");
        thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(session.wait_stable(Duration::from_millis(200)), before);
    session.send(b"5");
    session.wait_for("AI played");
    quits_cleanly(session);
}
