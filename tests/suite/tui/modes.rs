//! Play modes: you against the AI, the AI against itself (autoplay with a pace, pause and
//! single step) and two people at one keyboard, chosen by `--mode` or the `v` key.

use crate::common;

use std::time::Duration;

use clap::Parser;
use common::session::Session;
use morpion::analysis::Mode;
use morpion::analysis::SearchKind;
use morpion::cli::args::Cli;
use morpion::tui::keymap::Context;
use morpion::tui::{AUTOPLAY_PAUSES, Seat, Tally};
use ratatui::crossterm::event::KeyCode;

/// Long enough for any pause between the AI's moves.
const LATER: Duration = Duration::from_secs(10);

#[test]
fn mode_is_chosen_on_the_command_line() {
    for (name, mode) in [
        ("human-ai", Mode::HumanAi),
        ("ai-ai", Mode::AiAi),
        ("humans", Mode::Humans),
    ] {
        let cli = Cli::try_parse_from(["morpion", "--mode", name]).unwrap();
        assert_eq!(cli.session.mode, mode);
    }
    assert_eq!(
        Cli::try_parse_from(["morpion"]).unwrap().session.mode,
        Mode::HumanAi
    );
    assert!(Cli::try_parse_from(["morpion", "--mode", "robots"]).is_err());
    assert!(Cli::try_parse_from(["morpion", "--mode", "ai-ai", "table"]).is_err());
}

#[test]
fn the_ai_against_itself_plays_a_whole_3x3_game_to_a_draw_pausing_between_moves() {
    let mut s = Session::new(&["--mode", "ai-ai", "--seed", "5"]);
    assert_eq!(s.app.context(), Context::Watch);
    assert!(s.request.is_some(), "the first move starts at once");
    s.finish_search();
    assert_eq!(s.app.history().len(), 1);
    assert!(s.request.is_none(), "the next move waits for the pause");
    assert!(s.app.is_busy(), "the loop keeps ticking through the pause");
    assert!(
        s.screen()
            .contains(" 500 ms between the AI's moves · Space pauses")
    );
    s.tick(Duration::from_millis(100));
    assert!(s.request.is_none(), "still pausing");
    while !s.app.position().is_over() {
        s.tick(LATER);
        s.finish_search();
    }
    assert_eq!(s.app.history().len(), 9, "perfect play fills the board");
    assert_eq!(
        s.app.tally(),
        Tally {
            wins: 0,
            draws: 1,
            losses: 0
        }
    );
    assert!(
        s.app.moves().iter().all(|m| m.analysis.is_some()),
        "every move searched"
    );
    let screen = s.screen();
    assert!(screen.contains("Draw"), "{screen}");
    assert!(screen.contains("X 0 · Draws 1 · O 0"), "{screen}");
    // Space starts the next game.
    s.keys(" ");
    assert_eq!(s.app.games_started(), 2);
    assert!(s.request.is_some());
}

#[test]
fn space_pauses_right_arrow_plays_one_move_and_brackets_set_the_pace() {
    let mut s = Session::new(&["--mode", "ai-ai", "--seed", "5"]);
    s.finish_search();
    s.keys(" ");
    assert!(s.app.autoplay().paused);
    assert!(
        s.screen()
            .contains(" Paused · Space goes on, → plays one move")
    );
    s.tick(LATER);
    assert!(s.request.is_none(), "paused: no move starts");
    assert!(!s.app.is_busy(), "paused and idle: the loop rests");
    assert!(s.screen().contains("AI O to move · paused"));

    s.key(KeyCode::Right);
    assert!(s.request.is_some(), "one move");
    s.finish_search();
    assert_eq!(s.app.history().len(), 2);
    assert!(s.app.autoplay().paused, "then paused again");
    s.tick(LATER);
    assert!(s.request.is_none());

    s.keys(" ");
    assert!(!s.app.autoplay().paused);
    assert!(s.request.is_some(), "going on starts the next move at once");

    let pace = s.app.autoplay().pace;
    s.keys("[");
    assert_eq!(s.app.autoplay().pace, pace + 1);
    assert_eq!(s.app.message(), Some("Pace: 1 s between the AI's moves"));
    for _ in 0..10 {
        s.keys("]");
    }
    assert_eq!(s.app.autoplay().pause(), AUTOPLAY_PAUSES[0]);
    assert_eq!(
        s.app.message(),
        Some("Pace: no pause between the AI's moves")
    );
    for _ in 0..10 {
        s.keys("[");
    }
    assert_eq!(s.app.autoplay().pause(), Duration::from_secs(4));
}

