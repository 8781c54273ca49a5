//! Colours, styles and characters in one place: 16 ANSI colours or none, Unicode or ASCII, dark or light.

use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier, Style};

use crate::games::mnk::Mark;
use crate::tui::{Background, Look};

/// The styles of every element; `plain` themes use bold, underline and reverse only.
///
/// Text is in the terminal's own colour; colours are accents, each chosen to read on the
/// background it is drawn on (a contrast of at least 4.5:1 with xterm's default colours). On a
/// background no one told (the terminal did not answer, and neither the player nor the
/// environment said), no colour reads on both black and white: accents are bold text in the
/// terminal's own colour, and colours are only drawn with a background of their own.
#[derive(Clone, Copy, Debug)]
pub struct Theme {
    color: bool,
    unicode: bool,
    background: Background,
}

impl Theme {
    pub fn new(look: Look) -> Self {
        Self {
            color: look.color,
            unicode: look.unicode,
            background: look.background,
        }
    }

    fn light(&self) -> bool {
        self.background == Background::Light
    }

    /// Whether symbols beyond ASCII may be drawn.
    pub fn unicode(&self) -> bool {
        self.unicode
    }

    /// Whether Connect Four's pieces are drawn as red and yellow discs: it takes colours (the
    /// discs' colours are the game's) and Unicode (solid and ring discs tell them apart too).
    pub fn discs(&self) -> bool {
        self.color && self.unicode
    }

    /// The theme of what is drawn on the discs' board, which is dark on every terminal.
    pub fn on_disc_board(&self) -> Self {
        Self {
            background: Background::Dark,
            ..*self
        }
    }

    fn pick(&self, colored: Style, plain: Style) -> Style {
        if self.color { colored } else { plain }
    }

    /// An accent colour: `dark` on a dark background, `light` on a light one; none when plain
    /// or on a background not known.
    fn accent(&self, dark: Color, light: Color) -> Style {
        match self.background {
            Background::Dark => self.pick(Style::new().fg(dark), Style::new()),
            Background::Light => self.pick(Style::new().fg(light), Style::new()),
            Background::Unknown => Style::new(),
        }
    }

    pub fn title_bar(&self) -> Style {
        self.pick(
            Style::new().fg(Color::White).bg(Color::Blue),
            Style::new().add_modifier(Modifier::REVERSED),
        )
    }

    /// A mark's colour on the background (on one not known, the light background's, which is
    /// only ever drawn as a background of its own: see `mark`).
    fn mark_color(&self, mark: Mark) -> Color {
        match (mark, self.background) {
            (Mark::X, Background::Dark) => Color::LightCyan,
            (Mark::O, Background::Dark) => Color::LightYellow,
            (Mark::X, _) => Color::Blue,
            (Mark::O, _) => Color::Red,
        }
    }

    /// A disc's colour: the first player's red, the second's yellow (on the dark board).
    fn disc_color(mark: Mark) -> Color {
        match mark {
            Mark::X => Color::LightRed,
            Mark::O => Color::LightYellow,
        }
    }

    pub fn mark(&self, mark: Mark) -> Style {
        let colored = match self.background {
            Background::Unknown => Style::new(),
            _ => Style::new().fg(self.mark_color(mark)),
        };
        self.pick(colored, Style::new())
            .add_modifier(Modifier::BOLD)
    }

    /// A disc on the discs' board.
    pub fn disc(&self, mark: Mark) -> Style {
        self.pick(Style::new().fg(Self::disc_color(mark)), Style::new())
    }

    /// A piece as named beside the board: a disc where discs are drawn (solid for X, a ring for
    /// O, as on the board), else the mark's letter.
    pub fn piece(&self, mark: Mark, discs: bool) -> (String, Style) {
        if discs && self.discs() {
            let style = self.disc_board().patch(self.disc(mark));
            let disc = match mark {
                Mark::X => "●",
                Mark::O => "○",
            };
            (disc.to_owned(), style)
        } else {
            (mark.symbol().to_string(), self.mark(mark))
        }
    }

    /// The board discs are drawn on: dark on every terminal, so both colours stand out.
    pub fn disc_board(&self) -> Style {
        self.pick(Style::new().fg(Color::Gray).bg(Color::Black), Style::new())
    }

    pub fn grid_line(&self) -> Style {
        self.accent(Color::DarkGray, Color::Reset)
    }

    pub fn label(&self) -> Style {
        Style::new()
    }

    /// The digit shown in an empty 3×3 cell, a quiet reminder of the digit keys.
    pub fn cell_digit(&self) -> Style {
        self.accent(Color::DarkGray, Color::Reset)
    }

    /// The cursor: the terminal's colours swapped; on a light background a light grey under
    /// the text instead (swapped, a light terminal's cursor would be a near-black block with
    /// the mark's blue or red on it).
    pub fn cursor(&self) -> Style {
        if self.color && self.light() {
            Style::new().bg(Color::Gray)
        } else {
            Style::new().add_modifier(Modifier::REVERSED)
        }
    }

