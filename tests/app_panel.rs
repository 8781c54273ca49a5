//! The statistics panel and the move list say what was searched: the settings as set, the
//! comparison as it stands, each move's own search.

mod common;

use std::time::Duration;

use common::session::Session;
use morpion::app::{AppEvent, DeepeningEnd, run_search};

/// The line of `screen` (as `TestBackend` prints it) holding `text`, without its quotes.
fn line_with(screen: &str, text: &str) -> String {
    screen
        .lines()
        .find(|line| line.contains(text))
        .unwrap_or_else(|| panic!("no line with {text:?} in\n{screen}"))
        .trim_matches('"')
        .to_owned()
}

/// What the panel (the right-hand box) shows on `screen`'s line holding `text`.
fn panel_line(screen: &str, text: &str) -> String {
    let line = line_with(screen, text);
    let (_, panel) = line.split_once("││ ").expect("the panel's left border");
    panel.trim_end_matches('│').trim_end().to_owned()
}

/// Answers the AI's pending decision as if its think time (1 s) ran out after the iteration of
/// `depth` plies: the deepest search that finished is that one (searched here to that depth,
/// with no clock, so the figures repeat).
fn out_of_time_at(s: &mut Session, depth: u32) {
    let request = s.request.take().expect("the AI thinks");
    let mut unhurried = request.clone();
    unhurried.settings.depth_limit = Some(depth);
    unhurried.think = Duration::from_secs(600);
    let mut outcome = run_search(&unhurried, None).expect("the game goes on");
    outcome.deepening.end = DeepeningEnd::OutOfTime;
    outcome.deepening.limit = request.settings.depth_limit;
    outcome.deepening.budget = request.think;
    outcome.deepening.elapsed = request.think;
    s.update(AppEvent::SearchDone {
        generation: request.generation,
        outcome: Box::new(outcome),
    });
}

#[test]
fn the_panel_gives_the_depth_limit_as_set_and_the_depth_reached_apart() {
    for (lang, settings, deepening) in [
        (
            "en",
            "alpha-beta on · depth limit none · eval heuristic",
            "Deepening 6 plies, time up: ",
        ),
        (
            "fr",
            "alpha-bêta oui · profondeur max. aucune · éval. heuristique",
            "Itérations 6 coups, temps écoulé\u{a0}: ",
        ),
    ] {
        let mut s = Session::new(&[
            "--game", "connect4", "--first", "human", "--seed", "1", "--lang", lang,
        ]);
        assert_eq!(s.app.settings().depth_limit, None);
        s.keys("3");
        out_of_time_at(&mut s, 6);
        let screen = s.draw(120, 30).backend().to_string();
        assert_eq!(panel_line(&screen, settings), settings, "{screen}");
        let reached = panel_line(&screen, deepening);
        let time = if lang == "en" {
            " 1.00 s"
        } else {
            " 1,00\u{a0}s"
        };
        assert!(reached.ends_with(time), "{reached}");
    }
}
