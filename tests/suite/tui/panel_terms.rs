//! Every figure of the panel is named for the technique that produced it, no word of it is cut,
//! and its glossary and whole screens in both languages.

use crate::common;

use std::collections::BTreeSet;

use common::phrases::EveryPhrase;
use common::session::Session;
use morpion::engine::{MoveOrder, SearchOptions, SearchReport, SearchSettings, search};
use morpion::i18n::{EN, FR, Words};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

/// The panel's lines (the box right of the board), inside its borders and padding.
fn panel_lines(screen: &str) -> Vec<String> {
    let lines: Vec<&str> = screen.lines().map(|l| l.trim_matches('"')).collect();
    let column = lines[1]
        .chars()
        .skip(1)
        .position(|c| c == '┌')
        .expect("the panel's corner")
        + 1;
    let bottom = lines
        .iter()
        .position(|l| l.chars().nth(column) == Some('└'))
        .expect("the panel's bottom corner");
    lines[2..bottom]
        .iter()
        .map(|line| {
            let inside: String = line.chars().skip(column + 2).collect();
            inside
                .trim_end_matches(['│', '┐', '┘'])
                .trim_end()
                .to_owned()
        })
        .collect()
}

/// A count as drawn ("59,704") as a number.
fn number(text: &str) -> u64 {
    text.replace(',', "")
        .parse()
        .unwrap_or_else(|_| panic!("not a count: {text:?}"))
}

/// Plain `pruning` search (no table, reading order) of the position the panel shows, to the
/// depth and with the evaluation of the search it shows.
fn plain(s: &Session, pruning: bool) -> SearchReport<usize> {
    let analysis = s.app.analysis().expect("an AI move");
    let shown = &analysis.outcome.selected.settings;
    let settings = SearchSettings {
        pruning,
        depth_limit: shown.depth_limit,
        evaluation: shown.evaluation,
        node_budget: None,
        move_order: MoveOrder::Reading,
        transposition: None,
    };
    search(&analysis.position, &settings, &SearchOptions::default())
}

/// Checks every figure named "minimax" or "alpha-beta" on the panel (the counts' lines and the
/// move table's columns) against the plain search of that name; returns how many it checked.
fn check_named_figures(s: &Session, what: &str) -> usize {
    let screen = s.draw(120, 36).backend().to_string();
    let panel = panel_lines(&screen);
    let mut checked = 0;
    for (name, pruning) in [("minimax", false), ("alpha-beta", true)] {
        let reference = plain(s, pruning);
        // "  minimax    59,704 in 21.3 ms": the whole name, then the count.
        // (Or the name alone, the figures on the next line, where the other name is long.)
        for (at, line) in panel.iter().enumerate() {
            let figures = match line.strip_prefix(&format!("  {name}")) {
                Some("") => panel[at + 1].as_str(),
                Some(rest) if rest.starts_with(' ') => rest,
                _ => continue,
            };
            let count = figures.split_whitespace().next().expect("a count");
            if count.starts_with(char::is_numeric) {
                assert_eq!(number(count), reference.nodes, "{what}: {line}\n{screen}");
                checked += 1;
            }
        }
        // The move table's column headed by the name: each move's count.
        let header = panel
            .iter()
            .position(|l| l.trim_start().starts_with(EN.panel.move_heading.trim()))
            .expect("the move table");
        // Counts are single words: their columns are the last two.
        let heading = panel[header].trim_end();
        let (rest, last) = match heading.strip_suffix(EN.panel.ai_search) {
            Some(rest) => (rest.trim_end(), EN.panel.ai_search),
            None => heading.rsplit_once(' ').expect("headings"),
        };
        let from_end = if last == name {
            1
        } else if rest.ends_with(&format!(" {name}")) {
            2
        } else {
            continue;
        };
        for row in panel[header + 1..]
            .iter()
            .take_while(|l| l.starts_with(['▶', '◆', '=', ' ']) && !l.contains('…'))
        {
            let cells: Vec<&str> = row.split_whitespace().collect();
            let count = cells[cells.len() - from_end];
            let named = row.trim_start_matches(['▶', '◆', '=', ' ']);
            let position = &s.app.analysis().expect("an AI move").position;
            let mv = reference
                .moves
                .iter()
                .find(|m| {
                    named.starts_with(&format!(
                        "{} ",
                        morpion::tui::move_name(&EN, position, m.mv)
                    ))
                })
                .unwrap_or_else(|| panic!("{what}: no move in {row}"));
            assert_eq!(number(count), mv.nodes, "{what}: {row}\n{screen}");
            checked += 1;
        }
    }
    checked
}

