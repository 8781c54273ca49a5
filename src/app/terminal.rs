//! Terminal setup and teardown in one place: raw mode, alternate screen, mouse capture, bracketed
//! paste, suspending and resuming, panics.

use std::cell::Cell;
use std::io::{self, IsTerminal, Write};
use std::mem::ManuallyDrop;
use std::os::fd::AsRawFd;
use std::sync::{Mutex, Once};
use std::time::Duration;

use anyhow::{Context, bail};
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::{DefaultTerminal, Terminal};

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
fn enter_game_mode() -> io::Result<()> {
    execute!(
        io::stdout(),
        EnterAlternateScreen,
        EnableMouseCapture,
        EnableBracketedPaste
    )
}

/// Ctrl-Z or SIGTSTP: gives the terminal back to the shell as it was, stops the process as the
/// default action of SIGTSTP would, and once continued (`fg`) takes the terminal back.
pub fn suspend(terminal: &mut DefaultTerminal) -> anyhow::Result<()> {
    restore();
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

/// Puts the terminal back as the shell expects it. Every step is tried even if an earlier one
/// fails (a closed terminal fails them all), so nothing is left half restored.
pub fn restore() {
    let mut stdout = io::stdout();
    let _ = execute!(stdout, DisableBracketedPaste);
    let _ = execute!(stdout, DisableMouseCapture);
    let _ = execute!(stdout, LeaveAlternateScreen);
    let _ = execute!(stdout, Show);
    let _ = stdout.flush();
    let _ = disable_raw_mode();
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
