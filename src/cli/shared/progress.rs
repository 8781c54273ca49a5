//! Long work's progress on standard error, only when it is a terminal: what is being done, the positions so far and the time, on one line redrawn in place and cleared at the end.

use std::io::IsTerminal;
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Work shorter than this shows nothing (no flash of a line on every quick answer).
const QUIET_START: Duration = Duration::from_millis(700);

/// How often the line is redrawn.
const REDRAW: Duration = Duration::from_millis(100);

/// Runs `work`; if it lasts and standard error is a terminal, shows `status()` (read again at
/// every redraw, e.g. from a live count of positions) with a spinner and the time so far,
/// until it ends. Piped or redirected, standard error gets nothing: a log is not a screen.
pub(crate) fn watched<T>(status: impl Fn() -> String + Sync, work: impl FnOnce() -> T) -> T {
    if !std::io::stderr().is_terminal() {
        return work();
    }
    let started = Instant::now();
    let (done, wait) = channel::<()>();
    std::thread::scope(|scope| {
        let status = &status;
        scope.spawn(move || {
            if wait.recv_timeout(QUIET_START) != Err(RecvTimeoutError::Timeout) {
                return;
            }
            let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr())
                .with_elapsed(started.elapsed());
            bar.set_style(
                ProgressStyle::with_template("{spinner} {msg} · {elapsed}")
                    .expect("the template is valid"),
            );
            loop {
                bar.set_message(status());
                bar.tick();
                if wait.recv_timeout(REDRAW) != Err(RecvTimeoutError::Timeout) {
                    break;
                }
            }
            bar.finish_and_clear();
        });
        let answer = work();
        drop(done);
        answer
    })
}
