//! The technique comparison in the App (key `c`): the current position searched by plain
//! minimax, alpha-beta, move ordering, the table (and deepening on long games), off the UI thread,
//! with each row shown as soon as it is done.

use std::time::Duration;

use rand::RngExt;

use super::hints::study_settings;
use super::state::App;
use crate::analysis::Mode;
use crate::analysis::StudyJob;
use crate::analysis::{TechniqueRow, TechniqueTable};
use crate::engine::{FULL_SEARCH_MAX_PLIES, SearchSettings};
use crate::games::playable::Playable;

/// The comparison popup.
#[derive(Clone, Debug)]
pub struct TechniquesView {
    /// The position compared.
    pub position: Playable,
    /// The depth limit and evaluation every row uses.
    pub settings: SearchSettings,
    /// The deepening row's time, on long games.
    pub deepening: Option<Duration>,
    /// The whole table, once every row is done.
    pub table: Option<TechniqueTable<usize>>,
}

impl App {
    /// `c`: compares the techniques on the position on the board.
    pub(super) fn show_techniques(&mut self) {
        if self.game.is_over() {
            self.say(self.words().messages.compare_game_over);
            return;
        }
        self.autoplay.paused |= self.mode == Mode::AiAi;
        let settings = study_settings(&self.settings, &self.game);
        let deepening = (self.game.plies_left() > FULL_SEARCH_MAX_PLIES).then_some(self.think);
        let seed = self.rng.random();
        self.techniques = Some(TechniquesView {
            position: self.game.clone(),
            settings,
            deepening,
            table: None,
        });
        self.message = None;
        self.start_study(StudyJob::Techniques {
            position: self.game.clone(),
            settings,
            seed,
            deepening,
        });
    }

    pub(super) fn close_techniques(&mut self) {
        if self.techniques.as_ref().is_some_and(|t| t.table.is_none()) {
            self.stop_study();
        }
        self.techniques = None;
    }

    pub(super) fn techniques_found(&mut self, table: TechniqueTable<usize>) {
        if let Some(view) = &mut self.techniques {
            view.table = Some(table);
        }
    }

    /// The comparison popup, while it is open.
    pub fn techniques(&self) -> Option<&TechniquesView> {
        self.techniques.as_ref()
    }

    /// The comparison's rows so far: all of them once done, else those finished, and the
    /// positions the running row has searched so far.
    pub fn technique_rows(&self) -> (Vec<TechniqueRow<usize>>, Option<u64>) {
        let Some(view) = &self.techniques else {
            return (Vec::new(), None);
        };
        if let Some(table) = &view.table {
            return (table.rows.clone(), None);
        }
        match &self.study_live {
            Some(live) if self.study.as_ref().is_some_and(|s| s.id == live.id) => {
                (live.rows.clone(), Some(live.positions))
            }
            _ => (Vec::new(), Some(0)),
        }
    }
}
