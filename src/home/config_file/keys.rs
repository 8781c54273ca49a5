//! The keys of the config file, one for each setting a flag can set for the game: their names, what values they take and what they mean.

use clap::ValueEnum;

use crate::analysis::{First, GameKind, HumanMark, Mode, ThemeChoice};
use crate::engine::{Evaluation, MoveOrder};
use crate::games::bones::MAX_HEAP;
use crate::games::mnk::{MAX_COLS, MAX_ROWS};
use crate::i18n::Lang;

/// A key of the config file, named as the flag that sets the same thing (`think-ms` for
/// `--think-ms`; `pruning = false` for `--no-pruning`, `save = false` for `--no-save`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ConfigKey {
    Lang,
    Theme,
    Game,
    Rows,
    Cols,
    K,
    Gravity,
    Heap,
    First,
    Human,
    Mode,
    Depth,
    Pruning,
    Eval,
    Order,
    TableMib,
    Deepening,
    ThinkMs,
    Seed,
    Perfect,
    Save,
}

/// What values a key takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// One of these words.
    Choice(Vec<String>),
    /// A whole number in `min..=max`.
    Whole { min: u64, max: u64 },
    /// `true` or `false`.
    Switch,
}

/// A value as the file holds it, checked against its key's [`Kind`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Plain {
    Word(String),
    Whole(u64),
    Switch(bool),
}

impl ConfigKey {
    /// Every key, in the order the file written by `config --init` gives them.
    pub const ALL: [ConfigKey; 21] = [
        ConfigKey::Lang,
        ConfigKey::Theme,
        ConfigKey::Game,
        ConfigKey::Rows,
        ConfigKey::Cols,
        ConfigKey::K,
        ConfigKey::Gravity,
        ConfigKey::Heap,
        ConfigKey::First,
        ConfigKey::Human,
        ConfigKey::Mode,
        ConfigKey::Depth,
        ConfigKey::Pruning,
        ConfigKey::Eval,
        ConfigKey::Order,
        ConfigKey::TableMib,
        ConfigKey::Deepening,
        ConfigKey::ThinkMs,
        ConfigKey::Seed,
        ConfigKey::Perfect,
        ConfigKey::Save,
    ];

    /// The keys of the game itself: a ready-made game, a board of your own, or a heap.
    pub const GAME: [ConfigKey; 6] = [
        ConfigKey::Game,
        ConfigKey::Rows,
        ConfigKey::Cols,
        ConfigKey::K,
        ConfigKey::Gravity,
        ConfigKey::Heap,
    ];

    /// The AI's settings, the keys a game's table may hold (`[connect4]`): the settings whose
    /// best value depends on the game.
    pub const AI: [ConfigKey; 8] = [
        ConfigKey::Depth,
        ConfigKey::Pruning,
        ConfigKey::Eval,
        ConfigKey::Order,
        ConfigKey::TableMib,
        ConfigKey::Deepening,
        ConfigKey::ThinkMs,
        ConfigKey::Perfect,
    ];

    /// Whether the key is one of the AI's settings, which a game's table may hold.
    pub fn is_ai(self) -> bool {
        Self::AI.contains(&self)
    }

