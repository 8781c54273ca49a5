//! A remote terminal as a [`Console`]: input bytes and window sizes from a channel, frames written to any writer (an SSH channel's), the size the client last told.

use std::collections::VecDeque;
use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::RecvTimeoutError;
use std::time::{Duration, Instant};

use ratatui::backend::{Backend, ClearType, CrosstermBackend, WindowSize};
use ratatui::buffer::Cell;
use ratatui::crossterm::cursor::{Hide, Show};
use ratatui::crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture, Event,
};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{Clear, EnterAlternateScreen, LeaveAlternateScreen};
use ratatui::layout::{Position, Size};
use ratatui::{Terminal, TerminalOptions, Viewport};

use crate::tui::Ending;
use crate::tui::runtime::bytes::Decoder;
use crate::tui::runtime::console::Console;
use crate::tui::runtime::inbox::{Inbox, Incoming};

/// The smallest and largest sides a client's window is taken at: a window of 0×0 draws on one
/// cell, one of 10000×10000 on a screen no bigger than this (ratatui's buffers stay bounded).
pub const SIDES: (u16, u16) = (1, 500);

/// Why a remote session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemoteEnd {
    /// The player quit (`q`).
    Quit,
    /// The client went away, or its output could no longer be written.
    Disconnected,
    /// Nothing came from the client for the idle timeout.
    Idle,
    /// The server stopped.
    ServerStopped,
}

impl RemoteEnd {
    /// How the class's records name it.
    pub fn as_str(self) -> &'static str {
        match self {
            RemoteEnd::Quit => "quit",
            RemoteEnd::Disconnected => "disconnected",
            RemoteEnd::Idle => "idle",
            RemoteEnd::ServerStopped => "server stopped",
        }
    }
}

/// Clamps a client's side to [`SIDES`].
fn side(value: u32) -> u16 {
    value.clamp(u32::from(SIDES.0), u32::from(SIDES.1)) as u16
}

/// crossterm's backend on `W`, but sized by what the client said, never by asking a terminal
/// (the process's own is not the client's).
pub struct RemoteBackend<W: Write> {
    inner: CrosstermBackend<W>,
    size: Size,
}

impl<W: Write> Backend for RemoteBackend<W> {
    type Error = io::Error;

    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        self.inner.draw(content)
    }

    fn hide_cursor(&mut self) -> io::Result<()> {
        self.inner.hide_cursor()
    }

    fn show_cursor(&mut self) -> io::Result<()> {
        self.inner.show_cursor()
    }

    /// Never asked of the client (its answer would come back as input): the game keeps the
    /// cursor hidden, so where it is does not matter.
    fn get_cursor_position(&mut self) -> io::Result<Position> {
        Ok(Position::ORIGIN)
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> io::Result<()> {
        self.inner.set_cursor_position(position)
    }

    fn clear(&mut self) -> io::Result<()> {
        self.inner.clear()
    }

    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        self.inner.clear_region(clear_type)
    }

    fn size(&self) -> io::Result<Size> {
        Ok(self.size)
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        Ok(WindowSize {
            columns_rows: self.size,
            pixels: Size::ZERO,
        })
    }

    fn flush(&mut self) -> io::Result<()> {
        Backend::flush(&mut self.inner)
    }
}

/// A remote terminal: see the module's documentation.
pub struct RemoteConsole<W: Write> {
    terminal: Terminal<RemoteBackend<W>>,
    input: Inbox,
    decoder: Decoder,
    events: VecDeque<Event>,
    idle_timeout: Duration,
    last_input: Instant,
    stop: Arc<AtomicBool>,
    end: Option<RemoteEnd>,
}

impl<W: Write> RemoteConsole<W> {
    /// Takes the client's screen (the alternate screen, the cursor hidden, mouse reports and
    /// bracketed paste on, written into `output`) at `size` (columns, rows).
    pub fn start(
        mut output: W,
        size: (u32, u32),
        input: Inbox,
        idle_timeout: Duration,
        stop: Arc<AtomicBool>,
    ) -> io::Result<Self> {
        execute!(
            output,
            EnterAlternateScreen,
            EnableMouseCapture,
            EnableBracketedPaste,
            Hide,
            Clear(ratatui::crossterm::terminal::ClearType::All)
        )?;
        let backend = RemoteBackend {
            inner: CrosstermBackend::new(output),
            size: Size::new(side(size.0), side(size.1)),
        };
        let terminal = Terminal::with_options(
            backend,
            TerminalOptions {
                viewport: Viewport::Fullscreen,
            },
        )?;
        Ok(Self {
            terminal,
            input,
            decoder: Decoder::default(),
            events: VecDeque::new(),
            idle_timeout,
            last_input: Instant::now(),
            stop,
            end: None,
        })
    }

    /// Why the session ended, once it has (`None`: the player quit, or it has not ended).
    pub fn end(&self) -> Option<RemoteEnd> {
        self.end
    }

