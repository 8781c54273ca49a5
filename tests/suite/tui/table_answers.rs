//! Where the transposition table's answers came from, as the panel's move table, the explorer and step mode say it, checked against the search's own positions and an independent look at the two boards; whole screens at 80×24 in both languages.

use std::cell::RefCell;
use std::ops::ControlFlow;

use morpion::engine::{Game, LeafReason, SearchOptions, SearchSettings, Step, StepKind, search};
use morpion::games::playable::Playable;
use ratatui::crossterm::event::KeyCode;

use crate::common::session::Session;

/// `morpion --game ttt4 --first ai --seed 1`: the AI's first move on the empty 4×4 board,
/// searched 6 plies deep with threat ordering and the table; most root moves' positions are
/// images of three searched first (a corner, an edge, a centre cell).
fn four_by_four(lang: &str) -> Session {
    let mut session = Session::new(&[
        "--game", "ttt4", "--first", "ai", "--seed", "1", "--lang", lang,
    ]);
    session.settle();
    session
}

/// The moves to every position the search of `game` under `settings` enters, by its number
/// (1 for the first below the root): the numbers a table's answer names its source by.
fn entered_paths(game: &Playable, settings: &SearchSettings) -> Vec<Vec<usize>> {
    let paths = RefCell::new(vec![Vec::new()]);
    let observer = |step: &Step<usize>| {
        if step.kind == StepKind::Enter {
            paths.borrow_mut().push(step.path.clone());
        }
        ControlFlow::Continue(())
    };
    let options = SearchOptions {
        observer: Some(&observer),
        ..Default::default()
    };
    search(game, settings, &options);
    paths.into_inner()
}

fn after(root: &Playable, path: &[usize]) -> Playable {
    let mut position = root.clone();
    for &mv in path {
        position.apply(mv);
    }
    position
}

/// Where a cell (row, column) of an n×n board goes under a turn or a reflection.
type Transform = fn(usize, usize, usize) -> (usize, usize);

/// How two positions of a square board are related, looked at cell by cell: every name (as
/// the English screen gives it) of a turn or reflection taking the first onto the second.
fn images(from: &Playable, to: &Playable) -> Vec<&'static str> {
    let (a, b) = (from.board().unwrap(), to.board().unwrap());
    let n = a.geometry().cols();
    assert_eq!(n, a.geometry().rows(), "a square board");
    let cell = |r: usize, c: usize| r * n + c;
    let transforms: [(&str, Transform); 7] = [
        ("mirror image (left to right)", |r, c, n| (r, n - 1 - c)),
        ("mirror image (top to bottom)", |r, c, n| (n - 1 - r, c)),
        ("mirror image across a diagonal", |r, c, _| (c, r)),
        ("mirror image across a diagonal", |r, c, n| {
            (n - 1 - c, n - 1 - r)
        }),
        ("image turned half a turn", |r, c, n| (n - 1 - r, n - 1 - c)),
        ("image turned a quarter turn", |r, c, n| (c, n - 1 - r)),
        ("image turned a quarter turn", |r, c, n| (n - 1 - c, r)),
    ];
    transforms
        .iter()
        .filter(|(_, t)| {
            (0..n).all(|r| {
                (0..n).all(|c| {
                    let (r2, c2) = t(r, c, n);
                    a.mark_at(cell(r, c)) == b.mark_at(cell(r2, c2))
                })
            })
        })
        .map(|(name, _)| *name)
        .collect()
}

/// The short word of an image's name in the move table.
fn short(image: &str) -> &'static str {
    if image.starts_with("mirror") {
        "mirrored"
    } else {
        "turned"
    }
}

#[test]
fn the_panel_names_the_move_whose_position_the_table_held() {
    let session = four_by_four("en");
    let analysis = session.app.analysis().expect("the AI moved");
    let report = &analysis.outcome.selected;
    let root = &analysis.position;
    let paths = entered_paths(root, &report.settings);
    let mut answered = 0;
    let mut narrow_rows = 0;
    for m in &report.moves {
        let Some(from) = m.from_table else {
            continue;
        };
        answered += 1;
        assert_eq!(m.nodes, 1, "nothing below a table's answer");
        // The position numbered `from` is the one after another root move, searched earlier.
        let source = &paths[from as usize];
        assert_eq!(source.len(), 1, "a root move's position: {source:?}");
        let (mv, src) = (root.move_name(m.mv), root.move_name(source[0]));
        let related = images(&after(root, &[m.mv]), &after(root, source));
        assert!(
            !related.is_empty(),
            "{mv} and {src} are images of each other"
        );
        // Each answered move's row, on the screen as it is drawn: the image is said at every
        // size (issue 24: "table: b1" at 80×24 had dropped "mirrored").
        let marker = if analysis.played == m.mv { "▶" } else { "=" };
        let row = |width, height| {
            session
                .text(width, height)
                .lines()
                .find(|line| line.contains(&format!("{marker} {mv} ")))
                .map(str::to_owned)
        };
        let says_image = |row: &str, form: &dyn Fn(&str) -> String| {
            related
                .iter()
                .any(|image| row.contains(&form(short(image))))
        };
        if let Some(wide) = row(160, 45) {
            let long = |image: &str| format!("· table: {src} {image} ");
            assert!(says_image(&wide, &long), "{related:?} {wide}");
        }
        if let Some(narrow) = row(80, 24) {
            narrow_rows += 1;
            let short_form = |image: &str| format!("· {src} {image} ");
            assert!(says_image(&narrow, &short_form), "{related:?} {narrow}");
        }
    }
    assert_eq!(answered, 13, "16 moves, 3 of them searched");
    // At 80×24 the rows shown end in the short form, which the legend names as the table's.
    assert_eq!(narrow_rows, 4, "c2, b3, c3 and d1 shown answered at 80×24");
    let legend = session.text(80, 24);
    assert!(legend.contains("· from the table"), "{legend}");
    assert!(
        report
            .moves
            .iter()
            .any(|m| m.mv == analysis.played && m.from_table.is_some())
    );
}

