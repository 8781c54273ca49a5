//! The chrome's actions: the help and the glossary, suspending, refusing a paste, quitting.

use crate::tui::state::App;

/// The chrome's actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChromeAction {
    ShowHelp,
    /// The glossary of the panel's terms and symbols.
    ShowGlossary,
    /// Closes the popup open (the help or the glossary).
    CloseHelp,
    /// `?` with the help open: its other page, where it has two and the screen shows one at a
    /// time; otherwise it closes.
    TurnHelpPage,
    /// Shows the glossary from this entry on (the scrolling keys, see `keymap::popup_scroll`).
    ScrollGlossary(usize),
    /// Ctrl-Z: back to the shell until `fg` (the event loop does it).
    Suspend,
    /// Text pasted into the game: refused, it takes keys one at a time.
    Paste,
    Quit,
}

impl ChromeAction {
    /// Whether the action still acts while a popup is open (every other key closes the popup).
    pub(in crate::tui) fn passes_popup(self) -> bool {
        matches!(
            self,
            Self::Quit | Self::Suspend | Self::ScrollGlossary(_) | Self::TurnHelpPage
        )
    }
}

impl App {
    /// Does one of the chrome's actions.
    pub(in crate::tui) fn chrome_act(&mut self, action: ChromeAction) {
        match action {
            ChromeAction::ShowHelp => self.overlays.open_help(),
            ChromeAction::ShowGlossary => self.overlays.open_glossary(),
            ChromeAction::CloseHelp => {}
            ChromeAction::TurnHelpPage => {
                if self.help_open() && self.keys().has_more_page() {
                    self.overlays.turn_help_page();
                } else {
                    self.overlays.close_help();
                }
            }
            ChromeAction::ScrollGlossary(top) => self.overlays.scroll_glossary(top),
            ChromeAction::Suspend => self.chrome.ask_suspend(),
            ChromeAction::Paste => self.chrome.say(self.words().messages.paste_refused),
            ChromeAction::Quit => {
                self.search.quit();
                self.studies.quit();
                self.chrome.ask_quit();
            }
        }
    }
}
