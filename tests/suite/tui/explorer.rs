//! The search tree explorer (key `t`): the AI's last search recorded off the UI thread, browsed
//! by key, equal to the engine's counts, and written as DOT by `x`.

use crate::common;
use morpion::engine::SearchOptions;

use std::collections::HashMap;

use common::session::Session;
use morpion::analysis::{EXPLORER_POSITIONS, Row, StudyResult};
use morpion::engine::{Game, NotRecorded, OutOfMemory, SearchSettings, search};
use morpion::games::mnk::Mnk;
use morpion::tui::keymap::Context;
use morpion::tui::{AppEvent, ExplorerView};
use ratatui::crossterm::event::KeyCode;

/// The AI opens the empty 3×3 board with plain minimax: the tree of 549,945 positions.
fn minimax_opening() -> Session {
    // Time enough for every iteration of the deepening, even in a debug build.
    let mut s = Session::new(&[
        "--first",
        "ai",
        "--no-pruning",
        "--seed",
        "3",
        "--think-ms",
        "600000",
    ]);
    s.finish_search();
    assert_eq!(s.app.history().len(), 1);
    s
}

/// You took a1, the AI answered with alpha-beta (the README's game).
fn alpha_beta_answer() -> Session {
    let mut s = Session::new(&["--first", "human", "--seed", "3"]);
    s.keys("1");
    s.finish_search();
    s
}

#[test]
fn t_records_the_last_search_off_the_ui_thread_and_shows_all_549945_positions() {
    let mut s = minimax_opening();
    s.keys("t");
    assert_eq!(s.app.explorer_view(), ExplorerView::Recording { serial: 1 });
    assert_eq!(s.app.context(), Context::Explorer);
    assert_eq!(
        s.study_kind(),
        Some("record"),
        "the App asks, the loop runs it"
    );
    assert!(
        s.app.explorer().is_none(),
        "nothing recorded on the UI thread"
    );
    assert!(s.screen().contains("Recording the search behind b2"));
    assert!(s.finish_study());
    let explorer = s.app.explorer().expect("recorded");
    assert_eq!(explorer.tree().positions(), 549_945);
    let played = s.app.analysis().unwrap().played;
    assert_eq!(
        explorer.tree().node(explorer.selected_node()).mv,
        Some(played),
        "the move played is selected, its line opened"
    );
    let screen = s.screen();
    assert!(screen.contains("minimax · 549,945 positions"), "{screen}");
    // The root row counts the positions below it, as the panel does.
    let root_row = screen
        .lines()
        .find(|l| l.contains("▾ root"))
        .expect("the root row");
    assert!(root_row.contains("549,945"), "{root_row}");
    // Each root move's subtree is plain minimax's count for it.
    let report = search(
        &Mnk::tic_tac_toe(),
        &SearchSettings {
            pruning: false,
            ..SearchSettings::default()
        },
        &SearchOptions::default(),
    );
    let tree = explorer.tree();
    let counts: Vec<u64> = tree
        .children(tree.root())
        .map(|c| tree.node(c).subtree)
        .collect();
    let expected: Vec<u64> = report.moves.iter().map(|m| m.nodes).collect();
    assert_eq!(counts, expected);
    assert_eq!(counts.iter().sum::<u64>(), 549_945);
}

#[test]
fn leaving_and_coming_back_keeps_the_tree_and_what_was_opened() {
    let mut s = alpha_beta_answer();
    s.keys("t");
    s.finish_study();
    s.key(KeyCode::Down);
    let selected = s.app.explorer().unwrap().selected();
    s.key(KeyCode::Esc);
    assert_eq!(s.app.explorer_view(), ExplorerView::Closed);
    assert_eq!(s.app.context(), Context::Play);
    s.keys("t");
    assert_eq!(
        s.app.explorer_view(),
        ExplorerView::Open,
        "no new recording"
    );
    assert!(s.app.study().is_none());
    assert_eq!(s.app.explorer().unwrap().selected(), selected);
    s.keys("t");
    assert_eq!(s.app.explorer_view(), ExplorerView::Closed, "t leaves too");
}

