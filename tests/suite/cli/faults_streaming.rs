//! Long work shows its results as they come and ends: `perft`, `positions` and `autoplay`
//! print each line as soon as it is known, and refuse what could never end.

use crate::common;

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};

use common::cli::morpion;

/// Starts `morpion ARGS…`, reads its standard output up to and including the first line for
/// which `wanted` holds, then kills it and returns everything it had printed by then. Output
/// that only comes at the end of the work (after the kill) is never seen.
fn lines_until_killed(args: &[&str], wanted: impl Fn(&str) -> bool) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_morpion"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the morpion binary runs");
    let mut stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
    let mut lines = Vec::new();
    loop {
        let mut line = String::new();
        assert!(
            stdout.read_line(&mut line).expect("stdout reads") > 0,
            "{args:?} ended before printing the line wanted: {lines:?}"
        );
        let line = line.trim_end().to_owned();
        let done = wanted(&line);
        lines.push(line);
        if done {
            break;
        }
    }
    child.kill().expect("the child is killed");
    // Whatever it had written before the kill is still in the pipe.
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).expect("stdout reads");
    lines.extend(rest.lines().map(str::to_owned));
    child.wait().expect("the child is reaped");
    lines
}

#[test]
fn perft_prints_each_ply_as_soon_as_it_is_counted() {
    // Connect Four to 9 plies takes a while (45 million sequences); its first plies no time.
    let lines = lines_until_killed(&["perft", "--game", "connect4", "--depth", "9"], |l| {
        l.trim_start().starts_with("3 ")
    });
    assert_eq!(
        lines[..6],
        [
            "perft connect4: move sequences per length, won positions not expanded",
            "",
            "  ply       sequences       game over",
            "    1               7               0",
            "    2              49               0",
            "    3             343               0",
        ]
    );
    assert!(
        !lines.iter().any(|l| l.contains("positions/s")),
        "the count had ended: {lines:?}"
    );
}

#[test]
fn perft_refuses_a_depth_beyond_the_longest_game() {
    for (args, message) in [
        (
            &["perft", "--game", "ttt", "--depth", "10"][..],
            "--depth 10: no game of ttt lasts more than 9 plies; give a depth from 1 to 9",
        ),
        (
            &["perft", "--game", "ttt4", "--depth", "17"],
            "--depth 17: no game of ttt4 lasts more than 16 plies; give a depth from 1 to 16",
        ),
        (
            &["perft", "--game", "connect4", "--depth", "43"],
            "--depth 43: no game of connect4 lasts more than 42 plies; give a depth from 1 to 42",
        ),
        (
            &["perft", "--game", "bones", "--heap", "4", "--depth", "5"],
            "--depth 5: no game of a heap of 4 bones lasts more than 4 plies; give a depth from 1 to 4",
        ),
    ] {
        let out = morpion(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!("morpion: {message}\n")
        );
        assert!(out.stdout.is_empty());
    }
    // The longest game itself is counted: every 3×3 sequence of 9 plies ends the game.
    let out = morpion(&["perft", "--game", "ttt", "--depth", "9", "--json"]);
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(report["plies"][8]["finished"], 127_872);
    // Each length walked on its own: 9 + (9 + 72) + (9 + 72 + 504) + … positions.
    let walked: u64 = [9u64, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]
        .iter()
        .enumerate()
        .map(|(i, n)| n * (9 - i as u64))
        .sum();
    assert_eq!(report["walked"], walked);
    assert_eq!(report["nodes"], 549_945);
}

#[test]
fn positions_refuses_a_count_that_cannot_be_met() {
    for (stones, count, message) in [
        (
            "0",
            "2",
            "--count 2: only one position has 0 stones (nobody having won); ask for at most 1",
        ),
        (
            "0-1",
            "9",
            "--count 9: only 8 positions have 0 to 1 stones (nobody having won); ask for at most 8",
        ),
        (
            "1-2",
            "57",
            "--count 57: only 56 positions have 1 to 2 stones (nobody having won); ask for at most 56",
        ),
    ] {
        let out = morpion(&["positions", "--stones", stones, "--count", count]);
        assert_eq!(out.status.code(), Some(2), "{stones} {count}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!("morpion: {message}\n")
        );
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn positions_prints_each_line_as_soon_as_it_is_solved() {
    // 300 positions take a while; the first comes at once.
    let lines = lines_until_killed(
        &["positions", "--stones", "20-24", "--count", "300"],
        |_| true,
    );
    assert!(lines.len() < 300, "{} lines", lines.len());
    let fields: Vec<&str> = lines[0].split(' ').collect();
    assert_eq!(fields.len(), 2, "{lines:?}");
    assert!((20..=24).contains(&fields[0].len()), "{lines:?}");
}

#[test]
fn autoplay_prints_each_move_as_soon_as_it_is_played() {
    // A game of Connect Four searched 8 plies deep takes most of a second in a release build
    // (much longer in a debug one); its first move a few hundredths.
    let lines = lines_until_killed(
        &[
            "autoplay",
            "--game",
            "connect4",
            "--depth",
            "8",
            "--compare",
            "off",
            "--seed",
            "1",
        ],
        |l| l.starts_with("   1    1  X"),
    );
    let header = lines
        .iter()
        .position(|l| l.starts_with("game  ply  player"))
        .expect("the table's header");
    assert_eq!(
        lines[header].split_whitespace().collect::<Vec<_>>(),
        [
            "game",
            "ply",
            "player",
            "move",
            "value",
            "depth",
            "alpha-beta",
            "minimax",
            "time"
        ]
    );
    assert!(
        !lines.iter().any(|l| l.starts_with("Game 1 (seed 1)")),
        "the game had ended: {lines:?}"
    );
    // The row lines up under the header: the move under "move", the count ending under
    // "alpha-beta".
    let row = &lines[header + 1];
    let at = |word: &str| lines[header].find(word).expect("a heading");
    assert_eq!(&row[at("move")..at("move") + 5], "col 4", "{row}");
    let end = at("alpha-beta") + "alpha-beta".len();
    assert!(
        row[..end].ends_with(char::is_numeric) && row[end..].starts_with("  "),
        "{row}"
    );
}
