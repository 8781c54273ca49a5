//! The terminal closed under the running game: the process ends within 2 s instead of spinning on a dead terminal.

use crate::pty;

use std::time::{Duration, Instant};

use pty::{AI_THINKS_FOREVER, GAME_SCREEN, HUMAN_FIRST, Session};

const HANGUP_LIMIT: Duration = Duration::from_secs(2);

/// Closes the pty under a running game and returns the exit status.
fn close_under(args: &[&str], ready: &str) -> portable_pty::ExitStatus {
    let session = Session::spawn(args, 100, 30, &[]);
    session.wait_for(ready);
    let pid = session.pid();
    let mut child = session.close_terminal();
    let closed = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("poll child") {
            return status;
        }
        if closed.elapsed() > HANGUP_LIMIT {
            let cpu = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            let _ = child.kill();
            panic!("morpion still runs {HANGUP_LIMIT:?} after its terminal closed; stat: {cpu}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn closing_the_terminal_of_an_idle_game_ends_it() {
    let status = close_under(HUMAN_FIRST, GAME_SCREEN);
    // The kernel sends SIGHUP to a terminal's session when the terminal goes away.
    assert_eq!((status.exit_code(), status.signal()), (128 + 1, None));
}

#[test]
fn closing_the_terminal_while_the_ai_thinks_ends_it() {
    let status = close_under(AI_THINKS_FOREVER, "AI is thinking");
    assert_eq!((status.exit_code(), status.signal()), (128 + 1, None));
}
