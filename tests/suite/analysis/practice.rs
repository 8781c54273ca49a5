//! Practice's answer key on hand-worked trees (every entry worked out by hand), against an independent alpha-beta on random trees, and the grading's mistakes with their reasons.

use morpion::analysis::practice::{
    AnswerKey, Exercise, Graded, Mark, NodeAnswer, NodeKey, Origin, Task, ValueAnswer, explain,
};
use morpion::engine::{Bound, INFINITY, Score, Side};
use morpion::games::trees::{MAX_DEPTH, MIN_DEPTH, NodeIndex, Shape, Tree, parse};
use morpion::i18n::{EN, FR};

fn tree(text: &str) -> Tree {
    parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn bound_text(score: Score) -> String {
    match score {
        s if s <= -INFINITY => "-inf".to_owned(),
        s if s >= INFINITY => "+inf".to_owned(),
        s => s.to_string(),
    }
}

/// The key, one line per node in search order: its window on entering and the value it
/// returns (≤/≥ for a bound, "hard N" where fail-hard returns another number), or how it is
/// never visited.
fn key_lines(t: &Tree, key: &AnswerKey) -> String {
    let mut lines = Vec::new();
    for node in t.preorder() {
        let line = match key.node(node) {
            NodeKey::Visited(visit) => {
                let prefix = match visit.bound {
                    Bound::Exact => "",
                    Bound::Upper => "<=",
                    Bound::Lower => ">=",
                };
                let hard = if visit.fail_hard == visit.value {
                    String::new()
                } else {
                    format!(" hard {}", visit.fail_hard)
                };
                format!(
                    "{} ({}, {}) {prefix}{}{hard}",
                    t.name(node),
                    bound_text(visit.window.alpha),
                    bound_text(visit.window.beta),
                    visit.value
                )
            }
            NodeKey::Cut { parent } => format!("{} cut at {}", t.name(node), t.name(*parent)),
            NodeKey::Inside { branch } => format!("{} inside {}", t.name(node), t.name(*branch)),
        };
        lines.push(line);
    }
    lines.join("\n")
}

/// The tree of `text` and its key, whose lines ([`key_lines`]) are `lines`.
fn keyed(text: &str, lines: &str) -> (Tree, AnswerKey) {
    let t = tree(text);
    let key = AnswerKey::of(&t);
    assert_eq!(key_lines(&t, &key), lines, "{text}");
    (t, key)
}

/// The classic figure (AIMA's): MAX over three MIN nodes. Root 3; one cut, at the second MIN
/// node, skipping 4 and 6; 10 positions below the root against 12; the third MIN node exact
/// at 2 (every child searched), though 2 ≤ α.
#[test]
fn the_textbook_tree_by_hand() {
    let (t, key) = keyed(
        "((3 12 8) (2 4 6) (14 5 2))",
        "root (-inf, +inf) 3
1 (-inf, +inf) 3
1.1 (-inf, +inf) 3
1.2 (-inf, 3) 12
1.3 (-inf, 3) 8
2 (3, +inf) <=2 hard 3
2.1 (3, +inf) 2
2.2 cut at 2
2.3 cut at 2
3 (3, +inf) 2 hard 3
3.1 (3, +inf) 14
3.2 (3, 14) 5
3.3 (3, 5) 2",
    );
    assert_eq!(key.value, 3);
    assert_eq!((key.positions, key.positions_minimax), (10, 12));
    assert_eq!(key.visited(), 11);
    let second = key.node(t.find("2").unwrap()).visit().unwrap();
    let cut = second.cut.as_ref().unwrap();
    assert_eq!(
        cut.skipped,
        [t.find("2.2").unwrap(), t.find("2.3").unwrap()]
    );
    assert_eq!(
        (cut.side, cut.best, cut.last),
        (Side::Min, 2, t.find("2.1").unwrap())
    );
    // Where each bound comes from: α = 3 at the second MIN node from the root's first child.
    let alpha_from = second.window.alpha_from.unwrap();
    assert_eq!(
        (alpha_from.node, alpha_from.through),
        (0, t.find("1").unwrap())
    );
    let leaf = key.node(t.find("3.3").unwrap()).visit().unwrap();
    let beta_from = leaf.window.beta_from.unwrap();
    assert_eq!(
        (beta_from.node, beta_from.through),
        (t.find("3").unwrap(), t.find("3.2").unwrap())
    );
}

/// MIN at the root: MAX below it. Root 7; a cut at the third MAX node on reaching 10 ≥ β = 7.
#[test]
fn a_tree_with_min_at_the_root_by_hand() {
    let (_, key) = keyed(
        "min ((4 9) (3 7) (10 2 1))",
        "root (-inf, +inf) 7
1 (-inf, +inf) 9
1.1 (-inf, +inf) 4
1.2 (4, +inf) 9
2 (-inf, 9) 7
2.1 (-inf, 9) 3
2.2 (3, 9) 7
3 (-inf, 7) >=10 hard 7
3.1 (-inf, 7) 10
3.2 cut at 3
3.3 cut at 3",
    );
    assert_eq!(key.value, 7);
    assert_eq!((key.positions, key.positions_minimax), (8, 10));
}

/// A cut on a tie: the second MIN node's first leaf equals α, which is enough (best ≤ α).
#[test]
fn a_cut_on_a_tie_by_hand() {
    let (_, key) = keyed(
        "((5 8) (5 9 1))",
        "root (-inf, +inf) 5
1 (-inf, +inf) 5
1.1 (-inf, +inf) 5
1.2 (-inf, 5) 8
2 (5, +inf) <=5
2.1 (5, +inf) 5
2.2 cut at 2
2.3 cut at 2",
    );
    assert_eq!((key.positions, key.positions_minimax), (5, 7));
}

/// Fail-soft and fail-hard part: the MAX node 2.1 returns 2 (exact: both leaves read), where
/// fail-hard returns α = 6; its MIN parent then cuts with ≤ 2, fail-hard with 6.
#[test]
fn fail_soft_and_fail_hard_return_different_values_by_hand() {
    let (_, key) = keyed(
        "((6 9) ((1 2) 4))",
        "root (-inf, +inf) 6
1 (-inf, +inf) 6
1.1 (-inf, +inf) 6
1.2 (-inf, 6) 9
2 (6, +inf) <=2 hard 6
2.1 (6, +inf) 2 hard 6
2.1.1 (6, +inf) 1
2.1.2 (6, +inf) 2
2.2 cut at 2",
    );
    assert_eq!(key.value, 6);
    assert_eq!((key.positions, key.positions_minimax), (7, 8));
}

/// Three levels: a cut at a MAX node (β from its MIN parent), and a cut branch with leaves
/// below it, which are never reached.
#[test]
fn a_cut_branch_with_a_subtree_by_hand() {
    let (_, key) = keyed(
        "(((3 5) (6 1)) ((2 4) (7 8)))",
        "root (-inf, +inf) 5
1 (-inf, +inf) 5
1.1 (-inf, +inf) 5
1.1.1 (-inf, +inf) 3
1.1.2 (3, +inf) 5
1.2 (-inf, 5) >=6 hard 5
1.2.1 (-inf, 5) 6
1.2.2 cut at 1.2
2 (5, +inf) <=4 hard 5
2.1 (5, +inf) 4 hard 5
2.1.1 (5, +inf) 2
2.1.2 (5, +inf) 4
2.2 cut at 2
2.2.1 inside 2.2
2.2.2 inside 2.2",
    );
    assert_eq!((key.positions, key.positions_minimax), (10, 14));
}

/// What an independent textbook alpha-beta (MAX and MIN written out, no negamax) finds at a
/// node: the window on entering, the fail-soft value, and the fail-hard one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Reference {
    alpha: Score,
    beta: Score,
    soft: Score,
    hard: Score,
}

