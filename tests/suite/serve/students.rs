//! A student's work over the real `ssh`, recorded in the class's database as it happens and confirmed on screen once written: a 3×3 game to its end, a practice exercise's first check, a lesson finished; and the teacher's exercise of the day opened first.

use morpion::class::{PracticeResult, Records, StudentSummary};

use super::Server;
use crate::pty::PATIENCE;

const CLASSIC: &str = "((3 12 8) (2 4 6) (14 5 2))";
const RIGHT: &[u8] = b"\x1b[C";
const ENTER: &[u8] = b"\r";

impl Server {
    /// The class's records, opened beside the server (the database is in WAL mode).
    fn records(&self) -> Records {
        Records::open(self.scratch.join("data/class.sqlite3")).expect("the class's records open")
    }
}

#[test]
fn a_students_game_practice_and_lesson_are_recorded_and_each_confirmed_on_screen() {
    let server = Server::start("serve-results");
    server
        .records()
        .set_exercise_of_the_day(&format!("tree {CLASSIC}"))
        .unwrap();
    let mut student = server.student("ada", 100, 30, &[]);
    student.wait_for("Your move");
    // X in a1 and b1: the AI answers in the centre (its only reply that does not lose), blocks
    // at c1, and wins at a3 when X plays a2 (c1, b2, a3).
    student.send(b"1");
    student.wait_for("2 AI  b2");
    student.send(b"2");
    student.wait_for("4 AI  c1");
    student.send(b"4");
    student.wait_for("6 AI  a3");
    student.wait_for("Game: recorded for your teacher");
    // The teacher's exercise: checked as it opens (the leaves only).
    student.send(b"x");
    student.wait_for("Your teacher's exercise of the day");
    student.send(ENTER);
    student.wait_for(
        "0 of 6 entries right: the wrong ones are marked ✗ · Score: recorded for your teacher",
    );
    // Esc on its own (a key right after it would read as Alt and that key).
    student.send(b"\x1b");
    student.wait_for("Board");
    // Lesson 1's exercise, answered right.
    student.send(b"L");
    student.wait_for("Lesson 1");
    student.send(RIGHT);
    student.send(RIGHT);
    student.send(b"41");
    student.send(ENTER);
    student.wait_for("Lesson 1 finished: recorded for your teacher");
    student.send(b"q");
    assert_eq!(student.expect_exit(PATIENCE).code, 0);
    let mut summary = server.records().class_summary().unwrap();
    let at = summary[0].practice[0].at;
    summary[0].practice[0].at = 0;
    assert!(at > 0);
    assert_eq!(
        summary,
        [StudentSummary {
            name: "ada".into(),
            practice: vec![PracticeResult {
                exercise: format!("tree {CLASSIC}"),
                first_check_score: 0,
                out_of: 6,
                at: 0,
            }],
            lessons_finished: vec![1],
            // The exercise of the day, opened on x.
            opened: vec![format!("tree {CLASSIC}")],
            won: 0,
            drawn: 0,
            lost: 1,
        }]
    );
}

#[test]
fn the_exercise_of_the_day_opens_on_the_first_x_in_the_students_language() {
    let server = Server::start("serve-daily");
    server
        .records()
        .set_exercise_of_the_day("practice 4242 2 4")
        .unwrap();
    let mut student = server.student("zoe", 100, 30, &[("LANG", "fr_FR.UTF-8")]);
    student.wait_for("À vous de jouer");
    student.send(b"x");
    student.wait_for("graine 4242, profondeur 2");
    student.wait_for("L'exercice du jour de votre enseignant");
    student.send(b"q");
    assert_eq!(student.expect_exit(PATIENCE).code, 0);
}

/// Holds the database's write lock (as another writer would) until dropped: every write of
/// the server's fails meanwhile.
fn lock_the_records(server: &Server) -> rusqlite::Connection {
    let connection = rusqlite::Connection::open(server.scratch.join("data/class.sqlite3")).unwrap();
    connection.execute_batch("BEGIN EXCLUSIVE").unwrap();
    connection
}

