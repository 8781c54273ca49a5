//! `morpion class export`: the class's results from the records `morpion serve` keeps, as CSV, from the data folder or --data-dir, into standard output or --output; a folder without records told so.

use morpion::class::{Outcome, Records};

use crate::common::cli::morpion_in;
use crate::common::scratch::Scratch;

/// A data folder whose records hold two students' work.
fn class_folder(name: &str) -> Scratch {
    let scratch = Scratch::new(name);
    let mut records = Records::open(scratch.join("class.sqlite3")).unwrap();
    records
        .record_practice("zoe", "practice 42 3 3", 7, 9, 1_000)
        .unwrap();
    records
        .record_practice("ada", "tree ((3 12 8) (2 4 6))", 4, 6, 1_001)
        .unwrap();
    records
        .record_practice("ada", "practice 7 2 2", 3, 3, 1_002)
        .unwrap();
    records.record_lesson_finished("ada", 2, 1_003).unwrap();
    records.record_lesson_finished("ada", 1, 1_004).unwrap();
    records
        .record_game("ada", "ttt", Outcome::Lost, 1_005)
        .unwrap();
    records
        .record_game("zoe", "connect4", Outcome::Won, 1_006)
        .unwrap();
    scratch
}

const BY_STUDENT: &str = "\
student,practice_checks,practice_score,practice_out_of,lessons_finished,won,drawn,lost
ada,2,7,9,1 2,0,0,1
zoe,1,7,9,,1,0,0
";

fn stdout(output: &std::process::Output) -> String {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn class_export_writes_one_row_per_student_from_the_data_folder() {
    let folder = class_folder("class-export");
    let output = morpion_in(&["class", "export"], &[("MORPION_DATA_DIR", folder.path())]);
    assert_eq!(stdout(&output), BY_STUDENT);
}

#[test]
fn class_export_checks_writes_one_row_per_practice_check_into_the_output_file() {
    let folder = class_folder("class-export-checks");
    let out = folder.join("checks.csv");
    let data = folder.path().display().to_string();
    let file = out.display().to_string();
    let output = morpion_in(
        &[
            "class",
            "export",
            "--checks",
            "--data-dir",
            &data,
            "--output",
            &file,
        ],
        &[],
    );
    assert_eq!(stdout(&output), "");
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        "\
student,exercise,first_check_score,out_of,at
ada,tree ((3 12 8) (2 4 6)),4,6,1001
ada,practice 7 2 2,3,3,1002
zoe,practice 42 3 3,7,9,1000
"
    );
}

#[test]
fn class_export_without_records_says_there_are_none_yet_and_makes_none() {
    let folder = Scratch::new("class-export-none");
    let output = morpion_in(&["class", "export"], &[("MORPION_DATA_DIR", folder.path())]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&output.stdout), "");
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        format!(
            "morpion: no class records yet: {} does not exist (`morpion serve` makes it when \
             the first student comes in; --data-dir names another folder)\n",
            folder.join("class.sqlite3").display()
        )
    );
    assert_eq!(folder.names(), Vec::<String>::new());
}
