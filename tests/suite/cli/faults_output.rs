//! Every subcommand's output when it cannot be written (a full disk) or nobody reads it any
//! more (a closed pipe), and the messages for numbers and boards that make no sense.

use crate::common;

use std::fs::File;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Output, Stdio};
use std::thread;

use common::cli::refused;

/// Each subcommand with arguments that print something, and what it reads on standard input.
const COMMANDS: [(&[&str], &str); 10] = [
    (&["table", "--runs", "1"], ""),
    (&["analyze", "--board", "X........"], ""),
    (&["analyze", "--game", "bones", "--heap", "9", "--json"], ""),
    (&["analyze", "--stdin"], "X........\n.........\n"),
    (&["perft", "--depth", "3"], ""),
    (&["positions", "--stones", "36", "--count", "2"], ""),
    (&["autoplay", "--game", "bones", "--heap", "5"], ""),
    (
        &["autoplay", "--game", "bones", "--heap", "5", "--json"],
        "",
    ),
    (&["bench", "--workload", "ttt-alphabeta", "--runs", "1"], ""),
    (&["--help"], ""),
];

/// `morpion ARGS…` with `input` on standard input and standard output on `/dev/full`.
fn into_dev_full(args: &[&str], input: &str) -> Output {
    let full = File::options()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full opens");
    let mut child = Command::new(env!("CARGO_BIN_EXE_morpion"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .expect("the morpion binary runs");
    let mut stdin = child.stdin.take().expect("piped stdin");
    stdin
        .write_all(input.as_bytes())
        .expect("stdin takes the input");
    drop(stdin);
    child.wait_with_output().expect("morpion finishes")
}

#[test]
fn output_that_cannot_be_written_is_a_failure_with_a_message() {
    let mut commands: Vec<&[&str]> = COMMANDS.iter().map(|(args, _)| *args).collect();
    commands.extend([
        &["analyze", "--help"][..],
        &["perft", "--help"],
        &["--version"],
    ]);
    for args in commands {
        let input = COMMANDS
            .iter()
            .find(|(a, _)| *a == args)
            .map_or("", |(_, input)| input);
        let out = into_dev_full(args, input);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            "morpion: could not write to standard output: No space left on device (os error 28)\n",
            "{args:?}"
        );
    }
}

#[test]
fn a_reader_that_stops_after_one_line_ends_every_subcommand_quietly() {
    // Long runs too: perft to 9 plies of Connect Four, 300 positions, 1,000 games, an endless
    // input. Each must stop when the pipe closes (a closed pipe is the reader's choice: status 0,
    // nothing on standard error).
    let mut commands: Vec<(&[&str], String)> = COMMANDS
        .iter()
        .map(|(args, input)| (*args, (*input).to_owned()))
        .collect();
    commands.extend([
        (
            &["perft", "--game", "connect4", "--depth", "9"][..],
            String::new(),
        ),
        (
            &["positions", "--stones", "20-24", "--count", "300"],
            String::new(),
        ),
        (&["autoplay", "--games", "1000"], String::new()),
        (&["analyze", "--stdin"], "X........\n".repeat(200_000)),
    ]);
    for (args, input) in commands {
        let mut child = Command::new(env!("CARGO_BIN_EXE_morpion"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the morpion binary runs");
        let mut stdin = child.stdin.take().expect("piped stdin");
        let writer = thread::spawn(move || {
            let _ = stdin.write_all(input.as_bytes());
        });
        let mut stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        let mut first = String::new();
        stdout.read_line(&mut first).expect("stdout reads");
        assert!(!first.is_empty(), "{args:?} printed nothing");
        drop(stdout);
        let status = child.wait().expect("morpion finishes");
        writer.join().expect("the writer ends");
        let mut stderr = String::new();
        child
            .stderr
            .take()
            .expect("piped stderr")
            .read_to_string(&mut stderr)
            .expect("stderr reads");
        assert_eq!((status.code(), stderr.as_str()), (Some(0), ""), "{args:?}");
    }
}

#[test]
fn a_number_out_of_range_is_answered_with_the_range() {
    for (args, message) in [
        (&["--rows", "-1"][..], "'--rows <R>': -1 is not in 1..=8"),
        (
            &["--cols", "abc"],
            "'--cols <C>': not a whole number: give one in 1..=9",
        ),
        (&["--k", "-1"], "'--k <K>': -1 is not in 2..=9"),
        (
            &["--rows", "99999999999999999999999999999999999999999"],
            "'--rows <R>': 99999999999999999999999999999999999999999 is not in 1..=8",
        ),
        (
            &["--depth", "4000000000"],
            "'--depth <N>': 4000000000 is not in 1..=64",
        ),
        (
            &["--table-mib", "-1"],
            "'--table-mib <MIB>': -1 is not in 0..=4096",
        ),
        (
            &["--seed", "-1"],
            "'--seed <N>': a seed is a whole number from 0 to 18446744073709551615",
        ),
        (
            &["analyze", "--board", "X........", "--seed", "-1"],
            "'--seed <N>': a seed is a whole number from 0 to 18446744073709551615",
        ),
        (
            &["analyze", "--board", "X........", "--dot-limit", "-1"],
            "'--dot-limit <N>': -1 is not in 1..=100000",
        ),
        (
            &["positions", "--seed", "-1"],
            "'--seed <N>': a seed is a whole number from 0 to 18446744073709551615",
        ),
        (
            &["autoplay", "--rows", "-1"],
            "'--rows <R>': -1 is not in 1..=8",
        ),
        (
            &["autoplay", "--games", "0"],
            "'--games <N>': 0 is not in 1..=1000000",
        ),
        (
            &["bench", "--runs", "abc"],
            "'--runs <N>': not a whole number: give one in 1..=1000",
        ),
        (
            &["table", "--runs", "0"],
            "'--runs <N>': 0 is not in 1..=1000",
        ),
    ] {
        let stderr = refused(args);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert!(!stderr.contains("invalid digit"), "{args:?}: {stderr}");
    }
}

#[test]
fn a_board_of_the_wrong_shape_for_the_game_says_the_game_s_shape() {
    for (args, message) in [
        (
            &["analyze", "--game", "ttt4", "--board", "X........"][..],
            "morpion: --game ttt4 is played on a 4×4 board, but the board given is 3×3\n",
        ),
        (
            &["analyze", "--game", "ttt", "--board", "X.../..../..../...."],
            "morpion: --game ttt is played on a 3×3 board, but the board given is 4×4\n",
        ),
    ] {
        assert_eq!(refused(args), message, "{args:?}");
    }
}

#[test]
fn a_huge_position_argument_is_quoted_short() {
    let board = "X".repeat(100_000);
    let moves = "1".repeat(100_000);
    for (args, message) in [
        (
            vec!["analyze", "--board", board.as_str()],
            format!(
                "morpion: invalid board \"{}…\": it has 100000 characters and no '/'; give 9 characters for 3×3, or rows joined by / (e.g. XX./OO./...)\n",
                "X".repeat(64)
            ),
        ),
        (
            vec!["analyze", "--game", "connect4", "--moves", moves.as_str()],
            format!(
                "morpion: invalid moves \"{}…\": move 7 plays column 1, which is already full\n",
                "1".repeat(64)
            ),
        ),
    ] {
        assert_eq!(refused(&args), message);
    }
    let stderr = refused(&["positions", "--stones", "99999999999"]);
    assert!(
        stderr.contains(
            "a position that is not over has fewer stones than its board has cells (at most 55), not 99999999999"
        ),
        "{stderr}"
    );
}
