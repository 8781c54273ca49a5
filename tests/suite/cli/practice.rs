//! `morpion practice` as a program: exercises written as text, hand-worked answer files graded, the verdicts, the exit statuses, and `trace --tree`.

use crate::common::cli::{fed, morpion, refused, text};
use crate::common::scratch::Scratch;

const CLASSIC: &str = "((3 12 8) (2 4 6) (14 5 2))";

/// Writes `contents` to a fresh file in a folder of its own, removed when the folder is dropped.
fn file(name: &str, contents: &str) -> (Scratch, std::path::PathBuf) {
    let folder = Scratch::new("practice");
    let path = folder.join(name);
    std::fs::write(&path, contents).unwrap();
    (folder, path)
}

/// `morpion practice --check FILE ARGS…`: its exit status, stdout and stderr.
fn check(name: &str, contents: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let (_folder, path) = file(name, contents);
    let mut all = vec!["practice", "--check", path.to_str().unwrap()];
    all.extend_from_slice(args);
    let out = morpion(&all);
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn seed_42_prints_the_same_exercise_everywhere() {
    assert_eq!(
        text(&["practice", "--seed", "42", "--depth", "2", "--print"]),
        "# morpion practice --seed 42 --depth 2 --branching 3
# a random tree, MAX at the root; alpha-beta tries the children in order.
# One line per node: its name, then the value alpha-beta returns there
# (fail-soft; <=N or >=N when it is only a bound), or cut if the search
# never visits it.
# Replace every ?. A leaf starts as read, with its own value: write cut
# where the search never gets to it. A branch cut as a whole needs cut at
# its top node only: the nodes below it are not graded.
tree ((13 18 16) (20 13) (5 5))
root     ?            # MAX
  1      ?            # MIN
    1.1  13           # leaf 13
    1.2  18           # leaf 18
    1.3  16           # leaf 16
  2      ?            # MIN
    2.1  20           # leaf 20
    2.2  13           # leaf 13
  3      ?            # MIN
    3.1  5            # leaf 5
    3.2  5            # leaf 5
"
    );
    // The default shape is depth 3, branching 3: the tree pinned in games::trees.
    let print = text(&["practice", "--seed", "42", "--print"]);
    assert!(
        print.contains("\ntree (((13 8) (4 14) (5 17 18)) ((18 6) (6 4 12)) ((4 17) (12 1 10)))\n"),
        "{print}"
    );
}

/// What `--check` says of a leaf left read where the search reads it: given, not graded.
const GIVEN: &str = "not graded: a leaf read, as the exercise gives it (the search reads it too)";

/// The classic tree worked by hand, written as a learner would (spaces, ≤, cut): every entry
/// right, exit status 0; the leaves read are as given, not graded.
#[test]
fn the_hand_worked_textbook_tree_is_all_right() {
    let answers = "tree ((3 12 8) (2 4 6) (14 5 2))
root 3 -inf inf
1 3 -inf inf
1.1 3
1.2 12
1.3 8
2 ≤ 2 3 inf
2.1 2
2.2 cut
2.3 cut
3 2 3 inf    # exact: all three leaves were read
3.1 14
3.2 5
3.3 2
";
    let (status, out, err) = check("classic.txt", answers, &["--tree", CLASSIC, "--windows"]);
    assert_eq!((status, err.as_str()), (Some(0), ""));
    assert_eq!(
        out,
        format!(
            "root  right\n1     right\n1.1   {GIVEN}\n1.2   {GIVEN}\n1.3   {GIVEN}\n2     right\n\
             2.1   {GIVEN}\n2.2   right\n2.3   right\n3     right\n3.1   {GIVEN}\n3.2   {GIVEN}\n\
             3.3   {GIVEN}\nscore: 14 of 14 entries right\n"
        )
    );
}

/// The other hand-worked trees, values and cuts only, each graded all right by `--check`
/// (the tree taken from the file's own tree line).
#[test]
fn the_other_hand_worked_trees_are_all_right() {
    let files = [
        // MIN at the root.
        "tree min ((4 9) (3 7) (10 2 1))\nroot 7\n1 9\n1.1 4\n1.2 9\n2 7\n2.1 3\n2.2 7\n3 >=10\n3.1 10\n3.2 cut\n3.3 cut\n",
        // A cut on a tie.
        "tree ((5 8) (5 9 1))\nroot 5\n1 5\n1.1 5\n1.2 8\n2 <=5\n2.1 5\n2.2 cut\n2.3 cut\n",
        // Fail-soft, not fail-hard: 2.1 returns 2 and 2 returns ≤ 2 (fail-hard: 6 and 6).
        "tree ((6 9) ((1 2) 4))\nroot 6\n1 6\n1.1 6\n1.2 9\n2 <=2\n2.1 2\n2.1.1 1\n2.1.2 2\n2.2 cut\n",
    ];
    for (i, answers) in files.iter().enumerate() {
        let (status, out, err) = check(&format!("hand-{i}.txt"), answers, &[]);
        assert_eq!((status, err.as_str()), (Some(0), ""), "{answers}\n{out}");
        assert!(!out.contains("wrong"), "{out}");
    }
}

#[test]
fn mistakes_get_a_line_each_with_the_reason_and_exit_status_1() {
    let answers = "root 3 -inf inf\n1 3 3 inf\n1.1 3\n1.2 12\n1.3 8\n2 2 3 inf\n2.1 2\n2.2 4\n2.3 cut\n3 3 3 inf\n3.1 14\n3.2 5\n";
    let (status, out, err) = check("mistakes.txt", answers, &["--tree", CLASSIC, "--windows"]);
    assert_eq!(status, Some(1));
    assert_eq!(err, "morpion: 5 of 15 entries wrong\n");
    assert_eq!(
        out,
        "root  right
1     wrong  alpha 3 should be -inf: α = −∞ here: no MAX above it has a value yet
1.1   not graded: a leaf read, as the exercise gives it (the search reads it too)
1.2   not graded: a leaf read, as the exercise gives it (the search reads it too)
1.3   not graded: a leaf read, as the exercise gives it (the search reads it too)
2     wrong  value 2 should be <=2: MIN stopped after 2.1: 2 ≤ α = 3, so the rest are cut and MIN is only known to hold MAX to at most that: ≤ 2
2.1   not graded: a leaf read, as the exercise gives it (the search reads it too)
2.2   wrong  value 4 should be cut: never searched: α = 3 there, since MAX at the root is already sure of 3 through 1; so once MIN at 2 fell to 2 through 2.1, the rest are cut
2.3   right
3     wrong  value 3 should be 2: 3 is what fail-hard alpha-beta returns (the value clipped to the window); this search is fail-soft and returns the best it found: 2
3.1   not graded: a leaf read, as the exercise gives it (the search reads it too)
3.2   not graded: a leaf read, as the exercise gives it (the search reads it too)
3.3   wrong  value ? should be 2: no answer
score: 10 of 15 entries right
"
    );
}

#[test]
fn the_json_verdicts_give_each_entry() {
    let answers = "1 3\n2.2 4\n";
    let (_folder, path) = file("json.txt", answers);
    let out = morpion(&[
        "practice",
        "--tree",
        CLASSIC,
        "--check",
        path.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 14);
    assert_eq!(
        lines[1],
        serde_json::json!({"node": "1", "right": true, "entries": [
            {"entry": "value", "answer": "3", "expected": "3", "right": true}
        ]})
    );
    assert_eq!(lines[7]["node"], "2.2");
    assert_eq!(lines[7]["entries"][0]["expected"], "cut");
    assert_eq!(lines[7]["entries"][0]["answer"], "4");
    assert!(
        lines[7]["entries"][0]["reason"]
            .as_str()
            .unwrap()
            .starts_with("never searched: α = 3 there")
    );
    assert_eq!(lines[13], serde_json::json!({"right": 1, "total": 13}));
}

#[test]
fn answers_come_on_standard_input_too() {
    let out = fed(
        &["practice", "--seed", "42", "--depth", "2", "--check", "-"],
        b"root 5\n".to_vec(),
    );
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.starts_with(
            "root  wrong  value 5 should be 13: MAX returns the largest value its children returned: 13, from 1\n\
             1     wrong  value ? should be 13: no answer\n"
        ),
        "{stdout}"
    );
    assert!(
        stdout.ends_with("score: 0 of 11 entries right\n"),
        "{stdout}"
    );
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "morpion: 11 of 11 entries wrong\n"
    );
}

