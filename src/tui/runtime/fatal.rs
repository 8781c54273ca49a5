//! The signals after which the process cannot go on (an abort, a fault, or the same sent with
//! `kill`): the handler restores the terminal, then lets the signal's default action end it.

use std::sync::OnceLock;

use libc::{SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP, c_int, c_void, siginfo_t};

use crate::tui::runtime::terminal;

/// Signals whose default action is a core dump and that no loop can wait for: an abort (a
/// failed allocation, a panic while panicking, a fatal runtime error) or a fault stops the
/// thread where it stands. The handler restores the terminal at once (async-signal-safe calls
/// only) and the process then dies of the signal, as it would have: the shell sees the same
/// status and the same core dump, with its terminal back. SIGQUIT and SIGSYS, which dump core
/// too but can wait, end the game through the main loop (see [`crate::tui::runtime::signals::ENDING`]).
pub const FATAL: [c_int; 6] = [SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP];

/// The handlers in place before ours, for SIGSEGV and SIGBUS: the Rust runtime's, which tells a
/// stack overflow from another fault and says so before it aborts.
static PREVIOUS: [OnceLock<libc::sigaction>; 2] = [OnceLock::new(), OnceLock::new()];

/// Installs the handler for every [`FATAL`] signal (once per process; later calls change nothing).
pub fn install() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        for signal in FATAL {
            // SAFETY: a zeroed sigaction is a valid "default" one; it is filled in before use.
            let mut action: libc::sigaction = unsafe { std::mem::zeroed() };
            action.sa_sigaction = on_fatal as *const () as usize;
            // On the alternate stack that the runtime gives every thread: a stack overflow's
            // SIGSEGV has no stack left to run a handler on.
            action.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
            let mut previous: libc::sigaction = unsafe { std::mem::zeroed() };
            // SAFETY: sigemptyset(3) and sigaction(2) on structs we own.
            let installed = unsafe {
                libc::sigemptyset(&mut action.sa_mask);
                libc::sigaction(signal, &action, &mut previous) == 0
            };
            if let (true, Some(slot)) = (installed, previous_slot(signal)) {
                let _ = slot.set(previous);
            }
        }
    });
}

fn previous_slot(signal: c_int) -> Option<&'static OnceLock<libc::sigaction>> {
    match signal {
        SIGSEGV => Some(&PREVIOUS[0]),
        SIGBUS => Some(&PREVIOUS[1]),
        _ => None,
    }
}

/// Restores the terminal, then: a real fault goes to the handler that was there before (the
/// runtime's stack-overflow report); anything else (an abort, a signal sent with `kill`, a fault
/// nobody else handles) dies of its default action.
extern "C" fn on_fatal(signal: c_int, info: *mut siginfo_t, context: *mut c_void) {
    terminal::restore_in_signal_handler();
    // SAFETY: the kernel hands a valid siginfo to an SA_SIGINFO handler. A code above zero is
    // a fault the kernel raised; zero or below, a signal sent by a process (kill, tgkill,
    // sigqueue: abort raises its SIGABRT so).
    let raised_by_a_fault = !info.is_null() && unsafe { (*info).si_code } > 0;
    if raised_by_a_fault
        && let Some(previous) = previous_slot(signal).and_then(OnceLock::get)
        && previous.sa_sigaction != libc::SIG_DFL
        && previous.sa_sigaction != libc::SIG_IGN
    {
        // SAFETY: the address the runtime installed as this signal's handler, called with the
        // arguments of its kind (SA_SIGINFO: three, else one), as the kernel would have.
        unsafe {
            if previous.sa_flags & libc::SA_SIGINFO != 0 {
                let handler: extern "C" fn(c_int, *mut siginfo_t, *mut c_void) =
                    std::mem::transmute(previous.sa_sigaction);
                handler(signal, info, context);
            } else {
                let handler: extern "C" fn(c_int) = std::mem::transmute(previous.sa_sigaction);
                handler(signal);
            }
        }
        return;
    }
    // SAFETY: signal(2) and raise(3) are async-signal-safe. The signal is blocked while its
    // handler runs, so the raised one waits for the return, then finds the default action.
    unsafe {
        libc::signal(signal, libc::SIG_DFL);
        libc::raise(signal);
    }
}
