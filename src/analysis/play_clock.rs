//! The game's clock: monotonic time with the time the process spent stopped (Ctrl-Z, SIGSTOP)
//! left out, so that a stop is neither the AI's thinking time nor playing time.
//!
//! The process cannot see itself stopped, only continued: the interactive loop says when it
//! last ran ([`running`], before each wait and just before it stops itself), and the SIGCONT
//! handler ([`continued`]) counts everything since then as stopped. The system runs that
//! handler in the main thread (a signal sent to a process goes to its first thread when that
//! one can take it) before the thread goes on, so the loop never says it runs before its stop
//! is counted; another thread may look at the clock first (see [`within`]). A stop the game
//! makes itself (Ctrl-Z, SIGTSTP) is so counted to the millisecond; one it cannot catch
//! (SIGSTOP) at most one wait of the loop (a tenth of a second) too long, as is a SIGCONT that
//! continued nothing. Until [`running`] is first called (the subcommands never call it) the
//! clock is the system's monotonic clock.
//!
//! One clock for the whole process, as the system's own is: whether the process was stopped
//! is a fact about the process, not about a search.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::threads::ThreadRefused;

/// Where the clock's nanoseconds count from.
static EPOCH: OnceLock<Instant> = OnceLock::new();
/// Nanoseconds the process spent stopped, in all.
static STOPPED: AtomicU64 = AtomicU64::new(0);
/// When the process was last seen running, in nanoseconds since [`EPOCH`] (0: never said).
static RUNNING_AT: AtomicU64 = AtomicU64::new(0);
/// The latest time [`now`] gave, in nanoseconds since [`EPOCH`] minus [`STOPPED`]: it never
/// goes back, even when a stop was counted a little too long.
static LATEST: AtomicU64 = AtomicU64::new(0);

/// How often [`within`]'s watch looks at the clock and the other flag.
const WATCH_INTERVAL: Duration = Duration::from_millis(2);
/// A watch that slept this much longer than it asked to may have been stopped, and the SIGCONT
/// handler (in the main thread, which a busy machine may run after the watch's) may not have
/// counted that stop yet: if the time is then up, the watch waits up to [`CONFIRM_WINDOW`] for
/// the count (which gives the time back) before it says so. Only a stop, or a machine too busy
/// to wake it in time, makes it wait so, and only while stops are counted ([`counts_stops`]):
/// without the game's SIGCONT handler no count ever comes. Long enough for a machine whose every core is busy to
/// get round to the main thread: with 300 ms, a test run with both cores taken saw the handler
/// come later, and the AI played after a sixth of its think time.
const LONG_SLEEP: Duration = Duration::from_millis(100);
const CONFIRM_WINDOW: Duration = Duration::from_secs(2);
/// How often it looks meanwhile.
const CONFIRM_STEP: Duration = Duration::from_millis(5);

fn epoch() -> Instant {
    *EPOCH.get_or_init(Instant::now)
}

fn nanos_since(epoch: Instant, at: Instant) -> u64 {
    u64::try_from(at.saturating_duration_since(epoch).as_nanos()).unwrap_or(u64::MAX)
}

/// The time now, stops left out. Instants from here compare only with each other.
pub fn now() -> Instant {
    let epoch = epoch();
    let real = nanos_since(epoch, Instant::now());
    let play = real.saturating_sub(STOPPED.load(Ordering::SeqCst));
    let latest = LATEST.fetch_max(play, Ordering::SeqCst).max(play);
    epoch + Duration::from_nanos(latest)
}

/// The time the process has spent stopped so far; what it adds over a piece of work is the part
/// of that work's wall-clock time that was no work at all.
pub fn stopped() -> Duration {
    Duration::from_nanos(STOPPED.load(Ordering::SeqCst))
}

/// The process is running now: a stop that ends later started after this.
pub fn running() {
    let epoch = epoch();
    RUNNING_AT.store(nanos_since(epoch, Instant::now()).max(1), Ordering::SeqCst);
}

