//! `analyze --stdin` fed what a hostile or careless user feeds it: bytes that are not UTF-8,
//! a line with no end, carriage returns, a reader that goes away.

use crate::common;

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Output, Stdio};
use std::thread;

use serde_json::{Value, json};

/// `morpion analyze --stdin ARGS…` fed `input` from a thread (so a big input cannot block
/// the test); the output, and whether all of the input was written before the binary went away.
fn analyze_stdin(args: &[&str], input: Vec<u8>) -> (Output, bool) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_morpion"))
        .args(["analyze", "--stdin"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the morpion binary runs");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let writer = thread::spawn(move || stdin.write_all(&input).is_ok());
    let out = child.wait_with_output().expect("morpion finishes");
    (out, writer.join().expect("the writer thread ends"))
}

fn lines(out: &Output) -> Vec<Value> {
    String::from_utf8(out.stdout.clone())
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is one JSON object"))
        .collect()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_line_that_is_not_utf8_gets_an_error_object_and_the_next_lines_go_on() {
    let (out, _) = analyze_stdin(&[], b"X........\n\xff\xfe.......\n.........\n".to_vec());
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let lines = lines(&out);
    assert_eq!(lines.len(), 3);
    assert_eq!(
        (&lines[0]["line"], &lines[0]["value"]),
        (&json!(1), &json!(0))
    );
    assert_eq!(
        lines[1],
        json!({"error": "not UTF-8 text", "line": 2, "input": "\u{fffd}\u{fffd}......."})
    );
    assert_eq!(
        (&lines[2]["line"], &lines[2]["board"]),
        (&json!(3), &json!(".../.../..."))
    );
    assert_eq!(
        stderr(&out),
        "morpion: 1 of 3 lines was refused (see its error object)\n"
    );
}

#[test]
fn carriage_returns_end_lines_as_line_feeds_do() {
    for input in [
        &b"X........\r.........\rXO.......\r"[..],
        b"X........\r\n.........\r\nXO.......",
        b"X........\n.........\r\nXO.......\r",
    ] {
        let (out, _) = analyze_stdin(&[], input.to_vec());
        assert_eq!(out.status.code(), Some(0), "{input:?}: {}", stderr(&out));
        let boards: Vec<(Value, Value)> = lines(&out)
            .iter()
            .map(|l| (l["line"].clone(), l["board"].clone()))
            .collect();
        assert_eq!(
            boards,
            [
                (json!(1), json!("X../.../...")),
                (json!(2), json!(".../.../...")),
                (json!(3), json!("XO./.../...")),
            ],
            "{input:?}"
        );
    }
}

#[test]
fn a_line_past_the_limit_is_one_short_error_and_memory_stays_bounded() {
    // 8 MiB of X with no end of line, then two good lines: one error object quoting 40
    // characters, whatever the length.
    let mut input = vec![b'X'; 8 << 20];
    input.extend_from_slice(b"\n.........\n");
    let mut nul = vec![0u8; 4 << 20];
    nul.extend_from_slice(b"\r\nXX.OO....\n");
    for (input, second) in [(input, ".../.../..."), (nul, "XX./OO./...")] {
        let (out, all_read) = analyze_stdin(&[], input);
        assert!(all_read, "the whole input is read");
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        let lines = lines(&out);
        assert_eq!(lines.len(), 2);
        assert_eq!(
            lines[0]["error"],
            "a line longer than 4096 bytes (the most --stdin reads); the rest of it is skipped"
        );
        assert_eq!(lines[0]["line"], 1);
        let quote = lines[0]["input"].as_str().expect("a quote");
        assert_eq!(quote.chars().count(), 41, "{quote:?}");
        assert!(quote.ends_with('…'));
        assert_eq!(
            (&lines[1]["line"], &lines[1]["board"]),
            (&json!(2), &json!(second))
        );
        assert!(
            out.stdout.len() < 4096,
            "{} bytes of output",
            out.stdout.len()
        );
    }
}

#[test]
fn a_line_of_exactly_the_limit_is_read_and_its_position_refused_short() {
    let mut input = vec![b'.'; 4096];
    input.push(b'\n');
    let (out, _) = analyze_stdin(&[], input);
    let lines = lines(&out);
    assert_eq!(
        lines,
        [json!({
            "error": "a position of 4096 characters: no game has one longer than 64",
            "line": 1,
            "input": format!("{}…", ".".repeat(40)),
        })]
    );
}

#[test]
fn the_limit_is_the_one_the_help_states() {
    let out = common::cli::morpion(&["analyze", "--help"]);
    let help = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(help.contains("may be up to 4096 bytes long"), "{help}");
}

#[test]
fn a_reader_that_goes_away_stops_the_run_at_once() {
    // 200,000 lines (2 MB) is far more than a pipe holds: if the binary stops when its reader
    // closes the pipe after the first answer, the writer cannot write them all.
    let mut child = Command::new(env!("CARGO_BIN_EXE_morpion"))
        .args(["analyze", "--stdin"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the morpion binary runs");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let writer = thread::spawn(move || stdin.write_all(&b"X........\n".repeat(200_000)).is_ok());
    let mut stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
    let mut first = String::new();
    stdout.read_line(&mut first).expect("stdout reads");
    assert!(first.starts_with("{\"best_move\""), "{first}");
    drop(stdout);
    let status = child.wait().expect("morpion finishes");
    assert!(
        !writer.join().expect("the writer ends"),
        "the binary read all its input after its reader had gone"
    );
    assert_eq!(status.code(), Some(0), "a closed pipe is a quiet end");
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("piped stderr")
        .read_to_string(&mut stderr)
        .expect("stderr reads");
    assert_eq!(stderr, "");
}

#[test]
fn standard_input_that_cannot_be_read_is_named() {
    let out = Command::new(env!("CARGO_BIN_EXE_morpion"))
        .args(["analyze", "--stdin"])
        .stdin(std::fs::File::open("/").expect("the root folder opens"))
        .output()
        .expect("the morpion binary runs");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "morpion: could not read standard input: Is a directory (os error 21)\n"
    );
}
