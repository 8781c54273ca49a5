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
    /// A random practice tree the teacher had generated: the seed found, the shape, and the
    /// cuts asked of it (at least `cuts`, `above_leaves` of them above the leaves).
    Generated {
        seed: u64,
        depth: usize,
        branching: usize,
        cuts: usize,
        above_leaves: usize,
    },
    /// A practice tree in the bracket form (as `morpion practice --tree`).
    Tree(String),
    /// A 3×3 end-game position, rows joined by `/` (as `morpion practice --kind endgame --board`).
    Endgame(String),
    /// Lesson N, from 1.
    Lesson(u8),
}

/// What the teacher asks on the exercise line: an exercise of the day, or a tree to generate
/// (`generate DEPTH BRANCHING cuts N above K from SEED`), which becomes a [`DailyExercise::Generated`]
/// once found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    Exercise(DailyExercise),
    Generate(Generate),
}

/// A random tree to generate: its shape, the cuts it must have, and the seed the search starts
/// from (`None`: a fresh one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generate {
    pub depth: usize,
    pub branching: usize,
    pub cuts: usize,
    pub above_leaves: usize,
    pub from: Option<u64>,
}

/// Why a text is not an exercise of the day, as data: the teacher's view words it in the
/// teacher's language (`TeacherPhrase::Refused`), the server's console in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExerciseError {
    /// `practice` without exactly a seed, a depth and a branching (then, generated, `cuts N
    /// above K`).
    PracticeWords,
    /// `generate` without a depth, a branching and `cuts N`, or with a word it does not take
    /// (`above K` and `from SEED` are optional).
    GenerateWords,
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

/// The figures of `practice SEED DEPTH BRANCHING` and `generate`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Figure {
    Seed,
    Depth,
    Branching,
    /// The cuts a generated tree must have.
    Cuts,
    /// Those of them above the leaves.
    AboveLeaves,
}

/// The text forms, one per kind, as the teacher types them and the records keep them (a tree
/// asked with `generate` is kept as `practice SEED DEPTH BRANCHING cuts N above K`).
pub const FORMS: [&str; 5] = [
    "practice SEED DEPTH BRANCHING",
    "generate DEPTH BRANCHING cuts N above K from SEED",
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
            DailyExercise::Generated {
                seed,
                depth,
                branching,
                cuts,
                above_leaves,
            } => write!(
                f,
                "practice {seed} {depth} {branching} cuts {cuts} above {above_leaves}"
            ),
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
        match text.parse()? {
            Asked::Exercise(exercise) => Ok(exercise),
            // Asked on the exercise line, never kept: what it generates is.
            Asked::Generate(_) => Err(ExerciseError::UnknownKind("generate".to_owned())),
        }
    }
}

/// `word` as a whole number, or why not.
fn number(word: &str, what: Figure) -> Result<u64, ExerciseError> {
    word.parse().map_err(|_| ExerciseError::NotANumber {
        what,
        word: word.to_owned(),
    })
}

/// A depth and a branching, each 2 to 4.
fn shape(depth: &str, branching: &str) -> Result<(usize, usize), ExerciseError> {
    let depth = number(depth, Figure::Depth)? as usize;
    let branching = number(branching, Figure::Branching)? as usize;
    if !(2..=4).contains(&depth) || !(2..=4).contains(&branching) {
        return Err(ExerciseError::OutOfRange);
    }
    Ok((depth, branching))
}

/// `practice SEED DEPTH BRANCHING`, or the same with `cuts N above K` (a generated tree).
fn practice(words: &[&str]) -> Result<DailyExercise, ExerciseError> {
    let (seed, depth, branching, cuts) = match *words {
        [seed, depth, branching] => (seed, depth, branching, None),
        [seed, depth, branching, "cuts", cuts, "above", above] => {
            (seed, depth, branching, Some((cuts, above)))
        }
        _ => return Err(ExerciseError::PracticeWords),
    };
    let seed = number(seed, Figure::Seed)?;
    let (depth, branching) = shape(depth, branching)?;
    Ok(match cuts {
        None => DailyExercise::Practice {
            seed,
            depth,
            branching,
        },
        Some((cuts, above)) => DailyExercise::Generated {
            seed,
            depth,
            branching,
            cuts: number(cuts, Figure::Cuts)? as usize,
            above_leaves: number(above, Figure::AboveLeaves)? as usize,
        },
    })
}

/// `generate DEPTH BRANCHING cuts N`, then `above K` and `from SEED` in either order, each
/// at most once.
fn generate(words: &[&str]) -> Result<Generate, ExerciseError> {
    let [depth, branching, rest @ ..] = words else {
        return Err(ExerciseError::GenerateWords);
    };
    let (depth, branching) = shape(depth, branching)?;
    let (mut cuts, mut above_leaves, mut from) = (None, None, None);
    for pair in rest.chunks(2) {
        let [word, value] = pair else {
            return Err(ExerciseError::GenerateWords);
        };
        let (slot, what) = match word.to_ascii_lowercase().as_str() {
            "cuts" => (&mut cuts, Figure::Cuts),
            "above" => (&mut above_leaves, Figure::AboveLeaves),
            "from" => (&mut from, Figure::Seed),
            _ => return Err(ExerciseError::GenerateWords),
        };
        if slot.replace(number(value, what)?).is_some() {
            return Err(ExerciseError::GenerateWords);
        }
    }
    let Some(cuts) = cuts else {
        return Err(ExerciseError::GenerateWords);
    };
    Ok(Generate {
        depth,
        branching,
        cuts: cuts as usize,
        above_leaves: above_leaves.unwrap_or(0) as usize,
        from,
    })
}

impl FromStr for Asked {
    type Err = ExerciseError;

    /// Reads what the teacher typed: an exercise of the day's text form or `generate`.
    fn from_str(text: &str) -> Result<Self, ExerciseError> {
        let text = text.trim();
        let (kind, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
        let rest = rest.trim();
        let words: Vec<&str> = rest.split_whitespace().collect();
        let exercise = match kind.to_ascii_lowercase().as_str() {
            "practice" => practice(&words)?,
            "generate" => return Ok(Asked::Generate(generate(&words)?)),
            "tree" if !rest.is_empty() => DailyExercise::Tree(rest.to_owned()),
            "endgame" if !rest.is_empty() => DailyExercise::Endgame(rest.to_owned()),
            "tree" | "endgame" => {
                return Err(ExerciseError::NothingAfter {
                    kind: kind.to_ascii_lowercase(),
                });
            }
            "lesson" => match rest.parse::<u8>() {
                Ok(n @ 1..=5) => DailyExercise::Lesson(n),
                _ => return Err(ExerciseError::LessonNumber),
            },
            _ => return Err(ExerciseError::UnknownKind(kind.to_owned())),
        };
        Ok(Asked::Exercise(exercise))
    }
}
