//! Long work shows a sign of life on standard error when it is a terminal (what is being
//! done, the positions so far, the time), clears it at the end, and writes nothing there when
//! standard error is a file or a pipe.

use crate::pty;

use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use pty::Session;

/// The screen line that holds `needle`.
fn line_with(screen: &str, needle: &str) -> String {
    screen
        .lines()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle:?}:\n{screen}"))
        .trim_end()
        .to_owned()
}

/// "… · 3s": the line ends with the time so far, in whole seconds.
fn ends_with_seconds(line: &str) -> bool {
    line.rsplit_once(" · ").is_some_and(|(_, time)| {
        time.strip_suffix('s')
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    })
}

/// Waits (up to two minutes: a debug build is slow) until the screen satisfies `ready`.
fn wait_until(session: &Session, what: &str, ready: impl Fn(&str) -> bool) -> String {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let screen = session.screen();
        if ready(&screen) {
            return screen;
        }
        assert!(Instant::now() < deadline, "no {what}:\n{screen}");
        thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_long_perft_shows_the_ply_being_counted_then_clears_it() {
    // Connect Four to 12 plies takes hours; plies 8 to 10 take seconds, debug or release.
    let session = Session::spawn(
        &["perft", "--game", "connect4", "--depth", "12"],
        100,
        30,
        &[],
    );
    let screen = wait_until(&session, "progress line", |s| {
        s.contains("sequences so far")
    });
    let line = line_with(&screen, "sequences so far");
    let ply: usize = line
        .split("counting ply ")
        .nth(1)
        .and_then(|rest| rest.split(',').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no ply in {line:?}"));
    assert!(line.contains("perft connect4: counting ply "), "{line}");
    assert!(ends_with_seconds(&line), "{line}");
    // When that ply's row comes, its progress line has gone (the next ply's may be there).
    let row = format!("{ply:>5}  ");
    let screen = wait_until(&session, "row of the ply counted", |s| {
        s.lines().any(|l| l.starts_with(&row))
    });
    assert!(
        !screen.contains(&format!("counting ply {ply},")),
        "the progress line stayed:\n{screen}"
    );
}

#[test]
fn a_long_search_and_a_long_solve_say_what_they_are_doing() {
    let empty = "......./......./......./......./......./......./.......";
    let session = Session::spawn(
        &["analyze", "--board", empty, "--k", "5", "--depth", "6"],
        120,
        30,
        &[],
    );
    let screen = session.wait_for("positions so far");
    let line = line_with(&screen, "positions so far");
    assert!(
        line.contains(
            "analyze: searching X to move on a 7×7 board, 5 in a row (alpha-beta, depth limit 6), "
        ),
        "{line}"
    );
    assert!(ends_with_seconds(&line), "{line}");
    drop(session);

    let session = Session::spawn(
        &["positions", "--stones", "4-5", "--count", "2"],
        100,
        30,
        &[],
    );
    let screen = session.wait_for("positions: solving position 1 of 2 (");
    let line = line_with(&screen, "positions: solving");
    assert!(line.contains(" stones) · "), "{line}");
}

#[test]
fn standard_error_that_is_not_a_terminal_gets_no_progress() {
    let out = Command::new(env!("CARGO_BIN_EXE_morpion"))
        .args(["perft", "--game", "connect4", "--depth", "8"])
        .stdin(Stdio::null())
        .output()
        .expect("the morpion binary runs");
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert!(String::from_utf8_lossy(&out.stdout).contains("    8       5,673,234          44,430"));
}
