//! On a heap of bones the depth limit's evaluation is the rule of 4 (a heap that is a multiple
//! of 4 is lost for the player to move: tests/FACTS.md), a proven rule: the scores it gives
//! are exact wins and losses whose distance the search did not reach, never estimates. The move
//! table and the technique comparison say so, and each word agrees with the rule itself.

use crate::common;

use common::session::Session;

/// `morpion --game bones --heap HEAP --first ai --depth 4 --lang LANG`, the AI's first take
/// searched.
fn after_the_ai_took(heap: u32, lang: &str) -> Session {
    let heap = heap.to_string();
    let mut s = Session::new(&[
        "--game", "bones", "--heap", &heap, "--first", "ai", "--seed", "1", "--depth", "4",
        "--lang", lang,
    ]);
    s.settle();
    s
}

/// The screen's rows at `width`×`height`, without the test backend's quotes.
fn rows(s: &Session, width: u16, height: u16) -> Vec<String> {
    s.text(width, height)
        .lines()
        .map(|row| row.trim_matches('"').to_owned())
        .collect()
}

/// The move table's rows: (the take, the score as written, the words after it), from the
/// panel's rows "▶ take 1   100 wins: …   26   40".
fn move_rows(rows: &[String]) -> Vec<(u32, String, String)> {
    rows.iter()
        .filter_map(|row| {
            let panel = row.trim_end().rsplit('│').nth(1)?;
            let rest = panel.trim_start_matches([' ', '▶', '◆', '=']);
            let after = rest.strip_prefix("take ")?;
            let take: u32 = after.get(..1)?.parse().ok()?;
            let after = after[1..].trim_start();
            let sign = after.chars().next()?;
            let (score, words) = match after.strip_prefix(['<', '≤', '≥']) {
                Some(bounded) => {
                    let bounded = bounded.trim_start();
                    let end = bounded.find(' ')?;
                    (format!("{sign} {}", &bounded[..end]), &bounded[end..])
                }
                None => {
                    let end = after.find(' ')?;
                    (after[..end].to_owned(), &after[end..])
                }
            };
            // The words end where the counts start: two spaces or more.
            let words = words.trim_start();
            let words = words.split("  ").next().unwrap_or("").to_owned();
            Some((take, score, words))
        })
        .collect()
}

#[test]
fn the_move_table_calls_the_rule_of_4s_scores_wins_and_losses_as_the_rule_decides() {
    let mut rule_scores = 0;
    for heap in 17..=28 {
        let s = after_the_ai_took(heap, "en");
        let screen = rows(&s, 160, 45);
        let table = move_rows(&screen);
        assert_eq!(
            table.len(),
            3,
            "heap {heap}: three takes in the table {table:?}"
        );
        for (take, score, words) in table {
            // The AI took `take` from `heap`: it wins exactly when it left a multiple of 4.
            let wins = (heap - take).is_multiple_of(4);
            assert!(
                !words.contains("estimate"),
                "heap {heap} take {take}: {score} {words}"
            );
            let expected: &[&str] = match (score.as_str(), wins) {
                ("100", true) => &["wins: rule of 4 at the depth limit"],
                ("-100", false) => &["loses: rule of 4 at the depth limit"],
                ("≥ 100", true) => &["wins (rule of 4) or sooner"],
                ("≤ -100", false) => &["loses (rule of 4) or sooner"],
                ("≤ 100", _) => &["at best wins (rule of 4)"],
                ("≥ -100", _) => &["at worst loses (rule of 4)"],
                ("< 100", false) => &["loses (tie check)"],
                (score, _) if score.contains("100") => {
                    panic!("heap {heap} take {take}: {score} {words} against the rule ({wins})")
                }
                // A win or loss proven within the depth limit, in plies.
                _ => &[],
            };
            if !expected.is_empty() {
                rule_scores += 1;
                assert!(
                    expected.iter().any(|e| words.starts_with(e)),
                    "heap {heap} take {take}: {score} {words}"
                );
            }
        }
    }
    assert!(
        rule_scores >= 24,
        "the rule's scores were checked ({rule_scores})"
    );
}

