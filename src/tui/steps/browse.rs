//! The end of step mode's tree: the whole tree of the same search, browsed as the explorer is.

use crate::analysis::{EXPLORER_MEMORY, Explorer, Opening};
use crate::engine::{NotRecorded, Table};
use crate::games::playable::Playable;
use crate::tui::explorer::state::browse;
use crate::tui::explorer::update::ExplorerAction;
use crate::tui::steps::state::{StepsReply, StepsView};

/// The most positions a search may have for its whole tree to be recorded at its end, on the
/// screen's thread: as many as the explorer keeps in memory, so every position opens at once
/// (a search of 200,000 positions is recorded in a few tenths of a second in a release build;
/// the explorer, `t` in the game, records bigger ones in the background).
pub const BROWSE_POSITIONS: u64 = EXPLORER_MEMORY as u64 - 1;

/// The whole tree at the end of the replay.
#[derive(Debug, Default)]
pub enum Browsed {
    /// Not recorded (the replay has not been at its end with the tree shown since its last
    /// change of settings).
    #[default]
    NotYet,
    /// Recorded: the same search as the replay's (its position, settings and a fresh table).
    Tree(Box<Explorer<Playable>>),
    /// Not recorded, and not tried again until the settings change: the search is too big
    /// to record here, or the memory of its tree or its table could not be had.
    Refused,
}

impl StepsView {
    /// The whole tree, when the replay is at its end with the tree shown and it was recorded:
    /// then the panel draws the explorer and its keys browse it.
    pub fn browsing(&self) -> Option<&Explorer<Playable>> {
        match &self.browsed {
            Browsed::Tree(explorer) if self.tree && self.replay.at_end() => Some(explorer),
            _ => None,
        }
    }

    /// At the end with the tree shown: records the whole tree the first time (the same search,
    /// from the replay's position under its settings, with a fresh table as the replay's own),
    /// or says why it cannot be browsed here (too big, or no memory).
    pub(in crate::tui) fn record_at_end(&mut self) -> StepsReply {
        if !self.tree || !self.replay.at_end() || !matches!(self.browsed, Browsed::NotYet) {
            return StepsReply::Nothing;
        }
        let positions = self.replay.current().positions;
        self.browsed = Browsed::Refused;
        if positions > BROWSE_POSITIONS {
            return StepsReply::TooBigToBrowse(positions);
        }
        let settings = *self.replay.settings();
        let Ok(mut table) = Table::for_settings(&settings) else {
            return StepsReply::OutOfMemory;
        };
        match Explorer::record(self.replay.game(), &settings, &mut table) {
            Ok(mut explorer) => {
                if let Some((decision, searched)) = &self.tie_checked
                    && *searched == settings
                {
                    explorer.mark_tied(decision);
                }
                self.browsed = Browsed::Tree(Box::new(explorer));
                StepsReply::Nothing
            }
            Err(NotRecorded::TooBig { positions }) => StepsReply::TooBigToBrowse(positions),
            Err(NotRecorded::OutOfMemory(_)) => StepsReply::OutOfMemory,
        }
    }

    /// An explorer's key over the whole tree.
    pub(in crate::tui) fn browse(&mut self, key: ExplorerAction) -> StepsReply {
        let at_end = self.tree && self.replay.at_end();
        let Browsed::Tree(explorer) = &mut self.browsed else {
            return StepsReply::Nothing;
        };
        if !at_end {
            return StepsReply::Nothing;
        }
        match browse(explorer, key) {
            Opening::Leaf => StepsReply::BrowsedLeaf,
            // Every position is kept (at most EXPLORER_MEMORY): none is left to search again.
            Opening::Nothing | Opening::Opened | Opening::SearchAgain(_) => StepsReply::Nothing,
        }
    }
}
