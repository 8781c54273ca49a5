//! A thread the system will not start (a memory limit leaves no room for its stack) never ends
//! the game: the work that needed it goes without it or is refused with a message.

use crate::pty;

use std::time::Duration;

use pty::{MORPION, Session};

/// The game under `sh -c 'ulimit -v KIB; exec morpion ARGS'`, so that the memory limit is real.
fn spawn_limited(kib: u32, args: &[&str]) -> Session {
    let script = format!("ulimit -v {kib} && exec \"$0\" \"$@\"");
    let sh_args: Vec<&str> = [&["-c", script.as_str(), MORPION][..], args].concat();
    // Tall enough for the game's whole move list.
    Session::spawn_program("sh", &sh_args, 120, 50, &[], &[])
}

/// Plays `columns` one by one after `played` moves of each side, each time waiting for the
/// AI's reply in the move list.
fn play(session: &mut Session, played: usize, columns: &[u8]) {
    for (i, &column) in columns.iter().enumerate() {
        session.send(&[column]);
        // The human plays the odd plies, the AI the even ones.
        let reply = 2 * (played + i + 1);
        session.wait_for(&format!("{reply:>2} AI  col"));
        session.wait_for("Your move");
    }
}

#[test]
fn the_solver_the_hints_and_the_comparison_under_a_memory_limit_leave_the_game_running() {
    // The solver's table (256 MiB) and the threads that touch its pages, with the hints and the
    // comparison at once, in 500,000 KiB: the system refused a thread and the game ended with
    // "the AI's search thread crashed: failed to spawn thread".
    let mut session = spawn_limited(
        500_000,
        &["--game", "connect4", "--first", "human", "--seed", "1"],
    );
    session.wait_for("Your move");
    // The keys of the report, 4 4 4 4 3 3 5 5: the fourth 4 finds its column full.
    play(&mut session, 0, b"444");
    session.send(b"4");
    session.wait_for("That column is full");
    play(&mut session, 3, b"3355");
    session.send(b"i");
    session.send(b"c");
    session.wait_for("Techniques compared on this position");
    session.wait_until("the comparison's rows", |screen| {
        let text = screen.contents();
        text.contains("alpha-beta") && text.contains("minimax") && !text.contains("crashed")
    });
    assert!(session.running(), "the game goes on:\n{}", session.screen());
    session.send(b"c");
    session.wait_until("the comparison closed", |screen| {
        !screen.contents().contains("Techniques compared")
    });
    // And the AI still answers.
    play(&mut session, 7, b"1");
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(5));
    assert_eq!((exit.code, exit.signal), (0, None), "{}", session.screen());
    session.assert_restored();
}
