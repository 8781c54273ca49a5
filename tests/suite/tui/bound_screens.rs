//! Whole screens at 80×24, in English and French, of every view that states a bound or an exact
//! value by the rule: the panel's move table, step mode leaving a position with a bound and with
//! an exact value outside its window, the explorer's details on a bound, and the glossary's entry.

use ratatui::crossterm::event::KeyCode;

use crate::common::session::Session;

/// `morpion --seed 3 --first human` in `lang`: you take a1, the AI answers b2 (the README's game).
fn answered(lang: &str) -> Session {
    let mut session = Session::new(&["--seed", "3", "--first", "human", "--lang", lang]);
    session.keys("1");
    session.settle();
    session
}

fn text(session: &Session) -> String {
    session.draw(80, 24).backend().to_string()
}

/// Step mode at step `number`, typed as a learner types it.
fn at_step(session: &mut Session, number: u64) {
    session.keys(&number.to_string());
    session.key(KeyCode::Enter);
    let frame = session.app.steps().expect("step mode").replay.current();
    assert_eq!(frame.number, number);
}

#[test]
fn the_panel_names_the_moves_cut_under_a_bound() {
    for lang in ["en", "fr"] {
        let session = answered(lang);
        insta::assert_snapshot!(format!("bounds_panel_{lang}"), text(&session));
    }
}

#[test]
fn step_mode_says_what_was_skipped_and_against_which_edge_of_the_window() {
    for lang in ["en", "fr"] {
        let mut session = answered(lang);
        session.keys("w");
        // The position after b1 c1 a2 b2 c2 b3 a3: X wins on the next ply, -992 ≥ β -994, yet
        // every move below it was searched: exact.
        at_step(&mut session, 15);
        insta::assert_snapshot!(format!("bounds_steps_exact_outside_{lang}"), text(&session));
        // b3 one ply up: a cut skipped a move below it and -992 ≥ β -994: at least -992.
        at_step(&mut session, 18);
        insta::assert_snapshot!(format!("bounds_steps_at_least_{lang}"), text(&session));
    }
}

#[test]
fn the_explorers_details_say_what_was_skipped_below_a_bound() {
    for lang in ["en", "fr"] {
        let mut session = answered(lang);
        session.keys("t");
        assert!(session.finish_study());
        // From the move played, b2, up to c1: at most -994, a fail low.
        session.key(KeyCode::Up);
        session.key(KeyCode::Up);
        insta::assert_snapshot!(format!("bounds_explorer_{lang}"), text(&session));
    }
}

#[test]
fn the_glossary_defines_a_bound_by_the_rule() {
    for lang in ["en", "fr"] {
        let mut session = answered(lang);
        session.keys("a");
        // Down to the entry of bounds, on the screen drawn.
        for _ in 0..9 {
            session.key_on(KeyCode::Down, 80, 24);
        }
        insta::assert_snapshot!(format!("bounds_glossary_{lang}"), text(&session));
    }
}
