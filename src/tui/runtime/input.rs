//! Terminal events to actions: keys through the keymap, clicks through the board's layout.

use ratatui::crossterm::event::{Event, MouseButton, MouseEventKind};
use ratatui::layout::Rect;

use crate::tui::keymap::Context;
use crate::tui::layout::BoardLayout;
use crate::tui::runtime::work::WorkOrders;
use crate::tui::{Action, App, AppEvent, ChromeAction, GameAction, ResultsAction, keymap};

impl App {
    /// The action a terminal event asks for, on a screen of size `screen`.
    pub fn action_for_event(&self, event: &Event, screen: Rect) -> Option<Action> {
        match event {
            Event::Key(key) if self.glossary_open() => match keymap::popup_scroll(key) {
                // Never past the entry from which every one left is in sight.
                Some(by) => {
                    let last = self.glossary_frame(screen).last_top();
                    let top = self.glossary_top().saturating_add_signed(by).min(last);
                    Some(Action::Chrome(ChromeAction::ScrollGlossary(top)))
                }
                None => keymap::action_for_key(key, true, self.keys()),
            },
            Event::Key(key) if self.results_screen().is_some() => match keymap::popup_scroll(key) {
                Some(by) => {
                    let last = self.results_frame(screen).last_top();
                    let top = self.results_top().saturating_add_signed(by).min(last);
                    Some(Action::Results(ResultsAction::ScrollTo(top)))
                }
                None => keymap::action_for_key(key, self.popup_open(), self.keys()),
            },
            Event::Key(key) => {
                let action = keymap::action_for_key(key, self.popup_open(), self.keys())?;
                // Both of the help's pages fit as one here: `?` closes it as any key does.
                if action == Action::Chrome(ChromeAction::TurnHelpPage)
                    && crate::tui::chrome::view::help::fits_whole(
                        self.keys(),
                        self.words(),
                        screen.height,
                    )
                {
                    return Some(Action::Chrome(ChromeAction::CloseHelp));
                }
                Some(action)
            }
            Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
                if self.popup_open() {
                    return Some(Action::Chrome(ChromeAction::CloseHelp));
                }
                // A click plays only where the keys play: not in the explorer, the comparison,
                // or while the AI plays itself.
                if !matches!(self.context(), Context::Play | Context::TwoPlayers) {
                    return None;
                }
                let layout = self.areas(screen).ok()?;
                match layout.board {
                    BoardLayout::Grid(grid) => grid
                        .cell_at(mouse.column, mouse.row)
                        .map(|cell| Action::Game(GameAction::PlayCell(cell))),
                    // A click on "take N" does what the digit N does.
                    BoardLayout::Heap(heap) => heap
                        .take_at(mouse.column, mouse.row)
                        .map(|take| Action::Game(GameAction::PlayDigit(take))),
                }
            }
            // One event for the whole paste, whatever its length (bracketed paste).
            Event::Paste(_) => Some(Action::Chrome(ChromeAction::Paste)),
            _ => None,
        }
    }

    /// Handles one terminal event exactly as the real loop does; returns the work it asks for.
    pub fn handle_event(&mut self, event: &Event, screen: Rect) -> WorkOrders {
        let Some(action) = self.action_for_event(event, screen) else {
            return WorkOrders::default();
        };
        self.update(AppEvent::Action(action))
    }
}
