//! Threads the system may refuse: std panics when it cannot start one (a memory limit leaves no
//! room for its stack, a limit on processes is reached), and the engine starts some of its own
//! (a big table's pages touched on every core, a solver's helpers). Work run through
//! [`refusing_threads`] gets that refusal back as a value, so the game can go on without it.

use std::any::Any;
use std::cell::Cell;
use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};

/// The system would not start a thread the work needed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThreadRefused;

impl std::fmt::Display for ThreadRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the system would not start another thread")
    }
}

impl std::error::Error for ThreadRefused {}

/// How std's `thread::spawn` and `Scope::spawn` begin their panic message when the system
/// refuses the thread.
const REFUSED: &str = "failed to spawn thread";

thread_local! {
    /// How many [`refusing_threads`] calls the current thread is inside.
    static CATCHING: Cell<u32> = const { Cell::new(0) };
}

/// Runs `work`; if it panics because a thread could not be started, the panic is caught and
/// [`ThreadRefused`] returned (whatever the work had built is dropped). Any other panic goes on.
pub fn refusing_threads<T>(work: impl FnOnce() -> T) -> Result<T, ThreadRefused> {
    CATCHING.with(|c| c.set(c.get() + 1));
    let result = catch_unwind(AssertUnwindSafe(work));
    CATCHING.with(|c| c.set(c.get() - 1));
    match result {
        Ok(value) => Ok(value),
        Err(payload) if is_refused(&*payload) => Err(ThreadRefused),
        Err(payload) => resume_unwind(payload),
    }
}

/// Whether a panic with `message` in the current thread is a refused thread that
/// [`refusing_threads`] will catch: a panic hook leaves it unreported.
pub fn refusal_expected(message: &str) -> bool {
    CATCHING.with(Cell::get) > 0 && message.starts_with(REFUSED)
}

fn is_refused(payload: &(dyn Any + Send)) -> bool {
    let text = if let Some(text) = payload.downcast_ref::<&str>() {
        text
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.as_str()
    } else {
        return false;
    };
    text.starts_with(REFUSED)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_thread_comes_back_as_a_value_and_nothing_else_changes() {
        assert_eq!(refusing_threads(|| 7), Ok(7));
        let refused = refusing_threads(|| -> u32 {
            std::panic::panic_any(format!("{REFUSED}: Os {{ code: 11 }}"))
        });
        assert_eq!(refused, Err(ThreadRefused));
        assert!(!refusal_expected(REFUSED), "only inside refusing_threads");
        let other = std::panic::catch_unwind(|| refusing_threads(|| panic!("another bug")));
        assert!(other.is_err(), "other panics go on");
    }
}
