//! The exercise of the day's text form: each kind read back as written, and bad lines refused with the reason.

use morpion::class::DailyExercise;

#[test]
fn each_kind_reads_back_as_it_is_written() {
    let kinds = [
        DailyExercise::Practice {
            seed: 7,
            depth: 3,
            branching: 2,
        },
        DailyExercise::Tree("((3 12 8) (2 4 6))".to_owned()),
        DailyExercise::Endgame("XOX/.O./..X".to_owned()),
        DailyExercise::Lesson(2),
    ];
    let texts = [
        "practice 7 3 2",
        "tree ((3 12 8) (2 4 6))",
        "endgame XOX/.O./..X",
        "lesson 2",
    ];
    for (kind, text) in kinds.iter().zip(texts) {
        assert_eq!(kind.to_string(), text);
        assert_eq!(text.parse::<DailyExercise>().as_ref(), Ok(kind));
    }
    assert_eq!(
        "  Lesson   5 ".parse::<DailyExercise>(),
        Ok(DailyExercise::Lesson(5))
    );
}

#[test]
fn a_bad_line_is_refused_with_its_reason() {
    let reason = |text: &str| text.parse::<DailyExercise>().unwrap_err().0;
    let forms = "(one of: practice SEED DEPTH BRANCHING · tree ((3 12 8) (2 4 6)) · endgame XOX/.O./..X · lesson N)";
    assert_eq!(
        reason("practice 7 3"),
        format!("practice takes a seed, a depth and a branching {forms}")
    );
    assert_eq!(
        reason("practice 7 x 2"),
        format!("the depth must be a whole number, not \"x\" {forms}")
    );
    assert_eq!(
        reason("practice 7 5 2"),
        format!("the depth and the branching are each 2 to 4 {forms}")
    );
    assert_eq!(
        reason("lesson 6"),
        format!("a lesson is numbered 1 to 5 {forms}")
    );
    assert_eq!(
        reason("tree"),
        format!("tree needs what follows it {forms}")
    );
    assert_eq!(
        reason("chess e4"),
        format!("\"chess\" is not a kind of exercise {forms}")
    );
    assert_eq!(
        reason(""),
        format!("\"\" is not a kind of exercise {forms}")
    );
}
