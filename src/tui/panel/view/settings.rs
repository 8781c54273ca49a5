//! The settings line's forms: every setting a search ran under, in words, longest form first.

use crate::engine::{SearchSettings, TableStats};
use crate::i18n::{Reach, Words};

/// The settings line in every form, longest first, and each of the table's wordings in its
/// short form (the forms a line that must wrap is made of).
pub(super) struct SettingsForms {
    pub every: Vec<String>,
    pub short: Vec<String>,
}

/// Every setting in force: pruning, one search or iterative deepening (within the think time,
/// written out in `deepening`), the depth limit and what scores the positions there, move
/// order, the table (with its hit rate when a search used it). The forms with the whole
/// table's words (its hit rate and size) come first, then the short ones with fewer; without
/// `table_figures`, only the table's first wording is said. On a `heap`, in the heap's words.
pub(super) fn settings_forms(
    words: &Words,
    settings: &SearchSettings,
    (table, deepening, heap): (Option<TableStats>, Option<&str>, bool),
    table_figures: bool,
) -> SettingsForms {
    let panel = &words.panel;
    let mut tables = match (settings.transposition, table) {
        (Some(size), Some(stats)) => vec![
            (panel.table_hits)(stats.bytes >> 20, &words.percent(stats.hit_rate() * 100.0)),
            (panel.table_size)(size.bytes as u64 >> 20),
        ],
        (Some(size), None) => vec![(panel.table_size)(size.bytes as u64 >> 20)],
        (None, _) => vec![panel.no_table.to_owned()],
    };
    if settings.transposition.is_some() {
        tables.push(panel.table_bare.to_owned());
    }
    if !table_figures {
        tables.truncate(1);
    }
    let reach = match (deepening, settings.depth_limit) {
        (Some(time), limit) => Reach::Deepening { limit, time },
        (None, Some(limit)) => Reach::Limit(limit),
        (None, None) => Reach::NoLimit,
    };
    let order = words.move_order(settings.move_order, heap);
    let mut forms = SettingsForms {
        every: Vec::new(),
        short: Vec::new(),
    };
    for (at, table) in tables.iter().enumerate() {
        let [long, middle, short, shortest] = words.settings(
            settings.pruning,
            reach,
            (settings.evaluation, heap),
            order,
            table,
        );
        if at == 0 {
            forms.every.extend([long, middle]);
        }
        forms.short.push(short.clone());
        forms.every.extend([short, shortest]);
    }
    forms
}
