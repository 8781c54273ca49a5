//! The solver's flags from the command line: `analyze --solve --value-only`, `--threads`, and
//! `analyze --stdin --solve` keeping one solver for every line with the answers unchanged.

use crate::common;
use common::cli::{json, morpion};

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

/// docs/command-line.md's example: O to move, score 4 in the published convention.
const MOVES: &str = "44444123371";

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn value_only_gives_the_value_of_a_full_solve_on_any_number_of_threads() {
    let full = json(&[
        "analyze", "--game", "connect4", "--moves", MOVES, "--solve", "--json",
    ]);
    for threads in ["1", "2"] {
        let only = json(&[
            "analyze",
            "--game",
            "connect4",
            "--moves",
            MOVES,
            "--solve",
            "--value-only",
            "--threads",
            threads,
            "--json",
        ]);
        assert_eq!(only["value"], 4, "{only}");
        assert_eq!(only["value"], full["value"]);
        assert_eq!(only["engine_value"], full["engine_value"]);
        assert_eq!(only["value_text"], full["value_text"]);
        assert_eq!(only["stones"], 11);
        assert_eq!(only["threads"].to_string(), threads);
        assert!(only["nodes"].as_u64().is_some_and(|n| n > 0), "{only}");
        // One solve costs less than one per move.
        assert!(
            only["nodes"].as_u64() < full["nodes"].as_u64(),
            "{only} {full}"
        );
    }
    let text = String::from_utf8(
        morpion(&[
            "analyze",
            "--game",
            "connect4",
            "--moves",
            MOVES,
            "--solve",
            "--value-only",
        ])
        .stdout,
    )
    .unwrap();
    assert!(
        text.contains("Search: exact solver, the value only"),
        "{text}"
    );
    assert!(
        text.contains("Connect Four score (published convention): 4"),
        "{text}"
    );
}

#[test]
fn value_only_and_threads_need_solve() {
    for flag in [&["--value-only"][..], &["--threads", "2"]] {
        let out = morpion(&[&["analyze", "--game", "connect4", "--moves", "4"], flag].concat());
        assert_eq!(out.status.code(), Some(2), "{flag:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("--solve"), "{flag:?}: {err}");
    }
    let out = morpion(&[
        "analyze",
        "--game",
        "connect4",
        "--moves",
        "4",
        "--solve",
        "--threads",
        "0",
    ]);
    assert_eq!(out.status.code(), Some(2));
}

/// What a solve answers, without what depends on the table it started with (positions, time).
fn answer(report: &Value) -> Value {
    let mut answer = report.clone();
    let object = answer.as_object_mut().unwrap();
    for costs in ["nodes", "micros", "line"] {
        object.remove(costs);
    }
    for line in object["moves"].as_array_mut().unwrap() {
        line.as_object_mut().unwrap().remove("nodes");
    }
    answer
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn stdin_solves_every_line_with_one_solver_and_the_same_answers() {
    let set: Vec<&str> = include_str!("../../../assets/c4-mid.txt")
        .lines()
        .take(12)
        .collect();
    let mut child = Command::new(env!("CARGO_BIN_EXE_morpion"))
        .args(["analyze", "--game", "connect4", "--stdin", "--solve"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(set.join("\n").as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let answers: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(answers.len(), set.len());
    for (i, (line, streamed)) in set.iter().zip(&answers).enumerate() {
        let (moves, score) = line.split_once(' ').unwrap();
        assert_eq!(streamed["line"], i + 1);
        assert_eq!(streamed["value"].to_string(), score, "{line}");
        let alone = json(&[
            "analyze", "--game", "connect4", "--moves", moves, "--solve", "--json",
        ]);
        assert_eq!(answer(streamed), answer(&alone), "{line}");
    }
}
