//! A stop flag for work given a time budget: set when the budget has passed or when another
//! flag (the player's Esc, say) is set, whichever comes first.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// How often the watch looks at the other flag.
const WATCH_INTERVAL: Duration = Duration::from_millis(2);

/// Runs `work` with a stop flag that becomes true once `budget` has passed since the call, or
/// as soon as `also` is true; the watch ends with the work.
pub fn within<T>(
    budget: Duration,
    also: Option<&AtomicBool>,
    work: impl FnOnce(&AtomicBool) -> T,
) -> T {
    let started = Instant::now();
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (done, watch) = channel::<()>();
        let stop = &stop;
        scope.spawn(move || {
            loop {
                let left = budget.saturating_sub(started.elapsed());
                match watch.recv_timeout(left.min(WATCH_INTERVAL)) {
                    Err(RecvTimeoutError::Timeout) => {
                        if started.elapsed() >= budget
                            || also.is_some_and(|a| a.load(Ordering::Relaxed))
                        {
                            stop.store(true, Ordering::Relaxed);
                            return;
                        }
                    }
                    // The work is done.
                    _ => return,
                }
            }
        });
        let answer = work(stop);
        drop(done);
        answer
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_is_set_when_the_budget_has_passed_or_the_other_flag_is() {
        let waited = within(Duration::from_millis(20), None, |stop| {
            while !stop.load(Ordering::Relaxed) {
                std::thread::yield_now();
            }
            true
        });
        assert!(waited);
        let other = AtomicBool::new(true);
        let stopped = within(Duration::from_secs(600), Some(&other), |stop| {
            while !stop.load(Ordering::Relaxed) {
                std::thread::yield_now();
            }
            stop.load(Ordering::Relaxed)
        });
        assert!(stopped);
        // Work done early is not stopped.
        assert!(!within(Duration::from_secs(600), None, |stop| stop
            .load(Ordering::Relaxed)));
    }
}
