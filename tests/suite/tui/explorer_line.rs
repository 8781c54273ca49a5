//! The explorer's highlighted line when equally good moves tie: the move the AI played, then
//! its report's expected line (as the panel prints it), in the explorer and in its DOT file; a
//! root move the tie check proved is shown exact; a finished game's row and details.

use crate::common;

use common::dot::bold_line;
use common::session::Session;
use morpion::analysis::Explorer;
use morpion::engine::{Bound, Game, NodeKind};
use morpion::games::playable::Playable;
use ratatui::crossterm::event::KeyCode;

/// The AI's decision, then `t`, the explorer recorded.
fn explored(args: &[&str], keys: &str) -> Session {
    let mut s = Session::new(args);
    s.keys(keys);
    s.finish_search();
    s.keys("t");
    assert!(s.finish_study());
    s
}

/// The names of the moves of the explorer's highlighted line.
fn line_names(explorer: &Explorer<Playable>) -> Vec<String> {
    let tree = explorer.tree();
    let last = *explorer.line().last().expect("a line");
    let path = tree.path(last);
    let ids: Vec<_> = explorer.line().to_vec();
    assert_eq!(ids.len(), path.len(), "the line goes down from the root");
    names(explorer.root(), &path)
}

/// Names of `moves` played one after the other from `position`.
fn names(position: &Playable, moves: &[usize]) -> Vec<String> {
    let mut position = position.clone();
    moves
        .iter()
        .map(|&mv| {
            let name = position.move_name(mv);
            position.apply(mv);
            name
        })
        .collect()
}

/// Selects the row of the last position of the highlighted line.
fn select_line_end(s: &mut Session) {
    let last = *s.app.explorer().unwrap().line().last().unwrap();
    for _ in 0..100 {
        if s.app.explorer().unwrap().selected_node() == last {
            return;
        }
        s.key(KeyCode::Down);
    }
    panic!("the line's end is a row below the move played");
}

#[test]
fn the_move_played_among_ties_and_the_panels_expected_line_are_highlighted_in_the_dot_file_too() {
    // You took b1; c1 is as good as a1 (the first best in reading order) and the AI played it.
    let dir = std::env::temp_dir().join(format!("morpion-line-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut s = Session::exporting(&["--first", "human", "--seed", "3"], &dir);
    s.keys("2");
    s.finish_search();
    s.keys("t");
    s.finish_study();
    let analysis = s.app.analysis().unwrap();
    let report = &analysis.outcome.selected;
    assert_eq!(
        names(&analysis.position, &report.best_moves)[..2],
        ["a1", "c1"]
    );
    assert_eq!(analysis.position.move_name(analysis.played), "c1");
    let pv = names(&analysis.position, &report.pv);
    assert_eq!(pv, ["c1", "b2", "b3", "a2", "c2", "c3", "a1", "a3"]);
    let explorer = s.app.explorer().unwrap();
    assert_eq!(
        line_names(explorer),
        pv,
        "the explorer highlights the panel's line"
    );
    assert!(s.screen().contains("Tree of the search behind c1"));

    s.keys("x");
    let dot = std::fs::read_to_string(dir.join("morpion-tree-1.dot")).unwrap();
    // The same line, as far as the file's first 300 positions reach.
    assert_eq!(bold_line(&dot), ["c1", "b2", "b3", "a2"]);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_move_played_that_the_tie_check_proved_is_shown_exact_and_its_line_opened_to_the_end() {
    // The AI opens: every move draws, a1 is the first best and alpha-beta only bounded the
    // others ("≤ 0"); the tie check proved them all, and the AI played b2.
    let s = explored(&["--first", "ai", "--seed", "4"], "");
    let analysis = s.app.analysis().unwrap();
    let report = &analysis.outcome.selected;
    assert_eq!(analysis.position.move_name(analysis.played), "b2");
    assert_eq!(report.best_moves.len(), 9);
    let explorer = s.app.explorer().unwrap();
    let tree = explorer.tree();
    let b2 = explorer.line()[0];
    assert_eq!(explorer.selected_node(), b2, "the move played is selected");
    assert_eq!(
        tree.node(b2).max_view().bound,
        Bound::Upper,
        "alpha-beta bounded it"
    );
    assert_eq!(
        explorer.view(b2).bound,
        Bound::Exact,
        "the tie check proved it"
    );
    assert_eq!(explorer.view(b2).score, 0);
    assert!(explorer.tie_checked(b2));
    // Every tied root move is shown exact as the panel shows it; a1 was exact already.
    let first = tree.children(tree.root()).next().unwrap();
    assert_eq!(tree.node(first).max_view().bound, Bound::Exact);
    for child in tree.children(tree.root()) {
        assert_eq!(explorer.view(child).bound, Bound::Exact);
        assert_eq!(explorer.tie_checked(child), child != first);
    }
    // The whole expected line, down to the end of the game, is highlighted and open.
    let pv = names(&analysis.position, &report.pv);
    assert_eq!(pv, ["b2", "a1", "b1", "b3", "a2", "c2", "c1", "a3", "c3"]);
    assert_eq!(line_names(explorer), pv);
    let (end, before) = explorer.line().split_last().unwrap();
    assert!(before.iter().all(|&id| explorer.is_open(id)));
    assert!(matches!(tree.node(*end).kind, NodeKind::Terminal(_)));
    assert!(
        !explorer.is_open(*end),
        "a finished game has nothing to open"
    );
    insta::assert_snapshot!(s.draw(100, 30).backend());
}

#[test]
fn a_finished_game_says_how_it_ended_with_no_marker_and_one_position() {
    let mut s = explored(&["--first", "ai", "--seed", "4"], "");
    select_line_end(&mut s);
    insta::assert_snapshot!(s.draw(100, 30).backend());
    let screen = s.screen();
    assert!(screen.contains("c3 · draw "), "{screen}");
    assert!(!screen.contains("to move"), "no one is to move: {screen}");
    assert!(screen.contains("· 1 position "), "{screen}");
    let row = screen
        .lines()
        .find(|l| l.contains("  draw "))
        .expect("the finished game's row");
    let before_name = row.split(" c3 ").next().unwrap();
    assert!(
        !before_name.contains(['▾', '▸', '·']),
        "no marker before c3: {row}"
    );

    let mut s = explored(&["--first", "ai", "--seed", "4", "--lang", "fr"], "");
    select_line_end(&mut s);
    let screen = s.screen();
    assert!(screen.contains("c3 · nulle "), "{screen}");
    assert!(!screen.contains("a le trait"), "{screen}");
    assert!(screen.contains("· 1 position "), "{screen}");
}

#[test]
fn windows_write_minus_infinity_with_the_minus_sign_of_negative_scores() {
    let s = explored(&["--first", "human", "--seed", "3"], "2");
    let screen = s.screen();
    assert!(screen.contains("[-∞ +∞]"), "{screen}");
    assert!(!screen.contains('\u{2212}'), "one minus sign: {screen}");
}
