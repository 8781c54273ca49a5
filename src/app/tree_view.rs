//! The explorer in the App (key `t`): recording the AI's last search off the UI thread, the
//! keys that browse it, and writing it as a Graphviz DOT file.

use std::hash::{Hash, Hasher};
use std::io::Write;
use std::path::PathBuf;

use super::state::{App, Side};
use crate::analysis::Mode;
use crate::analysis::StudyJob;
use crate::analysis::dot::{self, Players};
use crate::analysis::{Decision, EXPLORER_POSITIONS, Explorer, Opening};
use crate::engine::Grown;
use crate::games::playable::Playable;
use crate::i18n::Words;

/// Positions the DOT file shows (breadth first), as `analyze --dot` does by default.
pub const DOT_LIMIT: usize = 300;

/// Rows a page key moves the selection by.
const PAGE: isize = 10;

/// Whether the explorer is showing, or its tree is being recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeView {
    Closed,
    /// The tree of the decision with this serial is being recorded.
    Recording {
        serial: u64,
    },
    Open,
}

impl App {
    /// `t`: the explorer of the AI's last decision on the board (recorded once, then kept while
    /// that decision stays the last one, with the rows the player opened).
    pub(super) fn open_tree(&mut self) {
        let Some(analysis) = self.analysis() else {
            let said = &self.words().messages;
            self.say(match self.mode {
                Mode::Humans => said.no_tree_humans,
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
        self.autoplay.paused |= self.mode == Mode::AiAi;
        self.message = None;
        if self
            .explorer
            .as_ref()
            .is_some_and(|(kept, _)| *kept == serial)
        {
            self.tree = TreeView::Open;
            return;
        }
        self.explorer = None;
        self.tree = TreeView::Recording { serial };
        self.start_study(job);
    }

    pub(super) fn close_tree(&mut self) {
        let searching = matches!(
            self.study.as_ref().map(|s| &s.job),
            Some(StudyJob::Record { .. } | StudyJob::Regrow { .. })
        );
        if searching {
            self.stop_study();
        }
        self.tree = TreeView::Closed;
    }

    /// The recorded tree arrived (`None`: too big to record).
    pub(super) fn tree_recorded(&mut self, explorer: Option<Box<Explorer<Playable>>>) {
        let TreeView::Recording { serial } = self.tree else {
            return;
        };
        match explorer {
            Some(explorer) => {
                self.explorer = Some((serial, explorer));
                self.tree = TreeView::Open;
            }
            None => {
                self.tree = TreeView::Closed;
                let words = self.words();
                self.say(&(words.messages.tree_too_big)(
                    &words.int(EXPLORER_POSITIONS),
                ));
            }
        }
    }

    /// The explorer's own keys (selection, opening and closing positions).
    pub(super) fn tree_key(&mut self, action: super::Action) {
        use super::Action;
        if self.tree != TreeView::Open {
            return;
        }
        let messages = &self.lang.words().messages;
        let Some((_, explorer)) = &mut self.explorer else {
            return;
        };
        let said = match action {
            Action::TreeUp => {
                explorer.move_selection(-1);
                None
            }
            Action::TreeDown => {
                explorer.move_selection(1);
                None
            }
            Action::TreePageUp => {
                explorer.move_selection(-PAGE);
                None
            }
            Action::TreePageDown => {
                explorer.move_selection(PAGE);
                None
            }
            Action::TreeExpand => match explorer.open_selected() {
                Opening::Nothing | Opening::Opened => None,
                Opening::Leaf => Some(messages.leaf),
                Opening::SearchAgain(regrowth) => {
                    let root = explorer.root().clone();
                    self.start_study(StudyJob::Regrow { root, regrowth });
                    Some(messages.searching_subtree)
                }
            },
            Action::TreeCollapse => {
                explorer.close_selected();
                None
            }
            _ => None,
        };
        self.message = said.map(str::to_owned);
    }

    /// A left-out position's moves, searched again: in place, and opened.
    pub(super) fn regrown(&mut self, grown: Grown<usize>) {
        if let (TreeView::Open, Some((_, explorer))) = (self.tree, &mut self.explorer)
            && explorer.graft(grown)
        {
            self.message = None;
        }
    }

    /// `x` in the explorer: writes the tree (its first [`DOT_LIMIT`] positions) as DOT into a
    /// new file, and says where.
    pub(super) fn export_dot(&mut self) {
        let (TreeView::Open, Some((_, explorer))) = (self.tree, &self.explorer) else {
            return;
        };
        // The file is read by Graphviz and people alike: its words stay English, as the
        // headless `analyze --dot` writes them.
        let (max, min) = self.tree_players(explorer.root(), &crate::i18n::EN);
        let text = dot::render(
            explorer,
            DOT_LIMIT,
            &Players {
                max: &max,
                min: &min,
            },
        );
        let shown = DOT_LIMIT.min(explorer.tree().len());
        let digest = {
            let mut hasher = std::hash::DefaultHasher::new();
            text.hash(&mut hasher);
            hasher.finish()
        };
        if let Some((written, path)) = &self.last_export
            && *written == digest
            && path.exists()
        {
            let path = path.display().to_string();
            self.say(&(self.words().messages.dot_already_written)(&path));
            return;
        }
        match self.write_new_file(text.as_bytes()) {
            Ok(path) => {
                self.say(&(self.words().messages.wrote_dot)(
                    shown,
                    &path.display().to_string(),
                ));
                self.last_export = Some((digest, path));
            }
            Err(why) => self.say(&(self.words().messages.dot_failed)(&why.to_string())),
        }
    }

    /// Writes `bytes` into the first `morpion-tree-N.dot` of the export folder that does not
    /// exist yet (nothing is ever overwritten).
    fn write_new_file(&mut self, bytes: &[u8]) -> std::io::Result<PathBuf> {
        loop {
            self.exports += 1;
            let path = self
                .export_dir
                .join(format!("morpion-tree-{}.dot", self.exports));
            match std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)
            {
                Ok(mut file) => {
                    file.write_all(bytes)?;
                    return Ok(path);
                }
                Err(e)
                    if e.kind() == std::io::ErrorKind::AlreadyExists && self.exports < 10_000 => {}
                Err(e) => return Err(e),
            }
        }
    }

    /// The names of MAX (to move at the root of a tree recorded from `root`) and MIN, in
    /// `words`' language: the marks on boards, the seats on the heap (in the third person:
    /// "human holds AI to …").
    pub fn tree_players(&self, root: &Playable, words: &Words) -> (String, String) {
        match root.board() {
            Some(board) => {
                let mark = board.to_move();
                (mark.to_string(), mark.other().to_string())
            }
            None => {
                let name = |side: Side| match (self.mode, side) {
                    (Mode::HumanAi, Side::Human) => words.seats.human.to_owned(),
                    _ => (words.seats.third_person)(&self.seat_name_in(side, words)),
                };
                let side = self.seat_to_move(root);
                (name(side), name(side.other()))
            }
        }
    }

    /// The explorer, while it is open.
    pub fn explorer(&self) -> Option<&Explorer<Playable>> {
        match (self.tree, &self.explorer) {
            (TreeView::Open, Some((_, explorer))) => Some(explorer),
            _ => None,
        }
    }

    pub fn tree_view(&self) -> TreeView {
        self.tree
    }

    /// The serial of the decision the open explorer shows.
    pub fn explored_serial(&self) -> Option<u64> {
        self.explorer.as_ref().map(|(serial, _)| *serial)
    }

    /// Which seat moved into the explored decision's position, for titles.
    pub fn tree_mover(&self) -> Option<Side> {
        self.explorer().map(|e| self.seat_to_move(e.root()))
    }
}
