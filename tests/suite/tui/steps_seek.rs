//! Step mode's far seeks by key sequence (issue 29): a walk too long for the screen's thread goes to the study thread with its progress on screen, any key that moves or leaves stops it, the playing waits for it, and the end of a search too big to walk is refused, before walking when its size is known.

use morpion::analysis::replay::SEEK_POSITIONS;
use morpion::analysis::{StudyLive, StudyResult, run_study};
use morpion::engine::{Evaluation, SearchSettings};
use morpion::games::bones::Bones;
use morpion::games::playable::Playable;
use morpion::tui::{Answer, AppEvent, Origin, Seeking, StepsView, Target};
use ratatui::crossterm::event::KeyCode;

use crate::common::session::Session;

/// `morpion --seed 3 --first human`, X plays a1, the AI answers b2; `w`, then `p`: plain
/// minimax's 59,704 positions, more than a walk on the screen's thread.
fn plain_minimax_on_3x3() -> Session {
    let mut session = Session::new(&["--seed", "3", "--first", "human"]);
    session.keys("1");
    session.settle();
    session.keys("wp");
    session
}

/// The Game of Bones from 1000 bones searched 14 plies deep: plain minimax visits 7,174,452
/// positions, alpha-beta a few thousand. The human takes one, the AI answers (both searches
/// counted), then `w`.
fn bones_replayed(extra: &[&str]) -> Session {
    let mut args = vec![
        "--game", "bones", "--heap", "1000", "--depth", "14", "--first", "human", "--seed", "1",
    ];
    args.extend_from_slice(extra);
    let mut session = Session::new(&args);
    session.keys("1");
    session.settle();
    session.keys("w");
    session
}

fn seeking(session: &Session) -> Option<Seeking> {
    session.app.steps().expect("step mode is open").seeking
}

fn step(session: &Session) -> u64 {
    session
        .app
        .steps()
        .expect("step mode")
        .replay
        .current()
        .number
}

#[test]
fn a_far_seek_runs_on_the_study_thread_with_its_progress_on_screen() {
    let mut session = plain_minimax_on_3x3();
    session.key(KeyCode::End);
    assert_eq!(
        seeking(&session),
        Some(Seeking {
            target: Target::End,
            // The panel counted plain minimax on this very search: no count needed first.
            counting: false,
        })
    );
    assert_eq!(session.study_kind(), Some("seek"));
    assert_eq!(step(&session), 1, "the screen stays at the step asked from");
    let id = session.app.study().expect("the seek").id;
    session.update(AppEvent::StudyProgress(StudyLive {
        id,
        positions: 12_345,
        rows: Vec::new(),
        steps: 40_960,
    }));
    let screen = session.screen();
    assert!(
        screen.contains("Seeking the last step: 40,960 steps, 12,345 positions walked"),
        "{screen}"
    );
    assert!(
        screen.contains("so far. Any move stops it, w leaves"),
        "{screen}"
    );
    assert!(session.finish_study());
    let steps = session.app.steps().unwrap();
    assert_eq!(steps.seeking, None);
    assert!(steps.replay.at_end());
    assert_eq!(steps.replay.current().positions, 59_704);
    let screen = session.screen();
    assert!(!screen.contains("Seeking"), "{screen}");
    assert!(screen.contains("59,704 of 59,704 positions"), "{screen}");
}

#[test]
fn a_move_key_stops_the_seek_and_moves_from_the_step_on_screen() {
    let mut session = plain_minimax_on_3x3();
    session.key(KeyCode::End);
    let stopped = session.app.study().cloned().expect("the seek");
    session.key(KeyCode::Right);
    assert_eq!(seeking(&session), None);
    assert_eq!(
        session.app.study().map(|s| s.id),
        None,
        "the walk is stopped"
    );
    assert_eq!(step(&session), 2);
    // Had the stopped walk's result come anyway, it would be dropped.
    let result = run_study(&stopped, None, None, &stopped.own_table());
    assert!(matches!(result, StudyResult::Sought(_)));
    session.update(AppEvent::Studied {
        id: stopped.id,
        result: Box::new(result),
    });
    assert_eq!(step(&session), 2);
    assert!(!session.app.steps().unwrap().replay.at_end());
    // Typing a step number and the pace keys let a seek run; Enter moves, so it stops it.
    session.key(KeyCode::End);
    session.keys("12[]");
    assert!(seeking(&session).is_some());
    session.key(KeyCode::Enter);
    assert_eq!(seeking(&session), None);
    assert_eq!(session.app.study().map(|s| s.id), None);
    assert_eq!(step(&session), 12);
}

#[test]
fn leaving_step_mode_or_quitting_stops_the_seek() {
    let mut session = plain_minimax_on_3x3();
    session.key(KeyCode::End);
    assert_eq!(session.study_kind(), Some("seek"));
    session.keys("w");
    assert!(session.app.steps().is_none());
    assert_eq!(session.study_kind(), None);
    session.keys("wp");
    session.key(KeyCode::End);
    assert_eq!(session.study_kind(), Some("seek"));
    session.keys("q");
    assert!(session.app.should_quit());
    assert_eq!(session.study_kind(), None);
}

