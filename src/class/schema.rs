//! The records' tables, their version (`PRAGMA user_version`), and the checks made before SQLite may write to a file.

use std::io::Read;
use std::path::Path;

use rusqlite::{Connection, OpenFlags};

use super::error::RecordsError;

/// The schema version this morpion writes and reads.
pub const SCHEMA_VERSION: i64 = 2;

/// The first 16 bytes of every SQLite database file.
const SQLITE_HEADER: &[u8; 16] = b"SQLite format 3\0";

/// Version 1's tables. Times are seconds since the Unix epoch, as the caller gives them.
const SCHEMA_V1: &str = "
CREATE TABLE students (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    first_seen INTEGER NOT NULL
);
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    student INTEGER NOT NULL REFERENCES students(id),
    started INTEGER NOT NULL,
    ended INTEGER,
    end_reason TEXT
);
CREATE TABLE practice_checks (
    id INTEGER PRIMARY KEY,
    student INTEGER NOT NULL REFERENCES students(id),
    exercise TEXT NOT NULL,
    first_check_score INTEGER NOT NULL,
    out_of INTEGER NOT NULL,
    at INTEGER NOT NULL
);
CREATE TABLE lessons_finished (
    id INTEGER PRIMARY KEY,
    student INTEGER NOT NULL REFERENCES students(id),
    lesson INTEGER NOT NULL,
    at INTEGER NOT NULL
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    student INTEGER NOT NULL REFERENCES students(id),
    game TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('won', 'drawn', 'lost')),
    at INTEGER NOT NULL
);
CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
PRAGMA user_version = 1;
";

/// Version 2 adds who opened which exercise of the day (so the teacher's "opened, not
/// checked" outlives the server); a version 1 database is brought to it in one transaction.
const SCHEMA_V2: &str = "
CREATE TABLE exercises_opened (
    id INTEGER PRIMARY KEY,
    student INTEGER NOT NULL REFERENCES students(id),
    exercise TEXT NOT NULL,
    at INTEGER NOT NULL
);
PRAGMA user_version = 2;
";

/// Refuses, before SQLite opens it, a file that is there but does not start as an SQLite database
/// (an empty file is a new database to SQLite and is accepted).
pub fn check_header(path: &Path) -> Result<(), RecordsError> {
    let mut file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(source) => {
            return Err(RecordsError::Io {
                path: path.to_path_buf(),
                source,
            });
        }
    };
    let mut header = Vec::with_capacity(SQLITE_HEADER.len());
    file.by_ref()
        .take(SQLITE_HEADER.len() as u64)
        .read_to_end(&mut header)
        .map_err(|source| RecordsError::Io {
            path: path.to_path_buf(),
            source,
        })?;
    if header.is_empty() || header == SQLITE_HEADER {
        Ok(())
    } else {
        Err(RecordsError::Corrupt {
            path: path.to_path_buf(),
            detail: "not an SQLite database".to_string(),
        })
    }
}

/// Opens the file read-only and checks its version and integrity, writing nothing: the version
/// of the tables it holds, 0 when it is new (no tables yet).
pub fn check_existing(path: &Path) -> Result<i64, RecordsError> {
    if !path.exists() || std::fs::metadata(path).is_ok_and(|meta| meta.len() == 0) {
        return Ok(0);
    }
    let corrupt = |detail: String| RecordsError::Corrupt {
        path: path.to_path_buf(),
        detail,
    };
    let connection = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    let version: i64 = connection
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .map_err(|error| corrupt(error.to_string()))?;
    if version > SCHEMA_VERSION {
        return Err(RecordsError::NewerSchema {
            path: path.to_path_buf(),
            found: version,
            supported: SCHEMA_VERSION,
        });
    }
    let verdict: String = connection
        .query_row("PRAGMA integrity_check(1)", [], |row| row.get(0))
        .map_err(|error| corrupt(error.to_string()))?;
    if verdict != "ok" {
        return Err(corrupt(format!("integrity check: {verdict}")));
    }
    let tables: i64 = connection
        .query_row("SELECT count(*) FROM sqlite_master", [], |row| row.get(0))
        .map_err(|error| corrupt(error.to_string()))?;
    match (version, tables) {
        (0, 0) => Ok(0),
        (0, _) => Err(RecordsError::Foreign {
            path: path.to_path_buf(),
        }),
        (version, _) => Ok(version),
    }
}

/// Sets the connection up (WAL, a full sync at each commit, foreign keys), creates the tables
/// of a new database (`version` 0, as [`check_existing`] found it) and brings an older one to
/// [`SCHEMA_VERSION`], each in one transaction.
pub fn prepare(connection: &mut Connection, version: i64) -> Result<(), RecordsError> {
    // WAL with synchronous=FULL: a commit returns only once the log is on the disk, so a result
    // the student saw confirmed survives kill -9 of the server and a power cut.
    let mode: String = connection.query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))?;
    debug_assert_eq!(mode, "wal");
    connection.execute_batch("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;")?;
    if version < SCHEMA_VERSION {
        let transaction = connection.transaction()?;
        if version < 1 {
            transaction.execute_batch(SCHEMA_V1)?;
        }
        transaction.execute_batch(SCHEMA_V2)?;
        transaction.commit()?;
    }
    Ok(())
}
