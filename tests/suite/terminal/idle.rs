//! An idle game (the human to move) for 3 s: almost no CPU, almost nothing written to the terminal.

use crate::pty;

use std::time::Duration;

use pty::{HUMAN_FIRST, Session};

#[test]
fn an_idle_game_uses_under_five_percent_of_a_core_and_writes_next_to_nothing() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    // 3 s under 5 % of a core with under 200 bytes written: a busy machine only delays such a
    // window (the first screen may still be settling), a game that polls or redraws in a loop
    // never has one.
    let (share, bytes) = session.wait_idle(Duration::from_secs(3), 200);
    println!(
        "idle for 3 s: {:.2} % of a core, {bytes} bytes",
        share * 100.0
    );
    assert!(session.running());
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(2));
    assert_eq!((exit.code, exit.signal), (0, None));
}
