//! The answer file: an exercise written as text, read back, and the lines it refuses with their line numbers.

use morpion::analysis::practice::answer_file::{read, write};
use morpion::analysis::practice::{Exercise, NodeAnswer, Origin, Task, ValueAnswer};
use morpion::engine::{Bound, INFINITY};
use morpion::games::trees::parse;

fn exercise(text: &str, task: Task) -> Exercise {
    Exercise::new(parse(text).unwrap(), Origin::Given, task)
}

#[test]
fn the_template_lists_every_node_in_search_order_with_what_to_fill_in() {
    let ex = exercise("((3 12 8) (2 4 6) (14 5 2))", Task::Values);
    let blank = vec![NodeAnswer::default(); ex.tree.nodes().len()];
    assert_eq!(
        write(
            &ex,
            "morpion practice --tree \"((3 12 8) (2 4 6) (14 5 2))\"",
            &blank
        ),
        "# morpion practice --tree \"((3 12 8) (2 4 6) (14 5 2))\"
# One line per node: its name, then the value alpha-beta returns there
# (fail-soft; <=N or >=N when it is only a bound), or cut if the search
# never visits it.
# Replace every ?. A leaf starts as read, with its own value: write cut
# where the search never gets to it. A branch cut as a whole needs cut at
# its top node only: the nodes below it are not graded.
tree ((3 12 8) (2 4 6) (14 5 2))
root     ?            # MAX
  1      ?            # MIN
    1.1  ?            # leaf 3
    1.2  ?            # leaf 12
    1.3  ?            # leaf 8
  2      ?            # MIN
    2.1  ?            # leaf 2
    2.2  ?            # leaf 4
    2.3  ?            # leaf 6
  3      ?            # MIN
    3.1  ?            # leaf 14
    3.2  ?            # leaf 5
    3.3  ?            # leaf 2
"
    );
}

#[test]
fn the_windows_template_asks_alpha_and_beta_of_inner_nodes_only() {
    let ex = exercise("min ((4 9) (3 7))", Task::Windows);
    assert_eq!(
        write(&ex, "min ((4 9) (3 7))", &ex.solution()),
        "# min ((4 9) (3 7))
# One line per node: its name, then the value alpha-beta returns there
# (fail-soft; <=N or >=N when it is only a bound), or cut if the search
# never visits it; then, for each node that is not a leaf, alpha and
# beta on entering it (-inf, inf for none yet).
tree min ((4 9) (3 7))
root     7 -inf inf   # MIN
  1      9 -inf inf   # MAX
    1.1  4            # leaf 4
    1.2  9            # leaf 9
  2      7 -inf 9     # MAX
    2.1  3            # leaf 3
    2.2  7            # leaf 7
"
    );
}

#[test]
fn a_written_answer_reads_back_the_same() {
    for text in [
        "((3 12 8) (2 4 6) (14 5 2))",
        "min ((4 9) (3 7) (10 2 1))",
        "(((3 5) (6 1)) ((2 4) (7 8)))",
    ] {
        for task in [Task::Values, Task::Windows] {
            let ex = exercise(text, task);
            let file = write(&ex, "", &ex.solution());
            assert_eq!(read(&ex, &file), Ok(ex.solution()), "{file}");
        }
    }
}

#[test]
fn answers_may_be_spelt_several_ways() {
    let ex = exercise("((3 12 8) (2 4 6) (14 5 2))", Task::Windows);
    let file = "# mine\n\
                2 ≤ 2  3 +∞\n\
                \t 3   <=  2 3 INF   # spaces around the sign\n\
                1 3 -∞ ∞\n\
                2.2 -\n\
                2.3 CUT\n\
                3.3 ?\n\
                root 3 ? ?\n";
    let answers = read(&ex, file).unwrap();
    let at = |name: &str| answers[ex.tree.find(name).unwrap()];
    let upper_2 = ValueAnswer::Value {
        value: 2,
        bound: Bound::Upper,
    };
    assert_eq!(at("2").value, upper_2);
    assert_eq!((at("2").alpha, at("2").beta), (Some(3), Some(INFINITY)));
    assert_eq!(at("3").value, upper_2);
    assert_eq!(at("1").alpha, Some(-INFINITY));
    assert_eq!(at("2.2").value, ValueAnswer::NotVisited);
    assert_eq!(at("2.3").value, ValueAnswer::NotVisited);
    assert_eq!(at("3.3").value, ValueAnswer::Blank);
    assert_eq!((at("root").alpha, at("root").beta), (None, None));
    // No line: no answer.
    assert_eq!(at("1.1"), NodeAnswer::default());
}

#[test]
fn a_file_that_cannot_be_graded_says_which_line_and_why() {
    let values = exercise("((3 12 8) (2 4 6) (14 5 2))", Task::Values);
    let windows = exercise("((3 12 8) (2 4 6) (14 5 2))", Task::Windows);
    let cases = [
        (
            &values,
            "1 3\n4 2\n",
            "line 2: no node is named \"4\": names are root, 1, 2, 1.1, 1.2, … (the children's numbers from the root)",
        ),
        (
            &values,
            "1 3\n\n1 3\n",
            "line 3: 1 has a line already (line 1)",
        ),
        (
            &values,
            "1\n",
            "line 1: 1 has no value: write one, cut, or ?",
        ),
        (
            &values,
            "1 three\n",
            "line 1: \"three\" is not a value: write a number (3, -2), a bound (<=2, >=5), cut, or ?",
        ),
        (
            &values,
            "1 3 -inf inf\n",
            "line 1: 1: this exercise asks for values only, not \"-inf inf\" (alpha and beta are for the windows exercise, which --windows sets)",
        ),
        (
            &windows,
            "1.1 3 -inf inf\n",
            "line 1: 1.1 is a leaf: write its value or cut, no alpha and beta",
        ),
        (
            &windows,
            "1 3 -inf\n",
            "line 1: 1: after the value come two entries, alpha and beta, not \"-inf\"",
        ),
        (
            &windows,
            "1 3 -inf lots\n",
            "line 1: \"lots\" is not a value of beta: write a number, -inf, inf, or ?",
        ),
        (
            &values,
            "tree ((3 12 8) (2 4 6))\n",
            "line 1: this file is for another tree, ((3 12 8) (2 4 6)); the exercise's is ((3 12 8) (2 4 6) (14 5 2))",
        ),
        (
            &values,
            "tree ((3 12 8)\n",
            "line 1: the tree: '(' is never closed: 1 more ')' needed (at character 1)",
        ),
    ];
    for (ex, file, message) in cases {
        assert_eq!(read(ex, file).unwrap_err().to_string(), message, "{file:?}");
    }
}
