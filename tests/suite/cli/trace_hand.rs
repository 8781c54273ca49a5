//! A trace worked out by hand from the textbook alpha-beta, compared with `morpion trace` step for step.
//!
//! The position (X to move, cells 0–8 in reading order, a3 b3 c3 the empty bottom row):
//! ```text
//! X O X
//! X O O
//! . . .
//! ```
//! By hand: X tries a3 first, which completes the left column: O, to move there, has lost one
//! ply below the root: +999 (WIN − 1) from X's (MAX's) point of view, and α rises to +999. Every
//! other move is now searched with the window (+999, +∞): at b3, O tries a3; X's only reply c3
//! fills the board, a draw (0); so a3 returns 0 to O, whose best falls to 0 ≤ α: X already has
//! +999 elsewhere, so O's other move, c3, is cut, and b3 is worth at most 0 to X. The position
//! after b3 a3 is worth exactly 0 though 0 ≤ α: X's one move there was searched, nothing below
//! it skipped; b3's 0 is only a bound because c3 was skipped under it, and the root hears it
//! as that bound, ≤ 0. c3 goes the same way
//! with O's a3 (X then b3, a draw) and b3 cut. The root's value is +999, exact; 7 positions are
//! entered below the root.

use serde_json::{Value, json};

use crate::common::cli::morpion;

const BOARD: &str = "XOX/XOO/...";

/// The trace written out by hand, before running the program.
const BY_HAND: &str = "\
root: X to move (MAX), α -∞, β +∞
  a3: enter, O to move (MIN), α -∞, β +∞
  a3: leaf, game over: +999
root: a3 returns +999, best +999, α +999
  b3: enter, O to move (MIN), α +999, β +∞
    b3 a3: enter, X to move (MAX), α +999, β +∞
      b3 a3 c3: enter, O to move (MIN), α +999, β +∞
      b3 a3 c3: leaf, game over: 0
    b3 a3: c3 returns 0, best 0, α +999
    b3 a3: exit with 0 (exact: nothing skipped below, though 0 ≤ α +999)
  b3: a3 returns 0, best 0, β 0
  b3: cut, best 0 ≤ α +999: c3 skipped
  b3: exit with ≤ 0 (at most: 0 ≤ α +999, 1 move skipped by 1 cut below)
root: b3 returns ≤ 0, best stays +999
  c3: enter, O to move (MIN), α +999, β +∞
    c3 a3: enter, X to move (MAX), α +999, β +∞
      c3 a3 b3: enter, O to move (MIN), α +999, β +∞
      c3 a3 b3: leaf, game over: 0
    c3 a3: b3 returns 0, best 0, α +999
    c3 a3: exit with 0 (exact: nothing skipped below, though 0 ≤ α +999)
  c3: a3 returns 0, best 0, β 0
  c3: cut, best 0 ≤ α +999: b3 skipped
  c3: exit with ≤ 0 (at most: 0 ≤ α +999, 1 move skipped by 1 cut below)
root: c3 returns ≤ 0, best stays +999
root: exit with +999 (exact)
done: 25 steps, 7 positions entered (the count analyze reports), value 999
";

#[test]
fn the_text_trace_is_the_one_worked_out_by_hand() {
    let out = morpion(&["trace", "--board", BOARD]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8(out.stdout).expect("UTF-8"), BY_HAND);
    assert!(out.stderr.is_empty());
}

/// One step by hand: kind, path (cells), α, β (None: unbounded), value.
type HandStep = (
    &'static str,
    &'static [u64],
    Option<i32>,
    Option<i32>,
    Option<i32>,
);

const INF: Option<i32> = None;

