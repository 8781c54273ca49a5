//! What the teacher's view shows and holds: the class's rows, the exercise of the day, the records' failures, the selected student, the line being typed and what was last told.

use crate::class::DailyExercise;
use crate::i18n::{NoTree, TeacherPhrase};
use crate::serve::live::Activity;
use crate::serve::records::ClassRecords;
use crate::serve::teacher::class::{Row, rows};
use crate::serve::teacher::generate::Generating;

/// The teacher's view.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TeacherView {
    /// The class, by name, as last read.
    pub rows: Vec<Row>,
    /// The exercise of the day's text form, when one is set.
    pub exercise: Option<String>,
    /// The records' last failed write (a full disk among others), from the roster.
    pub write_failure: Option<String>,
    /// Why the records could not be read last time, if they could not.
    pub read_failure: Option<String>,
    /// The selected row.
    pub selected: usize,
    /// The line the teacher types an exercise on, while it is open.
    pub input: Option<Input>,
    /// What the last change of the exercise came to, until the next key.
    pub told: Option<Told>,
    /// How the exercise of the day shows in the table.
    pub today: Today,
}

/// How the exercise of the day shows in the table: which practice results and which lesson
/// are its, and who opened it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Today {
    /// A practice exercise of the day's text form in the records (as its first checks are
    /// kept).
    pub recorded: Option<String>,
    /// The lesson of the day's number.
    pub lesson: Option<u32>,
    /// The students who opened it (since the server started).
    pub opened: Vec<String>,
    /// The exercise of the day's text form, as the teacher set it.
    pub exercise: Option<String>,
}

impl Today {
    /// Whether `row` has a first check of the practice exercise of the day.
    pub fn checked_by(&self, row: &Row) -> bool {
        row.practice
            .iter()
            .any(|result| Some(&result.exercise) == self.recorded.as_ref())
    }

    /// Whether `row` opened the practice exercise of the day and has not checked it.
    pub fn opened_not_checked(&self, row: &Row) -> bool {
        self.recorded.is_some() && self.opened.contains(&row.name) && !self.checked_by(row)
    }
}

/// The line an exercise is typed on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Input {
    pub text: String,
    /// Why the text is not an exercise, or why the records did not take it.
    pub error: Option<Problem>,
    /// Sent to the records, waiting for their answer.
    pub sending: bool,
    /// The tree being generated for it (kept once found, while it is sent).
    pub generating: Option<Generating>,
}

/// What is wrong with the line typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// It is no exercise: the reason (a `Refused*` phrase).
    NotAnExercise(TeacherPhrase),
    /// The records could not write it: the reason.
    NotWritten(String),
    /// No tree was generated: why.
    NotGenerated(NoTree),
}

/// What the last change of the exercise came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Told {
    Set(String),
    /// A generated tree set: its exercise, the seed the generator started from (`fresh`:
    /// drawn at random) and the seed found.
    Generated {
        exercise: String,
        from: u64,
        fresh: bool,
        seed: u64,
    },
    Cleared,
    NotWritten(String),
}

impl TeacherView {
    /// The class as read now (or why it could not be read: the rows stay as they were), the
    /// students connected and the records' last failed write. The selection stays on the same
    /// student.
    pub fn refresh(
        &mut self,
        class: Result<ClassRecords, String>,
        connected: &[(String, Activity)],
        write_failure: Option<String>,
    ) {
        let selected = self.selected_row().map(|row| row.name.clone());
        match class {
            Ok(class) => {
                self.rows = rows(&class.students, connected);
                self.exercise = class.exercise;
                self.read_failure = None;
            }
            Err(why) => self.read_failure = Some(why),
        }
        self.write_failure = write_failure;
        self.selected = selected
            .and_then(|name| self.rows.iter().position(|row| row.name == name))
            .unwrap_or(self.selected)
            .min(self.rows.len().saturating_sub(1));
    }

    /// The selected student's row.
    pub fn selected_row(&self) -> Option<&Row> {
        self.rows.get(self.selected)
    }

    /// How many students are connected now.
    pub fn connected(&self) -> usize {
        self.rows.iter().filter(|row| row.now.is_some()).count()
    }

    /// The records answered the change asked (`asked`: the exercise set, `None`: cleared). On
    /// success the line closes; on failure it stays, with all that was typed, and says why.
    pub fn written(&mut self, asked: Option<String>, result: Result<(), String>) {
        match (result, asked) {
            (Ok(()), Some(exercise)) => {
                let generating = self.input.take().and_then(|input| input.generating);
                self.exercise = Some(exercise.clone());
                self.told = Some(match (generating, exercise.parse()) {
                    (Some(generating), Ok(DailyExercise::Generated { seed, .. })) => {
                        Told::Generated {
                            exercise,
                            from: generating.from,
                            fresh: generating.fresh,
                            seed,
                        }
                    }
                    _ => Told::Set(exercise),
                });
            }
            (Ok(()), None) => {
                self.exercise = None;
                self.told = Some(Told::Cleared);
            }
            (Err(why), _) => match &mut self.input {
                Some(input) => {
                    input.sending = false;
                    input.generating = None;
                    input.error = Some(Problem::NotWritten(why));
                }
                None => self.told = Some(Told::NotWritten(why)),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::class::StudentSummary;

    fn class(names: &[&str]) -> ClassRecords {
        ClassRecords {
            students: names
                .iter()
                .map(|name| StudentSummary {
                    name: (*name).to_owned(),
                    practice: Vec::new(),
                    lessons_finished: Vec::new(),
                    opened: Vec::new(),
                    won: 0,
                    drawn: 0,
                    lost: 0,
                })
                .collect(),
            exercise: Some("lesson 2".to_owned()),
        }
    }

    #[test]
    fn a_refresh_keeps_the_selection_on_the_same_student_and_a_failed_read_keeps_the_rows() {
        let mut view = TeacherView::default();
        view.refresh(Ok(class(&["bob", "zoe"])), &[], None);
        view.selected = 1;
        let connected = [("ada".to_owned(), Activity::Home)];
        view.refresh(Ok(class(&["bob", "zoe"])), &connected, None);
        assert_eq!(view.selected_row().unwrap().name, "zoe");
        assert_eq!(view.connected(), 1);
        assert_eq!(view.exercise.as_deref(), Some("lesson 2"));
        view.refresh(
            Err("disk I/O error".to_owned()),
            &[],
            Some("full".to_owned()),
        );
        assert_eq!(view.rows.len(), 3);
        assert_eq!(view.read_failure.as_deref(), Some("disk I/O error"));
        assert_eq!(view.write_failure.as_deref(), Some("full"));
    }

    #[test]
    fn a_write_refused_keeps_the_line_typed_and_says_why() {
        let mut view = TeacherView {
            input: Some(Input {
                text: "lesson 3".to_owned(),
                error: None,
                sending: true,
                generating: None,
            }),
            ..TeacherView::default()
        };
        view.written(Some("lesson 3".to_owned()), Err("disk full".to_owned()));
        let input = view.input.clone().unwrap();
        assert_eq!(input.text, "lesson 3");
        assert_eq!(
            input.error,
            Some(Problem::NotWritten("disk full".to_owned()))
        );
        assert!(!input.sending);
        view.written(Some("lesson 3".to_owned()), Ok(()));
        assert_eq!(view.input, None);
        assert_eq!(view.exercise.as_deref(), Some("lesson 3"));
        assert_eq!(view.told, Some(Told::Set("lesson 3".to_owned())));
    }
}
