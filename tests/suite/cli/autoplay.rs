//! `morpion autoplay` as a real binary: perfect 3×3 play draws, every game is legal, every
//! move's counts equal `morpion analyze`'s on the same position, seeds replay, bones follow
//! tests/FACTS.md, text and JSON Lines agree, bad values exit with status 2.

use crate::common;
use common::cli::morpion;

use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use morpion::games::mnk::{Geometry, Mnk};
use serde_json::Value;

/// The JSON Lines of `morpion autoplay --json ARGS…`, which must succeed.
pub(crate) fn autoplay_json(args: &[&str]) -> Vec<Value> {
    let mut all = vec!["autoplay", "--json"];
    all.extend_from_slice(args);
    common::cli::json_lines(&all)
}

/// The text output of `morpion autoplay ARGS…`, which must succeed.
pub(crate) fn autoplay_text(args: &[&str]) -> String {
    let mut all = vec!["autoplay"];
    all.extend_from_slice(args);
    common::cli::text(&all)
}

/// A run's objects by type: the moves, the games' ends, the summary (which comes last, once).
struct Run {
    moves: Vec<Value>,
    games: Vec<Value>,
    summary: Value,
}

fn split(lines: Vec<Value>) -> Run {
    let last = lines.last().expect("some output").clone();
    assert_eq!(last["type"], "summary", "the summary comes last");
    let of = |kind: &str| -> Vec<Value> {
        lines
            .iter()
            .filter(|l| l["type"] == kind)
            .cloned()
            .collect()
    };
    assert_eq!(of("summary").len(), 1);
    let run = Run {
        moves: of("move"),
        games: of("game"),
        summary: last,
    };
    assert_eq!(run.moves.len() + run.games.len() + 1, lines.len());
    run
}

impl Run {
    /// The moves of game `n`, in order.
    fn moves_of(&self, n: u64) -> Vec<&Value> {
        self.moves.iter().filter(|m| m["game"] == n).collect()
    }
}

/// `morpion analyze --stdin --json ARGS…` fed one position per line: one report per line.
fn analyze_stdin(args: &[&str], positions: &[String]) -> Vec<Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_morpion"))
        .args(["analyze", "--stdin"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the morpion binary runs");
    let input: String = positions.iter().map(|p| format!("{p}\n")).collect();
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(input.as_bytes())
        .expect("stdin takes the input");
    let out = child.wait_with_output().expect("morpion finishes");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let reports: Vec<Value> = String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object"))
        .collect();
    assert_eq!(reports.len(), positions.len());
    reports
}

fn names(list: &Value) -> BTreeSet<String> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|m| {
            m.as_str()
                .or(m["name"].as_str())
                .expect("a move name")
                .to_owned()
        })
        .collect()
}

/// Replays every game of a 3×3 run on the library's own board: each move is legal, was
/// chosen in the position it names, and the game ends exactly at its last move.
fn check_legal_ttt_games(run: &Run, games: u64) {
    assert_eq!(run.games.len() as u64, games);
    for (n, end) in (1..=games).zip(&run.games) {
        assert_eq!(end["game"], n);
        let moves = run.moves_of(n);
        let mut board = Mnk::tic_tac_toe();
        for (ply, m) in moves.iter().enumerate() {
            assert!(!board.is_over(), "game {n}: a move after the end");
            assert_eq!(m["ply"], ply as u64 + 1);
            assert_eq!(m["player"], board.to_move().to_string());
            assert_eq!(m["position"], board.to_board(), "game {n} ply {}", ply + 1);
            let cell = m["cell"]["index"].as_u64().expect("a cell") as usize;
            assert_eq!(m["move"], m["cell"]["name"]);
            board.play(cell).expect("a legal move");
        }
        assert!(board.is_over(), "game {n} ends at its last move");
        assert_eq!(end["plies"], moves.len() as u64);
        assert_eq!(end["board"], board.to_board());
        let listed: Vec<&Value> = moves.iter().map(|m| &m["move"]).collect();
        assert_eq!(
            end["moves"]
                .as_array()
                .expect("moves")
                .iter()
                .collect::<Vec<_>>(),
            listed
        );
    }
}

