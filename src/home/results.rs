//! The results kept between sessions: per game, board and side, the games won, drawn and lost against the AI, and the prediction and guessing tallies.
//!
//! One JSON file in the data folder. Every write reads the file afresh under a lock, adds
//! its own counts and replaces the file atomically, so two sessions at once both count and a
//! crash or a full disk leaves the old file whole. A file that cannot be read is kept aside
//! under another name, never emptied.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use clap::ValueEnum;
use serde::{Deserialize, Serialize};

use super::atomic::{self, Writer};
use super::lock::Lock;
use super::places::RESULTS_FILE;
use super::small_file;
use crate::analysis::GameKind;

/// The format of the file, written in it: a file of another format is not read (and kept
/// aside when a result is written).
pub const FORMAT: u32 = 1;

/// The game a row counts: a board (its shape, k and gravity) or a heap of bones.
///
/// In the file, `"game"` names it as `--game` does (`"ttt"`, `"ttt4"`, `"connect4"`,
/// `"bones"`), or `"board"` for a shape `--game` has no name for; the shape is written
/// beside it either way. Files written before the ready-made names (`"board"` for every
/// shape) read as the same rows.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "GameRecord", into = "GameRecord")]
pub enum Game {
    Board {
        rows: usize,
        cols: usize,
        k: usize,
        gravity: bool,
    },
    Bones {
        heap: u32,
    },
}

/// The name `"game"` gives a board no ready-made game has.
const ANY_BOARD: &str = "board";

/// A [`Game`] as the file writes it: its name, then its shape or its heap.
#[derive(Serialize, Deserialize)]
struct GameRecord {
    game: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    rows: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cols: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    k: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    gravity: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    heap: Option<u32>,
}

impl Game {
    /// The ready-made game of this board, if there is one (bones is one, whatever its heap).
    fn kind(&self) -> Option<GameKind> {
        let same_board = |kind: GameKind| {
            kind.board().is_some_and(|board| {
                self == &Self::Board {
                    rows: board.rows(),
                    cols: board.cols(),
                    k: board.k(),
                    gravity: board.gravity(),
                }
            })
        };
        match self {
            Self::Bones { .. } => Some(GameKind::Bones),
            Self::Board { .. } => GameKind::value_variants()
                .iter()
                .copied()
                .find(|&kind| same_board(kind)),
        }
    }
}

impl From<Game> for GameRecord {
    fn from(game: Game) -> Self {
        let name = game.kind().map_or(ANY_BOARD, GameKind::name).to_owned();
        let record = Self {
            game: name,
            rows: None,
            cols: None,
            k: None,
            gravity: None,
            heap: None,
        };
        match game {
            Game::Board {
                rows,
                cols,
                k,
                gravity,
            } => Self {
                rows: Some(rows),
                cols: Some(cols),
                k: Some(k),
                gravity: Some(gravity),
                ..record
            },
            Game::Bones { heap } => Self {
                heap: Some(heap),
                ..record
            },
        }
    }
}

impl TryFrom<GameRecord> for Game {
    type Error = String;

    fn try_from(record: GameRecord) -> Result<Self, String> {
        let missing =
            |field: &str| format!("a row of game \"{}\" without its {field}", record.game);
        let game = if record.game == GameKind::Bones.name() {
            Self::Bones {
                heap: record.heap.ok_or_else(|| missing("heap"))?,
            }
        } else {
            Self::Board {
                rows: record.rows.ok_or_else(|| missing("rows"))?,
                cols: record.cols.ok_or_else(|| missing("cols"))?,
                k: record.k.ok_or_else(|| missing("k"))?,
                gravity: record.gravity.ok_or_else(|| missing("gravity"))?,
            }
        };
        // "board" is any shape (the name every board had before); a ready-made name, its own.
        let named = game.kind().map_or(ANY_BOARD, GameKind::name);
        if record.game == named || record.game == ANY_BOARD {
            Ok(game)
        } else {
            Err(format!(
                "a row of game \"{}\" whose shape is not that game's",
                record.game
            ))
        }
    }
}

