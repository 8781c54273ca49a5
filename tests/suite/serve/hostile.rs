//! Hostile clients against the real server, each affecting only itself: a window of 0×0 and of 10000×10000, ten thousand resizes, a 1 MB paste, a hundred channels on one connection, a client that never reads; and a client gone in the middle of the longest search a session has, whose place and CPU are freed. Another student plays on meanwhile, and the server's memory (VmRSS) stays bounded.

use std::num::NonZeroU16;
use std::thread;
use std::time::{Duration, Instant};

use super::Server;
use super::raw_client::RawClient;
use crate::pty::{IDLE_SHARE, PATIENCE, Session};

/// The most the server's memory may grow over a hostile client's whole attack, in KiB. A
/// session's screen is at most 500×500 cells (twice: ratatui's two buffers), its input queue
/// 256 messages and its frames queue 16 frames: tens of MiB, not more.
const MOST_GROWTH_KIB: u64 = 128 * 1024;

/// Another student, in the game and playing: a move answered shows they were not held up.
fn bystander(server: &Server) -> Session {
    let mut bob = server.student("bob", 80, 24, &[]);
    bob.wait_for("Your move");
    bob.send(b"5");
    bob.wait_for("AI played");
    bob
}

/// bob starts a new game and plays in it, answered as before.
fn plays_on(bob: &mut Session) {
    bob.send(b"n");
    bob.wait_for("No move yet");
    bob.send(b"1");
    bob.wait_for("1 You a1");
    bob.wait_for("AI played");
}

/// The server's memory grew by less than [`MOST_GROWTH_KIB`] since it was `before` KiB.
fn bounded_growth(server: &Server, before: u64) {
    let grown = server.rss_kib().saturating_sub(before);
    assert!(grown < MOST_GROWTH_KIB, "the server grew by {grown} KiB");
}

/// The screen the client's bytes draw, on a terminal larger than any size sent.
fn drawn(bytes: &[u8]) -> vt100::Parser {
    let side = |n| NonZeroU16::new(n).expect("a side");
    let mut parser = vt100::Parser::new(side(120), side(250), 0);
    parser.process(bytes);
    parser
}

/// How wide the last full frame in `bytes` is, and on which row (from 1) its boxes close.
fn extent(bytes: &[u8]) -> (usize, usize) {
    let parser = drawn(bytes);
    let screen = parser.screen();
    let rows: Vec<String> = screen
        .rows(0, 250)
        .map(|row| row.trim_end().to_owned())
        .collect();
    let cols = rows
        .iter()
        .map(|row| row.chars().count())
        .max()
        .unwrap_or(0);
    let bottom = rows
        .iter()
        .rposition(|row| row.ends_with('┘'))
        .map_or(0, |at| at + 1);
    (cols, bottom)
}

#[test]
fn a_window_of_0x0_then_10000x10000_draws_on_1x1_then_500x500_and_others_play_on() {
    let server = Server::start("serve-windows");
    let mut bob = bystander(&server);
    let before = server.rss_kib();
    let mut eve = RawClient::connect(&server, "eve");
    eve.open_game(0, 0);
    // One cell: the title's first letter.
    assert!(eve.read_until(|bytes| bytes.windows(4).any(|w| w == b"\x1b[2J")));
    eve.read_quiet(Duration::from_millis(500));
    eve.received.clear();
    eve.resize(10_000, 10_000);
    // The keys' line is drawn on row 499 of 500 (crossterm's MoveTo, from 1), and nothing
    // below the 500th.
    assert!(eve.read_until(|bytes| bytes.windows(6).any(|w| w == b"\x1b[499;")));
    eve.read_quiet(Duration::from_millis(500));
    assert!(!eve.received.windows(6).any(|w| w == b"\x1b[501;"));
    eve.resize(u32::MAX, 0);
    eve.send(b"5");
    plays_on(&mut bob);
    bounded_growth(&server, before);
    eve.send(b"q");
    assert_eq!(eve.read_to_close(), Some(0));
}

#[test]
fn ten_thousand_resizes_cost_their_client_only_and_the_last_size_is_the_one_drawn() {
    let server = Server::start("serve-resizes");
    let mut bob = bystander(&server);
    let before = server.rss_kib();
    let mut eve = RawClient::connect(&server, "eve");
    eve.open_game(80, 24);
    assert!(eve.read_until(|bytes| String::from_utf8_lossy(bytes).contains("Board")));
    for n in 0..10_000u32 {
        eve.resize(120 + n % 100, 40 + n % 60);
    }
    eve.resize(100, 30);
    plays_on(&mut bob);
    eve.read_quiet(Duration::from_secs(2));
    // At 100×30 the boxes close on row 28, above the keys' line and the status line.
    assert_eq!(extent(&eve.received), (100, 28), "the last size told");
    bounded_growth(&server, before);
    eve.send(b"q");
    assert_eq!(eve.read_to_close(), Some(0));
}

