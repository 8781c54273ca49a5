//! Every phrase of the key table's rows: the keys, what they do, the footer's hint.

use morpion::i18n::{KeyText, KeyWords};

/// The words of every row of `keys` (step mode's rows aside: see `steps.rs`).
pub fn key_phrases(keys: &KeyWords) -> Vec<String> {
    let mut all: Vec<String> = Vec::new();
    let mut fixed = |texts: &[&str]| all.extend(texts.iter().map(|t| (*t).to_owned()));
    let KeyWords {
        move_cursor,
        play_keypad,
        play_cell,
        play_digit,
        choose_column,
        drop,
        drop_digit,
        choose_take,
        take: take_key,
        take_digit,
        pause,
        step,
        pace,
        tree_select,
        tree_page,
        tree_open,
        tree_close,
        tree_export,
        tree_leave,
        techniques_close,
        pruning,
        depth,
        tree,
        hints,
        techniques: techniques_key,
        undo,
        eval,
        order,
        table: table_key,
        mode,
        new_game,
        swap,
        play_now,
        help: help_key,
        glossary: glossary_key,
        quit,
        steps: _,
    } = keys;
    for KeyText {
        label,
        description,
        hint,
    } in [
        move_cursor,
        play_keypad,
        play_cell,
        play_digit,
        choose_column,
        drop,
        drop_digit,
        choose_take,
        take_key,
        take_digit,
        pause,
        step,
        pace,
        tree_select,
        tree_page,
        tree_open,
        tree_close,
        tree_export,
        tree_leave,
        techniques_close,
        pruning,
        depth,
        tree,
        hints,
        techniques_key,
        undo,
        eval,
        order,
        table_key,
        mode,
        new_game,
        swap,
        play_now,
        help_key,
        glossary_key,
        quit,
    ] {
        fixed(&[label, description]);
        fixed(hint.as_slice());
    }
    all
}
