//! What a class session reports (the activity, a practice's first check, a lesson finished, a game's end), what the student is told of each result's fate (whole at 80 columns, a game's until the next game), and the exercise of the day offered, read live, until it is checked.

use std::sync::{Arc, Mutex};

use morpion::analysis::lessons::Topic;
use morpion::analysis::practice::{Exercise, Origin, Task};
use morpion::engine::Side;
use morpion::games::trees::{Shape, parse};
use morpion::tui::{Daily, Doing, GameOutcome, Offer, Receipt, Report, ReportSink};
use ratatui::crossterm::event::KeyCode;

use crate::common::session::{Session, config, from_position};

const CLASSIC: &str = "((3 12 8) (2 4 6) (14 5 2))";

/// The exercise of the day the test hands the session next, as the server would once the
/// teacher changed it.
type News = Arc<Mutex<Option<Option<Offer>>>>;

/// Keeps every report and answers each result with `receipt`; gives the session the news.
struct Kept {
    reports: Arc<Mutex<Vec<Report>>>,
    receipt: Receipt,
    news: News,
}

impl ReportSink for Kept {
    fn report(&mut self, report: Report) -> Receipt {
        let result = !matches!(report, Report::Doing(_) | Report::OpenedDaily);
        self.reports.lock().unwrap().push(report);
        if result { self.receipt } else { Receipt::Noted }
    }

    fn exercise_of_the_day(&mut self) -> Option<Option<Offer>> {
        self.news.lock().unwrap().take()
    }
}

/// `session` reporting to a list, each result answered with `receipt`.
fn reporting(session: &mut Session, receipt: Receipt) -> Arc<Mutex<Vec<Report>>> {
    reporting_with_news(session, receipt).0
}

/// `session` reporting to a list, and the news it will be given.
fn reporting_with_news(session: &mut Session, receipt: Receipt) -> (Arc<Mutex<Vec<Report>>>, News) {
    let reports = Arc::new(Mutex::new(Vec::new()));
    let news = News::default();
    session.app.set_reports(Box::new(Kept {
        reports: reports.clone(),
        receipt,
        news: news.clone(),
    }));
    (reports, news)
}

