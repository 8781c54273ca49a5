//! The teacher's view over the real `ssh`: the teacher's own password opens it and the class's never does, it shows a connected student and the scores recorded, sets and clears the exercise of the day in the database, and follows a resize.

use std::process::{Command, Stdio};

use morpion::class::{Outcome, Records};

use super::{PASSWORD, SSH_LIMIT, Server, bounded, text, write_script};
use crate::common::scratch::Scratch;
use crate::pty::{MORPION, PATIENCE, Session};

/// The teacher's own password.
const TEACHER_PASSWORD: &str = "the-teachers-own";

impl Server {
    /// A server with the teacher `prof`, whose password is in a file; `prepare` writes more
    /// in the scratch folder first (the records, say).
    fn with_teacher(name: &str, prepare: impl FnOnce(&Scratch)) -> Self {
        let server = Server::start_with(name, &[], |scratch| {
            let file = scratch.join("teacher-password.txt");
            std::fs::write(&file, format!("{TEACHER_PASSWORD}\n")).unwrap();
            prepare(scratch);
            ["--teacher", "prof", "--teacher-password-file"]
                .map(str::to_owned)
                .into_iter()
                .chain([file.display().to_string()])
                .collect()
        });
        server.teacher_script();
        server
    }

    /// The askpass script that gives the teacher's password.
    fn teacher_script(&self) {
        write_script(
            &self.scratch.join("teacher.sh"),
            &format!("#!/bin/sh\necho '{TEACHER_PASSWORD}'\n"),
        );
    }

    /// The exercise of the day as the database has it now.
    fn exercise_of_the_day(&self) -> Option<String> {
        Records::open(self.scratch.join("data/class.sqlite3"))
            .expect("the class's records open")
            .exercise_of_the_day()
            .expect("the exercise of the day reads")
    }
}

/// A row of the table at 80 columns: the name (7 wide), what they do (14), the practice
/// scores (38), the lessons (9), the games won-drawn-lost.
fn row(name: &str, now: &str, practice: &str, lessons: &str, games: &str) -> String {
    format!("{name:<7} {now:<14} {practice:<38} {lessons:<9} {games}")
}

/// The row of a student practising, with no result yet, who opened the exercise of the day
/// and has not checked it.
fn opened_not_checked(name: &str) -> String {
    row(
        name,
        "practice",
        "today's: opened, not checked",
        "—",
        "0-0-0",
    )
}

/// Types `line` on the open exercise line and sees it refused: `reason` said, the line kept,
/// nothing set in the database.
fn refused(server: &Server, teacher: &mut Session, line: &str, reason: &str) {
    teacher.send(format!("{line}\r").as_bytes());
    teacher.wait_for(reason);
    teacher.wait_for(&format!("New exercise: {line}"));
    assert_eq!(server.exercise_of_the_day(), None);
}

#[test]
fn the_teacher_sees_a_connected_student_and_the_recorded_scores_and_sets_the_exercise_of_the_day() {
    let server = Server::with_teacher("teacher-view", |scratch| {
        let mut records = Records::open(scratch.join("data/class.sqlite3")).unwrap();
        records
            .record_practice("bob", "practice 7 3 2", 7, 9, 100)
            .unwrap();
        records
            .record_practice("bob", "tree ((3 12 8) (2 4 6))", 4, 6, 101)
            .unwrap();
        records.record_lesson_finished("bob", 2, 102).unwrap();
        records
            .record_game("bob", "ttt", Outcome::Won, 103)
            .unwrap();
    });
    assert_eq!(
        server.next_line(),
        format!("students type: ssh -p {} NAME@127.0.0.1", server.port)
    );
    assert_eq!(
        server.next_line(),
        format!("the teacher's view: ssh -p {} prof@127.0.0.1", server.port)
    );
    let mut student = server.student("ada", 80, 24, &[]);
    student.wait_for("Your move");
    let mut teacher = server.session("prof", "teacher.sh", 80, 24, &[]);
    teacher.wait_for("The class: 2 students, 1 connected");
    teacher.wait_for(&row("ada", "game ttt", "—", "—", "0-0-0"));
    let screen = teacher.wait_for(&row("bob", "not connected", "7/9 4/6", "2", "1-0-0"));
    assert!(screen.contains("Exercise of the day: none"), "{screen}");
    assert!(teacher.alternate_screen());
    // bob's exercises in full, each with its first-check score.
    teacher.send(b"\x1b[B");
    teacher.wait_for("bob: 2 exercises, scored at the first check");
    teacher.wait_for("  practice 7 3 2           7/9");
    teacher.wait_for("  tree ((3 12 8) (2 4 6))  4/6");
    // A line that is no exercise is refused with its reason, and nothing typed is lost.
    teacher.send(b"e");
    teacher.wait_for("New exercise:");
    refused(
        &server,
        &mut teacher,
        "lesson 9",
        "Not an exercise: a lesson is numbered 1 to 5",
    );
    // Mended, it is set: in the database, and at the top of the view.
    teacher.send(b"\x7f2\r");
    teacher.wait_for("The exercise of the day is now: lesson 2");
    teacher.wait_for("Exercise of the day: lesson 2");
    assert_eq!(server.exercise_of_the_day().as_deref(), Some("lesson 2"));
    teacher.send(b"d");
    teacher.wait_for("The exercise of the day is cleared.");
    teacher.wait_for("Exercise of the day: none");
    assert_eq!(server.exercise_of_the_day(), None);
    // A resize redraws the table at the new width: the games' column moves to the right.
    teacher.resize(120, 30);
    teacher.wait_until("the table redrawn at 120 columns", |screen| {
        screen.contents().lines().any(|line| {
            line.starts_with("bob ")
                && line.chars().skip(112).collect::<String>().trim_end() == "1-0-0"
        })
    });
    // The student leaves: the view says so within a refresh.
    student.send(b"q");
    assert_eq!(student.expect_exit(PATIENCE).code, 0);
    teacher.wait_for("The class: 2 students, 0 connected");
    teacher.send(b"q");
    let exit = teacher.expect_exit(PATIENCE);
    assert_eq!(exit.code, 0, "{}", teacher.screen());
    assert!(
        !teacher.alternate_screen(),
        "the teacher's screen is given back"
    );
    // The teacher is nobody's student: only ada's session is recorded.
    let students: Vec<String> = server.sessions().into_iter().map(|s| s.student).collect();
    assert_eq!(students, ["ada"]);
}

