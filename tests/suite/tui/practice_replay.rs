//! Practice's replay in words, step by step over whole exercises, against the answer key the engine's steps give: a bound stays a bound as it is passed up, a leaf is entered as a leaf, a cut names its skipped nodes in the right number and says when it is on a tie.

use morpion::analysis::practice::{Exercise, NodeKey, Origin, Task, bones, two_by_two};
use morpion::engine::{Bound, Side, StepKind};
use morpion::games::trees::{Shape, parse};
use ratatui::crossterm::event::KeyCode;

use crate::common::session::Session;

/// A session with `exercise` open, its replay started (step 1 shown), in `lang`.
fn replaying(lang: &str, exercise: Exercise) -> Session {
    let mut session = Session::new(&["--first", "human", "--seed", "1", "--lang", lang]);
    session.app.open_practice(exercise);
    session.keys("a");
    session
}

fn random(seed: u64) -> Exercise {
    let shape = Shape {
        depth: 3,
        branching: 3,
        root: Side::Max,
    };
    Exercise::new(
        shape.tree(seed),
        Origin::Random { seed, shape },
        Task::Values,
    )
}

fn given(text: &str) -> Exercise {
    Exercise::new(parse(text).unwrap(), Origin::Given, Task::Values)
}

/// The screen's rows as one text, runs of spaces made one (160 columns: no sentence is cut).
fn screen(session: &Session) -> String {
    session
        .draw(160, 45)
        .backend()
        .to_string()
        .lines()
        .map(|line| line.trim_matches('"'))
        .collect::<Vec<_>>()
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every sentence of the replay of `exercise`, one per step, in English.
fn sentences(exercise: &Exercise) -> Vec<String> {
    let steps = exercise.key.steps.len();
    let mut session = replaying("en", exercise.clone());
    let mut all = Vec::new();
    for number in 1..=steps {
        let text = screen(&session);
        let title = format!("Step {number} of {steps}: the search over this tree ");
        let (_, after) = text.split_once(&title).expect("the replay's title");
        let (sentence, _) = after.split_once(" Positions visited").expect("the count");
        all.push(sentence.to_owned());
        session.key(KeyCode::Right);
    }
    all
}

/// Each step's sentence against the key: an update says the child's value with the bound the
/// key gives it, an exit the same, an entered leaf says it is a leaf.
fn check_replay(exercise: &Exercise) -> usize {
    let tree = &exercise.tree;
    let key = &exercise.key;
    let said = sentences(exercise);
    let mut bounds_passed_up = 0;
    for (step, sentence) in key.steps.iter().zip(&said) {
        let node = step.path.last().copied().unwrap_or(0);
        match &step.kind {
            StepKind::Update { child, value, .. } => {
                let visit = key.node(*child).visit().expect("a child that returned");
                let returned = format!(
                    "{} returns {}{value}",
                    tree.name(*child),
                    visit.bound.prefix()
                );
                assert!(sentence.contains(&returned), "{returned}\n{sentence}");
                bounds_passed_up += usize::from(visit.bound != Bound::Exact);
            }
            StepKind::Exit { value, .. } => {
                let visit = key.node(node).visit().unwrap();
                let prefix = visit.bound.prefix();
                assert!(
                    sentence.contains(&format!("returns {prefix}{value}")),
                    "{sentence}"
                );
            }
            StepKind::Enter if tree.node(node).leaf.is_some() => {
                let value = tree.node(node).leaf.unwrap();
                let leaf = format!("Enter {}: a leaf, worth {value} (α ", tree.name(node));
                assert!(sentence.contains(&leaf), "{leaf}\n{sentence}");
            }
            StepKind::Enter => {
                assert!(sentence.starts_with("Enter "), "{sentence}");
            }
            _ => {}
        }
    }
    // Every bound but the root's is passed up once.
    let bounds = (0..tree.nodes().len())
        .filter(|&n| n != 0)
        .filter_map(|n| key.node(n).visit())
        .filter(|v| v.bound != Bound::Exact)
        .count();
    assert_eq!(bounds_passed_up, bounds);
    bounds
}

#[test]
fn a_bound_stays_a_bound_when_it_is_passed_up() {
    let seed_42 = random(42);
    let said = sentences(&seed_42);
    assert!(said.contains(&"1.3 returns ≥ 17, only a bound.".to_owned()));
    assert!(said.contains(&"At 1, 1.3 returns ≥ 17; the best stays 13.".to_owned()));
    let board = Exercise::new(two_by_two(), Origin::TwoByTwo, Task::Values);
    let said = sentences(&board);
    assert!(
        said.contains(&"3 returns ≤ 1, only a bound.".to_owned()),
        "{said:#?}"
    );
    assert!(said.iter().any(|s| s.starts_with("At root, 3 returns ≤ 1")));
    let mut bounds = 0;
    for exercise in [
        seed_42,
        board,
        random(7),
        given("((3 12 8) (2 4 6) (14 5 2))"),
        Exercise::new(bones(6), Origin::Bones { heap: 6 }, Task::Values),
    ] {
        bounds += check_replay(&exercise);
    }
    assert!(bounds >= 5, "the exercises pass bounds up: {bounds}");
}

#[test]
fn a_leaf_entered_is_said_to_be_a_leaf() {
    let exercise = random(42);
    let leaf = exercise
        .tree
        .find("1.2.2")
        .expect("seed 42 has a node 1.2.2");
    let value = exercise.tree.node(leaf).leaf.expect("1.2.2 is a leaf");
    let said = sentences(&exercise);
    let entered = format!("Enter 1.2.2: a leaf, worth {value} (α 4, β 13).");
    assert!(said.contains(&entered), "{entered}\n{said:#?}");
    assert!(said.contains(&format!(
        "1.2.2 is a leaf: it returns its own value, {value}."
    )));
    assert!(!said.iter().any(|s| s.starts_with("Enter 1.2.2 (MIN)")));
}

/// The cut's sentence names its skipped nodes with the verb in the right number, and a cut on
/// a tie says so.
#[test]
fn a_cut_says_how_many_it_skips_and_whether_it_is_on_a_tie() {
    let mut ties = 0;
    let mut single = 0;
    for exercise in [
        random(42),
        random(7),
        random(3),
        given("((3 12 8) (2 4 6) (14 5 2))"),
        Exercise::new(two_by_two(), Origin::TwoByTwo, Task::Values),
    ] {
        let said = sentences(&exercise);
        for (step, sentence) in exercise.key.steps.iter().zip(&said) {
            let StepKind::Cut { best, skipped } = &step.kind else {
                continue;
            };
            let node = step.path.last().copied().unwrap_or(0);
            let names: Vec<String> = skipped.iter().map(|&c| exercise.tree.name(c)).collect();
            let verb = if skipped.len() == 1 { "is" } else { "are" };
            let list = format!("so {} {verb} never searched", names.join(", "));
            assert!(sentence.contains(&list), "{list}\n{sentence}");
            let (edge, sign) = match exercise.tree.side(node) {
                Side::Max => (step.beta, "≥ β"),
                Side::Min => (step.alpha, "≤ α"),
            };
            let tie = *best == edge;
            ties += usize::from(tie);
            single += usize::from(skipped.len() == 1);
            assert_eq!(sentence.contains("a tie"), tie, "{sentence}");
            assert!(
                sentence.contains(&format!("{best} {sign} {edge}")),
                "{sentence}"
            );
            assert!(matches!(exercise.key.node(skipped[0]), NodeKey::Cut { .. }));
        }
    }
    assert!(ties > 0 && single > 0, "ties {ties}, single skips {single}");
}
