//! The rows of the teacher's table: everyone in the records and everyone connected, by name, each with what they are doing now and their results.

use std::collections::BTreeMap;

use crate::class::{PracticeResult, StudentSummary};
use crate::serve::live::Activity;

/// One student's row.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Row {
    pub name: String,
    /// What they are doing now; `None`: not connected.
    pub now: Option<Activity>,
    /// Each exercise with its first-check score, in the order checked.
    pub practice: Vec<PracticeResult>,
    /// The lessons finished, ascending.
    pub lessons: Vec<u32>,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

/// The rows, by name: the students in the records and those connected (a student connected
/// before anything of theirs is recorded has a row all the same).
pub fn rows(students: &[StudentSummary], connected: &[(String, Activity)]) -> Vec<Row> {
    let mut rows: BTreeMap<&str, Row> = BTreeMap::new();
    for student in students {
        rows.insert(
            &student.name,
            Row {
                name: student.name.clone(),
                now: None,
                practice: student.practice.clone(),
                lessons: student.lessons_finished.clone(),
                won: student.won,
                drawn: student.drawn,
                lost: student.lost,
            },
        );
    }
    for (name, activity) in connected {
        rows.entry(name)
            .or_insert_with(|| Row {
                name: name.clone(),
                ..Row::default()
            })
            .now = Some(activity.clone());
    }
    rows.into_values().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn everyone_recorded_or_connected_has_one_row_by_name() {
        let summary = |name: &str, won| StudentSummary {
            name: name.to_owned(),
            practice: vec![PracticeResult {
                exercise: "practice 7 3 2".to_owned(),
                first_check_score: 7,
                out_of: 9,
                at: 10,
            }],
            lessons_finished: vec![1, 3],
            opened: Vec::new(),
            won,
            drawn: 1,
            lost: 0,
        };
        let rows = rows(
            &[summary("zoe", 2), summary("ada", 0)],
            &[
                ("bob".to_owned(), Activity::Practice),
                ("zoe".to_owned(), Activity::Lesson(2)),
            ],
        );
        let names: Vec<&str> = rows.iter().map(|row| row.name.as_str()).collect();
        assert_eq!(names, ["ada", "bob", "zoe"]);
        assert_eq!(rows[0].now, None);
        assert_eq!(rows[0].lessons, [1, 3]);
        assert_eq!(rows[1].now, Some(Activity::Practice));
        assert_eq!(rows[1].practice, []);
        assert_eq!(rows[2].now, Some(Activity::Lesson(2)));
        assert_eq!((rows[2].won, rows[2].drawn, rows[2].lost), (2, 1, 0));
        assert_eq!(rows[2].practice[0].first_check_score, 7);
    }
}
