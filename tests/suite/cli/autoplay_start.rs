//! `morpion autoplay` from a given position (`--board`, `--moves`) and with both sides playing
//! Connect Four perfectly (`--perfect`): where each game starts, where each move came from, and
//! exact values that perfect play keeps from move to move.

use super::autoplay::{autoplay_json, autoplay_text};
use crate::common;
use common::cli::{json, refused};

use std::sync::Arc;

use morpion::analysis::book::OpeningBook;
use morpion::engine::Score;
use morpion::games::mnk::{Geometry, Mnk};
use serde_json::Value;

/// The move lines and the game's end line of a run of one game.
fn moves_and_end(lines: &[Value]) -> (Vec<&Value>, &Value) {
    let moves: Vec<&Value> = lines.iter().filter(|l| l["type"] == "move").collect();
    let end = lines
        .iter()
        .find(|l| l["type"] == "game")
        .expect("the game's end");
    (moves, end)
}

fn connect_four(columns: &str) -> Mnk {
    Mnk::from_columns(Arc::new(Geometry::connect_four()), columns).expect("legal columns")
}

#[test]
fn a_board_start_plays_on_from_that_position() {
    let start = "X../.O./...";
    let lines = autoplay_json(&["--board", start, "--seed", "1"]);
    let (moves, end) = moves_and_end(&lines);
    // X to move at ply 3; perfect 3×3 play from a drawn position draws.
    assert_eq!(moves[0]["ply"], 3);
    assert_eq!(moves[0]["player"], "X");
    assert_eq!(moves[0]["position"], start);
    assert_eq!(moves[0]["value_text"], "draw");
    assert_eq!(moves.len(), 7);
    assert_eq!(end["start"], start);
    assert_eq!(end["result"], "draw after 9 plies");
    assert_eq!(end["moves"].as_array().unwrap().len(), 7);

    let text = autoplay_text(&["--board", start, "--seed", "1"]);
    assert!(
        text.contains("\nStart: X../.O./... (X to move)\n"),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "Game 1 (seed 1): draw after 9 plies · from {start} · final board {}",
            end["board"].as_str().unwrap()
        )),
        "{text}"
    );
}

#[test]
fn a_columns_start_continues_the_column_sequence() {
    let lines = autoplay_json(&[
        "--game", "connect4", "--moves", "4453", "--depth", "2", "--seed", "3",
    ]);
    let (moves, end) = moves_and_end(&lines);
    assert_eq!(moves[0]["ply"], 5);
    assert_eq!(moves[0]["columns"], "4453");
    assert_eq!(end["start"], connect_four("4453").to_board());
    let columns = end["columns"].as_str().unwrap();
    let played: String = moves
        .iter()
        .map(|m| {
            m["move"]
                .as_str()
                .unwrap()
                .trim_start_matches("col ")
                .to_owned()
        })
        .collect();
    assert_eq!(columns, format!("4453{played}"));
    assert_eq!(
        connect_four(columns).to_board(),
        end["board"].as_str().unwrap()
    );
    let text = autoplay_text(&[
        "--game", "connect4", "--moves", "4453", "--depth", "2", "--seed", "3",
    ]);
    assert!(
        text.contains("\nStart: after the columns 4453 (X to move)\n"),
        "{text}"
    );
}

#[test]
fn a_start_that_is_not_a_position_of_the_game_is_refused_with_the_reason() {
    for (args, says) in [
        (
            &["--perfect"][..],
            "--perfect plays Connect Four only (--game connect4): the opening book and the solver are that game's",
        ),
        (
            &["--game", "connect4", "--board", "X../.../..."],
            "pieces fall in this game: give the start as --moves COLUMNS (e.g. 4453), not --board",
        ),
        (
            &["--moves", "12"],
            "--moves (the columns played) is for games where pieces fall (--game connect4, --gravity): give this game's start as --board",
        ),
        (
            &["--game", "bones", "--board", "X../.../..."],
            "--board and --moves do not apply to the Game of Bones: its games start from --heap N bones",
        ),
        (
            &["--game", "connect4", "--moves", "4444444"],
            "invalid moves \"4444444\": move 7 plays column 4, which is already full",
        ),
        (
            &["--game", "connect4", "--moves", "1212121"],
            "the start position is already over (......./......./X....../XO...../XO...../XO.....): give one where a move is left to play",
        ),
        (
            &["--board", "OO./X../..."],
            "invalid board \"OO./X../...\": impossible position: X has 1 mark and O has 2; X moves first, so X must have as many marks as O or one more\n",
        ),
        (
            &["--game", "ttt4", "--board", "X../.O./..."],
            "the games are played on a 4×4 board, but the board given is 3×3",
        ),
        (
            &["--board", "XXX/OO./..."],
            "invalid board \"XXX/OO./...\": the game on this board is already over: X has a line",
        ),
        (
            &["--board", "X../.../...", "--moves", "1"],
            "cannot be used with",
        ),
    ] {
        let mut all = vec!["autoplay"];
        all.extend_from_slice(args);
        let stderr = refused(&all);
        assert!(stderr.contains(says), "{all:?}: {stderr}");
    }
}

