//! The Game of Bones in the App (`--game bones`): digits, the take selector and clicks take
//! bones, a take larger than the heap is refused, the AI answers and explains itself, whoever
//! takes the last bone wins, and tally, new game, who starts and the settings work as on boards.

use std::time::{Duration, Instant};

use morpion::analysis::SearchKind;
use morpion::engine::SearchOptions;
use morpion::engine::{Game, ScoreMeaning, SearchSettings, search};
use morpion::games::bones::Bones;
use morpion::games::playable::Playable;
use morpion::tui::keymap::Controls;
use morpion::tui::layout::Areas;
use morpion::tui::{AppEvent, Seat, Status, Tally};
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use crate::common::session::{SCREEN, Session};

/// `morpion --game bones --seed 3 ARGS`, its searches run on demand instead of on a thread.
fn bones(args: &[&str]) -> Session {
    let all: Vec<&str> = ["--game", "bones", "--seed", "3"]
        .iter()
        .chain(args)
        .copied()
        .collect();
    Session::new(&all)
}

fn human_first(heap: &str) -> Session {
    bones(&["--heap", heap, "--first", "human"])
}

fn heap(session: &Session) -> &Bones {
    session.app.position().heap().expect("a game of bones")
}

/// The bones left on the heap.
fn left(session: &Session) -> u32 {
    heap(session).heap()
}

#[test]
fn a_digit_takes_that_many_bones_and_the_ai_is_asked_to_answer() {
    let mut h = human_first("10");
    assert_eq!(h.app.controls(), Controls::Takes);
    assert_eq!(h.app.board(), None);
    h.keys("2");
    assert_eq!(left(&h), 8);
    assert_eq!(h.app.history(), &[2]);
    assert_eq!(h.app.last_mover(), Some(Seat::Home));
    let request = h.request.clone().expect("the AI answers");
    assert_eq!(request.kind, SearchKind::Decide);
    assert_eq!(request.position, Playable::from(heap(&h).to_owned()));
    assert_eq!(
        request.settings.depth_limit,
        Some(6),
        "the rule for 10 plies"
    );
    assert_eq!(h.app.status(), Status::AiThinking);
}

#[test]
fn the_selector_starts_on_take_1_and_left_right_move_it_within_1_to_3() {
    let mut h = human_first("10");
    assert_eq!(h.app.cursor(), 1);
    for expected in [2, 3, 3, 3] {
        h.key(KeyCode::Right);
        assert_eq!(h.app.cursor(), expected);
    }
    for expected in [2, 1, 1] {
        h.key(KeyCode::Char('h'));
        assert_eq!(h.app.cursor(), expected);
    }
    assert_eq!(left(&h), 10, "moving the selector takes nothing");
    // Up and down are no keys of this game.
    for code in [KeyCode::Up, KeyCode::Down] {
        let press = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        assert_eq!(h.app.action_for_event(&press, SCREEN), None);
    }
    h.key(KeyCode::Right);
    h.key(KeyCode::Enter);
    assert_eq!(left(&h), 8, "Enter takes what the selector shows");
    assert_eq!(h.app.cursor(), 2, "the selector stays where it was");
}

#[test]
fn a_click_on_take_n_takes_n() {
    let mut h = human_first("10");
    let screen = Areas::compute(SCREEN, h.app.position()).unwrap();
    let heap = *screen.heap().expect("a heap layout");
    let option = heap.option_rect(3);
    let click = |x, y| {
        Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: x,
            row: y,
            modifiers: KeyModifiers::NONE,
        })
    };
    h.event(click(option.x - 1, option.y)); // the gap before "take 3"
    assert_eq!(left(&h), 10);
    h.event(click(option.x + option.width - 1, option.y));
    assert_eq!(left(&h), 7);
    assert_eq!(h.app.history(), &[3]);
}

#[test]
fn a_take_larger_than_the_heap_is_refused_and_nothing_changes() {
    let mut h = human_first("2");
    let before = (heap(&h).to_owned(), h.app.generation(), h.app.cursor());
    h.keys("3");
    assert_eq!(
        h.app.message(),
        Some("You cannot take 3: only 2 bones are left")
    );
    h.key(KeyCode::Right);
    h.key(KeyCode::Right);
    h.key(KeyCode::Enter);
    assert_eq!(
        h.app.message(),
        Some("You cannot take 3: only 2 bones are left")
    );
    h.keys("4");
    assert_eq!(
        h.app.message(),
        Some("Take 1, 2 or 3 bones at a time: 4 is too many")
    );
    assert_eq!(
        (heap(&h).to_owned(), h.app.generation()),
        (before.0, before.1)
    );
    assert!(h.request.is_none());
    assert_eq!(h.app.history(), &[] as &[usize]);
    assert_eq!(h.app.cursor(), 3, "only the selector moved");

    let mut one = human_first("1");
    one.keys("2");
    assert_eq!(
        one.app.message(),
        Some("You cannot take 2: only 1 bone is left")
    );
}