/// The screen's rows at 80×24.
fn rows_80_by_24(session: &Session) -> Vec<String> {
    session
        .text(80, 24)
        .lines()
        .map(|row| row.trim_matches('"').trim_end().to_owned())
        .collect()
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
    // At 80 columns, where the whole would be cut, it is said shorter, whole.
    assert_eq!(
        rows_80_by_24(&session)[22],
        " 2 of 6 entries right: the wrong ones are marked ✗ · recorded"
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
        let (said, _) = told.split_once(" · ").unwrap();
        let short = match lang {
            "en" => "NOT recorded",
            _ => "NON enregistré",
        };
        assert_eq!(rows_80_by_24(&session)[22], format!(" {said} · {short}"));
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
    // On the class's line, under the game's own words, until the next game starts.
    let line = |session: &Session| rows_80_by_24(session)[23].clone();
    assert_eq!(line(&session), " Game: recorded for your teacher");
    session.key(KeyCode::Left);
    session.keys("1");
    assert_eq!(line(&session), " Game: recorded for your teacher");
    session.keys("n");
    session.settle();
    assert!(!session.text(80, 24).contains("recorded"));
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

fn daily_practice() -> Exercise {
    let shape = Shape {
        depth: 2,
        branching: 4,
        root: Side::Max,
    };
    Exercise::new(
        shape.tree(4242),
        Origin::Random { seed: 4242, shape },
        Task::Values,
    )
}

fn opened_seed(session: &Session) -> Option<u64> {
    match session.app.practice()?.exercise.origin {
        Origin::Random { seed, .. } => Some(seed),
        _ => None,
    }
}

#[test]
fn every_x_opens_the_exercise_of_the_day_until_it_is_checked_then_x_draws_a_new_one() {
    let mut session = Session::new(&["--first", "human", "--seed", "1", "--lang", "fr"]);
    let (reports, _news) = reporting_with_news(&mut session, Receipt::Recorded);
    session
        .app
        .set_daily(Daily::Practice(Box::new(daily_practice())));
    // The game screen says there is one, and its key.
    assert_eq!(rows_80_by_24(&session)[23], " x\u{a0}: l'exercice du jour");
    session.keys("x");
    assert_eq!(opened_seed(&session), Some(4242));
    assert_eq!(
        session.app.message(),
        Some("L'exercice du jour de votre enseignant")
    );
    // Esc: the game screen no longer says the exercise on screen is the teacher's.
    session.key(KeyCode::Esc);
    assert_eq!(session.app.message(), None);
    session.keys("x");
    assert_eq!(
        opened_seed(&session),
        Some(4242),
        "not checked yet: offered again"
    );
    assert_eq!(
        taken(&reports)
            .into_iter()
            .filter(|r| *r == Report::OpenedDaily)
            .count(),
        2
    );
    session.key(KeyCode::Enter);
    assert!(matches!(
        taken(&reports)[..],
        [Report::PracticeChecked { .. }]
    ));
    session.key(KeyCode::Esc);
    assert!(!session.text(80, 24).contains("l'exercice du jour"));
    session.keys("x");
    let practice = session.app.practice().expect("practice is open");
    let Origin::Random { seed, shape } = practice.exercise.origin else {
        panic!("a random tree");
    };
    assert_ne!(seed, 4242);
    assert_eq!((shape.depth, shape.branching), (3, 3));
}

#[test]
fn an_exercise_of_the_day_set_while_the_student_is_here_reaches_them_and_one_checked_before_is_not_offered()
 {
    let mut session = Session::new(&["--first", "human", "--seed", "1"]);
    let (_reports, news) = reporting_with_news(&mut session, Receipt::Recorded);
    assert!(!session.app.refresh_classroom(), "nothing new");
    assert_eq!(rows_80_by_24(&session)[23], "");
    // The teacher sets one: the next turn of the loop reads it.
    *news.lock().unwrap() = Some(Some(Offer {
        daily: Daily::Practice(Box::new(daily_practice())),
        checked: false,
    }));
    assert!(session.app.refresh_classroom());
    assert_eq!(
        rows_80_by_24(&session)[23],
        " x: your teacher's exercise of the day"
    );
    session.keys("x");
    assert_eq!(opened_seed(&session), Some(4242));
    session.key(KeyCode::Esc);
    // Another, a lesson, already finished in an earlier session: L opens the lessons as at home.
    *news.lock().unwrap() = Some(Some(Offer {
        daily: Daily::Lesson(Topic::DepthLimit),
        checked: true,
    }));
    assert!(session.app.refresh_classroom());
    assert_eq!(rows_80_by_24(&session)[23], "");
    session.keys("x");
    assert_ne!(opened_seed(&session), Some(4242));
    session.key(KeyCode::Esc);
    session.keys("L");
    session.settle();
    assert_eq!(session.app.lesson().map(|l| l.topic), Some(Topic::Minimax));
    // Cleared: nothing offered.
    *news.lock().unwrap() = Some(None);
    assert!(session.app.refresh_classroom());
}

#[test]
fn every_l_opens_the_lesson_of_the_day_until_it_is_finished() {
    let mut session = Session::new(&["--first", "human", "--seed", "1"]);
    let _reports = reporting(&mut session, Receipt::Recorded);
    session.app.set_daily(Daily::Lesson(Topic::DepthLimit));
    assert_eq!(
        rows_80_by_24(&session)[23],
        " L: your teacher's lesson of the day"
    );
    session.keys("L");
    session.settle();
    assert_eq!(
        session.app.lesson().map(|l| l.topic),
        Some(Topic::DepthLimit)
    );
    assert_eq!(
        session.app.message(),
        Some("Your teacher's lesson of the day")
    );
    // Inside the lesson, the line that offers it is gone.
    assert!(
        !rows_80_by_24(&session)
            .iter()
            .any(|row| row.contains("L: your teacher's lesson of the day")),
        "{:#?}",
        rows_80_by_24(&session)
    );
    session.key(KeyCode::Esc);
    session.settle();
    session.keys("L");
    session.settle();
    assert_eq!(
        session.app.lesson().map(|l| l.topic),
        Some(Topic::DepthLimit)
    );
}

#[test]
fn the_teachers_exercise_and_a_random_one_have_the_same_footer_where_the_same_keys_work() {
    for lang in ["en", "fr"] {
        let mut session = Session::new(&["--first", "human", "--seed", "1", "--lang", lang]);
        let _reports = reporting(&mut session, Receipt::Recorded);
        session
            .app
            .set_daily(Daily::Practice(Box::new(daily_practice())));
        session.keys("x");
        assert_eq!(opened_seed(&session), Some(4242));
        let daily = rows_80_by_24(&session)[23].clone();
        session.key(KeyCode::Enter);
        let daily_checked = rows_80_by_24(&session)[23].clone();
        session.key(KeyCode::Esc);
        session.keys("x");
        assert_ne!(opened_seed(&session), Some(4242));
        assert_eq!(rows_80_by_24(&session)[23], daily, "{lang}");
        session.key(KeyCode::Enter);
        assert_eq!(rows_80_by_24(&session)[23], daily_checked, "{lang}");
    }
}

#[test]
fn the_moves_not_played_agree_in_number_in_french() {
    use morpion::i18n::{ClassroomPhrase, Lang};
    let said = |moves: &str| {
        Lang::Fr.say(&ClassroomPhrase::NotPlayedAiThinking {
            moves: moves.to_owned(),
        })
    };
    assert_eq!(said("a1"), "Non joué pendant le tour de l'IA\u{a0}: a1");
    assert_eq!(
        said("a1 c1"),
        "Non joués pendant le tour de l'IA\u{a0}: a1 c1"
    );
}