#[test]
fn a_result_the_records_cannot_write_is_told_not_recorded_and_nothing_is_claimed() {
    let server = Server::start("serve-unwritten");
    let mut student = server.student("ada", 100, 30, &[]);
    student.wait_for("Your move");
    let lock = lock_the_records(&server);
    student.send(b"1");
    student.wait_for("2 AI  b2");
    student.send(b"2");
    student.wait_for("4 AI  c1");
    student.send(b"4");
    student.wait_for("Game: NOT recorded, the server could not write it (tell your teacher)");
    drop(lock);
    student.send(b"q");
    assert_eq!(student.expect_exit(PATIENCE).code, 0);
    let summary = server.records().class_summary().unwrap();
    assert_eq!(
        (summary[0].won, summary[0].drawn, summary[0].lost),
        (0, 0, 0)
    );
}

#[test]
fn the_records_thread_answers_each_result_and_keeps_a_failed_write_for_the_teacher() {
    use morpion::class::Outcome;
    use morpion::serve::live::Roster;
    use morpion::serve::records::{Note, start};
    use std::sync::{Arc, mpsc};

    let scratch = crate::common::scratch::Scratch::new("serve-records-thread");
    let path = scratch.join("class.sqlite3");
    let roster = Arc::new(Roster::default());
    let (notes, thread) = start(&path, roster.clone()).unwrap();
    let game = |notes: &mpsc::Sender<Note>| {
        let (reply, answer) = mpsc::channel();
        notes
            .send(Note::Game {
                student: "ada".into(),
                game: "ttt".into(),
                outcome: Outcome::Drawn,
                reply,
            })
            .unwrap();
        answer.recv().unwrap()
    };
    assert_eq!(game(&notes), Ok(()));
    assert_eq!(roster.last_failure(), None);
    let lock = rusqlite::Connection::open(&path).unwrap();
    lock.execute_batch("BEGIN EXCLUSIVE").unwrap();
    assert_eq!(
        game(&notes),
        Err("the class records: database is locked".to_owned())
    );
    assert_eq!(
        roster.last_failure(),
        Some("the class records: database is locked".to_owned())
    );
    drop(lock);
    let (reply, answer) = mpsc::channel();
    notes
        .send(Note::Practice {
            student: "ada".into(),
            exercise: "practice 7 3 3".into(),
            score: 5,
            out_of: 9,
            reply,
        })
        .unwrap();
    assert_eq!(answer.recv().unwrap(), Ok(()));
    drop(notes);
    thread.join().unwrap();
    let summary = Records::open(&path).unwrap().class_summary().unwrap();
    assert_eq!(summary[0].drawn, 1);
    assert_eq!(
        (
            summary[0].practice[0].first_check_score,
            summary[0].practice[0].out_of
        ),
        (5, 9)
    );
}

#[test]
fn moves_typed_quickly_over_ssh_each_reach_the_game_or_are_refused_by_name() {
    let server = Server::start("serve-quick-digits");
    let mut student = server.student("ada", 100, 30, &[]);
    student.wait_for("Your move");
    // a1, then b1 and a2 at once, while the AI answers the first.
    student.send(b"124");
    student.wait_for("2 AI  b2");
    let screen = student.wait_stable(std::time::Duration::from_millis(300));
    for name in ["b1", "a2"] {
        let played = screen
            .lines()
            .any(|line| line.contains(&format!("You {name}")));
        let refused = screen.lines().any(|line| {
            line.contains("Not played, typed while the AI was thinking:") && line.contains(name)
        });
        assert!(
            played || refused,
            "{name} neither played nor refused:\n{screen}"
        );
    }
    student.send(b"q");
    assert_eq!(student.expect_exit(PATIENCE).code, 0);
}
