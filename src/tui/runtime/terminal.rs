//! Terminal setup and teardown in one place: raw mode, alternate screen, mouse capture, bracketed
//! paste, suspending and resuming, panics, and the restore a dying signal handler may do.

use std::cell::Cell;
use std::io::{self, IsTerminal, Write};
use std::mem::ManuallyDrop;
use std::os::fd::AsRawFd;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Mutex, Once, OnceLock};
use std::time::Duration;

use anyhow::{Context, bail};
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use ratatui::crossterm::terminal::{
    Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::crossterm::{Command, execute};
use ratatui::{DefaultTerminal, Terminal};

use crate::analysis::{play_clock, threads};

/// Refuses to start (writing no escape codes) unless both ends are a terminal.
pub fn ensure_interactive() -> anyhow::Result<()> {
    for (name, is_terminal) in [
        ("stdin", io::stdin().is_terminal()),
        ("stdout", io::stdout().is_terminal()),
    ] {
        if !is_terminal {
            bail!(
                "this game needs an interactive terminal ({name} is not a terminal); \
                 for scripts use 'morpion table' or 'morpion analyze'"
            );
        }
    }
    Ok(())
}

/// The terminal in game mode; dropping it (on return, error or unwinding) restores the terminal.
pub struct Session {
    /// Never dropped: ratatui's `Terminal` only shows the cursor on drop, and reports a failure
    /// with `eprintln!`, which panics when the terminal has gone away. `restore` shows the
    /// cursor instead, quietly.
    terminal: ManuallyDrop<DefaultTerminal>,
}

impl Session {
    pub fn start() -> anyhow::Result<Self> {
        install_panic_hook();
        remember_the_shell_terminal();
        end_quiet_start();
        IN_GAME_MODE.store(true, Ordering::SeqCst);
        hold_stderr();
        enable_raw_mode().context("could not put the terminal in raw mode")?;
        // From here on, any early return drops the session and so restores the terminal.
        let terminal = Terminal::new(CrosstermBackend::new(io::stdout()));
        let session = Self {
            terminal: match terminal {
                Ok(terminal) => ManuallyDrop::new(terminal),
                Err(e) => {
                    restore();
                    return Err(e).context("could not set up the terminal");
                }
            },
        };
        enter_game_mode().context("could not set up the terminal")?;
        Ok(session)
    }

    pub fn terminal(&mut self) -> &mut DefaultTerminal {
        &mut self.terminal
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        restore();
    }
}

/// The alternate screen, mouse reporting and bracketed paste (a paste arrives as one event, not
/// as thousands of key presses). Raw mode is set apart, before.
/// From here until [`restore`], what is written to stderr is held (see [`hold_stderr`]).
fn enter_game_mode() -> io::Result<()> {
    IN_GAME_MODE.store(true, Ordering::SeqCst);
    execute!(
        io::stdout(),
        EnterAlternateScreen,
        EnableMouseCapture,
        EnableBracketedPaste
    )?;
    hold_stderr();
    Ok(())
}

/// Ctrl-Z or SIGTSTP: gives the terminal back to the shell as it was, stops the process as the
/// default action of SIGTSTP would, and once continued (`fg`) takes the terminal back.
pub fn suspend(terminal: &mut DefaultTerminal) -> anyhow::Result<()> {
    restore();
    // The stop starts now: the time until SIGCONT is not the game's (see play_clock).
    play_clock::running();
    signal_hook::low_level::emulate_default_handler(libc::SIGTSTP)
        .context("could not suspend the game")?;
    resume(terminal)
}

/// After a stop (ours, or anyone's SIGSTOP) the terminal may be as the shell left it: raw mode,
/// the alternate screen (wiped), mouse reporting and bracketed paste again, and the next draw
/// redraws the whole screen. Harmless when nothing had changed.
pub fn resume(terminal: &mut DefaultTerminal) -> anyhow::Result<()> {
    // crossterm does nothing if it believes raw mode is on; after a SIGSTOP it still does, while
    // the shell has put the terminal back in line mode. Off (to the modes before the game), on.
    let _ = disable_raw_mode();
    enable_raw_mode().context("could not put the terminal in raw mode")?;
    // In the foreground now: from the background, the system stops a change of the terminal's
    // modes until `fg`. The frames drawn while silenced are redrawn whole below.
    speak_again();
    enter_game_mode().context("could not set up the terminal")?;
    execute!(io::stdout(), Clear(ClearType::All)).context("could not set up the terminal")?;
    terminal
        .hide_cursor()
        .context("could not set up the terminal")?;
    // Both of ratatui's buffers blank, so the next draw writes every cell. (Not
    // `Terminal::clear`: it asks the terminal where its cursor is and waits for the answer.)
    terminal.swap_buffers();
    terminal.swap_buffers();
    Ok(())
}

/// Puts the terminal back as the shell expects it, then shows what was written to stderr
/// meanwhile. Every step is tried even if an earlier one fails (a closed terminal fails them
/// all), so nothing is left half restored.
pub fn restore() {
    // In the background (a SIGSTOP, a SIGCONT that was not `fg`, then `kill %1`): the shell
    // has the terminal and has set its own modes, which are left alone; the screen the game
    // took is still given back, with SIGTTOU held off meanwhile, so the ending cannot stop.
    let in_front = in_the_foreground();
    let _held_off = (!in_front).then(StopOnOutputHeldOff::begin);
    speak_again();
    // Not in game mode (a signal or a panic before the screen was taken, or a second restore):
    // no escape codes, whose leaving of the alternate screen would move the cursor.
    if IN_GAME_MODE.swap(false, Ordering::SeqCst) {
        let mut stdout = io::stdout();
        let _ = stdout.flush();
        match LEAVE_GAME_MODE.get() {
            // Written at once, allocating nothing: out of memory (a limit, a failed allocation
            // being reported), a restore cut half-way left the cursor hidden.
            Some(codes) => write_all(libc::STDOUT_FILENO, codes.as_bytes()),
            None => {
                let _ = execute!(stdout, DisableBracketedPaste);
                let _ = execute!(stdout, DisableMouseCapture);
                let _ = execute!(stdout, LeaveAlternateScreen);
                let _ = execute!(stdout, Show);
                let _ = stdout.flush();
            }
        }
    }
    if in_front {
        let _ = disable_raw_mode();
    }
    end_quiet_start();
    release_stderr();
}

/// SIGTTOU blocked on this thread until dropped, then as it was: a process in the background
/// may then write to the terminal (and change its modes) without being stopped. Only
/// async-signal-safe calls: [`restore_in_signal_handler`] holds it off too.
struct StopOnOutputHeldOff {
    before: libc::sigset_t,
}

impl StopOnOutputHeldOff {
    fn begin() -> Self {
        // SAFETY: sigemptyset(3), sigaddset(3) and pthread_sigmask(3) on sets owned here; the
        // mask before is kept to be put back.
        unsafe {
            let mut ttou: libc::sigset_t = std::mem::zeroed();
            let mut before: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut ttou);
            libc::sigaddset(&mut ttou, libc::SIGTTOU);
            libc::pthread_sigmask(libc::SIG_BLOCK, &ttou, &mut before);
            Self { before }
        }
    }
}

