//! Every phrase of the teacher's view of the class (`morpion serve --teacher`), in English and in French, in the catalog's form.

use crate::games::mnk::BoardError;
use crate::games::trees::{MIN_BRANCHING, Trouble};
use crate::i18n::{EN, FR, Lang, Phrase, Words};

/// A phrase of the teacher's view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeacherPhrase {
    /// The title: the students the records and the roster know, and how many are connected.
    Title { students: usize, connected: usize },
    /// Which rows of the table are shown, when not all fit.
    Shown {
        first: usize,
        last: usize,
        of: usize,
    },
    /// The exercise of the day (its text form), or none; a random practice tree's seed,
    /// depth and branching said as the student's title says them; a generated one's cuts
    /// asked (at least so many, so many of them above the leaves).
    Exercise {
        current: Option<String>,
        random: Option<(u64, usize, usize)>,
        asked: Option<(usize, usize)>,
    },
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
    /// The heading of the selected student's practice, with how many exercises they checked.
    Details { name: String, exercises: usize },
    /// The prompt of the line where the teacher types an exercise.
    Prompt,
    /// The text forms an exercise is typed in (each form's words joined by no-break spaces,
    /// so a narrow screen wraps between the forms only).
    Forms,
    /// The line typed is no exercise: the reason, one of the `Refused*` phrases.
    NotAnExercise { reason: Box<TeacherPhrase> },
    /// `practice` without exactly a seed, a depth and a branching.
    RefusedPracticeWords,
    /// `generate` without a depth, a branching and `cuts N`, or with a word it does not take.
    RefusedGenerateWords,
    /// A generated tree's text form whose seed's tree lacks the cuts it says: what it has.
    RefusedCutsNotThere {
        seed: u64,
        cuts: usize,
        above_leaves: usize,
    },
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
    /// The tree does not read in the bracket form: why, and where (the character of the line
    /// typed, from 1).
    RefusedTree { trouble: Trouble, at: usize },
    /// The board does not read as a position.
    RefusedBoard { error: BoardError },
    /// The game is over on the board.
    RefusedGameOver,
    /// The board's tree is too big for the practice: the most empty cells it takes.
    RefusedTooBig { empty: u32 },
    /// The generator is trying seeds from `from` (`fresh`: drawn at random), `tried` of them
    /// so far, at most `most`.
    Generating {
        from: u64,
        fresh: bool,
        tried: u64,
        most: u64,
    },
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
    SetGenerated {
        exercise: String,
        from: u64,
        fresh: bool,
        seed: u64,
    },
    /// The exercise of the day was cleared.
    Cleared,
    /// The records did not take the exercise, and why.
    NotWritten { why: String },
    /// The keys of the view.
    Keys,
    /// The keys of the view, short.
    KeysShort,
    /// The keys of the line being typed.
    InputKeys,
    /// The keys while a tree is generated.
    GeneratingKeys,
    /// The keys of the line once refused: what was typed stays, to be mended.
    RefusedKeys,
}

/// A random tree's branching as the practice's title says it: "2–3" (each node 2 to 3
/// children), "2" when every node has 2.
fn children(branching: usize) -> String {
    if branching > MIN_BRANCHING {
        format!("{MIN_BRANCHING}–{branching}")
    } else {
        branching.to_string()
    }
}

/// The exercise of the day's line: its text form, then a random tree's shape in the words of
/// the student's title.
fn exercise_line(
    words: &Words,
    head: &str,
    text: &str,
    random: Option<(u64, usize, usize)>,
) -> String {
    match random {
        Some((seed, depth, branching)) => format!(
            "{head}{text} · {}",
            (words.practice.what_random)(seed, depth, &children(branching))
        ),
        None => format!("{head}{text}"),
    }
}

/// What a generated tree was asked to have, in English: "at least 3 cuts, 1 above the
/// leaves".
fn asked_en(asked: Option<(usize, usize)>) -> String {
    match asked {
        Some((cuts, above)) => format!(" · at least {}, {above} above the leaves", cuts_en(cuts)),
        None => String::new(),
    }
}

