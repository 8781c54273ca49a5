//! A game saved to a file and read back: its board (or heap), who started, its settings, and its moves as players write them.
//!
//! The file is TOML with the config file's keys for the game and its settings, and of its
//! own: `started` (`human` or `ai`: the seat that moved first), `moves`: the columns played
//! where pieces fall, as solvers write them (`"4453"`), the cells elsewhere (`"b2 a1 c3"`),
//! the bones taken on a heap (`"2 3 1"`); and for a game from a set-up position, `start`: that
//! position as `analyze` takes it: where pieces fall the columns dropped to reach it, in order
//! (`--moves`, `"4453"`), elsewhere the board (`--board`, `"X../.O./..."`), the mark of the
//! seat that started having moved first.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::atomic;
use super::config_file::{self, ConfigKey, Preferences, Trouble};
use super::small_file;
use crate::analysis::{GameKind, HumanMark};
use crate::engine::Game;
use crate::games::bones::MAX_TAKE;
use crate::games::mnk::{Geometry, Mark, Mnk, board_shape, column_digits};
use crate::games::move_label::column_letter;
use crate::games::playable::{Playable, Setup};

/// The heap of the Game of Bones when a file gives none, as the play command's.
const DEFAULT_HEAP: u32 = 10;

/// The seat that moved first: the human's (the first player's between two people) or the
/// other one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Starter {
    Human,
    Ai,
}

impl Starter {
    fn name(self) -> &'static str {
        match self {
            Self::Human => "human",
            Self::Ai => "ai",
        }
    }
}

/// A game as a file keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// The board (shape, k, gravity) or the heap.
    pub setup: Setup,
    /// Who plays which mark, who starts the next games, who plays, the AI's settings: the
    /// config file's keys of those (the game's own keys are `setup`'s).
    pub settings: Preferences,
    pub started: Starter,
    /// The position the game started from when it is not the board's own start (set up, or
    /// given on the command line), on the board of `setup`.
    pub start: Option<Mnk>,
    /// Where pieces fall, the columns (0-based) dropped in turn from the empty board, X
    /// first, that reach `start` (empty where they are not known: a board given as marks).
    pub start_drops: Vec<usize>,
    /// The moves, as the game holds them: cells (where the piece landed, under gravity), or
    /// bones taken.
    pub moves: Vec<usize>,
}

/// Why a file is not a saved game: every problem found, each with its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused(pub Vec<String>);

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.join("; "))
    }
}

impl std::error::Error for Refused {}

impl SavedGame {
    /// The mark that moved first on a board.
    pub fn first_mark(&self) -> Mark {
        let human = self.settings.human.unwrap_or(HumanMark::X).mark();
        match self.started {
            Starter::Human => human,
            Starter::Ai => human.other(),
        }
    }

    /// The position the moves start from.
    pub fn start_position(&self) -> Playable {
        match &self.start {
            Some(position) => Playable::Board(position.clone()),
            None => self.setup.start(self.first_mark()),
        }
    }

    /// The position after the first `count` moves (all of them if fewer).
    pub fn position_after(&self, count: usize) -> Playable {
        let mut game = self.start_position();
        for &mv in self.moves.iter().take(count) {
            game.apply(mv);
        }
        game
    }

    /// The game's keys (its board or heap) and its settings, as the config file writes them.
    pub fn preferences(&self) -> Preferences {
        let mut game = Preferences::default();
        match &self.setup {
            Setup::Board(geometry) => {
                game.rows = Some(geometry.rows());
                game.cols = Some(geometry.cols());
                game.k = Some(geometry.k());
                game.gravity = Some(geometry.gravity());
            }
            Setup::Heap(heap) => {
                game.game = Some(GameKind::Bones);
                game.heap = Some(*heap);
            }
        }
        let mut settings = self.settings.clone();
        for key in ConfigKey::GAME {
            settings.clear(key);
        }
        game.overlaid(&settings)
    }

    /// The file's text.
    pub fn text(&self) -> String {
        let mut head = format!(
            "# A game of morpion, {} move{} played. `morpion --load FILE` plays on from there;\n\
             # `morpion analyze --load FILE` analyses its last position (--move N: after N moves).\n",
            self.moves.len(),
            if self.moves.len() == 1 { "" } else { "s" }
        );
        head.push_str(&format!("format = {FORMAT}\n"));
        let text = config_file::write_into(&head, &self.preferences(), &[])
            .expect("a text written here is TOML");
        let start = match &self.start {
            Some(_) if !self.start_drops.is_empty() => {
                format!("start = \"{}\"\n", column_digits(&self.start_drops))
            }
            Some(position) => format!("start = \"{}\"\n", position.to_board()),
            None => String::new(),
        };
        format!(
            "{text}started = \"{}\"\n{start}moves = \"{}\"\n",
            self.started.name(),
            self.moves_text()
        )
    }

