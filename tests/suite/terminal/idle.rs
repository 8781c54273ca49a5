//! An idle game (the human to move) for 3 s: almost no CPU, almost nothing written to the terminal.

use crate::pty;

use std::time::{Duration, Instant};

use pty::{HUMAN_FIRST, Session};

/// Clock ticks per second of utime/stime in /proc (USER_HZ, 100 on Linux).
fn ticks_per_second() -> u64 {
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    assert!(hz > 0, "sysconf(_SC_CLK_TCK)");
    hz as u64
}

#[test]
fn an_idle_game_uses_under_five_percent_of_a_core_and_writes_next_to_nothing() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    session.wait_stable(Duration::from_millis(200));
    let (ticks_before, bytes_before, started) =
        (session.cpu_ticks(), session.output_len(), Instant::now());
    std::thread::sleep(Duration::from_secs(3));
    let (ticks, bytes, wall) = (
        session.cpu_ticks() - ticks_before,
        session.output_len() - bytes_before,
        started.elapsed(),
    );
    let share = ticks as f64 / ticks_per_second() as f64 / wall.as_secs_f64();
    println!(
        "idle for {wall:?}: {ticks} ticks ({:.2} % of a core), {bytes} bytes",
        share * 100.0
    );
    assert!(share < 0.05, "{:.2} % of a core while idle", share * 100.0);
    assert!(bytes < 200, "{bytes} bytes written while idle");
    assert!(session.running());
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(2));
    assert_eq!((exit.code, exit.signal), (0, None));
}
