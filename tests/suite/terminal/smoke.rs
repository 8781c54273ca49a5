//! The pty harness itself: it runs the real binary and reads what it prints.

use crate::pty;

use std::time::Duration;

use pty::Session;

#[test]
fn harness_reads_the_help_text_and_the_exit_status() {
    // Tall enough for the whole help text, so its first line is still on the screen.
    let mut session = Session::spawn(&["-h"], 120, 200, &[]);
    session.wait_for("Usage: morpion");
    let exit = session
        .wait_exit(Duration::from_secs(5))
        .expect("morpion --help exits");
    assert_eq!(exit.code, 0);
}
