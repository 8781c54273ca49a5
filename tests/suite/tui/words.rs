//! The panel's sentences for exact scores, bounds, depth limits and searches that hit their budget.

use std::time::Duration;

use morpion::analysis::RECOUNT_BUDGET;
use morpion::engine::{Bound, Evaluation, MAX_PLY, SearchReport, SearchSettings, Skipped, WIN};
use morpion::i18n::{BoardPhrase, EN, FR, Lang};
use morpion::tui::view::words::{
    EstimateForm, HintTone, hint_words, nodes_text, outcome_text, saving_sentence, score_text,
    value_sentence,
};

/// Nothing skipped under a move (its score exact); one cut that skipped 3 moves; one table
/// answer that was only a bound.
const NOTHING: Skipped = Skipped {
    cuts: 0,
    moves: 0,
    table_bounds: 0,
};
const CUT: Skipped = Skipped {
    cuts: 1,
    moves: 3,
    table_bounds: 0,
};
const TABLE: Skipped = Skipped {
    cuts: 0,
    moves: 0,
    table_bounds: 1,
};

fn settings(depth_limit: Option<u32>, evaluation: Evaluation) -> SearchSettings {
    SearchSettings {
        pruning: true,
        depth_limit,
        evaluation,
        node_budget: None,
        ..SearchSettings::default()
    }
}

fn report(pruning: bool, nodes: u64, complete: bool, budget: Option<u64>) -> SearchReport<usize> {
    SearchReport {
        settings: SearchSettings {
            pruning,
            node_budget: budget,
            ..SearchSettings::default()
        },
        best_move: None,
        value: 0,
        moves: Vec::new(),
        best_moves: Vec::new(),
        nodes,
        tie_check_nodes: 0,
        elapsed: Duration::ZERO,
        pv: Vec::new(),
        complete,
        depth_reached: None,
        table: None,
    }
}

#[test]
fn values_in_words_from_the_ai_side() {
    let full = settings(None, Evaluation::Draw);
    assert_eq!(
        value_sentence(&EN, 0, &full, 8, false),
        "draw with perfect play"
    );
    assert_eq!(
        value_sentence(&EN, WIN - 1, &full, 3, false),
        "AI wins in 1 ply (1 move of its own)"
    );
    assert_eq!(
        value_sentence(&EN, WIN - 5, &full, 7, false),
        "AI wins in 5 plies (3 moves of its own)"
    );
    assert_eq!(
        value_sentence(&EN, -(WIN - 4), &full, 7, false),
        "AI loses in 4 plies (2 moves of its own)"
    );
    let limited = settings(Some(4), Evaluation::Draw);
    assert_eq!(
        value_sentence(&EN, 0, &limited, 8, false),
        "no forced result within 4 plies"
    );
    assert_eq!(
        value_sentence(&EN, 0, &settings(Some(1), Evaluation::Draw), 8, false),
        "no forced result within 1 ply"
    );
    assert_eq!(
        value_sentence(&EN, 0, &limited, 4, false),
        "draw with perfect play",
        "a limit that reaches the end of the game limits nothing"
    );
    let heuristic = settings(Some(2), Evaluation::Heuristic);
    assert_eq!(
        value_sentence(&EN, 12, &heuristic, 8, false),
        "+12 for the AI (estimate, ±500 max)"
    );
    assert_eq!(
        value_sentence(&EN, -3, &heuristic, 8, false),
        "-3 for the AI (estimate, ±500 max)"
    );
    // On a heap the evaluation is the rule of 4: its ±100 says who wins, not how far.
    assert_eq!(
        value_sentence(&EN, -100, &heuristic, 8, true),
        "-100: the AI loses, by the rule of 4"
    );
    assert_eq!(
        value_sentence(&FR, 100, &heuristic, 8, true),
        "+100\u{a0}: l'IA gagne (multiples de 4)"
    );
}