#[test]
fn a_figure_named_minimax_or_alpha_beta_is_the_plain_searchs_own_under_every_setting() {
    // Tic-tac-toe after a1, under each setting in turn (the panel searches the move again).
    let mut s = Session::new(&["--first", "human", "--seed", "3"]);
    s.keys("1");
    s.settle();
    let mut total = check_named_figures(&s, "as played");
    for (keys, what) in [
        ("m", "table on"),
        ("o", "table and centre-first order"),
        ("m", "centre-first order"),
        ("d", "depth limit 4"),
        ("--", "depth limit 2"),
        ("e", "depth limit 2, heuristic"),
        ("p", "no pruning, depth limit 2"),
        ("m", "no pruning with a table"),
    ] {
        s.keys(keys);
        s.settle();
        total += check_named_figures(&s, what);
    }
    // Connect Four, which plays with a table and the threats order by default.
    let mut c4 = Session::new(&[
        "--game", "connect4", "--first", "human", "--seed", "1", "--depth", "4",
    ]);
    c4.keys("4");
    c4.settle();
    total += check_named_figures(&c4, "connect four");
    c4.keys("p");
    c4.settle();
    total += check_named_figures(&c4, "connect four without pruning");
    // Every setting showed figures under those names (a check that found none proves nothing).
    assert!(total >= 60, "only {total} figures checked");
}

