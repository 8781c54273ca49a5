//! Colours and text styles, in one place: the 16 basic ANSI colours, or none under NO_COLOR.

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

    pub fn key(&self) -> Style {
        self.pick(Style::new().fg(Color::LightCyan), Style::new())
            .add_modifier(Modifier::BOLD)
    }
}
