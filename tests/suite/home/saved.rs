//! Saved games: written as players write moves (columns as solvers do, cells, takes), read back the same, every bad file refused with its line.

use std::sync::Arc;

use morpion::analysis::{First, HumanMark, Mode};
use morpion::engine::Game;
use morpion::games::mnk::{Geometry, Mark};
use morpion::games::playable::{Playable, Setup};
use morpion::home::config_file::{self, Preferences};
use morpion::home::saved::{self, Refused, SavedGame, Starter};

use crate::common::scratch::Scratch;

fn connect_four_game() -> SavedGame {
    let setup = Setup::Board(Arc::new(Geometry::connect_four()));
    // The columns 4, 4, 5, 3, as cells (row 5 is the bottom row of 7 columns).
    let mut position = setup.start(Mark::X);
    let mut moves = Vec::new();
    for column in [3, 3, 4, 2] {
        let Playable::Board(board) = &position else {
            unreachable!()
        };
        let cell = board.landing_cell(column).unwrap();
        position.apply(cell);
        moves.push(cell);
    }
    SavedGame {
        setup,
        settings: Preferences {
            first: Some(First::Human),
            human: Some(HumanMark::X),
            mode: Some(Mode::HumanAi),
            depth: Some(config_file::Depth::Plies(8)),
            pruning: Some(true),
            think_ms: Some(1000),
            perfect: Some(true),
            ..Preferences::default()
        },
        started: Starter::Human,
        start: None,
        start_drops: Vec::new(),
        moves,
    }
}

#[test]
fn a_connect_four_game_is_written_as_solvers_write_it() {
    assert_eq!(
        connect_four_game().text(),
        "\
# A game of morpion, 4 moves played. `morpion --load FILE` plays on from there;
# `morpion analyze --load FILE` analyses its last position (--move N: after N moves).
format = 1
rows = 6
cols = 7
k = 4
gravity = true
first = \"human\"
human = \"x\"
mode = \"human-ai\"
depth = 8
pruning = true
think-ms = 1000
perfect = true
started = \"human\"
moves = \"4453\"
"
    );
    let back = saved::parse(&connect_four_game().text()).unwrap();
    assert_eq!(back, connect_four_game());
}

#[test]
fn boards_keep_cells_and_heaps_keep_takes_with_o_or_the_ai_starting() {
    let board = SavedGame {
        setup: Setup::Board(Arc::new(Geometry::new(3, 3, 3).unwrap())),
        settings: Preferences {
            human: Some(HumanMark::X),
            ..Preferences::default()
        },
        started: Starter::Ai,
        start: None,
        start_drops: Vec::new(),
        moves: vec![4, 0, 8],
    };
    let text = board.text();
    assert!(
        text.ends_with("started = \"ai\"\nmoves = \"b2 a1 c3\"\n"),
        "{text}"
    );
    let back = saved::parse(&text).unwrap();
    assert_eq!(back, board);
    // The AI started with the mark that is not the human's: O.
    assert_eq!(back.first_mark(), Mark::O);
    let Playable::Board(position) = back.position_after(3) else {
        unreachable!()
    };
    assert_eq!(position.to_board(), "X../.O./..O");
    let Playable::Board(position) = back.position_after(1) else {
        unreachable!()
    };
    assert_eq!(position.to_board(), ".../.O./...");

    let heap = SavedGame {
        setup: Setup::Heap(12),
        settings: Preferences::default(),
        started: Starter::Human,
        start: None,
        start_drops: Vec::new(),
        moves: vec![3, 1, 2],
    };
    let text = heap.text();
    assert!(
        text.contains("game = \"bones\"\nheap = 12\n") && text.ends_with("moves = \"3 1 2\"\n"),
        "{text}"
    );
    let back = saved::parse(&text).unwrap();
    assert_eq!(back, heap);
    assert_eq!(back.position_after(3).heap().unwrap().heap(), 6);
}

/// The saved C4 game's text with `from` replaced by `to`.
/// A game of `setup` the human started, with default settings, as its file writes it.
fn played(setup: Setup, moves: Vec<usize>) -> String {
    SavedGame {
        setup,
        settings: Preferences::default(),
        started: Starter::Human,
        start: None,
        start_drops: Vec::new(),
        moves,
    }
    .text()
}

fn edited(from: &str, to: &str) -> String {
    let text = connect_four_game().text();
    assert!(text.contains(from), "{from}");
    text.replace(from, to)
}

fn refusal(text: &str) -> Vec<String> {
    let Err(Refused(problems)) = saved::parse(text) else {
        panic!("{text} was taken");
    };
    problems
}

