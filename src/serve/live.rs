//! What each connected student is doing now, who opened the exercise of the day, how often it changed, and the records' last failed write, shared by the sessions and the teacher's view.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

/// What a student's screen shows now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Activity {
    /// A game on the board; the game's short name (`ttt`, `c4`, …).
    Game(String),
    /// Step mode, going through a search.
    Steps,
    /// The tree of a search (the explorer).
    Tree,
    /// A practice exercise.
    Practice,
    /// Lesson N, from 1.
    Lesson(u8),
    /// The home screen or a menu.
    Home,
}

/// The connected students and what each is doing; a student with two sessions counts once,
/// at their latest activity.
#[derive(Default)]
pub struct Roster {
    now: Mutex<BTreeMap<String, Activity>>,
    /// The last write the records refused (a full disk among others), for the teacher's view.
    failure: Mutex<Option<String>>,
    /// How many times the exercise of the day was set or cleared since the server started:
    /// a session reads it again when this moved.
    changes: AtomicU64,
}

impl Roster {
    /// `student` is now doing `activity`.
    pub fn set(&self, student: &str, activity: Activity) {
        self.lock().insert(student.to_owned(), activity);
    }

    /// `student` left.
    pub fn leave(&self, student: &str) {
        self.lock().remove(student);
    }

    /// Everyone connected, by name.
    pub fn snapshot(&self) -> Vec<(String, Activity)> {
        self.lock()
            .iter()
            .map(|(name, activity)| (name.clone(), activity.clone()))
            .collect()
    }

    /// The records could not write something: `why`, kept for the teacher's view.
    pub fn write_failed(&self, why: String) {
        *self
            .failure
            .lock()
            .unwrap_or_else(|poison| poison.into_inner()) = Some(why);
    }

    /// The exercise of the day was set or cleared.
    pub fn exercise_changed(&self) {
        self.changes.fetch_add(1, Ordering::SeqCst);
    }

    /// How many times the exercise of the day changed (see [`Roster::exercise_changed`]).
    pub fn exercise_changes(&self) -> u64 {
        self.changes.load(Ordering::SeqCst)
    }

    /// The last write the records refused, if any.
    pub fn last_failure(&self) -> Option<String> {
        self.failure
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
            .clone()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, Activity>> {
        relock(&self.now)
    }
}

/// `mutex` locked; a session that panicked holding the lock left a whole value: keep using it.
fn relock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poison| poison.into_inner())
}