    /// The key as the file writes it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Lang => "lang",
            Self::Theme => "theme",
            Self::Game => "game",
            Self::Rows => "rows",
            Self::Cols => "cols",
            Self::K => "k",
            Self::Gravity => "gravity",
            Self::Heap => "heap",
            Self::First => "first",
            Self::Human => "human",
            Self::Mode => "mode",
            Self::Depth => "depth",
            Self::Pruning => "pruning",
            Self::Eval => "eval",
            Self::Order => "order",
            Self::TableMib => "table-mib",
            Self::Deepening => "deepening",
            Self::ThinkMs => "think-ms",
            Self::Seed => "seed",
            Self::Perfect => "perfect",
            Self::Save => "save",
        }
    }

    /// The key named `name`, if there is one.
    pub fn named(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|key| key.name() == name)
    }

    /// The flag of the play command that sets the same thing (for a switch, the one that
    /// turns it off).
    pub fn flag(self) -> &'static str {
        match self {
            Self::Pruning => "--no-pruning",
            Self::Perfect => "--no-perfect",
            Self::Save => "--no-save",
            Self::Lang => "--lang",
            Self::Theme => "--theme",
            Self::Game => "--game",
            Self::Rows => "--rows",
            Self::Cols => "--cols",
            Self::K => "--k",
            Self::Gravity => "--gravity",
            Self::Heap => "--heap",
            Self::First => "--first",
            Self::Human => "--human",
            Self::Mode => "--mode",
            Self::Depth => "--depth",
            Self::Eval => "--eval",
            Self::Order => "--order",
            Self::TableMib => "--table-mib",
            Self::Deepening => "--deepening",
            Self::ThinkMs => "--think-ms",
            Self::Seed => "--seed",
        }
    }

    /// The values the key takes: the same words and ranges as its flag.
    pub fn kind(self) -> Kind {
        let whole = |min: u64, max: u64| Kind::Whole { min, max };
        match self {
            Self::Lang => Kind::Choice(names::<Lang>()),
            Self::Theme => Kind::Choice(names::<ThemeChoice>()),
            Self::Game => Kind::Choice(names::<GameKind>()),
            Self::First => Kind::Choice(names::<First>()),
            Self::Human => Kind::Choice(names::<HumanMark>()),
            Self::Mode => Kind::Choice(names::<Mode>()),
            Self::Eval => Kind::Choice(names::<Evaluation>()),
            Self::Order => Kind::Choice(names::<MoveOrder>()),
            Self::Rows => whole(1, MAX_ROWS as u64),
            Self::Cols => whole(1, MAX_COLS as u64),
            Self::K => whole(2, MAX_COLS as u64),
            Self::Heap => whole(1, u64::from(MAX_HEAP)),
            Self::Depth => whole(1, 64),
            Self::TableMib => whole(0, 4096),
            Self::ThinkMs => whole(1, 600_000),
            Self::Seed => whole(0, u64::MAX),
            Self::Gravity | Self::Deepening | Self::Pruning | Self::Perfect | Self::Save => {
                Kind::Switch
            }
        }
    }

    /// What the key means, for the comment above it in the file `config --init` writes.
    pub fn about(self) -> &'static str {
        match self {
            Self::Lang => "The language of the screen: en or fr [default: the locale's, if French]",
            Self::Theme => {
                "The colours, for a dark or a light terminal background: auto, dark or light (auto asks the terminal)"
            }
            Self::Game => {
                "The game: ttt (3×3), ttt4 (4×4), connect4 or bones; rows, cols and k make a board of your own instead"
            }
            Self::Rows => "Rows of a board of your own (1 to 8), instead of game",
            Self::Cols => "Columns of a board of your own (1 to 9), instead of game",
            Self::K => {
                "Marks in a row needed to win on a board of your own [default: the shorter side, at least 2]"
            }
            Self::Gravity => {
                "Pieces fall to the lowest empty cell of the column played (boards only)"
            }
            Self::Heap => "Bones on the heap when the game is bones (1 to 1000)",
            Self::First => "Who moves first: human, ai or random",
            Self::Human => "The mark the human plays: x or o",
            Self::Mode => {
                "Who plays: human-ai, ai-ai (the AI against itself) or humans (two players)"
            }
            Self::Depth => {
                "The AI's depth limit in plies, 1 to 64, or \"none\" for no limit [default: none on 3×3, 6 on 4×4, none on bigger boards]"
            }
            Self::Pruning => "Alpha-beta pruning (false: plain minimax)",
            Self::Eval => {
                "How a position at the depth limit is scored: draw or heuristic [default: draw on 3×3, heuristic beyond]"
            }
            Self::Order => {
                "The order the AI tries moves in: reading, centre-first or threats [default: reading on 3×3, threats beyond]"
            }
            Self::TableMib => {
                "The AI's transposition table in MiB, 0 for none [default: none on 3×3, 16 on bigger boards]"
            }
            Self::Deepening => {
                "Iterative deepening for every AI decision, within the think time (false: one search where the tree is small enough)"
            }
            Self::ThinkMs => "How long the AI may think about a move, in milliseconds",
            Self::Seed => {
                "Seed of the AI's random choice among equally good moves [default: random]"
            }
            Self::Perfect => {
                "Connect Four: the AI plays perfectly (false: the textbook search's move)"
            }
            Self::Save => {
                "Keep the results of the games in the data folder (false: this player's games are not kept)"
            }
        }
    }

    /// Checks a value against the key's [`Kind`]; `text` is the value as the file wrote it,
    /// for the message.
    pub fn check(self, value: &toml_edit::Value, text: &str) -> Result<Plain, Refusal> {
        match (self.kind(), value) {
            (Kind::Choice(names), toml_edit::Value::String(word))
                if names.iter().any(|name| name == word.value()) =>
            {
                Ok(Plain::Word(word.value().clone()))
            }
            (Kind::Choice(names), _) => Err(Refusal::NotOneOf {
                value: text.to_owned(),
                choices: names,
            }),
            (Kind::Whole { min, max }, toml_edit::Value::Integer(n)) => {
                let n = *n.value();
                u64::try_from(n)
                    .ok()
                    .filter(|n| (min..=max).contains(n))
                    .map(Plain::Whole)
                    .ok_or(Refusal::NotInRange {
                        value: n.to_string(),
                        min,
                        max,
                    })
            }
            // A seed past the largest TOML integer (2^63 − 1) is written as a string.
            (Kind::Whole { min, max }, toml_edit::Value::String(digits))
                if self == Self::Seed && is_digits(digits.value()) =>
            {
                digits
                    .value()
                    .parse::<u64>()
                    .ok()
                    .filter(|n| (min..=max).contains(n))
                    .map(Plain::Whole)
                    .ok_or(Refusal::NotInRange {
                        value: digits.value().clone(),
                        min,
                        max,
                    })
            }
            // No depth limit, as it is: `depth = "none"`.
            (Kind::Whole { .. }, toml_edit::Value::String(word))
                if self == Self::Depth && word.value() == NO_DEPTH_LIMIT =>
            {
                Ok(Plain::Word(NO_DEPTH_LIMIT.to_owned()))
            }
            (Kind::Whole { min, max }, _) if self == Self::Depth => Err(Refusal::NotDepth {
                value: text.to_owned(),
                min,
                max,
            }),
            (Kind::Whole { min, max }, _) => Err(Refusal::NotWhole {
                value: text.to_owned(),
                min,
                max,
            }),
            (Kind::Switch, toml_edit::Value::Boolean(on)) => Ok(Plain::Switch(*on.value())),
            (Kind::Switch, _) => Err(Refusal::NotSwitch {
                value: text.to_owned(),
            }),
        }
    }
}