#[test]
fn step_mode_names_where_every_table_answer_came_from() {
    let mut session = four_by_four("en");
    session.keys("w");
    let steps = session.app.steps().unwrap();
    let root = steps.replay.game().clone();
    let paths = entered_paths(&root, steps.replay.settings());
    let (mut same, mut imaged) = (0, 0);
    loop {
        let steps = session.app.steps().unwrap();
        if steps.replay.at_end() {
            break;
        }
        let frame = steps.replay.current().clone();
        if let StepKind::Leaf {
            reason: LeafReason::Table { from, .. },
            ..
        } = frame.step.kind
        {
            let source = &paths[from as usize];
            assert_eq!(frame.source.as_ref(), Some(source), "step {}", frame.number);
            let (here, there) = (after(&root, &frame.step.path), after(&root, source));
            assert_eq!(here.canonical_key(), there.canonical_key());
            let named: Vec<String> = {
                let mut position = root.clone();
                source
                    .iter()
                    .map(|&mv| {
                        let name = position.move_name(mv);
                        position.apply(mv);
                        name
                    })
                    .collect()
            };
            let moves = named.join(" ");
            let words = session.panel_text(160, 45);
            if here.key() == there.key() {
                same += 1;
                let said = format!(
                    "The table already holds this very position, searched after {moves} (the same moves in another order)"
                );
                assert!(words.contains(&said), "step {}: {words}", frame.number);
            } else {
                imaged += 1;
                let related = images(&here, &there);
                assert!(
                    related.iter().any(|image| words.contains(&format!(
                        "The table holds this position's {image}, searched after {moves}: a symmetric position is worth the same"
                    ))),
                    "step {}: {related:?} {words}",
                    frame.number
                );
            }
        }
        session.key(KeyCode::Right);
    }
    assert!(same > 0 && imaged > 0, "{same} {imaged}");
}

#[test]
fn the_explorer_names_where_the_root_moves_table_answers_came_from() {
    let mut session = four_by_four("en");
    session.keys("t");
    while session.finish_study() {}
    let explorer = session.app.explorer().expect("the explorer");
    let tree = explorer.tree();
    let root = explorer.root().clone();
    let paths = entered_paths(&root, tree.settings());
    // Up to the root, then down every row.
    for _ in 0..40 {
        session.key(KeyCode::Up);
    }
    let mut seen = std::collections::BTreeSet::new();
    let mut answered = 0;
    loop {
        session.key(KeyCode::Down);
        let explorer = session.app.explorer().unwrap();
        let id = explorer.selected_node();
        if !seen.insert(id) {
            break;
        }
        let node = explorer.tree().node(id);
        let morpion::engine::NodeKind::Table { from, .. } = node.kind else {
            continue;
        };
        if node.parent != Some(explorer.tree().root()) {
            continue;
        }
        answered += 1;
        let source = &paths[from as usize];
        let (here, there) = (explorer.position_of(id), after(&root, source));
        let related = images(&here, &there);
        let words = session.panel_text(160, 45);
        let src = root.move_name(source[0]);
        assert!(
            related.iter().any(|image| words.contains(&format!(
                "its {image} came up earlier, after {src}; nothing below"
            ))),
            "{related:?} {words}"
        );
    }
    assert_eq!(answered, 13);
}

#[test]
fn the_table_answers_screens_at_80_by_24_in_english_and_french() {
    for lang in ["en", "fr"] {
        let mut session = four_by_four(lang);
        insta::assert_snapshot!(format!("table_panel_{lang}"), session.text(80, 24));
        session.keys("t");
        while session.finish_study() {}
        // c2, the move played, selected: the table held b2's position mirrored.
        insta::assert_snapshot!(format!("table_explorer_{lang}"), session.text(80, 24));
        session.keys("t");
        session.keys("w");
        // On to c2's position, the second root move: b2's is finished first.
        session.key(KeyCode::Right);
        session.key(KeyCode::Down);
        for _ in 0..3 {
            session.key(KeyCode::Right);
        }
        insta::assert_snapshot!(format!("table_steps_{lang}"), session.text(80, 24));
    }
}

#[test]
fn the_dot_file_names_the_position_each_table_answer_came_from() {
    let dir = std::env::temp_dir().join(format!("morpion-table-dot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut session = Session::exporting(&["--game", "ttt4", "--first", "ai", "--seed", "1"], &dir);
    session.settle();
    session.keys("t");
    while session.finish_study() {}
    session.keys("x");
    let dot = std::fs::read_to_string(dir.join("morpion-tree-1.dot")).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    // c2's position, the move played, held b2's value (its mirror image), as every root move
    // the table answered held a corner's, an edge's or a centre cell's searched before it.
    let answers: Vec<&str> = dot
        .lines()
        .filter(|line| line.contains("from the table: "))
        .collect();
    assert!(answers.len() >= 13, "{dot}");
    let c2 = dot
        .lines()
        .find(|line| line.trim_start().starts_with("n0 -> ") && line.contains("label=\"c2\""))
        .and_then(|edge| edge.split(" -> ").nth(1))
        .and_then(|to| to.split(' ').next())
        .expect("the edge to c2");
    let node = dot
        .lines()
        .find(|line| line.trim_start().starts_with(&format!("{c2} [")))
        .expect("c2's node");
    assert!(
        node.contains("from the table: -1\\nheld for the position after b2 (it or its image)"),
        "{node}"
    );
}
