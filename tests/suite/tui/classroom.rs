//! What a class session reports (the activity, a practice's first check, a lesson finished, a game's end), what the student is told of each result's fate, and the exercise of the day opened first.

use std::sync::{Arc, Mutex};

use morpion::analysis::lessons::Topic;
use morpion::analysis::practice::{Exercise, Origin, Task};
use morpion::engine::Side;
use morpion::games::trees::{Shape, parse};
use morpion::tui::{Daily, Doing, GameOutcome, Receipt, Report, ReportSink};
use ratatui::crossterm::event::KeyCode;

use crate::common::session::{Session, config, from_position};

const CLASSIC: &str = "((3 12 8) (2 4 6) (14 5 2))";

/// Keeps every report and answers each result with `receipt`.
struct Kept {
    reports: Arc<Mutex<Vec<Report>>>,
    receipt: Receipt,
}

impl ReportSink for Kept {
    fn report(&mut self, report: Report) -> Receipt {
        let result = !matches!(report, Report::Doing(_));
        self.reports.lock().unwrap().push(report);
        if result { self.receipt } else { Receipt::Noted }
    }
}

/// `session` reporting to a list, each result answered with `receipt`.
fn reporting(session: &mut Session, receipt: Receipt) -> Arc<Mutex<Vec<Report>>> {
    let reports = Arc::new(Mutex::new(Vec::new()));
    session.app.set_reports(Box::new(Kept {
        reports: reports.clone(),
        receipt,
    }));
    reports
}

fn taken(reports: &Arc<Mutex<Vec<Report>>>) -> Vec<Report> {
    std::mem::take(&mut *reports.lock().unwrap())
}

fn classic() -> Exercise {
    Exercise::new(parse(CLASSIC).unwrap(), Origin::Given, Task::Values)
}

#[test]
fn the_activity_is_reported_each_time_it_changes_and_only_then() {
    let mut session = Session::new(&["--first", "human", "--seed", "1"]);
    let reports = reporting(&mut session, Receipt::Recorded);
    assert_eq!(taken(&reports), [Report::Doing(Doing::Game("ttt".into()))]);
    session.keys("5");
    session.settle();
    assert_eq!(taken(&reports), []);
    session.keys("x");
    session.key(KeyCode::Esc);
    session.keys("w");
    assert_eq!(
        taken(&reports),
        [
            Report::Doing(Doing::Practice),
            Report::Doing(Doing::Game("ttt".into())),
            Report::Doing(Doing::Steps),
        ]
    );
    session.key(KeyCode::Esc);
    session.keys("L");
    session.settle();
    assert_eq!(
        taken(&reports),
        [
            Report::Doing(Doing::Game("ttt".into())),
            Report::Doing(Doing::Lesson(1)),
        ]
    );
}

#[test]
fn a_practices_first_check_is_reported_with_its_score_and_confirmed_once_recorded() {
    let mut session = Session::new(&["--first", "human", "--seed", "1"]);
    session.app.open_practice(classic());
    let reports = reporting(&mut session, Receipt::Recorded);
    taken(&reports);
    session.keys("3j3l2l3");
    session.key(KeyCode::Enter);
    let tally = session.app.practice_tally();
    assert_eq!((tally.right, tally.total), (2, 6));
    assert_eq!(
        taken(&reports),
        [Report::PracticeChecked {
            exercise: format!("tree {CLASSIC}"),
            score: 2,
            out_of: 6,
        }]
    );
    assert_eq!(
        session.app.message(),
        Some(
            "2 of 6 entries right: the wrong ones are marked ✗ · Score: recorded for your teacher"
        )
    );
    // A second check is not the first: not reported again.
    session.key(KeyCode::Enter);
    assert_eq!(taken(&reports), []);
}

#[test]
fn a_result_the_records_could_not_write_is_told_not_recorded_in_both_languages() {
    for (lang, told) in [
        (
            "en",
            "2 of 6 entries right: the wrong ones are marked ✗ · Score: NOT recorded, the server could not write it (tell your teacher)",
        ),
        (
            "fr",
            "2 réponses justes sur 6\u{a0}: les fausses sont marquées ✗ · Score\u{a0}: NON enregistré, le serveur n'a pas pu l'écrire (prévenez votre enseignant)",
        ),
    ] {
        let mut session = Session::new(&["--first", "human", "--seed", "1", "--lang", lang]);
        session.app.open_practice(classic());
        let _reports = reporting(&mut session, Receipt::NotRecorded);
        session.keys("3j3l2l3");
        session.key(KeyCode::Enter);
        assert_eq!(session.app.message(), Some(told));
    }
}

