//! What the game adds to the results kept: a finished game against the AI (counted, or apart after an undo), a prediction judged, a guess revealed.

use crate::analysis::Mode;
use crate::home::results::{Ending, Row, StoreError};
use crate::tui::Theme;
use crate::tui::chrome::popup_frame::PopupFrame;
use crate::tui::game::game_match::Seat;
use crate::tui::results::row_for;
use crate::tui::results::view::results_lines;
use crate::tui::saving::words::io_error;
use crate::tui::state::App;

/// The results screen's actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultsAction {
    /// `R`: open the screen (the file read afresh), or close it.
    Toggle,
    Close,
    /// Show the screen from this line on (the arrows, j k, Page Up / Down, see
    /// `keymap::popup_scroll`).
    ScrollTo(usize),
}

impl App {
    /// The results screen, when open.
    pub fn results_screen(&self) -> Option<&crate::tui::ResultsScreen> {
        self.keeper.screen()
    }

    /// The results screen's first line in sight.
    pub fn results_top(&self) -> usize {
        self.keeper.top()
    }

    /// The results screen's popup on `screen` (none open: an empty one).
    pub fn results_frame(&self, screen: ratatui::layout::Rect) -> PopupFrame {
        let lines = match self.keeper.screen() {
            Some(open) => results_lines(self.words(), open, &Theme::new(self.look())),
            None => Vec::new(),
        };
        PopupFrame::new(lines, screen)
    }

    /// Whether a game finished now would go to the results file: against the AI, in a
    /// session that keeps them.
    pub(in crate::tui) fn results_kept_now(&self) -> bool {
        self.game.mode() == Mode::HumanAi && self.keeper.store().is_some()
    }

    pub(in crate::tui) fn results_act(&mut self, action: ResultsAction) {
        match action {
            ResultsAction::Toggle => self.keeper.toggle_screen(),
            ResultsAction::Close => self.keeper.close_screen(),
            ResultsAction::ScrollTo(top) => self.keeper.scroll_to(top),
        }
    }
    /// The row of the game on the board for the player (the human's seat).
    fn results_row(&self) -> Row {
        row_for(self.game.setup(), self.game.starter() == Seat::Home)
    }

    /// The game on the board has just ended: against the AI, its result is kept.
    pub(in crate::tui) fn keep_result(&mut self) {
        if self.game.mode() != Mode::HumanAi || !self.game.game().is_over() {
            return;
        }
        // An ending reached again (undo, then redo) was kept the first time.
        if !self.keeper.ends() {
            return;
        }
        let ending = match self.game.winner() {
            Some(Seat::Home) => Ending::Won,
            Some(Seat::Away) => Ending::Lost,
            None => Ending::Drawn,
        };
        let row = self.results_row().with_game(ending, self.keeper.counts());
        self.keep(&row);
        self.report_game_over();
    }

    /// A prediction of the AI's move was judged.
    pub(in crate::tui) fn keep_prediction(&mut self, move_right: bool, worth_right: bool) {
        let mut row = self.results_row();
        row.predictions.made = 1;
        row.predictions.moves_right = u64::from(move_right);
        row.predictions.worths_right = u64::from(worth_right);
        self.keep(&row);
    }

    /// A guess of step mode was revealed.
    pub(in crate::tui) fn keep_guess(&mut self, right: bool) {
        let mut row = self.results_row();
        row.guesses.right = u64::from(right);
        row.guesses.wrong = u64::from(!right);
        self.keep(&row);
    }

    /// Adds `row` to the file, saying on the message line what went wrong if anything did.
    fn keep(&mut self, row: &Row) {
        let Some(store) = self.keeper.store() else {
            return;
        };
        let said = &self.words().messages;
        match store.add(row) {
            Ok(added) => {
                if let Some((aside, _)) = added.kept_aside {
                    self.chrome
                        .say(&(said.results_kept_aside)(&aside.display().to_string()));
                }
            }
            Err(StoreError::Unreadable { path, reason }) => {
                self.chrome.say(&(said.results_not_written)(
                    &path.display().to_string(),
                    &reason,
                ));
            }
            Err(StoreError::Io { path, error }) => {
                let why = io_error(self.words(), &error);
                self.chrome.say(&(said.results_not_written)(
                    &path.display().to_string(),
                    &why,
                ));
            }
        }
    }
}
