//! The command line's words (issue 29, item 11): a count of one is singular, whatever counts
//! it, and the help says what the commands do (the solver's table sizes).

use crate::common;

use std::fs;

use common::cli::{book_from, fed, limited, morpion, refused, text};
use common::scratch::Scratch;

fn stderr_of(args: &[&str]) -> String {
    String::from_utf8(morpion(args).stderr).expect("UTF-8")
}

#[test]
fn a_trace_stopped_after_one_step_says_step() {
    assert_eq!(
        stderr_of(&["trace", "--board", "XOX/XOO/...", "--limit", "1"]),
        "morpion: trace stopped after 1 step (--limit 1); the search goes on beyond\n"
    );
    // One move left: one position entered.
    let out = text(&["trace", "--board", "XOX/XOO/OX."]);
    assert!(
        out.ends_with("done: 5 steps, 1 position entered (the count analyze reports), value 0\n"),
        "{out}"
    );
}

#[test]
fn one_refused_line_of_stdin_is_one_line() {
    let out = fed(&["analyze", "--stdin"], b"nonsense\n".to_vec());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "morpion: 1 of 1 line was refused (see its error object)\n"
    );
    let out = fed(
        &["analyze", "--stdin"],
        b"nonsense\n.........\nX\n".to_vec(),
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "morpion: 2 of 3 lines were refused (see their error objects)\n"
    );
}

#[test]
fn one_move_one_bone_one_ply_one_position() {
    // A heap of 1: one move in the game, one position searched.
    let out = text(&["autoplay", "--game", "bones", "--heap", "1", "--seed", "1"]);
    assert!(
        out.starts_with("Autoplay: Game of Bones, a heap of 1 bone, "),
        "{out}"
    );
    assert!(out.contains("Positions searched over 1 move: "), "{out}");
    // perft: one sequence; the refusal names one bone and one ply.
    let out = text(&["perft", "--game", "bones", "--heap", "1", "--depth", "1"]);
    assert!(out.contains("\n1 position in "), "{out}");
    assert!(out.starts_with("perft bones (1 bone): "), "{out}");
    assert_eq!(
        refused(&["perft", "--game", "bones", "--heap", "1", "--depth", "2"]),
        "morpion: --depth 2: no game of a heap of 1 bone lasts more than 1 ply; give a depth from 1 to 1\n"
    );
    // A board of one character, which is no 3×3 board.
    assert!(
        refused(&["analyze", "--board", "X"]).contains("it has 1 character and no '/'"),
        "one character"
    );
    // Positions of one stone.
    assert_eq!(
        refused(&["positions", "--stones", "1", "--count", "10"]),
        "morpion: --count 10: only 7 positions have 1 stone (nobody having won); ask for at most 7\n"
    );
}

#[test]
fn a_dot_file_of_one_position_says_position() {
    let dir = Scratch::new("words");
    let path = dir.join("one.dot");
    // One empty cell: one position below the root.
    let out = morpion(&[
        "analyze",
        "--board",
        "XOX/XOO/OX.",
        "--dot",
        path.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let dot = fs::read_to_string(&path).expect("the DOT file");
    assert!(dot.contains(" · 1 position searched · "), "{dot}");
}

#[test]
fn a_book_of_one_position_says_position() {
    let dir = Scratch::new("words-book");
    let path = dir.join("book.txt");
    fs::write(&path, "- -960 -958 0 +959 0 -958 -960\n").expect("written");
    let out = morpion(&book_from(path.to_str().unwrap()));
    assert!(out.status.success());
    let book = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(book.contains("up to 0 stones"), "{book}");
    assert!(
        book.contains("mirror image shares its position's line. 1 position.\n"),
        "{book}"
    );
    let progress = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(
        progress.starts_with("book: 1 position, 0 solver positions, "),
        "{progress}"
    );
}

/// Issue 29, item 11: the help said "a 64 MiB table" where a position with more than 28 empty
/// cells got 1 GiB. The table is now sized to the work, and the help says how: a position near
/// the end is solved in a few MiB, so it is solved under a memory limit far below the 1 GiB of
/// the empty board, alone and through `--stdin`, with the value it has without the limit.
#[test]
fn the_solver_tables_are_the_sizes_the_help_states() {
    let help = text(&["analyze", "--help"]);
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        help.contains(
            "a table sized to the work: 1 MiB, twice as much every two plies to go past 22, at most 1 GiB, one for all the lines of --stdin"
        ),
        "{help}"
    );
    // 14 stones, 28 empty cells: an 8 MiB table.
    let args = [
        "analyze",
        "--game",
        "connect4",
        "--moves",
        "26357735465523",
        "--solve",
        "--value-only",
        "--threads",
        "1",
    ];
    let unlimited = text(&args);
    let out = limited(200_000, &args, Vec::new());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The same answer, only the time differs.
    let value = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|line| line.starts_with("Value") || line.starts_with("Connect Four score"))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(
        value(&String::from_utf8_lossy(&out.stdout)),
        value(&unlimited)
    );
    assert_eq!(value(&unlimited).len(), 2, "{unlimited}");
    let stdin = [
        "analyze",
        "--game",
        "connect4",
        "--stdin",
        "--solve",
        "--value-only",
        "--threads",
        "1",
    ];
    let out = limited(200_000, &stdin, b"26357735465523\n".to_vec());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!out.stdout.is_empty());
}
