//! Grading as a learner meets it: a branch cut is one decision graded once at its top, an unanswered cut node is told why it is cut, and a right number written as a bound is told why it is exact, by the engine's rule (nothing skipped below it, or what was skipped leaves it inside its window).

use morpion::analysis::practice::{
    BONES_PRACTICE_HEAP, Below, Exercise, Graded, Mark, NodeAnswer, NodeKey, Origin, Task,
    ValueAnswer, board_tree, bones, explain, two_by_two,
};
use morpion::engine::{Bound, Score};
use morpion::games::trees::{NodeIndex, Shape, Tree, parse};
use morpion::i18n::{EN, FR};

fn given(text: &str) -> Exercise {
    Exercise::new(parse(text).unwrap(), Origin::Given, Task::Values)
}

fn random(seed: u64, depth: usize) -> Exercise {
    let shape = Shape {
        depth,
        branching: 3,
        root: morpion::engine::Side::Max,
    };
    Exercise::new(
        shape.tree(seed),
        Origin::Random { seed, shape },
        Task::Values,
    )
}

/// As a learner starts: every leaf read (its own value), every inner node blank.
fn start(ex: &Exercise) -> Vec<NodeAnswer> {
    ex.start()
}

fn cut() -> ValueAnswer {
    ValueAnswer::NotVisited
}

fn reason(ex: &Exercise, graded: &Graded, answers: &[NodeAnswer], node: NodeIndex) -> String {
    match &graded.nodes[node].value {
        Mark::Right => "right".to_owned(),
        Mark::Wrong(mistake) => explain(&EN.practice, &ex.tree, mistake, answers[node].value),
    }
}

/// The nodes the search skips at a cut (the tops of the branches it never enters).
fn cut_tops(ex: &Exercise) -> Vec<NodeIndex> {
    (0..ex.tree.nodes().len())
        .filter(|&n| matches!(ex.key.node(n), NodeKey::Cut { .. }))
        .collect()
}

/// Every node strictly below `node`.
fn below(tree: &Tree, node: NodeIndex) -> Vec<NodeIndex> {
    let mut all = Vec::new();
    let mut stack = tree.node(node).children.clone();
    while let Some(at) = stack.pop() {
        all.push(at);
        stack.extend(tree.node(at).children.iter().copied());
    }
    all
}

/// The learner's way on the 2×2 board: the right values, ✂ at the top of each branch cut, and
/// the leaves below it left as read. Before, each of those leaves was a mistake of its own.
#[test]
fn a_branch_cut_is_one_decision_graded_once_at_its_top() {
    for ex in [
        Exercise::new(two_by_two(), Origin::TwoByTwo, Task::Values),
        random(7, 4),
        random(42, 3),
    ] {
        let mut answers = start(&ex);
        let solution = ex.solution();
        let mut inside = 0;
        for node in 0..ex.tree.nodes().len() {
            match ex.key.node(node) {
                NodeKey::Visited(_) => answers[node] = solution[node],
                NodeKey::Cut { .. } => answers[node].value = cut(),
                // Left as the learner found it: a leaf read, an inner node blank.
                NodeKey::Inside { .. } => inside += 1,
            }
        }
        let graded = ex.grade(&answers);
        assert!(graded.all_right(), "{}", ex.tree);
        let (right, total) = graded.score();
        // The leaves the search reads, left read as given, are not graded either.
        let given = (0..ex.tree.nodes().len())
            .filter(|&n| ex.tree.node(n).leaf.is_some() && ex.key.node(n).visit().is_some())
            .count();
        assert_eq!(
            (right, total),
            (total, ex.tree.nodes().len() - inside - given)
        );
        for top in cut_tops(&ex) {
            for node in below(&ex.tree, top) {
                assert_eq!(graded.nodes[node].below, Some(Below::SearchCut(top)));
                assert_eq!(graded.nodes[node].marks().count(), 0);
            }
        }
    }
    // The 2×2 board has branches with leaves below their tops: the learner's 12 errors.
    let board = Exercise::new(two_by_two(), Origin::TwoByTwo, Task::Values);
    let leaves_below_tops: usize = cut_tops(&board)
        .iter()
        .map(|&top| {
            below(&board.tree, top)
                .iter()
                .filter(|&&n| board.tree.node(n).leaf.is_some())
                .count()
        })
        .sum();
    assert!(leaves_below_tops >= 12, "{leaves_below_tops}");
}

