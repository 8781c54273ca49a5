//! `morpion analyze` run as a real binary: known positions, JSON consistency, text output, settings.

use crate::common;
use common::cli::{json, morpion};
use morpion::engine::SearchOptions;

use morpion::engine::{Evaluation, SearchSettings, search};
use morpion::games::mnk::{Mark, Mnk};
use serde_json::Value;

/// `morpion analyze --board BOARD --json EXTRA…`, parsed; panics with stderr if it failed.
fn analyze(board: &str, extra: &[&str]) -> Value {
    let mut args = vec!["analyze", "--board", board, "--json"];
    args.extend_from_slice(extra);
    json(&args)
}

fn indices(cells: &Value) -> Vec<u64> {
    cells
        .as_array()
        .expect("an array of cells")
        .iter()
        .map(|c| c["index"].as_u64().expect("index"))
        .collect()
}

fn move_at(analysis: &Value, index: u64) -> &Value {
    analysis["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .find(|m| m["index"] == index)
        .expect("the move is listed")
}

#[test]
fn x_takes_the_win_in_one() {
    let a = analyze("XX./OO./...", &[]);
    assert_eq!(a["to_move"], "X");
    assert_eq!(a["value"], 999);
    assert_eq!(a["best_move"]["index"], 2);
    assert_eq!(a["best_move"]["row"], 0);
    assert_eq!(a["best_move"]["col"], 2);
    let win = move_at(&a, 2);
    assert_eq!(win["score"], 999);
    assert_eq!(win["bound"], "exact");
    assert_eq!(win["nodes"], 1);
    assert_eq!(indices(&a["pv"]), [2]);
    assert_eq!(a["value_text"], "X wins in 1 ply");
}

#[test]
fn first_o_puts_o_to_move_on_even_counts_and_x_on_odd() {
    // O started and has one mark more: X to move, and X must block b1-b2-b3 at once.
    let a = analyze(".O./XO./...", &["--first", "o"]);
    assert_eq!(a["to_move"], "X");
    assert_eq!(indices(&a["best_moves"]), [7]);
    // The same counts as the game of X first would give, but O to move: O's turn on equal counts.
    let a = analyze("..O.X....", &["--first", "o"]);
    assert_eq!(a["to_move"], "O");
    assert_eq!(a["value"], 0);
    let x_first = analyze("..O.X....", &[]);
    assert_eq!(x_first["to_move"], "X");
    // The O-first position searched is the library's, with O to move.
    let position = Mnk::from_board_first("..O.X....", None, Mark::O).unwrap();
    let report = search(
        &position,
        &SearchSettings::default(),
        &SearchOptions::default(),
    );
    assert_eq!(a["nodes"], report.nodes);
    // trace reads the same flag.
    let out = morpion(&[
        "trace",
        "--board",
        "..O.X....",
        "--first",
        "o",
        "--limit",
        "1",
    ]);
    let first_line = String::from_utf8(out.stdout).unwrap();
    assert_eq!(first_line, "root: O to move (MAX), α -∞, β +∞\n");
}

#[test]
fn o_must_block_the_column() {
    // X holds a1 and a2; only a3 (index 6) stops a1-a2-a3, and after it the game is a draw.
    for pruning in ["on", "off"] {
        let a = analyze("X../XO./...", &["--pruning", pruning]);
        assert_eq!(a["to_move"], "O");
        assert_eq!(a["value"], 0, "pruning {pruning}");
        assert_eq!(a["best_move"]["index"], 6);
        assert_eq!(indices(&a["best_moves"]), [6]);
        assert_eq!(a["pv"][0]["index"], 6);
        for m in a["moves"].as_array().unwrap() {
            if m["index"] != 6 {
                assert!(m["score"].as_i64().unwrap() < 0, "not blocking loses: {m}");
            }
        }
    }
    // Without pruning every other move is scored exactly: X wins on the next X move.
    let plain = analyze("X../XO./...", &["--pruning", "off"]);
    assert_eq!(move_at(&plain, 1)["score"], -998);
    assert_eq!(move_at(&plain, 8)["score"], -998);
}

#[test]
fn o_to_move_after_the_centre_must_take_a_corner() {
    // After X in the centre, an O edge loses and an O corner draws: the tie set is the corners.
    for pruning in ["on", "off"] {
        let a = analyze("....X....", &["--pruning", pruning]);
        assert_eq!(a["to_move"], "O");
        assert_eq!(a["value"], 0);
        assert_eq!(indices(&a["best_moves"]), [0, 2, 6, 8], "pruning {pruning}");
        let best = a["best_move"]["index"].as_u64().unwrap();
        assert!([0, 2, 6, 8].contains(&best));
    }
    let plain = analyze("....X....", &["--pruning", "off"]);
    for edge in [1, 3, 5, 7] {
        assert!(move_at(&plain, edge)["score"].as_i64().unwrap() < 0);
    }
}

#[test]
fn the_seed_fixes_the_pick_among_equal_moves() {
    let picks: Vec<Value> = (0..6)
        .map(|seed| analyze(".........", &["--seed", &seed.to_string()])["best_move"].clone())
        .collect();
    for (seed, pick) in picks.iter().enumerate() {
        let again = analyze(".........", &["--seed", &seed.to_string()]);
        assert_eq!(&again["best_move"], pick, "seed {seed}");
    }
    // Every first move draws, so the pick ranges over all nine cells.
    assert_eq!(
        indices(&analyze(".........", &[])["best_moves"]),
        (0..9).collect::<Vec<_>>()
    );
}

#[test]
fn json_fields_are_complete_and_consistent() {
    let small = [
        ".........",
        "XX./OO./...",
        "X../XO./...",
        "X.O/.X./..O",
        "XO./.X./...",
    ];
    let small_runs = small.into_iter().flat_map(|board| {
        [
            &["--pruning", "on"][..],
            &["--pruning", "off"],
            &["--depth", "3"],
        ]
        .map(|e| (board, e))
    });
    // A 4×4 board cannot be searched to the end quickly: depth-limited runs only.
    let big = "..../.XO./..../....";
    let big_runs = [
        &["--depth", "3"][..],
        &["--depth", "3", "--pruning", "off"],
        &["--depth", "2", "--eval", "heuristic"],
    ]
    .map(|e| (big, e));
    for (board, extra) in small_runs.chain(big_runs) {
        {
            let a = analyze(board, extra);
            let position = Mnk::from_board(board, None).unwrap();
            let cols = position.geometry().cols() as u64;
            let moves = a["moves"].as_array().unwrap();
            let empty: Vec<u64> = (0..position.geometry().cells())
                .filter(|&c| position.mark_at(c).is_none())
                .map(|c| c as u64)
                .collect();
            assert_eq!(
                indices(&a["moves"]),
                empty,
                "{board}: every empty cell, in order"
            );
            let sum: u64 = moves.iter().map(|m| m["nodes"].as_u64().unwrap()).sum();
            assert_eq!(a["nodes"].as_u64(), Some(sum), "{board} {extra:?}");
            let cells = moves
                .iter()
                .chain(a["pv"].as_array().unwrap())
                .chain([&a["best_move"]]);
            for cell in cells {
                let (i, r, c) = (&cell["index"], &cell["row"], &cell["col"]);
                let (i, r, c) = (
                    i.as_u64().unwrap(),
                    r.as_u64().unwrap(),
                    c.as_u64().unwrap(),
                );
                assert_eq!(i, r * cols + c, "{cell}");
            }
            for m in moves {
                assert!(m["score"].is_i64());
                assert!(["exact", "upper", "lower"].contains(&m["bound"].as_str().unwrap()));
            }
            assert_eq!(a["pv"][0], a["best_move"]);
            assert_eq!(a["to_move"], position.to_move().to_string());
        }
    }
}

#[test]
fn counts_and_scores_match_the_library_search() {
    for (board, pruning, depth) in [
        ("X.O/.X./..O", true, None),
        ("X.O/.X./..O", false, None),
        ("XO./.X./...", true, Some(2)),
        ("..../.XO./..../....", true, Some(3)),
    ] {
        let position = Mnk::from_board(board, None).unwrap();
        let settings = SearchSettings {
            pruning,
            depth_limit: depth,
            evaluation: Evaluation::Draw,
            node_budget: None,
            ..SearchSettings::default()
        };
        let report = search(&position, &settings, &SearchOptions::default());
        let mut args = vec![
            "--pruning",
            if pruning { "on" } else { "off" },
            "--eval",
            "draw",
        ];
        let depth_text = depth.map(|d| d.to_string());
        if let Some(d) = &depth_text {
            args.extend(["--depth", d]);
        }
        let a = analyze(board, &args);
        assert_eq!(a["nodes"].as_u64(), Some(report.nodes), "{board}");
        assert_eq!(a["value"].as_i64(), Some(i64::from(report.value)));
        let scores: Vec<i64> = a["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["score"].as_i64().unwrap())
            .collect();
        let expected: Vec<i64> = report.moves.iter().map(|m| i64::from(m.score)).collect();
        assert_eq!(scores, expected, "{board}");
    }
}

#[test]
fn plain_minimax_scores_every_move_exactly_and_works_harder() {
    for board in ["X../XO./...", "X.O/.X./..O", "....X....", "X........"] {
        let plain = analyze(board, &["--pruning", "off"]);
        let pruned = analyze(board, &["--pruning", "on"]);
        assert!(
            plain["nodes"].as_u64() > pruned["nodes"].as_u64(),
            "{board}: {} vs {}",
            plain["nodes"],
            pruned["nodes"]
        );
        assert_eq!(plain["value"], pruned["value"]);
        for (exact, bounded) in plain["moves"]
            .as_array()
            .unwrap()
            .iter()
            .zip(pruned["moves"].as_array().unwrap())
        {
            assert_eq!(exact["bound"], "exact", "{board}: {exact}");
            let (truth, score) = (exact["score"].as_i64(), bounded["score"].as_i64());
            match bounded["bound"].as_str().unwrap() {
                "exact" => assert_eq!(score, truth, "{board}"),
                "upper" => assert!(truth <= score, "{board}: {exact} vs {bounded}"),
                "lower" => assert!(truth >= score, "{board}: {exact} vs {bounded}"),
                other => panic!("unknown bound {other}"),
            }
        }
    }
}

#[test]
fn big_positions_get_the_games_depth_limit_unless_told_otherwise() {
    let settings = |a: &Value| {
        (
            a["settings"]["depth_limit"].clone(),
            a["settings"]["evaluation"].clone(),
        )
    };
    // 14 empty cells: depth 6 and the heuristic, as in the game.
    let a = analyze("..../.XO./..../....", &[]);
    assert_eq!(settings(&a), (6.into(), "heuristic".into()));
    // An explicit depth or evaluation wins over the defaults, each on its own.
    let a = analyze("..../.XO./..../....", &["--depth", "2"]);
    assert_eq!(settings(&a), (2.into(), "heuristic".into()));
    let a = analyze("..../.XO./..../....", &["--eval", "draw"]);
    assert_eq!(settings(&a), (6.into(), "draw".into()));
    // 9 empty cells or fewer: searched to the end.
    let a = analyze("XOXO/OXOX/X.../....", &[]);
    assert_eq!(settings(&a), (Value::Null, "draw".into()));
}

#[test]
fn the_empty_board_without_pruning_visits_the_facts_count() {
    let a = analyze(".........", &["--pruning", "off"]);
    assert_eq!(a["nodes"], 549_945);
    assert_eq!(a["value"], 0);
    assert_eq!(a["value_text"], "draw with perfect play");
}

#[test]
fn depth_one_with_draw_evaluation_sees_no_forced_result() {
    // X threatens nothing yet and nothing ends within one ply: every move scores 0.
    let a = analyze("X../.O./...", &["--depth", "1", "--eval", "draw"]);
    assert_eq!(a["value"], 0);
    assert_eq!(a["nodes"], 7, "one position per empty cell");
    assert_eq!(a["value_text"], "no forced result within 1 ply");
    // Searched to the end, the same position is still a draw, but a proven one.
    assert_eq!(
        analyze("X../.O./...", &[])["value_text"],
        "draw with perfect play"
    );
}

#[test]
fn text_output_names_the_best_move_and_the_line() {
    let out = morpion(&["analyze", "--board", "xx./oo./..."]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        &lines[..4],
        ["    a b c", "  1 X X .", "  2 O O .", "  3 . . ."]
    );
    assert!(
        lines.contains(&"X to move · 3×3 board, 3 in a row"),
        "{text}"
    );
    assert!(
        lines.contains(&"Value: X wins in 1 ply (score 999)"),
        "{text}"
    );
    assert!(lines.contains(&"Best move: c1"), "{text}");
    assert!(lines.contains(&"Expected line: X c1"), "{text}");
    let row = |name: &str| {
        lines
            .iter()
            .find(|l| l.trim_start().starts_with(name))
            .map(|l| l.split_whitespace().collect::<Vec<_>>())
            .unwrap_or_else(|| panic!("a row for {name} in\n{text}"))
    };
    // One convention, the board's: the cell's name (column c, row 1), no 0-based numbers.
    assert!(
        lines.contains(&"  move   score  positions  for X"),
        "{text}"
    );
    assert_eq!(row("c1")[..3], ["c1", "999", "1"]);
    // c2 is refuted after O's win threat is found: an upper bound, written with ≤.
    assert_eq!(row("c2")[..4], ["c2", "≤", "0", "9"]);
}

#[test]
fn moves_the_tie_check_proved_best_are_reported_exact_not_as_bounds() {
    // From the empty board all nine moves draw. Alpha-beta alone leaves eight of them at "≤ 0";
    // the tie check proves each one equal to the best, so the report calls them exact.
    let a = analyze(".........", &[]);
    assert_eq!(a["best_moves"].as_array().unwrap().len(), 9);
    for m in a["moves"].as_array().unwrap() {
        assert_eq!(
            (m["score"].as_i64(), m["bound"].as_str()),
            (Some(0), Some("exact")),
            "{m}"
        );
    }
    // A move that is really worse keeps its bound: on this board only c1 wins at once.
    let a = analyze("XX./OO./...", &[]);
    let bounds: Vec<&str> = a["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["bound"].as_str().unwrap())
        .collect();
    assert_eq!(bounds, ["exact", "upper", "upper", "upper", "upper"]);
}

#[test]
fn a_one_column_board_gets_two_in_a_row() {
    let a = analyze("X/O/./.", &[]);
    assert_eq!(a["settings"]["k"], 2);
    assert_eq!(a["to_move"], "X");
}

#[test]
fn analyze_and_trace_say_the_same_of_how_a_move_is_named_and_numbered() {
    for command in ["analyze", "trace"] {
        let out = morpion(&[command, "--help"]);
        let help = String::from_utf8(out.stdout).unwrap();
        let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
        for words in [
            "reads it (b2: column b, row 2)",
            "0-based",
            "index = row × cols + col",
        ] {
            assert!(help.contains(words), "{command} --help: {words}\n{help}");
        }
    }
}