#[test]
fn arrows_select_enter_opens_left_closes_and_a_left_out_node_is_searched_again() {
    let mut s = minimax_opening();
    s.keys("t");
    s.finish_study();
    // Up to the root's last move (c3), which the memory budget left out of the 549,945.
    let explorer = s.app.explorer().unwrap();
    let rows = explorer.rows();
    let last_move = rows
        .iter()
        .rposition(|r| matches!(r, Row::Node { depth: 1, .. }))
        .unwrap();
    while s.app.explorer().unwrap().selected() != last_move {
        let down = s.app.explorer().unwrap().selected() < last_move;
        s.key(if down { KeyCode::Down } else { KeyCode::Up });
    }
    let id = s.app.explorer().unwrap().selected_node();
    let tree = s.app.explorer().unwrap().tree();
    assert_eq!(tree.node(id).mv, Some(8));
    assert!(!tree.node(id).recorded, "left out");
    let before = s.app.explorer().unwrap().rows().len();
    s.key(KeyCode::Enter);
    // Its moves were not kept: they are searched again on the study thread, then opened.
    assert_eq!(s.study_kind(), Some("regrow"));
    assert!(!s.app.explorer().unwrap().is_open(id));
    assert_eq!(
        s.app.message(),
        Some("Searching it again: the first search kept no more of the tree…")
    );
    // The keys go on answering meanwhile.
    s.key(KeyCode::Up);
    s.key(KeyCode::Down);
    assert!(s.finish_study());
    let explorer = s.app.explorer().unwrap();
    assert!(explorer.is_open(id));
    assert_eq!(explorer.rows().len(), before + 8, "c3's eight replies");
    assert_eq!(explorer.tree().children(id).count(), 8);
    // The same subtree as the first search found: eight replies, 59,705 positions in all.
    assert_eq!(explorer.tree().node(id).subtree, 59_705);
    // Opened by the arrow as well; the left arrow closes, then goes to the parent.
    s.key(KeyCode::Left);
    assert!(!s.app.explorer().unwrap().is_open(id));
    s.key(KeyCode::Right);
    assert!(s.app.explorer().unwrap().is_open(id));
    s.key(KeyCode::Left);
    s.key(KeyCode::Left);
    let explorer = s.app.explorer().unwrap();
    assert_eq!(explorer.selected_node(), explorer.tree().root());
    // Page keys and the ends of the list are safe.
    for code in [
        KeyCode::PageUp,
        KeyCode::Up,
        KeyCode::PageDown,
        KeyCode::PageDown,
    ] {
        s.key(code);
    }
    for _ in 0..500 {
        s.key(KeyCode::Down);
    }
    let explorer = s.app.explorer().unwrap();
    assert_eq!(explorer.selected(), explorer.rows().len() - 1);
}

#[test]
fn a_cut_row_says_what_was_skipped_and_why_never_a_losing_move() {
    let mut s = alpha_beta_answer();
    s.keys("t");
    s.finish_study();
    // Open rows until a cut shows.
    let mut found = None;
    for _ in 0..400 {
        let explorer = s.app.explorer().unwrap();
        if let Some(index) = explorer
            .rows()
            .iter()
            .position(|r| matches!(r, Row::Cut { .. }))
        {
            found = Some(index);
            break;
        }
        s.key(KeyCode::Down);
        s.key(KeyCode::Enter);
    }
    let index = found.expect("alpha-beta cut somewhere");
    while s.app.explorer().unwrap().selected() != index {
        let down = s.app.explorer().unwrap().selected() < index;
        s.key(if down { KeyCode::Down } else { KeyCode::Up });
    }
    let screen = s.screen();
    let cut_line = screen.lines().find(|l| l.contains("✂")).expect("a cut row");
    assert!(cut_line.contains(" cut: "), "{cut_line}");
    // The details (wrapped beside the small board) explain the cut.
    let lines: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
    let (top, column) = lines
        .iter()
        .enumerate()
        .find_map(|(y, l)| {
            let text: String = l.iter().collect();
            text.find("Cut:").map(|at| (y, text[..at].chars().count()))
        })
        .expect("the details of the cut");
    let text = lines[top..top + 6]
        .iter()
        .map(|l| {
            let part: String = l[column..].iter().collect();
            part.trim_end_matches(['"', '│', ' ']).to_owned()
        })
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        text.contains("A cut is not a losing move: the opponent simply has no reason to allow it"),
        "{screen}"
    );
    assert!(text.contains("this cannot change"), "{screen}");
}

