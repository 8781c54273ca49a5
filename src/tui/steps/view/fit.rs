//! What of step mode fits the panel's rows: the stack's (or the tree's) rows, and which of the lines that only help keep their place.

use ratatui::text::Line;

use crate::tui::view::fit::height;

/// What of step mode fits the panel's rows: the stack's rows, and which of the lines that
/// only help (the board's legend, the blank lines) keep their place. The sentence and the
/// guess's lines always show whole (a verdict is never cut); the helping lines give way to
/// the stack's levels, then the stack shows its deepest levels under a line counting those
/// left out above.
pub struct Fit {
    pub legend: bool,
    pub blank_top: bool,
    pub blank_mid: bool,
    pub blank_low: bool,
    /// Rows for the stack (at least 1: the current level).
    pub stack: usize,
}

impl Fit {
    pub fn of(
        rows: usize,
        width: u16,
        (top, legend, sentence, below): (&[Line<'_>], &Line<'_>, &Line<'_>, &[Line<'_>]),
        levels: usize,
    ) -> Self {
        let height = |lines: &[Line<'_>]| height(lines, width);
        let fixed = height(top) + 1 + height(std::slice::from_ref(sentence)) + height(below);
        let legend_rows = height(std::slice::from_ref(legend));
        // Of the sixteen ways to keep the helping lines, the one that shows the most levels
        // (the whole stack at best), then keeps the legend, then the blank lines in this order.
        (0..16u8)
            .map(|kept| Self {
                legend: kept & 8 != 0,
                blank_mid: kept & 4 != 0,
                blank_top: kept & 2 != 0,
                blank_low: kept & 1 != 0 && !below.is_empty(),
                stack: 0,
            })
            .map(|mut fit| {
                let helping = usize::from(fit.legend) * legend_rows
                    + usize::from(fit.blank_top)
                    + usize::from(fit.blank_mid)
                    + usize::from(fit.blank_low);
                fit.stack = rows.saturating_sub(fixed + helping).max(1);
                fit
            })
            .max_by_key(|fit| {
                (
                    fit.stack.min(levels),
                    fit.legend,
                    fit.blank_mid,
                    fit.blank_top,
                    fit.blank_low,
                )
            })
            .expect("sixteen ways")
    }
}
