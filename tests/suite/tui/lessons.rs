//! The lessons in the game: one screen of each lesson at 80×24 in both languages, the player's game kept aside and given back, the place kept, the exercise checked from the keys, the settings keys at work.

use morpion::analysis::lessons::{LESSONS, Topic};
use morpion::tui::keymap::Context;
use ratatui::crossterm::event::KeyCode;

use crate::common::session::{Session, config};

fn lesson(topic: Topic, lang: &str) -> Session {
    let mut session =
        Session::from_config(config(&["--seed", "1", "--lang", lang]).with_lesson(topic));
    session.settle();
    session
}

#[test]
fn one_screen_of_each_lesson_at_80_by_24_in_english_and_french() {
    for topic in LESSONS {
        for lang in ["en", "fr"] {
            let session = lesson(topic, lang);
            assert_eq!(session.app.context(), Context::Lesson);
            insta::assert_snapshot!(
                format!("lesson_{}_{lang}", topic.number()),
                session.text(80, 24)
            );
        }
    }
}

#[test]
fn a_lesson_keeps_the_players_game_aside_and_its_own_place() {
    let mut session = Session::new(&["--seed", "1", "--first", "human"]);
    session.keys("5");
    session.settle();
    let before = session.app.board().unwrap().to_board();
    session.keys("L");
    session.settle();
    assert_eq!(session.app.context(), Context::Lesson);
    // The 2×2 board of lesson 1, the AI having moved first.
    assert_eq!(session.app.board().unwrap().geometry().cells(), 4);
    session.key(KeyCode::Down);
    session.key(KeyCode::Right);
    session.settle();
    let place = session.app.lesson().map(|l| (l.topic, l.screen));
    assert_eq!(place, Some((Topic::AlphaBeta, 1)));
    // The depth limit of lesson 2's second screen.
    assert_eq!(session.app.settings().depth_limit, Some(6));
    session.key(KeyCode::Esc);
    session.settle();
    assert_eq!(session.app.context(), Context::Play);
    assert_eq!(session.app.board().unwrap().to_board(), before);
    assert_eq!(session.app.settings().depth_limit, None);
    session.keys("L");
    session.settle();
    let back = session.app.lesson().map(|l| (l.topic, l.screen));
    assert_eq!(back, place);
}

#[test]
fn the_exercise_is_checked_from_the_keys() {
    let mut session = lesson(Topic::Minimax, "en");
    session.key(KeyCode::Right);
    session.key(KeyCode::Right);
    session.settle();
    session.keys("40");
    session.key(KeyCode::Enter);
    let view = session.app.lesson().unwrap();
    assert!(!view.verdict().unwrap().right);
    assert_eq!(view.solved_count(), 0);
    session.key(KeyCode::Backspace);
    session.keys("1");
    session.key(KeyCode::Enter);
    let view = session.app.lesson().unwrap();
    assert!(view.verdict().unwrap().right);
    assert_eq!(view.solved_count(), 1);
    assert!(session.text(80, 24).contains("Right. 41 positions"));
}

#[test]
fn the_settings_keys_work_in_a_lesson() {
    let mut session = lesson(Topic::AlphaBeta, "en");
    assert!(session.app.settings().pruning);
    session.keys("p");
    assert!(!session.app.settings().pruning);
    assert!(session.request.is_some(), "the position is searched again");
    session.settle();
    assert_eq!(session.app.context(), Context::Lesson);
}
