//! Every kind of record written and read back with its exact values; a result kept though the connection was never closed; a full disk told as an error.

use morpion::class::{Outcome, PracticeResult, Records, SessionId, SessionRecord, StudentSummary};

use crate::common::scratch::Scratch;

#[test]
fn every_record_kind_round_trips() {
    let folder = Scratch::new("records-round-trip");
    let path = folder.join("class.sqlite");
    let mut records = Records::open(&path).unwrap();
    records.record_student("zoe", 100).unwrap();
    // A second visit keeps the first time seen.
    records.record_student("zoe", 500).unwrap();
    let ada = records.start_session("ada", 200).unwrap();
    let zoe = records.start_session("zoe", 210).unwrap();
    records
        .record_practice("ada", "seed 7, depth 3, branching 2", 4, 6, 220)
        .unwrap();
    records
        .record_practice("ada", "tree [[3 5] [2 9]]", 3, 3, 230)
        .unwrap();
    records.record_lesson_finished("ada", 2, 240).unwrap();
    // Opened twice, and another exercise once: each kept once, by name.
    records.record_opened("ada", "practice 7 3 2", 241).unwrap();
    records.record_opened("ada", "lesson 3", 242).unwrap();
    records.record_opened("ada", "practice 7 3 2", 243).unwrap();
    records.record_lesson_finished("ada", 1, 250).unwrap();
    records.record_lesson_finished("ada", 2, 260).unwrap();
    records
        .record_game("ada", "ttt", Outcome::Drawn, 270)
        .unwrap();
    records
        .record_game("ada", "c4", Outcome::Lost, 280)
        .unwrap();
    records
        .record_game("zoe", "ttt", Outcome::Won, 290)
        .unwrap();
    records
        .record_game("zoe", "ttt", Outcome::Won, 295)
        .unwrap();
    records.end_session(ada, 300, "quit").unwrap();
    records
        .set_exercise_of_the_day("--seed 7 --depth 3 --branching 2")
        .unwrap();
    drop(records);

    let mut records = Records::open(&path).unwrap();
    assert_eq!(
        records.students().unwrap(),
        vec![("ada".to_string(), 200), ("zoe".to_string(), 100)]
    );
    assert_eq!(
        records.sessions().unwrap(),
        vec![
            SessionRecord {
                id: ada,
                student: "ada".to_string(),
                started: 200,
                ended: Some((300, "quit".to_string())),
            },
            SessionRecord {
                id: zoe,
                student: "zoe".to_string(),
                started: 210,
                ended: None,
            },
        ]
    );
    assert_eq!((ada, zoe), (SessionId(1), SessionId(2)));
    assert_eq!(
        records.class_summary().unwrap(),
        vec![
            StudentSummary {
                name: "ada".to_string(),
                practice: vec![
                    PracticeResult {
                        exercise: "seed 7, depth 3, branching 2".to_string(),
                        first_check_score: 4,
                        out_of: 6,
                        at: 220,
                    },
                    PracticeResult {
                        exercise: "tree [[3 5] [2 9]]".to_string(),
                        first_check_score: 3,
                        out_of: 3,
                        at: 230,
                    },
                ],
                lessons_finished: vec![1, 2],
                opened: vec!["lesson 3".to_string(), "practice 7 3 2".to_string()],
                won: 0,
                drawn: 1,
                lost: 1,
            },
            StudentSummary {
                name: "zoe".to_string(),
                practice: vec![],
                lessons_finished: vec![],
                opened: Vec::new(),
                won: 2,
                drawn: 0,
                lost: 0,
            },
        ]
    );
    assert_eq!(
        records.exercise_of_the_day().unwrap().as_deref(),
        Some("--seed 7 --depth 3 --branching 2")
    );
    records.set_exercise_of_the_day("lesson 3").unwrap();
    assert_eq!(
        records.exercise_of_the_day().unwrap().as_deref(),
        Some("lesson 3")
    );
    records.clear_exercise_of_the_day().unwrap();
    assert_eq!(records.exercise_of_the_day().unwrap(), None);
}

#[test]
fn a_new_database_is_version_2_in_wal_with_a_full_sync() {
    let folder = Scratch::new("records-pragmas");
    let path = folder.join("class.sqlite");
    drop(Records::open(&path).unwrap());
    let connection = rusqlite::Connection::open(&path).unwrap();
    let version: i64 = connection
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .unwrap();
    let mode: String = connection
        .query_row("PRAGMA journal_mode", [], |row| row.get(0))
        .unwrap();
    let mut tables = connection
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .unwrap();
    let tables: Vec<String> = tables
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!((version, mode.as_str()), (2, "wal"));
    assert_eq!(
        tables,
        [
            "exercises_opened",
            "games",
            "lessons_finished",
            "practice_checks",
            "sessions",
            "settings",
            "students"
        ]
    );
}

#[test]
fn a_result_is_kept_though_the_connection_was_never_closed() {
    let folder = Scratch::new("records-forgotten");
    let path = folder.join("class.sqlite");
    let mut records = Records::open(&path).unwrap();
    records
        .record_practice("ada", "seed 1, depth 2, branching 3", 5, 7, 1000)
        .unwrap();
    // No close, no checkpoint, no destructor: as the server leaves it under kill -9.
    std::mem::forget(records);
    let records = Records::open(&path).unwrap();
    let summary = records.class_summary().unwrap();
    assert_eq!(summary.len(), 1);
    assert_eq!(summary[0].name, "ada");
    assert_eq!(
        summary[0].practice,
        vec![PracticeResult {
            exercise: "seed 1, depth 2, branching 3".to_string(),
            first_check_score: 5,
            out_of: 7,
            at: 1000,
        }]
    );
}