    /// The moves as players write them.
    pub fn moves_text(&self) -> String {
        match &self.setup {
            Setup::Board(geometry) if geometry.gravity() => self
                .moves
                .iter()
                .map(|cell| (cell % geometry.cols() + 1).to_string())
                .collect(),
            Setup::Board(geometry) => self
                .moves
                .iter()
                .map(|&cell| {
                    let (row, col) = geometry.row_col(cell);
                    format!("{}{}", column_letter(col), row + 1)
                })
                .collect::<Vec<_>>()
                .join(" "),
            Setup::Heap(_) => self
                .moves
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(" "),
        }
    }
}

/// The format written in the file.
pub const FORMAT: u32 = 1;

/// A saved game's keys of its own, beside the config file's: the first before them, the
/// others after, as the file writes them.
const OWN_KEYS: [&str; 4] = ["format", "started", "start", "moves"];

/// Reads a saved game's text, checking every key as the config file's and every move as the
/// game would: any problem refuses the whole file.
pub fn parse(text: &str) -> Result<SavedGame, Refused> {
    let read = config_file::read_with(text, &OWN_KEYS, &[ConfigKey::Save]);
    let mut problems: Vec<String> = read
        .problems
        .iter()
        .map(|problem| match &problem.trouble {
            // The keys of a saved game, its own among them.
            Trouble::UnknownKey(name) => {
                let keys: Vec<&str> = std::iter::once(OWN_KEYS[0])
                    .chain(
                        ConfigKey::ALL
                            .into_iter()
                            .filter(|k| *k != ConfigKey::Save)
                            .map(ConfigKey::name),
                    )
                    .chain(OWN_KEYS[1..].iter().copied())
                    .collect();
                let line = problem
                    .line
                    .map(|line| format!("line {line}: "))
                    .unwrap_or_default();
                format!(
                    "{line}unknown key {name:?}: the keys of a saved game are {}",
                    keys.join(", ")
                )
            }
            _ => problem.to_string(),
        })
        .collect();
    let extra = |name: &str| read.extra.iter().find(|(key, ..)| key == name);
    let word =
        |name: &str| extra(name).map(|(_, line, value)| (*line, value.as_str().map(str::to_owned)));
    match extra("format") {
        Some((_, _, value)) if value.as_integer() == Some(i64::from(FORMAT)) => {}
        Some((_, line, value)) => problems.push(format!(
            "line {line}: format: {} is not {FORMAT}, the one this morpion reads",
            value.to_string().trim()
        )),
        None => problems.push(format!("format = {FORMAT} is missing")),
    }
    let started = match word("started") {
        Some((_, Some(name))) if name == "human" => Some(Starter::Human),
        Some((_, Some(name))) if name == "ai" => Some(Starter::Ai),
        Some((line, _)) => {
            problems.push(format!("line {line}: started: give \"human\" or \"ai\""));
            None
        }
        None => {
            problems.push("started (\"human\" or \"ai\") is missing".to_owned());
            None
        }
    };
    // A game key with a bad value was named above: no "missing" beside it.
    let game_named = read.problems.iter().any(|problem| {
        matches!(&problem.trouble, Trouble::Bad { key, .. } | Trouble::Contradicts { key, .. }
            if ConfigKey::GAME.contains(key))
    });
    let setup = match setup_of(&read) {
        Ok(setup) => Some(setup),
        Err(_) if game_named => None,
        Err(e) => {
            problems.push(e);
            None
        }
    };
    let moves = word("moves");
    if moves.is_none() {
        problems.push("moves is missing (\"\" for none)".to_owned());
    }
    // In the order of the file's lines; what is missing, last.
    let line_of = |problem: &String| {
        problem
            .strip_prefix("line ")
            .and_then(|rest| rest.split(':').next())
            .and_then(|n| n.parse::<usize>().ok())
            .unwrap_or(usize::MAX)
    };
    problems.sort_by_key(line_of);
    let (Some(setup), Some(started), Some((line, moves)), true) =
        (setup, started, moves, problems.is_empty())
    else {
        return Err(Refused(problems));
    };
    let Some(moves) = moves else {
        return Err(Refused(vec![format!(
            "line {line}: moves: give the moves as a string, such as \"4453\" or \"b2 a1\""
        )]));
    };
    let mut settings = read.settings;
    for key in ConfigKey::GAME {
        settings.clear(key);
    }
    let mut saved = SavedGame {
        setup,
        settings,
        started,
        start: None,
        start_drops: Vec::new(),
        moves: Vec::new(),
    };
    if let Some((line, text)) = word("start") {
        let refused = |e: String| Refused(vec![format!("line {line}: start: {e}")]);
        let drops = match (&saved.setup, text.as_deref()) {
            (Setup::Board(geometry), Some(columns))
                if geometry.gravity() && !columns.contains('/') =>
            {
                Some(drops_of(geometry, columns).map_err(refused)?)
            }
            _ => None,
        };
        saved.start = Some(match drops {
            Some((position, columns)) => {
                saved.start_drops = columns;
                position
            }
            None => start_of(&saved, text.as_deref()).map_err(refused)?,
        });
    }
    saved.moves =
        replay(&saved, &moves).map_err(|e| Refused(vec![format!("line {line}: moves: {e}")]))?;
    Ok(saved)
}

