//! Every phrase of the teacher's view of the class (`morpion serve --teacher`), worded in `assets/i18n/*/teacher.ftl` (the generator's reasons in `generator.ftl`).

use fluent_bundle::FluentValue;

use crate::games::mnk::BoardError;
use crate::games::trees::{MIN_BRANCHING, Trouble};
use crate::i18n::Lang;
use crate::i18n::catalog::Arg;

crate::phrases! {
    /// A phrase of the teacher's view.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum TeacherPhrase in "teacher" {
        /// The title: the students the records and the roster know, and how many are
        /// connected.
        Title { students: usize, connected: usize },
        /// Which rows of the table are shown, when not all fit.
        Shown { first: usize, last: usize, of: usize },
        /// No exercise of the day.
        ExerciseNone,
        /// The exercise of the day (its text form).
        Exercise { text: String },
        /// The exercise of the day, a random practice tree: its text form, then its seed,
        /// depth and branching said as the student's title says them.
        ExerciseRandom { text: String, tree: RandomTree },
        /// The same for a generated tree, with the cuts asked (at least `cuts`, `above` of
        /// them above the leaves).
        ExerciseGenerated { text: String, tree: RandomTree, cuts: usize, above: usize },
        /// The records could not write something, and why.
        RecordsFailed { why: String },
        /// The records could not be read, and why.
        ReadFailed { why: String },
        /// The table's column of names.
        StudentHeading,
        /// The column of what each student is doing now.
        NowHeading,
        /// The column of the practice exercises' first-check scores.
        PracticeHeading,
        /// The column of the lessons finished.
        LessonsHeading,
        /// The column of the games won, drawn and lost.
        GamesHeading,
        /// Playing a game, by its short name (`ttt`, `c4`, …).
        Playing { game: String },
        /// In step mode.
        InStepMode,
        /// Looking at the tree of a search.
        InTheTree,
        /// Doing a practice exercise.
        Practising,
        /// In lesson N.
        InLesson { number: u8 },
        /// On the home screen or a menu.
        AtHome,
        /// Not connected now.
        NotConnected,
        /// Nobody in the records and nobody connected.
        NoStudents,
        /// The heading of the selected student's practice, with how many exercises they
        /// checked.
        Details { name: String, exercises: usize },
        /// The prompt of the line where the teacher types an exercise.
        Prompt,
        /// The text forms an exercise is typed in (each form's words joined by no-break
        /// spaces, so a narrow screen wraps between the forms only).
        Forms,
        /// The line typed is no exercise: the reason, one of the `Refused*` phrases.
        NotAnExercise { reason: Box<TeacherPhrase> },
        /// `practice` without exactly a seed, a depth and a branching.
        RefusedPracticeWords,
        /// `generate` without a depth, a branching and `cuts N`, or with a word it does not
        /// take.
        RefusedGenerateWords,
        /// A generated tree's text form whose seed's tree lacks the cuts it says: what it has.
        RefusedCutsNotThere { seed: u64, cuts: usize, above_leaves: usize },
        /// The seed (0), the depth (1), the branching (2), the cuts (3) or those above the
        /// leaves (4) is not a whole number.
        RefusedNotANumber { figure: u8, word: String },
        /// The depth or the branching is outside 2 to 4.
        RefusedOutOfRange,
        /// `tree` or `endgame` with nothing after it.
        RefusedNothingAfter { kind: String },
        /// `lesson` without a number 1 to 5.
        RefusedLessonNumber,
        /// The first word is no kind of exercise.
        RefusedKind { kind: String },
        /// The tree does not read in the bracket form: why, and where (the character of the
        /// line typed, from 1).
        RefusedTree { trouble: Trouble, at: usize },
        /// The board does not read as a position.
        RefusedBoard { error: BoardError },
        /// The game is over on the board.
        RefusedGameOver,
        /// The board's tree is too big for the practice: the most empty cells it takes.
        RefusedTooBig { empty: u32 },
        /// The generator is trying seeds from `from` (`fresh`: drawn at random), `tried` of
        /// them so far, at most `most`.
        Generating { from: u64, fresh: bool, tried: u64, most: u64 },
        /// No tree was generated: why.
        NotGenerated { reason: NoTree },
        /// A student opened the exercise of the day and has not checked it.
        OpenedNotChecked,
        /// What the table's columns mean.
        Legend,
        /// The exercise is on its way to the records.
        Setting,
        /// The exercise of the day was written.
        Set { exercise: String },
        /// A generated exercise of the day was written: the seed the generator started from
        /// (`fresh`: drawn at random) and the seed it found.
        SetGenerated { exercise: String, from: u64, fresh: bool, seed: u64 },
        /// The exercise of the day was cleared.
        Cleared,
        /// The records did not take the exercise, and why.
        NotWritten { why: String },
        /// The keys of the view (a shorter form for a narrow screen).
        Keys,
        /// The keys of the line being typed.
        InputKeys,
        /// The keys while a tree is generated.
        GeneratingKeys,
        /// The keys of the line once refused: what was typed stays, to be mended.
        RefusedKeys,
    }
}

crate::phrases! {
    /// Why the generator gave no tree (a tree with the cuts asked), as the teacher reads it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum NoTree in "generator" {
        /// More cuts asked above the leaves than cuts in all.
        MoreAbove { cuts: usize, above_leaves: usize },
        /// No tree of the shape can have the cuts asked: the most it can have.
        BeyondTheShape {
            depth: usize,
            branching: usize,
            most_cuts: usize,
            most_above_leaves: usize,
        },
        /// The generator gave up: none of the `tried` seeds from `from` has the cuts asked.
        NotFound { tried: u64, from: u64 },
    }
}

