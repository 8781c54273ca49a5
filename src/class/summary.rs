//! What the teacher's view reads back: for each student, their practice results, the lessons they finished, the exercises of the day they opened and their games' outcomes.

use rusqlite::params;

use super::error::RecordsError;
use super::records::Records;

/// One practice exercise's first check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PracticeResult {
    pub exercise: String,
    pub first_check_score: u32,
    pub out_of: u32,
    pub at: i64,
}

/// One student's work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StudentSummary {
    pub name: String,
    /// In the order they were checked.
    pub practice: Vec<PracticeResult>,
    /// The lessons' numbers, each once, ascending.
    pub lessons_finished: Vec<u32>,
    /// The exercises of the day they opened (their text forms), each once, by name.
    pub opened: Vec<String>,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

impl Records {
    /// Every student's work, by name.
    pub fn class_summary(&self) -> Result<Vec<StudentSummary>, RecordsError> {
        let connection = &self.connection;
        let mut students = connection.prepare("SELECT id, name FROM students ORDER BY name")?;
        let mut practice = connection.prepare(
            "SELECT exercise, first_check_score, out_of, at FROM practice_checks \
             WHERE student = ?1 ORDER BY at, id",
        )?;
        let mut lessons = connection.prepare(
            "SELECT DISTINCT lesson FROM lessons_finished WHERE student = ?1 ORDER BY lesson",
        )?;
        let mut opened = connection.prepare(
            "SELECT DISTINCT exercise FROM exercises_opened WHERE student = ?1 ORDER BY exercise",
        )?;
        let mut games = connection.prepare(
            "SELECT count(*) FILTER (WHERE outcome = 'won'), \
                    count(*) FILTER (WHERE outcome = 'drawn'), \
                    count(*) FILTER (WHERE outcome = 'lost') \
             FROM games WHERE student = ?1",
        )?;
        let rows: Vec<(i64, String)> = students
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
            .collect::<Result<_, _>>()?;
        let mut summaries = Vec::with_capacity(rows.len());
        for (id, name) in rows {
            let practice = practice
                .query_map(params![id], |row| {
                    Ok(PracticeResult {
                        exercise: row.get(0)?,
                        first_check_score: row.get(1)?,
                        out_of: row.get(2)?,
                        at: row.get(3)?,
                    })
                })?
                .collect::<Result<_, _>>()?;
            let lessons_finished = lessons
                .query_map(params![id], |row| row.get(0))?
                .collect::<Result<_, _>>()?;
            let opened = opened
                .query_map(params![id], |row| row.get(0))?
                .collect::<Result<_, _>>()?;
            let (won, drawn, lost) = games.query_row(params![id], |row| {
                Ok((row.get(0)?, row.get(1)?, row.get(2)?))
            })?;
            summaries.push(StudentSummary {
                name,
                practice,
                lessons_finished,
                opened,
                won,
                drawn,
                lost,
            });
        }
        Ok(summaries)
    }
}
