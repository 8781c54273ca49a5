//! Every phrase of step mode, its words and its keys, and of the table's answers, with sample figures in place.

use morpion::i18n::{StepKeyWords, StepWords};

/// Every phrase of step mode's words and keys, with sample figures.
pub fn step_phrases(words: &StepWords, keys: &StepKeyWords) -> Vec<String> {
    let mut all = vec![
        (words.title)(4, "b2"),
        (words.title_short)(4, "b2"),
        (words.title_from)("b2 a1"),
        words.nothing_yet.to_owned(),
        (words.counter)("12", "2,980", "5", "749"),
        (words.counter_positions)("12", "5", "749"),
        (words.counter_bare)("12", "5"),
        words.search(true, Some(3), false),
        words.search(true, Some(3), true),
        words.search(false, None, false),
        (words.search_limit_short)("minimax", 4),
        (words.search_no_limit_short)("minimax"),
        (words.search_deepened_short)("minimax", 6),
        // Names only: the line's own words are its separators (and English's "order").
        (words.settings)("minimax", "1-2-3", "table"),
        (words.settings_short)("minimax", "1-2-3", "table"),
        (words.settings_no_table)("minimax", "1-2-3"),
        words.root.to_owned(),
        (words.levels_above)(1),
        (words.levels_above)(3),
        words.wins("MAX (X)", 1, None),
        words.wins("MIN (O)", 6, Some(3)),
        words.draw.to_owned(),
        words.estimate.to_owned(),
        (words.started)("MAX (X)"),
        words.started_here.to_owned(),
        words.no_more_cuts.to_owned(),
        (words.entered)("X", "b2", "MIN (O)"),
        (words.window)("0", "+∞"),
        (words.entered_over)("MIN (X)", "c3"),
        words.board_legend.to_owned(),
        words.heap_legend.to_owned(),
        (words.root_value)("0"),
        (words.leaf_over)("+996"),
        (words.leaf_limit)("0"),
        (words.wins_by_rule)("MAX (X)"),
        (words.improved)("b2", "0", "MAX"),
        (words.not_improved)("b2", "0", "+3"),
        (words.alpha_rises)("0"),
        (words.beta_falls)("0"),
        (words.cut_at_min)("O", "X", "0", "0", "3"),
        (words.cut_at_max)("X", "O", "0", "0", "1"),
        (words.cut_at_min_tie)("O", "X", "0", "0", "3"),
        (words.cut_at_max_tie)("X", "O", "0", "0", "1"),
        words.tie_under_limit.to_owned(),
        (words.left_exact)("0"),
        (words.left_exact_limited)("0"),
        (words.left_exact_outside)("+2 ≤ α +3"),
        (words.left_at_most)("0", "+3", "…", "MAX (X)"),
        (words.left_at_least)("0", "-1", "…", "MIN (O)", "MAX (X)"),
        (words.finished)("749"),
        (words.playing)(10),
        (words.typing)("12"),
        (words.seeking)("…", "1,234", "567"),
        (words.counting)("…", "1,234", "3,000,000"),
        (words.seek_step)("1,234"),
        (words.out_of_reach)("…", "3,000,000"),
        words.no_cuts_without_pruning.to_owned(),
        (words.guess_too_big)("50,000"),
        (words.guess_question)("X"),
        words.guess_only_at_entry.to_owned(),
        (words.guess_waiting)("…"),
        (words.guess_right)("…", "0"),
        (words.guess_wrong)("…", "0"),
        (words.found_bound)("≥ -992", "-994"),
        (words.tally)(2, 1),
        words.found_cut.to_owned(),
        words.found_no_cut.to_owned(),
        (words.found_no_cut_why)("…"),
        words.no_cut_minimax.to_owned(),
        words.no_cut_one_move.to_owned(),
        words.no_cut_limit.to_owned(),
        words.no_cut_table.to_owned(),
        (words.no_cut_open_at_max)("MAX (X)"),
        (words.no_cut_open_at_min)("MIN (O)"),
        words.predict_on.to_owned(),
        words.predict_off.to_owned(),
        words.predict_move.to_owned(),
        words.predict_waiting.to_owned(),
        (words.predict_worth)("b2"),
        words.predict_verdict("b2", "…", "b2", "…", "…", false),
        (words.predict_tally)(3, 2, 1),
    ];
    all.extend(words.help.iter().map(|h| (*h).to_owned()));
    all.extend(words.header.iter().map(|h| (*h).to_owned()));
    all.extend(words.predict_moves.iter().map(|m| (*m).to_owned()));
    all.extend(words.guess_answers.iter().map(|a| (*a).to_owned()));
    all.extend(words.seek_targets.iter().map(|t| (*t).to_owned()));
    let StepKeyWords {
        open,
        from_tree,
        forward,
        back,
        over,
        out,
        cut,
        ends,
        play,
        pace,
        jump,
        pruning,
        guess,
        leave,
        answer,
        cancel,
        tree,
    } = keys;
    for key in [
        open, from_tree, forward, back, over, out, cut, ends, play, pace, jump, pruning, guess,
        leave, answer, cancel, tree,
    ] {
        all.push(key.label.to_owned());
        all.push(key.description.to_owned());
        all.extend(key.hint.map(str::to_owned));
    }
    all
}
