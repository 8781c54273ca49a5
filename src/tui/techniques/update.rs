//! The technique comparison's flows: opening it, closing it, its table.

use crate::analysis::Mode;
use crate::analysis::{StudyJob, TechniqueTable};
use crate::engine::FULL_SEARCH_MAX_PLIES;
use crate::tui::hints::study_settings;
use crate::tui::state::App;
use crate::tui::techniques::state::TechniquesView;

/// The technique comparison's actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TechniquesAction {
    /// The comparison for the current position.
    Show,
    Close,
}

impl App {
    /// Opens or closes the comparison.
    pub(in crate::tui) fn techniques_act(&mut self, action: TechniquesAction) {
        match action {
            TechniquesAction::Show => self.show_techniques(),
            TechniquesAction::Close => self.close_techniques(),
        }
    }

    /// `c`: compares the techniques on the position on the board.
    pub(in crate::tui) fn show_techniques(&mut self) {
        let game = self.game.game();
        if game.is_over() {
            self.chrome.say(self.words().messages.techniques_game_over);
            return;
        }
        self.autoplay.pause_if(self.game.mode() == Mode::AiAi);
        let settings = study_settings(self.search.settings(), game);
        let deepening = (game.plies_left() > FULL_SEARCH_MAX_PLIES).then_some(self.search.think());
        let seed = self.search.seed();
        let position = game.clone();
        self.overlays.open_techniques(TechniquesView {
            position: position.clone(),
            settings,
            deepening,
            table: None,
        });
        self.chrome.clear_message();
        self.studies.start(StudyJob::Techniques {
            position,
            settings,
            seed,
            deepening,
        });
    }

    pub(in crate::tui) fn close_techniques(&mut self) {
        if self
            .overlays
            .close_techniques()
            .is_some_and(|t| t.table.is_none())
        {
            self.studies.stop();
        }
    }

    pub(in crate::tui) fn techniques_found(&mut self, table: TechniqueTable<usize>) {
        self.overlays.techniques_found(table);
    }
}
