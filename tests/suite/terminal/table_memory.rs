//! The game's one table: made smaller when memory is short (and said so, not an abort), and the
//! only one whatever the game searches (the AI, its recount, the hints).

use crate::pty;

use std::time::{Duration, Instant};

use pty::{MORPION, PATIENCE, Session};

/// The game under `sh -c 'ulimit -v KIB; exec morpion ARGS'`, so that the memory limit is real.
fn spawn_limited(kib: u32, args: &[&str]) -> Session {
    let script = format!("ulimit -v {kib} && exec \"$0\" \"$@\"");
    let sh_args: Vec<&str> = [&["-c", script.as_str(), MORPION][..], args].concat();
    Session::spawn_program("sh", &sh_args, 100, 30, &[], &[])
}

/// A 7×7 board, the AI first: the table is used from the first move.
const BIG_BOARD_AI_FIRST: &[&str] = &[
    "--rows",
    "7",
    "--cols",
    "7",
    "--k",
    "5",
    "--first",
    "ai",
    "--think-ms",
    "500",
    "--seed",
    "3",
];

#[test]
fn a_table_bigger_than_the_memory_limit_is_halved_and_the_panel_says_so() {
    // 800,000 KiB of address space: no room for 1,024 MiB, room for 512.
    let args = [BIG_BOARD_AI_FIRST, &["--table-mib", "1024"]].concat();
    let mut session = spawn_limited(800_000, &args);
    session.wait_for("Not enough memory for a 1024 MiB table: the AI uses 512 MiB");
    session.wait_for("Your move");
    session.wait_for("table 512\u{a0}MiB");
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(5));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

#[test]
fn the_same_in_french() {
    let args = [BIG_BOARD_AI_FIRST, &["--table-mib", "1024", "--lang", "fr"]].concat();
    let mut session = spawn_limited(800_000, &args);
    session.wait_for(
        "Pas assez de mémoire pour une table de 1024\u{a0}Mio\u{a0}: l'IA en utilise 512\u{a0}Mio",
    );
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(5));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

/// The most memory the process has held (VmHWM), in MiB.
fn peak_mib(session: &Session) -> u64 {
    let status =
        std::fs::read_to_string(format!("/proc/{}/status", session.pid())).expect("status");
    let line = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .expect("VmHWM");
    let kib: u64 = line
        .split_whitespace()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .expect("a number of kB");
    kib / 1024
}

#[test]
fn the_ai_its_recount_and_the_hints_share_one_table() {
    // 256 MiB asked: the game's memory stays under 256 MiB and the small overhead (threads,
    // the explorer's tree, the screen), whatever runs at once.
    let args = [BIG_BOARD_AI_FIRST, &["--table-mib", "256"]].concat();
    let mut session = Session::spawn(&args, 100, 30, &[]);
    session.wait_for("Your move");
    session.send(b"i");
    // The hints run (each move searched) while the recount of the AI's move may still run.
    let until = Instant::now() + Duration::from_secs(4).min(PATIENCE);
    let mut peak = 0;
    while Instant::now() < until {
        peak = peak.max(peak_mib(&session));
        std::thread::sleep(Duration::from_millis(50));
    }
    println!("peak resident memory: {peak} MiB");
    assert!(peak >= 256, "the table is in memory: {peak} MiB");
    assert!(
        peak < 256 + 64,
        "one table and a small overhead: {peak} MiB"
    );
}