/// The board or heap the keys describe.
fn setup_of(read: &config_file::Read) -> Result<Setup, String> {
    let settings = &read.settings;
    let gravity = settings.gravity.unwrap_or(false);
    let geometry = match settings.game {
        // As the flags refuse `--game bones --gravity`.
        Some(GameKind::Bones) if gravity => {
            let line = read
                .lines
                .get(&ConfigKey::Gravity)
                .copied()
                .unwrap_or_default();
            return Err(format!(
                "line {line}: gravity: pieces fall only on boards, not on game = \"bones\""
            ));
        }
        Some(GameKind::Bones) => {
            return Ok(Setup::Heap(settings.heap.unwrap_or(DEFAULT_HEAP)));
        }
        Some(kind) => {
            let board = kind.board().expect("a board game has a board");
            let gravity = gravity || board.gravity();
            board.with_gravity(gravity)
        }
        None => {
            let (Some(rows), Some(cols)) = (settings.rows, settings.cols) else {
                return Err("the game is missing: give game, or rows and cols".to_owned());
            };
            let k = settings.k.unwrap_or(Geometry::default_k(rows, cols));
            Geometry::new(rows, cols, k)
                .map_err(|e| format!("invalid board: {e}"))?
                .with_gravity(gravity)
        }
    };
    Ok(Setup::Board(Arc::new(geometry)))
}

/// The start position a file gives: a board of the game's shape that play can reach, the mark
/// of the seat that started having moved first (where pieces fall, none above an empty cell).
fn start_of(saved: &SavedGame, board: Option<&str>) -> Result<Mnk, String> {
    let Setup::Board(geometry) = &saved.setup else {
        return Err("a heap of bones has no start position: give its size as heap".to_owned());
    };
    let board = board.ok_or("give the position as a string, such as \"X../.O./...\"")?;
    let first = saved.first_mark();
    let shape_error = |rows: usize, cols: usize| {
        format!(
            "the board is {rows}×{cols} but the game's is {}×{}",
            geometry.rows(),
            geometry.cols()
        )
    };
    // The shape first: a 3×3 board for a 4×4 game is the wrong board, not one too small.
    if let Some((rows, cols)) = board_shape(board)
        && (rows, cols) != (geometry.rows(), geometry.cols())
    {
        return Err(shape_error(rows, cols));
    }
    let drawn =
        Mnk::from_board_first(board, Some(geometry.k()), first).map_err(|e| e.to_string())?;
    if drawn.geometry().rows() != geometry.rows() || drawn.geometry().cols() != geometry.cols() {
        return Err(shape_error(
            drawn.geometry().rows(),
            drawn.geometry().cols(),
        ));
    }
    Mnk::from_marks(Arc::clone(geometry), &drawn.marks(), first).map_err(|e| e.to_string())
}