#[test]
fn at_80_by_24_the_rule_of_4s_win_and_losses_read_as_such_in_both_languages() {
    for (lang, expected) in [
        (
            "en",
            [
                "▶ take 1   100 wins                26      40",
                "  take 2 < 100 loses                8      40",
                "  take 3 < 100 loses                8      40",
            ],
        ),
        (
            "fr",
            [
                "▶ ôter\u{a0}1   100 gagne              26      40",
                "  ôter\u{a0}2 < 100 perd                8      40",
                "  ôter\u{a0}3 < 100 perd                8      40",
            ],
        ),
    ] {
        let s = after_the_ai_took(21, lang);
        let screen = rows(&s, 80, 24);
        let table: Vec<&str> = screen
            .iter()
            .filter_map(|row| row.trim_end().rsplit('│').nth(1))
            .map(|panel| panel.trim_end())
            .filter(|panel| panel.contains(" 100 "))
            .collect();
        assert_eq!(table, expected.map(|row| format!(" {row}")), "{lang}");
    }
}

#[test]
fn the_comparison_words_the_rule_of_4s_value_as_a_loss_not_an_estimate() {
    for (lang, words) in [("en", "-100 loses"), ("fr", "-100 perd")] {
        let mut s = after_the_ai_took(21, lang);
        s.keys("c");
        while s.finish_study() {}
        let screen = rows(&s, 80, 24).join("\n");
        // 20 bones left, the player to move: a multiple of 4, lost (tests/FACTS.md).
        assert_eq!(screen.matches(words).count(), 4, "{lang}:\n{screen}");
        assert!(!screen.contains("estimat"), "{lang}:\n{screen}");
    }
}

#[test]
fn the_hints_on_a_heap_are_the_rules_wins_and_losses_under_a_title_that_names_it() {
    for (lang, width, title, cells) in [
        ("en", 80, "┌ Hints: rule of 4 ", "loss    loss    loss"),
        (
            "en",
            160,
            "┌ Hints: 4 plies, then rule of 4 ",
            "loss    loss    loss",
        ),
        ("fr", 80, "┌ Indices ", "perd    perd    perd"),
        (
            "fr",
            160,
            "┌ Indices\u{a0}: multiples de 4 ",
            "perd    perd    perd",
        ),
    ] {
        let mut s = after_the_ai_took(21, lang);
        s.keys("i");
        s.settle();
        while s.finish_study() {}
        let height = if width == 80 { 24 } else { 45 };
        let screen = rows(&s, width, height);
        // 20 bones left, the player to move: every take leaves a heap that is not a multiple
        // of 4, won for the AI (tests/FACTS.md).
        assert!(
            screen[1].starts_with(title),
            "{lang} {width}:\n{}",
            screen.join("\n")
        );
        assert!(
            screen.iter().any(|row| row.contains(cells)),
            "{lang} {width}:\n{}",
            screen.join("\n")
        );
        let text = screen.join("\n");
        assert!(
            !text.contains('≈') && !text.contains("estim"),
            "{lang} {width}:\n{text}"
        );
    }
}

#[test]
fn step_mode_says_who_the_rule_of_4_makes_win_at_the_depth_limit() {
    for (lang, words) in [
        ("en", "+100, MAX\u{a0}(AI) wins, by the rule of 4"),
        ("fr", "+100, MAX\u{a0}(IA) gagne (multiples de 4)"),
    ] {
        let mut s = after_the_ai_took(21, lang);
        s.keys("w");
        // Four takes of one bone: the first position at the depth limit (17 bones, the AI to
        // move: not a multiple of 4, won for the AI).
        for _ in 0..5 {
            s.key(ratatui::crossterm::event::KeyCode::Right);
        }
        let panel = s.panel_text(80, 24);
        assert!(panel.contains(words), "{lang}: {panel}");
        assert!(!panel.contains("estim"), "{lang}: {panel}");
    }
}

#[test]
fn the_explorer_calls_the_rule_of_4s_values_exact() {
    for (lang, words, not) in [
        (
            "en",
            "exact: the rule of 4 scores the positions",
            "an estimate",
        ),
        (
            "fr",
            "la règle des multiples de 4 note les positions",
            "estimation",
        ),
    ] {
        let mut s = after_the_ai_took(21, lang);
        s.keys("t");
        while s.finish_study() {}
        let panel = s.panel_text(80, 24);
        assert!(panel.contains(words), "{lang}: {panel}");
        assert!(!panel.contains(not), "{lang}: {panel}");
    }
}