#[test]
fn perfect_play_on_3x3_draws_every_game_with_the_counts_of_analyze() {
    for (seed, games) in [("1", 3), ("2024", 2)] {
        let run = split(autoplay_json(&[
            "--games",
            &games.to_string(),
            "--seed",
            seed,
        ]));
        check_legal_ttt_games(&run, games);
        for end in &run.games {
            assert_eq!(end["winner"], Value::Null, "seed {seed}: {end}");
            assert_eq!(end["result"], "draw after 9 plies");
        }
        let s = &run.summary;
        assert_eq!(s["games"], games);
        assert_eq!(s["draws"], games);
        assert_eq!(s["wins"]["X"], 0);
        assert_eq!(s["wins"]["O"], 0);
        assert_eq!(s["moves"], 9 * games);
        assert_eq!(s["game"], "ttt");
        assert_eq!(s["settings"]["depth_limit"], Value::Null);
        assert_eq!(s["settings"]["pruning"], true);

        // Every position searched, asked of `analyze` with and without pruning.
        let positions: Vec<String> = run
            .moves
            .iter()
            .map(|m| m["position"].as_str().expect("a board").to_owned())
            .collect();
        let pruned = analyze_stdin(&[], &positions);
        let plain = analyze_stdin(&["--pruning", "off"], &positions);
        for ((m, a), p) in run.moves.iter().zip(&pruned).zip(&plain) {
            let at = format!("seed {seed} game {} ply {}", m["game"], m["ply"]);
            assert_eq!(m["value"], 0, "{at}");
            assert_eq!(m["value_text"], "draw", "{at}");
            assert_eq!(m["value"], a["value"], "{at}");
            assert_eq!(m["alpha_beta"]["nodes"], a["nodes"], "{at}");
            assert_eq!(m["alpha_beta"]["complete"], true, "{at}");
            assert_eq!(m["tie_check_nodes"], a["tie_check_nodes"], "{at}");
            assert_eq!(m["minimax"]["nodes"], p["nodes"], "{at}");
            assert_eq!(m["minimax"]["complete"], true, "{at}");
            assert_eq!(m["end"], "solved", "{at}");
            // The move is one of the best, and the best are the same moves.
            assert_eq!(names(&m["best_moves"]), names(&a["best_moves"]), "{at}");
            assert!(names(&a["best_moves"]).contains(m["move"].as_str().unwrap()));
            // Deepening costs more than its deepest search, never less.
            let deepest = a["nodes"].as_u64().unwrap() + a["tie_check_nodes"].as_u64().unwrap();
            assert!(m["total_nodes"].as_u64().unwrap() >= deepest, "{at}");
        }
        // The summary adds the moves up.
        let sum = |key: &str| -> u64 {
            run.moves
                .iter()
                .map(|m| m[key]["nodes"].as_u64().unwrap())
                .sum()
        };
        assert_eq!(s["alpha_beta_nodes"], sum("alpha_beta"));
        assert_eq!(s["minimax_nodes"], sum("minimax"));
        assert_eq!(s["minimax_complete"], true);
        let total: u64 = run
            .moves
            .iter()
            .map(|m| m["total_nodes"].as_u64().unwrap())
            .sum();
        assert_eq!(s["total_nodes"], total);
    }
}

#[test]
fn the_first_move_shows_the_reference_counts() {
    // From the empty board: 549,945 positions without pruning (tests/FACTS.md), 20,865 with.
    let run = split(autoplay_json(&["--seed", "3"]));
    let first = &run.moves[0];
    assert_eq!(first["position"], ".../.../...");
    assert_eq!(first["minimax"]["nodes"], 549_945);
    assert_eq!(first["alpha_beta"]["nodes"], 20_865);
    assert_eq!(first["depth"], 9);
    assert_eq!(
        names(&first["best_moves"]).len(),
        9,
        "every first move draws"
    );
}