/// The process has just been continued (SIGCONT): it was stopped since it last said it was
/// [`running`]. Async-signal-safe (atomics and clock_gettime only), for the signal handler.
pub fn continued() {
    let Some(&epoch) = EPOCH.get() else {
        return;
    };
    let real = nanos_since(epoch, Instant::now());
    let since = RUNNING_AT.swap(real, Ordering::SeqCst);
    if since != 0 && real > since {
        STOPPED.fetch_add(real - since, Ordering::SeqCst);
    }
}

/// Runs a search that takes a stop flag and a time budget (the engine's) within `budget` of
/// this clock's time, or as soon as `also` is set: `search` is given the flag to watch and the
/// budget to keep. While the clock counts stops (the game runs), a watch ([`within`]) keeps the
/// budget and the search has none of its own; otherwise, or if the system will not start the
/// watch, the search keeps it on the system's clock.
pub fn search_within<T>(
    budget: Duration,
    also: Option<&AtomicBool>,
    mut search: impl FnMut(Option<&AtomicBool>, Option<Duration>) -> T,
) -> T {
    if counts_stops()
        && let Ok(found) = within(budget, also, |time_up| search(Some(time_up), None))
    {
        return found;
    }
    search(also, Some(budget))
}

/// Whether stops are counted: the game said it was [`running`].
pub fn counts_stops() -> bool {
    RUNNING_AT.load(Ordering::SeqCst) != 0
}

/// Runs `work` with a flag that becomes true once `budget` of this clock's time has passed
/// since the call, or as soon as `also` is true; the watch ends with the work. The one
/// deadline of the program: the game's searches and the subcommands' timed solves (`bench`)
/// are all given up by it. The watch is a thread of its own: if the system will not start
/// one, the work is not run and [`ThreadRefused`] is returned.
pub fn within<T>(
    budget: Duration,
    also: Option<&AtomicBool>,
    work: impl FnOnce(&AtomicBool) -> T,
) -> Result<T, ThreadRefused> {
    let started = now();
    let stop = AtomicBool::new(false);
    let done = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (stop, done) = (&stop, &done);
        // It parks between looks; the work's end wakes it.
        let watcher = std::thread::Builder::new().spawn_scoped(scope, move || {
            let mut looked = Instant::now();
            let mut asked = Duration::ZERO;
            // Time up after a long sleep: until when to wait for a stop to be counted.
            let mut confirming: Option<Instant> = None;
            while !done.load(Ordering::SeqCst) {
                let slept_long = looked.elapsed() > asked + LONG_SLEEP;
                looked = Instant::now();
                if also.is_some_and(|a| a.load(Ordering::Relaxed)) {
                    break;
                }
                let left = budget.saturating_sub(now().saturating_duration_since(started));
                if !left.is_zero() {
                    confirming = None;
                    asked = left.min(WATCH_INTERVAL);
                } else {
                    match confirming {
                        None if slept_long && counts_stops() => {
                            confirming = Some(looked + CONFIRM_WINDOW)
                        }
                        Some(until) if looked < until => {}
                        _ => break,
                    }
                    asked = CONFIRM_STEP;
                }
                std::thread::park_timeout(asked);
            }
            if !done.load(Ordering::SeqCst) {
                stop.store(true, Ordering::Relaxed);
            }
        });
        let Ok(watcher) = watcher else {
            return Err(ThreadRefused);
        };
        let answer = work(stop);
        done.store(true, Ordering::SeqCst);
        watcher.thread().unpark();
        Ok(answer)
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
        assert_eq!(waited, Ok(true));
        let other = AtomicBool::new(true);
        let stopped = within(Duration::from_secs(600), Some(&other), |stop| {
            while !stop.load(Ordering::Relaxed) {
                std::thread::yield_now();
            }
            stop.load(Ordering::Relaxed)
        });
        assert_eq!(stopped, Ok(true));
        // Work done early is not stopped.
        let early = within(Duration::from_secs(600), None, |stop| {
            stop.load(Ordering::Relaxed)
        });
        assert_eq!(early, Ok(false));
    }

    #[test]
    fn the_clock_never_goes_back() {
        let mut last = now();
        for _ in 0..1000 {
            let next = now();
            assert!(next >= last);
            last = next;
        }
    }
}
