//! The exercise of the day the teacher sets, and its one-line text form kept in the records' settings.

use std::fmt;
use std::str::FromStr;

/// What the teacher hands out: it opens first for every student on `x` (practice) or `L` (lessons).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DailyExercise {
    /// A random practice tree: the same seed, depth and branching give the same tree everywhere.
    Practice {
        seed: u64,
        depth: usize,
        branching: usize,
    },
    /// A practice tree in the bracket form (as `morpion practice --tree`).
    Tree(String),
    /// A 3×3 end-game position, rows joined by `/` (as `morpion practice --kind endgame --board`).
    Endgame(String),
    /// Lesson N, from 1.
    Lesson(u8),
}

/// Why a text is not an exercise of the day, as data: the teacher's view words it in the
/// teacher's language (`TeacherPhrase::Refused`), the server's console in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExerciseError {
    /// `practice` without exactly a seed, a depth and a branching.
    PracticeWords,
    /// The seed, the depth or the branching is not a whole number: which, and the word.
    NotANumber { what: Figure, word: String },
    /// The depth or the branching is outside 2 to 4.
    OutOfRange,
    /// `tree` or `endgame` with nothing after it: which.
    NothingAfter { kind: String },
    /// `lesson` without a number 1 to 5.
    LessonNumber,
    /// The first word is no kind of exercise.
    UnknownKind(String),
}

/// The figures of `practice SEED DEPTH BRANCHING`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Figure {
    Seed,
    Depth,
    Branching,
}

/// The text forms, one per kind, as the teacher types them and the records keep them.
pub const FORMS: [&str; 4] = [
    "practice SEED DEPTH BRANCHING",
    "tree ((3 12 8) (2 4 6))",
    "endgame XOX/.O./..X",
    "lesson N",
];

impl fmt::Display for DailyExercise {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DailyExercise::Practice {
                seed,
                depth,
                branching,
            } => write!(f, "practice {seed} {depth} {branching}"),
            DailyExercise::Tree(tree) => write!(f, "tree {tree}"),
            DailyExercise::Endgame(board) => write!(f, "endgame {board}"),
            DailyExercise::Lesson(n) => write!(f, "lesson {n}"),
        }
    }
}

impl FromStr for DailyExercise {
    type Err = ExerciseError;

    /// Reads the text form; the tree and the board are checked by the practice's own parser
    /// when the exercise is built, this checks only the shape of the line.
    fn from_str(text: &str) -> Result<Self, ExerciseError> {
        let text = text.trim();
        let (kind, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
        let rest = rest.trim();
        let number = |word: &str, what: Figure| -> Result<u64, ExerciseError> {
            word.parse().map_err(|_| ExerciseError::NotANumber {
                what,
                word: word.to_owned(),
            })
        };
        match kind.to_ascii_lowercase().as_str() {
            "practice" => {
                let words: Vec<&str> = rest.split_whitespace().collect();
                let [seed, depth, branching] = words[..] else {
                    return Err(ExerciseError::PracticeWords);
                };
                let seed = number(seed, Figure::Seed)?;
                let depth = number(depth, Figure::Depth)? as usize;
                let branching = number(branching, Figure::Branching)? as usize;
                if !(2..=4).contains(&depth) || !(2..=4).contains(&branching) {
                    return Err(ExerciseError::OutOfRange);
                }
                Ok(DailyExercise::Practice {
                    seed,
                    depth,
                    branching,
                })
            }
            "tree" if !rest.is_empty() => Ok(DailyExercise::Tree(rest.to_owned())),
            "endgame" if !rest.is_empty() => Ok(DailyExercise::Endgame(rest.to_owned())),
            "tree" | "endgame" => Err(ExerciseError::NothingAfter {
                kind: kind.to_ascii_lowercase(),
            }),
            "lesson" => match rest.parse::<u8>() {
                Ok(n @ 1..=5) => Ok(DailyExercise::Lesson(n)),
                _ => Err(ExerciseError::LessonNumber),
            },
            _ => Err(ExerciseError::UnknownKind(kind.to_owned())),
        }
    }
}
