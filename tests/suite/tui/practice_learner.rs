//! Practice on screen as a learner meets it: ✂ cuts a whole branch, the list marks the very entry that is wrong and shows α and β as typed, an end game says which mark MAX plays, and the help and titles fit 80×24 in both languages.

use morpion::analysis::practice::{
    BONES_PRACTICE_HEAP, Exercise, NodeKey, Origin, Task, board_tree, bones, window_text,
};
use morpion::i18n::{EN, FR, Words};
use ratatui::crossterm::event::KeyCode;

use crate::common::session::Session;

fn practising(lang: &str, exercise: Exercise) -> Session {
    let mut session = Session::new(&["--first", "human", "--seed", "1", "--lang", lang]);
    session.app.open_practice(exercise);
    session
}

fn bones_exercise(task: Task) -> Exercise {
    let heap = BONES_PRACTICE_HEAP;
    Exercise::new(bones(heap), Origin::Bones { heap }, task)
}

/// The screen's rows, quotes dropped.
fn rows(session: &Session, width: u16, height: u16) -> Vec<String> {
    session
        .draw(width, height)
        .backend()
        .to_string()
        .lines()
        .map(|line| line.trim_matches('"').to_owned())
        .collect()
}

/// Selects the node named `name` by the arrows, from the root.
fn go_to(session: &mut Session, exercise: &Exercise, name: &str) {
    session.key(KeyCode::Home);
    while session.app.practice().unwrap().selected != 0 {
        session.key(KeyCode::Up);
    }
    for part in name.split('.') {
        session.key(KeyCode::Down);
        for _ in 1..part.parse::<usize>().unwrap() {
            session.key(KeyCode::Right);
        }
    }
    assert_eq!(
        session.app.practice().unwrap().selected,
        exercise.tree.find(name).unwrap()
    );
}

#[test]
fn x_cuts_the_whole_branch_and_again_brings_it_back() {
    let exercise = bones_exercise(Task::Values);
    let mut session = practising("en", exercise.clone());
    go_to(&mut session, &exercise, "2.2");
    session.keys("x");
    let typed = |session: &Session, name: &str| {
        let node = exercise.tree.find(name).unwrap();
        session.app.practice().unwrap().typed[node].value.clone()
    };
    assert_eq!(typed(&session, "2.2"), "cut");
    assert_eq!(typed(&session, "2.2.1"), "cut");
    session.keys("x");
    assert_eq!(typed(&session, "2.2"), "");
    // The leaf below is read again, with its own value.
    let leaf = exercise.tree.find("2.2.1").unwrap();
    assert_eq!(
        typed(&session, "2.2.1"),
        exercise.tree.node(leaf).leaf.unwrap().to_string()
    );
    // ✂ at the branch's top only, its leaf left read: the leaf is not graded, and says why.
    session.keys("x");
    go_to(&mut session, &exercise, "2.2.1");
    session.keys("x");
    assert_eq!(typed(&session, "2.2.1"), "1");
    session.key(KeyCode::Enter);
    let screen = rows(&session, 80, 24).join("\n");
    assert!(
        screen.contains(
            "not graded: it lies below 2.2, which the search never visits; ✂ at 2.2 answers"
        ),
        "{screen}"
    );
    assert!(matches!(exercise.key.node(leaf), NodeKey::Inside { .. }));
}

/// The windows exercise as a list (a deep tree at 80×24): the value right, α wrong, β left
/// blank: ✗ sits on α and β, not on the value, and α shows what was typed.
#[test]
fn the_list_marks_the_wrong_entry_and_shows_the_window_typed() {
    let exercise = bones_exercise(Task::Windows);
    let mut session = practising("en", exercise.clone());
    go_to(&mut session, &exercise, "1.1");
    let node = exercise.tree.find("1.1").unwrap();
    let visit = exercise.key.node(node).visit().unwrap();
    assert_ne!(visit.window.alpha, 5, "5 is a wrong α here");
    session.keys(&visit.value.to_string());
    session.key(KeyCode::Tab);
    session.keys("5");
    session.key(KeyCode::Enter);
    let screen = rows(&session, 80, 24);
    let row = screen
        .iter()
        .find(|row| row.trim_start().starts_with("1.1 "))
        .expect("1.1's row");
    let entries = format!("{}  α ✗5  β ✗?", visit.value);
    assert!(row.contains(&entries), "{row}");
    // The details give the right ones.
    let all = screen.join("\n");
    assert!(
        all.contains(&format!("✗ α {}:", window_text(visit.window.alpha))),
        "{all}"
    );
}

#[test]
fn an_end_game_says_which_mark_max_plays() {
    for (lang, words, said) in [
        ("en", &EN, "tic-tac-toe from X../X.O/O.X, O (MAX) to move"),
        ("fr", &FR, "morpion depuis X../X.O/O.X, O (MAX) joue"),
    ] {
        let board = "X../X.O/O.X".to_owned();
        let tree = board_tree(&board).unwrap();
        let exercise = Exercise::new(
            tree,
            Origin::Endgame {
                board,
                seed: Some(7),
            },
            Task::Values,
        );
        let session = practising(lang, exercise);
        let title = rows(&session, 80, 24)[0].clone();
        assert!(title.contains(said), "{title}");
        assert!(title.contains(words.practice.task_values), "{title}");
        // With room beside the figure, the board itself, and MAX's mark under it.
        let large = rows(&session, 160, 45);
        let board: Vec<&str> = large[5..8].iter().map(|row| row[..20].trim()).collect();
        assert_eq!(
            board,
            ["X . .", "X . O", "MIN     O . X"],
            "{}",
            large.join("\n")
        );
        assert_eq!(large[8][..20].trim(), (words.practice.board_max)('O'));
    }
}

/// The help at 80×24: every row whole (no key's words wrapped onto a line of their own), and
/// the two lines on what the screen shows at the end; the bones title whole.
#[test]
fn the_help_and_the_title_fit_80_by_24_in_both_languages() {
    for (lang, words) in [("en", &EN as &Words), ("fr", &FR)] {
        let mut session = practising(lang, bones_exercise(Task::Windows));
        let title = rows(&session, 80, 24)[0].trim_end().to_owned();
        assert!(title.ends_with(words.practice.task_windows), "{title}");
        session.keys("?");
        let screen = rows(&session, 80, 24);
        let inside: Vec<String> = screen
            .iter()
            .filter_map(|row| row.trim().strip_prefix('│'))
            .map(|row| row.trim_end_matches('│').trim().to_owned())
            .collect();
        for line in words.practice.help {
            assert!(
                inside.iter().any(|row| row == line),
                "{lang}: {line}\n{}",
                screen.join("\n")
            );
        }
        // Each key's row is one row: its description follows its keys.
        let select = words.keys.practice.select;
        assert!(
            inside
                .iter()
                .any(|row| row == &format!("{}  {}", select.label, select.description)),
            "{}",
            screen.join("\n")
        );
        // The arrows are listed in the order of their meanings.
        assert!(select.label.starts_with("↑ ↓ ← →"));
        for row in &inside {
            assert!(
                row.is_empty() || row.contains("  ") || words.practice.help.contains(&row.as_str()),
                "{lang}: a wrapped row: {row}"
            );
        }
    }
}
