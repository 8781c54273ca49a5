//! The Game of Bones on screen: the heap in groups of five, who took what last, the take selector.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Widget};

use crate::analysis::Mode;
use crate::engine::ScoreMeaning;
use crate::games::bones::{Bones, MAX_TAKE};
use crate::i18n::{BoardPhrase, first_fit};
use crate::tui::Theme;
use crate::tui::layout::{BONE_GROUP, HeapLayout};
use crate::tui::view::words::{EstimateForm, HintTone, hint_words};
use crate::tui::{App, Chooser, HintSet};

/// A bone on the heap, and the outline left by one the last move took.
const BONE: &str = "▮";
const TAKEN: &str = "▯";

/// Draws the heap's box: the count, the last take, the bones and the "take 1 / 2 / 3" selector.
pub fn render_heap(
    app: &App,
    heap: &Bones,
    board_box: Rect,
    layout: &HeapLayout,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let hints = app.hints();
    let form = hints
        .as_ref()
        .map_or(EstimateForm::PLAIN, |set| heap_estimate_form(layout, set));
    Block::bordered()
        .title(
            crate::tui::view::hint_title(app, board_box.width, form.scale)
                .unwrap_or_else(|| app.words().heap.title.to_owned()),
        )
        .border_style(theme.border())
        .render(board_box, buf);
    let words = &app.words().heap;
    let left = heap.heap();
    let count = match left {
        0 => words.no_bones_left.to_owned(),
        _ => {
            let forms = [
                (words.bones_left)(left, heap.start()),
                (words.bones_left_short)(left, heap.start()),
            ];
            first_fit(&forms, usize::from(layout.count_line().width)).to_owned()
        }
    };
    Line::styled(count, theme.heading()).render(layout.count_line(), buf);
    // Who took last, as recorded when it was played (a person, or the AI): "you" and "the AI"
    // against each other, by name between two players or two AIs.
    // In step mode the heap is a position of the AI's search: the game's last take is not its.
    // On the setup screen, a heap being set up: no take yet, nothing to choose.
    let stepping = app.steps().is_some() || app.setup().is_some();
    let last = match (app.moves().last(), app.last_mover()) {
        _ if stepping => words.rule.to_owned(),
        (Some(record), Some(mover)) => match (record.chooser, app.mode()) {
            (Chooser::Human, Mode::HumanAi) => (words.you_took)(record.mv),
            (Chooser::Ai, Mode::HumanAi | Mode::Humans) => (words.ai_took)(record.mv),
            _ => (words.player_took)(&app.seat_name(mover), record.mv),
        },
        _ => words.rule.to_owned(),
    };
    Line::styled(last, theme.dim()).render(layout.last_line(), buf);

    // The player's choice: the bones it would take are marked, and so is its option.
    let choosing = left > 0 && !app.ai_plays(app.seat_to_move()) && !stepping;
    let chosen = app.cursor() as u32;
    let marked = if choosing && chosen <= left {
        chosen
    } else {
        0
    };
    // An empty heap is a finished game: nothing left to draw, nothing left to take.
    if left == 0 {
        return;
    }
    let taken = app.shown_last_move().map_or(0, |take| take as u32);
    render_bones(app, left, taken, marked, layout, theme, buf);
    if stepping {
        return;
    }
    for take in 1..=MAX_TAKE {
        let mut style = if u32::from(take) > left {
            theme.unavailable()
        } else {
            Style::new()
        };
        if choosing && chosen == u32::from(take) {
            style = style.patch(theme.cursor());
        }
        let rect = layout.option_rect(take);
        let option = (app.words().names.take)(u32::from(take));
        buf.set_stringn(rect.x, rect.y, option, usize::from(rect.width), style);
    }
    if let Some(hints) = &hints {
        render_hints(app, hints, layout, form, theme, buf);
    }
}

/// How the takes' estimates are written, each in the width of its "take N" (exact values have
/// their own words).
fn heap_estimate_form(layout: &HeapLayout, set: &HintSet) -> EstimateForm {
    let cells = set
        .values
        .iter()
        .filter(|value| !value.exact())
        .filter_map(|value| {
            let width = usize::from(layout.option_rect(u8::try_from(value.mv).ok()?).width);
            Some((value.score, width, width))
        });
    EstimateForm::fitting(cells, true)
}

/// Each take's value on the line above its "take N".
fn render_hints(
    app: &App,
    set: &HintSet,
    layout: &HeapLayout,
    form: EstimateForm,
    theme: &Theme,
    buf: &mut Buffer,
) {
    for value in &set.values {
        let Ok(take) = u8::try_from(value.mv) else {
            continue;
        };
        let rect = layout.option_rect(take);
        let width = usize::from(rect.width);
        let (lines, tone) = match ScoreMeaning::of(value.score) {
            // The rule of 4's value past the depth limit: a win or a loss, for sure.
            ScoreMeaning::Estimate(score) => {
                let (phrase, tone) = if score > 0 {
                    (BoardPhrase::RuleWin, HintTone::Win)
                } else {
                    (BoardPhrase::RuleLoss, HintTone::Loss)
                };
                (vec![app.lang().say(&phrase)], tone)
            }
            _ => hint_words(app.words(), value.score, !value.exact(), width, false, form),
        };
        buf.set_stringn(
            rect.x,
            rect.y.saturating_sub(1),
            lines.concat(),
            usize::from(rect.width),
            theme.hint(tone),
        );
    }
}

/// The `left` bones in rows of groups of five, then the outlines of the `taken` ones the last
/// move removed (where they lay, without a space inside the take). The last `marked` bones are the ones the player's choice
/// would take. A heap too big for the box shows its end and says how many bones are not drawn.
fn render_bones(
    app: &App,
    left: u32,
    taken: u32,
    marked: u32,
    layout: &HeapLayout,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let area = layout.bone_rows();
    let per_row = u32::from(layout.per_row);
    let slots = left + taken;
    let rows = slots.div_ceil(per_row);
    let room = u32::from(area.height);
    if room == 0 {
        return;
    }
    // Rows that do not fit are left out from the top, with a line that says so.
    let (skipped_rows, mut y) = if rows > room && room >= 2 {
        let skipped = rows - (room - 1);
        let hidden = (skipped * per_row).min(left);
        Line::styled((app.words().heap.more_above)(hidden), theme.dim())
            .render(Rect::new(area.x, area.y, area.width, 1), buf);
        (skipped, area.y + 1)
    } else {
        (rows.saturating_sub(room), area.y)
    };
    for row in skipped_rows..rows {
        let row_start = row * per_row;
        for slot in row_start..((row + 1) * per_row).min(slots) {
            let column = (slot % per_row) as u16;
            // A space before each group of five bones left; the outlines of the last take follow
            // the last bone without one, so a take never reads as two.
            let gaps = (1..=column / BONE_GROUP)
                .filter(|&group| row_start + u32::from(group * BONE_GROUP) < left)
                .count() as u16;
            let x = area.x + column + gaps;
            let (glyph, style) = if slot >= left {
                (TAKEN, theme.taken_bone())
            } else if slot >= left - marked {
                (BONE, theme.bone().patch(theme.cursor()))
            } else {
                (BONE, theme.bone())
            };
            buf.set_string(x, y, glyph, style);
        }
        y += 1;
    }
}