/// The same in French.
fn asked_fr(asked: Option<(usize, usize)>) -> String {
    match asked {
        Some((cuts, above)) => format!(
            " · au moins {}, dont {above} au-dessus des feuilles",
            cuts_fr(cuts)
        ),
        None => String::new(),
    }
}

/// "1 cut", "3 cuts".
fn cuts_en(cuts: usize) -> String {
    let s = if cuts == 1 { "" } else { "s" };
    format!("{cuts} cut{s}")
}

/// "1\u{a0}coupure", "3\u{a0}coupures" (the singular up to 1).
fn cuts_fr(cuts: usize) -> String {
    let s = if cuts <= 1 { "" } else { "s" };
    format!("{cuts}\u{a0}coupure{s}")
}

/// The seed a generation started from, and whether it was drawn at random, in English.
fn from_en(from: u64, fresh: bool) -> String {
    let drawn = if fresh { " (drawn at random)" } else { "" };
    format!("{from}{drawn}")
}

/// The same in French.
fn from_fr(from: u64, fresh: bool) -> String {
    let drawn = if fresh { " (tirée au hasard)" } else { "" };
    format!("{from}{drawn}")
}

/// The text forms joined by " · ", each one's own spaces no-break.
fn forms(forms: [&str; 5]) -> String {
    forms
        .map(|form| form.replace(' ', "\u{a0}"))
        .join("\u{a0}· ")
}

