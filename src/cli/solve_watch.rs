//! A long exact solve's progress on standard error: positions searched so far, the range its
//! value is known to lie in, the time, every few seconds until it ends.

use std::sync::atomic::Ordering;
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use crate::engine::{Progress, Score};
use crate::text::{duration, thousands};

/// How long a solve runs before its first progress line, and between two lines.
const EVERY: Duration = Duration::from_secs(2);

/// Runs `work` while a watcher thread writes `progress` to standard error every [`EVERY`];
/// `range` says in words what a known range of values (low, high, engine scale) means. Quick
/// work prints nothing.
pub fn watched<T>(
    progress: &Progress,
    range: impl Fn(Score, Score) -> String + Sync,
    work: impl FnOnce() -> T,
) -> T {
    let started = Instant::now();
    let (done, wait) = channel::<()>();
    std::thread::scope(|scope| {
        let range = &range;
        scope.spawn(move || {
            while wait.recv_timeout(EVERY) == Err(RecvTimeoutError::Timeout) {
                let nodes = progress.nodes.load(Ordering::Relaxed);
                let (low, high) = (
                    progress.low.load(Ordering::Relaxed),
                    progress.high.load(Ordering::Relaxed),
                );
                eprintln!(
                    "solving: {} positions, {}, {}",
                    thousands(nodes),
                    range(low, high),
                    duration(started.elapsed())
                );
            }
        });
        let answer = work();
        drop(done);
        answer
    })
}
