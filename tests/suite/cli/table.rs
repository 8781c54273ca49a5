//! `morpion table` run as a real binary: the tests/FACTS.md counts, agreement with the library, both output forms.

use crate::common;
use common::cli::morpion;
use morpion::engine::SearchOptions;

use morpion::engine::{Evaluation, SearchSettings, search};
use morpion::games::mnk::Mnk;
use morpion::text::thousands;
use serde_json::Value;

/// Positions below the root and value of the engine's own search from the empty board.
fn library(pruning: bool, depth_limit: Option<u32>) -> (u64, i64) {
    let settings = SearchSettings {
        pruning,
        depth_limit,
        evaluation: Evaluation::Draw,
        node_budget: None,
        ..SearchSettings::default()
    };
    let report = search(
        &Mnk::tic_tac_toe(),
        &settings,
        &SearchOptions {
            seed: 7,
            ..Default::default()
        },
    );
    (report.nodes, i64::from(report.value))
}

#[test]
fn json_rows_match_the_facts_and_the_engine() {
    let out = morpion(&["table", "--json", "--runs", "1"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: Value = serde_json::from_slice(&out.stdout).expect("stdout is JSON");
    let rows = json["rows"].as_array().expect("rows is an array");
    assert_eq!(rows.len(), 4);

    let expected = [
        (false, None),
        (false, Some(6)),
        (true, None),
        (true, Some(6)),
    ];
    for (row, (pruning, depth)) in rows.iter().zip(expected) {
        assert_eq!(row["pruning"], pruning);
        assert_eq!(row["depth_limit"].as_u64(), depth.map(u64::from));
        assert_eq!(row["value"], 0, "the empty board is a draw: {row}");
        assert!(row["micros"].is_u64(), "micros is a whole number: {row}");
        let (nodes, value) = library(pruning, depth);
        assert_eq!(row["nodes"].as_u64(), Some(nodes), "{row}");
        assert_eq!(row["value"].as_i64(), Some(value));
    }
    // tests/FACTS.md: plain minimax from the empty board, full depth and depth 6.
    assert_eq!(rows[0]["nodes"], 549_945);
    assert_eq!(rows[1]["nodes"], 73_449);
    // Pruning must save work, or it is not alpha-beta.
    assert!(rows[2]["nodes"].as_u64() < rows[0]["nodes"].as_u64());
    assert!(rows[3]["nodes"].as_u64() < rows[1]["nodes"].as_u64());
    assert_eq!(json["runs"], 1);
}

#[test]
fn text_table_has_the_four_rows_in_order_with_formatted_counts() {
    let out = morpion(&["table", "--runs", "1"]);
    assert!(out.status.success());
    assert!(out.stderr.is_empty());
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(text.contains("root not counted"), "{text}");
    assert!(text.contains("reading order"), "{text}");
    assert!(text.contains("fail-soft alpha-beta"), "{text}");

    let lines: Vec<&str> = text.lines().collect();
    let header = lines
        .iter()
        .position(|l| l.starts_with("alpha-beta") && l.contains("positions/s"))
        .expect("a header row");
    let rows = &lines[header + 1..];
    assert_eq!(rows.len(), 4, "{text}");
    let expected = [
        ("off", "none", (false, None)),
        ("off", "6", (false, Some(6))),
        ("on", "none", (true, None)),
        ("on", "6", (true, Some(6))),
    ];
    for (line, (pruning, depth, search)) in rows.iter().zip(expected) {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words[0], pruning, "{line}");
        assert_eq!(words[1], depth, "{line}");
        assert_eq!(words[2], thousands(library(search.0, search.1).0), "{line}");
        assert_eq!(words[3], "draw", "{line}");
    }
    assert_eq!(rows[0].split_whitespace().nth(2), Some("549,945"));
    assert_eq!(rows[1].split_whitespace().nth(2), Some("73,449"));
}

#[test]
fn zero_runs_is_refused() {
    let out = morpion(&["table", "--runs", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--runs"));
}