impl Phrase for TeacherPhrase {
    fn en(&self) -> String {
        match self {
            Self::Title {
                students,
                connected,
            } => {
                let s = if *students == 1 { "" } else { "s" };
                format!("The class: {students} student{s}, {connected} connected")
            }
            Self::Shown { first, last, of } => format!("students {first}–{last} of {of}"),
            Self::Exercise {
                current: Some(text),
                random,
                asked,
            } => exercise_line(&EN, "Exercise of the day: ", text, *random) + &asked_en(*asked),
            Self::Exercise { current: None, .. } => "Exercise of the day: none".to_owned(),
            Self::RecordsFailed { why } => format!("The records could not write: {why}"),
            Self::ReadFailed { why } => format!("The records could not be read: {why}"),
            Self::StudentHeading => "Student".to_owned(),
            Self::NowHeading => "Now".to_owned(),
            Self::PracticeHeading => "Practice (first check)".to_owned(),
            Self::LessonsHeading => "Lessons".to_owned(),
            Self::GamesHeading => "W-D-L".to_owned(),
            Self::Playing { game } => format!("game {game}"),
            Self::InStepMode => "step mode".to_owned(),
            Self::InTheTree => "tree".to_owned(),
            Self::Practising => "practice".to_owned(),
            Self::InLesson { number } => format!("lesson {number}"),
            Self::AtHome => "home".to_owned(),
            Self::NotConnected => "not connected".to_owned(),
            Self::NoStudents => "No student has come in yet.".to_owned(),
            Self::Details { name, exercises: 0 } => format!("{name}: no practice yet"),
            Self::Details { name, exercises } => {
                let s = if *exercises == 1 { "" } else { "s" };
                format!("{name}: {exercises} exercise{s}, scored at the first check")
            }
            Self::Prompt => "New exercise: ".to_owned(),
            Self::Forms => format!(
                "One of: {}",
                forms([
                    "practice SEED DEPTH BRANCHING (each node 2 to BRANCHING children)",
                    "generate DEPTH BRANCHING cuts N above K from SEED (above, from: if wanted)",
                    "tree ((3 12 8) (2 4 6))",
                    "endgame XOX/.O./..X",
                    "lesson N",
                ])
            ),
            Self::NotAnExercise { reason } => format!("Not an exercise: {}", reason.en()),
            Self::RefusedPracticeWords => {
                "practice takes a seed, a depth and a branching".to_owned()
            }
            Self::RefusedGenerateWords => "generate takes a depth, a branching and cuts N, then \
                                           above K and from SEED if wanted"
                .to_owned(),
            Self::RefusedCutsNotThere {
                seed,
                cuts,
                above_leaves,
            } => format!(
                "seed {seed}'s tree has {}, {above_leaves} above the leaves: generate finds one \
                 with the cuts asked",
                cuts_en(*cuts)
            ),
            Self::RefusedNotANumber { figure, word } => {
                let what = [
                    "the seed",
                    "the depth",
                    "the branching",
                    "the cuts",
                    "the cuts above the leaves",
                ][usize::from(*figure).min(4)];
                format!("{what} must be a whole number, not \"{word}\"")
            }
            Self::RefusedOutOfRange => "the depth and the branching are each 2 to 4".to_owned(),
            Self::RefusedNothingAfter { kind } => format!("{kind} needs what follows it"),
            Self::RefusedLessonNumber => "a lesson is numbered 1 to 5".to_owned(),
            Self::RefusedKind { kind } => format!("\"{kind}\" is not a kind of exercise"),
            Self::RefusedTree { trouble, at } => format!(
                "the tree does not read in the bracket form: {} (at character {at} of the line)",
                Lang::En.say(trouble)
            ),
            Self::RefusedBoard { error } => EN.board_refusal(error, false),
            Self::RefusedGameOver => "the game is over on that board: nothing to search".to_owned(),
            Self::RefusedTooBig { empty } => {
                format!("too big a tree: give a board with at most {empty} empty cells")
            }
            Self::Generating {
                from,
                fresh,
                tried,
                most,
            } => format!(
                "Generating: seeds from {}, {tried} of at most {most} tried…",
                from_en(*from, *fresh)
            ),
            Self::NotGenerated { reason } => format!("No tree generated: {}", reason.en()),
            Self::OpenedNotChecked => "today's: opened, not checked".to_owned(),
            Self::Legend => "Practice: right/asked at each first check (* the exercise of the \
                             day) · Lessons: finished · W-D-L: games won, drawn, lost"
                .to_owned(),
            Self::Setting => "Setting the exercise…".to_owned(),
            Self::Set { exercise } => format!("The exercise of the day is now: {exercise}"),
            Self::SetGenerated {
                exercise,
                from,
                fresh,
                seed,
            } => format!(
                "Seed {seed}, the first from {} with the cuts asked: the exercise of the day is \
                 now: {exercise}",
                from_en(*from, *fresh)
            ),
            Self::Cleared => "The exercise of the day is cleared.".to_owned(),
            Self::NotWritten { why } => format!("Not written: {why}"),
            Self::Keys => {
                "↑↓ a student · e set the exercise of the day · d clear it · q quit".to_owned()
            }
            Self::KeysShort => "↑↓ · e exercise · d clear · q quit".to_owned(),
            Self::InputKeys => "Enter sets it · Esc leaves it · Ctrl-U empties the line".to_owned(),
            Self::GeneratingKeys => "Esc stops the generator and leaves the line".to_owned(),
            Self::RefusedKeys => {
                "Mend the line, then Enter · Ctrl-U empties it · Esc leaves it".to_owned()
            }
        }
    }