#[test]
fn bounds_are_written_as_bounds() {
    let full = settings(None, Evaluation::Draw);
    assert_eq!(score_text(0, Bound::Upper), "≤ 0");
    assert_eq!(score_text(997, Bound::Lower), "≥ 997");
    assert_eq!(score_text(-998, Bound::Exact), "-998");
    let limited = settings(Some(2), Evaluation::Draw);
    let wide = usize::MAX;
    // Exact scores: who wins, in how many plies, from the AI's side.
    for (score, settings, words) in [
        (997, &full, "wins in 3 plies"),
        (999, &full, "wins in 1 ply"),
        (-996, &full, "loses in 4 plies"),
        (0, &full, "draw"),
        (0, &limited, "undecided at the limit"),
        (12, &limited, "estimate"),
    ] {
        assert_eq!(
            outcome_text(
                &EN,
                (score, Bound::Exact, &NOTHING),
                settings,
                (9, false),
                wide
            ),
            words
        );
    }
    // A bound says what it proves, and what alpha-beta skipped under the move: never
    // "pruned" for a move that was searched.
    for (score, bound, settings, words) in [
        (
            0,
            Bound::Upper,
            &full,
            "a draw or worse · 3 moves cut below",
        ),
        (
            0,
            Bound::Lower,
            &full,
            "a draw or better · 3 moves cut below",
        ),
        (
            -994,
            Bound::Upper,
            &full,
            "loses in 6 plies or fewer · 3 moves cut below",
        ),
        (
            -994,
            Bound::Lower,
            &full,
            "at worst loses in 6 plies · 3 moves cut below",
        ),
        (
            997,
            Bound::Upper,
            &full,
            "at best wins in 3 plies · 3 moves cut below",
        ),
        (
            997,
            Bound::Lower,
            &full,
            "wins in 3 plies or fewer · 3 moves cut below",
        ),
        (0, Bound::Upper, &limited, "at best 0 · 3 moves cut below"),
        (
            12,
            Bound::Lower,
            &limited,
            "at least this · 3 moves cut below",
        ),
    ] {
        assert_eq!(
            outcome_text(&EN, (score, bound, &CUT), settings, (9, false), wide),
            words
        );
    }
    // Narrow columns take the shorter forms, which still say it is a bound.
    assert_eq!(
        outcome_text(&EN, (0, Bound::Upper, &CUT), &full, (9, false), 14),
        "draw or worse"
    );
    assert_eq!(
        outcome_text(&EN, (-994, Bound::Upper, &CUT), &full, (9, false), 14),
        "loses in ≤ 6"
    );
    assert_eq!(
        outcome_text(&EN, (-994, Bound::Lower, &CUT), &full, (9, false), 14),
        "at worst loses"
    );
    assert_eq!(
        outcome_text(&EN, (0, Bound::Upper, &CUT), &full, (9, false), 6),
        "≤ draw"
    );
    assert_eq!(
        outcome_text(&EN, (997, Bound::Exact, &NOTHING), &full, (9, false), 10),
        "wins in 3"
    );
    // "cut" only where a cut skipped moves, with how many; a bound a table answer made says
    // so and names no cut.
    for width in [0, 5, 10, 14, 20, wide] {
        for bound in [Bound::Upper, Bound::Lower] {
            let words = outcome_text(&EN, (0, bound, &CUT), &full, (9, false), width);
            assert!(!words.contains("pruned"), "{words}");
            assert!(
                !words.contains("cut") || words.contains("3 moves cut below"),
                "{words}"
            );
            let words = outcome_text(&EN, (0, bound, &TABLE), &full, (9, false), width);
            assert!(
                !words.contains("pruned") && !words.contains("cut"),
                "{words}"
            );
        }
    }
    assert_eq!(
        outcome_text(&EN, (0, Bound::Upper, &TABLE), &full, (9, false), wide),
        "a draw or worse · a table bound below"
    );
    // Under a depth limit with the heuristic evaluation, a 0 is an estimate, in the row as in
    // the value line; with positions at the limit scored 0, it decides nothing.
    let heuristic = settings(Some(2), Evaluation::Heuristic);
    assert_eq!(
        outcome_text(
            &EN,
            (0, Bound::Exact, &NOTHING),
            &heuristic,
            (9, false),
            wide
        ),
        "estimate"
    );
    assert_eq!(
        value_sentence(&EN, 0, &heuristic, 9, false),
        "even (estimate)"
    );
    assert_eq!(
        outcome_text(&EN, (0, Bound::Exact, &NOTHING), &limited, (9, false), wide),
        "undecided at the limit"
    );
    // A limit that reaches the end of the game cuts nothing: the same words as the value line.
    let reaches_the_end = settings(Some(9), Evaluation::Draw);
    assert_eq!(
        outcome_text(
            &EN,
            (0, Bound::Exact, &NOTHING),
            &reaches_the_end,
            (9, false),
            10
        ),
        "draw"
    );
    assert_eq!(
        value_sentence(&EN, 0, &reaches_the_end, 9, false),
        "draw with perfect play"
    );
}

