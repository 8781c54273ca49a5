//! The explorer's flows: recording the tree, its keys, the parts grown again, the DOT file.

use crate::analysis::Mode;
use crate::analysis::StudyJob;
use crate::analysis::{Decision, Explorer, Opening};
use crate::engine::{Grown, NotRecorded};
use crate::games::playable::Playable;
use crate::tui::explorer::state::ExplorerView;
use crate::tui::state::App;

/// The explorer's actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExplorerAction {
    /// The search tree of the AI's last search.
    Open,
    Close,
    Up,
    Down,
    PageUp,
    PageDown,
    /// Open the selected position of the tree (its searched moves).
    Expand,
    /// Close the selected position, or go to its parent.
    Collapse,
    /// Write the explored tree as a Graphviz DOT file.
    ExportDot,
}

impl App {
    /// Does one of the explorer's actions.
    pub(in crate::tui) fn explorer_act(&mut self, action: ExplorerAction) {
        match action {
            ExplorerAction::Open => self.open_tree(),
            ExplorerAction::Close => self.close_tree(),
            ExplorerAction::ExportDot => self.export_dot(),
            ExplorerAction::Up
            | ExplorerAction::Down
            | ExplorerAction::PageUp
            | ExplorerAction::PageDown
            | ExplorerAction::Expand
            | ExplorerAction::Collapse => self.tree_key(action),
        }
    }

    /// `t`: the explorer of the AI's last decision on the board (recorded once, then kept while
    /// that decision stays the last one, with the rows the player opened).
    pub(in crate::tui) fn open_tree(&mut self) {
        let Some(analysis) = self.game.analysis() else {
            let said = &self.words().messages;
            self.chrome.say(match self.game.mode() {
                Mode::Humans => said.no_tree_humans,
                _ if self.game.ai_moves_unsearched() => said.no_search_saved,
                _ => said.no_tree_yet,
            });
            return;
        };
        let serial = analysis.serial;
        let job = StudyJob::Record {
            position: analysis.position.clone(),
            settings: analysis.outcome.selected.settings,
            decision: Decision::of(&analysis.outcome.selected, analysis.played),
        };
        self.autoplay.pause_if(self.game.mode() == Mode::AiAi);
        self.chrome.clear_message();
        if self.studies.explorer_serial() == Some(serial) {
            self.overlays.set_tree(ExplorerView::Open);
            return;
        }
        self.studies.forget_explorer();
        self.overlays.set_tree(ExplorerView::Recording { serial });
        self.studies.start(job);
    }

    pub(in crate::tui) fn close_tree(&mut self) {
        self.studies
            .stop_if(|job| matches!(job, StudyJob::Record { .. } | StudyJob::Regrow { .. }));
        self.overlays.set_tree(ExplorerView::Closed);
    }

    /// The recorded tree arrived, or why it could not be recorded.
    pub(in crate::tui) fn tree_recorded(
        &mut self,
        explorer: Result<Box<Explorer<Playable>>, NotRecorded>,
    ) {
        let ExplorerView::Recording { serial } = self.overlays.tree() else {
            return;
        };
        match explorer {
            Ok(explorer) => {
                self.studies.keep_explorer(serial, explorer);
                self.overlays.set_tree(ExplorerView::Open);
            }
            Err(why) => {
                self.overlays.set_tree(ExplorerView::Closed);
                self.say_not_recorded(why);
            }
        }
    }

    /// The explorer's own keys (selection, opening and closing positions).
    pub(in crate::tui) fn tree_key(&mut self, action: ExplorerAction) {
        if self.overlays.tree() != ExplorerView::Open {
            return;
        }
        let messages = &self.words().messages;
        let Some(explorer) = self.studies.explorer_mut() else {
            return;
        };
        let said = match crate::tui::explorer::state::browse(explorer, action) {
            Opening::Nothing | Opening::Opened => None,
            Opening::Leaf => Some(messages.leaf),
            Opening::SearchAgain(regrowth) => {
                let root = explorer.root().clone();
                let regrowth = *regrowth;
                self.studies.start(StudyJob::Regrow { root, regrowth });
                Some(messages.searching_subtree)
            }
        };
        self.chrome.set_message(said);
    }

    /// A left-out position's moves, searched again: in place, and opened.
    pub(in crate::tui) fn regrown(&mut self, grown: Result<Box<Grown<usize>>, NotRecorded>) {
        if self.overlays.tree() != ExplorerView::Open {
            return;
        }
        let grown = match grown {
            Ok(grown) => grown,
            Err(why) => return self.say_not_recorded(why),
        };
        if let Some(explorer) = self.studies.explorer_mut()
            && explorer.graft(*grown)
        {
            self.chrome.clear_message();
        }
    }

    /// Why the explorer's tree (or a part of it) could not be recorded.
    pub(in crate::tui) fn say_not_recorded(&mut self, why: NotRecorded) {
        let words = self.words();
        let said = match why {
            NotRecorded::TooBig { positions } => {
                (words.messages.tree_too_big)(&words.int(positions))
            }
            NotRecorded::OutOfMemory(e) => {
                (words.messages.tree_no_memory)(e.bytes.div_ceil(1 << 20))
            }
        };
        self.chrome.say(&said);
    }

    /// `x` in the explorer: writes the tree (its first [`crate::tui::DOT_LIMIT`] positions) as DOT
    /// into a new file, and says where.
    pub(in crate::tui) fn export_dot(&mut self) {
        let (ExplorerView::Open, Some(explorer)) = (self.overlays.tree(), self.studies.explorer())
        else {
            return;
        };
        // The file is read by Graphviz and people alike: its words stay English, as the
        // headless `analyze --dot` writes them.
        let (max, min) = self.tree_players(explorer.root(), &crate::i18n::EN);
        let (text, shown, digest) = crate::tui::explorer::state::dot_text(explorer, &max, &min);
        let said = &self.words().messages;
        if self.chrome.export_dir().is_none() {
            self.chrome.say(said.no_files_here);
            return;
        }
        if let Some(path) = self.chrome.already_exported(digest) {
            let path = path.display().to_string();
            self.chrome.say(&(said.dot_already_written)(&path));
            return;
        }
        match self.chrome.export(text.as_bytes(), digest) {
            Ok(path) => self
                .chrome
                .say(&(said.wrote_dot)(shown, &path.display().to_string())),
            Err(why) => self.chrome.say(&(said.dot_failed)(&why.to_string())),
        }
    }
}
