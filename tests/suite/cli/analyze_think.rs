//! `morpion analyze --think-ms MS`: the move the game's AI plays at a position, under the settings `morpion --game G` plays with, and where it came from.

use crate::common;
use common::cli::{json, refused, text};

#[test]
fn on_the_empty_connect_four_board_the_ai_plays_the_books_centre_column() {
    // The book holds the empty board: the only winning move, the centre, a win with the
    // first player's 21st stone (FACTS.md), whatever the textbook search found in the time.
    assert_eq!(
        text(&["analyze", "--game", "connect4", "--think-ms", "200"]),
        "The game's AI plays col 4: the opening book's move; exact value +959 (a win in 41 plies).\n"
    );
    let answer = json(&[
        "analyze",
        "--game",
        "connect4",
        "--think-ms",
        "200",
        "--json",
    ]);
    assert_eq!(answer["move"], "col 4");
    assert_eq!(answer["column"], 4);
    assert_eq!(answer["index"], 38, "col 4 lands on the bottom row of 7×6");
    assert_eq!(answer["source"], "book");
    assert_eq!(answer["solver_out_of_time"], false);
    assert_eq!(answer["exact_value"], 959);
    let exact: Vec<(String, i64)> = answer["exact_moves"]
        .as_array()
        .expect("every column's exact value")
        .iter()
        .map(|m| {
            (
                m["move"].as_str().unwrap().to_owned(),
                m["value"].as_i64().unwrap(),
            )
        })
        .collect();
    let columns: Vec<String> = (1..=7).map(|c| format!("col {c}")).collect();
    assert_eq!(
        exact
            .iter()
            .map(|(name, _)| name.clone())
            .collect::<Vec<_>>(),
        columns
    );
    assert_eq!(
        exact.iter().filter(|(_, value)| *value > 0).count(),
        1,
        "only the centre wins: {exact:?}"
    );
}

#[test]
fn on_tic_tac_toe_and_bones_one_textbook_search_decides_whatever_the_time_given() {
    // A win in one on 3×3: the tree is small, so one search to the end decides (as the game's
    // AI does without iterative deepening), and the time given does not matter.
    assert_eq!(
        text(&["analyze", "--board", "XX./OO./...", "--think-ms", "60000"]),
        "The game's AI plays c1: the textbook search's best move, one search to the end of \
         every line; the search's value +999.\n"
    );
    // Six bones: take 2, leaving a multiple of 4; the last bone is taken on the third ply.
    assert_eq!(
        text(&[
            "analyze",
            "--game",
            "bones",
            "--heap",
            "6",
            "--think-ms",
            "60000"
        ]),
        "The game's AI plays take 2: the textbook search's best move, one search to the end of \
         every line; the search's value +997.\n"
    );
    let answer = json(&[
        "analyze",
        "--board",
        "XX./OO./...",
        "--think-ms",
        "60000",
        "--json",
    ]);
    assert_eq!(
        (&answer["move"], &answer["index"], &answer["source"]),
        (&"c1".into(), &2.into(), &"search".into())
    );
    assert_eq!(answer["column"], serde_json::Value::Null);
    assert_eq!(answer["exact_moves"], serde_json::json!([]));
    // Five empty cells: the one search went five plies deep, 35 positions below the board.
    assert_eq!(answer["search_depth"], 5);
    assert_eq!(answer["search_positions"], 35);
}

#[test]
fn a_finished_game_is_refused_before_any_thinking() {
    assert_eq!(
        refused(&["analyze", "--board", "XXX/OO./...", "--think-ms", "100"]),
        "morpion: invalid board \"XXX/OO./...\": the game on this board is already over: X has a line\n"
    );
}
