//! Tests: a count of one takes the singular in every phrase that counts, in both languages.

use super::{Words, en::EN, fr::FR};

/// The counting phrases of `words`, each with a count of one.
fn with_one(words: &Words) -> Vec<String> {
    let panel = &words.panel;
    let steps = &words.steps;
    vec![
        (words.heap.more_above)(1),
        (words.heap.small_heap)(1),
        (panel.deepening)(1, "solved", "1", "2 ms"),
        (panel.deepening)(3, "solved", "1", "2 ms"),
        (panel.exact_solved)("1", "2 ms", "+999"),
        (words.status.live_positions)("1"),
        (words.messages.wrote_dot)(1, "./x.dot"),
        (steps.counter)("1", "1", "1", "1"),
        (steps.counter_positions)("1", "1", "1"),
        (steps.counter_bare)("1", "1"),
        (steps.finished)("1"),
        (steps.playing)(1),
        (steps.tally)(1, 1),
        (steps.predict_tally)(1, 1, 1),
    ]
}

#[test]
fn one_is_singular_in_english() {
    for phrase in with_one(&EN) {
        for plural in [
            "1 positions",
            "1 bones",
            "1 steps",
            "1 moves",
            "1 worths",
            "first 1 ",
            "counts them",
        ] {
            assert!(!phrase.contains(plural), "{phrase:?} has {plural:?}");
        }
    }
    assert_eq!(
        (EN.steps.counter)("1", "3", "1", "1"),
        "Step 1 of 3 · 1 of 1 position"
    );
    assert_eq!(
        (EN.steps.counter)("1", "3", "1", "5"),
        "Step 1 of 3 · 1 of 5 positions"
    );
    assert_eq!((EN.status.live_positions)("2,787"), " · 2,787 positions");
}

#[test]
fn one_is_singular_in_french() {
    for phrase in with_one(&FR) {
        let phrase = phrase.replace('\u{a0}', " ");
        for plural in [
            "1 positions",
            "1 os restants",
            "1 étapes",
            "1 justes",
            "1 ratés",
            "explorées",
            "Les 1 ",
            "les compte",
        ] {
            assert!(!phrase.contains(plural), "{phrase:?} has {plural:?}");
        }
    }
    assert_eq!(
        (FR.steps.counter)("1", "3", "1", "5"),
        "Étape 1 sur 3 · 1 position sur 5"
    );
    assert_eq!((FR.status.live_positions)("2 787"), " · 2 787 positions");
}
