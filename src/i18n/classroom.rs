//! What a student of `morpion serve` is told about the class (their results recorded or not, the teacher's exercise of the day), in the catalog's form.

use super::Phrase;

/// A result the class's records keep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// A practice exercise's first check.
    Practice,
    /// Lesson N finished (its exercise answered right).
    Lesson { number: u8 },
    /// A game played to its end.
    Game,
}

/// The classroom's phrases on the student's status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassroomPhrase {
    /// The result was written to the class's records: the teacher sees it.
    Recorded { what: Kept },
    /// The records could not write the result (a full disk among others).
    NotRecorded { what: Kept },
    /// The exercise on screen (a lesson, or practice) is the one the teacher set for today.
    ExerciseOfTheDay { lesson: bool },
    /// [`ClassroomPhrase::Recorded`] said short, after a longer sentence about the result.
    RecordedBrief { what: Kept },
    /// [`ClassroomPhrase::NotRecorded`] said short, after a longer sentence.
    NotRecordedBrief { what: Kept },
    /// The teacher's exercise of the day is there to do, and its key (`L` for a lesson, `x`
    /// for practice).
    Offered { lesson: bool },
    /// Moves typed while the AI was thinking (their names, spaced), none of them played. (A
    /// game's phrase, in any session; it lives here while the rest of the catalog is being
    /// rewritten.)
    NotPlayedAiThinking { moves: String },
    /// The server ended the session: no key for its idle timeout (in seconds).
    EndedIdle { seconds: u64 },
    /// The server ended the session: it was stopped.
    EndedServerStopped,
}

impl Phrase for ClassroomPhrase {
    fn en(&self) -> String {
        let what = |kept: &Kept| match kept {
            Kept::Practice => "score".to_owned(),
            Kept::Lesson { number } => format!("lesson {number} finished"),
            Kept::Game => "game".to_owned(),
        };
        match self {
            Self::Recorded { what: kept } => {
                format!("{}: recorded for your teacher", capital(&what(kept)))
            }
            Self::NotRecorded { what: kept } => format!(
                "{}: NOT recorded, the server could not write it (tell your teacher)",
                capital(&what(kept))
            ),
            Self::ExerciseOfTheDay { lesson: false } => {
                "Your teacher's exercise of the day".to_owned()
            }
            Self::ExerciseOfTheDay { lesson: true } => {
                "Your teacher's lesson of the day".to_owned()
            }
            Self::RecordedBrief { .. } => "recorded".to_owned(),
            Self::NotRecordedBrief { .. } => "NOT recorded".to_owned(),
            Self::Offered { lesson: false } => "x: your teacher's exercise of the day".to_owned(),
            Self::Offered { lesson: true } => "L: your teacher's lesson of the day".to_owned(),
            Self::NotPlayedAiThinking { moves } => {
                format!("Not played, typed while the AI was thinking: {moves}")
            }
            Self::EndedIdle { seconds } => format!(
                "morpion: no key for {}, session ended (the server's idle timeout).",
                span(*seconds, "\u{20}")
            ),
            Self::EndedServerStopped => {
                "morpion: the server was stopped, session ended.".to_owned()
            }
        }
    }

    fn fr(&self) -> String {
        let what = |kept: &Kept| match kept {
            Kept::Practice => "score".to_owned(),
            Kept::Lesson { number } => format!("leçon {number} terminée"),
            Kept::Game => "partie".to_owned(),
        };
        let done = |kept: &Kept| match kept {
            Kept::Lesson { .. } | Kept::Game => "enregistrée",
            Kept::Practice => "enregistré",
        };
        match self {
            Self::Recorded { what: kept } => format!(
                "{}\u{a0}: {} pour votre enseignant",
                capital(&what(kept)),
                done(kept)
            ),
            Self::NotRecorded { what: kept } => format!(
                "{}\u{a0}: NON {}, le serveur n'a pas pu l'écrire (prévenez votre enseignant)",
                capital(&what(kept)),
                done(kept)
            ),
            Self::ExerciseOfTheDay { lesson: false } => {
                "L'exercice du jour de votre enseignant".to_owned()
            }
            Self::ExerciseOfTheDay { lesson: true } => {
                "La leçon du jour de votre enseignant".to_owned()
            }
            Self::RecordedBrief { what: kept } => done(kept).to_owned(),
            Self::NotRecordedBrief { what: kept } => format!("NON {}", done(kept)),
            Self::Offered { lesson: false } => "x\u{a0}: l'exercice du jour".to_owned(),
            Self::Offered { lesson: true } => "L\u{a0}: la leçon du jour".to_owned(),
            Self::NotPlayedAiThinking { moves } => {
                let s = if moves.contains(' ') { "s" } else { "" };
                format!("Non joué{s} pendant le tour de l'IA\u{a0}: {moves}")
            }
            Self::EndedIdle { seconds } => format!(
                "morpion\u{a0}: aucune touche depuis {}, session terminée (délai d'inactivité).",
                span(*seconds, "\u{a0}")
            ),
            Self::EndedServerStopped => {
                "morpion\u{a0}: le serveur a été arrêté, session terminée.".to_owned()
            }
        }
    }
}

/// A span of `seconds` in whole minutes where it is some (`30 min`), else in seconds (`90 s`),
/// `space` between the number and its unit.
fn span(seconds: u64, space: &str) -> String {
    if seconds >= 60 && seconds.is_multiple_of(60) {
        format!("{}{space}min", seconds / 60)
    } else {
        format!("{seconds}{space}s")
    }
}

/// `text` with its first letter a capital.
fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}
