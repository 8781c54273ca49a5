//! Keeping the results of the games against the AI between sessions: the player's results file, whether the game on the board still counts, what each finished game, prediction or guess adds, and the screen that shows them (R).

pub(in crate::tui) mod update;
pub(in crate::tui) mod view;

use std::path::PathBuf;

use crate::games::playable::Setup;
use crate::home::results::{Game, Results, Row, Side, Store, StoreError};

/// The results screen, as the file was read when it opened.
#[derive(Debug)]
pub enum ResultsScreen {
    /// The rows kept in this file.
    Kept { path: PathBuf, results: Results },
    /// The session keeps none (`--no-save`, or no home folder).
    NotKept,
    /// The file is there but is not results: the next result keeps it aside.
    Unreadable { path: PathBuf },
    /// The file or its folder cannot be read at all (a permission, a folder in the file's
    /// place), for this reason.
    Inaccessible {
        path: PathBuf,
        error: std::io::Error,
    },
}

impl ResultsScreen {
    /// The screen for `store`'s file as it is now.
    pub(in crate::tui) fn read(store: Option<&Store>) -> Self {
        let Some(store) = store else {
            return Self::NotKept;
        };
        match store.read() {
            Ok(results) => Self::Kept {
                path: store.path(),
                results,
            },
            Err(StoreError::Unreadable { path, .. }) => Self::Unreadable { path },
            Err(StoreError::Io { path, error }) => Self::Inaccessible { path, error },
        }
    }
}

/// The results' side of the session.
#[derive(Debug, Default)]
pub(in crate::tui) struct Keeper {
    store: Option<Store>,
    /// How the game on the board counts.
    game: GameCount,
    /// The results screen, while it is open.
    screen: Option<ResultsScreen>,
    /// The screen's first line in sight (its keys scroll it).
    top: usize,
}

/// How the game on the board counts in the results.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(in crate::tui) struct GameCount {
    /// The game did not start at the game's own start (a set-up position, a position given
    /// on the command line, a saved game taken up again), or a move of it was taken back: it
    /// is counted apart.
    pub apart: bool,
    /// Its ending was kept already (or it had ended in another session): an ending reached
    /// again, after an undo and a redo, is not kept twice.
    pub ended: bool,
}

impl Keeper {
    /// The results go to `store` (none: they are not kept).
    pub(in crate::tui) fn set_store(&mut self, store: Option<Store>) {
        self.store = store;
    }

    /// A new game starts: it counts if it starts at the game's own start (`from_start`) and
    /// no move is taken back.
    pub(in crate::tui) fn new_game(&mut self, from_start: bool) {
        self.game = GameCount {
            apart: !from_start,
            ended: false,
        };
    }

    /// A move was taken back: the game is counted apart.
    pub(in crate::tui) fn taken_back(&mut self) {
        self.game.apart = true;
    }

    /// The game goes on after moves played in another session: it is counted apart, and if
    /// it had ended there (`over`), its ending is not kept again here.
    pub(in crate::tui) fn resumed(&mut self, over: bool) {
        self.game = GameCount {
            apart: true,
            ended: over,
        };
    }

    /// Whether the game on the board counts as a result when it ends.
    pub(in crate::tui) fn counts(&self) -> bool {
        !self.game.apart
    }

    /// The game on the board has ended: true the first time only (its ending is to be kept).
    pub(in crate::tui) fn ends(&mut self) -> bool {
        !std::mem::replace(&mut self.game.ended, true)
    }

    /// How the game on the board counts, to put back with [`Keeper::restore`] when it comes
    /// back to the board (after a lesson).
    pub(in crate::tui) fn game_count(&self) -> GameCount {
        self.game
    }

    pub(in crate::tui) fn restore(&mut self, count: GameCount) {
        self.game = count;
    }

    pub(in crate::tui) fn store(&self) -> Option<&Store> {
        self.store.as_ref()
    }

    /// Opens the results screen (the file read now) or closes it.
    pub(in crate::tui) fn toggle_screen(&mut self) {
        self.top = 0;
        self.screen = match self.screen {
            Some(_) => None,
            None => Some(ResultsScreen::read(self.store.as_ref())),
        };
    }

    /// Shows the results screen from its line `top` on.
    pub(in crate::tui) fn scroll_to(&mut self, top: usize) {
        self.top = top;
    }

    /// The results screen's first line in sight.
    pub(in crate::tui) fn top(&self) -> usize {
        self.top
    }

    pub(in crate::tui) fn close_screen(&mut self) {
        self.screen = None;
    }

    /// The results screen, while it is open.
    pub(in crate::tui) fn screen(&self) -> Option<&ResultsScreen> {
        self.screen.as_ref()
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