#[test]
fn bad_moves_are_refused_with_their_line_and_number() {
    assert_eq!(
        refusal(&edited("\"4453\"", "\"44584\"")),
        ["line 16: moves: move 4 (8): not a column: give 1 to 7"]
    );
    assert_eq!(
        refusal(&edited("\"4453\"", "\"4444444\"")),
        ["line 16: moves: move 7 (4): column 4 is full"]
    );
    assert_eq!(
        refusal(&edited("\"4453\"", "\"12121212\"")),
        ["line 16: moves: move 8 (2) comes after the end of the game"]
    );
    assert_eq!(
        refusal(&edited("\"4453\"", "4453")),
        ["line 16: moves: give the moves as a string, such as \"4453\" or \"b2 a1\""]
    );
    let board = played(
        Setup::Board(Arc::new(Geometry::new(3, 3, 3).unwrap())),
        vec![4],
    );
    assert_eq!(
        refusal(&board.replace("\"b2\"", "\"b2 b2\"")),
        ["line 9: moves: move 2 (b2): that cell is taken"]
    );
    assert_eq!(
        refusal(&board.replace("\"b2\"", "\"b2 d1\"")),
        ["line 9: moves: move 2 (d1): not a cell: give a column letter a to c and a row 1 to 3"]
    );
    assert_eq!(
        refusal(&board.replace("\"b2\"", "\"b4\"")),
        ["line 9: moves: move 1 (b4): not a cell: rows go from 1 to 3"]
    );
    // Rows and columns as players write them: no sign, no leading zero.
    for cell in ["a+1", "b01", "b"] {
        assert_eq!(
            refusal(&board.replace("\"b2\"", &format!("\"{cell}\""))),
            [format!(
                "line 9: moves: move 1 ({cell}): not a cell: give a column letter a to c and a row 1 to 3"
            )]
        );
    }
    assert_eq!(
        refusal(&edited("\"4453\"", "\"44+53\"")),
        ["line 16: moves: move 3 (+): not a column: give 1 to 7"]
    );
    // A start of the wrong shape is said so, not read as a board too small for its k.
    let four = played(
        Setup::Board(Arc::new(Geometry::new(4, 4, 4).unwrap())),
        vec![0],
    );
    let moves_at = four.lines().position(|l| l.starts_with("moves")).unwrap() + 1;
    assert_eq!(
        refusal(&four.replace("moves = \"a1\"", "start = \"X../.O./...\"\nmoves = \"a1\"")),
        [format!(
            "line {moves_at}: start: the board is 3×3 but the game's is 4×4"
        )]
    );
    let heap = played(Setup::Heap(5), vec![3]);
    assert_eq!(
        refusal(&heap.replace("\"3\"", "\"3 3\"")),
        ["line 7: moves: move 2 (3): cannot take 3: 2 left"]
    );
    assert_eq!(
        refusal(&heap.replace("\"3\"", "\"4\"")),
        ["line 7: moves: move 1 (4): a take is 1 to 3 bones"]
    );
}

#[test]
fn bad_keys_and_missing_ones_are_all_named() {
    assert_eq!(
        refusal(
            &edited("depth = 8", "depth = 0")
                .replace("started = \"human\"", "started = \"x\"")
                .replace("format = 1", "format = 2")
        ),
        // In the order of the file's lines.
        [
            "line 3: format: 2 is not 1, the one this morpion reads",
            "line 11: depth: 0 is not in 1..=64",
            "line 15: started: give \"human\" or \"ai\"",
        ]
    );
    // A bad game is named once: not "missing" besides.
    assert_eq!(
        refusal(
            &edited("rows = 6", "game = \"chess\"")
                .replace("cols = 7\n", "")
                .replace("k = 4\n", "")
        ),
        ["line 4: game: \"chess\" is not one of ttt, ttt4, connect4, bones"]
    );
    // An unknown key is told with the keys of a saved game, its own among them.
    let unknown = refusal(&edited("format = 1", "format = 1\nfoo = 1"));
    assert_eq!(unknown.len(), 1, "{unknown:?}");
    assert!(
        unknown[0].starts_with(
            "line 4: unknown key \"foo\": the keys of a saved game are format, lang, theme, game,"
        ) && unknown[0].ends_with("seed, perfect, started, start, moves"),
        "{unknown:?}"
    );
    // Pieces do not fall on a heap, as the flags say of --game bones --gravity.
    let heap = played(Setup::Heap(5), vec![]);
    let gravity_at = heap.lines().position(|l| l.starts_with("heap")).unwrap() + 2;
    assert_eq!(
        refusal(&heap.replace("heap = 5\n", "heap = 5\ngravity = true\n")),
        [format!(
            "line {gravity_at}: gravity: pieces fall only on boards, not on game = \"bones\""
        )]
    );
    assert_eq!(
        refusal("save = true\n"),
        [
            "line 1: save does not belong in this file",
            "format = 1 is missing",
            "started (\"human\" or \"ai\") is missing",
            "the game is missing: give game, or rows and cols",
            "moves is missing (\"\" for none)",
        ]
    );
    assert_eq!(
        refusal(&edited("k = 4", "k = 8")),
        ["invalid board: k (marks in a row to win) must be between 2 and 7 on a 6×7 board, not 8"]
    );
}

#[test]
fn a_saved_game_never_overwrites_a_file() {
    let scratch = Scratch::new("saved-new");
    let first = saved::save_new(scratch.path(), &connect_four_game()).unwrap();
    assert_eq!(first, scratch.join("morpion-game-1.toml"));
    std::fs::write(scratch.join("morpion-game-2.toml"), "mine").unwrap();
    let next = saved::save_new(scratch.path(), &connect_four_game()).unwrap();
    assert_eq!(next, scratch.join("morpion-game-3.toml"));
    assert_eq!(
        std::fs::read_to_string(scratch.join("morpion-game-2.toml")).unwrap(),
        "mine"
    );
    assert_eq!(saved::load(&first).unwrap(), connect_four_game());
    assert_eq!(
        scratch.names(),
        [
            "morpion-game-1.toml",
            "morpion-game-2.toml",
            "morpion-game-3.toml"
        ]
    );
}
