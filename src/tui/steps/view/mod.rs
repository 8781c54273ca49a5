//! Step mode on screen: the replayed search's stack of positions beside the board, what the
//! last step did in a sentence, the counts, and the guesses; the path's moves numbered on the board.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use crate::analysis::replay::SEEK_POSITIONS;
use crate::engine::Side;
use crate::i18n::Words;
use crate::tui::Theme;
use crate::tui::layout::Grid;
use crate::tui::{App, Origin, StepsView};

mod figure;
mod fit;
mod guess;
mod sentence;
mod stack;
mod tree;

use fit::Fit;
use guess::{answer_words, found_words};
use sentence::{Sides, sentence};
use stack::{push_stack, window_width};

/// "Step 12 of 9,088 · 5 of 2,787 positions": the totals as far as they are known.
fn counter(words: &Words, steps: &StepsView) -> String {
    let w = &words.steps;
    let frame = steps.replay.current();
    let step = words.int(frame.number);
    let positions = words.int(frame.positions);
    let total_steps = steps.replay.totals().map(|t| words.int(t.steps));
    let total_positions = steps.positions.map(|p| words.int(p));
    match (total_steps, total_positions) {
        (Some(s), Some(p)) => (w.counter)(&step, &s, &positions, &p),
        (None, Some(p)) => (w.counter_positions)(&step, &positions, &p),
        (_, None) => (w.counter_bare)(&step, &positions),
    }
}

/// Draws step mode in the panel's place.
pub fn render_steps(app: &App, steps: &StepsView, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let words = app.words();
    let w = &words.steps;
    let sides = Sides::of(app, steps);
    let replay = &steps.replay;
    let frame = replay.current();
    let root = replay.game();
    let pruning = replay.settings().pruning;
    let titles = match &steps.origin {
        Origin::Decision {
            move_number,
            played,
            ..
        } => {
            let played = crate::tui::move_name(words, root, *played);
            vec![
                (w.title)(*move_number, &played),
                (w.title_short)(*move_number, &played),
            ]
        }
        Origin::Explorer { path } => {
            let mut position = app.explorer().map(|e| e.root().clone());
            let names: Vec<String> = path
                .iter()
                .map(|&mv| {
                    let name = position
                        .as_ref()
                        .map_or_else(String::new, |p| crate::tui::move_name(words, p, mv));
                    if let Some(p) = position.as_mut() {
                        crate::engine::Game::apply(p, mv);
                    }
                    name
                })
                .collect();
            vec![(w.title_from)(&names.join(" "))]
        }
    };
    let title = crate::i18n::first_fit(&titles, usize::from(area.width.saturating_sub(2)));
    // At the end with the tree shown, the whole tree, browsed as the explorer is.
    if let Some(explorer) = steps.browsing() {
        crate::tui::explorer::view::panel::render_titled(app, explorer, title, area, theme, buf);
        return;
    }
    let block = Block::bordered()
        .title(title.to_owned())
        .border_style(theme.border());
    let inner = block.inner(area);
    block.render(area, buf);

    let width = inner.width.saturating_sub(2);
    let mut top = vec![Line::from(counter(words, steps))];
    // A seek under way in the background: where to, how far it has got, how to stop it.
    if let Some(seeking) = steps.seeking {
        let (walked, positions) = app.seek_figures().unwrap_or_default();
        let what = seeking.target.words(words);
        let text = if seeking.counting && walked == 0 {
            (w.counting)(&what, &words.int(positions), &words.int(SEEK_POSITIONS))
        } else {
            (w.seeking)(&what, &words.int(walked), &words.int(positions))
        };
        top.push(Line::styled(text, theme.key()));
    }
    // The search replayed, with the move order and the table it replays with.
    let settings = replay.settings();
    // The table with its size, then (where that does not fit) the word alone.
    let tables = match settings.transposition {
        Some(size) => vec![
            (words.panel.table_size)(size.bytes as u64 >> 20),
            words.panel.table_bare.to_owned(),
        ],
        None => vec![words.panel.no_table.to_owned()],
    };
    let heap = app.position().board().is_none();
    let searched: Vec<String> = tables
        .iter()
        .flat_map(|table| {
            words.steps_search(
                (
                    pruning,
                    settings.depth_limit,
                    matches!(steps.origin, Origin::Decision { deepened: true, .. }),
                ),
                words.move_order(settings.move_order, heap),
                table,
            )
        })
        .collect();
    // On one line, whatever the width: the stack below counts on it.
    top.push(Line::styled(
        crate::i18n::fit_on_one_line(&searched, usize::from(width)),
        theme.dim(),
    ));
    // A heap has no board to number: its legend says what the heap shows.
    let legend = match app.position().board() {
        Some(_) => w.board_legend,
        None => w.heap_legend,
    };
    let legend = Line::styled(legend, theme.dim());
    let [side, mv, alpha, beta, best] = w.header;
    let (alpha, beta) = if pruning { (alpha, beta) } else { ("", "") };
    let header = Line::styled(
        format!(
            "{side:<9} {mv:<7} {alpha:>edge$} {beta:>edge$} {best:>8}",
            edge = window_width(words)
        ),
        theme.heading(),
    );
    let sentence = Line::styled(sentence(app, steps, &sides), theme.message());
    let below = below_the_sentence(app, steps, &sides, theme);
    // The tree takes the place of the header and the stack.
    let levels = match steps.tree {
        true => tree::rows_wanted(steps) - 1,
        false => frame.stack.len(),
    };
    let fit = Fit::of(
        usize::from(inner.height),
        width,
        (&top, &legend, &sentence, &below),
        levels,
    );

    let mut lines = top;
    if fit.legend {
        lines.push(legend);
    }
    if fit.blank_top {
        lines.push(Line::default());
    }
    if steps.tree {
        let rows = fit.stack + 1;
        lines.extend(tree::lines(words, steps, usize::from(width), rows, theme));
    } else {
        lines.push(header);
        push_stack(&mut lines, app, steps, (&sides, theme), fit.stack);
    }
    if fit.blank_mid {
        lines.push(Line::default());
    }
    lines.push(sentence);
    if fit.blank_low && !below.is_empty() {
        lines.push(Line::default());
    }
    lines.extend(below);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(inner.inner(ratatui::layout::Margin::new(1, 0)), buf);
}

