//! The one fitting rule of the long views: lines that give way in a set order until the rest fits.

use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};

/// The rows `lines` take `width` columns wide, each wrapped at word boundaries as the views
/// draw them (an empty line takes a row).
pub fn height(lines: &[Line<'_>], width: u16) -> usize {
    lines
        .iter()
        .map(|line| {
            Paragraph::new(line.clone())
                .wrap(Wrap { trim: false })
                .line_count(width.max(1))
                .max(1)
        })
        .sum()
}

/// Lines, each with the reason it gives way for (`None`: it never does), in the order they
/// are drawn.
pub struct Ranked<R> {
    lines: Vec<(Line<'static>, Option<R>)>,
}

impl<R> Default for Ranked<R> {
    fn default() -> Self {
        Self { lines: Vec::new() }
    }
}

impl<R: Copy + PartialEq> Ranked<R> {
    pub fn push(&mut self, line: Line<'static>, gives_way: Option<R>) {
        self.lines.push((line, gives_way));
    }

    pub fn len(&self) -> usize {
        self.lines.len()
    }

    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// Puts `line` in the place of line `at`, which keeps its reason.
    pub fn replace(&mut self, at: usize, line: Line<'static>) {
        self.lines[at].0 = line;
    }

    /// Puts `line` in the place of every line that gives way for `which`.
    pub fn replace_all(&mut self, which: R, line: &Line<'static>) {
        for (old, gives_way) in &mut self.lines {
            if *gives_way == Some(which) {
                *old = line.clone();
            }
        }
    }

    /// Puts `with` in the place of the lines `at..at + len`.
    pub fn splice(&mut self, at: usize, len: usize, with: Ranked<R>) {
        self.lines.splice(at..at + len, with.lines);
    }

    /// The lines without their reasons.
    pub fn lines(&self) -> Vec<Line<'static>> {
        self.lines.iter().map(|(line, _)| line.clone()).collect()
    }

    /// The lines that give way for each reason of `order` go in turn, while `too_tall` says
    /// what is left does not fit.
    pub fn give_way(&mut self, order: &[R], too_tall: impl Fn(&Self) -> bool) {
        for which in order {
            if too_tall(self) {
                self.lines
                    .retain(|(_, gives_way)| *gives_way != Some(*which));
            }
        }
    }
}
