//! Step mode (`w`) and guessing (`g`) by key sequence: the counts end at the panel's, forward then back gives the same screen, the guesses are judged and tallied, whole screens in both languages.

use ratatui::crossterm::event::KeyCode;

use crate::common::session::Session;

/// `morpion --seed 3 --first human`, X plays a1, the AI answers b2; then `w`.
fn replaying(lang: &str) -> Session {
    let mut session = Session::new(&["--seed", "3", "--first", "human", "--lang", lang]);
    session.keys("1");
    session.settle();
    session.keys("w");
    session
}

#[test]
fn w_replays_the_last_decision_and_its_counts_end_at_the_panels() {
    let mut session = replaying("en");
    let steps = session.app.steps().expect("step mode is open");
    let panel_count = session
        .app
        .analysis()
        .expect("the AI moved")
        .outcome
        .selected
        .nodes;
    assert_eq!(
        panel_count, 2_787,
        "the panel's alpha-beta count (tests/FACTS.md)"
    );
    assert_eq!(steps.positions, Some(panel_count));
    assert_eq!(steps.replay.current().number, 1);
    session.key(KeyCode::End);
    let steps = session.app.steps().unwrap();
    assert!(steps.replay.at_end());
    assert_eq!(steps.replay.current().positions, 2_787);
    assert!(session.text(100, 30).contains("2,787 of 2,787 positions"));
    // Pruning off: plain minimax's count, the panel's other figure; more than a walk on the
    // screen's thread, so the study thread walks to the end.
    session.keys("p");
    session.key(KeyCode::End);
    assert_eq!(session.study_kind(), Some("seek"));
    assert!(session.finish_study());
    assert_eq!(
        session.app.steps().unwrap().replay.current().positions,
        59_704
    );
    session.keys("w");
    assert!(session.app.steps().is_none(), "w leaves step mode");
}

#[test]
fn forward_then_back_returns_the_same_screen() {
    let mut session = replaying("en");
    let mut screens = vec![session.text(80, 24)];
    for _ in 0..40 {
        session.key(KeyCode::Right);
        screens.push(session.text(80, 24));
    }
    for expected in screens.iter().rev().skip(1) {
        session.key(KeyCode::Left);
        assert_eq!(&session.text(80, 24), expected);
    }
}

#[test]
fn typed_step_numbers_and_the_seeking_keys_go_where_they_say() {
    let mut session = replaying("en");
    session.keys("120");
    session.key(KeyCode::Enter);
    assert_eq!(session.app.steps().unwrap().replay.current().number, 120);
    session.keys("c");
    let frame = session.app.steps().unwrap().replay.current().clone();
    assert!(matches!(
        frame.step.kind,
        morpion::engine::StepKind::Cut { .. }
    ));
    session.key(KeyCode::Home);
    assert_eq!(session.app.steps().unwrap().replay.current().number, 1);
}

#[test]
fn a_guess_is_revealed_when_the_search_leaves_the_position_and_tallied() {
    let mut session = replaying("en");
    // Step 2: the search enters b1 (X to move, MIN); X wins there in 6 plies: for MIN a win.
    session.key(KeyCode::Right);
    session.keys("g");
    assert!(session.text(80, 24).contains("1 a win"));
    session.keys("2");
    session.key(KeyCode::Down);
    let screen = session.text(80, 24);
    assert!(
        screen.contains("Not this time: you guessed a draw"),
        "{screen}"
    );
    assert!(screen.contains("Guesses: 0 right, 1 wrong"), "{screen}");
    // The next position: b1 again from the root is left; c1 is entered next.
    session.key(KeyCode::Right);
    session.key(KeyCode::Right);
    session.keys("g1");
    session.key(KeyCode::End);
    let tally = session.app.guesses();
    assert_eq!(tally.right + tally.wrong, 2);
}

#[test]
fn w_before_any_ai_move_says_there_is_nothing_to_replay() {
    let mut session = Session::new(&["--seed", "3", "--first", "human"]);
    session.keys("w");
    assert!(session.app.steps().is_none());
    assert!(session.text(100, 30).contains("Nothing to replay yet"));
}