#[test]
fn the_solution_checks_all_right_for_every_kind() {
    for args in [
        vec![
            "--seed",
            "7",
            "--depth",
            "4",
            "--branching",
            "4",
            "--root",
            "min",
        ],
        vec!["--kind", "2x2"],
        vec!["--kind", "bones", "--heap", "5"],
        vec!["--kind", "endgame", "--seed", "3"],
        vec!["--board", "XO./XO./..X"],
    ] {
        for windows in [false, true] {
            let mut all = vec!["practice", "--solution"];
            all.extend_from_slice(&args);
            if windows {
                all.push("--windows");
            }
            let solution = text(&all);
            let mut check_args = args.clone();
            if windows {
                check_args.push("--windows");
            }
            let (status, out, _) = check("solution.txt", &solution, &check_args);
            assert_eq!(status, Some(0), "{args:?}\n{solution}\n{out}");
        }
    }
}

#[test]
fn the_tutorials_trees_are_the_facts() {
    let two = text(&["practice", "--kind", "2x2", "--solution"]);
    // tests/FACTS.md: 41 positions with the root; the first player wins (+1).
    assert_eq!(
        two.lines()
            .filter(|l| !l.starts_with('#') && !l.starts_with("tree"))
            .count(),
        41
    );
    assert!(two.contains("\nroot         1            # MAX\n"), "{two}");
    assert!(two.contains("# MIN after a1\n"), "{two}");
    let bones = text(&["practice", "--kind", "bones", "--heap", "4", "--solution"]);
    // A heap of 4 is lost by the first player.
    assert!(
        bones.contains("\nroot             -1           # MAX\n"),
        "{bones}"
    );
    assert!(
        bones.contains("# morpion practice --kind bones --heap 4\n"),
        "{bones}"
    );
    let endgame = text(&["practice", "--kind", "endgame", "--seed", "7", "--print"]);
    assert!(
        endgame.starts_with("# morpion practice --kind endgame --seed 7\n# 3×3 tic-tac-toe from X../X.O/O.X, O to move: MAX is O, MIN is X;\n#     X . .\n#     X . O\n#     O . X\n# a leaf is +1 when MAX (O) has won, -1 when MIN (X) has, 0 for a draw;"),
        "{endgame}"
    );
    // X to move where the marks are even: MAX is X.
    let x = text(&[
        "practice",
        "--kind",
        "endgame",
        "--board",
        "XOX/OXO/...",
        "--print",
    ]);
    assert!(x.contains("from XOX/OXO/..., X to move: MAX is X, MIN is O;\n#     X O X\n#     O X O\n#     . . .\n# a leaf is +1 when MAX (X) has won"), "{x}");
    // Without --heap, the bones exercise has cuts to find.
    let default = text(&["practice", "--kind", "bones", "--solution"]);
    assert!(
        default.starts_with("# morpion practice --kind bones --heap 5\n"),
        "{default}"
    );
    assert_eq!(
        default
            .lines()
            .filter(|l| !l.starts_with('#') && l.contains(" cut "))
            .count(),
        4, // 2.2 and 2.2.1 below it, 2.3, 3.2
        "{default}"
    );
}

