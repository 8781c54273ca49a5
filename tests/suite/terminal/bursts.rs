//! Bursts of input in the real binary: thousands of keys at once, a paste, a storm of resizes or
//! mouse reports. Every event is handled, the game is idle right after, a paste is one event.

use crate::pty;

use std::path::{Path, PathBuf};
use std::time::Duration;

use pty::{HUMAN_FIRST, MORPION, Session};

const QUIT_LIMIT: Duration = Duration::from_secs(2);

/// Waits for the game to go idle after the burst (2 s under 5 % of a core: on a busy machine
/// handling the burst takes longer, a game that keeps spinning never gets there), then quits
/// with one `q`.
fn idle_then_one_q_quits(mut session: Session) {
    let (share, _) = session.wait_idle(Duration::from_secs(2), usize::MAX);
    println!("after the burst: {:.2} % of a core", share * 100.0);
    session.send(b"q");
    let exit = session.expect_exit(QUIT_LIMIT);
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

#[test]
fn five_thousand_keys_at_once_leave_the_game_idle_and_one_q_quits() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    session.send(&[b'w'; 5000]);
    idle_then_one_q_quits(session);
}

#[test]
fn a_burst_of_keys_is_handled_whole_the_last_key_included() {
    // 3,000 cursor moves right then a move on the cell under the cursor: the move is played,
    // without any further key press to wake the game up.
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    let mut burst = b"\x1b[C".repeat(3000);
    burst.extend_from_slice(b"\r");
    session.send(&burst);
    session.wait_for("AI played");
    idle_then_one_q_quits(session);
}

#[test]
fn a_paste_is_one_event_refused_with_a_message_and_bracketed_paste_is_turned_off_at_the_end() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    let mut paste = b"\x1b[200~".to_vec();
    paste.extend_from_slice(&b"5q".repeat(3000));
    paste.extend_from_slice(b"\x1b[201~");
    session.send(&paste);
    let screen = session.wait_for("Pasted text ignored: the game takes keys one at a time");
    assert!(
        screen.contains("Your move"),
        "nothing pasted was played:\n{screen}"
    );
    let output = session.output();
    assert!(
        output.windows(8).any(|w| w == b"\x1b[?2004h"),
        "bracketed paste turned on"
    );
    idle_then_one_q_quits(session);
}

#[test]
fn a_paste_in_french_says_so_in_french() {
    let mut session = Session::spawn(&[HUMAN_FIRST, &["--lang", "fr"]].concat(), 100, 30, &[]);
    session.wait_for("À vous de jouer");
    session.send(b"\x1b[200~hello\x1b[201~");
    session.wait_for("Texte collé ignoré\u{a0}: le jeu prend les touches une à une");
}

#[test]
fn bracketed_paste_is_turned_off_when_the_game_ends() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    session.send(b"q");
    session.expect_exit(QUIT_LIMIT);
    let output = session.output();
    let on = output.windows(8).rposition(|w| w == b"\x1b[?2004h");
    let off = output.windows(8).rposition(|w| w == b"\x1b[?2004l");
    assert!(
        matches!((on, off), (Some(on), Some(off)) if off > on),
        "bracketed paste turned off after it was turned on: {on:?} {off:?}"
    );
}

#[test]
fn a_storm_of_resizes_and_mouse_reports_leaves_the_game_idle_and_drawn_at_the_last_size() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    // Mouse motion reports (SGR, button 35 = motion with no button) over the board.
    let mut reports = Vec::new();
    for i in 0..2000 {
        reports.extend_from_slice(format!("\x1b[<35;{};{}M", 10 + i % 40, 5 + i % 10).as_bytes());
    }
    session.send(&reports);
    for i in 0..200 {
        session.resize(80 + i % 40, 24 + i % 10);
    }
    session.resize(90, 28);
    session.wait_for("Your move");
    let screen = session.wait_stable(Duration::from_secs(1));
    let fresh = Session::spawn(HUMAN_FIRST, 90, 28, &[]);
    fresh.wait_for("Your move");
    assert_eq!(
        screen,
        fresh.wait_stable(Duration::from_secs(1)),
        "drawn as a game started at the last size"
    );
    idle_then_one_q_quits(session);
}

#[test]
fn a_sequence_cut_after_its_esc_byte_plays_nothing_and_esc_alone_still_counts() {
    let mut session = Session::spawn(HUMAN_FIRST, 100, 30, &[]);
    session.wait_for("Your move");
    session.one_move_each();
    let before = session.wait_stable(Duration::from_millis(300));
    // A read that ends on the ESC byte of a mouse report or an arrow: crossterm hands on the
    // Esc key, then `[`, `<`, `3`, … as keys, and the digits would play.
    for sequence in ["[<35;12;7M", "[<35;30;9M", "[C"] {
        session.send(b"\x1b");
        std::thread::sleep(Duration::from_millis(10));
        session.send(sequence.as_bytes());
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(
        session.wait_stable(Duration::from_millis(500)),
        before,
        "nothing played, nothing moved"
    );
    // Esc alone still closes the tree explorer.
    session.send(b"t");
    session.wait_for("x save .dot");
    session.send(b"\x1b");
    session.wait_until("the explorer closed by Esc", |screen| {
        !screen.contents().contains("x save .dot")
    });
    idle_then_one_q_quits(session);
}

/// A fresh empty folder for one test's files.
fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("morpion-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create a scratch folder");
    dir
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("read the scratch folder")
        .map(|entry| {
            entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

#[test]
fn two_thousand_x_in_the_explorer_write_one_file_and_name_it_again() {
    let dir = scratch_dir("explorer-burst");
    // The game runs in `dir`, where `x` writes its files.
    let script = "cd \"$0\" && exec \"$@\"";
    let dir_arg = dir.to_string_lossy().into_owned();
    let args: Vec<&str> = [&["-c", script, &dir_arg, MORPION][..], HUMAN_FIRST].concat();
    let mut session = Session::spawn_program("sh", &args, 100, 30, &[], &[]);
    session.wait_for("Your move");
    session.one_move_each();
    session.send(b"t");
    session.wait_for("x save .dot");
    session.send(&[b'x'; 2000]);
    let path = dir.join("morpion-tree-1.dot");
    session.wait_for("This tree is already in ./morpion-tree-1.dot");
    assert_eq!(files_in(&dir), ["morpion-tree-1.dot"]);
    assert!(path.metadata().expect("the DOT file").len() > 0);
    idle_then_one_q_quits(session);
    assert_eq!(files_in(&dir), ["morpion-tree-1.dot"]);
    std::fs::remove_dir_all(&dir).expect("remove the scratch folder");
}