/// Every word of a language's table, as the screen may draw it.
fn known_words(words: &Words) -> BTreeSet<String> {
    words
        .every_phrase()
        .iter()
        .flat_map(|phrase| {
            phrase
                .split(|c: char| c.is_whitespace())
                .map(trimmed)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// A word without the punctuation around it.
fn trimmed(word: &str) -> String {
    word.trim_matches(|c: char| ",.:;()«»\"".contains(c))
        .to_owned()
}

/// Figures, symbols and move names: words no table lists.
fn is_figure(word: &str) -> bool {
    !word.chars().any(char::is_alphabetic)
        || ["µs", "ms", "s", "MiB", "Mio"].contains(&word)
        || (word.len() <= 3
            && word.starts_with(|c: char| c.is_ascii_lowercase())
            && word[1..].chars().all(|c| c.is_ascii_digit()))
}

/// The words drawn on the panel that are no whole word of the table: cut ones.
fn cut_words(screen: &str, words: &Words) -> Vec<String> {
    let known = known_words(words);
    panel_lines(screen)
        .iter()
        .flat_map(|line| {
            line.split(|c: char| c.is_whitespace())
                .map(trimmed)
                .collect::<Vec<_>>()
        })
        .filter(|w| !w.is_empty() && !is_figure(w) && !known.contains(w))
        .collect()
}

/// The panel in the states that matter, in `lang`.
fn panel_states(lang: &str) -> Vec<(&'static str, Session)> {
    let play = |args: &[&str], keys: &[&str]| {
        let args: Vec<&str> = ["--lang", lang].iter().chain(args).copied().collect();
        let mut s = Session::new(&args);
        for key in keys {
            s.keys(key);
            s.settle();
        }
        s
    };
    vec![
        ("intro", play(&["--first", "human", "--seed", "3"], &[])),
        (
            "after a1",
            play(&["--first", "human", "--seed", "3"], &["1"]),
        ),
        (
            "with the table",
            play(&["--first", "human", "--seed", "3"], &["1", "m"]),
        ),
        (
            "after 1 9 2 7",
            play(&["--first", "human", "--seed", "1"], &["1", "9", "2", "7"]),
        ),
        (
            "limit 2, no pruning",
            play(
                &["--first", "human", "--seed", "3"],
                &["1", "d", "-", "-", "p"],
            ),
        ),
        (
            "4×4",
            play(
                &[
                    "--game", "ttt4", "--first", "human", "--seed", "1", "--depth", "2",
                ],
                &["6"],
            ),
        ),
        (
            "bones",
            play(
                &["--game", "bones", "--first", "human", "--seed", "1"],
                &["1"],
            ),
        ),
    ]
}

#[test]
fn no_word_of_the_panel_is_cut_at_80_by_24_or_120_by_36() {
    for (lang, words) in [("en", &EN), ("fr", &FR)] {
        for (state, s) in panel_states(lang) {
            for (width, height) in [(80, 24), (120, 36)] {
                let screen = s.draw(width, height).backend().to_string();
                let cut = cut_words(&screen, words);
                assert!(
                    cut.is_empty(),
                    "{lang} {state} at {width}×{height}: {cut:?}\n{screen}"
                );
            }
        }
    }
}

#[test]
fn the_introduction_is_whole_at_80_by_24_in_both_languages() {
    for (lang, words) in [("en", &EN), ("fr", &FR)] {
        let s = Session::new(&["--lang", lang, "--first", "human", "--seed", "3"]);
        let screen = s.draw(80, 24).backend().to_string();
        let text = panel_lines(&screen).join(" ").replace('\u{a0}', " ");
        let squeezed = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
        let text = squeezed(&text);
        let panel = &words.panel;
        for sentence in [panel.intro_heading, panel.intro_change]
            .into_iter()
            .chain(panel.intro_points)
        {
            let sentence = squeezed(&sentence.replace('\u{a0}', " "));
            assert!(
                text.contains(&sentence),
                "{lang}: {sentence:?} cut\n{screen}"
            );
        }
        // The settings in force, order and table included.
        assert!(text.contains(words.names.order_reading), "{screen}");
        assert!(text.contains(panel.no_table), "{screen}");
    }
}

#[test]
fn the_settings_line_shows_order_and_table_at_80_by_24() {
    let mut s = Session::new(&["--first", "human", "--seed", "3"]);
    s.keys("1");
    s.settle();
    let settings = |s: &Session| panel_lines(&s.draw(80, 24).backend().to_string())[0].clone();
    assert_eq!(settings(&s), "alpha-beta · no limit · reading · no table");
    s.keys("o");
    s.settle();
    // After the note on the search again (short: the move table is short of rows), the
    // settings.
    let panel = panel_lines(&s.draw(80, 24).backend().to_string());
    assert_eq!(panel[0], "New settings; the move list keeps its counts.");
    assert_eq!(panel[1], "alpha-beta · no limit · centre-first · no table");
    s.keys("m");
    s.settle();
    // The table named, its size and hit rate left out before the line would take two rows
    // from the move table; on a taller screen they show.
    let panel = panel_lines(&s.draw(80, 24).backend().to_string());
    assert_eq!(
        panel[1], "alpha-beta · no limit · centre-first · table",
        "{panel:#?}"
    );
    let panel = panel_lines(&s.draw(80, 40).backend().to_string());
    assert_eq!(
        format!("{} {}", panel[2], panel[3]),
        "alpha-beta · no limit · centre-first · table 16\u{a0}MiB, 39.7\u{a0}% hits",
        "{panel:#?}"
    );
}

/// `keys` played with `--seed 3`, you first, in `lang`, each search run at once.
fn played(lang: &str, keys: &[&str]) -> Session {
    let mut s = Session::new(&["--lang", lang, "--first", "human", "--seed", "3"]);
    for key in keys {
        s.keys(key);
        s.settle();
    }
    s
}

#[test]
fn whole_screens_of_the_panel_its_glossary_and_the_table_compared() {
    for lang in ["en", "fr"] {
        let after = played(lang, &["1"]);
        insta::assert_snapshot!(
            format!("panel_after_an_ai_move_{lang}"),
            after.draw(80, 24).backend().to_string()
        );
        let mut glossary = played(lang, &["1"]);
        glossary.keys("a");
        assert!(glossary.app.glossary_open());
        insta::assert_snapshot!(
            format!("glossary_{lang}"),
            glossary.draw(80, 24).backend().to_string()
        );
        // The entries are more than the smallest usual terminal holds: the title names the
        // keys that scroll, the bottom border says more follow.
        let words = if lang == "en" { &EN } else { &FR };
        let glossary_words = &words.glossary;
        let screen = glossary.draw(80, 24).backend().to_string();
        let rows: Vec<&str> = screen.lines().collect();
        assert!(
            rows[0].contains(glossary_words.title_scroll.trim()),
            "{screen}"
        );
        assert!(
            rows[23].contains(glossary_words.more_below.trim()),
            "{screen}"
        );
        // Down scrolls one entry at a time, and no further than the last entry in sight.
        let small = Rect::new(0, 0, 80, 24);
        let press = |code| Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        let entries = glossary_words.entries.len();
        for _ in 0..entries {
            glossary.app.handle_event(&press(KeyCode::Down), small);
        }
        let last_top = glossary.app.glossary_top();
        assert!(last_top > 0 && last_top < entries - 1, "{last_top}");
        let screen = glossary.draw(80, 24).backend().to_string();
        let rows: Vec<&str> = screen.lines().collect();
        let last = glossary_words.entries.last().expect("entries").0;
        let entry = |term: &str| format!("│ {term}{}", glossary_words.separator);
        assert!(screen.contains(&entry(last)), "{screen}");
        assert!(
            rows[23].starts_with("\"└") && !rows[23].contains(glossary_words.more_below.trim()),
            "{screen}"
        );
        // The first entry in sight is the one scrolled to: the entry before it is out of sight.
        let (above, _) = glossary_words.entries[last_top - 1];
        let (first, _) = glossary_words.entries[last_top];
        assert!(rows[1].contains(&entry(first)), "{screen}");
        assert!(!screen.contains(&entry(above)), "{screen}");
        // Up scrolls back one entry, Page Up a page at a time to the first (three pages).
        glossary.app.handle_event(&press(KeyCode::Up), small);
        assert_eq!(glossary.app.glossary_top(), last_top - 1);
        glossary.app.handle_event(&press(KeyCode::PageUp), small);
        assert!(glossary.app.glossary_top() > 0);
        glossary.app.handle_event(&press(KeyCode::PageUp), small);
        glossary.app.handle_event(&press(KeyCode::PageUp), small);
        assert_eq!(glossary.app.glossary_top(), 0);
        assert!(glossary.app.glossary_open());
        // Any key closes it and does nothing else.
        glossary.keys("p");
        assert!(!glossary.app.glossary_open());
        assert!(glossary.app.settings().pruning);
        let table = played(lang, &["1", "m"]);
        insta::assert_snapshot!(
            format!("panel_with_the_table_on_{lang}"),
            table.draw(80, 24).backend().to_string()
        );
    }
}