fn soft(
    t: &Tree,
    n: NodeIndex,
    mut alpha: Score,
    mut beta: Score,
    out: &mut [Option<Reference>],
) -> Score {
    let window = (alpha, beta);
    let value = match t.node(n).leaf {
        Some(v) => v,
        None => {
            let max = t.side(n) == Side::Max;
            let mut best = if max { -INFINITY } else { INFINITY };
            for &c in &t.node(n).children {
                let v = soft(t, c, alpha, beta, out);
                if max {
                    best = best.max(v);
                    alpha = alpha.max(best);
                    if best >= beta {
                        break;
                    }
                } else {
                    best = best.min(v);
                    beta = beta.min(best);
                    if best <= alpha {
                        break;
                    }
                }
            }
            best
        }
    };
    out[n] = Some(Reference {
        alpha: window.0,
        beta: window.1,
        soft: value,
        hard: 0,
    });
    value
}

fn hard(
    t: &Tree,
    n: NodeIndex,
    mut alpha: Score,
    mut beta: Score,
    out: &mut [Option<Reference>],
) -> Score {
    let value = match t.node(n).leaf {
        Some(v) => v,
        None if t.side(n) == Side::Max => 'node: {
            for &c in &t.node(n).children {
                let v = hard(t, c, alpha, beta, out);
                if v >= beta {
                    break 'node beta;
                }
                alpha = alpha.max(v);
            }
            alpha
        }
        None => 'node: {
            for &c in &t.node(n).children {
                let v = hard(t, c, alpha, beta, out);
                if v <= alpha {
                    break 'node alpha;
                }
                beta = beta.min(v);
            }
            beta
        }
    };
    if let Some(r) = out[n].as_mut() {
        r.hard = value;
    }
    value
}

