//! `morpion book --from FILE` as a real binary: the file is read in bounded lines, and a
//! position given two different lines is refused naming both; nothing here runs the solver.

use crate::common;

use std::fs;
use std::path::PathBuf;

use common::cli::{book_from, refused, text};
use common::scratch::Scratch;

/// The shipped book's line for the empty board.
const EMPTY_BOARD: &str = "- -960 -958 0 +959 0 -958 -960";

/// A file holding `text`, in a fresh folder for one test (removed with the folder, dropped at
/// the end of the test).
fn book_file(name: &str, text: impl AsRef<[u8]>) -> (Scratch, PathBuf) {
    let folder = Scratch::new(&format!("book-{name}"));
    let path = folder.join("book.txt");
    fs::write(&path, text).expect("the file is written");
    (folder, path)
}

/// Issue 29, item 9: `book --from /dev/zero` read without bound (2 GB before failing under a
/// memory limit); a line is read up to 4,096 bytes, as `analyze --stdin` reads them.
#[test]
fn a_file_of_endless_bytes_is_refused_at_its_first_long_line() {
    let stderr = refused(&["book", "--from", "/dev/zero", "--table-mib", "1"]);
    assert!(
        stderr
            .starts_with("morpion: --from /dev/zero: line 1 is longer than 4,096 bytes (\"\\0\\0"),
        "{stderr}"
    );
    assert!(
        stderr.ends_with("…\"): a book's lines hold a few dozen\n"),
        "{stderr}"
    );
    let (_folder, path) = book_file("bytes", [EMPTY_BOARD.as_bytes(), b"\n\xff\xfe\n"].concat());
    let stderr = refused(&["book", "--from", path.to_str().unwrap(), "--table-mib", "1"]);
    assert_eq!(
        stderr,
        format!(
            "morpion: --from {}: line 2 is not UTF-8 text (\"\u{fffd}\u{fffd}\"): a book is text\n",
            path.display()
        )
    );
}

/// Issue 29, item 9: two different lines for one position kept the last silently; now the
/// file is refused naming both lines (a mirror image is the same position). The same line
/// twice is the same knowledge, taken once. (`--plies 0`: the book of the empty board, which
/// the file gives, so nothing is solved.)
#[test]
fn a_position_given_two_different_lines_is_refused_naming_both() {
    let (_folder, path) = book_file(
        "twice",
        format!("{EMPTY_BOARD}\n# a comment\n- -960 -958 0 +959 0 -958 -961\n"),
    );
    let stderr = refused(&book_from(path.to_str().unwrap()));
    assert_eq!(
        stderr,
        format!(
            "morpion: --from {}: opening book, line 3: other values for the position - than line 1 gives: a position has one line\n",
            path.display()
        )
    );
    let (_folder, path) = book_file(
        "mirror",
        "1 -960 +961 +959 +961 -960 +959 -962\n7 -960 +961 +959 +961 -960 +959 -962\n",
    );
    let stderr = refused(&book_from(path.to_str().unwrap()));
    assert!(
        stderr.ends_with(
            "opening book, line 2: other values for the position 7 than line 1 gives its mirror image 1: a position and its mirror image share one line\n"
        ),
        "{stderr}"
    );
    // The same line twice: the book of the empty board, taken from the file, not solved.
    let (_folder, path) = book_file("same", format!("{EMPTY_BOARD}\n{EMPTY_BOARD}\n"));
    let book = text(&book_from(path.to_str().unwrap()));
    assert!(book.ends_with(&format!("{EMPTY_BOARD}\n")), "{book}");
}