#[test]
fn no_search_yet_is_said_and_a_stale_recording_is_dropped() {
    let mut s = Session::new(&["--first", "human", "--seed", "3"]);
    s.keys("t");
    assert_eq!(s.app.explorer_view(), ExplorerView::Closed);
    assert_eq!(
        s.app.message(),
        Some("No AI search to explore yet: t shows the AI's last search once it has moved")
    );
    // The recording is asked for, then the player leaves before it arrives.
    let mut s = alpha_beta_answer();
    s.keys("t");
    let request = s.app.study().cloned().expect("a recording");
    s.key(KeyCode::Esc);
    assert!(s.app.study().is_none(), "nobody wants it any more");
    let result = morpion::analysis::run_study(&request, None, None, &request.own_table());
    s.update(AppEvent::Studied {
        id: request.id,
        result: Box::new(result),
    });
    assert_eq!(s.app.explorer_view(), ExplorerView::Closed);
    assert!(s.app.explorer().is_none());
}

#[test]
fn a_search_too_big_to_record_says_so() {
    let mut s = alpha_beta_answer();
    s.keys("t");
    let id = s.app.study().unwrap().id;
    s.update(AppEvent::Studied {
        id,
        result: Box::new(StudyResult::Recorded(Err(NotRecorded::TooBig {
            positions: EXPLORER_POSITIONS,
        }))),
    });
    assert_eq!(s.app.explorer_view(), ExplorerView::Closed);
    let message = s.app.message().unwrap();
    assert!(
        message.contains(&morpion::text::thousands(EXPLORER_POSITIONS)),
        "{message}"
    );
}

#[test]
fn a_tree_whose_memory_is_refused_says_so_and_the_game_goes_on() {
    let mut s = alpha_beta_answer();
    s.keys("t");
    let id = s.app.study().unwrap().id;
    s.update(AppEvent::Studied {
        id,
        result: Box::new(StudyResult::Recorded(Err(NotRecorded::OutOfMemory(
            OutOfMemory { bytes: 29_360_128 },
        )))),
    });
    assert_eq!(s.app.explorer_view(), ExplorerView::Closed);
    assert_eq!(
        s.app.message(),
        Some(
            "Not enough memory to show that search's tree (the system refused 28 MiB); the game goes on"
        )
    );
    s.keys("n");
    assert_eq!(s.app.history().len(), 0, "a new game starts as usual");
}

#[test]
fn bones_and_connect_four_trees_are_explored_too() {
    let mut s = Session::new(&[
        "--game", "bones", "--heap", "9", "--first", "human", "--seed", "2",
    ]);
    s.keys("1");
    s.finish_search();
    s.keys("t");
    s.finish_study();
    let screen = s.screen();
    let taken = s.app.history()[1];
    assert!(
        screen.contains(&format!("{} bones left  take {taken}", 8 - taken)),
        "the position after the AI's take, beside it: {screen}"
    );
    let mut s = Session::new(&[
        "--game", "connect4", "--first", "human", "--seed", "2", "--depth", "4",
    ]);
    s.keys("4");
    s.finish_search();
    s.keys("t");
    s.finish_study();
    let explorer = s.app.explorer().expect("recorded");
    let selected = s.app.analysis().unwrap().outcome.selected.clone();
    assert!(
        selected.settings.transposition.is_some(),
        "Connect Four plays with its table"
    );
    assert_eq!(
        explorer.tree().positions(),
        selected.nodes,
        "the tree is the AI's own search, its table included"
    );
    assert!(s.screen().contains("col 4"));
}

/// DOT statements: node ids with their labels, and edges.
fn parse_dot(dot: &str) -> (HashMap<String, String>, Vec<(String, String)>) {
    assert!(dot.starts_with("digraph search {"));
    assert!(dot.trim_end().ends_with('}'));
    let mut labels = HashMap::new();
    let mut edges = Vec::new();
    for line in dot.lines().skip(1) {
        let line = line.trim();
        let Some(body) = line.strip_suffix(';') else {
            continue;
        };
        let Some((head, attrs)) = body.split_once(" [") else {
            continue;
        };
        match head.split_once(" -> ") {
            Some((from, to)) => edges.push((from.to_owned(), to.to_owned())),
            None => {
                if let Some(label) = attrs
                    .strip_prefix("label=\"")
                    .and_then(|rest| rest.split_once("\""))
                {
                    labels.insert(head.to_owned(), label.0.to_owned());
                }
            }
        }
    }
    (labels, edges)
}

