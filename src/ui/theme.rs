//! Colours, text styles and characters, in one place: the 16 basic ANSI colours or none, Unicode or ASCII.

use std::ffi::OsString;

use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier, Style};

use crate::games::mnk::Mark;

/// The styles of every element; `plain` themes use bold, underline and reverse only.
#[derive(Clone, Copy, Debug)]
pub struct Theme {
    color: bool,
}

impl Theme {
    pub fn new(color: bool) -> Self {
        Self { color }
    }

    fn pick(&self, colored: Style, plain: Style) -> Style {
        if self.color { colored } else { plain }
    }

    pub fn title_bar(&self) -> Style {
        self.pick(
            Style::new().fg(Color::White).bg(Color::Blue),
            Style::new().add_modifier(Modifier::REVERSED),
        )
    }

    pub fn mark(&self, mark: Mark) -> Style {
        let color = match mark {
            Mark::X => Color::LightCyan,
            Mark::O => Color::LightYellow,
        };
        self.pick(Style::new().fg(color), Style::new())
            .add_modifier(Modifier::BOLD)
    }

    pub fn grid_line(&self) -> Style {
        self.pick(Style::new().fg(Color::DarkGray), Style::new())
    }

    pub fn label(&self) -> Style {
        self.pick(Style::new().fg(Color::Gray), Style::new())
    }

    /// The digit shown in an empty 3×3 cell, a quiet reminder of the digit keys.
    pub fn cell_digit(&self) -> Style {
        self.pick(Style::new().fg(Color::DarkGray), Style::new())
    }

    pub fn cursor(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    pub fn last_move(&self) -> Style {
        self.pick(
            Style::new().bg(Color::Magenta),
            Style::new().add_modifier(Modifier::UNDERLINED),
        )
    }

    pub fn winning_cell(&self) -> Style {
        self.pick(
            Style::new().fg(Color::Black).bg(Color::Green),
            Style::new().add_modifier(Modifier::REVERSED),
        )
        .add_modifier(Modifier::BOLD)
    }

    /// A bone still on the heap.
    pub fn bone(&self) -> Style {
        self.pick(Style::new().fg(Color::White), Style::new())
            .add_modifier(Modifier::BOLD)
    }

    /// The outline of a bone the last move took.
    pub fn taken_bone(&self) -> Style {
        self.pick(Style::new().fg(Color::Magenta), Style::new())
    }

    /// What cannot be chosen now (a take larger than the heap).
    pub fn unavailable(&self) -> Style {
        self.pick(
            Style::new().fg(Color::DarkGray),
            Style::new().add_modifier(Modifier::DIM),
        )
    }

    pub fn border(&self) -> Style {
        self.pick(Style::new().fg(Color::Gray), Style::new())
    }

    pub fn heading(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    pub fn dim(&self) -> Style {
        self.pick(Style::new().fg(Color::DarkGray), Style::new())
    }

    pub fn good(&self) -> Style {
        self.pick(Style::new().fg(Color::Green), Style::new())
            .add_modifier(Modifier::BOLD)
    }

    pub fn bad(&self) -> Style {
        self.pick(Style::new().fg(Color::Red), Style::new())
            .add_modifier(Modifier::BOLD)
    }

    pub fn chosen(&self) -> Style {
        self.pick(Style::new().fg(Color::LightGreen), Style::new())
            .add_modifier(Modifier::BOLD)
    }

    pub fn message(&self) -> Style {
        self.pick(Style::new().fg(Color::Yellow), Style::new())
            .add_modifier(Modifier::BOLD)
    }

    /// A hint's colour: wins green, losses red, draws yellow, estimates grey.
    pub fn hint(&self, tone: super::words::HintTone) -> Style {
        use super::words::HintTone;
        match tone {
            HintTone::Win => self.good(),
            HintTone::Loss => self.bad(),
            HintTone::Draw => self
                .pick(Style::new().fg(Color::Yellow), Style::new())
                .add_modifier(Modifier::BOLD),
            HintTone::Estimate => self.pick(
                Style::new().fg(Color::Gray),
                Style::new().add_modifier(Modifier::DIM),
            ),
        }
    }

    pub fn key(&self) -> Style {
        self.pick(Style::new().fg(Color::LightCyan), Style::new())
            .add_modifier(Modifier::BOLD)
    }
}

/// What the terminal and the player allow, read once from the environment: colours (off under
/// `NO_COLOR` or `TERM=dumb`) and characters (ASCII unless the locale says UTF-8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub color: bool,
    /// Whether box drawing, arrows and other non-ASCII symbols may be drawn.
    pub unicode: bool,
}

impl Look {
    pub fn from_env() -> Self {
        Self::from_vars(|name| std::env::var_os(name))
    }

    /// The look for the environment `var` describes (a function, so tests need no process env).
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
        Self {
            color,
            unicode: utf8 && !dumb,
        }
    }

    /// Adapts a rendered screen to what the terminal can show: without Unicode, every symbol
    /// becomes one ASCII character of the same width, so the layout stays exactly as drawn.
    pub fn finish(&self, buf: &mut Buffer) {
        if self.unicode {
            return;
        }
        for cell in &mut buf.content {
            let symbol = cell.symbol();
            if !symbol.is_ascii() {
                let ascii = symbol.chars().next().map_or(' ', ascii_stand_in);
                cell.set_char(ascii);
            }
        }
    }
}

/// The ASCII character drawn in place of `c` on a terminal without Unicode.
pub fn ascii_stand_in(c: char) -> char {
    match c {
        c if c.is_ascii() => c,
        '─' | '━' | '═' | '—' | '–' | '−' => '-',
        '│' | '┃' | '║' | '·' => '|',
        '┌' | '┐' | '└' | '┘' | '├' | '┤' | '┬' | '┴' | '┼' | '╭' | '╮' | '╰' | '╯' => {
            '+'
        }
        '…' => '.',
        '×' => 'x',
        'µ' => 'u',
        '•' | '◆' => '*',
        '≈' => '~',
        '✓' => 'v',
        '✗' | '✂' => 'x',
        '▾' => 'v',
        '▸' => '>',
        '↷' => '>',
        '▁' | '▂' | '▃' => '_',
        '▄' | '▅' => '=',
        '▆' | '▇' | '█' => '#',
        'α' => 'a',
        'β' => 'b',
        '∞' => '8',
        '▶' | '→' | '≥' => '>',
        // A bone on the heap, and the outline of one just taken.
        '▮' => '|',
        '▯' => '.',
        '▼' => 'v',
        '←' | '≤' => '<',
        '↑' => '^',
        '↓' => 'v',
        // French letters lose their accents; the no-break space is a space.
        'à' | 'â' | 'ä' => 'a',
        'é' | 'è' | 'ê' | 'ë' => 'e',
        'î' | 'ï' => 'i',
        'ô' | 'ö' => 'o',
        'ù' | 'û' | 'ü' => 'u',
        'ç' => 'c',
        'À' | 'Â' => 'A',
        'É' | 'È' | 'Ê' => 'E',
        'Î' => 'I',
        'Ô' => 'O',
        'Ç' => 'C',
        '\u{a0}' | '\u{202f}' => ' ',
        '«' | '»' => '"',
        // The spinner's braille frames turn into the classic | / - \ spinner.
        '⠋' | '⠼' | '⠇' => '|',
        '⠙' | '⠴' | '⠏' => '/',
        '⠹' | '⠦' => '-',
        '⠸' | '⠧' => '\\',
        _ => '?',
    }
}