#[test]
fn a_bounded_saving_is_rounded_towards_what_was_proven() {
    // 20,850 of more than 10,000,001: 0.2084999… % (at most; 0.21 % in two significant digits)
    // and 479.6… times (at least); rounding to the nearest would claim 0.20 % and 480×, more
    // than was proven.
    let with = report(true, 20_850, true, None);
    let without = report(false, RECOUNT_BUDGET + 1, false, Some(RECOUNT_BUDGET));
    assert_eq!(
        saving_sentence(&EN, &with, &without),
        "alpha-beta visited under 0.21\u{a0}% of minimax\'s positions (over 479× fewer)"
    );
}

#[test]
fn no_ratio_when_alpha_beta_needed_more_than_the_budget_minimax_gave_up_at() {
    let with = report(true, 554_303_010, true, None);
    let without = report(false, RECOUNT_BUDGET + 1, false, Some(RECOUNT_BUDGET));
    assert_eq!(
        saving_sentence(&EN, &with, &without),
        "minimax gave up after 10,000,000 positions: no ratio"
    );
}

#[test]
fn a_comparison_over_its_budget_shows_the_budget_as_a_bound() {
    let with = report(true, 20_865, true, None);
    let without = report(false, RECOUNT_BUDGET + 1, false, Some(RECOUNT_BUDGET));
    assert_eq!(nodes_text(&EN, &without), "> 10,000,000");
    assert_eq!(nodes_text(&EN, &with), "20,865");
    assert_eq!(
        saving_sentence(&EN, &with, &without),
        "alpha-beta visited under 0.21\u{a0}% of minimax\'s positions (over 479× fewer)"
    );
    let plain = report(false, 549_945, true, Some(RECOUNT_BUDGET));
    assert_eq!(
        saving_sentence(&EN, &with, &plain),
        "alpha-beta visited 3.8\u{a0}% of minimax\'s positions (26× fewer)"
    );
}

#[test]
fn the_same_values_in_french() {
    let full = settings(None, Evaluation::Draw);
    assert_eq!(
        value_sentence(&FR, 0, &full, 8, false),
        "nulle en jeu parfait"
    );
    assert_eq!(
        value_sentence(&FR, WIN - 1, &full, 3, false),
        "L'IA gagne en 1 demi-coup"
    );
    assert_eq!(
        value_sentence(&FR, WIN - 5, &full, 7, false),
        "L'IA gagne en 5 demi-coups (3 coups à elle)"
    );
    assert_eq!(
        value_sentence(&FR, -(WIN - 4), &full, 7, false),
        "L'IA perd en 4 demi-coups (2 coups à elle)"
    );
    let limited = settings(Some(4), Evaluation::Draw);
    assert_eq!(
        value_sentence(&FR, 0, &limited, 8, false),
        "aucun résultat forcé en 4 demi-coups"
    );
    let heuristic = settings(Some(2), Evaluation::Heuristic);
    assert_eq!(
        value_sentence(&FR, 12, &heuristic, 8, false),
        "+12 pour l'IA (estimée, ±500 max.)"
    );
    assert_eq!(
        outcome_text(&FR, (0, Bound::Upper, &CUT), &full, (9, false), 60),
        "nulle ou pire · 3 coups écartés en dessous"
    );
    assert_eq!(
        outcome_text(&FR, (0, Bound::Lower, &CUT), &full, (9, false), 14),
        "nulle ou mieux"
    );
    assert_eq!(
        outcome_text(&FR, (997, Bound::Exact, &NOTHING), &full, (9, false), 40),
        "gagne en 3 demi-coups"
    );
    assert_eq!(
        outcome_text(&FR, (-996, Bound::Exact, &NOTHING), &full, (9, false), 10),
        "perd en 4"
    );
    assert_eq!(
        outcome_text(&FR, (0, Bound::Exact, &NOTHING), &full, (9, false), 10),
        "nulle"
    );
    assert_eq!(
        outcome_text(&FR, (0, Bound::Exact, &NOTHING), &limited, (9, false), 10),
        "indécis"
    );
    // A narrow column takes the shorter form, never a cut word.
    assert_eq!(
        outcome_text(&FR, (997, Bound::Exact, &NOTHING), &full, (9, false), 9),
        "G3"
    );
    assert_eq!(
        outcome_text(&EN, (-988, Bound::Exact, &NOTHING), &full, (13, false), 9),
        "L12"
    );
}