/// ✂ on a node the search visits: that one entry is wrong, nothing below it counts.
#[test]
fn marking_a_visited_branch_cut_is_one_mistake() {
    let ex = given("(((3 5) (6 1)) ((2 4) (7 8)))");
    let mut answers = ex.solution();
    let one = ex.tree.find("1").unwrap();
    answers[one].value = cut();
    for node in below(&ex.tree, one) {
        answers[node].value = cut();
    }
    let graded = ex.grade(&answers);
    let (right, total) = graded.score();
    assert_eq!(total - right, 1);
    assert_eq!(
        reason(&ex, &graded, &answers, one),
        "searched: the first child of MAX at the root is always searched"
    );
    let leaf = ex.tree.find("1.1.1").unwrap();
    assert_eq!(graded.nodes[leaf].below, Some(Below::MarkedCut(one)));
    assert_eq!(
        (EN.practice.below_marked_cut)("1"),
        "not graded: it lies below 1, which you marked ✂; that one mark is graded at 1"
    );
}

/// A cut node left blank is told why the search never visits it.
#[test]
fn an_unanswered_cut_node_is_told_why_it_is_cut() {
    let ex = given("((3 12 8) (2 4 6) (14 5 2))");
    let mut answers = ex.solution();
    let node = ex.tree.find("2.2").unwrap();
    answers[node].value = ValueAnswer::Blank;
    let graded = ex.grade(&answers);
    assert_eq!(
        reason(&ex, &graded, &answers, node),
        "no answer; never searched: α = 3 there, since MAX at the root is already sure of 3 through 1; so once MIN at 2 fell to 2 through 2.1, the rest are cut"
    );
    let Mark::Wrong(mistake) = &graded.nodes[node].value else {
        panic!("wrong");
    };
    assert_eq!(
        explain(&FR.practice, &ex.tree, mistake, answers[node].value),
        "pas de réponse\u{a0}; jamais visité\u{a0}: α = 3 là, car MAX à la racine est déjà sûr de 3 par 1\u{a0}; dès que MIN en 2 tombe à 2 par 2.1, le reste est coupé"
    );
}

/// The first node below `node` (in search order) where a cut skipped children.
fn first_cut_below(ex: &Exercise, node: NodeIndex) -> Option<NodeIndex> {
    let mut stack: Vec<NodeIndex> = ex.tree.node(node).children.iter().rev().copied().collect();
    while let Some(at) = stack.pop() {
        let visit = ex.key.node(at).visit()?;
        if visit.cut.is_some() {
            return Some(at);
        }
        stack.extend(visit.searched.iter().rev());
    }
    None
}

fn edge(score: Score) -> String {
    morpion::analysis::practice::window_text(score)
}

