//! A results file written under a file-size limit (`ulimit -f`, RLIMIT_FSIZE) that stops the write half-way: the old file stays whole and no piece of the new one is left; the write fails and the game says so and goes on (the SIGXFSZ the system sends its own writer does not end it).

use std::time::Duration;

use morpion::home::results::{Ending, Game, Row, Side, Store};

use crate::common::scratch::Scratch;
use crate::pty::{MORPION, Session};

#[test]
fn a_write_stopped_by_the_file_size_limit_leaves_the_old_results_whole() {
    let folder = Scratch::new("results-fsize");
    let store = Store::in_folder(folder.path());
    // An old file of a few KiB: a row for each heap of 1 to 30.
    for heap in 1..=30 {
        store
            .add(&Row::new(Game::Bones { heap }, Side::Second).with_game(Ending::Lost, true))
            .unwrap();
    }
    let old = std::fs::read(store.path()).unwrap();
    assert!(old.len() > 4096, "{} bytes", old.len());
    // Two blocks: 1 KiB where a block is 512 bytes, 2 KiB where it is 1024; either way the
    // new file (the old one and a row more) stops half-way.
    let script = "ulimit -f 2 && exec \"$0\" \"$@\"";
    let data = folder.path().display().to_string();
    let mut session = Session::spawn_program(
        "sh",
        &[
            "-c", script, MORPION, "--game", "bones", "--heap", "3", "--first", "human",
        ],
        80,
        24,
        &[("MORPION_DATA_DIR", &data)],
        &[],
    );
    session.wait_for("take 3");
    // Taking the three bones wins: the result is written, and the write is stopped. The
    // write fails (the temporary file is taken away), and the game says why and goes on.
    session.send(b"3");
    session.wait_for("The result could not be written");
    session.send(b"q");
    let exit = session.expect_exit(Duration::from_secs(60));
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
    assert_eq!(std::fs::read(store.path()).unwrap(), old);
    assert_eq!(
        folder.names(),
        ["results.json", "results.json.lock"],
        "a piece of the new file was left"
    );
}