#[test]
fn x_writes_the_tree_as_dot_into_a_new_file_and_says_where() {
    let dir = std::env::temp_dir().join(format!("morpion-explorer-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut s = Session::exporting(&["--first", "human", "--seed", "3"], &dir);
    s.keys("1");
    s.finish_search();
    s.keys("t");
    s.finish_study();
    s.keys("x");
    let first = dir.join("morpion-tree-1.dot");
    let message = s.app.message().unwrap().to_owned();
    assert!(message.contains(&first.display().to_string()), "{message}");
    assert!(message.contains("first 300 positions"), "{message}");
    // The same tree again: its file is named, no second file is written.
    s.keys("x");
    assert_eq!(
        s.app.message(),
        Some(format!("This tree is already in {}", first.display()).as_str())
    );
    assert!(!dir.join("morpion-tree-2.dot").exists());

    let dot = std::fs::read_to_string(&first).unwrap();
    let (labels, edges) = parse_dot(&dot);
    let positions: Vec<&String> = labels.keys().filter(|id| id.starts_with('n')).collect();
    assert_eq!(positions.len(), 300);
    // The root is the AI's decision: O (MAX) to move after X took a1, 2,787 positions below.
    let analysis = s.app.analysis().unwrap();
    assert_eq!(analysis.outcome.selected.nodes, 2_787);
    assert!(
        labels["n0"].starts_with("MAX (O) to move"),
        "{}",
        labels["n0"]
    );
    assert!(
        labels["n0"].contains("2,787 positions below"),
        "{}",
        labels["n0"]
    );
    // A tree: every drawn position but the root has one parent.
    for id in &positions {
        let parents = edges.iter().filter(|(_, to)| to == *id).count();
        assert_eq!(parents, usize::from(id.as_str() != "n0"), "{id}");
    }
    // Cuts are marked, never as losses.
    let cuts: Vec<&String> = labels
        .iter()
        .filter(|(id, _)| id.starts_with("cut"))
        .map(|(_, label)| label)
        .collect();
    assert!(!cuts.is_empty());
    assert!(cuts.iter().all(|l| l.contains("cannot change")));
    // The root's moves are those of the position the AI moved from.
    let root_moves: Vec<&String> = edges
        .iter()
        .filter(|(from, to)| from == "n0" && to.starts_with('n'))
        .map(|(_, to)| to)
        .collect();
    let mut legal = Vec::new();
    analysis.position.legal_moves(&mut legal);
    assert_eq!(root_moves.len(), legal.len());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_dot_file_that_cannot_be_written_is_a_message_not_a_crash() {
    let missing = std::env::temp_dir().join("morpion-no-such-dir/deeper");
    let mut s = Session::exporting(&["--first", "human", "--seed", "3"], &missing);
    s.keys("1");
    s.finish_search();
    s.keys("t");
    s.finish_study();
    s.keys("x");
    let message = s.app.message().unwrap();
    assert!(
        message.starts_with("Could not write the DOT file"),
        "{message}"
    );
    assert_eq!(s.app.explorer_view(), ExplorerView::Open);
}

#[test]
fn the_explorer_screen() {
    let mut s = alpha_beta_answer();
    s.keys("t");
    s.finish_study();
    s.key(KeyCode::Down);
    insta::assert_snapshot!(s.draw(100, 30).backend());
}

#[test]
fn a_click_on_the_board_plays_nothing_while_the_explorer_is_open() {
    use ratatui::crossterm::event::{Event, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
    let mut s = alpha_beta_answer();
    s.keys("t");
    s.finish_study();
    let grid = *morpion::tui::layout::Areas::compute(common::session::SCREEN, s.app.position())
        .unwrap()
        .grid()
        .unwrap();
    let cell = grid.cell_rect(8);
    s.event(Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: cell.x + 1,
        row: cell.y + 1,
        modifiers: KeyModifiers::NONE,
    }));
    assert_eq!(s.app.history().len(), 2, "no move");
    assert_eq!(s.app.explorer_view(), ExplorerView::Open);
}