#[test]
fn bad_exercises_and_unreadable_answers_are_refused() {
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec!["--tree", "((3 12) (4)", "--print"],
            "morpion: --tree: '(' is never closed: 1 more ')' needed (at character 1)\n",
        ),
        (
            vec!["--heap", "4", "--kind", "random", "--print"],
            "morpion: --heap is for the bones kind only\n",
        ),
        (
            vec!["--tree", CLASSIC, "--seed", "3", "--print"],
            "morpion: --seed is for random trees and drawn end-game positions only\n",
        ),
        (
            vec!["--kind", "2x2", "--depth", "3", "--print"],
            "morpion: --depth, --branching and --root is for random trees (--kind random) only\n",
        ),
        (
            vec!["--board", "XXX/OO./...", "--print"],
            "morpion: --board \"XXX/OO./...\": the game on this board is already over: X has a line\n",
        ),
        (
            vec!["--board", "XO./.X./..O", "--print"],
            "morpion: --board \"XO./.X./..O\": the game's tree has more than 65 positions: give a position with at most 4 empty cells\n",
        ),
    ];
    for (args, message) in &cases {
        let mut all = vec!["practice"];
        all.extend_from_slice(args);
        assert_eq!(refused(&all), *message, "{args:?}");
    }
    assert!(refused(&["practice", "--depth", "5", "--print"]).contains("5 is not in 2..=4"));
    assert!(refused(&["practice", "--heap", "7", "--print"]).contains("7 is not in 1..=6"));
    let (status, out, err) = check("another.txt", "tree ((1 2) (3 4))\n", &["--tree", CLASSIC]);
    assert_eq!((status, out.as_str()), (Some(2), ""));
    assert_eq!(
        err,
        "morpion: the answers, line 1: this file is for another tree, ((1 2) (3 4)); the exercise's is ((3 12 8) (2 4 6) (14 5 2))\n"
    );
    let (status, _, err) = check("no-tree.txt", "root 3\n", &[]);
    assert_eq!(status, Some(2));
    assert_eq!(
        err,
        "morpion: the answers name no tree: give the exercise's flags (--seed N, --tree TREE, …) or a `tree` line\n"
    );
    let (status, _, err) = check("bad-line.txt", "root 3\nroot 4\n", &["--tree", CLASSIC]);
    assert_eq!(status, Some(2));
    assert_eq!(
        err,
        "morpion: the answers, line 2: root has a line already (line 1)\n"
    );
}

