//! Every phrase of practice, with sample values and node names in place.

use morpion::i18n::PracticeWords;

/// Every phrase of practice's words, with sample figures.
pub fn practice_phrases(words: &PracticeWords) -> Vec<String> {
    let PracticeWords {
        at_root,
        at_node,
        cut,
        right,
        no_answer,
        first_child,
        not_yet_min,
        not_yet_max,
        cut_at_max,
        cut_at_min,
        inside_cut,
        leaf,
        best_max,
        best_min,
        exact_although,
        cut_here_max,
        cut_here_min,
        from_bound,
        fail_hard,
        alpha_from,
        alpha_none,
        beta_from,
        beta_none,
    } = words;
    vec![
        at_root("MAX"),
        at_node("MIN", "2"),
        cut.to_string(),
        right.to_string(),
        no_answer.to_string(),
        first_child("MIN at 2"),
        not_yet_min("MIN at 2", "3", "2.1", "−∞"),
        not_yet_max("MAX at 2.1", "3", "2.1.1", "+∞"),
        cut_at_max("3", "MIN at 1", "1.1", "MAX at 1.2", "5", "1.2.1"),
        cut_at_min("3", "MAX at the root", "1", "MIN at 2", "2", "2.1"),
        inside_cut("2.2"),
        leaf("3"),
        best_max("3", "1"),
        best_min("2", "3.3"),
        exact_although("2", "2 ≤ α = 3"),
        cut_here_max("1.2.1", "5", "3", "≥ 5"),
        cut_here_min("2.1", "2", "3", "≤ 2"),
        from_bound("2.1", "≤ 2"),
        fail_hard("3", "≤ 2"),
        alpha_from("3", "MAX at the root", "1"),
        alpha_none.to_string(),
        beta_from("3", "MIN at 1", "1.1"),
        beta_none.to_string(),
    ]
}