/// Why a value does not suit its key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    NotOneOf {
        value: String,
        choices: Vec<String>,
    },
    NotInRange {
        value: String,
        min: u64,
        max: u64,
    },
    NotWhole {
        value: String,
        min: u64,
        max: u64,
    },
    NotSwitch {
        value: String,
    },
    /// A depth limit neither a number of plies nor `"none"`.
    NotDepth {
        value: String,
        min: u64,
        max: u64,
    },
}

/// The word of the depth key for no depth limit (every search to the end of the game).
pub const NO_DEPTH_LIMIT: &str = "none";

/// The table of a ready-made game's own settings, as the file names it: `connect4` for `[connect4]`.
pub fn table_name(game: GameKind) -> String {
    game.to_possible_value()
        .map(|v| v.get_name().to_owned())
        .unwrap_or_default()
}

/// Every game's table, as the file writes them: `[ttt], [ttt4], [connect4], [bones]`.
pub fn table_names() -> String {
    names::<GameKind>()
        .iter()
        .map(|name| format!("[{name}]"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The keys a game's table may hold, as the file writes them.
pub fn ai_key_names() -> String {
    ConfigKey::AI.map(ConfigKey::name).join(", ")
}

/// The words clap accepts for a value enum, in its order.
pub fn names<T: ValueEnum>() -> Vec<String> {
    T::value_variants()
        .iter()
        .filter_map(|v| v.to_possible_value())
        .map(|v| v.get_name().to_owned())
        .collect()
}

/// Digits only, at least one.
pub(in crate::home) fn is_digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}
