//! The classroom's limits through the real binary and the real `ssh`: the most sessions at once (a newcomer past it told, a freed place taken again), the idle timeout (the session ends, its screen given back with why, its place freed), connections that never sign in (closed after the sign-in timeout, at most 64 at once), and the authorized keys beside the class password.

use std::io::{BufRead, BufReader, Read};
use std::net::TcpStream;
use std::process::Command;
use std::time::Instant;

use morpion::serve::listener::MOST_SIGNING_IN;

use super::{Server, text};
use crate::pty::PATIENCE;

/// The message a student past `--max-sessions 2` gets on their terminal.
const FULL: &str = "morpion serve: the class is full (2 sessions): try again later";

/// The same, to a client whose `LANG` asks for French.
const FULL_FR: &str =
    "morpion serve\u{a0}: la classe est complète (2\u{a0}séances)\u{a0}: réessayez plus tard";

#[test]
fn past_the_most_sessions_a_newcomer_is_told_the_class_is_full_and_a_freed_place_is_taken_again() {
    let server = Server::start_flags("serve-full", |_| vec!["--max-sessions".into(), "2".into()]);
    let mut ada = server.student("ada", 80, 24, &[]);
    ada.wait_for("Your move");
    let mut bob = server.student("bob", 80, 24, &[]);
    bob.wait_for("Your move");
    let refused = server.ssh_as("cat", "askpass.sh", &["-tt"], &[]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(
        text(&refused.stderr).contains(FULL),
        "{}",
        text(&refused.stderr)
    );
    let french = ["-tt", "-o", "SetEnv=LANG=fr_FR.UTF-8"];
    let refused = server.ssh_as("dan", "askpass.sh", &french, &[]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(
        text(&refused.stderr).contains(FULL_FR),
        "{}",
        text(&refused.stderr)
    );
    // The two in play on as before.
    ada.send(b"5");
    ada.wait_for("1 You b2");
    ada.wait_for("AI played");
    // bob leaves: his place is cat's.
    bob.send(b"q");
    assert_eq!(bob.expect_exit(PATIENCE).code, 0);
    let mut cat = server.student("cat", 80, 24, &[]);
    cat.wait_for("Your move");
    cat.send(b"q");
    assert_eq!(cat.expect_exit(PATIENCE).code, 0);
    ada.send(b"q");
    assert_eq!(ada.expect_exit(PATIENCE).code, 0);
    let students: Vec<String> = server.sessions().into_iter().map(|s| s.student).collect();
    assert_eq!(
        students,
        ["ada", "bob", "cat"],
        "the refused one is not recorded"
    );
    assert_eq!(server.ends(3), ["quit", "quit", "quit"]);
}

#[test]
fn an_idle_session_ends_gives_the_screen_back_and_frees_its_place() {
    let server = Server::start_flags("serve-idle", |_| {
        ["--max-sessions", "1", "--idle-timeout", "2"]
            .map(String::from)
            .to_vec()
    });
    let mut ada = server.student("ada", 80, 24, &[]);
    ada.wait_for("Your move");
    // Nothing typed: the session ends by itself, the client's screen given back.
    let exit = ada.expect_exit(PATIENCE);
    assert_eq!(exit.code, 0, "{}", ada.screen());
    ada.assert_restored();
    assert!(
        ada.screen()
            .contains("morpion: no key for 2 s, session ended (the server's idle timeout)."),
        "{}",
        ada.screen()
    );
    assert_eq!(server.ends(1), ["idle"]);
    // The one place is free again.
    let mut bob = server.student("bob", 80, 24, &[]);
    bob.wait_for("Your move");
    bob.expect_exit(PATIENCE);
    assert_eq!(server.ends(2), ["idle", "idle"]);
}

/// Makes an ed25519 key pair `name` (and `name.pub`) in the scratch folder with `ssh-keygen`.
fn key_pair(server_scratch: &crate::common::scratch::Scratch, name: &str) -> String {
    let path = server_scratch.join(name);
    let made = Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "", "-C", name, "-f"])
        .arg(&path)
        .output()
        .expect("run ssh-keygen");
    assert!(made.status.success(), "{}", text(&made.stderr));
    path.display().to_string()
}

