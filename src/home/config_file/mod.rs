//! The preferences: every setting a flag can set for the game, each one given or not, as the config file, the flags or the game hold them.

mod edit;
mod keys;
mod problem;
mod read;
mod settle;

use clap::ValueEnum;

use crate::analysis::{First, GameKind, HumanMark, Mode, ThemeChoice};
use crate::engine::{Evaluation, MoveOrder};
use crate::i18n::Lang;

pub use edit::{EditError, init_text, toml_text, write_into, write_table_into};
pub(in crate::home) use keys::is_digits;
pub use keys::{
    ConfigKey, Kind, NO_DEPTH_LIMIT, Plain, Refusal, ai_key_names, names, table_name, table_names,
};
pub use problem::{Problem, Trouble};
pub use read::{GameSection, Loaded, Read, load, read, read_with};
pub use settle::{game_of, game_played, in_force, settle};

/// Settings, each one given (`Some`) or left to what comes below it: the defaults < the file
/// < the flags. The game's defaults themselves are [`Preferences::defaults`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Preferences {
    pub lang: Option<Lang>,
    pub theme: Option<ThemeChoice>,
    pub game: Option<GameKind>,
    pub rows: Option<usize>,
    pub cols: Option<usize>,
    pub k: Option<usize>,
    pub gravity: Option<bool>,
    pub heap: Option<u32>,
    pub first: Option<First>,
    pub human: Option<HumanMark>,
    pub mode: Option<Mode>,
    pub depth: Option<Depth>,
    pub pruning: Option<bool>,
    pub eval: Option<Evaluation>,
    pub order: Option<MoveOrder>,
    pub table_mib: Option<u32>,
    pub deepening: Option<bool>,
    pub think_ms: Option<u64>,
    pub seed: Option<u64>,
    pub perfect: Option<bool>,
    pub save: Option<bool>,
}

/// The AI's depth limit as the file gives it: a number of plies, or none at all (`"none"`:
/// every search goes to the end of the game, whatever the game's default).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    Plies(u32),
    Unlimited,
}

impl Depth {
    /// The search's depth limit: `None` for no limit.
    pub fn limit(self) -> Option<u32> {
        match self {
            Self::Plies(plies) => Some(plies),
            Self::Unlimited => None,
        }
    }

    /// The depth of a search's limit (`None`: no limit).
    pub fn of_limit(limit: Option<u32>) -> Self {
        limit.map_or(Self::Unlimited, Self::Plies)
    }
}

impl Preferences {
    /// What `morpion` with no flags and no file plays, for the keys whose default is the same
    /// on every game (the others, such as the depth limit, depend on the game and stay
    /// unset; the language follows the locale).
    pub fn defaults() -> Self {
        Self {
            theme: Some(ThemeChoice::Auto),
            game: Some(GameKind::Ttt),
            gravity: Some(false),
            heap: Some(10),
            first: Some(First::Random),
            human: Some(HumanMark::X),
            mode: Some(Mode::HumanAi),
            pruning: Some(true),
            deepening: Some(false),
            think_ms: Some(1000),
            perfect: Some(true),
            save: Some(true),
            ..Self::default()
        }
    }

    /// The keys given, in the file's order.
    pub fn given(&self) -> Vec<ConfigKey> {
        ConfigKey::ALL
            .into_iter()
            .filter(|key| self.plain(*key).is_some())
            .collect()
    }

    /// A key's value as the file writes it.
    pub fn plain(&self, key: ConfigKey) -> Option<Plain> {
        fn word<T: ValueEnum>(value: Option<T>) -> Option<Plain> {
            value
                .and_then(|v| v.to_possible_value())
                .map(|v| Plain::Word(v.get_name().to_owned()))
        }
        let whole = |n: Option<u64>| n.map(Plain::Whole);
        let switch = |b: Option<bool>| b.map(Plain::Switch);
        match key {
            ConfigKey::Lang => word(self.lang),
            ConfigKey::Theme => word(self.theme),
            ConfigKey::Game => word(self.game),
            ConfigKey::First => word(self.first),
            ConfigKey::Human => word(self.human),
            ConfigKey::Mode => word(self.mode),
            ConfigKey::Eval => word(self.eval),
            ConfigKey::Order => word(self.order),
            ConfigKey::Rows => whole(self.rows.map(|n| n as u64)),
            ConfigKey::Cols => whole(self.cols.map(|n| n as u64)),
            ConfigKey::K => whole(self.k.map(|n| n as u64)),
            ConfigKey::Heap => whole(self.heap.map(u64::from)),
            ConfigKey::Depth => self.depth.map(|depth| match depth {
                Depth::Plies(plies) => Plain::Whole(u64::from(plies)),
                Depth::Unlimited => Plain::Word(NO_DEPTH_LIMIT.to_owned()),
            }),
            ConfigKey::TableMib => whole(self.table_mib.map(u64::from)),
            ConfigKey::ThinkMs => whole(self.think_ms),
            ConfigKey::Seed => whole(self.seed),
            ConfigKey::Gravity => switch(self.gravity),
            ConfigKey::Deepening => switch(self.deepening),
            ConfigKey::Pruning => switch(self.pruning),
            ConfigKey::Perfect => switch(self.perfect),
            ConfigKey::Save => switch(self.save),
        }
    }

