//! What each connected student is doing now and the records' last failed write, shared by the sessions (which set them) and the teacher's view (which reads them).

use std::collections::BTreeMap;
use std::sync::Mutex;

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

    /// The last write the records refused, if any.
    pub fn last_failure(&self) -> Option<String> {
        self.failure
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
            .clone()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, Activity>> {
        // A session that panicked holding the lock left a whole map: keep using it.
        self.now.lock().unwrap_or_else(|poison| poison.into_inner())
    }
}
