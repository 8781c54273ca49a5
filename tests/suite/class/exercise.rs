//! The exercise of the day's text form: each kind read back as written, and bad lines refused with the reason.

use morpion::class::DailyExercise;
use morpion::class::exercise::{Asked, ExerciseError, Figure, Generate};

#[test]
fn each_kind_reads_back_as_it_is_written() {
    let kinds = [
        DailyExercise::Practice {
            seed: 7,
            depth: 3,
            branching: 2,
        },
        DailyExercise::Generated {
            seed: 45,
            depth: 3,
            branching: 3,
            cuts: 3,
            above_leaves: 1,
        },
        DailyExercise::Tree("((3 12 8) (2 4 6))".to_owned()),
        DailyExercise::Endgame("XOX/.O./..X".to_owned()),
        DailyExercise::Lesson(2),
    ];
    let texts = [
        "practice 7 3 2",
        "practice 45 3 3 cuts 3 above 1",
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

#[test]
fn generate_asks_a_shape_and_cuts_then_above_and_from_if_wanted_and_is_never_kept() {
    let asked = |text: &str| text.parse::<Asked>();
    let generate = |cuts, above_leaves, from| {
        Ok(Asked::Generate(Generate {
            depth: 3,
            branching: 4,
            cuts,
            above_leaves,
            from,
        }))
    };
    assert_eq!(
        asked("generate 3 4 cuts 3 above 1 from 42"),
        generate(3, 1, Some(42))
    );
    assert_eq!(
        asked(" Generate 3 4  FROM 42 cuts 3 "),
        generate(3, 0, Some(42))
    );
    assert_eq!(asked("generate 3 4 cuts 2"), generate(2, 0, None));
    // Every other form reads as an exercise of the day.
    assert_eq!(
        asked("lesson 2"),
        Ok(Asked::Exercise(DailyExercise::Lesson(2)))
    );
    let reason = |text: &str| asked(text).unwrap_err();
    assert_eq!(reason("generate 3 4"), ExerciseError::GenerateWords);
    assert_eq!(reason("generate 3 4 above 1"), ExerciseError::GenerateWords);
    assert_eq!(
        reason("generate 3 4 cuts 2 cuts 3"),
        ExerciseError::GenerateWords
    );
    assert_eq!(reason("generate 3 4 cuts"), ExerciseError::GenerateWords);
    assert_eq!(
        reason("generate 3 4 prunes 2"),
        ExerciseError::GenerateWords
    );
    assert_eq!(reason("generate 3"), ExerciseError::GenerateWords);
    assert_eq!(reason("generate 5 4 cuts 2"), ExerciseError::OutOfRange);
    assert_eq!(
        reason("generate 3 4 cuts 2 above one"),
        ExerciseError::NotANumber {
            what: Figure::AboveLeaves,
            word: "one".to_owned()
        }
    );
    assert_eq!(
        reason("generate 3 4 cuts many"),
        ExerciseError::NotANumber {
            what: Figure::Cuts,
            word: "many".to_owned()
        }
    );
    assert_eq!(
        reason("generate 3 4 cuts 1 from -1"),
        ExerciseError::NotANumber {
            what: Figure::Seed,
            word: "-1".to_owned()
        }
    );
    // A generated tree is kept as its seed found and its cuts; the request itself never.
    assert_eq!(
        "generate 3 4 cuts 2".parse::<DailyExercise>(),
        Err(ExerciseError::UnknownKind("generate".to_owned()))
    );
    assert_eq!(
        "practice 45 3 3 cuts 3".parse::<DailyExercise>(),
        Err(ExerciseError::PracticeWords)
    );
    assert_eq!(
        "practice 45 3 3 cuts 3 above x".parse::<DailyExercise>(),
        Err(ExerciseError::NotANumber {
            what: Figure::AboveLeaves,
            word: "x".to_owned()
        })
    );
}