#[test]
fn trace_follows_the_search_on_a_tree() {
    let trace = text(&["trace", "--tree", CLASSIC]);
    assert!(
        trace.contains("\n  2: cut, best +2 ≤ α +3: 2.2, 2.3 skipped\n"),
        "{trace}"
    );
    // Practice's names, a leaf a plain score, each side named once.
    assert!(trace.starts_with("root: MAX to move, α -∞, β +∞\n  1: enter, MIN to move, α -∞, β +∞\n    1.1: enter a leaf, α -∞, β +∞\n    1.1: leaf: +3\n  1: 1.1 returns +3, best +3, β +3\n"), "{trace}");
    assert!(!trace.contains("game over"), "{trace}");
    // The same bounds practice grades: node 2 only at most 2 (its cut), node 3 exactly 2.
    assert!(
        trace.contains(
            "\n  2: exit with ≤ +2 (at most: +2 ≤ α +3, 2 moves skipped by 1 cut below)\nroot: 2 returns ≤ +2, best stays +3\n"
        ),
        "{trace}"
    );
    assert!(
        trace.contains("\n  3: exit with +2 (exact: nothing skipped below, though +2 ≤ α +3)\n"),
        "{trace}"
    );
    assert!(
        trace.ends_with(
            "done: 33 steps, 10 positions entered (the count analyze reports), value 3\n"
        ),
        "{trace}"
    );
    let plain = text(&["trace", "--tree", CLASSIC, "--pruning", "off"]);
    assert!(
        plain.ends_with("12 positions entered (the count analyze reports), value 3\n"),
        "{plain}"
    );
    // MIN at the root: the steps from MAX's side, as the figure gives the leaves.
    let min = text(&["trace", "--tree", "min ((4 9) (3 7) (10 2 1))"]);
    assert!(min.starts_with("root: MIN to move, α -∞, β +∞\n"), "{min}");
    assert!(
        min.contains("\n  3: cut, best +10 ≥ β +7: 3.2, 3.3 skipped\n"),
        "{min}"
    );
    assert!(
        min.ends_with("8 positions entered (the count analyze reports), value 7\n"),
        "{min}"
    );
    assert!(
        refused(&["trace", "--tree", "(1 2", "--board", "........."])
            .contains("cannot be used with")
    );
}

/// `--print`'s file with the line of each node NAME given replaced by its answers.
fn filled_in(printed: &str, answers: &[(&str, &str)]) -> String {
    printed
        .lines()
        .map(|line| {
            let name = line.split_whitespace().next().unwrap_or("");
            match answers.iter().find(|(node, _)| *node == name) {
                Some((node, answer)) => format!("{node} {answer}"),
                _ => line.to_owned(),
            }
        })
        .map(|line| line + "\n")
        .collect()
}

/// The classic figure's windows exercise as `--print` writes it, filled in right by hand.
fn classic_windows_filled_in() -> String {
    let printed = text(&["practice", "--tree", CLASSIC, "--windows", "--print"]);
    assert!(
        printed.starts_with(&format!(
            "# morpion practice --tree \"{CLASSIC}\" --windows\n"
        )),
        "{printed}"
    );
    filled_in(
        &printed,
        &[
            ("root", "3 -inf inf"),
            ("1", "3 -inf inf"),
            ("2", "<=2 3 inf"),
            ("2.2", "cut"),
            ("2.3", "cut"),
            ("3", "2 3 inf"),
        ],
    )
}

