//! The terminal's background, asked at start-up (OSC 11), then COLORFGBG; told neither, colours
//! that read on any background; `--theme` and NO_COLOR ask nothing.

use crate::pty;

use std::thread;
use std::time::{Duration, Instant};

use pty::{HUMAN_FIRST, PATIENCE, Session};

/// The question: the terminal's text colour (OSC 10), its background (OSC 11), then the
/// device attributes (DA1), which every terminal answers, so one that cannot tell says so.
/// (xterm's OSC strings end with BEL.)
const QUESTION: &[u8] = b"\x1b]10;?\x07\x1b]11;?\x07\x1b[c";

/// The footer's first key ("←"), in the key colour: light cyan on dark, blue on light.
const FOOTER_KEY: (u16, u16) = (22, 1);
const DARK_KEY: vt100::Color = vt100::Color::Idx(14);
const LIGHT_KEY: vt100::Color = vt100::Color::Idx(4);

fn spawn(args: &[&str], env: &[(&str, &str)]) -> Session {
    let args: Vec<&str> = HUMAN_FIRST.iter().chain(args).copied().collect();
    Session::spawn(&args, 80, 24, env)
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack
        .windows(needle.len())
        .any(|window| window == needle)
}

/// Waits for the game to ask, then answers as a terminal with text `fg` on `bg` (X11 colours).
fn answer(session: &mut Session, fg: &str, bg: &str) {
    let deadline = Instant::now() + PATIENCE;
    while !contains(&session.output(), QUESTION) {
        assert!(Instant::now() < deadline, "the game never asked");
        thread::sleep(Duration::from_millis(5));
    }
    let reply = format!("\x1b]10;{fg}\x1b\\\x1b]11;{bg}\x1b\\\x1b[?62;22c");
    session.send(reply.as_bytes());
}

/// The key colour of the footer once the game is drawn.
fn key_color(session: &Session) -> vt100::Color {
    session.wait_for("Your move");
    let (row, col) = FOOTER_KEY;
    let color = std::cell::Cell::new(vt100::Color::Default);
    session.wait_until("the footer", |screen| {
        let cell = screen.cell(row, col).expect("on screen");
        color.set(cell.fgcolor());
        cell.contents() == "←"
    });
    color.get()
}

fn quit(mut session: Session) {
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(2));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

#[test]
fn a_terminal_that_says_light_gets_the_light_colours() {
    let mut session = spawn(&[], &[]);
    answer(&mut session, "rgb:0000/0000/0000", "rgb:ffff/ffff/ffff");
    assert_eq!(key_color(&session), LIGHT_KEY);
    quit(session);
}

#[test]
fn a_terminal_that_says_dark_gets_the_dark_colours() {
    let mut session = spawn(&[], &[]);
    answer(&mut session, "rgb:e5e5/e5e5/e5e5", "rgb:1e1e/1e1e/1e1e");
    assert_eq!(key_color(&session), DARK_KEY);
    quit(session);
}

#[test]
fn a_terminal_that_never_answers_gets_colours_for_any_background_at_once() {
    // The test's terminal answers nothing, not even the device attributes, and COLORFGBG says
    // nothing: the keys are in the terminal's own colour (bold), which reads on any background.
    let start = Instant::now();
    let session = spawn(&[], &[("COLORFGBG", "")]);
    assert_eq!(key_color(&session), vt100::Color::Default);
    assert!(contains(&session.output(), QUESTION));
    // Half a second of waiting, and the time a busy machine takes to start a game.
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    quit(session);
}

#[test]
fn colorfgbg_decides_where_the_terminal_does_not_answer() {
    for (value, color) in [("0;15", LIGHT_KEY), ("15;default;0", DARK_KEY)] {
        let session = spawn(&[], &[("COLORFGBG", value)]);
        assert_eq!(key_color(&session), color, "{value}");
        quit(session);
    }
}

#[test]
fn the_theme_option_and_no_color_ask_nothing() {
    for (args, env, color) in [
        (&["--theme", "light"][..], &[][..], LIGHT_KEY),
        (&["--theme", "dark"][..], &[][..], DARK_KEY),
        (&[][..], &[("NO_COLOR", "1")][..], vt100::Color::Default),
    ] {
        let session = spawn(args, env);
        assert_eq!(key_color(&session), color, "{args:?} {env:?}");
        assert!(
            !contains(&session.output(), b"\x1b]11;"),
            "{args:?} {env:?} asked"
        );
        quit(session);
    }
}
