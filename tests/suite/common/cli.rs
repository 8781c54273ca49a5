//! Running the real `morpion` binary from a test, the way CI runs it: no standard input.

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

/// The player's files of every run of the binary in the tests, as (config file, data folder):
/// a config file that does not exist and a data folder of the test process's own, so no test
/// reads the player's real settings or adds to their real results. A test of these files
/// names its own with [`morpion_in`].
pub fn player_files() -> (PathBuf, PathBuf) {
    let base = std::env::temp_dir().join(format!("morpion-tests-home-{}", std::process::id()));
    (base.join("no-config.toml"), base.join("data"))
}

/// The environment that points the binary at [`player_files`].
pub fn player_env() -> [(&'static str, String); 2] {
    let (config, data) = player_files();
    [
        ("MORPION_CONFIG", config.display().to_string()),
        ("MORPION_DATA_DIR", data.display().to_string()),
    ]
}

/// A command running the binary with its player's files at [`player_files`].
fn binary() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_morpion"));
    command.envs(player_env());
    command
}

/// Runs `morpion ARGS…` with standard input closed and collects what it printed.
/// `morpion book`'s arguments for the book of the empty board read from the file at `path`
/// (`--plies 0`: the file gives it, nothing is solved), with a 1 MiB table.
pub fn book_from(path: &str) -> [&str; 7] {
    ["book", "--plies", "0", "--from", path, "--table-mib", "1"]
}

pub fn morpion(args: &[&str]) -> Output {
    morpion_in(args, &[])
}

/// [`morpion`] with `env` set too (such as the player's files of a test of them).
pub fn morpion_in(args: &[&str], env: &[(&str, &std::path::Path)]) -> Output {
    let mut command = binary();
    for (key, value) in env {
        command.env(key, value);
    }
    command
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the morpion binary runs")
}

/// Runs `morpion ARGS…`, which must succeed, and parses its standard output as JSON; a failure
/// panics with the arguments and what it printed on standard error.
pub fn json(args: &[&str]) -> Value {
    let out = morpion(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("stdout is JSON")
}

/// Runs `morpion ARGS…`, which must be refused: exit status 2 and nothing on standard output.
/// Returns what it printed on standard error.
pub fn refused(args: &[&str]) -> String {
    let out = morpion(args);
    let stderr = String::from_utf8(out.stderr).expect("UTF-8");
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    stderr
}

/// Runs `morpion ARGS…`, which must succeed, and returns its standard output; a failure panics
/// with the arguments and what it printed on standard error.
pub fn text(args: &[&str]) -> String {
    let out = morpion(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// Runs `morpion ARGS…`, which must succeed and print nothing on standard error, and parses
/// each line of its standard output as one JSON object.
pub fn json_lines(args: &[&str]) -> Vec<Value> {
    let out = morpion(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?}: {stderr}");
    assert!(stderr.is_empty(), "{args:?}: {stderr}");
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is one JSON object"))
        .collect()
}

/// Runs `morpion ARGS…` with `input` on its standard input (written from a thread, so a big
/// input cannot block the test) and collects what it printed.
pub fn fed(args: &[&str], input: Vec<u8>) -> Output {
    let mut command = binary();
    command.args(args);
    feed(command, input)
}

/// [`fed`] under `ulimit -v KIB`, so that the memory limit is real.
pub fn limited(kib: u32, args: &[&str], input: Vec<u8>) -> Output {
    let script = format!("ulimit -v {kib} && exec \"$0\" \"$@\"");
    let mut command = Command::new("sh");
    command
        .envs(player_env())
        .args(["-c", &script, env!("CARGO_BIN_EXE_morpion")])
        .args(args);
    feed(command, input)
}

/// Runs `command` with `input` on its standard input and collects what it printed.
fn feed(mut command: Command, input: Vec<u8>) -> Output {
    use std::io::Write;
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the morpion binary runs");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let writer = std::thread::spawn(move || {
        // The binary may stop reading early (a refusal): what it printed still counts.
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("morpion finishes");
    writer.join().expect("the writer thread ends");
    out
}
