//! The class's records: one SQLite connection, and one committed transaction for each thing that happens in a class.
//!
//! Every `record_*` method returns only once its transaction is committed and synced to the disk
//! (WAL, `synchronous = FULL`), so the server shows a result as confirmed only after `Ok`; an
//! `Err` (a full disk among others, `RecordsError::is_disk_full`) reaches the caller, who tells
//! the teacher. Times are seconds since the Unix epoch, given by the caller (`now` for the clock).

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OptionalExtension, ToSql, params};

use super::error::RecordsError;
use super::schema;

/// The key of the exercise of the day in the settings table.
const EXERCISE_OF_THE_DAY: &str = "exercise_of_the_day";

/// How a game ended for the student.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won,
    Drawn,
    Lost,
}

impl Outcome {
    /// The word stored in the games table.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Won => "won",
            Outcome::Drawn => "drawn",
            Outcome::Lost => "lost",
        }
    }
}

/// A session's row id, to end it with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SessionId(pub i64);

/// One session as recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionRecord {
    pub id: SessionId,
    pub student: String,
    pub started: i64,
    /// When and why it ended; `None` while it goes on (or when the server was killed).
    pub ended: Option<(i64, String)>,
}

/// The class's records, open on one database file.
pub struct Records {
    pub(super) connection: Connection,
    path: PathBuf,
}

/// Seconds since the Unix epoch now.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs() as i64)
}