#[test]
fn a_full_disk_is_an_error_and_the_earlier_results_stay() {
    let folder = Scratch::new("records-full");
    let path = folder.join("class.sqlite");
    let mut records = Records::open(&path).unwrap();
    records.record_game("ada", "ttt", Outcome::Won, 10).unwrap();
    let pages: i64 = rusqlite::Connection::open(&path)
        .unwrap()
        .query_row("PRAGMA page_count", [], |row| row.get(0))
        .unwrap();
    assert_eq!(records.limit_pages(pages as u32).unwrap(), pages as u32);
    let long_exercise = "x".repeat(100_000);
    let error = records
        .record_practice("ada", &long_exercise, 1, 2, 20)
        .unwrap_err();
    assert!(error.is_disk_full(), "{error}");
    assert_eq!(
        error.to_string(),
        "the class records: database or disk is full"
    );
    let summary = records.class_summary().unwrap();
    assert_eq!((summary[0].won, summary[0].practice.len()), (1, 0));
}

/// Where `a_result_confirmed_survives_kill_9` tells its child process to write.
const CHILD_PATH: &str = "MORPION_TEST_RECORDS_CHILD";

/// The child process of `a_result_confirmed_survives_kill_9`: records a result, says so, and
/// waits to be killed. Run only by that test (it is ignored otherwise, and returns at once
/// without its variable).
#[test]
#[ignore = "the child process of a_result_confirmed_survives_kill_9"]
fn records_child_writes_then_waits() {
    let Some(path) = std::env::var_os(CHILD_PATH) else {
        return;
    };
    let mut records = Records::open(path).unwrap();
    records
        .record_practice("ada", "seed 9, depth 3, branching 3", 6, 8, 2000)
        .unwrap();
    records
        .record_game("ada", "c4", Outcome::Won, 2010)
        .unwrap();
    println!("confirmed");
    std::thread::sleep(std::time::Duration::from_secs(60));
}

#[test]
fn a_result_confirmed_survives_kill_9() {
    use std::io::BufRead;

    let folder = Scratch::new("records-kill");
    let path = folder.join("class.sqlite");
    let mut child = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "class::records::records_child_writes_then_waits",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_PATH, &path)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let confirmed = std::io::BufReader::new(stdout)
        .lines()
        .map(Result::unwrap)
        .any(|line| line.contains("confirmed"));
    assert!(confirmed, "the child never confirmed");
    // Child::kill is SIGKILL on Unix: no destructor, no checkpoint.
    child.kill().unwrap();
    child.wait().unwrap();
    let summary = Records::open(&path).unwrap().class_summary().unwrap();
    assert_eq!(summary.len(), 1);
    assert_eq!(
        (summary[0].won, summary[0].practice[0].first_check_score),
        (1, 6)
    );
}

/// Version 1's tables, as the first classroom morpion wrote them.
const VERSION_1: &str = "
CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, first_seen INTEGER NOT NULL);
CREATE TABLE sessions (id INTEGER PRIMARY KEY, student INTEGER NOT NULL REFERENCES students(id),
    started INTEGER NOT NULL, ended INTEGER, end_reason TEXT);
CREATE TABLE practice_checks (id INTEGER PRIMARY KEY, student INTEGER NOT NULL REFERENCES students(id),
    exercise TEXT NOT NULL, first_check_score INTEGER NOT NULL, out_of INTEGER NOT NULL, at INTEGER NOT NULL);
CREATE TABLE lessons_finished (id INTEGER PRIMARY KEY, student INTEGER NOT NULL REFERENCES students(id),
    lesson INTEGER NOT NULL, at INTEGER NOT NULL);
CREATE TABLE games (id INTEGER PRIMARY KEY, student INTEGER NOT NULL REFERENCES students(id),
    game TEXT NOT NULL, outcome TEXT NOT NULL CHECK (outcome IN ('won', 'drawn', 'lost')), at INTEGER NOT NULL);
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT INTO students (name, first_seen) VALUES ('ada', 10);
INSERT INTO practice_checks (student, exercise, first_check_score, out_of, at)
    VALUES (1, 'practice 7 3 2', 5, 6, 20);
INSERT INTO settings (key, value) VALUES ('exercise_of_the_day', 'practice 7 3 2');
PRAGMA user_version = 1;
";

#[test]
fn a_version_1_database_is_brought_to_version_2_keeping_every_record() {
    let folder = Scratch::new("records-version-1");
    let path = folder.join("class.sqlite");
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute_batch(VERSION_1)
        .unwrap();
    let mut records = Records::open(&path).unwrap();
    records.record_opened("ada", "practice 7 3 2", 30).unwrap();
    let summary = records.class_summary().unwrap();
    assert_eq!(
        summary,
        [StudentSummary {
            name: "ada".to_string(),
            practice: vec![PracticeResult {
                exercise: "practice 7 3 2".to_string(),
                first_check_score: 5,
                out_of: 6,
                at: 20,
            }],
            lessons_finished: vec![],
            opened: vec!["practice 7 3 2".to_string()],
            won: 0,
            drawn: 0,
            lost: 0,
        }]
    );
    assert_eq!(
        records.exercise_of_the_day().unwrap().as_deref(),
        Some("practice 7 3 2")
    );
    drop(records);
    let version: i64 = rusqlite::Connection::open(&path)
        .unwrap()
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .unwrap();
    assert_eq!(version, 2);
}
