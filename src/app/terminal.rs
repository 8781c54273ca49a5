//! Terminal setup and teardown in one place: raw mode, alternate screen, mouse capture.

use std::io::{self, IsTerminal};
use std::sync::Once;

use anyhow::{Context, bail};
use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;

/// Refuses to start (writing no escape codes) unless both ends are a terminal.
pub fn ensure_interactive() -> anyhow::Result<()> {
    for (name, is_terminal) in [
        ("stdin", io::stdin().is_terminal()),
        ("stdout", io::stdout().is_terminal()),
    ] {
        if !is_terminal {
            bail!(
                "morpion needs an interactive terminal ({name} is not a terminal); \
                 for scripts use 'morpion table' or 'morpion analyze'"
            );
        }
    }
    Ok(())
}

/// The terminal in game mode; dropping it (on return, error or unwinding) restores the terminal.
pub struct Session {
    terminal: DefaultTerminal,
}

impl Session {
    pub fn start() -> anyhow::Result<Self> {
        install_mouse_panic_hook();
        // `try_init` wraps the hook above with its own, so a panic first leaves raw mode and the
        // alternate screen, then turns mouse reporting off, then prints the message.
        let terminal = ratatui::try_init().context("could not set up the terminal")?;
        let session = Self { terminal };
        execute!(io::stdout(), EnableMouseCapture).context("could not enable the mouse")?;
        Ok(session)
    }

    pub fn terminal(&mut self) -> &mut DefaultTerminal {
        &mut self.terminal
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = execute!(io::stdout(), DisableMouseCapture);
        ratatui::restore();
    }
}

/// A panic hook that turns mouse reporting off (once per process), so a crash never leaves
/// the shell receiving mouse escape codes.
fn install_mouse_panic_hook() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let _ = execute!(io::stdout(), DisableMouseCapture);
            previous(info);
        }));
    });
}
