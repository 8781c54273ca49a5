//! Signals after which the process cannot go on (an abort, a fault, the same sent with `kill`)
//! and the other signals that end a process by default (SIGSTKFLT, the real-time ones): the
//! terminal is restored before the process dies, and none of them is swallowed.

use crate::pty;

use std::time::Duration;

use pty::{AI_THINKS_FOREVER, GAME_SCREEN, HUMAN_FIRST, MORPION, Session};

/// Generous: the handler restores the terminal at once, the main loop within a tenth of a second.
const SIGNAL_LIMIT: Duration = Duration::from_secs(5);

/// How the C library names `signal`, as the exit status reports it.
fn name(signal: libc::c_int) -> String {
    // SAFETY: strsignal(3) returns a string valid until the next call; it is copied at once.
    let text = unsafe { std::ffi::CStr::from_ptr(libc::strsignal(signal)) };
    text.to_string_lossy().into_owned()
}

fn died_of(signal: libc::c_int, args: &[&str], ready: &str) {
    let mut session = Session::spawn(args, 100, 30, &[]);
    session.wait_for(ready);
    session.signal(signal);
    let exit = session.expect_exit(SIGNAL_LIMIT);
    assert_eq!(
        exit.signal,
        Some(name(signal)),
        "signal {signal}: the process dies of it (exit code {})",
        exit.code
    );
    session.assert_restored();
}

#[test]
fn an_abort_sent_with_kill_restores_the_terminal_then_ends_the_game() {
    died_of(libc::SIGABRT, HUMAN_FIRST, GAME_SCREEN);
    died_of(libc::SIGABRT, AI_THINKS_FOREVER, "AI is thinking");
}

#[test]
fn the_fault_signals_sent_with_kill_restore_the_terminal_then_end_the_game() {
    // SIGSEGV and SIGBUS went to the runtime's stack-overflow handler, which took a signal
    // nobody's fault for a harmless one and let the game run on.
    for signal in [
        libc::SIGSEGV,
        libc::SIGBUS,
        libc::SIGFPE,
        libc::SIGILL,
        libc::SIGTRAP,
    ] {
        died_of(signal, HUMAN_FIRST, GAME_SCREEN);
    }
    died_of(libc::SIGSEGV, AI_THINKS_FOREVER, "AI is thinking");
}

/// Exits with 128 + the signal, like the other catchable signals (see terminal_signals.rs).
fn ended_by(signal: libc::c_int) {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for(GAME_SCREEN);
    session.signal(signal);
    let exit = session.expect_exit(SIGNAL_LIMIT);
    assert_eq!(
        (exit.code, exit.signal),
        (128 + signal as u32, None),
        "signal {signal}"
    );
    session.assert_restored();
}

#[test]
fn sigstkflt_and_the_real_time_signals_end_the_game_as_sigterm_does() {
    ended_by(libc::SIGSTKFLT);
    ended_by(libc::SIGRTMIN());
    ended_by(libc::SIGRTMIN() + 5);
    ended_by(libc::SIGRTMAX());
}

/// The game under `sh -c 'ulimit -v KIB; exec morpion ARGS'`, so that the memory limit is real.
/// One malloc arena: each thread's own arena reserves 64 MiB of address space that it may never
/// use, as many as the machine gives threads, so that the same limit fell on different
/// allocations on different machines (a tree refused on one, a small allocation aborting on another).
fn spawn_limited(kib: u32, args: &[&str]) -> Session {
    let script = format!("ulimit -v {kib} && exec \"$0\" \"$@\"");
    let sh_args: Vec<&str> = [&["-c", script.as_str(), MORPION][..], args].concat();
    Session::spawn_program("sh", &sh_args, 100, 30, &[("MALLOC_ARENA_MAX", "1")], &[])
}

/// The game's address space before any tree, measured with one arena (VmPeak, debug and
/// release builds alike): about 42 MB; a tree of about 900,000 positions takes 41 MB more.
/// The limit leaves 20 MB for everything but the tree, and the tree less than half its need.
const LIMIT_KIB: u32 = 62_000;

/// The explorer (`t`) of the AI's search after `moves` under a memory limit: the tree's memory
/// is refused, said on the message line; the game goes on, and `q` then ends it with exit
/// status 0 and the terminal restored. (An allocation that cannot fail, refused: see
/// [`a_failed_allocation_restores_the_terminal_and_shows_the_runtimes_message`].)
fn explorer_under_a_memory_limit(args: &[&str], moves: &[u8]) {
    let mut session = spawn_limited(LIMIT_KIB, args);
    session.wait_for("Your move");
    for &column in moves {
        session.send(&[column]);
        session.wait_for("AI played");
        session.wait_for("Your move");
    }
    session.send(b"t");
    // Recording the tree comes first: as long as a busy machine takes for it.
    session.wait_for("Not enough memory to show that search's tree");
    let screen = session.screen();
    assert!(
        screen.contains("the game goes on") && screen.contains("Your move"),
        "the game, not the explorer:\n{screen}"
    );
    assert!(!screen.contains("t/Esc leave"), "{screen}");
    session.send(b"q");
    let exit = session.expect_exit(SIGNAL_LIMIT);
    assert_eq!((exit.code, exit.signal.as_deref()), (0, None), "{exit:?}");
    session.assert_restored();
}

#[test]
fn the_explorer_of_a_plain_minimax_search_under_a_memory_limit() {
    // The whole 3×3 tree, 549,946 positions: the recorder's next reservation is refused.
    explorer_under_a_memory_limit(&["--first", "ai", "--no-pruning", "--seed", "1"], &[]);
}

#[test]
fn the_explorer_of_a_connect_four_search_under_a_memory_limit() {
    // 939,077 positions, 7 plies of plain minimax whatever the machine's speed (the think time
    // never runs out).
    explorer_under_a_memory_limit(
        &[
            "--game",
            "connect4",
            "--first",
            "human",
            "--seed",
            "1",
            "--no-perfect",
            "--no-pruning",
            "--table-mib",
            "0",
            "--depth",
            "7",
            "--think-ms",
            "600000",
        ],
        b"4",
    );
}

#[test]
fn a_failed_allocation_restores_the_terminal_and_shows_the_runtimes_message() {
    // What the runtime does when the system refuses memory to an allocation that cannot fail:
    // its message, then an abort. The terminal was left raw, on the alternate screen.
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[("MORPION_TEST_PANIC", "alloc")]);
    let exit = session.expect_exit(SIGNAL_LIMIT);
    assert_eq!(exit.signal, Some(name(libc::SIGABRT)), "{exit:?}");
    session.assert_restored();
    let screen = session.screen();
    assert!(
        screen.contains("memory allocation of 29360128 bytes failed"),
        "the runtime's message is on the normal screen:\n{screen}"
    );
    assert!(
        session.output().windows(5).any(|w| w == b"Board"),
        "the game had drawn its first screen before the abort"
    );
}