#[test]
fn the_class_password_never_opens_the_teachers_name_nor_the_teachers_a_students() {
    let server = Server::start_with(
        "teacher-refused",
        &[("MORPION_TEACHER_PASSWORD", TEACHER_PASSWORD)],
        |_| vec!["--teacher".to_owned(), "prof".to_owned()],
    );
    server.teacher_script();
    for _ in 0..4 {
        server.next_line(); // the students' command, the teacher's, the key, Ctrl-C
    }
    for name in ["prof", "PROF"] {
        let refused = server.ssh_as(name, "askpass.sh", &[], &[]);
        assert_eq!(refused.status.code(), Some(255));
        assert!(
            text(&refused.stderr).contains("Permission denied"),
            "{}",
            text(&refused.stderr)
        );
        assert_eq!(
            server.next_line(),
            format!(
                "morpion serve: refused the teacher's name \"{name}\" from 127.0.0.1: it opens \
                 only with the teacher's own password or keys"
            )
        );
    }
    let student_with_the_teachers = server.ssh_as("ada", "teacher.sh", &[], &[]);
    assert_eq!(student_with_the_teachers.status.code(), Some(255));
    assert!(text(&student_with_the_teachers.stderr).contains("Permission denied"));
    // The teacher's password from the environment opens the view.
    let mut teacher = server.session("prof", "teacher.sh", 80, 24, &[("LANG", "fr_FR.UTF-8")]);
    teacher.wait_for("La classe\u{a0}: 0\u{a0}élève, 0\u{a0}connecté");
    teacher.wait_for("Aucun élève n'est encore venu.");
    teacher.send(b"q");
    assert_eq!(teacher.expect_exit(PATIENCE).code, 0);
    assert_eq!(server.sessions(), []);
}

#[test]
fn a_teacher_without_a_credential_of_their_own_is_refused_at_the_start() {
    let scratch = Scratch::new("teacher-none");
    let mut serve = Command::new(MORPION);
    serve
        .args(["serve", "--teacher", "prof"])
        .env("MORPION_CLASS_PASSWORD", PASSWORD)
        .env_remove("MORPION_TEACHER_PASSWORD")
        .env("MORPION_DATA_DIR", scratch.join("data"))
        .stdin(Stdio::null());
    let output = bounded(serve, SSH_LIMIT);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        "morpion: the teacher prof could not come in: give the teacher's own password \
         (--teacher-password-file or MORPION_TEACHER_PASSWORD) or --teacher-keys; the class \
         password never opens the teacher's view\n"
    );
    // The teacher's password may not be the class's.
    let same = scratch.join("same.txt");
    std::fs::write(&same, format!("{PASSWORD}\n")).unwrap();
    let mut serve = Command::new(MORPION);
    serve
        .args(["serve", "--teacher", "prof", "--teacher-password-file"])
        .arg(&same)
        .env("MORPION_CLASS_PASSWORD", PASSWORD)
        .env("MORPION_DATA_DIR", scratch.join("data"))
        .stdin(Stdio::null());
    let output = bounded(serve, SSH_LIMIT);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        "morpion: the teacher's password must not be the class password\n"
    );
    // The teacher's flags need the teacher.
    let mut serve = Command::new(MORPION);
    serve
        .args(["serve", "--teacher-keys", "keys"])
        .env("MORPION_CLASS_PASSWORD", PASSWORD)
        .stdin(Stdio::null());
    let output = bounded(serve, SSH_LIMIT);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("--teacher <NAME>"),
        "{}",
        text(&output.stderr)
    );
}

