//! Step mode's header at 80×24 (the default terminal) in English and French: the counter, the
//! search replayed with its depth limit, move order and table, and the board's legend each fit
//! their one row, under the settings a learner changes (pruning, a depth limit).

use crate::common;

use common::session::Session;

/// `morpion ARGS --lang LANG` after the AI's first move, in step mode.
fn stepping(lang: &str, args: &[&str]) -> Session {
    let args: Vec<&str> = ["--lang", lang, "--first", "ai", "--seed", "2"]
        .iter()
        .chain(args)
        .copied()
        .collect();
    let mut s = Session::new(&args);
    s.settle();
    s.keys("w");
    s.settle();
    s
}

/// The step panel's first rows inside its border at 80×24: the header.
fn header(s: &Session) -> Vec<String> {
    s.text(80, 24)
        .lines()
        .skip(2)
        .take(3)
        .map(|row| {
            let row = row.trim_matches('"');
            let panel = row.trim_end().rsplit('│').nth(1).unwrap_or("");
            panel.trim_end().to_owned()
        })
        .collect()
}

#[test]
fn the_step_modes_header_keeps_to_one_row_a_line_in_both_languages() {
    let cases: [(&str, &[&str], [&str; 3]); 6] = [
        (
            "en",
            &[],
            [
                " Step 1 · 0 of 20,865 positions",
                " alpha-beta · no limit · reading · no table",
                " Board numbers: the path's moves, in order",
            ],
        ),
        (
            "fr",
            &[],
            [
                " Étape 1 · 0 position sur 20\u{a0}865",
                " α-β sans limite · ordre de lecture · sans table",
                " Numéros du plateau\u{a0}: les coups du chemin",
            ],
        ),
        (
            "en",
            &["--depth", "4"],
            [
                " Step 1 · 0 of 205 positions",
                " alpha-beta · limit 4 · reading · no table",
                " Board numbers: the path's moves, in order",
            ],
        ),
        (
            "fr",
            &["--depth", "4"],
            [
                " Étape 1 · 0 position sur 205",
                " α-β limite 4 · ordre de lecture · sans table",
                " Numéros du plateau\u{a0}: les coups du chemin",
            ],
        ),
        (
            "en",
            &["--no-pruning"],
            [
                " Step 1 · 0 of 549,945 positions",
                " minimax · no limit · reading · no table",
                " Board numbers: the path's moves, in order",
            ],
        ),
        (
            "fr",
            &["--no-pruning", "--order", "centre-first"],
            [
                " Étape 1 · 0 position sur 549\u{a0}945",
                " minimax · sans limite · centre d'abord",
                " Numéros du plateau\u{a0}: les coups du chemin",
            ],
        ),
    ];
    for (lang, args, expected) in cases {
        let s = stepping(lang, args);
        assert_eq!(header(&s), expected, "{lang} {args:?}\n{}", s.text(80, 24));
    }
}