/// The output without what depends on the machine's speed: times.
fn without_times(lines: Vec<Value>) -> Vec<Value> {
    lines
        .into_iter()
        .map(|mut l| {
            let object = l.as_object_mut().expect("an object");
            object.retain(|key, _| !key.ends_with("micros"));
            l
        })
        .collect()
}

/// Text output without the time column and the time line.
fn text_without_times(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.starts_with("Time: "))
        .map(|l| {
            let l = l.trim_end();
            // The heading of the time column is padded to the times' width.
            if let Some(rest) = l.strip_suffix("  time") {
                return rest.trim_end().to_owned();
            }
            for unit in [" µs", " ms", " s"] {
                if let Some(rest) = l.strip_suffix(unit) {
                    let number = rest.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
                    return number.trim_end().to_owned();
                }
            }
            l.to_owned()
        })
        .collect()
}

#[test]
fn the_same_seed_replays_the_same_games_and_the_seed_advances() {
    // The comparison is not what is checked here: off, the run is quicker.
    let args = ["--games", "4", "--seed", "77", "--compare", "off"];
    let a = without_times(autoplay_json(&args));
    let b = without_times(autoplay_json(&args));
    assert_eq!(a, b, "the same seed, the same output apart from times");
    assert_eq!(
        text_without_times(&autoplay_text(&args)),
        text_without_times(&autoplay_text(&args))
    );

    let run = split(a);
    let games: Vec<&Value> = run.games.iter().map(|g| &g["moves"]).collect();
    assert!(
        games.iter().any(|g| *g != games[0]),
        "the games of one run differ: {games:?}"
    );
    // Game i is played with seed + i − 1, so it replays alone.
    for (i, end) in run.games.iter().enumerate() {
        assert_eq!(end["seed"], 77 + i as u64);
    }
    let third = split(autoplay_json(&["--seed", "79", "--compare", "off"]));
    assert_eq!(third.games[0]["moves"], run.games[2]["moves"]);

    // Another seed plays other games.
    let other = split(autoplay_json(&[
        "--games",
        "4",
        "--seed",
        "78000",
        "--compare",
        "off",
    ]));
    let other_games: Vec<&Value> = other.games.iter().map(|g| &g["moves"]).collect();
    assert_ne!(games, other_games);
}

#[test]
fn bones_with_a_multiple_of_four_is_won_by_the_second_player() {
    for (heap, extra) in [("4", None), ("8", None), ("12", Some("12"))] {
        let mut args = vec![
            "--game", "bones", "--heap", heap, "--games", "4", "--seed", "5",
        ];
        if let Some(depth) = extra {
            args.extend(["--depth", depth]);
        }
        let run = split(autoplay_json(&args));
        for end in &run.games {
            assert_eq!(end["winner"], "second", "heap {heap}: {end}");
        }
        assert_eq!(run.summary["wins"]["second"], 4);
        assert_eq!(run.summary["wins"]["first"], 0);
        assert_eq!(run.summary["draws"], 0);
        assert_eq!(run.summary["game"], "bones");
        // A legal game: takes of 1 to 3, the heap going down to exactly 0.
        for n in 1..=4 {
            let mut left: u64 = heap.parse().unwrap();
            let moves = run.moves_of(n);
            for (i, m) in moves.iter().enumerate() {
                assert_eq!(m["position"], left.to_string());
                assert_eq!(m["player"], ["first", "second"][i % 2]);
                let take = m["take"].as_u64().expect("a take");
                assert!((1..=3).contains(&take) && take <= left, "{m}");
                assert_eq!(m["move"], format!("take {take}"));
                left -= take;
            }
            assert_eq!(left, 0);
            assert_eq!(moves.last().unwrap()["player"], "second");
        }
    }
    // And the counts are `analyze`'s, heap by heap, where the AI deepens too (the deepest
    // search's counts).
    let run = split(autoplay_json(&[
        "--game",
        "bones",
        "--heap",
        "8",
        "--games",
        "2",
        "--seed",
        "9",
        "--deepening",
    ]));
    let heaps: Vec<String> = run
        .moves
        .iter()
        .map(|m| m["position"].as_str().unwrap().to_owned())
        .collect();
    // A move whose result was proven before the end of every line was searched to that depth.
    let depth = |m: &Value| match m["end"].as_str() {
        Some("proven") => m["depth"].to_string(),
        _ => "64".to_owned(),
    };
    let analyzed = |m: &Value, heap: &String, pruning: &str| {
        let args = [
            "--game",
            "bones",
            "--pruning",
            pruning,
            "--depth",
            &depth(m),
        ];
        analyze_stdin(&args, std::slice::from_ref(heap)).remove(0)
    };
    let pruned: Vec<Value> = run
        .moves
        .iter()
        .zip(&heaps)
        .map(|(m, h)| analyzed(m, h, "on"))
        .collect();
    let plain: Vec<Value> = run
        .moves
        .iter()
        .zip(&heaps)
        .map(|(m, h)| analyzed(m, h, "off"))
        .collect();
    assert!(
        run.moves.iter().any(|m| m["end"] == "proven"),
        "a proven loss on 8"
    );
    for ((m, a), p) in run.moves.iter().zip(&pruned).zip(&plain) {
        assert_eq!(m["alpha_beta"]["nodes"], a["nodes"], "{m}");
        assert_eq!(m["minimax"]["nodes"], p["nodes"], "{m}");
        assert_eq!(m["value"], a["value"], "{m}");
        assert_eq!(names(&m["best_moves"]), names(&a["best_moves"]), "{m}");
    }
}

