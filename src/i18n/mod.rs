//! Every word the full-screen game shows, in English and in French: the catalogs of
//! [`catalog`] (one Fluent file per module and language, checked against the module's phrase
//! enum by the tests), and, for the modules not yet moved there, one table per language
//! ([`EN`], [`FR`]), both of the type [`Words`], so a phrase missing from either is a compile
//! error. The headless subcommands and `--help` stay in English (scripts read them); where they
//! word a search's scores they use the English table's phrases, as the panel does.
//!
//! A table holds words only: fixed texts (`&'static str`) and, for texts with figures in them,
//! one-line formats (plain `fn` pointers, written as closures) that place the figures, with no
//! `match`, `if` or `else` in them (a test reads the tables' sources). Which phrase a case calls
//! for (a proof and a verdict, pruning or not, a depth limit or not, singular or plural, the
//! forms of a seat's name a sentence needs) is decided once, in `choose.rs`, from the table's
//! fields. Figures that need a thousands separator or a decimal comma arrive already formatted
//! by [`Words::int`], [`Words::decimal`] and [`Words::duration`]; plain small numbers (plies,
//! moves, depths) arrive as numbers.
//!
//! French follows the typographer's rules as far as a terminal allows: a no-break space
//! (U+00A0) before `:`, `;`, `!`, `?` and `%`, between a number and its unit, and as the
//! thousands separator (`549 945`, `4,7 %`). A terminal draws every space one column wide, so
//! the narrow no-break space (U+202F) would look the same, but ratatui wraps lines at it and
//! never at U+00A0: a figure or a colon never starts a line of its own.

mod answers;
mod board;
mod bracket;
pub mod catalog;
mod choose;
mod classroom;
mod en;
mod explorer;
mod fr;
mod home;
mod lessons;
mod messages;
mod panel;
mod practice;
mod refusals;
mod step_keys;
mod steps;
mod teacher;
mod tree;
mod words;

use std::ffi::OsString;
use std::time::Duration;

pub use answers::AnswerPhrase;
pub use board::BoardPhrase;
pub use choose::Rewrites;
pub use classroom::{ClassroomPhrase, Kept};
pub use en::EN;
pub use explorer::{ExplorerWords, TechniqueWords};
pub use fr::FR;
pub use home::{HomeKeyWords, HomeWords};
pub use lessons::{CutsText, LessonKeyWords, LessonWords};
pub use messages::Messages;
pub use panel::{Panel, Reach};
pub use practice::{PracticeKeyWords, PracticeWords};
pub use refusals::RefusalPhrase;
pub use step_keys::StepKeyWords;
pub use steps::StepWords;
pub use teacher::{NoTree, RandomTree, TeacherPhrase};
pub use tree::TreePhrase;
pub use words::*;

/// A phrase of the screen, in the catalog's form (issue 38): one enum per screen module, one
/// variant per thing said, its figures and choices as named fields; each language writes every
/// variant in one exhaustive `match`, so a phrase missing from a language or given the wrong
/// fields is a compile error. Which words a case calls for (a plural, a form) is decided in
/// those matches, never by the caller.
pub trait Phrase {
    /// The phrase in English.
    fn en(&self) -> String;
    /// The phrase in French (U+00A0 where French typography wants a no-break space).
    fn fr(&self) -> String;
}

/// The language of the screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Lang {
    #[default]
    En,
    Fr,
}

/// A phrase of the catalogs is a phrase in both languages.
impl<P: catalog::Catalogued> Phrase for P {
    fn en(&self) -> String {
        catalog::say(Lang::En, self)
    }

    fn fr(&self) -> String {
        catalog::say(Lang::Fr, self)
    }
}

impl Lang {
    /// Every language the screen speaks.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// `phrase` in this language.
    pub fn say(self, phrase: &impl Phrase) -> String {
        match self {
            Self::En => phrase.en(),
            Self::Fr => phrase.fr(),
        }
    }

    /// `phrase`'s forms in this language, longest first, for a place that may be too narrow.
    pub fn forms(self, phrase: &impl catalog::Catalogued) -> Vec<String> {
        catalog::forms(self, phrase)
    }

