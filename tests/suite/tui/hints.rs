//! Hints (key `i`): on a person's turn every move shows its value for that person, worked out
//! off the UI thread with the current settings, equal to plain minimax's score for the move.

use crate::common;
use morpion::engine::SearchOptions;
use morpion::engine::Table;

use common::session::Session;
use morpion::analysis::{SearchRequest, decide, move_values, run_study};
use morpion::engine::{Game, SearchSettings, search};
use morpion::games::playable::Playable;
use morpion::tui::{AppEvent, HintState};
use ratatui::crossterm::event::KeyCode;

/// Plain minimax's score for each move of `position` under `settings`' evaluation, in move
/// order, the depth limit counted after the move (as the opponent's search there counts it).
fn minimax_scores(position: &Playable, settings: &SearchSettings) -> Vec<(usize, i32)> {
    let plain = SearchSettings {
        pruning: false,
        transposition: None,
        move_order: Default::default(),
        depth_limit: settings.depth_limit.map(|d| d + 1),
        ..*settings
    };
    let mut report = search(position, &plain, &SearchOptions::default());
    report.moves.sort_by_key(|m| m.mv);
    report.moves.iter().map(|m| (m.mv, m.score)).collect()
}

/// The left column of the screen (the board's box and the game under it).
fn board_box(screen: &str) -> String {
    screen
        .lines()
        .map(|l| l.chars().take(36).collect::<String>() + "\n")
        .collect()
}

fn shown(s: &Session) -> Vec<(usize, i32)> {
    let mut values: Vec<(usize, i32)> = s
        .app
        .hints()
        .expect("hints shown")
        .values
        .iter()
        .map(|v| (v.mv, v.score))
        .collect();
    values.sort();
    values
}

#[test]
fn i_shows_every_cells_exact_value_on_your_turn_worked_out_off_the_ui_thread() {
    let mut s = Session::new(&["--first", "human", "--seed", "3"]);
    s.keys("i");
    assert_eq!(
        s.app.message(),
        Some("Hints on: every move's value for you, on the board")
    );
    assert_eq!(s.study_kind(), Some("hints"));
    assert_eq!(s.app.hint_state(), HintState::Working);
    assert!(s.screen().contains("Hints: searching…"));
    assert!(s.finish_study());
    assert_eq!(s.app.hint_state(), HintState::Exact);
    assert_eq!(shown(&s), (0..9).map(|cell| (cell, 0)).collect::<Vec<_>>());
    let screen = s.screen();
    assert!(screen.contains("Hints: exact values"), "{screen}");
    assert_eq!(board_box(&screen).matches("draw").count(), 9, "{screen}");
    assert!(s.app.study().is_none(), "nothing more to work out");

    // After a move and the AI's answer: the new position's values, searched again.
    s.keys("1");
    assert_eq!(s.app.hint_state(), HintState::Idle, "the AI's turn");
    assert!(s.app.study().is_none());
    s.finish_search();
    assert_eq!(s.study_kind(), Some("hints"));
    s.finish_study();
    let settings = *s.app.settings();
    assert_eq!(
        shown(&s),
        minimax_scores(s.app.position(), &settings),
        "plain minimax's scores"
    );
}

#[test]
fn wins_and_losses_are_counted_in_plies_for_the_player_to_move() {
    // Two players: X a1, O a2, X b1; O to move, X threatens c1.
    let mut s = Session::new(&["--mode", "humans", "--first", "human", "--seed", "1"]);
    s.keys("142i");
    assert_eq!(s.board(), "XX./O../...");
    s.finish_study();
    let values = shown(&s);
    assert_eq!(values, minimax_scores(s.app.position(), s.app.settings()));
    // Blocking at c1 only delays the loss (X forks with b2); anything else loses at X's next move.
    assert_eq!(values.iter().find(|(mv, _)| *mv == 2), Some(&(2, -996)));
    assert!(
        values
            .iter()
            .filter(|(mv, _)| *mv != 2)
            .all(|(_, score)| *score == -998)
    );
    // In tall cells, "loss" over "in 2".
    let screen = board_box(&s.screen());
    assert_eq!(screen.matches("loss").count(), 6, "{screen}");
    assert_eq!(screen.matches("in 2").count(), 5, "{screen}");
    assert_eq!(screen.matches("in 4").count(), 1, "{screen}");
    insta::assert_snapshot!(s.draw(100, 30).backend());
    // X to move after the block: X's point of view.
    s.keys("3");
    s.finish_study();
    assert_eq!(
        shown(&s),
        minimax_scores(s.app.position(), s.app.settings())
    );
}