#[test]
fn the_step_mode_screens_in_english_and_french() {
    for lang in ["en", "fr"] {
        let mut session = replaying(lang);
        for _ in 0..3 {
            session.key(KeyCode::Right);
        }
        insta::assert_snapshot!(format!("steps_enter_{lang}"), session.text(80, 24));
        session.keys("c");
        insta::assert_snapshot!(format!("steps_cut_{lang}"), session.text(80, 24));
        session.keys("g");
        session.key(KeyCode::Esc);
        session.key(KeyCode::End);
        insta::assert_snapshot!(format!("steps_end_{lang}"), session.text(100, 30));
    }
}

#[test]
fn predict_mode_holds_the_ai_move_until_the_prediction_then_judges_it() {
    let mut session = Session::new(&["--seed", "3", "--first", "human"]);
    session.keys("g");
    assert!(session.app.predict().on);
    session.keys("1");
    session.settle();
    // The AI has decided, but its move waits for the prediction.
    assert_eq!(session.board(), "X../.../...");
    session.keys("5");
    assert!(session.app.predict().asks_worth());
    assert!(
        session
            .screen()
            .contains("You predict b2. Worth to the AI: 1 win · 2 draw · 3 loss?")
    );
    session.keys("2");
    session.settle();
    assert_eq!(session.board(), "X../.O./...");
    let verdict = session.app.predict().verdict.expect("judged");
    assert!(verdict.move_right() && verdict.worth_right());
    assert!(session.screen().contains(
        "You said b2 (a draw), the AI played b2 (a draw): its very move, the right value"
    ));
    // A wrong prediction, made before the AI has finished.
    session.keys("3");
    session.keys("9");
    session.keys("1");
    session.settle();
    let tally = session.app.predict().tally;
    assert_eq!(
        (tally.made, tally.moves_right, tally.worths_right),
        (2, 1, 1)
    );
    // Off: the AI moves at once again.
    session.keys("g");
    assert!(!session.app.predict().on);
}

#[test]
fn a_setting_changed_while_the_ai_move_waits_for_a_prediction_makes_the_decision_again() {
    let mut session = Session::new(&["--seed", "3", "--first", "human"]);
    session.keys("g1");
    session.settle();
    session.keys("52");
    session.settle();
    assert_eq!(session.board(), "X../.O./...");
    // The AI's second decision is held; m turns the table on: it is made again, held again.
    session.keys("3");
    session.settle();
    assert!(session.app.predict().holds_decision());
    assert_eq!(session.app.settings().transposition, None);
    session.keys("m");
    assert!(!session.app.predict().holds_decision());
    let pending = session.app.pending().expect("the decision is made again");
    assert_eq!(pending.kind, morpion::analysis::SearchKind::Decide);
    session.settle();
    assert!(session.app.predict().holds_decision());
    assert_eq!(session.board(), "X.X/.O./...");
    // The move played is the one searched with the table.
    session.keys("22");
    session.settle();
    let analysis = session.app.analysis().expect("the AI played");
    assert!(analysis.outcome.selected.settings.transposition.is_some());
    assert_eq!(session.app.predict().tally.made, 2);
}

#[test]
fn leaving_play_mode_while_the_ai_move_waits_for_a_prediction_forgets_it() {
    let mut session = Session::new(&["--seed", "3", "--first", "human"]);
    session.keys("g1");
    session.settle();
    assert!(session.app.predict().holds_decision());
    // v: the AI plays itself; the held decision was for the mode left.
    session.keys("v");
    assert!(!session.app.predict().holds_decision());
    session.keys("vv");
    assert!(!session.app.predict().holds_decision());
}

#[test]
fn w_in_the_explorer_replays_a_search_from_the_selected_position() {
    let mut session = Session::new(&["--seed", "3", "--first", "human"]);
    session.keys("1");
    session.settle();
    session.keys("t");
    while session.finish_study() {}
    session.key(KeyCode::Down);
    let explorer = session.app.explorer().expect("the explorer is open");
    let id = explorer.selected_node();
    let position = explorer.position_of(id);
    let settings = *explorer.tree().settings();
    let mut path = Vec::new();
    let mut node = Some(id);
    while let Some(at) = node {
        path.extend(explorer.tree().node(at).mv);
        node = explorer.tree().node(at).parent;
    }
    path.reverse();
    assert!(!path.is_empty(), "a position below the root is selected");
    let fresh = morpion::engine::search(
        &position,
        &morpion::engine::SearchSettings {
            node_budget: None,
            ..settings
        },
        &morpion::engine::SearchOptions::default(),
    );
    session.keys("w");
    let steps = session.app.steps().expect("step mode from the explorer");
    assert_eq!(
        steps.origin,
        morpion::tui::Origin::Explorer { path: path.clone() }
    );
    assert_eq!(steps.replay.game(), &position);
    session.key(KeyCode::End);
    assert_eq!(
        session.app.steps().unwrap().replay.current().positions,
        fresh.nodes
    );
    let screen = session.text(100, 30);
    assert!(screen.contains("Step by step: a search after "), "{screen}");
    // Leaving step mode goes back to the explorer.
    session.keys("w");
    assert!(session.app.explorer().is_some());
}