/// The lines under the step's sentence: the guess asked, waiting or revealed, the tally, the
/// playing and the step number being typed.
fn below_the_sentence(
    app: &App,
    steps: &StepsView,
    sides: &Sides,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let words = app.words();
    let w = &words.steps;
    let mut lines = Vec::new();
    if steps.asking {
        let max = sides.labelled(Side::Max);
        lines.push(Line::styled((w.guess_question)(&max), theme.heading()));
        // Three spaces between the answers, none after the last (it would wrap to a row of
        // its own where the answers just fit).
        let mut answers = Vec::new();
        for (i, answer) in w.guess_answers.iter().enumerate() {
            if i > 0 {
                answers.push(Span::raw("   "));
            }
            answers.push(Span::styled(*answer, theme.key()));
        }
        lines.push(Line::from(answers));
    } else if let Some(guess) = &steps.pending {
        lines.push(Line::from((w.guess_waiting)(&answer_words(
            words,
            guess.answer,
        ))));
    } else if let Some(verdict) = steps.verdict() {
        let found = found_words(words, sides, &verdict.guess, steps.replay.settings());
        let answer = answer_words(words, verdict.guess.answer);
        lines.push(if verdict.right {
            Line::styled((w.guess_right)(&answer, &found), theme.good())
        } else {
            Line::styled((w.guess_wrong)(&answer, &found), theme.bad())
        });
    }
    let tally = app.guesses();
    if tally.right + tally.wrong > 0 {
        lines.push(Line::styled(
            (w.tally)(tally.right, tally.wrong),
            theme.dim(),
        ));
    }
    if steps.playing.is_some() {
        lines.push(Line::styled(
            (w.playing)(steps.steps_per_second()),
            theme.dim(),
        ));
    }
    if !steps.typed.is_empty() {
        lines.push(Line::styled((w.typing)(&steps.typed), theme.key()));
    }
    lines
}

/// Numbers the path's moves on the board, in the order they were played: in each cell's
/// top-left corner where the piece keeps its room; in a cell too small for both, the number
/// takes the piece's place in the piece's colours (so whose move it was still shows).
pub fn render_path_numbers(steps: &StepsView, grid: &Grid, theme: &Theme, buf: &mut Buffer) {
    for (index, &cell) in steps.replay.current().step.path.iter().enumerate() {
        let rect = grid.cell_rect(cell);
        if rect.width == 0 || rect.height == 0 {
            continue;
        }
        let number = (index + 1).to_string();
        let width = number.len() as u16;
        if width > rect.width {
            continue;
        }
        let centre = (rect.x + rect.width / 2, rect.y + rect.height / 2);
        let beside_the_piece = rect.height > 1 || width <= rect.width / 2;
        if beside_the_piece {
            buf.set_string(rect.x, rect.y, number, theme.key());
        } else {
            let ink = buf[centre].style();
            let x = rect.x + (rect.width - width) / 2;
            buf.set_string(x, centre.1, number, ink);
        }
    }
}
