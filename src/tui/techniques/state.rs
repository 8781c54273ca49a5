//! The technique table in the App (key `c`): the current position searched by plain
//! minimax, alpha-beta, move ordering, the table (and deepening on long games), off the UI thread,
//! with each row shown as soon as it is done.

use std::time::Duration;

use crate::analysis::TechniqueTable;
use crate::engine::SearchSettings;
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
