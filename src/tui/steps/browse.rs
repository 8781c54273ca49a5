//! The end of step mode's tree: once the replay reaches the search's last step with the tree
//! shown, the whole tree of the same search is recorded and browsed there as the explorer is
//! (its rows, its details, its keys), so the tree that grew step by step becomes the explorer.

use crate::analysis::{EXPLORER_MEMORY, Explorer, Opening};
use crate::engine::Table;
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
    /// Too big to record here: its positions.
    TooBig(u64),
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
    /// or says it is too big to browse here.
    pub(in crate::tui) fn record_at_end(&mut self) -> StepsReply {
        if !self.tree || !self.replay.at_end() || !matches!(self.browsed, Browsed::NotYet) {
            return StepsReply::Nothing;
        }
        let positions = self.replay.current().positions;
        if positions > BROWSE_POSITIONS {
            self.browsed = Browsed::TooBig(positions);
            return StepsReply::TooBigToBrowse(positions);
        }
        let settings = *self.replay.settings();
        let mut table = Table::for_one_search(&settings);
        match Explorer::record(self.replay.game(), &settings, &mut table) {
            Ok(explorer) => {
                self.browsed = Browsed::Tree(Box::new(explorer));
                StepsReply::Nothing
            }
            Err(_) => {
                self.browsed = Browsed::TooBig(positions);
                StepsReply::TooBigToBrowse(positions)
            }
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