/// The player's side: the one who moved first, or second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    First,
    Second,
}

/// Games won, drawn and lost, from the player's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub won: u64,
    pub drawn: u64,
    pub lost: u64,
}

impl Tally {
    pub fn games(&self) -> u64 {
        self.won
            .saturating_add(self.drawn)
            .saturating_add(self.lost)
    }

    /// Counts added, each stopping at its greatest (a file's count never wraps to 0).
    fn add(&mut self, other: &Self) {
        self.won = self.won.saturating_add(other.won);
        self.drawn = self.drawn.saturating_add(other.drawn);
        self.lost = self.lost.saturating_add(other.lost);
    }
}

/// How a game ended, for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    Won,
    Drawn,
    Lost,
}

/// Predict mode's tally: predictions made, and how many had the AI's move and its worth right.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Predictions {
    pub made: u64,
    pub moves_right: u64,
    pub worths_right: u64,
}

/// Step mode's guesses of a position's value, right and wrong.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Guesses {
    pub right: u64,
    pub wrong: u64,
}

/// The counts of one game and side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    #[serde(flatten)]
    pub game: Game,
    pub side: Side,
    /// Games played against the AI from the start, without taking a move back: the results.
    #[serde(default)]
    pub results: Tally,
    /// Games against the AI from a set-up or loaded position, or with a move taken back:
    /// counted apart.
    #[serde(default)]
    pub apart: Tally,
    #[serde(default)]
    pub predictions: Predictions,
    #[serde(default)]
    pub guesses: Guesses,
}

impl Row {
    /// A row with nothing counted yet.
    pub fn new(game: Game, side: Side) -> Self {
        Self {
            game,
            side,
            results: Tally::default(),
            apart: Tally::default(),
            predictions: Predictions::default(),
            guesses: Guesses::default(),
        }
    }

    /// This row with one game ended so, counted as a result (`counts`) or apart.
    pub fn with_game(mut self, ending: Ending, counts: bool) -> Self {
        let tally = if counts {
            &mut self.results
        } else {
            &mut self.apart
        };
        match ending {
            Ending::Won => tally.won += 1,
            Ending::Drawn => tally.drawn += 1,
            Ending::Lost => tally.lost += 1,
        }
        self
    }

    fn add(&mut self, other: &Self) {
        self.results.add(&other.results);
        self.apart.add(&other.apart);
        let add = |count: &mut u64, more: u64| *count = count.saturating_add(more);
        add(&mut self.predictions.made, other.predictions.made);
        add(
            &mut self.predictions.moves_right,
            other.predictions.moves_right,
        );
        add(
            &mut self.predictions.worths_right,
            other.predictions.worths_right,
        );
        add(&mut self.guesses.right, other.guesses.right);
        add(&mut self.guesses.wrong, other.guesses.wrong);
    }
}

/// Every row kept, in the order of their games and sides.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Results {
    pub format: u32,
    pub rows: Vec<Row>,
}

impl Results {
    /// Adds a row's counts to the row of its game and side (made if new).
    pub fn add(&mut self, counts: &Row) {
        match self
            .rows
            .iter_mut()
            .find(|row| row.game == counts.game && row.side == counts.side)
        {
            Some(row) => row.add(counts),
            None => {
                self.rows.push(counts.clone());
                self.rows
                    .sort_by(|a, b| (&a.game, a.side).cmp(&(&b.game, b.side)));
            }
        }
    }

    fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        // serde's words name the place; the sentence says what was expected there.
        let results: Self = serde_json::from_slice(bytes).map_err(|e| {
            format!("not the results morpion writes (JSON {{\"format\":1,\"rows\":[…]}}): {e}")
        })?;
        if results.format != FORMAT {
            return Err(format!(
                "format {} is not the one this morpion writes ({FORMAT})",
                results.format
            ));
        }
        Ok(results)
    }

    fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = serde_json::to_vec_pretty(self).expect("results always serialise");
        bytes.push(b'\n');
        bytes
    }
}