#[test]
fn a_heap_not_a_multiple_of_four_is_won_by_the_first_player() {
    let run = split(autoplay_json(&[
        "--game", "bones", "--heap", "6", "--games", "3", "--seed", "1",
    ]));
    assert_eq!(run.summary["wins"]["first"], 3);
    let first = &run.moves[0];
    assert_eq!(first["move"], "take 2", "the only winning take from 6");
    assert_eq!(first["value_text"], "first player wins in 3 plies");
}

#[test]
fn the_text_report_is_a_table_per_game_and_a_summary() {
    let text = autoplay_text(&["--games", "2", "--seed", "11"]);
    let json = split(autoplay_json(&["--games", "2", "--seed", "11"]));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "Autoplay: tic-tac-toe (3×3 board, 3 in a row) · 2 games from seed 11"
    );
    assert_eq!(
        lines[1],
        "Both sides: alpha-beta, no depth limit (perfect play), reading order, no table, no time limit"
    );
    assert_eq!(
        lines[2],
        "Comparison: every move searched again with plain minimax, up to 10,000,000 positions"
    );
    let header = [
        "game",
        "ply",
        "player",
        "move",
        "value",
        "depth",
        "alpha-beta",
        "minimax",
        "time",
    ];
    let tables: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].split_whitespace().eq(header))
        .collect();
    assert_eq!(tables.len(), 2, "one table per game:\n{text}");
    for (g, &start) in tables.iter().enumerate() {
        let rows = &lines[start + 1..start + 10];
        for (row, m) in rows.iter().zip(json.moves_of(g as u64 + 1)) {
            let fields: Vec<String> = row.split_whitespace().map(str::to_owned).collect();
            let thousands = |key: &str| {
                let n = m[key]["nodes"].as_u64().unwrap().to_string();
                let mut out = String::new();
                for (i, d) in n.chars().enumerate() {
                    if i > 0 && (n.len() - i) % 3 == 0 {
                        out.push(',');
                    }
                    out.push(d);
                }
                out
            };
            assert_eq!(
                fields[..8],
                [
                    m["game"].to_string(),
                    m["ply"].to_string(),
                    m["player"].as_str().unwrap().to_owned(),
                    m["move"].as_str().unwrap().to_owned(),
                    "draw".to_owned(),
                    m["depth"].to_string(),
                    thousands("alpha_beta"),
                    thousands("minimax"),
                ],
                "{row}"
            );
            // Columns line up: the alpha-beta count ends under its heading.
            let heading_end = lines[start].find("alpha-beta").unwrap() + "alpha-beta".len();
            assert!(
                row[..heading_end].ends_with(&format!(" {}", thousands("alpha_beta"))),
                "{row}"
            );
            assert!(row[heading_end..].starts_with("  "), "{row}");
        }
        let end = &json.games[g];
        assert_eq!(
            lines[start + 10],
            format!(
                "Game {} (seed {}): draw after 9 plies · final board {}",
                g + 1,
                11 + g,
                end["board"].as_str().unwrap()
            )
        );
    }
    let summary = lines
        .iter()
        .find(|l| l.starts_with("Summary: "))
        .expect("a summary");
    assert_eq!(
        *summary,
        "Summary: 2 games (seeds 11 to 12): X won 0, O won 0, draws 2"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Positions searched over 18 moves: alpha-beta "))
    );
    assert!(lines.last().unwrap().starts_with("Time: "));
}