#[test]
fn undo_pauses_the_autoplay_and_takes_back_one_move() {
    let mut s = Session::new(&["--mode", "ai-ai", "--seed", "5"]);
    s.finish_search();
    s.tick(LATER);
    s.finish_search();
    s.tick(LATER);
    let thinking = s.request.take().expect("the third move is being searched");
    s.keys("u");
    assert!(s.app.autoplay().paused);
    assert_eq!(s.app.history().len(), 1);
    assert_eq!(s.app.pending(), None, "the search under way is dropped");
    s.deliver(&thinking);
    assert_eq!(s.app.history().len(), 1, "its answer comes too late");
    s.keys("r");
    assert_eq!(s.app.history().len(), 2);
    assert!(s.request.is_none(), "still paused");
}

#[test]
fn two_players_take_turns_at_one_keyboard_and_the_ai_never_moves() {
    let mut s = Session::new(&["--mode", "humans", "--first", "human", "--seed", "1"]);
    assert!(s.request.is_none());
    assert!(s.screen().contains("X to move"));
    s.keys("5");
    assert!(s.request.is_none(), "no AI");
    assert_eq!(s.app.seat_to_move(), Seat::Away, "the second seat");
    assert!(s.screen().contains("O to move"));
    s.keys("1");
    assert_eq!(s.board(), "O../.X./...");
    s.keys("238");
    assert!(s.app.position().is_over());
    assert!(s.requests.is_empty(), "the AI was never asked");
    let screen = s.screen();
    assert!(screen.contains("X wins"), "{screen}");
    assert!(screen.contains("X 1 · Draws 0 · O 0"), "{screen}");
    insta::assert_snapshot!(s.draw(100, 30).backend());
}

#[test]
fn v_cycles_the_modes_and_the_ai_takes_or_leaves_the_seats() {
    let mut s = Session::new(&["--first", "human", "--seed", "3"]);
    s.keys("1");
    let thinking = s.request.take().expect("the AI thinks");
    // You against the AI → the AI against itself: its search goes on.
    s.keys("v");
    assert_eq!(s.app.mode(), Mode::AiAi);
    assert_eq!(s.app.context(), Context::Watch);
    assert_eq!(
        s.app.pending().map(|p| p.generation),
        Some(thinking.generation)
    );
    s.deliver(&thinking);
    assert_eq!(s.app.history().len(), 2);
    s.tick(LATER);
    assert!(s.request.is_some(), "it now plays your side too");
    // → two players: the decision under way is for a seat a person plays now.
    s.keys("v");
    assert_eq!(s.app.mode(), Mode::Humans);
    assert_eq!(s.app.pending(), None);
    assert_eq!(s.app.context(), Context::TwoPlayers);
    s.keys("9");
    assert_eq!(s.app.history().len(), 3);
    // → back against the AI: the AI's seat is to move, so it thinks.
    s.keys("v");
    assert_eq!(s.app.mode(), Mode::HumanAi);
    assert_eq!(s.app.context(), Context::Play);
    assert_eq!(s.app.seat_to_move(), Seat::Away);
    assert_eq!(s.app.pending().map(|p| p.kind), Some(SearchKind::Decide));
    s.finish_search();
    assert_eq!(s.app.history().len(), 4);
}

#[test]
fn the_ai_against_itself_screen_while_paused() {
    let mut s = Session::new(&["--mode", "ai-ai", "--seed", "5"]);
    s.finish_search();
    s.tick(LATER);
    s.finish_search();
    s.tick(LATER);
    s.finish_search();
    s.keys(" ");
    insta::assert_snapshot!(s.draw(100, 30).backend());
}

#[test]
fn the_ai_against_itself_says_each_thing_once_on_the_status_line() {
    for (lang, after_v, after_pace) in [
        (
            "en",
            " 500 ms between the AI's moves · Space pauses · The AI plays both sides",
            " 1 s between the AI's moves · Space pauses",
        ),
        (
            "fr",
            " 500\u{a0}ms entre les coups de l'IA · Espace met en pause · L'IA joue les deux camps",
            " 1\u{a0}s entre les coups de l'IA · Espace met en pause",
        ),
    ] {
        let mut s = Session::new(&["--first", "human", "--seed", "3", "--lang", lang]);
        s.keys("1");
        s.finish_search();
        s.keys("v");
        assert_eq!(s.app.mode(), Mode::AiAi);
        assert!(s.request.is_none(), "the next move waits for the pause");
        let status = |s: &Session| {
            let screen = s.draw(120, 30).backend().to_string();
            let line = screen.lines().nth(29).expect("30 lines").trim_matches('"');
            line.trim_end().to_owned()
        };
        assert_eq!(status(&s), after_v);
        // A new pace: the status line says it, once.
        s.keys("[");
        assert_eq!(status(&s), after_pace);
    }
}