    /// Sets a key to a value its [`ConfigKey::check`] accepted (one of another kind is ignored).
    pub fn put(&mut self, key: ConfigKey, value: &Plain) {
        fn word<T: ValueEnum>(value: &Plain) -> Option<T> {
            match value {
                Plain::Word(word) => T::from_str(word, false).ok(),
                _ => None,
            }
        }
        let whole = |value: &Plain| match value {
            Plain::Whole(n) => Some(*n),
            _ => None,
        };
        let switch = |value: &Plain| match value {
            Plain::Switch(b) => Some(*b),
            _ => None,
        };
        let narrow = |value: &Plain| whole(value).and_then(|n| u32::try_from(n).ok());
        match key {
            ConfigKey::Lang => self.lang = word(value),
            ConfigKey::Theme => self.theme = word(value),
            ConfigKey::Game => self.game = word(value),
            ConfigKey::First => self.first = word(value),
            ConfigKey::Human => self.human = word(value),
            ConfigKey::Mode => self.mode = word(value),
            ConfigKey::Eval => self.eval = word(value),
            ConfigKey::Order => self.order = word(value),
            ConfigKey::Rows => self.rows = whole(value).map(|n| n as usize),
            ConfigKey::Cols => self.cols = whole(value).map(|n| n as usize),
            ConfigKey::K => self.k = whole(value).map(|n| n as usize),
            ConfigKey::Heap => self.heap = narrow(value),
            ConfigKey::Depth => {
                self.depth = match value {
                    Plain::Word(word) if word == NO_DEPTH_LIMIT => Some(Depth::Unlimited),
                    _ => narrow(value).map(Depth::Plies),
                }
            }
            ConfigKey::TableMib => self.table_mib = narrow(value),
            ConfigKey::ThinkMs => self.think_ms = whole(value),
            ConfigKey::Seed => self.seed = whole(value),
            ConfigKey::Gravity => self.gravity = switch(value),
            ConfigKey::Deepening => self.deepening = switch(value),
            ConfigKey::Pruning => self.pruning = switch(value),
            ConfigKey::Perfect => self.perfect = switch(value),
            ConfigKey::Save => self.save = switch(value),
        }
    }

    /// Unsets a key.
    pub fn clear(&mut self, key: ConfigKey) {
        match key {
            ConfigKey::Lang => self.lang = None,
            ConfigKey::Theme => self.theme = None,
            ConfigKey::Game => self.game = None,
            ConfigKey::First => self.first = None,
            ConfigKey::Human => self.human = None,
            ConfigKey::Mode => self.mode = None,
            ConfigKey::Eval => self.eval = None,
            ConfigKey::Order => self.order = None,
            ConfigKey::Rows => self.rows = None,
            ConfigKey::Cols => self.cols = None,
            ConfigKey::K => self.k = None,
            ConfigKey::Heap => self.heap = None,
            ConfigKey::Depth => self.depth = None,
            ConfigKey::TableMib => self.table_mib = None,
            ConfigKey::ThinkMs => self.think_ms = None,
            ConfigKey::Seed => self.seed = None,
            ConfigKey::Gravity => self.gravity = None,
            ConfigKey::Deepening => self.deepening = None,
            ConfigKey::Pruning => self.pruning = None,
            ConfigKey::Perfect => self.perfect = None,
            ConfigKey::Save => self.save = None,
        }
    }

    /// These settings with `over`'s given keys in their place, key by key.
    pub fn overlaid(&self, over: &Self) -> Self {
        let mut settled = self.clone();
        for key in over.given() {
            if let Some(value) = over.plain(key) {
                settled.put(key, &value);
            }
        }
        settled
    }
}
