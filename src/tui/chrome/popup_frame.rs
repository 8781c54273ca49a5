//! A popup that scrolls (the glossary, the results): its size and how far it scrolls, shared by its drawing and the scrolling keys.

use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};

/// The popup's widest (it stays readable on wide screens).
const MAX_WIDTH: u16 = 100;

/// A popup of entries on a screen: its size, and the entries it shows from each first entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PopupFrame {
    pub width: u16,
    pub height: u16,
    /// Rows each entry takes, wrapped to the popup's width.
    rows: Vec<usize>,
}

impl PopupFrame {
    /// The popup for `entries` (each a whole line, wrapped to the popup's width) on `screen`:
    /// as tall as every entry needs inside its borders, up to the screen's height.
    pub fn new<'a>(entries: impl IntoIterator<Item = Line<'a>>, screen: Rect) -> Self {
        let width = screen.width.min(MAX_WIDTH);
        // Inside the borders and the padding.
        let inner = width.saturating_sub(4).max(1);
        let rows: Vec<usize> = entries
            .into_iter()
            .map(|line| {
                Paragraph::new(line)
                    .wrap(Wrap { trim: false })
                    .line_count(inner)
            })
            .collect();
        let room = screen.height.saturating_sub(2);
        let all: usize = rows.iter().sum();
        let height = all.min(usize::from(room)) as u16 + 2;
        Self {
            width,
            height,
            rows,
        }
    }

    /// Rows for the entries inside the borders.
    fn room(&self) -> usize {
        usize::from(self.height.saturating_sub(2))
    }

    /// Not every entry fits at once: the keys scroll them.
    pub fn scrolls(&self) -> bool {
        self.rows.iter().sum::<usize>() > self.room()
    }

    /// The last first entry worth scrolling to: from it on, every entry is in sight.
    pub fn last_top(&self) -> usize {
        let mut left = self.room();
        let mut top = self.rows.len();
        while top > 0 && self.rows[top - 1] <= left {
            left -= self.rows[top - 1];
            top -= 1;
        }
        // An entry taller than the whole popup still gets its turn at the top.
        top.min(self.rows.len().saturating_sub(1))
    }

    /// Some entry after those shown from `top` is out of sight.
    pub fn more_below(&self, top: usize) -> bool {
        self.rows.iter().skip(top).sum::<usize>() > self.room()
    }
}