#[test]
fn a_heap_in_step_mode_shows_the_searched_position_and_offers_no_take() {
    let mut session = Session::new(&["--game", "bones", "--first", "human", "--seed", "1"]);
    session.keys("1");
    session.settle();
    session.keys("w");
    for _ in 0..3 {
        session.key(KeyCode::Right);
    }
    let screen = session.text(80, 24);
    let path = session
        .app
        .steps()
        .unwrap()
        .replay
        .current()
        .step
        .path
        .clone();
    assert_eq!(path.len(), 3, "three takes below the root");
    let root = session.app.steps().unwrap().replay.game().clone();
    let morpion::games::playable::Playable::Heap(heap) = root else {
        panic!("a heap");
    };
    let left = heap.heap() - path.iter().map(|&t| t as u32).sum::<u32>();
    assert!(
        screen.contains(&format!("{left} of 10 bones left")),
        "{screen}"
    );
    assert!(!screen.contains("take 3 "), "no take buttons: {screen}");
    assert!(
        !screen.contains("AI took"),
        "the game's last take is not the search's: {screen}"
    );
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn a_two_digit_step_number_in_a_narrow_cell_takes_the_piece_place_in_its_colours() {
    // Connect Four at 80×24 has cells three columns wide and one row high.
    let mut session = Session::new(&["--game", "connect4", "--first", "human", "--seed", "2"]);
    session.keys("4");
    session.settle();
    session.keys("w");
    // On to the first position at least ten plies deep.
    while session
        .app
        .steps()
        .is_some_and(|s| s.replay.current().step.depth() < 10)
    {
        session.key(KeyCode::Right);
    }
    let steps = session.app.steps().unwrap();
    let tenth = steps.replay.current().step.path[9];
    let terminal = session.draw(80, 24);
    let screen = morpion::tui::layout::Areas::compute(
        ratatui::layout::Rect::new(0, 0, 80, 24),
        session.app.position(),
    )
    .expect("fits");
    let rect = screen.grid().expect("a board").cell_rect(tenth);
    assert_eq!((rect.width, rect.height), (3, 1));
    let buffer = terminal.backend().buffer();
    let row: String = (rect.x..rect.x + 3)
        .map(|x| buffer[(x, rect.y)].symbol().to_owned())
        .collect();
    assert_eq!(row, "10 ");
    // Its colours are the piece's: X's red disc, drawn as the last move (dark on red; the AI,
    // O, played the first ply of the path, so X the tenth), not the key colour of a number in
    // a corner.
    let style = buffer[(rect.x, rect.y)].style();
    let piece = buffer[(rect.x + 1, rect.y)].style();
    assert_eq!((style.fg, style.bg), (piece.fg, piece.bg));
    assert_eq!(style.bg, Some(ratatui::style::Color::LightRed));
    assert_ne!(style.fg, Some(ratatui::style::Color::LightCyan));
}

#[test]
fn entering_a_finished_game_says_so_and_takes_no_guess() {
    let mut session = replaying("en");
    loop {
        session.key(KeyCode::Right);
        let steps = session.app.steps().unwrap();
        let frame = steps.replay.current();
        if matches!(frame.step.kind, morpion::engine::StepKind::Enter)
            && steps.replay.position().is_over()
        {
            break;
        }
        assert!(
            !steps.replay.at_end(),
            "some line of the search ends a game"
        );
    }
    assert!(session.text(100, 30).contains("the game is over there."));
    session.keys("g");
    assert!(!session.app.steps().unwrap().asking);
    assert!(
        session
            .text(100, 30)
            .contains("Guess when the search enters a position")
    );
}