/// What went wrong with the results' file.
#[derive(Debug)]
pub enum StoreError {
    /// The file is there but is not results: it is left where it is (`read`) or was kept aside
    /// (`add` says where, in [`Added::kept_aside`]).
    Unreadable { path: PathBuf, reason: String },
    /// The folder or the file could not be read or written; the old file is whole.
    Io { path: PathBuf, error: io::Error },
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unreadable { path, reason } => {
                write!(f, "{} cannot be read: {reason}", path.display())
            }
            Self::Io { path, error } => write!(f, "{}: {error}", path.display()),
        }
    }
}

impl std::error::Error for StoreError {}

/// What a write did besides adding its counts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Added {
    /// An unreadable file found in the way, kept aside under this name, with why it could not
    /// be read; the new file starts from this write's counts alone.
    pub kept_aside: Option<(PathBuf, String)>,
}

/// The results' file in a data folder.
#[derive(Clone, Debug)]
pub struct Store {
    folder: PathBuf,
    writer: Writer,
}

impl Store {
    /// The results of the data folder `folder` (made when the first result is written).
    pub fn in_folder(folder: &Path) -> Self {
        Self {
            folder: folder.to_path_buf(),
            writer: atomic::write_all,
        }
    }

    /// The same store writing its bytes through `writer` (tests: a disk that fills half-way).
    pub fn with_writer(self, writer: Writer) -> Self {
        Self { writer, ..self }
    }

    /// The file.
    pub fn path(&self) -> PathBuf {
        self.folder.join(RESULTS_FILE)
    }

    /// The results kept so far (none if there is no file yet).
    pub fn read(&self) -> Result<Results, StoreError> {
        let path = self.path();
        match small_file::read(&path, small_file::RESULTS_LIMIT) {
            Ok(bytes) => Results::from_bytes(&bytes)
                .map_err(|reason| StoreError::Unreadable { path, reason }),
            // Too big to be results: kept aside as any file that is not results.
            Err(error) if error.kind() == io::ErrorKind::InvalidData => {
                Err(StoreError::Unreadable {
                    path,
                    reason: error.to_string(),
                })
            }
            Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(Results {
                format: FORMAT,
                rows: Vec::new(),
            }),
            Err(error) => Err(StoreError::Io { path, error }),
        }
    }

    /// Adds `counts` to the file: under the lock, the file read afresh (another session may
    /// have written since), the counts added, the file replaced whole. A file that cannot be
    /// read is kept aside first (see [`Added`]).
    pub fn add(&self, counts: &Row) -> Result<Added, StoreError> {
        let io = |path: &Path| {
            let path = path.to_path_buf();
            move |error| StoreError::Io { path, error }
        };
        std::fs::create_dir_all(&self.folder).map_err(io(&self.folder))?;
        let lock_path = self.folder.join(format!("{RESULTS_FILE}.lock"));
        // Named by the results' file (the lock's own words name the lock).
        let _lock = Lock::acquire(&lock_path).map_err(io(&self.path()))?;
        let path = self.path();
        let mut added = Added::default();
        let mut results = match self.read() {
            Ok(results) => results,
            Err(StoreError::Unreadable { reason, .. }) => {
                let aside = self.aside_name();
                std::fs::rename(&path, &aside).map_err(io(&path))?;
                added.kept_aside = Some((aside, reason));
                Results {
                    format: FORMAT,
                    rows: Vec::new(),
                }
            }
            Err(error) => return Err(error),
        };
        results.add(counts);
        atomic::replace_through(&path, &results.to_bytes(), self.writer).map_err(io(&path))?;
        Ok(added)
    }

    /// A name no file has yet: `results.json.unreadable`, then `.unreadable-2`, …
    fn aside_name(&self) -> PathBuf {
        std::iter::once(format!("{RESULTS_FILE}.unreadable"))
            .chain((2..).map(|n| format!("{RESULTS_FILE}.unreadable-{n}")))
            .map(|name| self.folder.join(name))
            .find(|path| path.symlink_metadata().is_err())
            .expect("one of endless names is free")
    }
}
