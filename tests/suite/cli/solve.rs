//! The exact solver from the command line: `positions` (random Connect Four positions with
//! their scores), `analyze --solve`, and the Connect Four benchmark sets.

use crate::common;
use common::cli::{json, morpion, text as stdout};
use morpion::engine::SearchOptions;

use std::sync::Arc;

use morpion::engine::{SearchSettings, Solver, TableSize, search};
use morpion::games::mnk::{Geometry, Mnk};

fn lines(text: &str) -> Vec<(String, i64)> {
    text.lines()
        .map(|line| {
            let (columns, score) = line.split_once(' ').expect("columns score");
            (columns.to_owned(), score.parse().expect("a score"))
        })
        .collect()
}

#[test]
fn positions_are_different_legal_unfinished_games_with_their_exact_scores() {
    let text = stdout(&[
        "positions",
        "--stones",
        "30-36",
        "--count",
        "12",
        "--seed",
        "4",
    ]);
    let found = lines(&text);
    assert_eq!(found.len(), 12);
    let geometry = Arc::new(Geometry::connect_four());
    let mut solver = Solver::new(TableSize::mib(4)).expect("memory for the table");
    for (i, (columns, score)) in found.iter().enumerate() {
        assert!((30..=36).contains(&columns.len()), "{columns}");
        assert!(!found[..i].iter().any(|(other, _)| other == columns));
        let position = Mnk::from_columns(Arc::clone(&geometry), columns).expect("legal");
        assert!(!position.is_over(), "{columns}");
        // Scored again the textbook way: alpha-beta alone, no table, no solver shortcuts.
        let settings = SearchSettings::default();
        let value = search(&position, &settings, &SearchOptions::default()).value;
        assert_eq!(position.published_score(value), *score, "{columns}");
        assert_eq!(solver.solve(&position, None).value, value, "{columns}");
    }
    // The same seed gives the same positions; another seed, others.
    assert_eq!(
        stdout(&[
            "positions",
            "--stones",
            "30-36",
            "--count",
            "12",
            "--seed",
            "4"
        ]),
        text
    );
    assert_ne!(
        stdout(&[
            "positions",
            "--stones",
            "30-36",
            "--count",
            "12",
            "--seed",
            "5"
        ]),
        text
    );
    // --check solves each one a second way and prints the same.
    assert_eq!(
        stdout(&[
            "positions",
            "--stones",
            "30-36",
            "--count",
            "12",
            "--seed",
            "4",
            "--check"
        ]),
        text
    );
}

#[test]
fn a_single_stone_count_and_the_default_range() {
    let exact = lines(&stdout(&["positions", "--stones", "33", "--count", "5"]));
    assert_eq!(exact.len(), 5);
    assert!(exact.iter().all(|(columns, _)| columns.len() == 33));
    let default = lines(&stdout(&["positions", "--count", "2"]));
    assert!(default.iter().all(|(c, _)| (8..=14).contains(&c.len())));
}

#[test]
fn bad_stone_ranges_and_counts_are_refused_with_a_reason() {
    for (args, says) in [
        (&["--stones", "14-8"][..], "write the smaller number first"),
        (&["--stones", "42"], "at most 41 stones"),
        (&["--stones", "ten"], "is not a number of stones"),
        (&["--stones", "3-"], "is not a number of stones"),
        (&["--count", "0"], "0 is not in 1..=100000"),
    ] {
        let out = morpion(&[&["positions"], args].concat());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn analyze_solve_gives_every_move_its_exact_score() {
    // 24 stones: the textbook search with a depth limit that reaches the end checks it.
    let moves = "561133727655312765533747";
    let solved = json(&[
        "analyze", "--game", "connect4", "--moves", moves, "--solve", "--json",
    ]);
    let textbook = json(&[
        "analyze", "--game", "connect4", "--moves", moves, "--depth", "18", "--json",
    ]);
    assert_eq!(solved["settings"]["solver"], true);
    assert_eq!(textbook["settings"]["solver"], false);
    assert_eq!(solved["value"], textbook["value"]);
    assert_eq!(solved["engine_value"], textbook["engine_value"]);
    assert!(solved["value"].is_i64());
    let scores = |a: &serde_json::Value| {
        a["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| (m["name"].clone(), m["score"].clone(), m["bound"].clone()))
            .collect::<Vec<_>>()
    };
    // Every move exact with the solver; the textbook's exact ones agree with it.
    for ((name, score, bound), (_, textbook_score, textbook_bound)) in
        scores(&solved).into_iter().zip(scores(&textbook))
    {
        assert_eq!(bound, "exact", "{name}");
        if textbook_bound == "exact" {
            assert_eq!(score, textbook_score, "{name}");
        }
    }
    // The expected line starts with the best move and is as long as the value says.
    let pv = solved["pv"].as_array().unwrap();
    assert_eq!(pv[0], solved["best_move"]);
    let engine_value = solved["engine_value"].as_i64().unwrap();
    assert_eq!(pv.len() as i64, 1000 - engine_value.abs());
    // Text names the solver.
    let text = stdout(&["analyze", "--game", "connect4", "--moves", moves, "--solve"]);
    assert!(text.contains("Search: exact solver"), "{text}");
    assert!(
        text.contains("Connect Four score (published convention): "),
        "{text}"
    );
}

#[test]
fn analyze_solve_refuses_what_it_cannot_do() {
    for (args, says) in [
        (&["--game", "bones", "--solve"][..], "--solve is for boards"),
        (
            &["--game", "connect4", "--solve", "--pruning", "off"],
            "--solve always prunes",
        ),
        (
            &["--game", "connect4", "--solve", "--depth", "3"],
            "cannot be used with",
        ),
    ] {
        let out = morpion(&[&["analyze"], args].concat());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn the_connect_four_sets_are_benchmarked_with_every_score_checked() {
    // The end-game set only: the others take long in unoptimised builds, and their scores are
    // checked by the engine tests (tests/engine_solve.rs) the same way.
    let bench = json(&["bench", "--json", "--runs", "1", "--workload", "c4-end"]);
    let workloads = bench["workloads"].as_array().unwrap();
    let names: Vec<_> = workloads
        .iter()
        .map(|w| w["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["c4-end"]);
    for w in workloads {
        assert_eq!(w["positions"], 200, "{w}");
        assert!(w["value"].is_null(), "{w}");
        assert_eq!(w["solved"], true, "{w}");
        assert!(w["nodes"].as_u64().is_some_and(|n| n > 200), "{w}");
        assert!(w["micros"].is_u64() && w["nanos"].is_u64(), "{w}");
        assert_eq!(w["table_bytes"], 256 << 20, "{w}");
    }
    let text = stdout(&["bench", "--runs", "1", "--workload", "c4-end"]);
    assert!(text.contains("200 positions, all exact"), "{text}");
    assert!(text.contains("per position"), "{text}");
}