#[test]
fn without_pruning_the_ai_searches_plain_minimax_and_compares_with_alpha_beta() {
    let run = split(autoplay_json(&["--no-pruning", "--seed", "4"]));
    assert_eq!(run.summary["settings"]["pruning"], false);
    assert_eq!(run.games[0]["winner"], Value::Null);
    let positions: Vec<String> = run
        .moves
        .iter()
        .map(|m| m["position"].as_str().unwrap().to_owned())
        .collect();
    let pruned = analyze_stdin(&[], &positions);
    let plain = analyze_stdin(&["--pruning", "off"], &positions);
    for ((m, a), p) in run.moves.iter().zip(&pruned).zip(&plain) {
        assert_eq!(m["pruning"], false);
        assert_eq!(m["minimax"]["nodes"], p["nodes"], "{m}");
        assert_eq!(m["alpha_beta"]["nodes"], a["nodes"], "{m}");
        assert_eq!(m["tie_check_nodes"], 0, "plain minimax needs no tie checks");
    }
}

#[test]
fn the_comparison_can_be_turned_off() {
    let run = split(autoplay_json(&["--compare", "off", "--seed", "4"]));
    assert!(run.moves.iter().all(|m| m["minimax"].is_null()));
    assert!(run.moves.iter().all(|m| m["comparison_micros"].is_null()));
    assert_eq!(run.summary["minimax_nodes"], Value::Null);
    assert_eq!(run.summary["comparison_micros"], Value::Null);
    assert_eq!(run.summary["settings"]["comparison_budget"], Value::Null);
    let text = autoplay_text(&["--compare", "off", "--seed", "4"]);
    assert!(text.contains("\nComparison: off\n"), "{text}");
    assert!(text.contains(", minimax —\n"), "{text}");
}

#[test]
fn connect_four_games_are_legal_column_sequences() {
    let run = split(autoplay_json(&[
        "--game", "connect4", "--depth", "2", "--games", "2", "--seed", "8",
    ]));
    assert_eq!(run.summary["settings"]["depth_limit"], 2);
    assert_eq!(run.summary["settings"]["move_order"], "threats");
    for (n, end) in (1..).zip(&run.games) {
        let columns = end["columns"].as_str().expect("the columns played");
        let geometry = Arc::new(Geometry::connect_four());
        let board = Mnk::from_columns(Arc::clone(&geometry), columns).expect("a legal sequence");
        assert!(board.is_over(), "game {n} ends at its last move");
        assert_eq!(end["board"], board.to_board());
        assert_eq!(
            end["winner"],
            board.winner().map_or(Value::Null, |w| w.to_string().into())
        );
        // Each move names the position it was played in, both ways.
        for (i, m) in run.moves_of(n).iter().enumerate() {
            assert_eq!(m["columns"], columns[..i]);
            let before = Mnk::from_columns(Arc::clone(&geometry), &columns[..i]).unwrap();
            assert_eq!(m["position"], before.to_board());
            assert_eq!(m["move"], format!("col {}", &columns[i..=i]));
        }
    }
}

