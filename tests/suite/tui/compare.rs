//! The technique comparison (key `c`): the position on the board searched by each technique off
//! the UI thread, rows shown as they finish, and a check that every value agrees.

use crate::common;

use common::session::Session;
use morpion::analysis::{StudyLive, Technique, compare_techniques, run_study};
use morpion::engine::SearchSettings;
use morpion::tui::AppEvent;
use morpion::tui::keymap::Context;
use ratatui::crossterm::event::KeyCode;

#[test]
fn c_compares_the_techniques_on_the_empty_board_with_the_textbook_counts() {
    let mut s = Session::new(&["--first", "human", "--seed", "3"]);
    s.keys("c");
    assert_eq!(s.app.context(), Context::Techniques);
    assert_eq!(s.study_kind(), Some("techniques"));
    let view = s.app.techniques().expect("the popup");
    assert!(view.table.is_none());
    assert_eq!(view.deepening, None, "nine plies: no deepening row");
    let screen = s.screen();
    let row = |name: &str| {
        screen
            .lines()
            .find(|l| l.contains(&format!("│ {name} ")))
            .unwrap_or_default()
            .to_owned()
    };
    assert!(row("minimax").contains(" 0  searching…"), "{screen}");
    assert!(row("alpha-beta").contains("waiting"), "{screen}");

    // Live: the first row done, the second counting.
    let id = s.app.study().unwrap().id;
    let first = compare_techniques(s.app.position(), &SearchSettings::default(), 1, None, None)
        .rows
        .remove(0);
    s.update(AppEvent::StudyProgress(StudyLive {
        id,
        positions: 12_345,
        rows: vec![first],
        steps: 0,
    }));
    let screen = s.screen();
    assert!(screen.contains("549,945"), "{screen}");
    assert!(screen.contains("12,345  searching…"), "{screen}");

    assert!(s.finish_study());
    let table = s.app.techniques().unwrap().table.clone().expect("done");
    let techniques: Vec<Technique> = table.rows.iter().map(|r| r.technique).collect();
    assert_eq!(
        techniques,
        [
            Technique::Minimax,
            Technique::AlphaBeta,
            Technique::Ordering,
            Technique::Table
        ]
    );
    assert_eq!(table.rows[0].nodes, 549_945);
    assert_eq!(
        table.rows[1].nodes, 20_865,
        "the reference table's alpha-beta count"
    );
    assert_eq!(table.values_agree(), Some(true));
    insta::assert_snapshot!(s.draw(100, 30).backend());
}

#[test]
fn esc_closes_and_stops_the_work_a_late_table_is_ignored() {
    let mut s = Session::new(&["--first", "human", "--seed", "3"]);
    s.keys("c");
    let request = s.app.study().cloned().unwrap();
    s.key(KeyCode::Esc);
    assert!(s.app.techniques().is_none());
    assert!(s.app.study().is_none());
    assert_eq!(s.app.context(), Context::Play);
    s.update(AppEvent::Studied {
        id: request.id,
        result: Box::new(run_study(&request, None, None, &request.own_table())),
    });
    assert!(s.app.techniques().is_none());
    // c closes it as well, once done.
    s.keys("c");
    s.finish_study();
    s.keys("c");
    assert!(s.app.techniques().is_none());
    // Moves and settings wait while it is open.
    s.keys("c5p");
    assert_eq!(s.board(), ".../.../...");
    assert!(s.app.settings().pruning);
}

#[test]
fn a_finished_game_has_nothing_to_compare() {
    let mut s = Session::new(&["--mode", "humans", "--first", "human", "--seed", "1"]);
    s.keys("14253");
    assert!(s.app.position().is_over());
    s.keys("c");
    assert!(s.app.techniques().is_none());
    assert_eq!(
        s.app.message(),
        Some("The game is over: the comparison needs a move to play (u takes one back)")
    );
}

#[test]
fn long_games_add_the_deepening_row_and_all_values_agree() {
    let mut s = Session::new(&[
        "--game", "connect4", "--first", "human", "--seed", "2", "--depth", "5",
    ]);
    s.keys("4");
    s.finish_search();
    s.keys("c");
    let view = s.app.techniques().unwrap();
    assert!(view.deepening.is_some());
    assert_eq!(view.settings.depth_limit, Some(5));
    s.finish_study();
    let table = s.app.techniques().unwrap().table.clone().unwrap();
    assert_eq!(table.rows.len(), 5);
    assert_eq!(table.rows[4].technique, Technique::Deepening);
    assert_eq!(table.values_agree(), Some(true));
    let screen = s.screen();
    assert!(screen.contains("+ deepening, 5 plies"), "{screen}");
    assert!(screen.contains("✓ All values agree"), "{screen}");
}

#[test]
fn without_a_depth_limit_a_long_game_is_compared_to_the_default_depth() {
    // Connect Four has no depth limit by default (the think time bounds the AI's search): the
    // comparison uses the limit the analysis would, 4 plies with 42 cells left.
    let mut s = Session::new(&["--game", "connect4", "--first", "human", "--seed", "2"]);
    assert_eq!(s.app.settings().depth_limit, None);
    s.keys("c");
    let view = s.app.techniques().unwrap();
    assert_eq!(view.settings.depth_limit, Some(4));
    assert!(s.screen().contains("every search to depth 4"));
}

#[test]
fn comparing_pauses_the_ai_playing_itself() {
    let mut s = Session::new(&["--mode", "ai-ai", "--seed", "3"]);
    assert!(s.request.is_some(), "the first move starts at once");
    s.finish_search();
    s.keys("c");
    assert!(s.app.autoplay().paused);
    assert_eq!(s.app.context(), Context::Techniques);
    s.key(KeyCode::Esc);
    assert_eq!(s.app.context(), Context::Watch);
}