impl Records {
    /// Opens the records at `path`, creating them (at [`schema::SCHEMA_VERSION`]) when the file
    /// is absent or empty and bringing an older version up to it. A file from a newer schema, a
    /// file that is not a database, one whose integrity check fails, or another program's
    /// database is refused before anything is written to it.
    pub fn open(path: impl AsRef<Path>) -> Result<Records, RecordsError> {
        let path = path.as_ref();
        schema::check_header(path)?;
        let version = schema::check_existing(path)?;
        let mut connection = Connection::open(path)?;
        schema::prepare(&mut connection, version)?;
        Ok(Records {
            connection,
            path: path.to_path_buf(),
        })
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Caps the database at `pages` pages (SQLite's `max_page_count`, for this connection): a
    /// write past it fails as a full disk does. Returns the cap in force.
    pub fn limit_pages(&self, pages: u32) -> Result<u32, RecordsError> {
        let cap: u32 =
            self.connection
                .query_row(&format!("PRAGMA max_page_count = {pages}"), [], |row| {
                    row.get(0)
                })?;
        Ok(cap)
    }

    /// Records the student's first visit (a later call for the same name keeps the first time).
    pub fn record_student(&mut self, name: &str, at: i64) -> Result<(), RecordsError> {
        let transaction = self.connection.transaction()?;
        student_id(&transaction, name, at)?;
        transaction.commit()?;
        Ok(())
    }

    /// Records a session's start.
    pub fn start_session(&mut self, student: &str, at: i64) -> Result<SessionId, RecordsError> {
        let transaction = self.connection.transaction()?;
        let id = student_id(&transaction, student, at)?;
        transaction.execute(
            "INSERT INTO sessions (student, started) VALUES (?1, ?2)",
            params![id, at],
        )?;
        let session = SessionId(transaction.last_insert_rowid());
        transaction.commit()?;
        Ok(session)
    }

    /// Records a session's end and why (`"quit"`, `"disconnected"`, `"idle"`, `"server stopped"`).
    pub fn end_session(
        &mut self,
        session: SessionId,
        at: i64,
        reason: &str,
    ) -> Result<(), RecordsError> {
        let transaction = self.connection.transaction()?;
        transaction.execute(
            "UPDATE sessions SET ended = ?2, end_reason = ?3 WHERE id = ?1",
            params![session.0, at, reason],
        )?;
        transaction.commit()?;
        Ok(())
    }

    /// Records a practice exercise's first check: `exercise` says which (its seed, depth and
    /// branching, or its tree), scored `first_check_score` out of `out_of`.
    pub fn record_practice(
        &mut self,
        student: &str,
        exercise: &str,
        first_check_score: u32,
        out_of: u32,
        at: i64,
    ) -> Result<(), RecordsError> {
        self.insert_work(
            student,
            at,
            "INSERT INTO practice_checks (student, exercise, first_check_score, out_of, at) \
             VALUES (?1, ?2, ?3, ?4, ?5)",
            &[&exercise, &first_check_score, &out_of, &at],
        )
    }

    /// Records that the student finished lesson number `lesson`.
    pub fn record_lesson_finished(
        &mut self,
        student: &str,
        lesson: u32,
        at: i64,
    ) -> Result<(), RecordsError> {
        self.insert_work(
            student,
            at,
            "INSERT INTO lessons_finished (student, lesson, at) VALUES (?1, ?2, ?3)",
            &[&lesson, &at],
        )
    }

    /// Records a game played to its end: `game` as on the command line (`"ttt"`, `"c4"`, …).
    pub fn record_game(
        &mut self,
        student: &str,
        game: &str,
        outcome: Outcome,
        at: i64,
    ) -> Result<(), RecordsError> {
        self.insert_work(
            student,
            at,
            "INSERT INTO games (student, game, outcome, at) VALUES (?1, ?2, ?3, ?4)",
            &[&game, &outcome.as_str(), &at],
        )
    }

    /// Records that the student opened `exercise` (an exercise of the day's text form).
    pub fn record_opened(
        &mut self,
        student: &str,
        exercise: &str,
        at: i64,
    ) -> Result<(), RecordsError> {
        self.insert_work(
            student,
            at,
            "INSERT INTO exercises_opened (student, exercise, at) VALUES (?1, ?2, ?3)",
            &[&exercise, &at],
        )
    }

    /// Inserts one row of `student`'s work with `sql`, whose first parameter is the student's
    /// id (the student recorded on their first result) and the others `values`, in one
    /// committed transaction.
    fn insert_work(
        &mut self,
        student: &str,
        at: i64,
        sql: &str,
        values: &[&dyn ToSql],
    ) -> Result<(), RecordsError> {
        let transaction = self.connection.transaction()?;
        let id = student_id(&transaction, student, at)?;
        let mut all: Vec<&dyn ToSql> = vec![&id];
        all.extend_from_slice(values);
        transaction.execute(sql, all.as_slice())?;
        transaction.commit()?;
        Ok(())
    }

    /// Sets the exercise of the day, as the teacher wrote it.
    pub fn set_exercise_of_the_day(&mut self, text: &str) -> Result<(), RecordsError> {
        self.connection.execute(
            "INSERT INTO settings (key, value) VALUES (?1, ?2) \
             ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            params![EXERCISE_OF_THE_DAY, text],
        )?;
        Ok(())
    }

    /// Removes the exercise of the day.
    pub fn clear_exercise_of_the_day(&mut self) -> Result<(), RecordsError> {
        self.connection.execute(
            "DELETE FROM settings WHERE key = ?1",
            params![EXERCISE_OF_THE_DAY],
        )?;
        Ok(())
    }

    /// The exercise of the day, if the teacher set one.
    pub fn exercise_of_the_day(&self) -> Result<Option<String>, RecordsError> {
        let text = self
            .connection
            .query_row(
                "SELECT value FROM settings WHERE key = ?1",
                params![EXERCISE_OF_THE_DAY],
                |row| row.get(0),
            )
            .optional()?;
        Ok(text)
    }

    /// The students' names with their first visit, by name.
    pub fn students(&self) -> Result<Vec<(String, i64)>, RecordsError> {
        let mut statement = self
            .connection
            .prepare("SELECT name, first_seen FROM students ORDER BY name")?;
        let rows = statement.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every session, in the order they started.
    pub fn sessions(&self) -> Result<Vec<SessionRecord>, RecordsError> {
        let mut statement = self.connection.prepare(
            "SELECT sessions.id, students.name, started, ended, end_reason \
             FROM sessions JOIN students ON students.id = sessions.student \
             ORDER BY started, sessions.id",
        )?;
        let rows = statement.query_map([], |row| {
            let ended: Option<i64> = row.get(3)?;
            let reason: Option<String> = row.get(4)?;
            Ok(SessionRecord {
                id: SessionId(row.get(0)?),
                student: row.get(1)?,
                started: row.get(2)?,
                ended: ended.map(|at| (at, reason.unwrap_or_default())),
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

/// The student's row id, inserting the student first seen `at` when new.
fn student_id(connection: &Connection, name: &str, at: i64) -> Result<i64, rusqlite::Error> {
    connection.execute(
        "INSERT INTO students (name, first_seen) VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING",
        params![name, at],
    )?;
    connection.query_row(
        "SELECT id FROM students WHERE name = ?1",
        params![name],
        |row| row.get(0),
    )
}
