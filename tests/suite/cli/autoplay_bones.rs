//! `autoplay --game bones` on big heaps: beyond 20 bones under a depth limit beyond 20 plies,
//! each move is the heap solved with its positions remembered, as `analyze` answers it.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

use super::autoplay::{autoplay_json, autoplay_text};

/// `analyze --game bones --stdin ARGS…` on each heap: one JSON report per heap.
fn analyze_heaps(args: &[&str], heaps: &[u64]) -> Vec<Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_morpion"))
        .args(["analyze", "--game", "bones", "--stdin"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the morpion binary runs");
    let input: String = heaps.iter().map(|h| format!("{h}\n")).collect();
    let mut stdin = child.stdin.take().expect("piped stdin");
    stdin
        .write_all(input.as_bytes())
        .expect("stdin takes the input");
    drop(stdin);
    let out = child.wait_with_output().expect("morpion finishes");
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object"))
        .collect()
}

fn names(list: &Value) -> Vec<String> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|m| {
            m.as_str()
                .map(str::to_owned)
                .unwrap_or_else(|| m["name"].as_str().expect("a name").to_owned())
        })
        .collect()
}

/// Issue 29, item 10: a heap of 1,000 searched 64 plies deep printed no move in 30 s; now
/// every move comes at once, with the value and the best takes `analyze` gives the heap
/// under the same depth and evaluation, and the last 20 bones are the textbook search's.
#[test]
fn a_heap_of_a_thousand_is_played_as_analyze_answers_it() {
    let lines = autoplay_json(&[
        "--game", "bones", "--heap", "1000", "--depth", "64", "--seed", "3",
    ]);
    let moves: Vec<&Value> = lines.iter().filter(|l| l["type"] == "move").collect();
    let game = lines
        .iter()
        .find(|l| l["type"] == "game")
        .expect("the game's end");
    assert_eq!(game["winner"], "second", "1,000 is a multiple of 4");
    let heaps: Vec<u64> = moves
        .iter()
        .map(|m| m["position"].as_str().unwrap().parse().unwrap())
        .collect();
    assert_eq!(heaps[0], 1000);
    let analyzed = analyze_heaps(&["--depth", "64", "--eval", "heuristic"], &heaps);
    for ((m, heap), a) in moves.iter().zip(&heaps).zip(&analyzed) {
        if *heap > 20 {
            assert_eq!(
                (&m["source"], &m["alpha_beta"], &m["minimax"]),
                (&Value::from("remembered"), &Value::Null, &Value::Null),
                "{m}"
            );
            assert_eq!(m["total_nodes"], a["nodes"], "{m}");
        } else {
            assert!(m.get("source").is_none(), "{m}");
            assert!(m["alpha_beta"]["nodes"].as_u64().is_some(), "{m}");
        }
        assert_eq!(m["value"], a["value"], "{m}");
        assert_eq!(names(&m["best_moves"]), names(&a["best_moves"]), "{m}");
        assert!(names(&m["best_moves"]).contains(&m["move"].as_str().unwrap().to_owned()));
    }
    let summary = lines.last().unwrap();
    assert_eq!(
        summary["alpha_beta_nodes"],
        Value::Null,
        "a sum with holes is no sum"
    );
}

/// A heap solved to the end (the depth limit reaches it) reads as the win or loss it is, and
/// the text says how the moves were found.
#[test]
fn a_heap_within_the_depth_limit_is_solved_to_the_end() {
    let lines = autoplay_json(&[
        "--game", "bones", "--heap", "50", "--depth", "64", "--seed", "1",
    ]);
    let first = &lines[0];
    assert_eq!(
        (
            &first["move"],
            &first["value"],
            &first["value_text"],
            &first["end"]
        ),
        (
            &Value::from("take 2"),
            &Value::from(975),
            &Value::from("first player wins in 25 plies"),
            &Value::from("solved")
        )
    );
    let text = autoplay_text(&[
        "--game", "bones", "--heap", "50", "--depth", "64", "--seed", "1",
    ]);
    assert!(
        text.contains(
            "Beyond 20 bones the heap is solved with its positions remembered, as analyze does:\n\
             each move at once, no search to count (—).\n"
        ),
        "{text}"
    );
    let row = text
        .lines()
        .find(|l| l.trim_start().starts_with("1    1"))
        .expect("the first move's row");
    assert!(row.contains("first player wins in 25 plies"), "{row}");
    assert_eq!(row.matches('—').count(), 2, "{row}");
}
