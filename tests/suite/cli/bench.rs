//! `morpion bench` run as a real binary: workload names, node counts and values (never times).

use crate::common;
use common::cli::{json, morpion};

use common::reference::{self, Leaf, Settings};
use serde_json::Value;

fn bench_json(args: &[&str]) -> Vec<Value> {
    json(&[&["bench", "--json", "--runs", "1"], args].concat())["workloads"]
        .as_array()
        .expect("workloads is an array")
        .clone()
}

/// The independent textbook search's count from the empty 3×3 board.
fn textbook_nodes(pruning: bool) -> u64 {
    reference::analyse(
        &[None; 9],
        Settings {
            pruning,
            depth_limit: None,
            leaf: Leaf::Zero,
        },
    )
    .nodes
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn fixed_workloads_report_the_facts() {
    let workloads = bench_json(&[
        "--workload",
        "ttt-plain",
        "--workload",
        "ttt-alphabeta",
        "--workload",
        "ttt4-solve",
    ]);
    let names: Vec<&str> = workloads
        .iter()
        .map(|w| w["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["ttt-plain", "ttt-alphabeta", "ttt4-solve"]);
    for w in &workloads {
        assert!(w["micros"].is_u64(), "{w}");
        assert_eq!(w["solved"], true, "{w}");
        // tests/FACTS.md: 3×3 and 4×4 with k=4 are both draws.
        assert_eq!(w["value"], 0, "{w}");
    }
    // tests/FACTS.md: plain minimax visits 549,945 positions below the root.
    assert_eq!(workloads[0]["nodes"], 549_945);
    assert_eq!(workloads[0]["nodes"].as_u64(), Some(textbook_nodes(false)));
    assert_eq!(workloads[1]["nodes"].as_u64(), Some(textbook_nodes(true)));
    // The 4×4 solve uses the table: its size and hit rate are reported.
    let ttt4 = &workloads[2];
    assert!(
        ttt4["table_bytes"].as_u64().is_some_and(|b| b > 0),
        "{ttt4}"
    );
    let hit_rate = ttt4["hit_rate"].as_f64().unwrap();
    assert!(hit_rate > 0.0 && hit_rate < 1.0, "{ttt4}");
    assert!(workloads[0].get("table_bytes").is_none());
}

#[test]
fn the_deepening_workload_reports_its_depth_under_a_short_budget() {
    let workloads = bench_json(&["--workload", "5x5-k4", "--budget-ms", "50"]);
    assert_eq!(workloads.len(), 1);
    let w = &workloads[0];
    assert_eq!(w["name"], "5x5-k4");
    let depth = w["depth"].as_u64().expect("a depth");
    assert!((1..=25).contains(&depth), "{w}");
    assert!(w["nodes"].as_u64().is_some_and(|n| n >= 25), "{w}");
    assert!(w["table_bytes"].as_u64().is_some_and(|b| b > 0), "{w}");
    assert!(w["value"].is_i64(), "{w}");
}

#[test]
fn the_solving_workload_says_when_its_budget_ran_out() {
    let workloads = bench_json(&["--workload", "5x5-k4-solve", "--budget-ms", "30"]);
    assert_eq!(workloads.len(), 1);
    let w = &workloads[0];
    assert_eq!(w["name"], "5x5-k4-solve");
    assert_eq!(w["solved"], false, "{w}");
    assert!(
        w["value"].is_null(),
        "an unsolved position has no value: {w}"
    );
    assert!(w["nodes"].as_u64().is_some_and(|n| n > 0), "{w}");
    assert_eq!(w["table_bytes"], 256 << 20, "{w}");
    let text = String::from_utf8(
        morpion(&["bench", "--workload", "5x5-k4-solve", "--budget-ms", "30"]).stdout,
    )
    .expect("UTF-8");
    let row = text.lines().nth(3).expect("a row");
    assert!(row.starts_with("5x5-k4-solve"), "{text}");
    assert!(row.contains("not solved in time"), "{text}");
}

#[test]
fn text_output_lists_every_workload_with_formatted_counts() {
    let out = morpion(&[
        "bench",
        "--runs",
        "1",
        "--workload",
        "ttt-plain",
        "--workload",
        "5x5-k4",
        "--budget-ms",
        "20",
    ]);
    assert!(out.status.success());
    assert!(out.stderr.is_empty());
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("Search benchmarks: median of 1 timed run after a warm-up;"),
        "{text}"
    );
    assert!(lines[2].starts_with("workload"), "{text}");
    assert!(lines[3].starts_with("ttt-plain"), "{text}");
    assert!(lines[3].contains("549,945"), "{text}");
    assert!(lines[3].contains("draw"), "{text}");
    assert!(lines[4].starts_with("5x5-k4"), "{text}");
    assert_eq!(lines.len(), 5, "{text}");
}

#[test]
fn unknown_workloads_are_refused() {
    let out = morpion(&["bench", "--workload", "no-such-workload"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("ttt4-solve"),
        "the error lists the workloads: {err}"
    );
}
