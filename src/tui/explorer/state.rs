//! The explorer's view in the App (key `t`): whether it shows or records, the keys that browse
//! its tree, and the DOT text `x` writes of it.

use std::hash::{Hash, Hasher};

use crate::analysis::dot::{self, Players};
use crate::analysis::{Explorer, Opening};
use crate::games::playable::Playable;
use crate::tui::explorer::update::ExplorerAction;

/// Positions the DOT file shows (breadth first), as `analyze --dot` does by default.
pub const DOT_LIMIT: usize = 300;

/// Rows a page key moves the selection by.
const PAGE: isize = 10;

/// Whether the explorer is showing, or its tree is being recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExplorerView {
    Closed,
    /// The tree of the decision with this serial is being recorded.
    Recording {
        serial: u64,
    },
    Open,
}

/// Applies one of the explorer's own keys (selection, opening and closing positions) to
/// `explorer`; returns what opening a position found, if anything worth saying.
pub(in crate::tui) fn browse(
    explorer: &mut Explorer<Playable>,
    action: ExplorerAction,
) -> Opening<usize> {
    match action {
        ExplorerAction::Up => explorer.move_selection(-1),
        ExplorerAction::Down => explorer.move_selection(1),
        ExplorerAction::PageUp => explorer.move_selection(-PAGE),
        ExplorerAction::PageDown => explorer.move_selection(PAGE),
        ExplorerAction::Expand => return explorer.open_selected(),
        ExplorerAction::Collapse => explorer.close_selected(),
        ExplorerAction::Open | ExplorerAction::Close | ExplorerAction::ExportDot => {}
    }
    Opening::Nothing
}

/// The DOT text of the tree's first [`DOT_LIMIT`] positions, how many it shows, and a digest
/// of it (so the same text is never written twice).
pub(in crate::tui) fn dot_text(
    explorer: &Explorer<Playable>,
    max: &str,
    min: &str,
) -> (String, usize, u64) {
    let text = dot::render(explorer, DOT_LIMIT, &Players { max, min });
    let shown = DOT_LIMIT.min(explorer.tree().len());
    let mut hasher = std::hash::DefaultHasher::new();
    text.hash(&mut hasher);
    (text, shown, hasher.finish())
}