    fn fr(&self) -> String {
        match self {
            Self::Title {
                students,
                connected,
            } => {
                let s = if *students <= 1 { "" } else { "s" };
                let c = if *connected <= 1 { "" } else { "s" };
                format!("La classe\u{a0}: {students}\u{a0}élève{s}, {connected}\u{a0}connecté{c}")
            }
            Self::Shown { first, last, of } => format!("élèves {first} à {last} sur {of}"),
            Self::Exercise {
                current: Some(text),
                random,
                asked,
            } => exercise_line(&FR, "Exercice du jour\u{a0}: ", text, *random) + &asked_fr(*asked),
            Self::Exercise { current: None, .. } => "Exercice du jour\u{a0}: aucun".to_owned(),
            Self::RecordsFailed { why } => {
                format!("Les résultats de la classe n'ont pas pu être écrits\u{a0}: {why}")
            }
            Self::ReadFailed { why } => {
                format!("Les résultats de la classe n'ont pas pu être lus\u{a0}: {why}")
            }
            Self::StudentHeading => "Élève".to_owned(),
            Self::NowHeading => "En ce moment".to_owned(),
            Self::PracticeHeading => "Exercices (1re correction)".to_owned(),
            Self::LessonsHeading => "Leçons".to_owned(),
            Self::GamesHeading => "G-N-P".to_owned(),
            Self::Playing { game } => format!("partie {game}"),
            Self::InStepMode => "pas à pas".to_owned(),
            Self::InTheTree => "arbre".to_owned(),
            Self::Practising => "exercice".to_owned(),
            Self::InLesson { number } => format!("leçon {number}"),
            Self::AtHome => "accueil".to_owned(),
            Self::NotConnected => "non connecté".to_owned(),
            Self::NoStudents => "Aucun élève n'est encore venu.".to_owned(),
            Self::Details { name, exercises: 0 } => {
                format!("{name}\u{a0}: pas encore d'exercice")
            }
            Self::Details { name, exercises } => {
                let s = if *exercises == 1 { "" } else { "s" };
                format!(
                    "{name}\u{a0}: {exercises}\u{a0}exercice{s}, noté{s} à la première correction"
                )
            }
            Self::Prompt => "Nouvel exercice\u{a0}: ".to_owned(),
            Self::Forms => format!(
                "Au choix\u{a0}: {}",
                forms([
                    "practice GRAINE PROFONDEUR LARGEUR (2 à LARGEUR enfants par nœud)",
                    "generate PROFONDEUR LARGEUR cuts N above K from GRAINE (above, from au choix)",
                    "tree ((3 12 8) (2 4 6))",
                    "endgame XOX/.O./..X",
                    "lesson N",
                ])
            ),
            Self::NotAnExercise { reason } => {
                format!("Ce n'est pas un exercice\u{a0}: {}", reason.fr())
            }
            Self::RefusedPracticeWords => {
                "practice prend une graine, une profondeur et une largeur".to_owned()
            }
            Self::RefusedGenerateWords => "generate prend une profondeur, une largeur et cuts N, \
                                           puis above K et from GRAINE au choix"
                .to_owned(),
            Self::RefusedCutsNotThere {
                seed,
                cuts,
                above_leaves,
            } => format!(
                "l'arbre de la graine {seed} a {}, dont {above_leaves} au-dessus des \
                 feuilles\u{a0}: generate en trouve un qui a les coupures demandées",
                cuts_fr(*cuts)
            ),
            Self::RefusedNotANumber { figure, word } => {
                let what = [
                    "la graine",
                    "la profondeur",
                    "la largeur",
                    "le nombre de coupures",
                    "le nombre de coupures au-dessus des feuilles",
                ][usize::from(*figure).min(4)];
                format!("{what} doit être un nombre entier, pas «\u{a0}{word}\u{a0}»")
            }
            Self::RefusedOutOfRange => {
                "la profondeur et la largeur vont chacune de 2 à 4".to_owned()
            }
            Self::RefusedNothingAfter { kind } => format!("{kind} attend ce qui le suit"),
            Self::RefusedLessonNumber => "les leçons sont numérotées de 1 à 5".to_owned(),
            Self::RefusedKind { kind } => {
                format!("«\u{a0}{kind}\u{a0}» n'est pas une sorte d'exercice")
            }
            Self::RefusedTree { trouble, at } => format!(
                "l'arbre ne se lit pas entre parenthèses\u{a0}: {} (au caractère {at} de la ligne)",
                Lang::Fr.say(trouble)
            ),
            Self::RefusedBoard { error } => FR.board_refusal(error, false),
            Self::RefusedGameOver => {
                "la partie est finie sur ce plateau\u{a0}: rien à chercher".to_owned()
            }
            Self::RefusedTooBig { empty } => {
                format!(
                    "arbre trop grand\u{a0}: donnez un plateau d'au plus {empty}\u{a0}cases vides"
                )
            }
            Self::Generating {
                from,
                fresh,
                tried,
                most,
            } => format!(
                "Génération\u{a0}: graines depuis {}, {tried} essayées sur {most} au plus…",
                from_fr(*from, *fresh)
            ),
            Self::NotGenerated { reason } => {
                format!("Aucun arbre généré\u{a0}: {}", reason.fr())
            }
            Self::OpenedNotChecked => "du jour\u{a0}: ouvert, pas corrigé".to_owned(),
            Self::Legend => "Exercices\u{a0}: justes/demandées à chaque 1re correction (* \
                             l'exercice du jour) · Leçons\u{a0}: terminées · G-N-P\u{a0}: \
                             parties gagnées, nulles, perdues"
                .to_owned(),
            Self::Setting => "Enregistrement de l'exercice…".to_owned(),
            Self::Set { exercise } => {
                format!("L'exercice du jour est maintenant\u{a0}: {exercise}")
            }
            Self::SetGenerated {
                exercise,
                from,
                fresh,
                seed,
            } => format!(
                "Graine {seed}, la première depuis {} avec les coupures demandées\u{a0}; \
                 l'exercice du jour est maintenant\u{a0}: {exercise}",
                from_fr(*from, *fresh)
            ),
            Self::Cleared => "L'exercice du jour est effacé.".to_owned(),
            Self::NotWritten { why } => format!("Non enregistré\u{a0}: {why}"),
            Self::Keys => {
                "↑↓ un élève · e fixer l'exercice du jour · d l'effacer · q quitter".to_owned()
            }
            Self::KeysShort => "↑↓ · e exercice · d effacer · q quitter".to_owned(),
            Self::InputKeys => "Entrée le fixe · Échap abandonne · Ctrl-U vide la ligne".to_owned(),
            Self::GeneratingKeys => "Échap arrête le générateur et abandonne la ligne".to_owned(),
            Self::RefusedKeys => {
                "Corrigez la ligne, puis Entrée · Ctrl-U la vide · Échap abandonne".to_owned()
            }
        }
    }
}

