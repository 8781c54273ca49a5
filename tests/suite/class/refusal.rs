//! A database from a newer schema, a file that is not a database, a damaged database and another program's database: each refused with its message, the file left byte for byte as it was.

use morpion::class::{Records, RecordsError};

use crate::common::scratch::Scratch;

#[test]
fn a_newer_schema_is_refused_and_kept() {
    let folder = Scratch::new("records-newer");
    let path = folder.join("class.sqlite");
    {
        let connection = rusqlite::Connection::open(&path).unwrap();
        connection
            .execute_batch("CREATE TABLE students (name TEXT); PRAGMA user_version = 3;")
            .unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    let error = Records::open(&path).err().expect("refused");
    assert!(matches!(
        error,
        RecordsError::NewerSchema {
            found: 3,
            supported: 2,
            ..
        }
    ));
    assert_eq!(
        error.to_string(),
        format!(
            "the class records {} have schema version 3, newer than version 2 that this \
             morpion knows: they were left as they are (use a newer morpion)",
            path.display()
        )
    );
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn garbage_bytes_are_refused_and_kept() {
    let folder = Scratch::new("records-garbage");
    let path = folder.join("class.sqlite");
    let garbage: Vec<u8> = (0..5000u32).map(|i| (i * 7919 % 251) as u8).collect();
    std::fs::write(&path, &garbage).unwrap();
    let error = Records::open(&path).err().expect("refused");
    assert_eq!(
        error.to_string(),
        format!(
            "the class records {} are damaged (not an SQLite database): they were left as \
             they are (move the file away to start new records)",
            path.display()
        )
    );
    assert_eq!(std::fs::read(&path).unwrap(), garbage);
    assert_eq!(folder.names(), ["class.sqlite"]);
}

#[test]
fn a_damaged_database_is_refused_and_kept() {
    let folder = Scratch::new("records-damaged");
    let path = folder.join("class.sqlite");
    {
        let mut records = Records::open(&path).unwrap();
        for i in 0..200 {
            records
                .record_practice(&format!("student {i}"), "seed 3, depth 4", 1, 2, i)
                .unwrap();
        }
    }
    // The records closed (checkpointed into the main file); a page in the middle overwritten.
    let mut bytes = std::fs::read(&path).unwrap();
    assert!(bytes.len() >= 4 * 4096, "{} bytes", bytes.len());
    for (offset, byte) in bytes[2 * 4096..3 * 4096].iter_mut().enumerate() {
        *byte = (offset * 31 % 256) as u8;
    }
    std::fs::write(&path, &bytes).unwrap();
    let error = Records::open(&path).err().expect("refused");
    assert!(matches!(error, RecordsError::Corrupt { .. }), "{error}");
    let message = error.to_string();
    assert!(
        message.starts_with(&format!(
            "the class records {} are damaged (",
            path.display()
        )),
        "{message}"
    );
    assert!(
        message
            .ends_with("): they were left as they are (move the file away to start new records)"),
        "{message}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
}

#[test]
fn another_programs_database_is_refused_and_kept() {
    let folder = Scratch::new("records-foreign");
    let path = folder.join("other.sqlite");
    {
        let connection = rusqlite::Connection::open(&path).unwrap();
        connection
            .execute_batch("CREATE TABLE recipes (name TEXT);")
            .unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    let error = Records::open(&path).err().expect("refused");
    assert_eq!(
        error.to_string(),
        format!(
            "{} is an SQLite database but not morpion's class records: it was left as it is",
            path.display()
        )
    );
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn an_empty_file_becomes_new_records() {
    let folder = Scratch::new("records-empty");
    let path = folder.join("class.sqlite");
    std::fs::write(&path, b"").unwrap();
    let mut records = Records::open(&path).unwrap();
    records.record_lesson_finished("ada", 1, 5).unwrap();
    assert_eq!(records.class_summary().unwrap()[0].lessons_finished, [1]);
}
