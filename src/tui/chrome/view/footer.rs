//! The footer: the key hints of the game and context, the ones a newcomer needs first.

use std::borrow::Cow;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::i18n::{KeyText, Lang, Words};
use crate::tui::App;
use crate::tui::Theme;
use crate::tui::keymap::{Context, Keys};

/// The key hints of the game being played in the current context, from the keymap table, in
/// its order: as many as fit in `width` columns. Help, quit and the key that leaves what is open
/// always; the keys that play (or, once the game is `over`, the new game key instead) first;
/// then the others by what a first-time player needs most: hints, the comparison, the tree,
/// undo, pruning, the depth limit (watching the AI play itself, who plays first; in step mode
/// the steps, the tree, a guess, finishing, the next cut), then the table's order; help (`?`) lists them all. Every language keeps the same
/// keys: as many as fit in the language that fits the fewest.
pub fn footer_hints(
    keys: Keys,
    words: &'static Words,
    width: usize,
    over: bool,
) -> Vec<Cow<'static, str>> {
    let kept = Lang::ALL
        .iter()
        .map(|lang| chosen(keys, lang.words(), width, over, usize::MAX).len())
        .min()
        .unwrap_or(0);
    chosen(keys, words, width, over, kept)
}

/// What a hint is to the footer: help and quit, which always show; the keys that play; then
/// how much a newcomer needs it (lower first).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Need {
    Always,
    Play,
    Rank(usize),
    /// A key that does nothing now (playing or comparing, once the game is over): left out.
    Never,
}

/// The need of `hint` in `keys`' footer in `words`' language.
fn need(keys: Keys, words: &Words, hint: &str, over: bool) -> Need {
    let k = &words.keys;
    let is = |texts: &[KeyText]| {
        texts
            .iter()
            .any(|text| text.hint.is_some_and(|h| keys.text(h) == hint))
    };
    let playing = [
        k.move_cursor,
        k.play_keypad,
        k.play_cell,
        k.play_digit,
        k.choose_column,
        k.drop,
        k.drop_digit,
        k.choose_take,
        k.take,
        k.take_digit,
        k.pause,
        k.step,
        k.pace,
    ];
    // The panel names the settings' keys (p, d, …) itself; nothing else names these. What the
    // AI shows of its work comes first (hints, the comparison, its tree): undo is in the help.
    // Watching the AI play itself, first how to take a side again.
    let by_need = match keys.context {
        Context::Watch => [
            k.mode_watching,
            k.techniques,
            k.tree,
            k.undo,
            k.pruning,
            k.depth,
        ],
        // Step mode: stepping first, then the tree the steps grow (t), guessing, finishing a
        // position, the next cut; playing the steps on their own last.
        Context::Steps => [
            k.steps.forward,
            k.steps.back,
            k.steps.tree,
            k.steps.guess,
            k.steps.over,
            k.steps.cut,
        ],
        // Step mode's whole tree at the end: the explorer's keys, then back to the stack.
        Context::StepsTree => [
            k.tree_select,
            k.tree_open,
            k.tree_close,
            k.steps.tree,
            k.tree_page,
            k.steps.ends,
        ],
        _ => [k.hints, k.techniques, k.tree, k.undo, k.pruning, k.depth],
    };
    // How to leave the explorer, step mode, a guess, the comparison or a lesson: always, as
    // help and quit.
    let leave = [
        k.tree_leave,
        k.techniques_close,
        k.steps.leave,
        k.steps.cancel,
        k.lessons.leave,
    ];
    let home = &k.home;
    // The setup screen and the results: how to leave them and the keys that set the position
    // up come first.
    let own_screen = matches!(keys.context, Context::Setup | Context::Results);
    let setting_up = [
        home.setup_leave,
        home.results_close,
        home.setup_move,
        home.setup_put,
        home.setup_column,
        home.setup_drop,
        home.setup_heap,
        home.setup_play,
    ];
    if own_screen && is(&setting_up) {
        return Need::Play;
    }
    if is(&playing) {
        return if over { Need::Never } else { Need::Play };
    }
    // The comparison searches the position: a finished game has nothing to search.
    if over && is(&[k.techniques]) {
        return Need::Never;
    }
    if is(&[k.help, k.quit]) || is(&leave) {
        return Need::Always;
    }
    if over && is(&[k.new_game]) {
        return Need::Play;
    }
    // A lesson: what Enter does here, then the keys its exercise is found with, the panel, the
    // other screens.
    let lesson = [
        k.lessons.next,
        k.lessons.check,
        k.lessons.depth,
        k.lessons.panel,
        k.lessons.screens,
        k.lessons.lessons,
    ];
    let by_need: &[KeyText] = match keys.context {
        Context::Lesson | Context::LessonExercise | Context::LessonDepthExercise => &lesson,
        _ => &by_need,
    };
    match by_need
        .iter()
        .position(|text| is(std::slice::from_ref(text)))
    {
        Some(rank) => Need::Rank(rank),
        None => Need::Rank(by_need.len()),
    }
}

/// The hints of [`footer_hints`] in `words`' language: at most `most` of them (the ones that
/// always show count too) and as many as fit in `width` columns, in the table's order; once
/// the game is over, the new game key first.
fn chosen(
    keys: Keys,
    words: &'static Words,
    width: usize,
    over: bool,
    most: usize,
) -> Vec<Cow<'static, str>> {
    let mut hints: Vec<(Need, Cow<'static, str>)> = keys
        .hints(words)
        .map(|hint| (need(keys, words, &hint, over), hint))
        .filter(|(need, _)| *need != Need::Never)
        .collect();
    if over {
        let new_game = words.keys.new_game.hint.map(|hint| keys.text(hint));
        if let Some(at) = hints
            .iter()
            .position(|(_, hint)| Some(hint) == new_game.as_ref())
        {
            let first = hints.remove(at);
            hints.insert(0, first);
        }
    }
    // Two spaces after each hint (the line starts with one, the last hint's two may fall off).
    let width_of = |kept: &[bool]| -> usize {
        hints
            .iter()
            .zip(kept)
            .filter(|(_, keep)| **keep)
            .map(|((_, hint), _)| hint.chars().count() + 2)
            .sum()
    };
    let mut order: Vec<usize> = (0..hints.len()).collect();
    order.sort_by_key(|&at| hints[at].0);
    let mut kept = vec![false; hints.len()];
    let mut count = 0;
    for at in order {
        kept[at] = true;
        count += 1;
        if hints[at].0 != Need::Always && (width_of(&kept) > width || count > most) {
            kept[at] = false;
            break;
        }
    }
    hints
        .into_iter()
        .zip(kept)
        .filter(|(_, keep)| *keep)
        .map(|((_, hint), _)| hint)
        .collect()
}

/// The footer: the key hints of [`footer_hints`].
pub fn render_hints(app: &App, area: Rect, theme: &Theme, buf: &mut Buffer) {
    // On the setup screen the board is the position set up, whatever became of the game.
    let over = app.position().is_over() && app.setup().is_none();
    let hints = footer_hints(app.keys(), app.words(), usize::from(area.width), over);
    let mut spans = vec![Span::raw(" ")];
    for hint in hints {
        let hint: &str = &hint;
        let (key, what) = hint.split_once(' ').unwrap_or((hint, ""));
        spans.push(Span::styled(key.to_owned(), theme.key()));
        spans.push(Span::raw(format!(" {what}  ")));
    }
    Line::from(spans).render(area, buf);
}