#[test]
fn check_takes_the_windows_exercise_from_the_files_first_line() {
    let answers = classic_windows_filled_in();
    let all_right = format!(
        "root  right\n1     right\n1.1   {GIVEN}\n1.2   {GIVEN}\n1.3   {GIVEN}\n2     right\n\
         2.1   {GIVEN}\n2.2   right\n2.3   right\n3     right\n3.1   {GIVEN}\n3.2   {GIVEN}\n\
         3.3   {GIVEN}\nscore: 14 of 14 entries right\n"
    );
    // No flag, the tree flag alone, or both: the same exercise, the windows graded.
    for flags in [&[][..], &["--tree", CLASSIC], &["--windows"]] {
        let (status, out, err) = check("windows.txt", &answers, flags);
        assert_eq!((status, err.as_str()), (Some(0), ""), "{flags:?}");
        assert_eq!(out, all_right, "{flags:?}");
    }
    // A wrong window is graded as one, not refused.
    let wrong = answers.replace("\n3 2 3 inf\n", "\n3 2 2 inf\n");
    let (status, out, _) = check("wrong-window.txt", &wrong, &[]);
    assert_eq!(status, Some(1));
    assert!(
        out.contains("\n3     wrong  alpha 2 should be 3: "),
        "{out}"
    );
}

#[test]
fn check_takes_a_random_trees_seed_shape_and_root_side_from_the_files_first_line() {
    for flags in [
        &["--seed", "5", "--windows"][..],
        &["--seed", "7", "--depth", "2", "--root", "min"],
        &["--kind", "bones", "--heap", "4", "--windows"],
        &["--kind", "endgame", "--seed", "3"],
    ] {
        let solution = text(&[&["practice", "--solution"][..], flags].concat());
        let (status, out, err) = check("solution.txt", &solution, &[]);
        assert_eq!((status, err.as_str()), (Some(0), ""), "{flags:?}\n{out}");
        assert!(!out.contains("wrong"), "{flags:?}\n{out}");
        // The file's own flags again agree with it.
        let (status, _, err) = check("solution.txt", &solution, flags);
        assert_eq!((status, err.as_str()), (Some(0), ""), "{flags:?}");
    }
}

#[test]
fn check_refuses_flags_that_disagree_with_the_files_first_line_and_says_which() {
    let windows = classic_windows_filled_in();
    let header = format!("morpion practice --tree \"{CLASSIC}\" --windows");
    let (status, out, err) = check("windows.txt", &windows, &["--tree", "((1 2) (3 4))"]);
    assert_eq!((status, out.as_str()), (Some(2), ""));
    assert_eq!(
        err,
        format!(
            "morpion: the flags set the tree ((1 2) (3 4)), the answers' first line ({header}) \
             the tree {CLASSIC}: give the file's flags, or none\n"
        )
    );
    let (status, _, err) = check(
        "windows.txt",
        &windows,
        &["--tree", &format!("min {CLASSIC}")],
    );
    assert_eq!(status, Some(2));
    assert_eq!(
        err,
        format!(
            "morpion: the flags put MIN at the root, the answers' first line ({header}) \
             MAX: give the file's flags, or none\n"
        )
    );
    let values = text(&["practice", "--seed", "5", "--solution"]);
    let (status, _, err) = check("values.txt", &values, &["--windows"]);
    assert_eq!(status, Some(2));
    assert_eq!(
        err,
        "morpion: --windows asks for alpha and beta, the answers' first line (morpion practice \
         --seed 5 --depth 3 --branching 3) for values only: give the file's flags, or none\n"
    );
    // A first line morpion did not write as it writes it.
    let edited = windows.replacen("--windows", "--windowz", 1);
    let (status, _, err) = check("edited.txt", &edited, &[]);
    assert_eq!(status, Some(2));
    assert!(
        err.starts_with(&format!(
            "morpion: the answers' first line (morpion practice --tree \"{CLASSIC}\" --windowz) \
             is not a practice command: "
        )),
        "{err}"
    );
}