/// The same trace as JSON fields: a3 = 6, b3 = 7, c3 = 8.
const BY_HAND_JSON: [HandStep; 25] = [
    ("root", &[], INF, INF, None),
    ("enter", &[6], INF, INF, None),
    ("leaf", &[6], INF, INF, Some(999)),
    ("update", &[], Some(999), INF, Some(999)),
    ("enter", &[7], Some(999), INF, None),
    ("enter", &[7, 6], Some(999), INF, None),
    ("enter", &[7, 6, 8], Some(999), INF, None),
    ("leaf", &[7, 6, 8], Some(999), INF, Some(0)),
    ("update", &[7, 6], Some(999), INF, Some(0)),
    ("exit", &[7, 6], Some(999), INF, Some(0)),
    ("update", &[7], Some(999), Some(0), Some(0)),
    ("cut", &[7], Some(999), Some(0), Some(0)),
    ("exit", &[7], Some(999), INF, Some(0)),
    ("update", &[], Some(999), INF, Some(0)),
    ("enter", &[8], Some(999), INF, None),
    ("enter", &[8, 6], Some(999), INF, None),
    ("enter", &[8, 6, 7], Some(999), INF, None),
    ("leaf", &[8, 6, 7], Some(999), INF, Some(0)),
    ("update", &[8, 6], Some(999), INF, Some(0)),
    ("exit", &[8, 6], Some(999), INF, Some(0)),
    ("update", &[8], Some(999), Some(0), Some(0)),
    ("cut", &[8], Some(999), Some(0), Some(0)),
    ("exit", &[8], Some(999), INF, Some(0)),
    ("update", &[], Some(999), INF, Some(0)),
    ("exit", &[], INF, INF, Some(999)),
];

#[test]
fn the_json_trace_is_the_one_worked_out_by_hand() {
    let out = morpion(&["trace", "--board", BOARD, "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|line| serde_json::from_str(line).expect("each line is JSON"))
        .collect();
    assert_eq!(lines.len(), BY_HAND_JSON.len());
    for (i, (line, &(step, path, alpha, beta, value))) in
        lines.iter().zip(&BY_HAND_JSON).enumerate()
    {
        let shown = |v: Option<i32>| v.map_or(Value::Null, Value::from);
        assert_eq!(line["step"], json!(step), "step {}", i + 1);
        assert_eq!(line["path"], json!(path), "step {}", i + 1);
        assert_eq!(line["depth"], json!(path.len()), "step {}", i + 1);
        assert_eq!(line["alpha"], shown(alpha), "step {}", i + 1);
        assert_eq!(line["beta"], shown(beta), "step {}", i + 1);
        assert_eq!(
            line.get("value").cloned(),
            value.map(Value::from),
            "step {}",
            i + 1
        );
    }
    // The cuts name what they skip, and why, in terms of α.
    assert_eq!(lines[11]["skipped"], json!([8]));
    assert_eq!(lines[11]["reason"], json!("best 0 ≤ α +999"));
    assert_eq!(lines[21]["skipped"], json!([7]));
    // Leaving b3 with 0 under α = +999 proves only "at most 0".
    assert_eq!(lines[12]["bound"], json!("upper"));
    assert_eq!(lines[24]["bound"], json!("exact"));
    // The root hears b3's and c3's values as the bounds they left with; a3's is exact.
    let updates: Vec<&Value> = [3, 8, 10, 13, 18, 20, 23]
        .iter()
        .map(|&i| &lines[i]["bound"])
        .collect();
    assert_eq!(
        updates,
        [
            "exact", "exact", "exact", "upper", "exact", "exact", "upper"
        ]
        .map(|b| json!(b))
        .iter()
        .collect::<Vec<_>>()
    );
}

#[test]
fn the_command_line_page_shows_this_trace() {
    const PAGE: &str = include_str!("../../../docs/command-line.md");
    let lines: Vec<&str> = BY_HAND.lines().collect();
    let shown = format!(
        "$ morpion trace --board {BOARD}\n{}\n  …\n{}\n",
        lines[..15].join("\n"),
        lines[23..].join("\n")
    );
    assert!(
        PAGE.contains(&shown),
        "docs/command-line.md must show:\n{shown}"
    );
}