/// A random practice tree's seed, depth and branching, said as the student's title says them
/// ("seed 7, depth 3, 2–3 children").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RandomTree {
    pub seed: u64,
    pub depth: usize,
    pub branching: usize,
}

impl Arg for RandomTree {
    fn value(&self, lang: Lang) -> FluentValue<'_> {
        // "2–3" (each node 2 to 3 children), "2" when every node has 2.
        let children = if self.branching > MIN_BRANCHING {
            format!("{MIN_BRANCHING}–{}", self.branching)
        } else {
            self.branching.to_string()
        };
        let said = (lang.words().practice.what_random)(self.seed, self.depth, &children);
        FluentValue::from(said)
    }
}

impl Arg for BoardError {
    fn value(&self, lang: Lang) -> FluentValue<'_> {
        FluentValue::from(lang.words().board_refusal(self, false))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Phrase;

    /// One of each phrase, with figures and texts in them.
    fn every_phrase() -> Vec<TeacherPhrase> {
        use TeacherPhrase::*;
        let text = || "x".to_owned();
        vec![
            Title {
                students: 3,
                connected: 2,
            },
            Shown {
                first: 1,
                last: 18,
                of: 40,
            },
            ExerciseNone,
            Exercise { text: text() },
            ExerciseRandom {
                text: text(),
                tree: RandomTree {
                    seed: 7,
                    depth: 3,
                    branching: 3,
                },
            },
            ExerciseGenerated {
                text: text(),
                tree: RandomTree {
                    seed: 7,
                    depth: 3,
                    branching: 3,
                },
                cuts: 3,
                above: 1,
            },
            RecordsFailed { why: text() },
            ReadFailed { why: text() },
            StudentHeading,
            NowHeading,
            PracticeHeading,
            LessonsHeading,
            GamesHeading,
            Playing { game: text() },
            InStepMode,
            InTheTree,
            Practising,
            InLesson { number: 2 },
            AtHome,
            NotConnected,
            NoStudents,
            Details {
                name: text(),
                exercises: 0,
            },
            Details {
                name: text(),
                exercises: 2,
            },
            Prompt,
            Forms,
            NotAnExercise {
                reason: Box::new(RefusedLessonNumber),
            },
            RefusedPracticeWords,
            RefusedGenerateWords,
            RefusedCutsNotThere {
                seed: 3,
                cuts: 2,
                above_leaves: 0,
            },
            RefusedNotANumber {
                figure: 4,
                word: text(),
            },
            RefusedNotANumber {
                figure: 2,
                word: text(),
            },
            RefusedOutOfRange,
            RefusedNothingAfter { kind: text() },
            RefusedLessonNumber,
            RefusedKind { kind: text() },
            RefusedTree {
                trouble: Trouble::EmptyBrackets,
                at: 3,
            },
            RefusedBoard {
                error: BoardError::Empty,
            },
            RefusedGameOver,
            RefusedTooBig { empty: 4 },
            Generating {
                from: 4,
                fresh: true,
                tried: 500,
                most: 100_000,
            },
            NotGenerated {
                reason: NoTree::NotFound {
                    tried: 100_000,
                    from: 4,
                },
            },
            NotGenerated {
                reason: NoTree::MoreAbove {
                    cuts: 1,
                    above_leaves: 2,
                },
            },
            NotGenerated {
                reason: NoTree::BeyondTheShape {
                    depth: 2,
                    branching: 3,
                    most_cuts: 2,
                    most_above_leaves: 0,
                },
            },
            OpenedNotChecked,
            Legend,
            Setting,
            Set { exercise: text() },
            SetGenerated {
                exercise: text(),
                from: 4,
                fresh: false,
                seed: 9,
            },
            Cleared,
            NotWritten { why: text() },
            Keys,
            InputKeys,
            GeneratingKeys,
            RefusedKeys,
        ]
    }

    #[test]
    fn the_words_agree_in_number_in_both_languages() {
        let title = |students, connected| TeacherPhrase::Title {
            students,
            connected,
        };
        assert_eq!(title(1, 1).en(), "The class: 1 student, 1 connected");
        assert_eq!(title(3, 0).en(), "The class: 3 students, 0 connected");
        assert_eq!(
            title(3, 2).fr(),
            "La classe\u{a0}: 3\u{a0}élèves, 2\u{a0}connectés"
        );
        assert_eq!(
            title(1, 0).fr(),
            "La classe\u{a0}: 1\u{a0}élève, 0\u{a0}connecté"
        );
        let details = |exercises| TeacherPhrase::Details {
            name: "ada".to_owned(),
            exercises,
        };
        assert_eq!(
            details(1).en(),
            "ada: 1 exercise, scored at the first check"
        );
        assert_eq!(details(0).fr(), "ada\u{a0}: pas encore d'exercice");
        assert_eq!(
            details(1).fr(),
            "ada\u{a0}: 1\u{a0}exercice, noté à la première correction"
        );
        assert_eq!(
            details(2).fr(),
            "ada\u{a0}: 2\u{a0}exercices, notés à la première correction"
        );
        assert_eq!(
            details(2).en(),
            "ada: 2 exercises, scored at the first check"
        );
    }

    #[test]
    fn french_has_a_no_break_space_before_each_colon_and_no_phrase_is_the_same_in_both() {
        for phrase in every_phrase() {
            let french = phrase.fr();
            let chars: Vec<char> = french.chars().collect();
            for (at, c) in chars.iter().enumerate() {
                if [':', ';', '!', '?', '%'].contains(c) {
                    assert_eq!(chars.get(at.wrapping_sub(1)), Some(&'\u{a0}'), "{french:?}");
                }
            }
            assert_ne!(french, phrase.en());
        }
    }
}
