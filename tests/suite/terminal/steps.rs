//! Step mode in the real binary: a seek far into a huge search (plain minimax on Connect Four) runs in the background with its progress on screen, and every key still answers at once.

use crate::pty;

use pty::{PATIENCE, Session, keys};

/// `morpion --game connect4 --first human`, col 4, the AI's reply, then `w` and `p`: step mode
/// on the AI's decision, replayed as plain minimax (billions of steps, issue 29).
fn plain_minimax_on_connect_four() -> Session {
    let mut session = Session::spawn(&["--game", "connect4", "--first", "human"], 80, 24, &[]);
    session.wait_for("Your move");
    session.send(b"4");
    session.wait_for("AI played");
    session.send(b"w");
    session.wait_for("Step 1 ·");
    session.send(b"p");
    // The search replayed, its short form at 80 columns (iterative deepening's deepest, with
    // its order and table).
    session.wait_for("minimax · deepened to");
    session
}

/// Quits with `q` and checks a clean exit, whatever the seek under way.
fn quit(mut session: Session) {
    session.send(b"q");
    let exit = session.expect_exit(PATIENCE);
    assert_eq!((exit.code, exit.signal), (0, None));
    session.assert_restored();
}

#[test]
fn q_quits_at_once_after_end_in_plain_minimax() {
    // End used to walk the whole search on the screen's thread: q, Esc and Ctrl-C went unread
    // and only SIGTERM ended the game.
    let mut session = plain_minimax_on_connect_four();
    session.send(keys::END);
    quit(session);
}

#[test]
fn far_seeks_show_their_progress_and_a_move_key_stops_them() {
    let mut session = plain_minimax_on_connect_four();
    // The end: nobody knows yet how far it is, so the search's positions are counted first.
    session.send(keys::END);
    session.wait_for("Seeking the last step: first counting");
    // ← stops the seek (at the first step there is no step before it): the screen stays.
    session.send(keys::LEFT);
    session.wait_until("the seek to stop", |screen| {
        !screen.contents().contains("Seeking")
    });
    assert!(session.screen().contains("Step 1 · 0 positions"));
    // A step number far beyond the steps step mode walks: the end, if within reach.
    session.send(b"999999999");
    session.send(keys::ENTER);
    session.wait_for("Seeking step 999,999,999: first counting");
    // c stops it too, and says at once why plain minimax has no cut to go to.
    session.send(b"c");
    session.wait_for("Plain minimax cuts nothing");
    assert!(!session.screen().contains("Seeking"));
    // Leaving step mode (w) stops a seek too: the game's panel is back.
    session.send(keys::END);
    session.wait_for("Seeking the last step");
    session.send(b"w");
    session.wait_until("the game's panel", |screen| {
        let text = screen.contents();
        text.contains("AI played") && !text.contains("Step by step")
    });
    quit(session);
}