#[test]
fn a_one_megabyte_paste_is_taken_and_the_game_goes_on() {
    let server = Server::start("serve-paste");
    let mut bob = bystander(&server);
    let before = server.rss_kib();
    let mut eve = server.student("eve", 80, 24, &[]);
    eve.wait_for("Your move");
    let mut paste = b"\x1b[200~".to_vec();
    paste.extend(std::iter::repeat_n(b'7', 1 << 20));
    paste.extend_from_slice(b"\x1b[201~");
    eve.send(&paste);
    plays_on(&mut bob);
    eve.send(b"5");
    eve.wait_for("1 You b2");
    bounded_growth(&server, before);
    eve.send(b"q");
    assert_eq!(eve.expect_exit(PATIENCE).code, 0);
}

#[test]
fn of_a_hundred_channels_on_one_connection_only_the_first_opens() {
    let server = Server::start("serve-channels");
    let mut eve = RawClient::connect(&server, "eve");
    eve.open_game(80, 24);
    let opened = (1..100).filter(|_| eve.open_channel().is_some()).count();
    assert_eq!(opened, 0, "channels opened past the first");
    eve.send(b"5");
    assert!(eve.read_until(|bytes| String::from_utf8_lossy(bytes).contains("AI played")));
    eve.send(b"q");
    assert_eq!(eve.read_to_close(), Some(0));
    assert_eq!(server.sessions().len(), 1);
}

#[test]
fn a_client_that_never_reads_holds_only_its_own_frames() {
    let server = Server::start("serve-unread");
    let mut bob = bystander(&server);
    let before = server.rss_kib();
    let eve = RawClient::connect(&server, "eve");
    let mut eve = eve;
    eve.open_game(200, 100);
    // Full redraws at two sizes in turn, never read, until the connection stops taking
    // more (its windows and buffers full) or a bounded count is sent.
    let mut sent = 0;
    while sent < 20_000 && eve.try_resize(200 - sent % 2, 100, Duration::from_secs(2)) {
        sent += 1;
    }
    plays_on(&mut bob);
    let grown = server.rss_kib().saturating_sub(before);
    assert!(
        grown < MOST_GROWTH_KIB,
        "the server grew by {grown} KiB after {sent} resizes"
    );
    drop(eve);
    bob.send(b"q");
    assert_eq!(bob.expect_exit(PATIENCE).code, 0);
}

/// Waits until the server has used under [`IDLE_SHARE`] of a core over a second.
fn wait_quiet(server: &Server) -> f64 {
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64;
    let deadline = Instant::now() + PATIENCE;
    loop {
        let (ticks, at) = (server.cpu_ticks(), Instant::now());
        thread::sleep(Duration::from_secs(1));
        let share = (server.cpu_ticks() - ticks) as f64 / hz / at.elapsed().as_secs_f64();
        if share < IDLE_SHARE {
            return share;
        }
        assert!(
            Instant::now() < deadline,
            "the server stays busy: {share:.2} of a core"
        );
    }
}

#[test]
fn a_client_gone_in_the_middle_of_a_long_replay_frees_its_place_and_the_cpu() {
    let server = Server::start_flags("serve-gone", |_| {
        ["--max-sessions", "1"].map(String::from).to_vec()
    });
    let mut ada = server.student("ada", 100, 30, &[]);
    ada.wait_for("Your move");
    // Plain minimax, and the AI takes the first move: it searches the empty board.
    ada.send(b"p");
    ada.wait_for("minimax");
    ada.send(b"s");
    ada.wait_for("549,945");
    // Step mode, then End: the replay of all 1,649,837 steps, and the client gone at once.
    ada.send(b"w");
    ada.wait_for("of 549,945 positions");
    ada.send(crate::pty::keys::END);
    drop(ada.close_terminal());
    assert_eq!(server.ends(1), ["disconnected"]);
    wait_quiet(&server);
    // The one place is free again.
    let mut bob = server.student("bob", 80, 24, &[]);
    bob.wait_for("Your move");
    bob.send(b"q");
    assert_eq!(bob.expect_exit(PATIENCE).code, 0);
}
