//! What opening or writing the class's records can fail with, each told with the file it concerns.

use std::fmt;
use std::path::PathBuf;

/// Why the records could not be opened, read or written.
#[derive(Debug)]
pub enum RecordsError {
    /// The file was written by a later morpion whose schema this one does not know; it is left as it is.
    NewerSchema {
        path: PathBuf,
        found: i64,
        supported: i64,
    },
    /// The file is not an SQLite database, or SQLite's integrity check failed; it is left as it is.
    Corrupt { path: PathBuf, detail: String },
    /// An SQLite database that is not morpion's records (schema version 0 with tables of its own).
    Foreign { path: PathBuf },
    /// The file could not be read to check it.
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// SQLite failed: among others a full disk (`is_disk_full`), the result not recorded.
    Sqlite(rusqlite::Error),
    /// Writing the CSV export failed.
    Csv(csv::Error),
}

impl RecordsError {
    /// Whether the write failed because the disk (or the database's page limit) is full.
    pub fn is_disk_full(&self) -> bool {
        matches!(
            self,
            RecordsError::Sqlite(rusqlite::Error::SqliteFailure(failure, _))
                if failure.code == rusqlite::ErrorCode::DiskFull
        )
    }
}

impl fmt::Display for RecordsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordsError::NewerSchema {
                path,
                found,
                supported,
            } => write!(
                f,
                "the class records {} have schema version {found}, newer than version {supported} \
                 that this morpion knows: they were left as they are (use a newer morpion)",
                path.display()
            ),
            RecordsError::Corrupt { path, detail } => write!(
                f,
                "the class records {} are damaged ({detail}): they were left as they are \
                 (move the file away to start new records)",
                path.display()
            ),
            RecordsError::Foreign { path } => write!(
                f,
                "{} is an SQLite database but not morpion's class records: it was left as it is",
                path.display()
            ),
            RecordsError::Io { path, source } => {
                write!(f, "could not read {}: {source}", path.display())
            }
            RecordsError::Sqlite(error) => write!(f, "the class records: {error}"),
            RecordsError::Csv(error) => write!(f, "writing the CSV: {error}"),
        }
    }
}

impl std::error::Error for RecordsError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RecordsError::Io { source, .. } => Some(source),
            RecordsError::Sqlite(error) => Some(error),
            RecordsError::Csv(error) => Some(error),
            _ => None,
        }
    }
}

impl From<rusqlite::Error> for RecordsError {
    fn from(error: rusqlite::Error) -> Self {
        RecordsError::Sqlite(error)
    }
}

impl From<csv::Error> for RecordsError {
    fn from(error: csv::Error) -> Self {
        RecordsError::Csv(error)
    }
}