#[test]
fn an_exercise_of_the_day_set_while_a_student_plays_reaches_them_and_the_teacher_sees_it_opened_then_checked()
 {
    let server = Server::with_teacher("teacher-live-daily", |_| {});
    let mut student = server.student("ada", 80, 24, &[]);
    student.wait_for("Your move");
    let mut teacher = server.session("prof", "teacher.sh", 80, 24, &[]);
    teacher.wait_for(&row("ada", "game ttt", "—", "—", "0-0-0"));
    teacher.send(b"e");
    teacher.send(b"practice 4242 2 4\r");
    teacher.wait_for("The exercise of the day is now: practice 4242 2 4");
    teacher.wait_for("Exercise of the day: practice 4242 2 4 · seed 4242, depth 2, branching 2–4");
    // The student, there all along, is told at once, and x opens it.
    student.wait_for("x: your teacher's exercise of the day");
    student.send(b"x");
    student.wait_for("seed 4242, depth 2, branching 2–4");
    teacher.wait_for(&opened_not_checked("ada"));
    // Left unchecked, it is offered again; checked, its score is marked as the day's.
    student.send(b"\x1b");
    student.wait_for("x: your teacher's exercise of the day");
    student.send(b"x");
    student.wait_for("Your teacher's exercise of the day");
    student.send(b"\r");
    student.wait_for("recorded");
    teacher.wait_until(
        "ada's first check marked as the exercise of the day's",
        |screen| {
            screen
                .contents()
                .lines()
                .any(|line| line.starts_with("ada ") && line.contains("/") && line.contains("* "))
        },
    );
    student.send(b"\x1b");
    student.wait_until("the game screen, with no offer once checked", |screen| {
        let text = screen.contents();
        text.contains("Enter/1-9 play") && !text.contains("exercise of the day")
    });
    student.send(b"q");
    assert_eq!(student.expect_exit(PATIENCE).code, 0);
    teacher.send(b"q");
    assert_eq!(teacher.expect_exit(PATIENCE).code, 0);
}

#[test]
fn a_tree_generated_with_the_cuts_asked_is_set_and_a_student_gets_that_tree_and_one_no_tree_can_have_is_explained()
 {
    let server = Server::with_teacher("teacher-generate", |_| {});
    let mut teacher = server.session("prof", "teacher.sh", 80, 24, &[]);
    teacher.wait_for("The class: 0 students, 0 connected");
    teacher.send(b"e");
    teacher.wait_for("generate\u{a0}DEPTH\u{a0}BRANCHING\u{a0}cuts\u{a0}N");
    // No tree of depth 2 cuts above its leaves: said at once, the line kept.
    refused(
        &server,
        &mut teacher,
        "generate 2 3 cuts 2 above 1",
        "No tree generated: a tree of depth 2 and branching 3 has at most 2 cuts,",
    );
    // From seed 1, seed 3 is the first tree of depth 3 with 3 cuts, one above the leaves.
    teacher.send(b"\x15generate 3 3 cuts 3 above 1 from 1\r");
    teacher.wait_for("Seed 3, the first from 1 with the cuts asked: the exercise of the day is");
    teacher.wait_for(
        "Exercise of the day: practice 3 3 3 cuts 3 above 1 · seed 3, depth 3, branching\n\
         2–3 · at least 3 cuts, 1 above the leaves",
    );
    assert_eq!(
        server.exercise_of_the_day().as_deref(),
        Some("practice 3 3 3 cuts 3 above 1")
    );
    // A student gets that very tree: the random tree of seed 3, depth 3.
    let mut student = server.student("ada", 80, 24, &[]);
    student.wait_for("x: your teacher's exercise of the day");
    student.send(b"x");
    student.wait_for("Your teacher's exercise of the day");
    student.wait_for("seed 3, depth 3, branching 2–3");
    teacher.wait_for(&opened_not_checked("ada"));
    student.send(b"q");
    student.send(b"q");
    assert_eq!(student.expect_exit(PATIENCE).code, 0);
    teacher.send(b"q");
    assert_eq!(teacher.expect_exit(PATIENCE).code, 0);
}