#[test]
fn a_listed_key_opens_another_is_refused_and_the_class_password_still_opens_beside_keys() {
    let mut keys = (String::new(), String::new());
    let server = Server::start_flags("serve-keys", |scratch| {
        keys = (key_pair(scratch, "listed"), key_pair(scratch, "other"));
        let public = std::fs::read_to_string(format!("{}.pub", keys.0)).expect("listed.pub");
        std::fs::write(scratch.join("authorized_keys"), public).expect("authorized_keys");
        let file = scratch.join("authorized_keys").display().to_string();
        vec!["--authorized-keys".into(), file]
    });
    let with_key = |key: &str| {
        [
            "-o",
            "PreferredAuthentications=publickey",
            "-o",
            "BatchMode=yes",
            "-o",
            "IdentitiesOnly=yes",
            "-i",
            key,
        ]
        .map(String::from)
    };
    // The listed key opens the game, no password asked.
    let listed = with_key(&keys.0);
    let listed: Vec<&str> = listed.iter().map(String::as_str).collect();
    let mut ada = server.session_leading("ada", &listed, 80, 24);
    ada.wait_for("Your move");
    ada.send(b"q");
    assert_eq!(ada.expect_exit(PATIENCE).code, 0);
    // Another key is refused.
    let other = with_key(&keys.1);
    let other: Vec<&str> = other.iter().map(String::as_str).collect();
    let refused = server.ssh_leading("bob", &other, "askpass.sh");
    assert_eq!(refused.status.code(), Some(255));
    assert!(
        text(&refused.stderr).contains("Permission denied (password,publickey)"),
        "{}",
        text(&refused.stderr)
    );
    // That key refused, the class password still opens (here up to the terminal's check).
    let then_password = [
        "-o",
        "PreferredAuthentications=publickey,password",
        "-o",
        "IdentitiesOnly=yes",
        "-i",
        &keys.1,
    ];
    let opened = server.ssh_leading("bob", &then_password, "askpass.sh");
    assert_eq!(opened.status.code(), Some(1), "{}", text(&opened.stderr));
    assert!(text(&opened.stderr).contains("the game needs a terminal"));
    let wrong = server.ssh_leading("bob", &then_password, "wrong.sh");
    assert_eq!(wrong.status.code(), Some(255));
    let students: Vec<String> = server.sessions().into_iter().map(|s| s.student).collect();
    assert_eq!(students, ["ada"]);
}

/// A TCP connection to the server that says nothing, and the first line the server sent on
/// it (its SSH greeting, or "" where it closed the connection unanswered).
fn silent_connection(server: &Server) -> (BufReader<TcpStream>, String) {
    let stream = TcpStream::connect(("127.0.0.1", server.port)).expect("connect");
    stream
        .set_read_timeout(Some(PATIENCE))
        .expect("a read timeout");
    let mut reader = BufReader::new(stream);
    let mut greeting = String::new();
    reader.read_line(&mut greeting).expect("read the greeting");
    (reader, greeting)
}

/// Reads `reader` to its end: the server closed the connection within `PATIENCE`.
fn closed(reader: &mut BufReader<TcpStream>) {
    let mut rest = Vec::new();
    reader
        .read_to_end(&mut rest)
        .expect("the server closes the connection");
}

#[test]
fn a_connection_that_never_signs_in_is_closed_after_the_sign_in_timeout() {
    let server = Server::start_flags("serve-grace", |_| {
        vec!["--sign-in-timeout".into(), "1".into()]
    });
    let opened = Instant::now();
    let (mut reader, greeting) = silent_connection(&server);
    assert!(greeting.starts_with("SSH-2.0-"), "{greeting:?}");
    closed(&mut reader);
    assert!(
        opened.elapsed().as_secs_f64() >= 1.0,
        "closed before its time"
    );
    // A student who signs in is not held to it.
    let mut ada = server.student("ada", 80, 24, &[]);
    ada.wait_for("Your move");
    std::thread::sleep(std::time::Duration::from_millis(1500));
    ada.send(b"5");
    ada.wait_for("1 You b2");
    ada.send(b"q");
    assert_eq!(ada.expect_exit(PATIENCE).code, 0);
}

#[test]
fn past_the_most_connections_signing_in_one_more_is_closed_and_the_signed_in_play_on() {
    let server = Server::start("serve-signing-in");
    let mut ada = server.student("ada", 80, 24, &[]);
    ada.wait_for("Your move");
    let silent: Vec<_> = (0..MOST_SIGNING_IN)
        .map(|i| {
            let (reader, greeting) = silent_connection(&server);
            assert!(greeting.starts_with("SSH-2.0-"), "{i}: {greeting:?}");
            reader
        })
        .collect();
    // One more is closed unanswered.
    let (mut refused, greeting) = silent_connection(&server);
    assert_eq!(greeting, "");
    closed(&mut refused);
    // ada, signed in, is not counted among them and plays on.
    ada.send(b"5");
    ada.wait_for("1 You b2");
    ada.wait_for("AI played");
    // The silent ones gone, a student signs in again: once a connection is answered again (the
    // server has seen some of them go), there is room for one more beside it.
    drop(silent);
    let deadline = Instant::now() + PATIENCE;
    let _answered = loop {
        let (reader, greeting) = silent_connection(&server);
        if !greeting.is_empty() {
            break reader;
        }
        assert!(
            Instant::now() < deadline,
            "the silent connections are never let go"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    let mut bob = server.student("bob", 80, 24, &[]);
    bob.wait_for("Your move");
    bob.send(b"q");
    assert_eq!(bob.expect_exit(PATIENCE).code, 0);
    ada.send(b"q");
    assert_eq!(ada.expect_exit(PATIENCE).code, 0);
}