#[test]
fn under_a_depth_limit_the_hints_say_they_are_estimates() {
    let mut s = Session::new(&["--first", "human", "--seed", "3", "--depth", "2"]);
    s.keys("i");
    s.finish_study();
    assert_eq!(s.app.hint_state(), HintState::Estimate(2));
    let screen = board_box(&s.screen());
    assert!(screen.contains("Hints: 2-ply estimates"), "{screen}");
    assert_eq!(
        screen.matches("≈ 0").count(),
        9,
        "no result within 2 plies: {screen}"
    );
    assert!(!screen.contains("draw"), "{screen}");
    // Changing the depth limit works the values out again.
    s.keys("+");
    assert_eq!(s.study_kind(), Some("hints"));
    s.finish_study();
    assert_eq!(s.app.hint_state(), HintState::Estimate(3));
    assert_eq!(
        shown(&s),
        minimax_scores(s.app.position(), s.app.settings())
    );
}

#[test]
fn columns_under_gravity_and_takes_on_the_heap_get_their_hints() {
    let mut s = Session::new(&[
        "--game", "connect4", "--first", "human", "--seed", "2", "--depth", "4",
    ]);
    s.keys("i");
    s.finish_study();
    let values = shown(&s);
    let landing: Vec<usize> = (0..7).map(|col| 35 + col).collect();
    assert_eq!(values.iter().map(|v| v.0).collect::<Vec<_>>(), landing);
    let expected = move_values(
        s.app.position(),
        &s.app.hints().unwrap().settings,
        None,
        &mut Table::for_one_search(&s.app.hints().unwrap().settings),
    )
    .unwrap()
    .iter()
    .map(|v| (v.mv, v.score))
    .collect::<Vec<_>>();
    assert_eq!(values, expected);
    assert!(s.screen().contains("Hints: 4-ply estimates"));

    // Six bones: taking 2 leaves four, a lost heap for the other side.
    let mut s = Session::new(&[
        "--game", "bones", "--heap", "6", "--first", "human", "--seed", "2",
    ]);
    s.keys("i");
    s.finish_study();
    assert_eq!(s.app.hint_state(), HintState::Exact);
    let values = shown(&s);
    assert_eq!(values.len(), 3);
    assert!(values[1].1 > 0, "take 2 wins: {values:?}");
    assert!(values[0].1 < 0 && values[2].1 < 0, "{values:?}");
    let screen = s.screen();
    let above = screen
        .lines()
        .find(|l| l.contains("win 3"))
        .unwrap_or_else(|| panic!("the hints line above the takes: {screen}"));
    assert!(above.contains("loss 4"), "{above}");
}

#[test]
fn hints_off_or_out_of_turn_drop_the_work_and_a_stale_answer_is_ignored() {
    let mut s = Session::new(&["--first", "human", "--seed", "3"]);
    s.keys("i");
    let request = s.app.study().cloned().expect("asked");
    s.keys("i");
    assert_eq!(s.app.message(), Some("Hints off"));
    assert!(s.app.study().is_none(), "nobody wants the values");
    assert_eq!(s.app.hint_state(), HintState::Off);
    // The answer to the old request arrives anyway: ignored.
    s.update(AppEvent::Studied {
        id: request.id,
        result: Box::new(run_study(&request, None, None, &request.own_table())),
    });
    s.keys("i");
    assert!(s.app.hints().is_none());
    assert_eq!(s.study_kind(), Some("hints"));
    // A move while the values are worked out: the old request is replaced.
    let old = s.app.study().cloned().unwrap();
    s.keys("5");
    assert!(s.app.study().is_none(), "the AI's turn: no hints");
    s.update(AppEvent::Studied {
        id: old.id,
        result: Box::new(run_study(&old, None, None, &old.own_table())),
    });
    assert!(s.app.hints().is_none());
    // The AI against itself: nobody to give hints to.
    let mut s = Session::new(&["--mode", "ai-ai", "--seed", "3"]);
    s.key(KeyCode::Char('i'));
    assert!(s.app.study().is_none());
    assert_eq!(s.app.hint_state(), HintState::Off);
}

/// What each hint cell of the board shows at `width`×`height`: (move, the text in its cell).
fn hint_cells(s: &Session, width: u16, height: u16) -> Vec<(usize, String)> {
    let area = ratatui::layout::Rect::new(0, 0, width, height);
    let layout = morpion::tui::layout::Areas::compute(area, s.app.position()).expect("fits");
    let grid = layout.grid().expect("a board");
    let terminal = s.draw(width, height);
    let buffer = terminal.backend().buffer();
    let mut cells: Vec<(usize, String)> = s
        .app
        .hints()
        .expect("hints shown")
        .values
        .iter()
        .map(|value| {
            let rect = grid.cell_rect(value.mv);
            let text: String = (rect.x..rect.right())
                .map(|x| buffer[(x, rect.y + rect.height / 2)].symbol().to_owned())
                .collect();
            (value.mv, text.trim().to_owned())
        })
        .collect();
    cells.sort();
    cells
}