#[test]
fn bigger_boards_get_a_fixed_depth_and_no_comparison_by_default() {
    // A board of your own past 4×4; a depth of 1 keeps the game quick, the defaults of the
    // other settings are what is checked.
    let run = split(autoplay_json(&[
        "--rows", "5", "--cols", "5", "--k", "4", "--depth", "1", "--seed", "2",
    ]));
    assert_eq!(run.summary["settings"]["depth_limit"], 1);
    assert_eq!(run.summary["settings"]["comparison_budget"], Value::Null);
    assert_eq!(run.summary["settings"]["table_mib"], 16);
    assert_eq!(run.summary["game"], "board");
    assert!(
        run.moves
            .iter()
            .all(|m| m["depth"] == 1 && m["minimax"].is_null())
    );
}

#[test]
fn a_reader_that_stops_early_stops_the_games() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_morpion"))
        .args(["autoplay", "--json", "--games", "1000000", "--seed", "1"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the morpion binary runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("piped stdout"))
        .read_line(&mut first)
        .expect("a first line");
    // Dropping the reader closes the pipe.
    assert!(first.starts_with("{\"type\":\"move\""), "{first}");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            assert!(status.success(), "{status}");
            break;
        }
        assert!(
            Instant::now() < deadline,
            "autoplay went on playing for nobody"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn bad_values_exit_with_status_2_and_say_why() {
    for (args, says) in [
        (
            &["--games", "0"][..],
            "'--games <N>': 0 is not in 1..=1000000",
        ),
        (&["--games", "-3"], "--games"),
        (
            &["--seed", "-1"],
            "a seed is a whole number from 0 to 18446744073709551615",
        ),
        (&["--seed", "seven"], "a seed is a whole number"),
        (&["--heap", "8"], "--heap only applies to --game bones"),
        (
            &["--game", "bones", "--gravity"],
            "--gravity only applies to boards",
        ),
        (&["--game", "ttt", "--rows", "4"], "cannot be used with"),
        (&["--k", "5"], "between 2 and 3 on a 3×3 board, not 5"),
        (&["--depth", "0"], "--depth"),
        (&["--think-ms", "0"], "--think-ms"),
        (&["--compare", "maybe"], "--compare"),
        (&["--game", "chess"], "--game"),
    ] {
        let mut all = vec!["autoplay"];
        all.extend_from_slice(args);
        let out = morpion(&all);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{all:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{all:?} printed to stdout");
        assert!(stderr.contains(says), "{all:?}: {stderr}");
    }
}

#[test]
fn json_lines_carry_every_documented_field() {
    let run = split(autoplay_json(&["--seed", "6", "--think-ms", "60000"]));
    let m = &run.moves[0];
    for key in [
        "type",
        "game",
        "ply",
        "player",
        "move",
        "cell",
        "position",
        "value",
        "value_text",
        "best_moves",
        "depth",
        "end",
        "pruning",
        "alpha_beta",
        "minimax",
        "tie_check_nodes",
        "total_nodes",
        "micros",
        "comparison_micros",
    ] {
        assert!(m.get(key).is_some(), "move: no {key}: {m}");
    }
    let end = &run.games[0];
    for key in [
        "type", "game", "seed", "winner", "result", "plies", "moves", "board",
    ] {
        assert!(end.get(key).is_some(), "game: no {key}: {end}");
    }
    let wins: BTreeMap<String, Value> =
        serde_json::from_value(run.summary["wins"].clone()).expect("wins by player");
    assert_eq!(wins.keys().collect::<Vec<_>>(), ["O", "X"]);
    for key in [
        "games",
        "seed",
        "draws",
        "moves",
        "alpha_beta_nodes",
        "minimax_nodes",
        "total_nodes",
        "micros",
        "search_micros",
        "comparison_micros",
        "settings",
    ] {
        assert!(run.summary.get(key).is_some(), "summary: no {key}");
    }
    assert_eq!(run.summary["settings"]["think_ms"], 60000);
    assert_eq!(run.summary["seed"], 6);
}