    /// The cell of the last move: the piece dark on its own colour (a disc's where `disc`).
    pub fn last_move(&self, mark: Mark, disc: bool) -> Style {
        let (background, ink) = match (disc, self.background) {
            (true, _) => (Self::disc_color(mark), Color::Black),
            (false, Background::Dark) => (self.mark_color(mark), Color::Black),
            (false, _) => (self.mark_color(mark), Color::White),
        };
        self.pick(
            Style::new().fg(ink).bg(background),
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
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// The outline of a bone the last move took.
    pub fn taken_bone(&self) -> Style {
        self.accent(Color::LightMagenta, Color::Magenta)
    }

    /// What cannot be chosen now (a take larger than the heap).
    pub fn unavailable(&self) -> Style {
        let light = Style::new().add_modifier(Modifier::CROSSED_OUT);
        let colored = match self.background {
            Background::Dark => Style::new().fg(Color::DarkGray),
            _ => light,
        };
        self.pick(colored, Style::new().add_modifier(Modifier::DIM))
    }

    /// Boxes' borders, in the terminal's own colour: they stay visible on any background, even
    /// one the terminal did not tell.
    pub fn border(&self) -> Style {
        Style::new()
    }

    pub fn heading(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Quieter text: grey on a dark background; on a light one no grey reads well enough, so
    /// the terminal's own colour.
    pub fn dim(&self) -> Style {
        self.accent(Color::DarkGray, Color::Reset)
    }

    pub fn good(&self) -> Style {
        self.accent(Color::Green, Color::Blue)
            .add_modifier(Modifier::BOLD)
    }

    pub fn bad(&self) -> Style {
        self.accent(Color::LightRed, Color::Red)
            .add_modifier(Modifier::BOLD)
    }

    pub fn chosen(&self) -> Style {
        self.accent(Color::LightGreen, Color::Blue)
            .add_modifier(Modifier::BOLD)
    }

    pub fn message(&self) -> Style {
        self.accent(Color::Yellow, Color::Magenta)
            .add_modifier(Modifier::BOLD)
    }

    /// A hint's colour: wins green, losses red, draws yellow, estimates grey (on a light
    /// background: blue, red, magenta and the text's own colour).
    pub fn hint(&self, tone: crate::tui::view::words::HintTone) -> Style {
        use crate::tui::view::words::HintTone;
        match tone {
            HintTone::Win => self.good(),
            HintTone::Loss => self.bad(),
            HintTone::Draw => self
                .accent(Color::Yellow, Color::Magenta)
                .add_modifier(Modifier::BOLD),
            HintTone::Estimate if self.color => self.accent(Color::Gray, Color::Reset),
            HintTone::Estimate => Style::new().add_modifier(Modifier::DIM),
        }
    }

    pub fn key(&self) -> Style {
        self.accent(Color::LightCyan, Color::Blue)
            .add_modifier(Modifier::BOLD)
    }

    /// Every style this theme gives, for the contrast checks.
    pub fn every_style(&self) -> Vec<Style> {
        use crate::tui::view::words::HintTone;
        let mut styles = vec![
            self.title_bar(),
            self.disc_board(),
            self.grid_line(),
            self.label(),
            self.cell_digit(),
            self.cursor(),
            self.winning_cell(),
            self.bone(),
            self.taken_bone(),
            self.unavailable(),
            self.border(),
            self.heading(),
            self.dim(),
            self.good(),
            self.bad(),
            self.chosen(),
            self.message(),
            self.key(),
        ];
        for tone in [
            HintTone::Win,
            HintTone::Loss,
            HintTone::Draw,
            HintTone::Estimate,
        ] {
            styles.push(self.hint(tone));
        }
        for mark in [Mark::X, Mark::O] {
            styles.push(self.mark(mark));
            styles.push(self.piece(mark, true).1);
            styles.push(self.disc(mark).patch(self.disc_board()));
            styles.push(self.last_move(mark, false));
            styles.push(self.last_move(mark, true));
        }
        styles
    }
}

impl Look {
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
        '▀' => '"',
        '▆' | '▇' | '█' => '#',
        'α' => 'a',
        'β' => 'b',
        '∞' => '8',
        '▶' | '→' | '≥' => '>',
        // A bone on the heap, and the outline of one just taken.
        '▮' => '|',
        '▯' => '.',
        '▼' => 'v',
        // The pieces' strokes, should a shape meant for Unicode reach an ASCII terminal.
        '╲' => '\\',
        '╱' => '/',
        '╳' => 'X',
        '●' => '*',
        '○' => 'o',
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
        'œ' => 'o',
        'À' | 'Â' => 'A',
        'É' | 'È' | 'Ê' => 'E',
        'Î' => 'I',
        'Ô' => 'O',
        'Ç' => 'C',
        'Œ' => 'O',
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