/// On hundreds of random trees of every shape and both roots, the key read from the engine's
/// steps agrees with the independent alpha-beta at every node: which are visited, their
/// windows, fail-soft and fail-hard values; and every bound the key gives is true of plain
/// minimax's value (an exact value is minimax's own).
#[test]
fn the_key_agrees_with_an_independent_alpha_beta_on_random_trees() {
    let mut exact_outside_window = 0;
    for depth in MIN_DEPTH..=MAX_DEPTH {
        for branching in 2..=4 {
            for root in [Side::Max, Side::Min] {
                for seed in 0..40 {
                    let t = Shape {
                        depth,
                        branching,
                        root,
                    }
                    .tree(seed);
                    let key = AnswerKey::of(&t);
                    let mut reference = vec![None; t.nodes().len()];
                    soft(&t, 0, -INFINITY, INFINITY, &mut reference);
                    hard(&t, 0, -INFINITY, INFINITY, &mut reference);
                    assert_eq!(key.value, t.minimax(0), "{t}");
                    for (n, r) in reference.iter().enumerate() {
                        let Some(r) = r else {
                            assert!(key.node(n).visit().is_none(), "{t} {}", t.name(n));
                            continue;
                        };
                        let visit = key.node(n).visit().expect("visited");
                        assert_eq!(
                            (
                                visit.window.alpha,
                                visit.window.beta,
                                visit.value,
                                visit.fail_hard
                            ),
                            (r.alpha, r.beta, r.soft, r.hard),
                            "{t} {}",
                            t.name(n)
                        );
                        let truth = t.minimax(n);
                        match visit.bound {
                            Bound::Exact => assert_eq!(visit.value, truth, "{t} {}", t.name(n)),
                            Bound::Upper => assert!(truth <= visit.value, "{t} {}", t.name(n)),
                            Bound::Lower => assert!(truth >= visit.value, "{t} {}", t.name(n)),
                        }
                        let outside = visit.value <= r.alpha || visit.value >= r.beta;
                        if visit.bound == Bound::Exact && outside && n != 0 {
                            exact_outside_window += 1;
                        }
                    }
                    let visited = reference.iter().filter(|r| r.is_some()).count();
                    assert_eq!(key.positions as usize, visited - 1, "{t}");
                    assert_eq!(key.positions_minimax as usize, t.nodes().len() - 1);
                }
            }
        }
    }
    // Values outside the window that are exact all the same are common, not a corner case.
    assert!(exact_outside_window > 100, "{exact_outside_window}");
}

fn exercise(text: &str, task: Task) -> Exercise {
    Exercise::new(tree(text), Origin::Given, task)
}

/// The solution with some nodes' answers replaced.
fn answers_with(ex: &Exercise, changes: &[(&str, NodeAnswer)]) -> Vec<NodeAnswer> {
    let mut answers = ex.solution();
    for (name, answer) in changes {
        answers[ex.tree.find(name).unwrap()] = *answer;
    }
    answers
}

fn value(value: Score) -> NodeAnswer {
    NodeAnswer {
        value: ValueAnswer::Value {
            value,
            bound: Bound::Exact,
        },
        ..NodeAnswer::default()
    }
}

fn bounded(value: Score, bound: Bound) -> NodeAnswer {
    NodeAnswer {
        value: ValueAnswer::Value { value, bound },
        ..NodeAnswer::default()
    }
}

fn cut() -> NodeAnswer {
    NodeAnswer {
        value: ValueAnswer::NotVisited,
        ..NodeAnswer::default()
    }
}

/// The reason given for the value of `name` (English), or "right".
fn reason(ex: &Exercise, graded: &Graded, answers: &[NodeAnswer], name: &str) -> String {
    let node = ex.tree.find(name).unwrap();
    match &graded.nodes[node].value {
        Mark::Right => "right".to_owned(),
        Mark::Wrong(mistake) => explain(&EN.practice, &ex.tree, mistake, answers[node].value),
    }
}