impl Drop for StopOnOutputHeldOff {
    fn drop(&mut self) {
        // SAFETY: puts back the mask read in `begin`.
        unsafe { libc::pthread_sigmask(libc::SIG_SETMASK, &self.before, std::ptr::null_mut()) };
    }
}

/// Waits, stopped, until the game's process group has the terminal: a game started in the
/// background (`morpion &`) asks the terminal nothing and takes no screen until `fg`, and
/// until then dies of any signal as a stopped job does. The stop is the one the system would
/// make on a read (SIGTTIN, "Stopped (tty input)"), made before the game talks to the
/// terminal at all: its questions' answers would otherwise land in the shell's input. An error
/// if it never can have the terminal: no shell is there to give it (an orphaned process group,
/// whose stop the system ignores), or SIGTTIN is ignored. `ended` is asked each time the game
/// is continued: a signal that asks the game to end (`kill %1` of the stopped job) ends the
/// wait, and the answer is `Ok(false)`; `Ok(true)` once the game has the terminal.
pub fn wait_until_in_the_foreground(ended: impl Fn() -> bool) -> anyhow::Result<bool> {
    loop {
        if ended() {
            return Ok(false);
        }
        if in_the_foreground() {
            return Ok(true);
        }
        let asked = std::time::Instant::now();
        // SAFETY: kill(2) of our own process group with a stop signal.
        unsafe { libc::kill(0, libc::SIGTTIN) };
        // Continued at once: the stop was ignored. Continued later without the terminal
        // (`bg`): stopped again.
        if asked.elapsed() < Duration::from_millis(50) && still_in_the_background() {
            bail!(
                "this game needs the terminal and was started in the background: \
                 start it without '&', or bring it to the foreground with 'fg'"
            );
        }
    }
}

fn still_in_the_background() -> bool {
    !in_the_foreground()
}

