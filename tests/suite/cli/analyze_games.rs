//! `morpion analyze --game connect4|bones` as a real binary: published Connect Four scores,
//! the Game of Bones, and the refusals of bad positions and flag mixes (exit status 2).

use crate::common;
use common::cli::{json, morpion};

use std::process::Command;

use serde_json::Value;

fn analyze(args: &[&str]) -> Value {
    let mut all = vec!["analyze", "--json"];
    all.extend_from_slice(args);
    json(&all)
}

/// Pascal Pons' published "Test_L3_R1" end-game set (column sequence, score in the published
/// convention), as quoted in several public solvers' test suites.
const END_GAME: &[(&str, i64)] = &[
    ("2252576253462244111563365343671351441", -1),
    ("7422341735647741166133573473242566", 1),
    ("23163416124767223154467471272416755633", 0),
    ("71255763773133525731261364622167124446454", 0),
    ("65214673556155731566316327373221417", -1),
    ("52677675164321472411331752454", 0),
    ("3135151421347443544172316522225776773566", 0),
    ("562154564361751726662253737734213275114", 0),
    ("233377345754465174223731671122611552", 1),
    ("6763525635134453444361412671365712", -1),
    ("211376455663355325112113664364524722", 0),
    ("3146762114467714356347741621375222", -1),
    ("67152117737262713366376314254", 6),
    ("2762751722231276466633475674533", 5),
    ("3642756176227637211322113551637574556", 2),
    ("22647455554314246733661634615122372377511", 0),
    ("427566236745127177115664464254", 2),
    ("7172212567451542223676134464437761515", 0),
    ("641154574541323641152467137655232232366", 0),
    ("5775265212657176476365522624313714333", 2),
    ("3575316255751336464276636772271112", -3),
];

#[test]
fn published_end_game_scores_are_matched_exactly() {
    for &(moves, score) in END_GAME {
        let empty = 42 - moves.len();
        // Up to 9 empty cells the default rule already searches to the end; beyond, ask for it.
        let depth = empty.to_string();
        let mut args = vec!["--game", "connect4", "--moves", moves];
        if empty > 9 {
            args.extend(["--depth", &depth]);
        }
        let a = analyze(&args);
        assert_eq!(a["value"], score, "{moves}: {a}");
        assert_eq!(a["stones"], moves.len(), "{moves}");
        assert_eq!(a["complete"], true);
        let engine = a["engine_value"].as_i64().expect("engine_value");
        assert_eq!(engine.signum(), score.signum(), "{moves}");
        let to_move = if moves.len() % 2 == 0 { "X" } else { "O" };
        assert_eq!(a["to_move"], to_move);
    }
}

#[test]
fn a_win_with_the_winners_fourth_stone_scores_18() {
    // X: 1, 2, 3 on the bottom row, O above them; X drops in column 4 and wins with stone 4.
    let a = analyze(&["--game", "connect4", "--moves", "112233"]);
    assert_eq!(a["value"], 18);
    assert_eq!(a["engine_value"], 999);
    assert_eq!(a["best_move"]["name"], "col 4");
    assert_eq!(a["best_move"]["index"], 38);
    assert_eq!(a["best_move"]["col"], 3);
    assert_eq!(a["best_move"]["row"], 5);
}

#[test]
fn an_early_position_is_depth_limited_and_its_value_is_not_claimed() {
    // X 4, O 4 (on top), X 5, O 3.
    let a = analyze(&["--game", "connect4", "--moves", "4453"]);
    assert_eq!(a["settings"]["depth_limit"], 4);
    assert_eq!(a["settings"]["evaluation"], "heuristic");
    assert_eq!(a["value"], Value::Null);
    assert!(a["engine_value"].is_i64());
    assert_eq!(a["moves"].as_array().expect("moves").len(), 7);
    assert_eq!(
        a["board"],
        "......./......./......./......./...O.../..OXX.."
    );
}