    /// Gives the client's terminal back as it was: mouse reports and bracketed paste off, the
    /// main screen, the cursor shown; then `farewell`, if any, on a line of its own (why the
    /// server ended the session). A client already gone is no error.
    pub fn finish(mut self, farewell: Option<&str>) {
        let output = &mut self.terminal.backend_mut().inner;
        let _ = execute!(
            output,
            DisableBracketedPaste,
            DisableMouseCapture,
            LeaveAlternateScreen,
            Show
        );
        if let Some(text) = farewell {
            let _ = write!(output, "{text}\r\n");
            let _ = Write::flush(output);
        }
    }

    fn take(&mut self, incoming: Incoming) {
        match incoming {
            Incoming::Bytes(bytes) => {
                self.last_input = Instant::now();
                self.events.extend(self.decoder.feed(&bytes));
            }
            Incoming::Resize(columns, rows) => {
                self.last_input = Instant::now();
                let size = Size::new(side(columns), side(rows));
                // Many resizes in a row cost one: only the last size is drawn.
                if size != self.terminal.backend().size {
                    self.terminal.backend_mut().size = size;
                    self.events
                        .retain(|event| !matches!(event, Event::Resize(..)));
                    self.events
                        .push_back(Event::Resize(size.width, size.height));
                }
            }
        }
    }
}

impl<W: Write> Console for RemoteConsole<W> {
    type Backend = RemoteBackend<W>;

    fn terminal(&mut self) -> &mut Terminal<RemoteBackend<W>> {
        &mut self.terminal
    }

    fn poll(&mut self, timeout: Duration) -> anyhow::Result<bool> {
        let deadline = Instant::now() + timeout;
        while self.events.is_empty() && self.end.is_none() {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.input.recv_timeout(left) {
                Ok(incoming) => self.take(incoming),
                Err(RecvTimeoutError::Timeout) => break,
                Err(RecvTimeoutError::Disconnected) => {
                    self.end.get_or_insert(RemoteEnd::Disconnected);
                }
            }
        }
        Ok(!self.events.is_empty())
    }

    fn read(&mut self) -> anyhow::Result<Event> {
        self.events
            .pop_front()
            .ok_or_else(|| anyhow::anyhow!("no event was ready"))
    }

    fn ended(&mut self) -> Option<Ending> {
        if self.end.is_none() && self.stop.load(Ordering::SeqCst) {
            self.end = Some(RemoteEnd::ServerStopped);
        }
        if self.end.is_none() && self.last_input.elapsed() >= self.idle_timeout {
            self.end = Some(RemoteEnd::Idle);
        }
        // What the local game calls a hangup; the reason is kept in `end`.
        self.end
            .map(|_| Ending::Signal(signal_hook::consts::SIGHUP))
    }

    fn hold_the_foreground(&mut self, _redraw: &mut bool) -> anyhow::Result<bool> {
        Ok(true)
    }

    fn suspend_and_resume(&mut self, _asked: bool) -> anyhow::Result<bool> {
        Ok(false)
    }

    fn hung_up(&mut self) -> anyhow::Result<bool> {
        Ok(self.end.is_some())
    }
}

#[cfg(test)]
mod tests {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    use super::*;
    use crate::tui::runtime::inbox::{Outbox, inbox};

    fn remote_console(idle: Duration) -> (Outbox, RemoteConsole<Vec<u8>>) {
        let (sender, input) = inbox(4096);
        let stop = Arc::new(AtomicBool::new(false));
        let console = RemoteConsole::start(Vec::new(), (80, 24), input, idle, stop).unwrap();
        (sender, console)
    }

    #[test]
    fn bytes_become_events_and_the_last_of_many_resizes_is_the_size_clamped_to_the_sides() {
        let (sender, mut console) = remote_console(Duration::from_secs(60));
        sender.bytes(b"5\x1b[B".to_vec()).unwrap();
        for side in 0..1000 {
            sender.resize(side, side);
        }
        sender.resize(10_000, 0);
        let mut events = Vec::new();
        while events.len() < 3 && console.poll(Duration::from_millis(100)).unwrap() {
            events.push(console.read().unwrap());
        }
        let key = |code| Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        assert_eq!(events[..2], [key(KeyCode::Char('5')), key(KeyCode::Down)]);
        // The last resize told is the size, clamped to the sides.
        while console.poll(Duration::from_millis(10)).unwrap() {
            events.push(console.read().unwrap());
        }
        let resizes: Vec<&Event> = events[2..].iter().collect();
        assert_eq!(resizes.last(), Some(&&Event::Resize(500, 1)));
        assert_eq!(console.terminal().size().unwrap(), Size::new(500, 1));
        assert_eq!(console.ended(), None);
    }

    #[test]
    fn a_client_gone_or_idle_ends_the_session_for_its_reason() {
        let (sender, mut console) = remote_console(Duration::from_secs(60));
        drop(sender);
        assert!(!console.poll(Duration::from_millis(10)).unwrap());
        assert!(console.hung_up().unwrap());
        assert_eq!(console.end(), Some(RemoteEnd::Disconnected));
        let (_sender, mut idle) = remote_console(Duration::from_millis(30));
        assert!(!idle.poll(Duration::from_millis(50)).unwrap());
        assert!(idle.ended().is_some());
        assert_eq!(idle.end(), Some(RemoteEnd::Idle));
    }
}
