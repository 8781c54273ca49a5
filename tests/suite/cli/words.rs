//! The command line words a move's score as the panel does: the same English phrase, and `< score` for a move proven worse.

use crate::common;
use common::cli::{json, text};
use morpion::engine::{Bound, Evaluation, SearchSettings, Skipped};
use morpion::i18n::EN;
use morpion::tui::view::words::{outcome_text, worse_text};
use serde_json::Value;

/// Wide enough for the longest form of every phrase.
const WIDE: usize = 200;

/// O to move wins in 5 plies with c1 or c2; a2 and b2 alpha-beta only bounds by 995, and the
/// tie check proves them worse.
const BOARD: &str = ".../.../XXO";

fn bound(m: &Value) -> Bound {
    match m["bound"].as_str() {
        Some("exact") => Bound::Exact,
        Some("upper") => Bound::Upper,
        Some("lower") => Bound::Lower,
        other => panic!("a bound: {other:?}"),
    }
}

#[test]
fn each_move_reads_as_the_panel_reads_it() {
    for (board, extra) in [
        (BOARD, &[][..]),
        ("XX./OO./...", &[]),
        ("X.O/.X./..O", &["--depth", "2"]),
        ("X.O/.X./..O", &["--depth", "2", "--eval", "heuristic"]),
    ] {
        let mut args = vec!["analyze", "--board", board, "--json"];
        args.extend_from_slice(extra);
        let a = json(&args);
        let settings = SearchSettings {
            depth_limit: a["settings"]["depth_limit"].as_u64().map(|d| d as u32),
            evaluation: match a["settings"]["evaluation"].as_str() {
                Some("heuristic") => Evaluation::Heuristic,
                _ => Evaluation::Draw,
            },
            ..SearchSettings::default()
        };
        let empty = board.chars().filter(|&c| c == '.').count() as u32;
        let value = a["value"].as_i64().unwrap() as i32;
        let best: Vec<&Value> = a["best_moves"].as_array().unwrap().iter().collect();
        for m in a["moves"].as_array().unwrap() {
            let score = m["score"].as_i64().unwrap() as i32;
            let bound = bound(m);
            let worse = bound == Bound::Upper
                && score == value
                && !best.iter().any(|b| b["index"] == m["index"]);
            let panel = if worse {
                worse_text(&EN, score, &settings, (empty, false), WIDE)
            } else {
                let count = |field: &str| m["skipped"][field].as_u64().unwrap();
                let skipped = Skipped {
                    cuts: count("cuts"),
                    moves: count("moves"),
                    table_bounds: count("table_bounds"),
                };
                outcome_text(
                    &EN,
                    (score, bound, &skipped),
                    &settings,
                    (empty, false),
                    WIDE,
                )
            };
            assert_eq!(m["result"], panel, "{board} {extra:?}: {m}");
        }
    }
}

#[test]
fn a_move_proven_worse_reads_less_than_the_best_in_the_text() {
    let out = text(&["analyze", "--board", BOARD]);
    let row = |name: &str| {
        out.lines()
            .find(|l| l.trim_start().starts_with(name))
            .unwrap_or_else(|| panic!("a row for {name} in\n{out}"))
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert!(out.contains("O to move"), "{out}");
    assert!(out.contains("positions  for O"), "{out}");
    assert_eq!(row("a2"), "a2 < 995 22 a slower win or worse");
    assert_eq!(row("c1"), "c1 995 107 wins in 5 plies");
    assert_eq!(row("a1"), "a1 -996 76 loses in 4 plies");
}
