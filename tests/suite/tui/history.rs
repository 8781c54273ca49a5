//! Undo and redo (`u`, `r`) through the whole game, the move list with each AI move's node
//! counts, and the chart of positions per AI move.

use crate::common;

use common::session::Session;
use morpion::analysis::SearchKind;
use morpion::engine::Game;
use morpion::tui::{Seat, Tally};

/// You took a1 and c3, the AI answered twice (`--seed 3`: b2, then b1).
fn two_rounds() -> Session {
    let mut s = Session::new(&["--first", "human", "--seed", "3"]);
    s.keys("1");
    s.finish_search();
    s.keys("9");
    s.finish_search();
    assert_eq!(s.app.history(), [0, 4, 8, 1]);
    s
}

#[test]
fn against_the_ai_undo_goes_back_to_your_turn_and_redo_replays_without_searching() {
    let mut s = two_rounds();
    let searches = s.requests.len();
    let last_analysis = s.app.analysis().unwrap().clone();
    s.keys("u");
    assert_eq!(s.app.history(), [0, 4], "your move and the AI's answer");
    assert_eq!(s.board(), "X../.O./...");
    assert_eq!(s.app.seat_to_move(), Seat::Home);
    assert_eq!(
        s.app.message(),
        Some("Took back 2 moves — r plays them again")
    );
    assert_eq!(s.app.redo_moves().len(), 2);
    // The panel is back on the AI's decision still on the board.
    assert_eq!(s.app.analysis().unwrap().played, 4);
    assert!(s.screen().contains("AI played b2"));
    s.keys("u");
    assert_eq!(s.app.history(), [] as [usize; 0]);
    assert!(s.app.analysis().is_none());
    s.keys("u");
    assert_eq!(
        s.app.message(),
        Some("Nothing to undo: no move was played yet")
    );

    s.keys("r");
    assert_eq!(s.app.history(), [0, 4]);
    s.keys("r");
    assert_eq!(s.app.history(), [0, 4, 8, 1]);
    assert_eq!(s.app.message(), Some("Played 2 moves again"));
    assert_eq!(s.requests.len(), searches, "redo asks the AI nothing");
    assert_eq!(
        s.app.analysis().unwrap().outcome,
        last_analysis.outcome,
        "the AI's search comes back with its move"
    );
    s.keys("r");
    assert_eq!(s.app.message(), Some("Nothing to redo"));
}

#[test]
fn undo_while_the_ai_thinks_drops_its_search_and_a_late_answer_is_ignored() {
    let mut s = Session::new(&["--first", "human", "--seed", "3"]);
    s.keys("1");
    let request = s.request.take().expect("the AI thinks");
    let generation = s.app.generation();
    s.keys("u");
    assert_eq!(s.app.history(), [] as [usize; 0]);
    assert_eq!(s.app.pending(), None);
    assert!(s.app.generation() > generation, "its result will be stale");
    assert!(!s.app.is_busy());
    assert_eq!(
        s.app.wanted_search(),
        None,
        "the loop stops the worker's search"
    );
    s.deliver(&request);
    assert_eq!(
        s.app.history(),
        [] as [usize; 0],
        "the late answer is dropped"
    );
    // Redo plays your move again, and the AI thinks again.
    s.keys("r");
    assert_eq!(s.app.history(), [0]);
    assert_eq!(s.app.pending().map(|p| p.kind), Some(SearchKind::Decide));
    s.finish_search();
    assert_eq!(s.app.history().len(), 2);
}

#[test]
fn a_new_move_after_undo_forgets_the_moves_undone() {
    let mut s = two_rounds();
    s.keys("u");
    assert_eq!(s.app.redo_moves().len(), 2);
    s.keys("3");
    assert!(s.app.redo_moves().is_empty());
    s.keys("r");
    assert_eq!(s.app.message(), Some("Nothing to redo"));
}

#[test]
fn the_ais_first_move_stays_and_a_finished_game_gives_its_point_back() {
    let mut s = Session::new(&["--first", "ai", "--seed", "3"]);
    s.finish_search();
    s.keys("u");
    assert_eq!(s.app.history().len(), 1);
    assert_eq!(
        s.app.message(),
        Some("Nothing to undo: the AI's first move is where your game starts")
    );

    // Two players: X wins on the top row, then takes the winning move back.
    let mut s = Session::new(&["--mode", "humans", "--first", "human", "--seed", "1"]);
    s.keys("14253");
    assert!(s.app.position().is_over());
    let won = Tally {
        wins: 1,
        draws: 0,
        losses: 0,
    };
    assert_eq!(s.app.tally(), won);
    s.keys("u");
    assert_eq!(
        s.app.history(),
        [0, 3, 1, 4],
        "one move at a time between people"
    );
    assert_eq!(s.app.tally(), Tally::default(), "the point goes back");
    assert!(!s.app.position().is_over());
    s.keys("r");
    assert_eq!(s.app.tally(), won, "and comes back with the move");
    s.keys("uuuuu");
    assert_eq!(s.app.history(), [] as [usize; 0]);
    assert_eq!(s.app.redo_moves().len(), 5);
}

#[test]
fn undo_works_on_columns_and_heaps_too() {
    let mut s = Session::new(&[
        "--game", "connect4", "--first", "human", "--seed", "2", "--depth", "2",
    ]);
    s.keys("4");
    s.finish_search();
    let board = s.board();
    s.keys("4");
    s.finish_search();
    s.keys("u");
    assert_eq!(s.board(), board);
    assert_eq!(s.app.cursor(), 3, "the column cursor stays on the board");

    let mut s = Session::new(&[
        "--game", "bones", "--heap", "10", "--first", "human", "--seed", "2",
    ]);
    s.keys("3");
    s.finish_search();
    s.keys("u");
    assert_eq!(s.app.position().heap().unwrap().heap(), 10);
    s.keys("r");
    assert_eq!(s.app.history().len(), 2);
    let mut legal = Vec::new();
    s.app.position().legal_moves(&mut legal);
    assert!(!legal.is_empty());
}

#[test]
fn the_move_list_gives_each_ai_moves_counts_and_the_chart_shows_them() {
    let s = two_rounds();
    let screen = s.screen();
    assert!(
        screen.contains(" # by  move  alpha-beta/minimax"),
        "{screen}"
    );
    assert!(
        screen.contains(" 3 You c3"),
        "the latest moves where room is short: {screen}"
    );
    assert!(screen.contains(" 2 AI  b2    2,787/59,704"), "{screen}");
    let (with, without) = s.app.moves()[3]
        .analysis
        .as_ref()
        .unwrap()
        .outcome
        .by_pruning()
        .map(|(w, wo)| (w.nodes, wo.nodes))
        .unwrap();
    assert!(
        screen.contains(&format!(
            " 4 AI  b1    {}/{}",
            morpion::text::thousands(with),
            morpion::text::thousands(without)
        )),
        "{screen}"
    );
    assert!(screen.contains("Positions per AI move"), "{screen}");
    let bars = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let chart: Vec<&str> = screen.lines().filter(|l| l.contains(bars)).collect();
    assert_eq!(chart.len(), 2, "{screen}");
    assert!(chart[0].contains("  alpha-beta ") && chart[1].contains("  minimax "));
    assert!(
        chart.iter().all(|l| l.matches(bars).count() == 2),
        "a bar per AI move: {chart:?}"
    );
    insta::assert_snapshot!(s.draw(100, 30).backend());
}