/// The reason given at `name` when the values task of `text` is answered with the key's
/// own answers but for `changes`.
fn reason_for(text: &str, changes: &[(&str, NodeAnswer)], name: &str) -> String {
    let ex = exercise(text, Task::Values);
    let answers = answers_with(&ex, changes);
    let graded = ex.grade(&answers);
    reason(&ex, &graded, &answers, name)
}

#[test]
fn the_keys_own_answers_are_all_right() {
    for text in [
        "((3 12 8) (2 4 6) (14 5 2))",
        "min ((4 9) (3 7) (10 2 1))",
        "(((3 5) (6 1)) ((2 4) (7 8)))",
    ] {
        for task in [Task::Values, Task::Windows] {
            let ex = exercise(text, task);
            let graded = ex.grade(&ex.solution());
            assert!(graded.all_right(), "{text}");
            let (right, total) = graded.score();
            assert_eq!(right, total);
            let visited_inner = ex
                .tree
                .nodes()
                .iter()
                .enumerate()
                .filter(|(n, node)| node.leaf.is_none() && ex.key.node(*n).visit().is_some())
                .count();
            let windows = if task == Task::Windows {
                2 * visited_inner
            } else {
                0
            };
            // Below a cut branch nothing is graded: the branch's ✂ is the one answer.
            let inside = (0..ex.tree.nodes().len())
                .filter(|&n| matches!(ex.key.node(n), NodeKey::Inside { .. }))
                .count();
            // A leaf the search reads, left read as the exercise gives it, is not graded.
            let given = (0..ex.tree.nodes().len())
                .filter(|&n| ex.tree.node(n).leaf.is_some() && ex.key.node(n).visit().is_some())
                .count();
            assert_eq!(
                total,
                ex.tree.nodes().len() - inside - given + windows,
                "{text}"
            );
        }
    }
}

#[test]
fn each_wrong_value_gets_its_lessons_reason() {
    let ex = exercise("((3 12 8) (2 4 6) (14 5 2))", Task::Values);
    let answers = answers_with(
        &ex,
        &[
            ("1.1", cut()),
            ("3.3", cut()),
            ("2.2", value(4)),
            ("2", value(2)),
            ("3", bounded(2, Bound::Upper)),
            ("1", value(12)),
            ("1.2", value(11)),
            ("2.3", NodeAnswer::default()),
        ],
    );
    let graded = ex.grade(&answers);
    let cases = [
        (
            "1.1",
            "searched: the first child of MIN at 1 is always searched",
        ),
        (
            "3.3",
            "searched: MIN at 3 holds MAX to 5 so far (through 3.2), still above α = 3, so the search goes on",
        ),
        (
            "2.2",
            "never searched: α = 3 there, since MAX at the root is already sure of 3 through 1; so once MIN at 2 fell to 2 through 2.1, the rest are cut",
        ),
        (
            "2",
            "MIN stopped after 2.1: 2 ≤ α = 3, so the rest are cut and MIN is only known to hold MAX to at most that: ≤ 2",
        ),
        (
            "3",
            "2 is exact even though 2 ≤ α = 3: nothing below it was cut",
        ),
        (
            "1",
            "MIN returns the smallest value its children returned: 3, from 1.1",
        ),
        ("1.2", "a leaf returns its own value, 12"),
        (
            "2.3",
            "no answer; never searched: α = 3 there, since MAX at the root is already sure of 3 through 1; so once MIN at 2 fell to 2 through 2.1, the rest are cut",
        ),
        ("1.3", "right"),
        ("root", "right"),
    ];
    for (name, expected) in cases {
        assert_eq!(reason(&ex, &graded, &answers, name), expected, "{name}");
    }
    // Graded: root (right), 1, 2, 3, 1.1, 1.2, 2.2, 2.3, 3.3 (wrong); the leaves left read
    // where the search reads them (1.3, 2.1, 3.1, 3.2) are given, not graded.
    assert_eq!(graded.score(), (1, 9));
    assert!(!graded.all_right());
}

#[test]
fn a_fail_hard_answer_is_told_apart() {
    assert_eq!(
        reason_for(
            "((6 9) ((1 2) 4))",
            &[("2", value(6)), ("2.1", value(6))],
            "2"
        ),
        "6 is what fail-hard alpha-beta returns (the value clipped to the window); this search is fail-soft and returns the best it found: ≤ 2"
    );
    assert_eq!(
        reason_for(
            "((6 9) ((1 2) 4))",
            &[("2", value(6)), ("2.1", value(6))],
            "2.1"
        ),
        "6 is what fail-hard alpha-beta returns (the value clipped to the window); this search is fail-soft and returns the best it found: 2"
    );
}