/// Whether the game's process group has the terminal (or it cannot tell: not the controlling
/// terminal). A game stopped by SIGSTOP is put in the background by its shell; a SIGCONT that
/// is not `fg` continues it there.
pub fn in_the_foreground() -> bool {
    // SAFETY: tcgetpgrp(3) and getpgrp(2) only read.
    unsafe {
        let foreground = libc::tcgetpgrp(libc::STDIN_FILENO);
        foreground < 0 || foreground == libc::getpgrp()
    }
}

/// Echo is off while the game gets ready: a big table can take seconds to make, and keys typed
/// meanwhile would be written over the shell's screen. (They are kept: the game reads them once
/// it runs.) Stderr is held meanwhile as in game mode (the terminal's question puts it in raw
/// mode a moment, where a message would be garbled). Until the [`Session`] starts, a
/// [`restore`], or the guard is dropped.
pub struct QuietStart;

impl QuietStart {
    pub fn begin() -> Self {
        remember_the_shell_terminal();
        if let Some(modes) = SHELL_TERMINAL.get() {
            let mut quiet = *modes;
            quiet.c_lflag &= !(libc::ECHO | libc::ECHONL);
            QUIET.store(true, Ordering::SeqCst);
            // SAFETY: tcsetattr(3) with modes read from this terminal.
            unsafe { libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &quiet) };
            hold_stderr();
        }
        Self
    }
}

impl Drop for QuietStart {
    fn drop(&mut self) {
        end_quiet_start();
    }
}

/// Echo is on again (the shell's modes) and stderr written out, if [`QuietStart`] had turned
/// it off.
fn end_quiet_start() {
    if !QUIET.swap(false, Ordering::SeqCst) {
        return;
    }
    if let Some(modes) = SHELL_TERMINAL.get() {
        // SAFETY: tcsetattr(3) with the modes the terminal had.
        unsafe { libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, modes) };
    }
    release_stderr();
}

/// The terminal's modes as the shell left them, read before the game first changed them, for
/// [`restore_in_signal_handler`] (crossterm keeps its own copy behind a lock).
static SHELL_TERMINAL: OnceLock<libc::termios> = OnceLock::new();
/// The escape codes of [`restore`], written out once beforehand so that a signal handler, which
/// may not allocate, has them at hand.
static LEAVE_GAME_MODE: OnceLock<String> = OnceLock::new();
/// Whether the terminal may be in game mode: set before raw mode is, cleared by any restore.
static IN_GAME_MODE: AtomicBool = AtomicBool::new(false);
/// Whether [`QuietStart`] has echo off.
static QUIET: AtomicBool = AtomicBool::new(false);

fn remember_the_shell_terminal() {
    // SAFETY: tcgetattr(3) fills the zeroed struct it is given, or fails and leaves it unused.
    let mut modes: libc::termios = unsafe { std::mem::zeroed() };
    if unsafe { libc::tcgetattr(libc::STDIN_FILENO, &mut modes) } == 0 {
        let _ = SHELL_TERMINAL.set(modes);
    }
    LEAVE_GAME_MODE.get_or_init(|| {
        // CAN first: it ends an escape sequence the game may have been cut in the middle of.
        let mut codes = String::from("\x18");
        let _ = DisableBracketedPaste.write_ansi(&mut codes);
        let _ = DisableMouseCapture.write_ansi(&mut codes);
        let _ = LeaveAlternateScreen.write_ansi(&mut codes);
        let _ = Show.write_ansi(&mut codes);
        codes
    });
}

/// [`restore`] for a signal handler about to let the process die (an abort, a fault, a signal
/// whose default action is a core dump): only calls that are async-signal-safe, no lock, no
/// allocation. Does nothing unless the game holds the terminal, so a second fatal signal (a
/// stack overflow's message, then its abort) leaves the first restore's screen alone.
pub fn restore_in_signal_handler() {
    let in_game = IN_GAME_MODE.swap(false, Ordering::SeqCst);
    let quiet = QUIET.swap(false, Ordering::SeqCst);
    if !in_game && !quiet {
        return;
    }
    speak_again();
    if let (true, Some(codes)) = (in_game, LEAVE_GAME_MODE.get()) {
        let terminal = take_stdout_from_the_other_threads();
        write_all(terminal, codes.as_bytes());
    }
    if let Some(modes) = SHELL_TERMINAL.get() {
        // SIGTTOU held off meanwhile, so that a game in the background is not stopped here.
        let _held_off = StopOnOutputHeldOff::begin();
        // SAFETY: tcsetattr(3) is async-signal-safe, with the modes the terminal had.
        unsafe { libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, modes) };
    }
    release_stderr();
}