/// Connect Four with the textbook AI at depth 4 (its estimates are what the hints show; the
/// perfect player would choose other moves).
const ESTIMATED_CONNECT_FOUR: &[&str] = &[
    "--game",
    "connect4",
    "--first",
    "human",
    "--seed",
    "1",
    "--depth",
    "4",
    "--no-perfect",
];

#[test]
fn every_estimate_keeps_its_mark_and_its_number_however_narrow_the_cells() {
    // Connect Four after col 3 and col 4 (the AI's answers col 4 and col 4): estimates of two
    // and three digits.
    let mut s = Session::new(ESTIMATED_CONNECT_FOUR);
    for key in ["3", "4"] {
        s.keys(key);
        s.settle();
    }
    s.keys("i");
    s.finish_study();
    assert_eq!(
        shown(&s),
        [
            (24, 17),
            (30, -299),
            (32, 33),
            (35, 6),
            (36, 14),
            (40, -3),
            (41, -11)
        ]
    );
    // 100×30: five columns a cell, each estimate whole, a three-digit one in the whole cell.
    assert_eq!(
        hint_cells(&s, 100, 30),
        [
            (24, "≈+17".to_owned()),
            (30, "≈-299".to_owned()),
            (32, "≈+33".to_owned()),
            (35, "≈+6".to_owned()),
            (36, "≈+14".to_owned()),
            (40, "≈-3".to_owned()),
            (41, "≈-11".to_owned()),
        ]
    );
    assert!(s.screen().contains("┌ Hints: 4-ply estimates ─"));
    // 83×20: three columns a cell; the board writes every estimate in hundreds, and says so.
    assert_eq!(
        hint_cells(&s, 83, 20),
        [
            (24, "≈0".to_owned()),
            (30, "≈-3".to_owned()),
            (32, "≈0".to_owned()),
            (35, "≈0".to_owned()),
            (36, "≈0".to_owned()),
            (40, "≈0".to_owned()),
            (41, "≈0".to_owned()),
        ]
    );
    let narrow = s.draw(83, 20).backend().to_string();
    assert!(
        narrow.contains("┌ Hints: 4-ply estimates ÷100 ─"),
        "{narrow}"
    );
    // In tens where they all fit so: after col 3 alone.
    let mut s = Session::new(&[ESTIMATED_CONNECT_FOUR, &["--lang", "fr"]].concat());
    s.keys("3");
    s.settle();
    s.keys("i");
    s.finish_study();
    let cells = hint_cells(&s, 83, 20);
    assert_eq!(
        cells.iter().map(|c| c.1.as_str()).collect::<Vec<_>>(),
        ["≈+3", "≈+3", "≈+2", "≈+2", "≈+3", "≈+2", "≈+2"]
    );
    let narrow = s.draw(83, 20).backend().to_string();
    assert!(
        narrow.contains("┌ Indices sur 4 demi-coups, ÷10 "),
        "{narrow}"
    );
}

#[test]
fn on_4x4_a_hint_for_x_and_the_ais_value_after_that_move_add_up_to_zero() {
    let mut s = Session::new(&["--game", "ttt4", "--first", "human", "--seed", "1"]);
    s.keys("i");
    s.finish_study();
    assert_eq!(s.app.hint_state(), HintState::Estimate(6));
    let hints = shown(&s);
    let empty = s.app.position().clone();
    // The AI's own decision after X's first move, as the game asks for it.
    s.key(KeyCode::Enter);
    let asked = s.request.clone().expect("the AI answers");
    for &(mv, hint) in &hints {
        let mut after = empty.clone();
        after.apply(mv);
        let request = SearchRequest {
            position: after,
            ..asked.clone()
        };
        let outcome = decide(
            &request,
            None,
            None,
            &mut Table::for_one_search(&request.settings),
        )
        .expect("the game goes on");
        assert_eq!(outcome.deepening.map(|d| d.depth), Some(6), "move {mv}");
        // X's hint, for X; the AI's value, for O (the AI): the same estimate from two sides.
        assert_eq!(hint + outcome.selected.value, 0, "move {mv}");
    }
    // Every first move: +11 for X by the hints, -11 for the AI by its own search.
    assert_eq!(hints, (0..16).map(|mv| (mv, 11)).collect::<Vec<_>>());
}
