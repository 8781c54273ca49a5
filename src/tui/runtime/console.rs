//! What the one event loop draws to and reads from: the local terminal, or a remote one (an SSH channel), behind one trait.

use std::io::Stdout;
use std::time::Duration;

use anyhow::Context;
use ratatui::backend::{Backend, CrosstermBackend};
use ratatui::crossterm::event::{self, Event};
use ratatui::{DefaultTerminal, Terminal};

use crate::tui::Ending;
use crate::tui::runtime::signals::Received;
use crate::tui::runtime::terminal::{self, Input};

/// A terminal a session runs in. The App never knows which; the loop asks this for events,
/// draws through its `Terminal`, and lets it answer the local-only questions (signals, the
/// foreground, Ctrl-Z), which a remote console answers with "nothing to do".
pub trait Console {
    type Backend: Backend<Error = std::io::Error>;

    /// Where frames are drawn; its size is the terminal's.
    fn terminal(&mut self) -> &mut Terminal<Self::Backend>;

    /// Whether an event is ready within `timeout`.
    fn poll(&mut self, timeout: Duration) -> anyhow::Result<bool>;

    /// The next event; called only after `poll` said one is ready.
    fn read(&mut self) -> anyhow::Result<Event>;

    /// An ending from outside the App: a signal locally; a disconnect, the idle timeout or the
    /// server's stop remotely.
    fn ended(&mut self) -> Option<Ending>;

    /// Called each turn before drawing: `Ok(false)` when the loop must look again before going
    /// on (it waited, stopped, to get the terminal back and then was told to end). Locally, a
    /// game continued in the background waits for `fg` and takes the screen back; `redraw` is
    /// then set.
    fn hold_the_foreground(&mut self, redraw: &mut bool) -> anyhow::Result<bool>;

    /// Ctrl-Z (`asked`) or a stop or continue signal: locally back to the shell and then the
    /// screen retaken; whether it must be redrawn whole.
    fn suspend_and_resume(&mut self, asked: bool) -> anyhow::Result<bool>;

    /// Whether the terminal has gone away (asked when a wait found nothing).
    fn hung_up(&mut self) -> anyhow::Result<bool>;
}

/// The process's own terminal, in game mode, and the signals it watches.
pub struct LocalConsole<'a> {
    pub terminal: &'a mut DefaultTerminal,
    pub signal: &'a Received,
}

impl Console for LocalConsole<'_> {
    type Backend = CrosstermBackend<Stdout>;

    fn terminal(&mut self) -> &mut DefaultTerminal {
        self.terminal
    }

    fn poll(&mut self, timeout: Duration) -> anyhow::Result<bool> {
        event::poll(timeout).context("could not read the terminal")
    }

    fn read(&mut self) -> anyhow::Result<Event> {
        event::read().context("could not read the terminal")
    }

    fn ended(&mut self) -> Option<Ending> {
        self.signal.get().map(Ending::Signal)
    }

    fn hold_the_foreground(&mut self, redraw: &mut bool) -> anyhow::Result<bool> {
        // Continued in the background (a SIGSTOP, whose shell took the terminal back, then a
        // SIGCONT that was not `fg`): nothing is written to the shell's screen; the game waits,
        // stopped, for `fg`, then takes the terminal back and redraws it whole.
        if !terminal::in_the_foreground() {
            if !terminal::wait_until_in_the_foreground(|| self.signal.get().is_some())? {
                return Ok(false);
            }
            terminal::resume(self.terminal)?;
            *redraw = true;
        }
        Ok(true)
    }

    fn suspend_and_resume(&mut self, asked: bool) -> anyhow::Result<bool> {
        let mut redraw = false;
        // Ctrl-Z or SIGTSTP: back to the shell until `fg`; SIGCONT (after any stop, ours or a
        // SIGSTOP's): the terminal is taken back and redrawn whole.
        if asked | self.signal.take_suspend() {
            terminal::suspend(self.terminal)?;
            redraw = true;
        }
        if self.signal.take_resumed() {
            terminal::resume(self.terminal)?;
            redraw = true;
        }
        Ok(redraw)
    }

    fn hung_up(&mut self) -> anyhow::Result<bool> {
        // What a hangup means, whether or not its SIGHUP has arrived yet.
        Ok(
            terminal::wait_for_input(Duration::ZERO).context("could not read the terminal")?
                == Input::HungUp,
        )
    }
}