/// Points stdout at `/dev/null` and answers a descriptor of the terminal it was. The other
/// threads go on until the process dies: a fault on a worker (a failed allocation while the
/// search is recorded) leaves the main thread drawing, and a frame written after the restore
/// hid the cursor again on the shell's screen. A write already under way ends first (the
/// terminal takes one write at a time). Async-signal-safe: dup(2), open(2), dup2(2), close(2).
fn take_stdout_from_the_other_threads() -> libc::c_int {
    // SAFETY: descriptors made and closed here; stdout is replaced, never closed.
    unsafe {
        let terminal = libc::dup(libc::STDOUT_FILENO);
        if terminal < 0 {
            return libc::STDOUT_FILENO;
        }
        let null = libc::open(c"/dev/null".as_ptr(), libc::O_WRONLY | libc::O_CLOEXEC);
        if null >= 0 {
            libc::dup2(null, libc::STDOUT_FILENO);
            libc::close(null);
        }
        terminal
    }
}

/// The terminal's descriptor, kept aside while stdout points to `/dev/null` (-1: not silenced).
static SILENCED_STDOUT: AtomicI32 = AtomicI32::new(-1);

/// Called from the SIGCONT handler, on the main thread, before it runs on: a game in game mode
/// continued without the terminal (a SIGSTOP, whose shell took the terminal back, then a
/// SIGCONT that was not `fg`) writes to `/dev/null` until [`resume`] (in the foreground
/// again) or [`restore`]. The main loop checks the foreground before each frame and waits,
/// stopped, for `fg`; but a stop that came after that check left a frame under way, which was
/// drawn over the shell's screen once continued. Async-signal-safe: tcgetpgrp(3), getpgrp(2),
/// fcntl(2), open(2), dup2(2), close(2).
pub fn silence_if_continued_in_the_background() {
    if !IN_GAME_MODE.load(Ordering::SeqCst)
        || in_the_foreground()
        || SILENCED_STDOUT.load(Ordering::SeqCst) >= 0
    {
        return;
    }
    // SAFETY: descriptors made and closed here; stdout is replaced, never closed.
    unsafe {
        let terminal = libc::fcntl(libc::STDOUT_FILENO, libc::F_DUPFD_CLOEXEC, 3);
        if terminal < 0 {
            return;
        }
        let null = libc::open(c"/dev/null".as_ptr(), libc::O_WRONLY | libc::O_CLOEXEC);
        if null < 0 || libc::dup2(null, libc::STDOUT_FILENO) < 0 {
            for fd in [null, terminal] {
                if fd >= 0 {
                    libc::close(fd);
                }
            }
            return;
        }
        libc::close(null);
        SILENCED_STDOUT.store(terminal, Ordering::SeqCst);
    }
}

/// Points stdout at the terminal again, if [`silence_if_continued_in_the_background`] had
/// silenced it. Async-signal-safe.
fn speak_again() {
    let terminal = SILENCED_STDOUT.swap(-1, Ordering::SeqCst);
    if terminal >= 0 {
        // SAFETY: dup2(2) and close(2) of the descriptor set aside above.
        unsafe {
            libc::dup2(terminal, libc::STDOUT_FILENO);
            libc::close(terminal);
        }
    }
}

// While the game holds the screen, stderr is a pipe: whatever is written there (the runtime's
// last words before an abort, "memory allocation of … bytes failed") would land on the
// alternate screen and vanish with it. `release_stderr` puts the real stderr back once the
// screen is the shell's again, then writes out what the pipe holds. The pipe never blocks a
// writer: once full (64 KiB), more is dropped.

/// The real stderr, kept aside while the pipe stands in for it (-1: not held).
static REAL_STDERR: AtomicI32 = AtomicI32::new(-1);
/// The pipe's end that what was written is read back from (-1: not held).
static HELD_STDERR: AtomicI32 = AtomicI32::new(-1);

/// Makes stderr a pipe until [`release_stderr`] (see above); left as it is if that fails.
fn hold_stderr() {
    if REAL_STDERR.load(Ordering::SeqCst) >= 0 {
        return;
    }
    let mut ends = [-1; 2];
    // SAFETY: pipe2(2), fcntl(2), dup2(2) and close(2) on descriptors this function owns.
    unsafe {
        if libc::pipe2(ends.as_mut_ptr(), libc::O_CLOEXEC | libc::O_NONBLOCK) != 0 {
            return; // stderr stays as it is
        }
        let [read, write] = ends;
        let real = libc::fcntl(libc::STDERR_FILENO, libc::F_DUPFD_CLOEXEC, 3);
        if real < 0 || libc::dup2(write, libc::STDERR_FILENO) < 0 {
            for fd in [read, write, real] {
                if fd >= 0 {
                    libc::close(fd);
                }
            }
            return;
        }
        libc::close(write);
        HELD_STDERR.store(read, Ordering::SeqCst);
        REAL_STDERR.store(real, Ordering::SeqCst);
    }
}

