//! The message a setting's key leaves on the status line fits its one row at 80×24 in both
//! languages (a shorter form where the whole one would wrap), and is said whole where there is
//! room: the depth limit turned off (one search, deepening chosen, deepening because the tree is
//! too big) and iterative deepening turned off where the tree is too big.

use crate::common;

use common::session::Session;

/// `morpion ARGS --lang LANG`, then `keys`, each once the AI's search (if any) is done.
fn played(lang: &str, args: &[&str], keys: &str) -> Session {
    let args: Vec<&str> = ["--lang", lang].iter().chain(args).copied().collect();
    let mut s = Session::new(&args);
    s.settle();
    for key in keys.chars() {
        s.keys(&key.to_string());
        s.settle();
    }
    s
}

/// The screen's last two rows at `width`×`height` (the footer's keys, then the message line),
/// without the quotes the test backend writes around them and their trailing spaces.
fn last_rows(s: &Session, width: u16, height: u16) -> [String; 2] {
    let text = s.text(width, height);
    let rows: Vec<String> = text
        .lines()
        .map(|row| row.trim_matches('"').trim_end().to_owned())
        .collect();
    [rows[rows.len() - 2].clone(), rows[rows.len() - 1].clone()]
}

/// Each case: the language, the flags, the keys, then the message line at 80×24 and at 160×45.
const CASES: &[(&str, &[&str], &str, &str, &str)] = &[
    (
        "en",
        &["--first", "ai", "--seed", "2"],
        "dd",
        "Depth limit off: one search to the end — the AI's last move is searched again",
        "Depth limit off: one search to the end — the AI's last move is searched again",
    ),
    (
        "fr",
        &["--first", "ai", "--seed", "2"],
        "dd",
        "Sans limite\u{a0}: une recherche jusqu'au bout — l'IA recherche à nouveau son coup",
        "Profondeur maximale\u{a0}: aucune, une recherche jusqu'au bout — l'IA recherche à nouveau son coup",
    ),
    (
        "en",
        &["--first", "ai", "--seed", "2", "--deepening"],
        "dd",
        "No depth limit: deepening within 1.00 s — the AI's last move is searched again",
        "Depth limit off: the AI deepens as far as 1.00 s allows — the AI's last move is searched again",
    ),
    (
        "fr",
        &["--first", "ai", "--seed", "2", "--deepening"],
        "dd",
        "Sans limite\u{a0}: l'IA approfondit en 1,00\u{a0}s — l'IA recherche à nouveau son coup",
        "Profondeur maximale\u{a0}: aucune, l'IA approfondit autant que 1,00\u{a0}s le permet — l'IA recherche à nouveau son coup",
    ),
    (
        "en",
        &["--game", "connect4", "--first", "human"],
        "dd",
        "No depth limit: deepening within 1.00 s — for the AI's next move",
        "Depth limit off: where one search is too big, the AI deepens as far as 1.00 s allows — for the AI's next move",
    ),
    (
        "fr",
        &["--game", "connect4", "--mode", "humans"],
        "dd",
        "Sans limite\u{a0}: l'IA approfondit en 1,00\u{a0}s — pour indices et comparaison (i, c)",
        "Profondeur maximale\u{a0}: aucune\u{a0}; là où une seule recherche serait trop grande, l'IA approfondit autant que 1,00\u{a0}s le permet — pour indices et comparaison (i, c)",
    ),
    (
        "en",
        &["--game", "connect4", "--mode", "humans"],
        "DD",
        "Deepening only where the tree is too big — for the hints and comparison (i, c)",
        "Iterative deepening only where one search is too big, as here (within 1.00 s) — for the hints and comparison (i, c)",
    ),
    (
        "fr",
        &["--game", "connect4", "--first", "human"],
        "DD",
        "N'approfondit que sur un arbre trop grand — pour le prochain coup de l'IA",
        "Approfondissement itératif seulement là où une recherche est trop grande, comme ici (dans la limite de 1,00\u{a0}s) — pour le prochain coup de l'IA",
    ),
];

/// Iterative deepening turned on, then off, on 3×3 after the AI's move and between two
/// players (the longest words that follow), in French.
const DEEPENING_FR: &[(&str, &[&str], &str, &str, &str)] = &[
    (
        "fr",
        &["--first", "ai", "--seed", "2"],
        "D",
        "Approfondissement toujours (max. 1,00\u{a0}s) — l'IA recherche à nouveau son coup",
        "Approfondissement itératif toujours, dans la limite de 1,00\u{a0}s — l'IA recherche à nouveau son coup",
    ),
    (
        "fr",
        &["--mode", "humans"],
        "D",
        "Approfondissement toujours (max. 1,00\u{a0}s) — pour indices et comparaison (i, c)",
        "Approfondissement itératif toujours, dans la limite de 1,00\u{a0}s — pour indices et comparaison (i, c)",
    ),
    (
        "fr",
        &["--mode", "humans"],
        "DD",
        "Approfondissement si nécessaire — pour indices et comparaison (i, c)",
        "Approfondissement itératif seulement là où une recherche est trop grande\u{a0}: une seule ici — pour indices et comparaison (i, c)",
    ),
];

#[test]
fn the_depth_and_deepening_messages_fit_one_row_at_80_by_24_and_are_whole_where_there_is_room() {
    for &(lang, args, keys, narrow, wide) in CASES.iter().chain(DEEPENING_FR) {
        let s = played(lang, args, keys);
        let [footer, message] = last_rows(&s, 80, 24);
        assert!(
            footer.contains("? "),
            "{lang} {args:?} {keys}: the footer's keys stay above a one-row message:\n{footer}\n{message}"
        );
        assert_eq!(
            message,
            format!(" {narrow}"),
            "{lang} {args:?} {keys} at 80×24"
        );
        assert!(message.chars().count() <= 80);
        let [_, message] = last_rows(&s, 160, 45);
        assert_eq!(
            message,
            format!(" {wide}"),
            "{lang} {args:?} {keys} at 160×45"
        );
        assert_eq!(
            s.app.message(),
            Some(wide),
            "the message the App holds is the whole one"
        );
    }
}
