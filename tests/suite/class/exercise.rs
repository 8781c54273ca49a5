//! The exercise of the day's text form: each kind read back as written, and bad lines refused with the reason.

use morpion::class::DailyExercise;
use morpion::class::exercise::{ExerciseError, Figure};

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
fn a_bad_line_is_refused_with_its_reason_as_data() {
    let reason = |text: &str| text.parse::<DailyExercise>().unwrap_err();
    assert_eq!(reason("practice 7 3"), ExerciseError::PracticeWords);
    assert_eq!(
        reason("practice 7 x 2"),
        ExerciseError::NotANumber {
            what: Figure::Depth,
            word: "x".to_owned()
        }
    );
    assert_eq!(reason("practice 7 5 2"), ExerciseError::OutOfRange);
    assert_eq!(reason("lesson 6"), ExerciseError::LessonNumber);
    assert_eq!(
        reason("Tree"),
        ExerciseError::NothingAfter {
            kind: "tree".to_owned()
        }
    );
    assert_eq!(
        reason("chess e4"),
        ExerciseError::UnknownKind("chess".to_owned())
    );
    assert_eq!(reason(""), ExerciseError::UnknownKind(String::new()));
}
