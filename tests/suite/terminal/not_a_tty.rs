//! Not a terminal (stdin from /dev/null, stdout piped, or both): a one-line error, a failing exit, no escape codes.

use crate::pty;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use pty::{HUMAN_FIRST, MORPION, Session};

const REFUSAL_LIMIT: Duration = Duration::from_secs(2);

fn refusal(stream: &str) -> String {
    format!(
        "morpion: this game needs an interactive terminal ({stream} is not a terminal); \
         for scripts use 'morpion table' or 'morpion analyze'"
    )
}

#[test]
fn stdin_and_stdout_both_redirected() {
    let mut child = Command::new(MORPION)
        .envs(crate::common::cli::player_env())
        .args(HUMAN_FIRST)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn morpion");
    let started = Instant::now();
    while child.try_wait().expect("poll child").is_none() {
        if started.elapsed() > REFUSAL_LIMIT {
            let _ = child.kill();
            panic!("morpion still runs without a terminal after {REFUSAL_LIMIT:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let output = child.wait_with_output().expect("collect output");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "",
        "nothing on stdout"
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        format!("{}\n", refusal("stdin"))
    );
}

/// Runs morpion through `sh` in a pty with one stream redirected by `redirect`, and returns
/// the session (exited) and what the terminal received.
fn in_a_pty_with(redirect: &str, file: &str) -> (u32, String) {
    let script = format!("exec \"$0\" --first human {redirect}");
    let mut session =
        Session::spawn_program("sh", &["-c", &script, MORPION, file], 100, 30, &[], &[]);
    let exit = session.expect_exit(REFUSAL_LIMIT);
    let output = session.output();
    assert!(
        !output.contains(&0x1b),
        "no escape codes reach the terminal: {:?}",
        String::from_utf8_lossy(&output)
    );
    assert_eq!(exit.signal, None);
    session.assert_restored();
    (exit.code, String::from_utf8_lossy(&output).into_owned())
}

#[test]
fn stdin_from_dev_null_with_a_terminal_for_output() {
    let (code, terminal) = in_a_pty_with("</dev/null", "");
    assert_eq!(code, 1);
    assert_eq!(terminal, format!("{}\r\n", refusal("stdin")));
}

#[test]
fn stdout_piped_with_a_terminal_for_input() {
    let dir = std::env::temp_dir().join(format!("morpion-not-a-tty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary folder");
    let file = dir.join("stdout");
    let (code, terminal) = in_a_pty_with(">\"$1\"", file.to_str().expect("UTF-8 path"));
    let stdout = std::fs::read(&file).expect("read captured stdout");
    std::fs::remove_dir_all(&dir).expect("remove temporary folder");
    assert_eq!(code, 1);
    assert_eq!(terminal, format!("{}\r\n", refusal("stdout")));
    assert!(stdout.is_empty(), "nothing on stdout: {stdout:?}");
}
