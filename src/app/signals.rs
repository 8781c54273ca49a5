//! SIGTERM, SIGHUP and SIGINT: the loop is told, and a watchdog makes sure the process ends.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

use super::terminal;

/// How long the main loop gets to notice a signal and restore the terminal itself. It looks
/// ten times a second; only a loop stuck where it cannot look (a read on a terminal that went
/// away) ever reaches this.
const GRACE: Duration = Duration::from_secs(1);

/// The number of the first ending signal received, 0 while none came.
#[derive(Clone, Debug, Default)]
pub struct Received(Arc<AtomicUsize>);

impl Received {
    pub fn get(&self) -> Option<i32> {
        match self.0.load(Ordering::SeqCst) {
            0 => None,
            number => Some(number as i32),
        }
    }
}

/// Starts listening for the ending signals. The main loop reads [`Received`] and ends the game
/// cleanly; if it has not done so after [`GRACE`], the watchdog restores the terminal itself
/// and exits with 128 + the signal, so no signal can leave the process running or spinning.
pub fn watch() -> io::Result<Received> {
    let received = Received::default();
    let mut signals = Signals::new([SIGTERM, SIGHUP, SIGINT])?;
    let flag = Arc::clone(&received.0);
    std::thread::Builder::new()
        .name("morpion-signals".into())
        .spawn(move || {
            if let Some(number) = signals.forever().next() {
                flag.store(number as usize, Ordering::SeqCst);
                std::thread::sleep(GRACE);
                terminal::restore();
                std::process::exit(128 + number);
            }
        })?;
    Ok(received)
}
