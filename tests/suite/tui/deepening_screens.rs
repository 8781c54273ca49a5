//! The screens that say how the AI searched, at 80×24 in both languages: one search where the
//! tree is small (3×3), iterative deepening when the player turns it on (`D`) and where the
//! tree is too big for one search (4×4), a depth limit, tie checks that outnumber the search
//! they follow, and step mode replaying deepening's deepest search.

use crate::common::session::Session;

/// The position of issue 24: the AI plays c1, you play b1 (`2`), the AI answers.
fn after_b1(lang: &str) -> Session {
    let mut s = Session::new(&["--first", "ai", "--seed", "2", "--lang", lang]);
    s.settle();
    s.keys("2");
    s.settle();
    s
}

fn at_80_by_24(s: &Session) -> String {
    let screen = s.draw(80, 24).backend().to_string();
    assert!(!screen.contains("too small"), "{screen}");
    screen
}

#[test]
fn one_search_decides_on_3x3() {
    for lang in ["en", "fr"] {
        let s = after_b1(lang);
        let analysis = s.app.analysis().expect("the AI answered");
        assert_eq!(analysis.outcome.deepening, None);
        assert_eq!(analysis.outcome.selected.nodes, 1_244, "analyze's count");
        insta::assert_snapshot!(format!("one_search_{lang}"), at_80_by_24(&s));
    }
}

#[test]
fn deepening_turned_on_is_named_and_replayed() {
    for lang in ["en", "fr"] {
        let mut s = after_b1(lang);
        s.keys("D");
        s.settle();
        let deepening = s.app.analysis().unwrap().outcome.deepening;
        assert_eq!(
            deepening.map(|d| d.depth),
            Some(5),
            "a forced win found at 5"
        );
        insta::assert_snapshot!(format!("deepening_on_{lang}"), at_80_by_24(&s));
        // The same at a size with room for the deepening line.
        let wide = s.draw(120, 36).backend().to_string();
        insta::assert_snapshot!(format!("deepening_on_120x36_{lang}"), wide);
        // Step mode replays the deepest search, and says so.
        s.keys("w");
        insta::assert_snapshot!(format!("deepening_on_steps_{lang}"), at_80_by_24(&s));
    }
}

#[test]
fn a_depth_limit_and_tie_checks_bigger_than_the_search() {
    for lang in ["en", "fr"] {
        let mut s = after_b1(lang);
        s.keys("d");
        s.settle();
        let analysis = s.app.analysis().unwrap();
        let (with, _) = analysis.outcome.by_pruning().expect("both counted");
        assert!(
            with.tie_check_nodes > with.nodes,
            "the case the line explains"
        );
        insta::assert_snapshot!(format!("depth_limit_{lang}"), at_80_by_24(&s));
    }
}

#[test]
fn where_one_search_is_too_big_the_ai_deepens_and_says_why() {
    for lang in ["en", "fr"] {
        // No clock in the way: the deepening stops at the depth limit (6), whatever the machine.
        let mut s = Session::new(&[
            "--game",
            "ttt4",
            "--first",
            "human",
            "--seed",
            "1",
            "--think-ms",
            "600000",
            "--lang",
            lang,
        ]);
        s.key(ratatui::crossterm::event::KeyCode::Enter);
        s.decide_only();
        let deepening = s.app.analysis().unwrap().outcome.deepening;
        assert_eq!(
            deepening.map(|d| d.why),
            Some(morpion::analysis::DeepeningWhy::TooBig)
        );
        insta::assert_snapshot!(format!("too_big_{lang}"), at_80_by_24(&s));
        let wide = s.draw(120, 36).backend().to_string();
        insta::assert_snapshot!(format!("too_big_120x36_{lang}"), wide);
    }
}
