//! `morpion trace` as a program: the panel's counts, `--limit`, the JSON shape, the other games, closed and full outputs, bad input.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use serde_json::{Value, json};

use crate::common::cli::{morpion, refused};

/// Runs `morpion trace ARGS… --json`, which must succeed; returns its lines as JSON.
fn json_steps(args: &[&str]) -> Vec<Value> {
    let mut all = vec!["trace", "--json"];
    all.extend_from_slice(args);
    let out = morpion(&all);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|line| serde_json::from_str(line).expect("each line is JSON"))
        .collect()
}

fn enters(steps: &[Value]) -> usize {
    steps.iter().filter(|s| s["step"] == "enter").count()
}

/// The "positions searched" figure of `morpion analyze --json` for the same flags.
fn analyze_nodes(args: &[&str]) -> u64 {
    let mut all = vec!["analyze", "--json"];
    all.extend_from_slice(args);
    crate::common::cli::json(&all)["nodes"]
        .as_u64()
        .expect("nodes")
}

#[test]
fn from_the_empty_board_alpha_beta_enters_the_panels_count() {
    let steps = json_steps(&["--board", "........."]);
    assert_eq!(enters(&steps), 20_865);
    assert_eq!(analyze_nodes(&["--board", "........."]), 20_865);
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn from_the_empty_board_plain_minimax_enters_549_945_positions() {
    let steps = json_steps(&["--board", ".........", "--pruning", "off"]);
    assert_eq!(enters(&steps), 549_945, "tests/FACTS.md");
}

#[test]
fn depth_limits_and_evaluations_enter_what_analyze_counts() {
    for board in ["X...O....", "XO.X.O..."] {
        for depth in ["1", "2", "3"] {
            for eval in ["draw", "heuristic"] {
                for pruning in ["on", "off"] {
                    let flags = [
                        "--board",
                        board,
                        "--depth",
                        depth,
                        "--eval",
                        eval,
                        "--pruning",
                        pruning,
                    ];
                    assert_eq!(
                        enters(&json_steps(&flags)) as u64,
                        analyze_nodes(&flags),
                        "{flags:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn every_json_line_has_the_documented_shape() {
    let steps = json_steps(&[
        "--board",
        "XO.X.O...",
        "--depth",
        "3",
        "--eval",
        "heuristic",
    ]);
    assert_eq!(
        steps[0],
        json!({"step": "root", "path": [], "depth": 0, "side": "max", "alpha": null, "beta": null})
    );
    let last = steps.last().expect("steps");
    assert_eq!(
        (last["step"].as_str(), last["depth"].as_u64()),
        (Some("exit"), Some(0))
    );
    for step in &steps {
        let kind = step["step"].as_str().expect("a step kind");
        assert!(
            ["root", "enter", "leaf", "update", "cut", "exit"].contains(&kind),
            "{step}"
        );
        let path = step["path"].as_array().expect("a path");
        assert!(
            path.iter().all(|cell| cell.as_u64().is_some_and(|c| c < 9)),
            "{step}"
        );
        assert_eq!(step["depth"].as_u64(), Some(path.len() as u64), "{step}");
        let side = if path.len() % 2 == 0 { "max" } else { "min" };
        assert_eq!(step["side"], json!(side), "{step}");
        assert!(step["alpha"].is_null() || step["alpha"].is_i64(), "{step}");
        assert!(step["beta"].is_null() || step["beta"].is_i64(), "{step}");
        let has_value = !matches!(kind, "root" | "enter");
        assert_eq!(
            step.get("value").is_some_and(Value::is_i64),
            has_value,
            "{step}"
        );
    }
    // A depth limit of 3 scores positions by the evaluation.
    assert!(
        steps
            .iter()
            .any(|s| s["step"] == "leaf" && s["reason"] == "depth limit")
    );
}

#[test]
fn the_root_exit_carries_the_value_analyze_reports() {
    let steps = json_steps(&["--board", "X...O...."]);
    let value =
        crate::common::cli::json(&["analyze", "--board", "X...O....", "--json"])["value"].clone();
    assert_eq!(steps.last().expect("steps")["value"], value);
}

#[test]
fn limit_stops_after_n_steps_and_says_so() {
    let out = morpion(&["trace", "--board", "XOX/XOO/...", "--limit", "5"]);
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).expect("UTF-8");
    assert_eq!(stdout.lines().count(), 5, "{stdout}");
    assert_eq!(
        stdout.lines().last(),
        Some("  b3: enter, O to move (MIN), α +999, β +∞")
    );
    assert_eq!(
        String::from_utf8(out.stderr).expect("UTF-8"),
        "morpion: trace stopped after 5 steps (--limit 5); the search goes on beyond\n"
    );
    // A limit the whole trace fits in stops nothing: all 25 steps and the summary, no notice.
    let out = morpion(&["trace", "--board", "XOX/XOO/...", "--limit", "25"]);
    assert_eq!(
        String::from_utf8(out.stdout)
            .expect("UTF-8")
            .lines()
            .count(),
        26
    );
    assert!(out.stderr.is_empty());
    let steps = json_steps(&["--board", "XOX/XOO/...", "--limit", "24"]);
    assert_eq!(steps.len(), 24);
}

#[test]
fn connect_four_and_bones_are_traced_too() {
    let flags = ["--game", "connect4", "--moves", "4453", "--depth", "2"];
    let steps = json_steps(&flags);
    assert_eq!(enters(&steps) as u64, analyze_nodes(&flags));
    // Connect Four paths are the cells the stones land in (the bottom row is 35 … 41).
    assert_eq!(steps[1]["path"], json!([35]));
    let flags = ["--game", "bones", "--heap", "5"];
    let steps = json_steps(&flags);
    let nodes = crate::common::cli::json(&["analyze", "--json", "--game", "bones", "--heap", "5"])
        ["nodes"]
        .as_u64()
        .expect("nodes");
    assert_eq!(enters(&steps) as u64, nodes);
    // A heap's moves are the bones taken.
    assert_eq!(steps[1]["path"], json!([1]));
    let text = morpion(&[
        "trace",
        "--game",
        "bones",
        "--heap",
        "2",
        "--pruning",
        "off",
    ]);
    assert_eq!(
        String::from_utf8(text.stdout).expect("UTF-8"),
        "\
root: the first player to move (MAX)
  take 1: enter, the second player to move (MIN)
    take 1, take 1: enter, the first player to move (MAX)
    take 1, take 1: leaf, game over: -998
  take 1: take 1 returns -998, best -998
  take 1: exit with -998 (exact)
root: take 1 returns -998, best -998
  take 2: enter, the second player to move (MIN)
  take 2: leaf, game over: +999
root: take 2 returns +999, best +999
root: exit with +999 (exact)
done: 11 steps, 3 positions entered (the count analyze reports), value 999
"
    );
}

#[test]
fn a_closed_stdout_ends_the_trace_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_morpion"))
        .args(["trace", "--board", ".........", "--pruning", "off"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the morpion binary runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("piped"))
        .read_line(&mut first)
        .expect("a first line");
    assert_eq!(first, "root: X to move (MAX)\n");
    // The reader is gone (dropped above): the trace must end without an error.
    let out = child.wait_with_output().expect("it ends");
    assert!(out.status.success(), "{:?}", out.status);
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

#[test]
fn a_full_device_is_an_error() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let out = Command::new(env!("CARGO_BIN_EXE_morpion"))
        .args(["trace", "--board", "XOX/XOO/..."])
        .stdin(Stdio::null())
        .stdout(full)
        .output()
        .expect("the morpion binary runs");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).expect("UTF-8"),
        "morpion: could not write the trace: No space left on device (os error 28)\n"
    );
}

#[test]
fn bad_input_is_refused_with_a_clear_message() {
    assert_eq!(
        refused(&["trace", "--board", "XXX/OO./..."]),
        "morpion: invalid board \"XXX/OO./...\": the game on this board is already over: X has a line\n"
    );
    assert_eq!(
        refused(&["trace"]),
        "morpion: no position given: use --board <BOARD> (rows of X, O and . joined by /), --game connect4 [--moves COLUMNS], --gravity [--moves COLUMNS] or --game bones [--heap N]\n"
    );
    assert!(refused(&["trace", "--board", "XX./.../..."]).starts_with("morpion: invalid board"));
    let limit = refused(&["trace", "--board", ".........", "--limit", "0"]);
    assert!(
        limit.contains("invalid value '0' for '--limit <N>'"),
        "{limit}"
    );
}

#[test]
fn a_heap_of_bones_at_the_depth_limit_is_scored_by_its_outcome() {
    // Taking 1 of 5 leaves 4, lost for the second player: +100 for MAX; 3 and 2 are won heaps.
    let out = morpion(&[
        "trace",
        "--game",
        "bones",
        "--heap",
        "5",
        "--depth",
        "1",
        "--eval",
        "heuristic",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let leaves: Vec<&str> = text.lines().filter(|l| l.contains("leaf")).collect();
    assert_eq!(
        leaves,
        [
            "  take 1: leaf, depth limit: +100",
            "  take 2: leaf, depth limit: -100",
            "  take 3: leaf, depth limit: -100"
        ]
    );
    assert!(text.ends_with("value 100\n"), "{text}");
}