#[test]
fn a_local_game_reports_nothing_and_says_nothing_of_records() {
    let mut session = Session::new(&["--first", "human", "--seed", "1"]);
    session.app.open_practice(classic());
    session.keys("3j3l2l3");
    session.key(KeyCode::Enter);
    assert_eq!(
        session.app.message(),
        Some("2 of 6 entries right: the wrong ones are marked ✗")
    );
}

#[test]
fn a_game_played_to_its_end_is_reported_with_the_humans_outcome_and_the_games_name() {
    let mut session = Session::new(&["--game", "bones", "--heap", "3", "--first", "human"]);
    let reports = reporting(&mut session, Receipt::Recorded);
    taken(&reports);
    // The human takes the whole heap: who takes the last bone wins.
    session.keys("3");
    assert_eq!(
        taken(&reports),
        [Report::GameOver {
            game: "bones".into(),
            outcome: GameOutcome::Won,
        }]
    );
    assert_eq!(
        session.app.message(),
        Some("Game: recorded for your teacher")
    );
}

#[test]
fn a_tic_tac_toe_game_against_the_ai_is_reported_once_at_its_end() {
    let mut session = Session::new(&["--first", "human", "--seed", "1"]);
    let reports = reporting(&mut session, Receipt::Recorded);
    taken(&reports);
    // Each free cell in turn, the AI answering, until the game is over.
    for cell in "123456789".chars() {
        session.keys(&cell.to_string());
        session.settle();
    }
    assert_eq!(
        taken(&reports),
        [Report::GameOver {
            game: "ttt".into(),
            outcome: GameOutcome::Lost,
        }]
    );
}

#[test]
fn a_game_from_a_position_set_up_is_counted_apart_and_not_reported() {
    let mut session = Session::from_config(from_position(&[
        "--board",
        "XX./OO./...",
        "--human",
        "o",
        "--first",
        "ai",
    ]));
    let reports = reporting(&mut session, Receipt::Recorded);
    taken(&reports);
    session.settle();
    assert!(session.app.position().is_over());
    assert_eq!(taken(&reports), []);
}

#[test]
fn a_lesson_answered_right_is_reported_finished_once() {
    let mut session = Session::from_config(config(&["--seed", "1"]).with_lesson(Topic::Minimax));
    session.settle();
    let reports = reporting(&mut session, Receipt::Recorded);
    assert_eq!(taken(&reports), [Report::Doing(Doing::Lesson(1))]);
    session.key(KeyCode::Right);
    session.key(KeyCode::Right);
    session.settle();
    session.keys("40");
    session.key(KeyCode::Enter);
    assert_eq!(taken(&reports), [], "a wrong answer finishes nothing");
    session.key(KeyCode::Backspace);
    session.keys("1");
    session.key(KeyCode::Enter);
    assert_eq!(taken(&reports), [Report::LessonFinished(1)]);
    assert_eq!(
        session.app.message(),
        Some("Lesson 1 finished: recorded for your teacher")
    );
    session.key(KeyCode::Enter);
    assert_eq!(taken(&reports), []);
}

#[test]
fn the_first_x_opens_the_exercise_of_the_day_and_says_so_then_x_draws_a_new_one() {
    let shape = Shape {
        depth: 2,
        branching: 4,
        root: Side::Max,
    };
    let daily = Exercise::new(
        shape.tree(4242),
        Origin::Random { seed: 4242, shape },
        Task::Values,
    );
    let mut session = Session::new(&["--first", "human", "--seed", "1", "--lang", "fr"]);
    session.app.set_daily(Daily::Practice(Box::new(daily)));
    session.keys("x");
    let practice = session.app.practice().expect("practice is open");
    assert!(matches!(
        practice.exercise.origin,
        Origin::Random { seed: 4242, .. }
    ));
    assert_eq!(
        session.app.message(),
        Some("L'exercice du jour de votre enseignant")
    );
    session.key(KeyCode::Esc);
    session.keys("x");
    let practice = session.app.practice().expect("practice is open");
    let Origin::Random { seed, shape } = practice.exercise.origin else {
        panic!("a random tree");
    };
    assert_ne!(seed, 4242);
    assert_eq!((shape.depth, shape.branching), (3, 3));
}

#[test]
fn the_first_l_opens_the_lesson_of_the_day() {
    let mut session = Session::new(&["--first", "human", "--seed", "1"]);
    session.app.set_daily(Daily::Lesson(Topic::DepthLimit));
    session.keys("L");
    session.settle();
    assert_eq!(
        session.app.lesson().map(|l| l.topic),
        Some(Topic::DepthLimit)
    );
    assert_eq!(
        session.app.message(),
        Some("Your teacher's exercise of the day")
    );
}