#[test]
fn french_numbers_group_thousands_with_a_no_break_space_and_use_a_decimal_comma() {
    assert_eq!(FR.int(549_945), "549\u{a0}945");
    assert_eq!(FR.int(10_000_000), "10\u{a0}000\u{a0}000");
    assert_eq!(FR.int(999), "999");
    assert_eq!(FR.duration(Duration::from_micros(1_100)), "1,1\u{a0}ms");
    assert_eq!(FR.duration(Duration::from_micros(75)), "75\u{a0}µs");
    assert_eq!(FR.duration(Duration::from_millis(1_250)), "1,25\u{a0}s");
    assert_eq!(EN.duration(Duration::from_micros(1_100)), "1.1 ms");
    // No search takes no time: under a microsecond says so.
    assert_eq!(EN.duration(Duration::from_nanos(300)), "< 1 µs");
    assert_eq!(FR.duration(Duration::ZERO), "<\u{a0}1\u{a0}µs");
    let with = report(true, 2_787, true, None);
    let without = report(false, 59_704, true, Some(RECOUNT_BUDGET));
    assert_eq!(
        saving_sentence(&FR, &with, &without),
        "alpha-bêta a examiné 4,7\u{a0}% des positions de minimax (21\u{a0}fois\u{a0}moins)"
    );
    assert_eq!(
        saving_sentence(&EN, &with, &without),
        "alpha-beta visited 4.7\u{a0}% of minimax\'s positions (21× fewer)"
    );
    let over = report(false, RECOUNT_BUDGET + 1, false, Some(RECOUNT_BUDGET));
    assert_eq!(nodes_text(&FR, &over), "> 10\u{a0}000\u{a0}000");
    assert_eq!(
        saving_sentence(&FR, &report(true, 20_850, true, None), &over),
        "alpha-bêta a examiné moins de 0,21\u{a0}% des positions de minimax (plus de 479\u{a0}fois\u{a0}moins)"
    );
}

