//! Signals from outside: those that end a process end the game with the terminal restored,
//! SIGTSTP suspends it and SIGCONT brings it back; a watchdog makes sure an ending one ends it.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use libc::{
    SIGALRM, SIGCONT, SIGHUP, SIGINT, SIGIO, SIGPROF, SIGQUIT, SIGSYS, SIGTERM, SIGTSTP, SIGUSR1,
    SIGUSR2, SIGVTALRM, SIGXCPU, SIGXFSZ,
};
use signal_hook::iterator::Signals;

use crate::analysis::play_clock;
use crate::tui::runtime::terminal;

/// The signals whose default action ends the process and that a program may catch and then
/// wait on: each one ends the game as a quit does (terminal restored), with the exit status
/// 128 + its number. The real-time signals (SIGRTMIN to SIGRTMAX, whose numbers the C library
/// decides) end it too; see [`watch`].
///
/// Left out on purpose: SIGPIPE, which Rust ignores in every program (a write to a closed
/// pipe is an error, not a death; the game writes to a terminal anyway); SIGKILL and SIGSTOP,
/// which nobody can catch; SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV and SIGTRAP, after which
/// the thread that got them cannot go on: [`crate::tui::runtime::fatal`] restores the terminal from the
/// handler and lets them end the process.
pub const ENDING: &[i32] = &[
    SIGHUP,
    SIGINT,
    SIGQUIT,
    SIGTERM,
    SIGUSR1,
    SIGUSR2,
    SIGALRM,
    SIGVTALRM,
    SIGPROF,
    SIGXCPU,
    SIGXFSZ,
    SIGIO,
    SIGSYS,
    #[cfg(target_os = "linux")]
    libc::SIGPWR,
    #[cfg(target_os = "linux")]
    libc::SIGSTKFLT,
];

/// The real-time signals a program may use, every one ending the process by default.
fn real_time() -> impl Iterator<Item = i32> {
    #[cfg(target_os = "linux")]
    return libc::SIGRTMIN()..=libc::SIGRTMAX();
    #[cfg(not(target_os = "linux"))]
    return std::iter::empty();
}

/// The last SIGXFSZ came from the game itself: a write past the file-size limit.
static OWN_SIZE_LIMIT: AtomicBool = AtomicBool::new(false);

/// How long the main loop gets to notice an ending signal and restore the terminal itself. It
/// looks ten times a second; only a loop stuck where it cannot look (a read on a terminal that
/// went away) ever reaches this.
const GRACE: Duration = Duration::from_secs(1);

/// Called first on every thread the game starts: the signals it watches are blocked there, so
/// the system hands each one to the main thread, whose handler has run by the time a stop (of
/// the whole game) returns. (Threads those threads start inherit the block.)
pub fn only_the_main_thread_takes_signals() {
    // SAFETY: sigemptyset(3), sigaddset(3) and pthread_sigmask(3) on a set owned here.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        for number in ENDING
            .iter()
            .copied()
            .chain(real_time())
            .chain([SIGTSTP, SIGCONT])
        {
            libc::sigaddset(&mut set, number);
        }
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
    }
}

/// What the signals asked for, read by the main loop.
#[derive(Clone, Debug, Default)]
pub struct Received(Arc<Flags>);

#[derive(Debug, Default)]
struct Flags {
    /// The last ending signal's number, 0 while none came.
    ending: Arc<AtomicUsize>,
    /// SIGTSTP came: suspend (restore the terminal, then stop).
    suspend: AtomicBool,
    /// SIGCONT came: take the terminal back and redraw everything.
    resumed: AtomicBool,
}

impl Received {
    /// The ending signal received, if one came.
    pub fn get(&self) -> Option<i32> {
        match self.0.ending.load(Ordering::SeqCst) {
            0 => None,
            number => Some(number as i32),
        }
    }

    /// Whether a SIGTSTP came since the last call.
    pub fn take_suspend(&self) -> bool {
        self.0.suspend.swap(false, Ordering::SeqCst)
    }

    /// Whether a SIGCONT came since the last call.
    pub fn take_resumed(&self) -> bool {
        self.0.resumed.swap(false, Ordering::SeqCst)
    }
}

/// Starts listening. The main loop reads [`Received`]: it ends the game cleanly on an ending
/// signal, suspends on SIGTSTP, takes the terminal back on SIGCONT. If it has not ended the
/// game [`GRACE`] after an ending signal, the watchdog restores the terminal itself and exits
/// with 128 + the signal, so no such signal can leave the process running or spinning.
pub fn watch() -> io::Result<Received> {
    let received = Received::default();
    // SIGXFSZ the system sends when a write of the game's passes the file-size limit
    // (`ulimit -f`): that write fails (EFBIG) and the game says so, as of a full disk; only
    // one sent by another process ends the game. Told apart by its sender in the handler,
    // registered first so it has run when the thread below reads it.
    let ending_flag = Arc::clone(&received.0.ending);
    // SAFETY: the action only calls getpid(2) and stores atomics (async-signal-safe).
    unsafe {
        signal_hook_registry::register_sigaction(SIGXFSZ, move |info: &libc::siginfo_t| {
            let own = info.si_pid() == libc::getpid();
            OWN_SIZE_LIMIT.store(own, Ordering::SeqCst);
            if !own {
                ending_flag.store(SIGXFSZ as usize, Ordering::SeqCst);
            }
        })?
    };
    let ending = ENDING.iter().copied().chain(real_time());
    let mut signals = Signals::new(ending.chain([SIGTSTP, SIGCONT]))?;
    // Recorded in the handler too, on the main thread (the only one that takes these signals,
    // see `only_the_main_thread_takes_signals`): a stopped game that is continued checks it
    // before it stops again, and finds the signal that came with the SIGCONT (`kill %1`).
    for number in ENDING.iter().copied().chain(real_time()) {
        if number == SIGXFSZ {
            continue;
        }
        signal_hook::flag::register_usize(number, Arc::clone(&received.0.ending), number as usize)?;
    }
    // Counted in the handler itself, before any thread of the game looks at the clock again.
    // SAFETY: `continued` only reads the clock and updates atomics (async-signal-safe).
    unsafe { signal_hook::low_level::register(SIGCONT, play_clock::continued)? };
    // Continued without the terminal: nothing more reaches the shell's screen, not even the
    // rest of a frame under way when the game was stopped (see the function).
    // SAFETY: async-signal-safe calls only (see the function).
    unsafe {
        signal_hook::low_level::register(SIGCONT, terminal::silence_if_continued_in_the_background)?
    };
    let flags = Arc::clone(&received.0);
    std::thread::Builder::new()
        .name("morpion-signals".into())
        .spawn(move || {
            only_the_main_thread_takes_signals();
            for number in signals.forever() {
                match number {
                    SIGTSTP => flags.suspend.store(true, Ordering::SeqCst),
                    SIGCONT => flags.resumed.store(true, Ordering::SeqCst),
                    // A write of the game's past the file-size limit: the write failed, the
                    // game goes on.
                    SIGXFSZ if OWN_SIZE_LIMIT.load(Ordering::SeqCst) => {}
                    _ => {
                        flags.ending.store(number as usize, Ordering::SeqCst);
                        std::thread::sleep(GRACE);
                        terminal::restore();
                        std::process::exit(128 + number);
                    }
                }
            }
        })?;
    Ok(received)
}