/// A start where pieces fall, given as the columns dropped to reach it (`"4453"`, X first),
/// read as `analyze --moves` reads them: the position and the columns (0-based).
fn drops_of(geometry: &Arc<Geometry>, columns: &str) -> Result<(Mnk, Vec<usize>), String> {
    let position = Mnk::from_columns(Arc::clone(geometry), columns).map_err(|e| e.to_string())?;
    if position.is_over() {
        return Err("the game is already over there".to_owned());
    }
    let drops = columns
        .trim()
        .bytes()
        .map(|c| usize::from(c - b'1'))
        .collect();
    Ok((position, drops))
}

/// The moves of `text`, each checked as the game checks a player's move.
fn replay(saved: &SavedGame, text: &str) -> Result<Vec<usize>, String> {
    let mut game = saved.start_position();
    let tokens: Vec<String> = match &saved.setup {
        Setup::Board(geometry) if geometry.gravity() => {
            text.trim().chars().map(|c| c.to_string()).collect()
        }
        _ => text.split_whitespace().map(str::to_owned).collect(),
    };
    let mut moves = Vec::with_capacity(tokens.len());
    for (index, token) in tokens.iter().enumerate() {
        let number = index + 1;
        if game.is_over() {
            return Err(format!(
                "move {number} ({token}) comes after the end of the game"
            ));
        }
        let mv = move_of(&game, token).map_err(|why| format!("move {number} ({token}): {why}"))?;
        game.apply(mv);
        moves.push(mv);
    }
    Ok(moves)
}

/// A number written as players write one: digits only, no sign and no leading zero (`a+1`
/// and `b01` are not cells).
fn plain_number(text: &str) -> Option<usize> {
    (config_file::is_digits(text) && (text == "0" || !text.starts_with('0')))
        .then(|| text.parse().ok())
        .flatten()
}

/// One move of the text in the position `game`, if it is legal there.
fn move_of(game: &Playable, token: &str) -> Result<usize, String> {
    match game {
        Playable::Board(board) if board.geometry().gravity() => {
            let cols = board.geometry().cols();
            let column = plain_number(token)
                .filter(|c| (1..=cols).contains(c))
                .ok_or_else(|| format!("not a column: give 1 to {cols}"))?;
            board
                .landing_cell(column - 1)
                .ok_or_else(|| format!("column {column} is full"))
        }
        Playable::Board(board) => {
            let geometry = board.geometry();
            let mut chars = token.chars();
            let letter = chars.next().unwrap_or(' ');
            let col = (letter as usize).wrapping_sub('a' as usize);
            let row = plain_number(chars.as_str()).and_then(|r| r.checked_sub(1));
            let (Some(row), true) = (row, col < geometry.cols()) else {
                return Err(format!(
                    "not a cell: give a column letter a to {} and a row 1 to {}",
                    column_letter(geometry.cols() - 1),
                    geometry.rows()
                ));
            };
            if row >= geometry.rows() {
                return Err(format!("not a cell: rows go from 1 to {}", geometry.rows()));
            }
            let cell = geometry.index(row, col);
            if board.mark_at(cell).is_some() {
                return Err("that cell is taken".to_owned());
            }
            Ok(cell)
        }
        Playable::Heap(heap) => {
            let left = heap.heap();
            match plain_number(token).and_then(|take| u32::try_from(take).ok()) {
                Some(take) if (1..=u32::from(MAX_TAKE)).contains(&take) && take <= left => {
                    Ok(take as usize)
                }
                Some(take) if (1..=u32::from(MAX_TAKE)).contains(&take) => {
                    Err(format!("cannot take {take}: {left} left"))
                }
                _ => Err(format!("a take is 1 to {MAX_TAKE} bones")),
            }
        }
    }
}

/// Reads the saved game at `path`.
pub fn load(path: &Path) -> Result<SavedGame, Refused> {
    let text = small_file::read_text(path, small_file::TEXT_LIMIT)
        .map_err(|e| Refused(vec![format!("{}: {e}", path.display())]))?;
    parse(&text).map_err(|Refused(problems)| {
        Refused(
            problems
                .into_iter()
                .map(|p| format!("{}: {p}", path.display()))
                .collect(),
        )
    })
}

/// Writes `game` into a new file of `folder`, `morpion-game-N.toml` with the first N free
/// (never over a file); returns its path.
pub fn save_new(folder: &Path, game: &SavedGame) -> io::Result<PathBuf> {
    let text = game.text();
    for n in 1.. {
        let path = folder.join(format!("morpion-game-{n}.toml"));
        match atomic::create_new(&path, text.as_bytes()) {
            Ok(()) => return Ok(path),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    unreachable!("one of endless names is free")
}
