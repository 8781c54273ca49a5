//! Bad input to the real binary: exit status 2, a message naming the problem, nothing on stdout.

use crate::common;
use common::cli::{morpion, refused};

/// A bad `--board`: our own one-line message, in text and JSON mode alike.
fn bad_board(board: &str, expected: &str) {
    for json in [false, true] {
        let mut args = vec!["analyze", "--board", board];
        if json {
            args.push("--json");
        }
        let stderr = refused(&args);
        assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
        assert!(stderr.starts_with("morpion: invalid board"), "{stderr}");
        assert!(stderr.contains(expected), "{board}: {stderr}");
    }
}

#[test]
fn impossible_mark_counts() {
    bad_board(
        "XX./.../...",
        "X has 2 marks and O has 0; X moves first, so X must have as many marks as O or one more",
    );
    bad_board(
        "O../.../...",
        "impossible position: X has 0 marks and O has 1; X moves first, so X must have as many marks as O or one more; if O started, add --first o\n",
    );
    bad_board(
        "...../.OX../..O../...../.....",
        "X has 1 mark and O has 2; X moves first, so X must have as many marks as O or one more; if O started, add --first o\n",
    );
    // With O first, X's extra mark is the impossible one; X moving first would explain it.
    let stderr = refused(&["analyze", "--board", "X........", "--first", "o"]);
    assert_eq!(
        stderr,
        "morpion: invalid board \"X........\": impossible position: X has 1 mark and O has 0; O moves first, so O must have as many marks as X or one more; if X started, leave out --first o\n"
    );
    // Counts neither order explains get no such hint.
    let stderr = refused(&["analyze", "--board", "OO.......", "--first", "o"]);
    assert!(
        stderr.ends_with("O moves first, so O must have as many marks as X or one more\n"),
        "{stderr}"
    );
}

#[test]
fn first_is_for_board_positions_only() {
    for game in [&["--game", "bones"][..], &["--game", "connect4"]] {
        let mut args = vec!["analyze", "--first", "o"];
        args.extend_from_slice(game);
        let stderr = refused(&args);
        assert!(
            stderr.contains("--first (who moved first on a --board) does not apply to --game"),
            "{stderr}"
        );
    }
}

#[test]
fn both_sides_with_a_line() {
    bad_board("XXX/OOO/X..", "both X and O have a line");
}

#[test]
fn finished_games() {
    bad_board("XXX/OO./...", "already over: X has a line");
    bad_board("XX./OOO/X.X", "already over: O has a line");
    bad_board("XOX/XOO/OXX", "already over: the board is full");
}

#[test]
fn malformed_strings() {
    bad_board("XX.OO...", "it has 8 characters and no '/'");
    bad_board("XX./OO/...", "row 2 has 2 cells but row 1 has 3");
    bad_board("XX./OZ./...", "unexpected character 'Z' at row 2, column 2");
    bad_board("", "the board is empty");
    bad_board("X......./", "row 2 has 0 cells but row 1 has 8");
    bad_board(
        "........../..........",
        "columns must be between 1 and 9, not 10",
    );
    bad_board(
        &["........"; 8].join("/"),
        "a board of 8 rows and 8 columns is too big: columns × (rows + 1) must be at most 64, not 72",
    );
}

#[test]
fn k_that_does_not_fit_the_board() {
    let stderr = refused(&["analyze", "--board", ".........", "--k", "5"]);
    assert!(
        stderr.contains("k (marks in a row to win) must be between 2 and 3 on a 3×3 board, not 5"),
        "{stderr}"
    );
    let stderr = refused(&["--k", "5"]);
    assert!(
        stderr.contains("must be between 2 and 3 on a 3×3 board, not 5"),
        "{stderr}"
    );
    // Where the longest side is 2, k has one value.
    let stderr = refused(&["--rows", "2", "--cols", "2", "--k", "3"]);
    assert!(
        stderr.contains("k (marks in a row to win) must be 2 on a 2×2 board, not 3"),
        "{stderr}"
    );
}

#[test]
fn out_of_range_and_malformed_numbers() {
    let board = ["analyze", "--board", "........."];
    let with = |extra: &[&'static str]| [&board[..], extra].concat();
    for (args, expected) in [
        (
            with(&["--depth", "-1"]),
            "invalid value '-1' for '--depth <N>'",
        ),
        (
            with(&["--depth", "abc"]),
            "invalid value 'abc' for '--depth <N>'",
        ),
        (
            with(&["--depth", "0"]),
            "invalid value '0' for '--depth <N>': 0 is not in 1..=64",
        ),
        (
            with(&["--pruning", "maybe"]),
            "invalid value 'maybe' for '--pruning",
        ),
        (
            with(&["--eval", "guess"]),
            "invalid value 'guess' for '--eval",
        ),
        (
            vec!["--rows", "0"],
            "invalid value '0' for '--rows <R>': 0 is not in 1..=8",
        ),
        (
            vec!["--rows", "1000"],
            "invalid value '1000' for '--rows <R>'",
        ),
        (
            vec!["--k", "10"],
            "invalid value '10' for '--k <K>': 10 is not in 2..=9",
        ),
        (
            vec!["--depth", "-1"],
            "invalid value '-1' for '--depth <N>'",
        ),
        (
            vec!["table", "--runs", "0"],
            "invalid value '0' for '--runs <N>'",
        ),
    ] {
        let stderr = refused(&args);
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
}

#[test]
fn unknown_flags_and_missing_board() {
    for args in [
        &["--frobnicate"][..],
        &["table", "--frobnicate"],
        &["analyze", "--board", ".........", "--frobnicate"],
    ] {
        let stderr = refused(args);
        assert!(
            stderr.contains("unexpected argument '--frobnicate'"),
            "{stderr}"
        );
    }
    let stderr = refused(&["analyze"]);
    assert!(stderr.contains("--board <BOARD>"), "{stderr}");
}

#[test]
fn the_game_without_a_terminal_fails_in_one_line_without_escape_codes() {
    // stdout is a pipe here, not a terminal: the full-screen game must refuse cleanly.
    let out = morpion(&[]);
    let stderr = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(!out.status.success());
    assert!(!out.stdout.contains(&0x1b), "escape codes on stdout");
    assert!(out.stdout.is_empty());
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("morpion: "), "{stderr}");
}