#[test]
fn the_playing_waits_for_a_step_walked_on_the_study_thread() {
    let mut session = plain_minimax_on_3x3();
    // The fastest pace, then ten minutes of it: far more steps than the frames kept.
    session.keys("]]]]] ");
    assert!(session.app.steps().unwrap().playing.is_some());
    session.tick(std::time::Duration::from_secs(600));
    let Some(Seeking {
        target: Target::Step(number),
        counting: false,
    }) = seeking(&session)
    else {
        panic!("a step walked on the study thread: {:?}", seeking(&session));
    };
    assert_eq!(step(&session), number - 1, "the step before it is shown");
    // Time passes while it walks: the playing holds.
    session.tick(std::time::Duration::from_secs(600));
    assert_eq!(step(&session), number - 1);
    assert!(session.finish_study());
    assert_eq!(step(&session), number);
    let steps = session.app.steps().unwrap();
    assert!(steps.playing.is_some(), "the playing goes on from there");
    assert_eq!(steps.seeking, None);
}

#[test]
fn the_end_of_a_search_too_big_to_walk_is_refused_once_counted_then_at_once() {
    // The AI orders its moves and keeps a table here: the panel's minimax figure (reading
    // order, no table) is not the count of this replay without pruning, which is not known.
    let mut session = bones_replayed(&[]);
    session.keys("p");
    let screen = session.screen();
    assert!(screen.contains("Step 1 · 0 positions"), "{screen}");
    assert!(!screen.contains("7,174,452 positions"), "{screen}");
    session.key(KeyCode::End);
    assert_eq!(
        seeking(&session),
        Some(Seeking {
            target: Target::End,
            counting: true,
        })
    );
    let screen = session.screen();
    assert!(
        screen.contains("Seeking the last step: first counting the search's"),
        "{screen}"
    );
    assert!(
        screen.contains("positions, 0 so far (past 3,000,000, out of reach). Any move"),
        "{screen}"
    );
    assert!(session.finish_study());
    let refused = "Out of reach: the last step lies beyond the first 3,000,000 positions of this search, as far as step mode walks";
    assert_eq!(session.app.message(), Some(refused));
    assert_eq!(seeking(&session), None);
    assert_eq!(step(&session), 1);
    // Now known: refused at once, and so is a step number beyond what a walk can reach.
    session.key(KeyCode::End);
    assert_eq!(session.study_kind(), None);
    assert_eq!(session.app.message(), Some(refused));
    session.keys("999999999");
    session.key(KeyCode::Enter);
    assert_eq!(session.study_kind(), None);
    assert_eq!(
        session.app.message(),
        Some(
            "Out of reach: step 999,999,999 lies beyond the first 3,000,000 positions of this search, as far as step mode walks"
        )
    );
    // Plain minimax cuts nothing: `c` says so at once.
    session.keys("c");
    assert_eq!(session.study_kind(), None);
    assert_eq!(
        session.app.message(),
        Some("Plain minimax cuts nothing: only alpha-beta has cuts (p replays with pruning)")
    );
    // A step within reach is walked to.
    session.keys("100000");
    session.key(KeyCode::Enter);
    assert_eq!(
        seeking(&session),
        Some(Seeking {
            target: Target::Step(100_000),
            counting: false,
        })
    );
    assert!(session.finish_study());
    assert_eq!(step(&session), 100_000);
}

#[test]
fn the_end_of_a_search_known_too_big_is_refused_before_any_walk() {
    // Moves in reading order, no table: plain minimax here is the panel's minimax row.
    let mut session = bones_replayed(&["--order", "reading", "--table-mib", "0"]);
    session.keys("p");
    let screen = session.screen();
    assert!(
        screen.contains("Step 1 · 0 of 7,174,452 positions"),
        "{screen}"
    );
    const { assert!(7_174_452 > SEEK_POSITIONS) };
    session.key(KeyCode::End);
    assert_eq!(session.study_kind(), None);
    assert_eq!(seeking(&session), None);
    assert_eq!(
        session.app.message(),
        Some(
            "Out of reach: the last step lies beyond the first 3,000,000 positions of this search, as far as step mode walks"
        )
    );
    // With pruning, the AI's own search: its end is within reach.
    session.keys("p");
    session.key(KeyCode::End);
    assert_eq!(
        seeking(&session),
        Some(Seeking {
            target: Target::End,
            counting: false,
        })
    );
    assert!(session.finish_study());
    assert!(session.app.steps().unwrap().replay.at_end());
}

#[test]
fn a_guess_where_the_exact_value_takes_too_long_is_refused() {
    let settings = SearchSettings {
        depth_limit: Some(30),
        evaluation: Evaluation::Heuristic,
        ..SearchSettings::default()
    };
    let root = Playable::Heap(Bones::new(1000));
    let mut view = StepsView::new(
        root,
        settings,
        (None, None),
        Origin::Explorer { path: vec![] },
    )
    .expect("no table");
    assert!(view.can_guess());
    assert!(
        !view.guess(Answer::Win),
        "alpha-beta 30 plies deep on a heap"
    );
    assert_eq!(view.pending, None);
    // Two plies from the depth limit, the position is small: the guess is taken.
    while view.replay.current().step.depth() < 27 {
        assert!(view.replay.forward());
    }
    assert!(view.can_guess());
    assert!(view.guess(Answer::Win));
    assert!(view.pending.is_some());
}

#[test]
fn the_end_of_a_small_search_of_unknown_size_is_reached_at_once() {
    let mut session = Session::new(&["--seed", "3", "--first", "human"]);
    session.keys("1");
    session.settle();
    session.keys("t");
    while session.finish_study() {}
    // A new search from the explorer's selection: step mode knows no count for it.
    session.keys("w");
    assert_eq!(session.app.steps().expect("step mode").positions, None);
    session.key(KeyCode::End);
    assert_eq!(
        session.study_kind(),
        None,
        "a short walk, on the screen's thread"
    );
    let steps = session.app.steps().unwrap();
    assert!(steps.replay.at_end());
    assert!(
        steps.replay.current().number > 513,
        "further than the frames read after the first step"
    );
}
