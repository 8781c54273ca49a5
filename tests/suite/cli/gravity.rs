//! Boards where pieces fall (`--rows --cols --k --gravity`) in analyze, trace and positions.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::common::cli::{json, json_lines, refused, text};

/// Connect Four 6 wide and 5 high.
const SIX_BY_FIVE: [&str; 7] = ["--rows", "5", "--cols", "6", "--k", "4", "--gravity"];

fn with<'a>(shape: &[&'a str], args: &[&'a str]) -> Vec<&'a str> {
    [&["analyze"], shape, args].concat()
}

#[test]
fn analyze_solves_a_position_of_a_board_of_your_own_in_the_published_convention() {
    let report = json(&with(
        &SIX_BY_FIVE,
        &["--moves", "3344", "--solve", "--json"],
    ));
    // X plays col 2 or col 5 and wins with its 4th stone, the 7th on a board of 30 cells:
    // (30 + 1 − 6) / 2 = 12.
    assert_eq!(report["value"], 12);
    assert_eq!(report["engine_value"], 997);
    assert_eq!(report["stones"], 4);
    let best: Vec<&str> = report["best_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert_eq!(best, ["col 2", "col 5"]);
    let only = json(&with(
        &SIX_BY_FIVE,
        &["--moves", "3344", "--solve", "--value-only", "--json"],
    ));
    assert_eq!(
        (only["value"].clone(), only["stones"].clone()),
        (12.into(), 4.into())
    );
    let words = text(&with(&SIX_BY_FIVE, &["--moves", "3344", "--solve"]));
    assert!(
        words.contains("X to move · 5×6 board, 4 in a row"),
        "{words}"
    );
    assert!(
        words.contains("Connect Four score (published convention): 12"),
        "{words}"
    );
}

#[test]
fn the_empty_board_of_a_small_size_solves_to_john_tromps_result() {
    // 6 wide and 4 high: the second player wins with the last stone (score -1).
    let shape = ["--rows", "4", "--cols", "6", "--k", "4", "--gravity"];
    let only = json(&with(&shape, &["--solve", "--value-only", "--json"]));
    assert_eq!(only["value"], -1);
    assert_eq!(only["value_text"], "O wins in 24 plies");
}

#[test]
fn stdin_reads_column_sequences_of_the_board_given() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_morpion"))
        .args(with(&SIX_BY_FIVE, &["--stdin", "--solve", "--value-only"]))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("morpion runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"3344 12\n7\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["value"], 12);
    assert_eq!(
        lines[1]["error"],
        "invalid moves \"7\": move 1 plays column 7, but the columns are numbered 1 to 6"
    );
}

#[test]
fn trace_follows_the_search_on_a_board_of_your_own() {
    let steps = json_lines(&[
        "trace",
        "--rows",
        "4",
        "--cols",
        "4",
        "--k",
        "4",
        "--gravity",
        "--moves",
        "12123434",
        "--json",
    ]);
    assert_eq!(steps[0]["step"], "root");
    assert_eq!(steps.last().unwrap()["step"], "exit");
    // The first move searched is column 1: the cell above the two stones there (row 1).
    assert_eq!(steps[1]["path"], serde_json::json!([4]));
}

#[test]
fn positions_makes_and_checks_positions_of_another_board() {
    let out = text(&[
        "positions",
        "--rows",
        "4",
        "--cols",
        "5",
        "--stones",
        "8-10",
        "--count",
        "4",
        "--check",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4);
    for line in lines {
        let (columns, score) = line.split_once(' ').unwrap();
        assert!((8..=10).contains(&columns.len()), "{line}");
        assert!(columns.chars().all(|c| ('1'..='5').contains(&c)), "{line}");
        // The score read back by analyze on the same board.
        let again = json(&[
            "analyze",
            "--rows",
            "4",
            "--cols",
            "5",
            "--k",
            "4",
            "--gravity",
            "--moves",
            columns,
            "--solve",
            "--value-only",
            "--json",
        ]);
        assert_eq!(again["value"].to_string(), score, "{line}");
    }
}

#[test]
fn what_a_board_where_pieces_fall_cannot_take_is_refused_with_a_reason() {
    for (args, says) in [
        (
            vec!["analyze", "--moves", "12"],
            "--moves (a column sequence) is for boards where pieces fall: add --gravity, or give --game connect4",
        ),
        (
            with(&SIX_BY_FIVE, &["--board", "....../......"]),
            "a board where pieces fall takes its position as --moves COLUMNS",
        ),
        (
            vec!["analyze", "--rows", "5", "--cols", "6", "--moves", "1"],
            "--gravity",
        ),
        (
            vec!["analyze", "--rows", "8", "--cols", "8", "--gravity"],
            "a board of 8 rows and 8 columns is too big: columns × (rows + 1) must be at most 64, not 72",
        ),
        (
            with(&SIX_BY_FIVE, &["--first", "o"]),
            "--first (who moved first on a --board) does not apply where pieces fall",
        ),
        (
            vec!["analyze", "--game", "connect4", "--rows", "5"],
            "cannot be used with",
        ),
        (
            vec!["positions", "--rows", "4", "--cols", "4", "--stones", "16"],
            "a position that is not over on a board of 4 rows and 4 columns has at most 15 stones, not 16",
        ),
    ] {
        let stderr = refused(&args);
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
}