#[test]
fn taking_the_last_bone_wins_and_counts_in_the_tally() {
    let mut h = human_first("3");
    h.keys("3");
    assert_eq!(left(&h), 0);
    assert_eq!(h.app.status(), Status::HumanWon);
    assert_eq!(h.app.winner(), Some(Seat::Home));
    assert_eq!(
        h.app.tally(),
        Tally {
            wins: 1,
            draws: 0,
            losses: 0
        }
    );
    assert!(h.request.is_none(), "nothing left to search");
    h.keys("1");
    assert_eq!(
        h.app.message(),
        Some("The game is over — press n for a new game")
    );
    h.keys("n");
    assert_eq!(left(&h), 3);
    assert_eq!(h.app.games_started(), 2);
    assert_eq!(h.app.tally().wins, 1);
}

#[test]
fn the_ai_takes_the_last_bones_when_it_can_and_wins() {
    // Four bones, you take 1: three are left and the AI takes them all.
    let mut h = human_first("4");
    h.keys("1");
    h.finish_search();
    let analysis = h.app.analysis().expect("the AI explains its move");
    assert_eq!(analysis.played, 3);
    assert_eq!(
        ScoreMeaning::of(analysis.outcome.selected.value),
        ScoreMeaning::Win { plies: 1 }
    );
    assert_eq!(left(&h), 0);
    assert_eq!(h.app.history(), &[1, 3]);
    assert_eq!(h.app.last_mover(), Some(Seat::Away));
    assert_eq!(h.app.status(), Status::AiWon);
    assert_eq!(h.app.tally().losses, 1);
}

#[test]
fn the_ai_leaves_a_multiple_of_four_when_it_starts_on_six() {
    // tests/FACTS.md: the first player wins on 6 (take 2, leaving 4) and loses on 8.
    let mut h = bones(&["--heap", "6", "--first", "ai"]);
    assert_eq!(h.app.starter(), Seat::Away);
    let request = h.request.clone().expect("the AI starts");
    assert_eq!(request.position, Playable::from(Bones::new(6)));
    assert_eq!(
        request.settings.depth_limit, None,
        "6 bones: searched to the end"
    );
    h.finish_search();
    let analysis = h.app.analysis().unwrap();
    assert_eq!(analysis.played, 2);
    assert!(matches!(
        ScoreMeaning::of(analysis.outcome.selected.value),
        ScoreMeaning::Win { .. }
    ));
    assert_eq!(left(&h), 4);
    assert_eq!(h.app.seat_to_move(), Seat::Home);

    let mut eight = bones(&["--heap", "8", "--first", "ai"]);
    eight.finish_search();
    let value = eight.app.analysis().unwrap().outcome.selected.value;
    assert!(matches!(ScoreMeaning::of(value), ScoreMeaning::Loss { .. }));
}

#[test]
fn s_lets_the_ai_start_the_same_heap_and_n_starts_a_new_one() {
    let mut h = human_first("10");
    h.keys("s");
    assert_eq!(h.app.starter(), Seat::Away);
    assert_eq!(h.app.games_started(), 1, "the same game, restarted");
    assert_eq!(h.app.message(), Some("The AI starts this game"));
    let request = h.request.clone().expect("the AI starts");
    assert_eq!(request.position, Playable::from(Bones::new(10)));
    h.finish_search();
    let taken = h.app.history()[0];
    assert_eq!(left(&h) as usize, 10 - taken);
    assert_eq!(h.app.seat_to_move(), Seat::Home);
    h.keys("n");
    assert_eq!(left(&h), 10);
    assert_eq!(h.app.games_started(), 2);
}

#[test]
fn changing_a_setting_searches_the_ais_last_decision_again() {
    let mut h = human_first("10");
    h.keys("1");
    h.finish_search();
    let position = h.app.analysis().unwrap().position.clone();
    assert_eq!(
        position,
        Playable::from({
            let mut heap = Bones::new(10);
            heap.apply(1);
            heap
        })
    );
    h.keys("p");
    let request = h.request.clone().expect("a re-analysis");
    assert_eq!(request.kind, SearchKind::Reanalyse);
    assert_eq!(request.position, position);
    assert!(!request.settings.pruning);
    h.finish_search();
    let analysis = h.app.analysis().unwrap();
    assert!(analysis.rerun);
    assert!(!analysis.outcome.selected.settings.pruning);
    // Nine bones left: few enough positions for one search to the end.
    h.keys("d");
    assert_eq!(h.request.as_ref().unwrap().settings.depth_limit, None);
    assert_eq!(
        h.app.message(),
        Some("Depth limit off: one search to the end — the AI's last move is searched again")
    );
}

