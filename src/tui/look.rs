//! What the terminal allows and shows, read once at start-up: colours, Unicode, its background.

use std::ffi::OsString;
use std::time::Duration;

use terminal_colorsaurus::{QueryOptions, ThemeMode};

/// How long the terminal has to say what its background is. Terminals that cannot tell say so
/// at once (they answer the query that follows it first); this only bounds a silent one, or a
/// slow link. Not shorter: an answer that came after it would be read as keys by the game.
const BACKGROUND_WAIT: Duration = Duration::from_millis(500);

/// The terminal's background: the colours are chosen to read well on it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Background {
    #[default]
    Dark,
    Light,
    /// Not known (the terminal did not answer, nothing else said): the colours must read on
    /// either, so text keeps the terminal's own colours (see `Theme`).
    Unknown,
}

impl Background {
    /// Asks the terminal for its background colour (OSC 11) before the game takes the screen;
    /// `None` if it does not answer within `BACKGROUND_WAIT` or cannot be asked.
    pub fn ask_terminal() -> Option<Self> {
        let mut options = QueryOptions::default();
        options.timeout = BACKGROUND_WAIT;
        match terminal_colorsaurus::theme_mode(options).ok()? {
            ThemeMode::Dark => Some(Self::Dark),
            ThemeMode::Light => Some(Self::Light),
        }
    }

    /// What `COLORFGBG` says, as rxvt and the terminals that copied it set it ("15;0": light
    /// text on colour 0, black; "0;default;15"): the last field is the background's colour
    /// number, dark for 0 to 6 and 8, light for 7 and 9 to 15. `None` when it says nothing
    /// (not set, "default", or not a colour number).
    pub fn from_colorfgbg(value: &str) -> Option<Self> {
        let background: u8 = value.rsplit(';').next()?.trim().parse().ok()?;
        match background {
            0..=6 | 8 => Some(Self::Dark),
            7 | 9..=15 => Some(Self::Light),
            _ => None,
        }
    }
}

/// What the terminal and the player allow: colours (off under `NO_COLOR` or `TERM=dumb`),
/// characters (ASCII unless the locale says UTF-8), and the background the colours are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub color: bool,
    /// Whether box drawing, arrows and other non-ASCII symbols may be drawn.
    pub unicode: bool,
    pub background: Background,
}

impl Default for Look {
    /// A modern terminal: colours, Unicode, a dark background.
    fn default() -> Self {
        Self {
            color: true,
            unicode: true,
            background: Background::Dark,
        }
    }
}

impl Look {
    pub fn from_env() -> Self {
        Self::from_vars(|name| std::env::var_os(name))
    }

    /// The look for the environment `var` describes (a function, so tests need no process env).
    /// The background is what `COLORFGBG` says, if anything; else not known. (The terminal's
    /// own answer, asked later by `on`, comes first: the variable may be left over from the
    /// terminal a session was started in.)
    pub fn from_vars(var: impl Fn(&str) -> Option<OsString>) -> Self {
        let set = |name: &str| var(name).filter(|value| !value.is_empty());
        let dumb = set("TERM").is_some_and(|term| term == "dumb");
        // https://no-color.org: a non-empty NO_COLOR turns colours off.
        let color = set("NO_COLOR").is_none() && !dumb;
        // The locale's character set comes from the first of these that is set (POSIX order).
        // With none set at all, UTF-8 is assumed: that is what terminals send today, and a
        // plain `C`/`POSIX` or another charset has to be asked for explicitly.
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].into_iter().find_map(set);
        let utf8 = locale.is_none_or(|locale| {
            let locale = locale.to_string_lossy().to_ascii_lowercase();
            locale.contains("utf-8") || locale.contains("utf8")
        });
        let background = set("COLORFGBG")
            .and_then(|value| Background::from_colorfgbg(&value.to_string_lossy()))
            .unwrap_or(Background::Unknown);
        Self {
            color,
            unicode: utf8 && !dumb,
            background,
        }
    }

    /// This look on `background`, or when `None` on the one the terminal says it has (asked
    /// only when there are colours to choose), else on the one the environment said.
    pub fn on(self, background: Option<Background>) -> Self {
        let asked = || self.color.then(Background::ask_terminal).flatten();
        Self {
            background: background.or_else(asked).unwrap_or(self.background),
            ..self
        }
    }
}
