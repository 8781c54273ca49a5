//! The class's results as CSV, exact text: one row per student and one row per practice check, a name with a comma and one with quotes quoted as spreadsheets read them.

use morpion::class::{Outcome, Records};

use crate::common::scratch::Scratch;

fn small_class(folder: &Scratch) -> Records {
    let mut records = Records::open(folder.join("class.sqlite")).unwrap();
    records
        .record_practice("Lovelace, Ada", "seed 7, depth 3, branching 2", 4, 6, 100)
        .unwrap();
    records
        .record_practice("Lovelace, Ada", "tree [[3 5] [2 9]]", 3, 3, 110)
        .unwrap();
    records
        .record_lesson_finished("Lovelace, Ada", 1, 120)
        .unwrap();
    records
        .record_lesson_finished("Lovelace, Ada", 3, 130)
        .unwrap();
    records
        .record_game("Lovelace, Ada", "ttt", Outcome::Won, 140)
        .unwrap();
    records
        .record_game("Bob \"the\" Builder", "c4", Outcome::Lost, 150)
        .unwrap();
    records
        .record_game("Bob \"the\" Builder", "ttt", Outcome::Drawn, 160)
        .unwrap();
    records.record_student("cy", 170).unwrap();
    records
}

#[test]
fn one_row_per_student() {
    let folder = Scratch::new("records-csv-students");
    let records = small_class(&folder);
    let mut out = Vec::new();
    records.export_csv(&mut out).unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "student,practice_checks,practice_score,practice_out_of,lessons_finished,won,drawn,lost\n\
         \"Bob \"\"the\"\" Builder\",0,0,0,,0,1,1\n\
         \"Lovelace, Ada\",2,7,9,1 3,1,0,0\n\
         cy,0,0,0,,0,0,0\n"
    );
}

#[test]
fn one_row_per_practice_check() {
    let folder = Scratch::new("records-csv-practice");
    let records = small_class(&folder);
    let mut out = Vec::new();
    records.export_practice_csv(&mut out).unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "student,exercise,first_check_score,out_of,at\n\
         \"Lovelace, Ada\",\"seed 7, depth 3, branching 2\",4,6,100\n\
         \"Lovelace, Ada\",tree [[3 5] [2 9]],3,3,110\n"
    );
}