#[test]
fn a_heap_deeper_than_the_search_keeps_its_depth_limit() {
    let mut h = human_first("1000");
    assert_eq!(h.app.settings().depth_limit, Some(4));
    h.keys("d");
    assert_eq!(
        h.app.message(),
        Some(
            "The depth limit stays on: a game of up to 1000 plies is deeper than the search can go (64)"
        )
    );
    assert_eq!(h.app.settings().depth_limit, Some(4));
    for _ in 0..70 {
        h.keys("+");
    }
    assert_eq!(h.app.settings().depth_limit, Some(64));
    assert_eq!(
        h.app.message(),
        Some("The depth limit stops at 64 plies, the deepest the search goes")
    );
    // A small heap may turn it off: every game ends within the search's reach.
    let mut small = human_first("20");
    small.keys("d");
    assert_eq!(small.app.settings().depth_limit, None);
}

#[test]
fn the_screen_shows_the_heap_the_last_take_and_the_panel_names_takes() {
    let mut h = human_first("10");
    h.keys("2");
    h.finish_search();
    let taken = h.app.history()[1];
    let text = h.screen();
    assert!(
        text.contains(&format!("{} of 10 bones left", 8 - taken)),
        "{text}"
    );
    assert!(text.contains(&format!("AI took {taken}")), "{text}");
    assert!(text.contains(&format!("AI played take {taken}")), "{text}");
    // The move list: who took what, and the AI's search with and without pruning.
    assert!(text.contains(" 1 You take 2"), "{text}");
    assert!(text.contains(&format!(" 2 AI  take {taken} ")), "{text}");
    assert!(text.contains("take 1  take 2  take 3"), "{text}");
    assert!(
        text.contains("←→ choose  Enter/1-3 take  t tree  i hints"),
        "{text}"
    );
    h.keys("?");
    let help = h.screen();
    assert!(
        help.contains("1 2 3  take that many bones at once"),
        "{help}"
    );
    assert!(!help.contains("cursor"), "{help}");
}

#[test]
fn the_deepest_limit_the_app_allows_stays_within_the_engines_reach() {
    // 64 plies down a heap of 1000: the search goes as deep as the App lets it without running
    // past the engine's per-ply buffers (a node budget ends it early).
    let settings = SearchSettings {
        depth_limit: Some(64),
        node_budget: Some(10_000),
        ..SearchSettings::default()
    };
    let heap = Playable::from(Bones::new(1000));
    let report = search(
        &heap,
        &settings,
        &SearchOptions {
            seed: 1,
            ..Default::default()
        },
    );
    assert!(!report.complete);
    assert!(report.nodes > 64, "{} positions", report.nodes);
}

#[test]
fn after_the_ai_played_itself_the_title_and_the_move_list_name_the_ai() {
    let mut h = bones(&["--heap", "2", "--first", "human", "--mode", "ai-ai"]);
    // The AI plays both seats, one move per pause.
    let mut clock = Instant::now();
    for _ in 0..20 {
        if h.app.position().is_over() {
            break;
        }
        if h.request.is_some() {
            h.finish_search();
        } else {
            clock += Duration::from_secs(5);
            h.request = h.app.update(AppEvent::Tick(clock)).into_search();
        }
    }
    assert!(h.app.position().is_over());
    // From 2 bones the first AI takes both and wins.
    let screen = h.screen();
    assert!(screen.contains("AI 1 wins"), "{screen}");
    assert!(screen.contains("1 AI 1 take 2"), "{screen}");
    assert!(!screen.contains("P1") && !screen.contains("P2"), "{screen}");
    // Two players now: the game shown was still won by the AI, not by a player.
    h.keys("v");
    let screen = h.screen();
    assert!(screen.contains("AI wins"), "{screen}");
    assert!(!screen.contains("Player 1 wins"), "{screen}");
    // Back to you against the AI: the game shown was still won by the AI, not by you.
    h.keys("v");
    let screen = h.screen();
    assert!(screen.contains("AI wins"), "{screen}");
    assert!(!screen.contains("You win"), "{screen}");
}
