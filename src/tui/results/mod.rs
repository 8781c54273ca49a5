//! Keeping the results of the games against the AI between sessions: the player's results file, whether the game on the board still counts, and what each finished game, prediction or guess adds.

pub(in crate::tui) mod update;

use crate::games::playable::Setup;
use crate::home::results::{Game, Row, Side, Store};

/// The player's files the game uses: where the results are kept (none with `--no-save`, or
/// when there is no home folder), and what the config file's reading had to say.
#[derive(Clone, Debug, Default)]
pub struct PlayerFiles {
    pub results: Option<Store>,
    /// Each problem of the config file, one line each (already told on stderr).
    pub notes: Vec<String>,
}

/// The results' side of the session.
#[derive(Debug, Default)]
pub(in crate::tui) struct Keeper {
    store: Option<Store>,
    /// A move of the game on the board was taken back: it is counted apart.
    undone: bool,
}

impl Keeper {
    pub(in crate::tui) fn new(store: Option<Store>) -> Self {
        Self {
            store,
            undone: false,
        }
    }

    /// A new game starts, from the start: it counts unless a move is taken back.
    pub(in crate::tui) fn new_game(&mut self) {
        self.undone = false;
    }

    /// A move was taken back: the game is counted apart.
    pub(in crate::tui) fn taken_back(&mut self) {
        self.undone = true;
    }

    /// Whether the game on the board counts as a result when it ends.
    pub(in crate::tui) fn counts(&self) -> bool {
        !self.undone
    }

    pub(in crate::tui) fn store(&self) -> Option<&Store> {
        self.store.as_ref()
    }
}

/// An empty row for the game `setup`, the player having moved first or not.
pub(in crate::tui) fn row_for(setup: &Setup, moved_first: bool) -> Row {
    let game = match setup {
        Setup::Board(geometry) => Game::Board {
            rows: geometry.rows(),
            cols: geometry.cols(),
            k: geometry.k(),
            gravity: geometry.gravity(),
        },
        Setup::Heap(heap) => Game::Bones { heap: *heap },
    };
    let side = if moved_first {
        Side::First
    } else {
        Side::Second
    };
    Row::new(game, side)
}