/// Why the generator gave no tree (a tree with the cuts asked), as the teacher reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoTree {
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

impl Phrase for NoTree {
    fn en(&self) -> String {
        match self {
            Self::MoreAbove { cuts, above_leaves } => format!(
                "{above_leaves} above the leaves cannot be among {} in all",
                cuts_en(*cuts)
            ),
            Self::BeyondTheShape {
                depth,
                branching,
                most_cuts,
                most_above_leaves,
            } => format!(
                "a tree of depth {depth} and branching {branching} has at most {}, \
             {most_above_leaves} above the leaves (the leftmost path never cuts, and a cut \
             above the leaves needs inner children; 30 leaves at most)",
                cuts_en(*most_cuts)
            ),
            Self::NotFound { tried, from } => format!(
                "none of the {tried} seeds from {from} gives it; the generator gave up: ask \
             fewer cuts or a larger tree"
            ),
        }
    }

    fn fr(&self) -> String {
        match self {
            Self::MoreAbove { cuts, above_leaves } => format!(
                "{above_leaves} au-dessus des feuilles ne peuvent être parmi {} en tout",
                cuts_fr(*cuts)
            ),
            Self::BeyondTheShape {
                depth,
                branching,
                most_cuts,
                most_above_leaves,
            } => format!(
                "un arbre de profondeur {depth} et de largeur {branching} a au plus {}, dont \
             {most_above_leaves} au-dessus des feuilles (le chemin le plus à gauche ne coupe \
             jamais, une coupure au-dessus des feuilles demande des enfants internes\u{a0}; \
             30\u{a0}feuilles au plus)",
                cuts_fr(*most_cuts)
            ),
            Self::NotFound { tried, from } => format!(
                "aucune des {tried}\u{a0}graines depuis {from} ne le donne\u{a0}; le \
             générateur abandonne\u{a0}: demandez moins de coupures ou un arbre plus grand"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            Exercise {
                current: Some(text()),
                random: None,
                asked: None,
            },
            Exercise {
                current: Some(text()),
                random: Some((7, 3, 3)),
                asked: None,
            },
            Exercise {
                current: Some(text()),
                random: Some((7, 3, 3)),
                asked: Some((3, 1)),
            },
            Exercise {
                current: None,
                random: None,
                asked: None,
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
            KeysShort,
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