    /// The table of this language.
    pub fn words(self) -> &'static Words {
        match self {
            Self::En => &EN,
            Self::Fr => &FR,
        }
    }

    /// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// that is set and not empty (the POSIX order for messages) decides; a value starting
    /// with `fr` (`fr_FR.UTF-8`, `fr_CA`, `fr`) means French, anything else English.
    pub fn from_env() -> Self {
        Self::from_vars(|name| std::env::var_os(name))
    }

    /// [`Lang::from_env`] for the environment `var` describes (tests need no process env).
    pub fn from_vars(var: impl Fn(&str) -> Option<OsString>) -> Self {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|name| var(name).filter(|value| !value.is_empty()));
        match locale {
            Some(locale)
                if locale
                    .to_string_lossy()
                    .to_ascii_lowercase()
                    .starts_with("fr") =>
            {
                Self::Fr
            }
            _ => Self::En,
        }
    }
}

impl Words {
    /// `549945` → `549,945` or `549 945`.
    pub fn int(&self, n: u64) -> String {
        crate::text::thousands(n).replace(',', self.thousands)
    }

    /// `x` with `places` decimals: `4.7` or `4,7`.
    pub fn decimal(&self, x: f64, places: usize) -> String {
        self.point(format!("{x:.places$}"))
    }

    /// A percentage (without its `%`), written one way everywhere: at least one decimal and
    /// two significant digits (`4,7`, `0,21`, `0,052`).
    pub fn percent(&self, share: f64) -> String {
        self.point(crate::text::percent(share))
    }

    /// The same for an upper bound, rounded up: `5,3` for 5.298.
    pub fn percent_at_most(&self, share: f64) -> String {
        self.point(crate::text::percent_at_most(share))
    }

    /// A number written in English with a decimal point, in this language.
    pub fn point(&self, text: String) -> String {
        if self.decimal == '.' {
            text
        } else {
            text.replace('.', &self.decimal.to_string())
        }
    }

    /// A short duration: `850 µs`, `8.7 ms`, `1.25 s` (see [`crate::text::duration`]), and
    /// `< 1 µs` rather than a time of nothing.
    pub fn duration(&self, d: Duration) -> String {
        let text = if d < Duration::from_micros(1) {
            "< 1 µs".to_owned()
        } else {
            crate::text::duration(d)
        };
        self.point(text).replace(' ', self.unit_space)
    }
}

/// The first of `candidates` at most `width` columns wide; where none is, the last (the
/// shortest) on one line all the same: each " · " part's first ", " piece alone where that
/// fits, else cut where a part ends (" · "), else where a part's
/// piece ends (", "), else after a whole word, an ellipsis in place of the rest: a word is
/// never cut in two and the line never wraps. A cut keeps more than the first part where it
/// can (the search's name alone says little).
pub fn fit_on_one_line<S: AsRef<str>>(candidates: &[S], width: usize) -> String {
    let fits = |text: &str| text.chars().count() <= width;
    if let Some(found) = candidates.iter().map(AsRef::as_ref).find(|c| fits(c)) {
        return found.to_owned();
    }
    // Each part's first piece only ("deepening to 6, max 1.00 s, then score 0" becomes
    // "deepening to 6"): every part still named.
    let first_pieces = |form: &str| {
        form.split(" · ")
            .map(|part| part.split(", ").next().unwrap_or(part))
            .collect::<Vec<_>>()
            .join(" · ")
    };
    if let Some(found) = candidates
        .iter()
        .map(|c| first_pieces(c.as_ref()))
        .find(|c| fits(c))
    {
        return found;
    }
    let shortest = candidates.last().map_or("", AsRef::as_ref);
    let first_part = shortest.split(" · ").next().unwrap_or("").len();
    // The longest text before a separator that fits with the ellipsis.
    let cut_at = |separator: &str| {
        shortest
            .match_indices(separator)
            .map(|(at, _)| &shortest[..at])
            .map(|kept| format!("{} …", kept.trim_end_matches([',', '.', ';', ':'])))
            .filter(|text| fits(text))
            .last()
    };
    let parts = cut_at(" · ");
    if let Some(text) = parts
        .as_ref()
        .filter(|text| text.len() > first_part + " …".len())
    {
        return text.clone();
    }
    cut_at(", ")
        .filter(|text| text.len() > first_part + " …".len())
        .or(parts)
        .or_else(|| cut_at(" "))
        .unwrap_or_default()
}

/// The first of `candidates` at most `width` columns wide, else the last (the shortest).
pub fn first_fit<S: AsRef<str>>(candidates: &[S], width: usize) -> &str {
    candidates
        .iter()
        .map(AsRef::as_ref)
        .find(|c| c.chars().count() <= width)
        .or_else(|| candidates.last().map(AsRef::as_ref))
        .unwrap_or("")
}