/// Every exact inner node of several exercises answered with its right number as a bound: the
/// reason says why it is exact, as the engine's rule has it.
#[test]
fn a_right_number_written_as_a_bound_is_told_why_it_is_exact() {
    let mut inside_window = 0;
    let mut nothing_cut = 0;
    for ex in [
        Exercise::new(bones(4), Origin::Bones { heap: 4 }, Task::Values),
        Exercise::new(bones(5), Origin::Bones { heap: 5 }, Task::Values),
        Exercise::new(two_by_two(), Origin::TwoByTwo, Task::Values),
        Exercise::new(
            board_tree("X../X.O/O.X").unwrap(),
            Origin::Given,
            Task::Values,
        ),
        random(42, 3),
        random(7, 4),
        given("((3 12 8) (2 4 6) (14 5 2))"),
    ] {
        for node in 0..ex.tree.nodes().len() {
            let Some(visit) = ex.key.node(node).visit() else {
                continue;
            };
            if visit.bound != Bound::Exact || ex.tree.node(node).leaf.is_some() {
                continue;
            }
            let v = visit.value;
            let (alpha, beta) = (visit.window.alpha, visit.window.beta);
            for bound in [Bound::Upper, Bound::Lower] {
                let mut answers = ex.solution();
                answers[node].value = ValueAnswer::Value { value: v, bound };
                let graded = ex.grade(&answers);
                let said = reason(&ex, &graded, &answers, node);
                let expected = if v <= alpha {
                    format!(
                        "{v} is exact even though {v} ≤ α = {}: nothing below it was cut",
                        edge(alpha)
                    )
                } else if v >= beta {
                    format!(
                        "{v} is exact even though {v} ≥ β = {}: nothing below it was cut",
                        edge(beta)
                    )
                } else if let Some(at) = first_cut_below(&ex, node) {
                    inside_window += 1;
                    format!(
                        "{v} is exact, not a bound: the cut at {} skipped moves below it, but {v} lies inside the window it was entered with (α = {}, β = {}), and a fail-soft value inside its window is exact",
                        ex.tree.name(at),
                        edge(alpha),
                        edge(beta)
                    )
                } else {
                    nothing_cut += 1;
                    format!(
                        "{v} is exact, not a bound: nothing below it was cut, so every child's value is exact"
                    )
                };
                assert_eq!(said, expected, "{} at {}", ex.tree, ex.tree.name(node));
            }
        }
    }
    assert!(
        inside_window > 0 && nothing_cut > 0,
        "{inside_window} {nothing_cut}"
    );
    // The learner's two cases: Bones node 1 answered ≤-1; the end game's node 3 answered ≤0.
    let heap = Exercise::new(bones(4), Origin::Bones { heap: 4 }, Task::Values);
    let one = heap.tree.find("1").unwrap();
    let mut answers = heap.solution();
    answers[one].value = ValueAnswer::Value {
        value: -1,
        bound: Bound::Upper,
    };
    let said = reason(&heap, &heap.grade(&answers), &answers, one);
    assert!(said.starts_with("-1 is exact"), "{said}");
    let end = Exercise::new(
        board_tree("X../X.O/O.X").unwrap(),
        Origin::Given,
        Task::Values,
    );
    let three = end.tree.find("3").unwrap();
    let mut answers = end.solution();
    answers[three].value = ValueAnswer::Value {
        value: 0,
        bound: Bound::Upper,
    };
    let said = reason(&end, &end.grade(&answers), &answers, three);
    assert!(
        said.starts_with("0 is exact, not a bound: the cut at 3.3 skipped"),
        "{said}"
    );
}

/// The bones exercise's default heap is the smallest whose search cuts.
#[test]
fn the_default_heap_of_bones_is_the_smallest_with_a_cut() {
    let cuts = |heap: u32| {
        let ex = Exercise::new(bones(heap), Origin::Bones { heap }, Task::Values);
        let cut = cut_tops(&ex).len();
        (cut, ex.key.positions)
    };
    for heap in 1..BONES_PRACTICE_HEAP {
        assert_eq!(cuts(heap).0, 0, "heap {heap}");
    }
    // 2.2, 2.3 and 3.2 skipped, at two cuts; 23 positions below the root.
    assert_eq!(cuts(BONES_PRACTICE_HEAP), (3, 23));
}

/// A wrong number written as a bound: why that number, and why it is exact.
#[test]
fn a_wrong_number_written_as_a_bound_gets_both_reasons() {
    let ex = given("((3 12 8) (2 4 6) (14 5 2))");
    let one = ex.tree.find("1").unwrap();
    let mut answers = ex.solution();
    answers[one].value = ValueAnswer::Value {
        value: 8,
        bound: Bound::Upper,
    };
    let graded = ex.grade(&answers);
    assert_eq!(
        reason(&ex, &graded, &answers, one),
        "MIN returns the smallest value its children returned: 3, from 1.1; and 3 is exact, not a bound: nothing below it was cut, so every child's value is exact"
    );
}

/// The root marked ✂ (the fuzz found it: grading it panicked): a mistake whose reason is that
/// the search starts there, in both languages.
#[test]
fn the_root_marked_cut_is_told_the_search_starts_there() {
    let ex = given("((3 12 8) (2 4 6) (14 5 2))");
    let mut answers = ex.solution();
    answers[0].value = cut();
    let graded = ex.grade(&answers);
    assert_eq!(
        reason(&ex, &graded, &answers, 0),
        "searched: the search starts at the root"
    );
    let Mark::Wrong(mistake) = &graded.nodes[0].value else {
        panic!("the root marked cut is a mistake");
    };
    assert_eq!(
        explain(&FR.practice, &ex.tree, mistake, answers[0].value),
        "visitée\u{a0}: la recherche part de la racine"
    );
}
