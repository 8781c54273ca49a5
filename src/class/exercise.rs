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

/// Why a text is not an exercise of the day.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseError(pub String);

impl fmt::Display for ExerciseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ExerciseError {}

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
        let error = |why: &str| ExerciseError(format!("{why} (one of: {})", FORMS.join(" · ")));
        let number = |word: &str, what: &str| -> Result<u64, ExerciseError> {
            word.parse()
                .map_err(|_| error(&format!("{what} must be a whole number, not \"{word}\"")))
        };
        match kind.to_ascii_lowercase().as_str() {
            "practice" => {
                let words: Vec<&str> = rest.split_whitespace().collect();
                let [seed, depth, branching] = words[..] else {
                    return Err(error("practice takes a seed, a depth and a branching"));
                };
                let seed = number(seed, "the seed")?;
                let depth = number(depth, "the depth")? as usize;
                let branching = number(branching, "the branching")? as usize;
                if !(2..=4).contains(&depth) || !(2..=4).contains(&branching) {
                    return Err(error("the depth and the branching are each 2 to 4"));
                }
                Ok(DailyExercise::Practice {
                    seed,
                    depth,
                    branching,
                })
            }
            "tree" if !rest.is_empty() => Ok(DailyExercise::Tree(rest.to_owned())),
            "endgame" if !rest.is_empty() => Ok(DailyExercise::Endgame(rest.to_owned())),
            "tree" | "endgame" => Err(error(&format!("{kind} needs what follows it"))),
            "lesson" => match rest.parse::<u8>() {
                Ok(n @ 1..=5) => Ok(DailyExercise::Lesson(n)),
                _ => Err(error("a lesson is numbered 1 to 5")),
            },
            _ => Err(error(&format!("\"{kind}\" is not a kind of exercise"))),
        }
    }
}