/// Perfect play keeps the exact value: a win in p plies for the mover is a loss in p − 1 for
/// the other side after the move, and a draw stays a draw.
fn next_exact(value: Score) -> Score {
    -value - value.signum()
}

/// Both sides solve every move from `columns` and keep its exact value to the end: the game
/// ends as `analyze --solve` says it does.
fn check_perfect_game(columns: &str, seed: &str) {
    let lines = autoplay_json(&[
        "--game",
        "connect4",
        "--moves",
        columns,
        "--perfect",
        "--seed",
        seed,
    ]);
    let (moves, end) = moves_and_end(&lines);
    let solved = json(&[
        "analyze",
        "--game",
        "connect4",
        "--moves",
        columns,
        "--solve",
        "--value-only",
        "--json",
    ]);
    let mut expected = solved["engine_value"].as_i64().unwrap() as Score;
    for m in &moves {
        assert_eq!(m["source"], "solver", "{m}");
        assert_eq!(m["exact_value"].as_i64().unwrap() as Score, expected, "{m}");
        let played = &m["move"];
        assert!(m["best_moves"].as_array().unwrap().contains(played), "{m}");
        expected = next_exact(expected);
    }
    let first = moves[0]["exact_value"].as_i64().unwrap();
    let winner = match first.signum() {
        1 => Value::from("X"),
        -1 => Value::from("O"),
        _ => Value::Null,
    };
    assert_eq!(end["winner"], winner, "{end}");
}

#[test]
fn perfect_play_from_a_won_middle_game_wins_as_fast_as_it_can() {
    // X to move wins in 17 plies.
    check_perfect_game("444444326555523221333766", "5");
}

#[test]
fn perfect_play_from_a_drawn_middle_game_draws() {
    check_perfect_game("2421655135666164171367", "5");
}

#[test]
fn perfect_play_takes_the_books_moves_then_the_solvers_or_the_search_when_out_of_time() {
    let lines = autoplay_json(&[
        "--game",
        "connect4",
        "--moves",
        "4444",
        "--perfect",
        "--think-ms",
        "1",
        "--seed",
        "2",
    ]);
    let (moves, _) = moves_and_end(&lines);
    let book = OpeningBook::shipped();
    // Plies 5 to 9: the book's own line, its move and its exact value.
    for m in &moves[..5] {
        let position = connect_four(m["columns"].as_str().unwrap());
        let entry = book.lookup(&position).expect("in the book");
        let value = entry.moves.iter().map(|&(_, v)| v).max().unwrap();
        assert_eq!(m["source"], "book", "{m}");
        assert_eq!(m["exact_value"].as_i64().unwrap() as Score, value, "{m}");
        assert_eq!(m["cell"]["index"].as_u64().unwrap() as usize, entry.choice);
    }
    // Ply 10: out of the book, and no solver finishes 9 stones in a millisecond.
    assert_eq!(moves[5]["source"], "search", "{}", moves[5]);
    for m in &moves {
        let exact = m.get("exact_value").is_some();
        assert_eq!(exact, m["source"] != "search", "{m}");
    }
}

#[test]
fn the_perfect_text_table_names_each_moves_source_and_exact_value() {
    let text = autoplay_text(&[
        "--game",
        "connect4",
        "--moves",
        "2421655135666164171367",
        "--perfect",
        "--seed",
        "5",
    ]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        &lines[..8],
        [
            "Autoplay: Connect Four (7 columns × 6 rows, 4 in a row, pieces fall) · 1 game, seed 5",
            "Start: after the columns 2421655135666164171367 (X to move)",
            "Both sides play perfectly: the opening book's move, else every move solved exactly (no time limit)",
            "Textbook search beside it: alpha-beta, depth limit 8 (unfinished positions scored by the heuristic there), threats move order, 16 MiB table, no time limit",
            "Comparison: off",
            "Per move: where it came from (book, solver, or search: the solver ran out of time), the",
            "exact value of the position it was played from; then the textbook search's value, the",
            "depth of its search (the deepest finished, where it deepened), the positions it searched",
        ]
    );
    let header = lines
        .iter()
        .find(|l| l.starts_with("game"))
        .expect("a header");
    let names: Vec<&str> = header.split("  ").filter(|c| !c.is_empty()).collect();
    assert_eq!(
        names.iter().map(|n| n.trim()).collect::<Vec<_>>(),
        [
            "game",
            "ply",
            "player",
            "move",
            "source",
            "exact",
            "search value",
            "depth",
            "alpha-beta",
            "minimax",
            "time"
        ]
    );
    let first = lines
        .iter()
        .find(|l| l.trim_start().starts_with("1   23"))
        .expect("the first move's row");
    assert!(first.contains("  solver  draw  "), "{first}");
    assert!(
        text.contains("Game 1 (seed 5): draw after 42 plies · from "),
        "{text}"
    );
}