#[test]
fn bad_column_sequences_exit_with_status_2_naming_the_move() {
    for (moves, message) in [
        (
            "48",
            "move 2 plays column 8, but the columns are numbered 1 to 7",
        ),
        ("40", "move 2 plays column 0"),
        ("4x", "unexpected character 'x' at move 2"),
        ("4444444", "move 7 plays column 4, which is already full"),
        (
            "12121213",
            "move 8 comes after the game is over: X had already won",
        ),
        ("1212121", "the game is already over"),
    ] {
        let out = morpion(&["analyze", "--game", "connect4", "--moves", moves]);
        assert_eq!(out.status.code(), Some(2), "{moves}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(message), "{moves}: {stderr}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn bones_heaps_are_won_exactly_off_multiples_of_four() {
    for heap in 1..=20u32 {
        let a = analyze(&["--game", "bones", "--heap", &heap.to_string()]);
        assert_eq!(a["game"], "bones");
        assert_eq!(a["heap"], heap);
        let value = a["value"].as_i64().expect("value");
        assert_eq!(value > 0, heap % 4 != 0, "heap {heap}: {value}");
        if heap % 4 != 0 {
            assert_eq!(a["best_move"]["take"], heap % 4, "heap {heap}");
            assert_eq!(a["best_moves"].as_array().expect("best").len(), 1);
        }
        assert_eq!(a["settings"]["depth_limit"], Value::Null);
    }
    // The default heap is 10: take 2, leaving 8.
    let ten = analyze(&["--game", "bones"]);
    assert_eq!(ten["heap"], 10);
    assert_eq!(ten["best_move"]["name"], "take 2");
}

#[test]
fn bones_as_text() {
    let out = morpion(&["analyze", "--game", "bones", "--heap", "6"]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).expect("UTF-8"),
        "Game of Bones: 6 bones, take 1, 2 or 3; who cannot take loses\n\
         Value: the player to move wins, taking the last bone in 3 plies (score 997)\n\
         Best move: take 2\n\
         \n  move       score   positions\n\
         \x20 take 1      -996          24\n\
         \x20 take 2       997          15\n\
         \x20 take 3     ≤ 997           5\n\
         \nPositions searched: 44\n"
    );
}

#[test]
fn flags_that_do_not_fit_the_game_exit_with_status_2() {
    for args in [
        &["analyze", "--game", "connect4", "--board", "XX./OO./..."][..],
        &["analyze", "--game", "connect4", "--moves", "4", "--k", "3"],
        &["analyze", "--game", "bones", "--board", "XX./OO./..."],
        &["analyze", "--game", "bones", "--moves", "4"],
        &["analyze", "--board", "XX./OO./...", "--heap", "5"],
        &["analyze", "--board", "XX./OO./...", "--moves", "4"],
        &["analyze", "--game", "ttt4", "--board", "XX./OO./..."],
        &["analyze", "--game", "ttt"],
        &["analyze", "--game", "bones", "--heap", "0"],
    ] {
        let out = morpion(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn ttt4_reads_a_four_by_four_board_with_four_in_a_row() {
    let a = analyze(&["--game", "ttt4", "--board", "XXX./OOO./..../...."]);
    assert_eq!(a["settings"]["k"], 4);
    assert_eq!(a["best_move"]["index"], 3);
    assert_eq!(a["value"], 999);
}

/// `morpion analyze --stdin ARGS…` fed `input`; returns the exit code and the JSON lines.
fn analyze_stdin(args: &[&str], input: &str) -> (Option<i32>, Vec<Value>) {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_morpion"))
        .arg("analyze")
        .arg("--stdin")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the morpion binary runs");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(input.as_bytes())
        .expect("stdin takes the input");
    let out = child.wait_with_output().expect("morpion finishes");
    let lines = String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is one JSON object"))
        .collect();
    (out.status.code(), lines)
}

#[test]
fn stdin_scores_a_whole_published_set_in_one_process() {
    let input: String = END_GAME
        .iter()
        .filter(|(moves, _)| moves.len() >= 33)
        .map(|(moves, score)| format!("{moves} {score}\n"))
        .collect();
    let (code, lines) = analyze_stdin(&["--game", "connect4"], &input);
    assert_eq!(code, Some(0));
    let expected: Vec<(usize, i64)> = END_GAME
        .iter()
        .filter(|(moves, _)| moves.len() >= 33)
        .enumerate()
        .map(|(i, &(_, score))| (i + 1, score))
        .collect();
    let got: Vec<(usize, i64)> = lines
        .iter()
        .map(|l| {
            (
                l["line"].as_u64().unwrap() as usize,
                l["value"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(got, expected);
}

#[test]
fn stdin_a_bad_line_gets_an_error_object_and_the_rest_go_on_with_exit_2() {
    let (code, lines) = analyze_stdin(&["--game", "connect4"], "112233\n\n48\n4444444\n112233\n");
    assert_eq!(code, Some(2));
    assert_eq!(lines.len(), 4);
    assert_eq!(
        (&lines[0]["line"], &lines[0]["value"]),
        (&Value::from(1), &Value::from(18))
    );
    assert_eq!(
        lines[1],
        serde_json::json!({
            "error": "invalid moves \"48\": move 2 plays column 8, but the columns are numbered 1 to 7",
            "line": 3,
            "input": "48",
        })
    );
    assert_eq!(lines[2]["line"], 4);
    assert_eq!(lines[2]["input"], "4444444");
    assert!(lines[2]["error"].as_str().unwrap().contains("already full"));
    assert_eq!(
        (&lines[3]["line"], &lines[3]["value"]),
        (&Value::from(5), &Value::from(18))
    );
}

#[test]
fn stdin_reads_heaps_for_bones_and_boards_for_tic_tac_toe() {
    let (code, lines) = analyze_stdin(&["--game", "bones"], "6\n8\n0\n");
    assert_eq!(code, Some(2));
    assert_eq!(lines[0]["best_move"]["take"], 2);
    assert!(lines[1]["value"].as_i64().unwrap() < 0);
    assert_eq!(lines[2]["line"], 3);
    assert_eq!(
        lines[2]["error"],
        "invalid heap \"0\": give a number of bones from 1 to 1000"
    );
    let (code, lines) = analyze_stdin(&[], "XX./OO./...\n.........\n");
    assert_eq!(code, Some(0));
    assert_eq!(lines[0]["value"], 999);
    assert_eq!(lines[1]["value"], 0);
    assert_eq!(lines.len(), 2);
}

#[test]
fn stdin_refuses_a_position_flag_beside_it() {
    let out = morpion(&["analyze", "--stdin", "--board", "XX./OO./..."]);
    assert_eq!(out.status.code(), Some(2));
    let out = morpion(&["analyze", "--stdin", "--game", "bones", "--heap", "4"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn connect_four_as_text_numbers_the_columns_like_the_moves() {
    let out = morpion(&["analyze", "--game", "connect4", "--moves", "112233"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..8],
        [
            "    1 2 3 4 5 6 7",
            "  1 . . . . . . .",
            "  2 . . . . . . .",
            "  3 . . . . . . .",
            "  4 . . . . . . .",
            "  5 O O O . . . .",
            "  6 X X X . . . .",
            "",
        ]
    );
    assert!(text.contains("Best move: col 4\n"), "{text}");
    assert!(
        text.ends_with("Connect Four score (published convention): 18\n"),
        "{text}"
    );
}