#[test]
fn an_estimate_hint_always_shows_its_mark_and_a_number_that_fits_its_cell() {
    // Every heuristic score a move can get, in cells from three columns wide (Connect Four's
    // narrowest) up: one form for the board, and each hint "≈", a sign or 0, digits.
    for width in 3..=7 {
        let horizon = WIN - MAX_PLY as i32;
        for value in 1 - horizon..horizon {
            let form = EstimateForm::fitting([(value, width - 1, width)], false);
            let (lines, tone) = hint_words(&EN, value, true, width, false, form);
            assert_eq!(tone, HintTone::Estimate);
            let [line] = lines.as_slice() else {
                panic!("{lines:?}");
            };
            assert!(line.chars().count() <= width, "{value} in {width}: {line}");
            let number = line.trim_start_matches('≈').trim_start();
            assert!(line.starts_with('≈'), "{line}");
            assert!(
                number == "0"
                    || number.len() > 1 && number[1..].chars().all(|c| c.is_ascii_digit()),
                "{value} in {width}: {line}"
            );
            let shown: i32 = number.parse().expect("a number");
            let scale = i32::try_from(form.scale).unwrap();
            assert!(
                (shown * scale - value).abs() * 2 <= scale,
                "{value} ÷{scale}: {line}"
            );
        }
    }
    // As they are where they fit, with a space where every cell keeps its margin with it.
    let form = |cells: &[(i32, usize, usize)]| EstimateForm::fitting(cells.iter().copied(), false);
    assert_eq!(
        form(&[(-35, 4, 5), (-105, 4, 5)]),
        EstimateForm {
            scale: 1,
            spaced: false
        }
    );
    assert_eq!(form(&[(-35, 5, 6), (7, 5, 6)]), EstimateForm::PLAIN);
    assert_eq!(
        form(&[(-35, 2, 3), (-7, 2, 3)]),
        EstimateForm {
            scale: 10,
            spaced: false
        }
    );
    assert_eq!(
        form(&[(-35, 2, 3), (-105, 2, 3)]),
        EstimateForm {
            scale: 100,
            spaced: false
        }
    );
    let hint = |value, width, form| hint_words(&EN, value, true, width, false, form).0.concat();
    assert_eq!(hint(-105, 5, form(&[(-105, 4, 5)])), "≈-105");
    assert_eq!(hint(-35, 3, form(&[(-35, 2, 3), (-105, 2, 3)])), "≈0");
    assert_eq!(hint(-150, 3, form(&[(-150, 2, 3)])), "≈-2");
    assert_eq!(hint(12, 6, EstimateForm::PLAIN), "≈ +12");
    // An even score under a depth limit is an estimate too; exact values keep their words.
    let limited = EstimateForm::fitting([(0, 2, 3)], true);
    assert_eq!(hint(0, 3, limited), "≈0");
    assert_eq!(hint(0, 4, EstimateForm::fitting([(0, 3, 4)], true)), "≈ 0");
    assert_eq!(hint(WIN - 3, 3, EstimateForm::PLAIN), "W3");
}

#[test]
fn percentages_follow_one_rule_and_bounds_round_up() {
    // At least one decimal, at least two significant digits; the same for bounds, rounded up.
    let saving = |with: u64, without: u64, complete: bool| {
        let budget = (!complete).then_some(without);
        saving_sentence(
            &EN,
            &report(true, with, true, None),
            &report(false, without + u64::from(!complete), complete, budget),
        )
    };
    assert_eq!(
        saving(5_298, 100_000, false),
        "alpha-beta visited under 5.3\u{a0}% of minimax\'s positions (over 18× fewer)"
    );
    assert_eq!(
        saving(5_000, 100_000, true),
        "alpha-beta visited 5.0\u{a0}% of minimax\'s positions (20× fewer)"
    );
    assert_eq!(
        saving(52, 100_000, true),
        "alpha-beta visited 0.052\u{a0}% of minimax\'s positions (1923× fewer)"
    );
    assert_eq!(
        saving(2_787, 59_704, true),
        "alpha-beta visited 4.7\u{a0}% of minimax\'s positions (21× fewer)"
    );
    assert_eq!(EN.percent(38.46), "38.5");
    assert_eq!(FR.percent(0.2085), "0,21");
    assert_eq!(EN.percent_at_most(0.2085), "0.21");
    assert_eq!(EN.percent_at_most(5.2981), "5.3");
    assert_eq!(EN.percent(0.0), "0.0");
}

#[test]
fn one_ply_is_singular_in_both_languages() {
    let draw_at_one = settings(Some(1), Evaluation::Draw);
    assert_eq!(
        value_sentence(&EN, 0, &draw_at_one, 9, false),
        "no forced result within 1 ply"
    );
    assert_eq!(
        value_sentence(&FR, 0, &draw_at_one, 9, false),
        "aucun résultat forcé en 1 demi-coup"
    );
    assert_eq!(
        value_sentence(&EN, 0, &settings(Some(2), Evaluation::Draw), 9, false),
        "no forced result within 2 plies"
    );
    assert_eq!((EN.messages.depth_limit)(1), "Depth limit 1 ply");
    assert_eq!(
        Lang::En.forms(&BoardPhrase::HintsEstimate {
            depth: 1,
            scale: 10
        })[1],
        "Hints: 1 ply ÷10"
    );
}