#[test]
fn a_cut_at_max_and_a_cut_branch_are_explained() {
    let ex = exercise("(((3 5) (6 1)) ((2 4) (7 8)))", Task::Values);
    let answers = answers_with(
        &ex,
        &[("1.2.2", value(1)), ("2.2.1", value(7)), ("1.2", value(6))],
    );
    let graded = ex.grade(&answers);
    assert_eq!(
        reason(&ex, &graded, &answers, "1.2.2"),
        "never searched: β = 5 there, since MIN at 1 already holds MAX to 5 through 1.1; so once MAX at 1.2 reached 6 through 1.2.1, the rest are cut"
    );
    assert_eq!(
        reason(&ex, &graded, &answers, "2.2.1"),
        "never searched: it lies below 2.2, which is cut"
    );
    assert_eq!(
        reason(&ex, &graded, &answers, "1.2"),
        "MAX stopped after 1.2.1: 6 ≥ β = 5, so the rest are cut and MAX is only known to get at least that: ≥ 6"
    );
    // The same reason in French.
    let node = ex.tree.find("1.2.2").unwrap();
    let Mark::Wrong(mistake) = &graded.nodes[node].value else {
        panic!("wrong")
    };
    assert_eq!(
        explain(&FR.practice, &ex.tree, mistake, answers[node].value),
        "jamais visité\u{a0}: β = 5 là, car MIN en 1 limite déjà MAX à 5 par 1.1\u{a0}; dès que MAX en 1.2 atteint 6 par 1.2.1, le reste est coupé"
    );
}

#[test]
fn wrong_windows_say_where_alpha_and_beta_come_from() {
    let ex = exercise("((3 12 8) (2 4 6) (14 5 2))", Task::Windows);
    let mut answers = ex.solution();
    let at = |name: &str| ex.tree.find(name).unwrap();
    answers[at("2")].alpha = Some(-INFINITY);
    answers[at("1")].alpha = Some(3);
    answers[at("3")].beta = Some(5);
    answers[at("1")].beta = None;
    let graded = ex.grade(&answers);
    let why = |name: &str, alpha: bool| {
        let grade = &graded.nodes[at(name)];
        let mark = if alpha { &grade.alpha } else { &grade.beta };
        match mark.as_ref().expect("asked") {
            Mark::Right => "right".to_owned(),
            Mark::Wrong(m) => explain(&EN.practice, &ex.tree, m, answers[at(name)].value),
        }
    };
    assert_eq!(
        why("2", true),
        "α = 3 here: MAX at the root is already sure of 3 through 1"
    );
    assert_eq!(
        why("1", true),
        "α = −∞ here: no MAX above it has a value yet"
    );
    assert_eq!(
        why("3", false),
        "β = +∞ here: no MIN above it has a value yet"
    );
    assert_eq!(why("1", false), "no answer");
    assert_eq!(why("3", true), "right");
    // Leaves and cut nodes are not asked for windows.
    assert_eq!(graded.nodes[at("1.1")].alpha, None);
    assert_eq!(graded.nodes[at("2.2")].beta, None);
    // Values, α and β at root, 1, 2 and 3 (12), the values of the cut 2.2 and 2.3 (2); the
    // seven leaves read are given, not graded. Four windows wrong.
    assert_eq!(graded.score(), (10, 14));
}

/// A MAX node whose value fell to α with a cut below it: the engine proves only a bound there
/// (a cut left moves unsearched), though no cut was made at the node itself.
#[test]
fn a_cut_below_leaves_only_a_bound_by_hand() {
    keyed(
        "(5 ((4 (3 9)) 1))",
        "root (-inf, +inf) 5
1 (-inf, +inf) 5
2 (5, +inf) <=4 hard 5
2.1 (5, +inf) <=4 hard 5
2.1.1 (5, +inf) 4
2.1.2 (5, +inf) <=3 hard 5
2.1.2.1 (5, +inf) 3
2.1.2.2 cut at 2.1.2
2.2 cut at 2",
    );
    assert_eq!(
        reason_for("(5 ((4 (3 9)) 1))", &[("2.1", value(4))], "2.1"),
        "a cut below it, at 2.1.2, left moves unsearched, and 4 ≤ α = 5: fail-soft proves only that the value is ≤ 4, not that it is 4"
    );
}

#[test]
fn a_leaf_windows_beta_comes_from_its_min_parent() {
    assert_eq!(
        reason_for("min ((4 9) (3 7) (10 2 1))", &[("3.2", value(2))], "3.2"),
        "never searched: β = 7 there, since MIN at the root already holds MAX to 7 through 2; so once MAX at 3 reached 10 through 3.1, the rest are cut"
    );
}
