//! Running the real `morpion` binary from a test, the way CI runs it: no standard input.

use std::process::{Command, Output, Stdio};

use serde_json::Value;

/// Runs `morpion ARGS…` with standard input closed and collects what it printed.
pub fn morpion(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_morpion"))
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
