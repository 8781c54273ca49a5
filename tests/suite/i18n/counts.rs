//! A count of one takes the singular in the game's counting phrases, in both languages.

use morpion::i18n::{EN, FR};

#[test]
fn one_position_one_bone_one_step_in_english() {
    assert_eq!(
        (EN.steps.counter)("1", "3", "1", "1"),
        "Step 1 of 3 · 1 of 1 position"
    );
    assert_eq!(
        (EN.steps.counter)("1", "3", "1", "5"),
        "Step 1 of 3 · 1 of 5 positions"
    );
    assert_eq!((EN.steps.counter_bare)("2", "1"), "Step 2 · 1 position");
    assert_eq!((EN.status.live_positions)("1"), " · 1 position");
    assert_eq!((EN.status.live_positions)("2,787"), " · 2,787 positions");
    assert_eq!((EN.heap.small_heap)(1), "1 bone left");
    assert_eq!((EN.heap.more_above)(1), "+ 1 more bone above");
    assert_eq!((EN.heap.more_above)(700), "+ 700 more bones above");
    assert_eq!(
        (EN.panel.exact_solved)("1", "2 ms", "+999"),
        "solved (1 position, 2 ms), +999"
    );
}

#[test]
fn une_position_en_francais_et_zero_au_singulier() {
    let fr = |text: String| text.replace('\u{a0}', " ");
    for (right, said) in [
        (0, "0 réponse juste sur 14"),
        (1, "1 réponse juste sur 14"),
        (2, "2 réponses justes sur 14"),
    ] {
        assert_eq!(
            fr((FR.practice.checked)(right, 14)),
            format!("{said} : les fausses sont marquées ✗")
        );
    }
    assert_eq!(
        fr((FR.steps.counter)("1", "3", "1", "1")),
        "Étape 1 sur 3 · 1 position sur 1"
    );
    assert_eq!(
        fr((FR.steps.counter)("1", "3", "0", "5")),
        "Étape 1 sur 3 · 0 position sur 5"
    );
    assert_eq!(
        fr((FR.steps.counter)("1", "3", "2", "5")),
        "Étape 1 sur 3 · 2 positions sur 5"
    );
    assert_eq!(fr((FR.status.live_positions)("1")), " · 1 position");
    assert_eq!(
        fr((FR.panel.exact_solved)("1", "2 ms", "+999")),
        "résolu (1 position, 2 ms), +999"
    );
}
