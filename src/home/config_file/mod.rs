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
    Key, Kind, NO_DEPTH_LIMIT, Plain, Refusal, ai_key_names, names, table_name, table_names,
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
    pub fn given(&self) -> Vec<Key> {
        Key::ALL
            .into_iter()
            .filter(|key| self.plain(*key).is_some())
            .collect()
    }

    /// A key's value as the file writes it.
    pub fn plain(&self, key: Key) -> Option<Plain> {
        fn word<T: ValueEnum>(value: Option<T>) -> Option<Plain> {
            value
                .and_then(|v| v.to_possible_value())
                .map(|v| Plain::Word(v.get_name().to_owned()))
        }
        let whole = |n: Option<u64>| n.map(Plain::Whole);
        let switch = |b: Option<bool>| b.map(Plain::Switch);
        match key {
            Key::Lang => word(self.lang),
            Key::Theme => word(self.theme),
            Key::Game => word(self.game),
            Key::First => word(self.first),
            Key::Human => word(self.human),
            Key::Mode => word(self.mode),
            Key::Eval => word(self.eval),
            Key::Order => word(self.order),
            Key::Rows => whole(self.rows.map(|n| n as u64)),
            Key::Cols => whole(self.cols.map(|n| n as u64)),
            Key::K => whole(self.k.map(|n| n as u64)),
            Key::Heap => whole(self.heap.map(u64::from)),
            Key::Depth => self.depth.map(|depth| match depth {
                Depth::Plies(plies) => Plain::Whole(u64::from(plies)),
                Depth::Unlimited => Plain::Word(NO_DEPTH_LIMIT.to_owned()),
            }),
            Key::TableMib => whole(self.table_mib.map(u64::from)),
            Key::ThinkMs => whole(self.think_ms),
            Key::Seed => whole(self.seed),
            Key::Gravity => switch(self.gravity),
            Key::Deepening => switch(self.deepening),
            Key::Pruning => switch(self.pruning),
            Key::Perfect => switch(self.perfect),
            Key::Save => switch(self.save),
        }
    }

    /// Sets a key to a value its [`Key::check`] accepted (one of another kind is ignored).
    pub fn put(&mut self, key: Key, value: &Plain) {
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
            Key::Lang => self.lang = word(value),
            Key::Theme => self.theme = word(value),
            Key::Game => self.game = word(value),
            Key::First => self.first = word(value),
            Key::Human => self.human = word(value),
            Key::Mode => self.mode = word(value),
            Key::Eval => self.eval = word(value),
            Key::Order => self.order = word(value),
            Key::Rows => self.rows = whole(value).map(|n| n as usize),
            Key::Cols => self.cols = whole(value).map(|n| n as usize),
            Key::K => self.k = whole(value).map(|n| n as usize),
            Key::Heap => self.heap = narrow(value),
            Key::Depth => {
                self.depth = match value {
                    Plain::Word(word) if word == NO_DEPTH_LIMIT => Some(Depth::Unlimited),
                    _ => narrow(value).map(Depth::Plies),
                }
            }
            Key::TableMib => self.table_mib = narrow(value),
            Key::ThinkMs => self.think_ms = whole(value),
            Key::Seed => self.seed = whole(value),
            Key::Gravity => self.gravity = switch(value),
            Key::Deepening => self.deepening = switch(value),
            Key::Pruning => self.pruning = switch(value),
            Key::Perfect => self.perfect = switch(value),
            Key::Save => self.save = switch(value),
        }
    }

    /// Unsets a key.
    pub fn clear(&mut self, key: Key) {
        match key {
            Key::Lang => self.lang = None,
            Key::Theme => self.theme = None,
            Key::Game => self.game = None,
            Key::First => self.first = None,
            Key::Human => self.human = None,
            Key::Mode => self.mode = None,
            Key::Eval => self.eval = None,
            Key::Order => self.order = None,
            Key::Rows => self.rows = None,
            Key::Cols => self.cols = None,
            Key::K => self.k = None,
            Key::Heap => self.heap = None,
            Key::Depth => self.depth = None,
            Key::TableMib => self.table_mib = None,
            Key::ThinkMs => self.think_ms = None,
            Key::Seed => self.seed = None,
            Key::Gravity => self.gravity = None,
            Key::Deepening => self.deepening = None,
            Key::Pruning => self.pruning = None,
            Key::Perfect => self.perfect = None,
            Key::Save => self.save = None,
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
