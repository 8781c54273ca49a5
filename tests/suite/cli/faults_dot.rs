//! `analyze --dot FILE` follows the game's rule: a new file only, an existing one with
//! `--force`, never through a symbolic link; the analysis is printed whatever happens to the file.

use crate::common;

use std::fs;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};

use common::cli::morpion;
use common::scratch::Scratch;

/// A fresh, empty folder for one test, removed when dropped (a failing test's too).
fn folder(name: &str) -> Scratch {
    Scratch::new(&format!("dot-{name}"))
}

/// `analyze --board X........ --dot PATH [EXTRA…]`: status, stdout and stderr.
fn analyze_into(path: &Path, extra: &[&str]) -> (Option<i32>, String, String) {
    let mut args = vec![
        "analyze",
        "--board",
        "X........",
        "--dot",
        path.to_str().expect("a UTF-8 path"),
    ];
    args.extend_from_slice(extra);
    let out = morpion(&args);
    (
        out.status.code(),
        String::from_utf8(out.stdout).expect("UTF-8"),
        String::from_utf8(out.stderr).expect("UTF-8"),
    )
}

/// The analysis `analyze --board X........` prints without `--dot`.
fn analysis() -> String {
    let out = morpion(&["analyze", "--board", "X........"]);
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The text with its time line left out (the only line that changes from run to run).
fn without_time(text: &str) -> Vec<&str> {
    text.lines().filter(|l| !l.starts_with("Time: ")).collect()
}

#[test]
fn an_existing_file_is_kept_unless_forced_and_the_analysis_is_printed_anyway() {
    let dir = folder("existing");
    let path = dir.join("tree.dot");
    fs::write(&path, "keep me\n").expect("the file is written");
    let (code, stdout, stderr) = analyze_into(&path, &[]);
    assert_eq!(code, Some(2));
    assert_eq!(without_time(&stdout), without_time(&analysis()));
    assert_eq!(
        stderr,
        format!(
            "morpion: the DOT file {} already exists: give another name, or --force to replace it\n",
            path.display()
        )
    );
    assert_eq!(fs::read_to_string(&path).expect("readable"), "keep me\n");

    let (code, _, stderr) = analyze_into(&path, &["--force"]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(
        fs::read_to_string(&path)
            .expect("readable")
            .starts_with("digraph search {")
    );
    // A new name needs no --force.
    let fresh = dir.join("fresh.dot");
    assert_eq!(analyze_into(&fresh, &[]).0, Some(0));
    assert!(fresh.exists());
}

#[test]
fn a_symbolic_link_is_never_followed() {
    let dir = folder("links");
    let target = dir.join("target.txt");
    fs::write(&target, "precious\n").expect("the file is written");
    let link = dir.join("link.dot");
    symlink(&target, &link).expect("the link is made");
    let dangling = dir.join("dangling.dot");
    let nowhere = dir.join("nowhere.txt");
    symlink(&nowhere, &dangling).expect("the link is made");

    let (code, stdout, stderr) = analyze_into(&link, &["--force"]);
    assert_eq!(code, Some(2));
    assert_eq!(without_time(&stdout), without_time(&analysis()));
    assert_eq!(
        stderr,
        format!(
            "morpion: the DOT file {} is a symbolic link, which is never followed: give the path of the file itself\n",
            link.display()
        )
    );
    for extra in [&[][..], &["--force"]] {
        assert_eq!(analyze_into(&link, extra).0, Some(2), "{extra:?}");
        assert_eq!(analyze_into(&dangling, extra).0, Some(2), "{extra:?}");
    }
    assert_eq!(fs::read_to_string(&target).expect("readable"), "precious\n");
    assert!(!nowhere.exists(), "a dangling link was followed");
}

#[test]
fn a_file_that_cannot_be_written_comes_after_the_analysis() {
    let path = PathBuf::from("/no/such/dir/t.dot");
    let (code, stdout, stderr) = analyze_into(&path, &[]);
    assert_eq!(code, Some(1));
    assert_eq!(without_time(&stdout), without_time(&analysis()));
    assert_eq!(
        stderr,
        "morpion: could not write the DOT file /no/such/dir/t.dot: No such file or directory (os error 2)\n"
    );
    let out = morpion(&["analyze", "--board", "X........", "--force"]);
    assert_eq!(out.status.code(), Some(2), "--force without --dot");
}

/// Issue 29, item 9: `--dot FIFO --force` hung after printing, the FIFO opened to write and
/// waiting for a reader. What is not a regular file (a FIFO, a folder, a device) is refused
/// with what it is, the analysis printed first, and nothing written to it.
#[test]
fn what_is_not_a_regular_file_is_refused_with_what_it_is() {
    let dir = folder("not-files");
    let fifo = dir.join("tree.dot");
    let name = std::ffi::CString::new(fifo.to_str().expect("a UTF-8 path")).expect("no NUL");
    // SAFETY: mkfifo with a NUL-terminated path.
    assert_eq!(
        unsafe { libc::mkfifo(name.as_ptr(), 0o600) },
        0,
        "the FIFO is made"
    );
    let sub = dir.join("sub.dot");
    fs::create_dir(&sub).expect("the folder is made");
    for (path, kind) in [
        (fifo.as_path(), "a FIFO"),
        (sub.as_path(), "a folder"),
        (Path::new("/dev/null"), "a device"),
    ] {
        let (code, stdout, stderr) = analyze_into(path, &["--force"]);
        assert_eq!(code, Some(2), "{stderr}");
        assert_eq!(without_time(&stdout), without_time(&analysis()));
        assert_eq!(
            stderr,
            format!(
                "morpion: the DOT file {} is {kind}, not a regular file: give the path of a file\n",
                path.display()
            )
        );
    }
    // Without --force it exists already, as before.
    let (code, _, stderr) = analyze_into(&fifo, &[]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("already exists"), "{stderr}");
}