/// Puts the real stderr back and writes out what was held. Async-signal-safe.
fn release_stderr() {
    let real = REAL_STDERR.swap(-1, Ordering::SeqCst);
    if real < 0 {
        return;
    }
    let held = HELD_STDERR.swap(-1, Ordering::SeqCst);
    // SAFETY: dup2(2), read(2) and close(2) on the descriptors `hold_stderr` set aside, into a
    // buffer on the stack.
    unsafe {
        libc::dup2(real, libc::STDERR_FILENO);
        libc::close(real);
        let mut buffer = [0u8; 512];
        loop {
            let n = libc::read(held, buffer.as_mut_ptr().cast(), buffer.len());
            if n <= 0 {
                break;
            }
            write_all(libc::STDERR_FILENO, &buffer[..n as usize]);
        }
        libc::close(held);
    }
}

/// write(2) until everything is written or the descriptor fails. Async-signal-safe.
fn write_all(fd: libc::c_int, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: a write of a live slice.
        let n = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if n > 0 {
            bytes = &bytes[n as usize..];
        } else if n < 0 && io::Error::last_os_error().kind() == io::ErrorKind::Interrupted {
            continue;
        } else {
            return;
        }
    }
}

/// What waiting on the terminal found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// Bytes to read (or nothing yet: the wait timed out or a signal cut it short).
    Ready(bool),
    /// The terminal went away (its window closed, the connection dropped): nothing will ever
    /// come, and reading would fail forever.
    HungUp,
}

/// Waits until the terminal (stdin) has input or `timeout` passes; a signal cuts the wait short.
pub fn wait_for_input(timeout: Duration) -> io::Result<Input> {
    let mut stdin = libc::pollfd {
        fd: io::stdin().as_raw_fd(),
        events: libc::POLLIN,
        revents: 0,
    };
    let millis = timeout.as_millis().min(i32::MAX as u128) as i32;
    // SAFETY: one valid pollfd for the duration of the call.
    let ready = unsafe { libc::poll(&mut stdin, 1, millis) };
    if ready < 0 {
        let error = io::Error::last_os_error();
        return match error.kind() {
            io::ErrorKind::Interrupted => Ok(Input::Ready(false)),
            _ => Err(error),
        };
    }
    if stdin.revents & (libc::POLLHUP | libc::POLLERR | libc::POLLNVAL) != 0 {
        return Ok(Input::HungUp);
    }
    Ok(Input::Ready(stdin.revents & libc::POLLIN != 0))
}

thread_local! {
    /// Set in threads whose panics the main thread reports (after restoring the terminal).
    static DEFER_PANICS: Cell<bool> = const { Cell::new(false) };
}

/// The message of the last deferred panic, waiting for the main thread to report it.
static DEFERRED_PANIC: Mutex<Option<String>> = Mutex::new(None);

/// Makes a panic in the calling thread quiet: the terminal is left alone (the main thread is
/// still drawing on it) and the message is kept for [`take_deferred_panic`], so the main thread
/// can restore the terminal first and then print it where the player can read it.
pub fn defer_panics_in_this_thread() {
    DEFER_PANICS.with(|defer| defer.set(true));
}

/// The message of a panic in a thread that deferred its panics, if one happened.
pub fn take_deferred_panic() -> Option<String> {
    DEFERRED_PANIC
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .take()
}

/// Installs (once per process) the hook that restores the terminal before a panic message is
/// printed, so the message lands on the normal screen and the shell gets a sane terminal back.
fn install_panic_hook() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            // A thread the system refused, which the code that asked for it handles.
            if threads::refusal_expected(panic_text(info)) {
                return;
            }
            if DEFER_PANICS.with(Cell::get) {
                let message = match info.location() {
                    Some(at) => format!("{} (at {at})", panic_text(info)),
                    None => panic_text(info).to_owned(),
                };
                *DEFERRED_PANIC
                    .lock()
                    .unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(message);
                return;
            }
            restore();
            previous(info);
        }));
    });
}

fn panic_text<'a>(info: &'a std::panic::PanicHookInfo<'_>) -> &'a str {
    if let Some(text) = info.payload().downcast_ref::<&str>() {
        text
    } else if let Some(text) = info.payload().downcast_ref::<String>() {
        text
    } else {
        "a panic without a message"
    }
}
