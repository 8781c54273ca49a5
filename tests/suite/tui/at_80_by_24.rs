//! The screens issue 24 corrected, whole at 80×24 (the default terminal) in English and French:
//! the footer in play and while the AI plays itself, the panel after the table is turned on,
//! the help, the comparison, step mode's header, the explorer on a deep Connect Four line, the
//! heap in its own words, Connect Four's discs, a board's estimates and a prediction judged.

use crate::common;

use common::session::{Session, flat};
use morpion::analysis::Row;
use ratatui::crossterm::event::KeyCode;

const LANGS: [&str; 2] = ["en", "fr"];

/// `morpion ARGS --lang LANG`, each key of `keys` played once the AI's search (if any) is done.
fn played(lang: &str, args: &[&str], keys: &[&str]) -> Session {
    let args: Vec<&str> = ["--lang", lang].iter().chain(args).copied().collect();
    let mut s = Session::new(&args);
    s.settle();
    for key in keys {
        s.keys(key);
        s.settle();
    }
    s
}

/// The screen at 80×24, as text.
fn screen(s: &Session) -> String {
    s.draw(80, 24).backend().to_string()
}

/// The snapshot of `s`'s screen, named `name` in `lang`.
fn snapshot(name: &str, lang: &str, s: &Session) {
    insta::assert_snapshot!(format!("{name}_{lang}"), screen(s));
}

/// The screen's rows, without the quotes the test backend writes around them.
fn rows(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| line.trim_matches('"').to_owned())
        .collect()
}

/// The panel's rows: right of its box's left border (the second box of the title row), its
/// right border left out.
fn panel_rows(text: &str) -> Vec<String> {
    let rows = rows(text);
    let border = rows[1]
        .chars()
        .enumerate()
        .filter(|&(_, c)| c == '┌')
        .nth(1)
        .map(|(at, _)| at)
        .expect("the panel's box");
    rows.iter()
        .map(|row| {
            let panel: String = row.chars().skip(border + 1).collect();
            panel.trim_end().trim_end_matches('│').to_owned()
        })
        .collect()
}

/// The move table's rows in the panel: those that name a cell ("b2") after the marker column.
fn move_rows(text: &str) -> usize {
    panel_rows(text)
        .iter()
        .filter(|panel| {
            let panel = panel.trim_start_matches([' ', '▶', '◆', '=']).as_bytes();
            panel.len() > 2 && panel[0].is_ascii_lowercase() && panel[1].is_ascii_digit()
        })
        .count()
}

const YOU_FIRST: &[&str] = &["--first", "human", "--seed", "3"];

#[test]
fn after_an_ai_move_the_footer_offers_the_tree_and_the_comparison() {
    for lang in LANGS {
        let s = played(lang, YOU_FIRST, &["1"]);
        let text = screen(&s);
        let footer = &rows(&text)[22];
        for key in ["t ", "c ", "i ", "? ", "q "] {
            assert!(footer.contains(key), "{lang}: {footer:?}");
        }
        snapshot("after_an_ai_move", lang, &s);
    }
}

#[test]
fn turning_the_table_on_keeps_the_message_on_one_row_and_the_move_table_its_rows() {
    for lang in LANGS {
        let before = played(lang, YOU_FIRST, &["1"]);
        let s = played(lang, YOU_FIRST, &["1", "m"]);
        let text = screen(&s);
        let rows = rows(&text);
        // The message on the last row alone: the footer just above it.
        assert!(rows[22].starts_with(" ←↓↑→"), "{text}");
        // The move rows of before the table was on, but for the row of the note on the search
        // again and the one saying how many more moves the tree has.
        let (after, before) = (move_rows(&text), move_rows(&screen(&before)));
        assert_eq!((before, after), (8, 6), "{text}");
        // Rows are hidden, so the rest follow the best by score: the exact scores first, then
        // the bounds (a "≤ -994" or a "< 0" may be worth less than an exact -994).
        let kinds: String = panel_rows(&text)
            .iter()
            .filter(|panel| {
                let cell = panel.trim_start().as_bytes();
                panel.starts_with("   ") && cell[0].is_ascii_lowercase() && cell[1].is_ascii_digit()
            })
            .map(|panel| {
                let score = panel.split_whitespace().nth(2).expect("a score");
                if score.starts_with(['≤', '<', '≥']) {
                    'b'
                } else {
                    'e'
                }
            })
            .collect();
        assert_eq!(kinds, "eebbb", "{text}");
        snapshot("the_table_turned_on", lang, &s);
    }
}

#[test]
fn watching_the_ai_play_itself_says_how_to_take_a_side_again() {
    for lang in LANGS {
        let mut s = played(lang, &["--mode", "ai-ai", "--seed", "5"], &[]);
        s.tick(std::time::Duration::from_secs(60));
        s.settle();
        let text = screen(&s);
        let who_plays = if lang == "en" {
            "v who plays"
        } else {
            "v qui joue"
        };
        assert!(rows(&text)[22].contains(who_plays), "{text}");
        snapshot("the_ai_against_itself", lang, &s);
    }
}

#[test]
fn the_help_lists_the_glossary_key() {
    for lang in LANGS {
        let s = played(lang, YOU_FIRST, &["1", "?"]);
        let text = screen(&s);
        assert!(
            rows(&text)
                .iter()
                .any(|row| row.trim_start_matches([' ', '│']).starts_with("a  ")),
            "{text}"
        );
        snapshot("the_help", lang, &s);
    }
}

#[test]
fn the_comparison_names_its_move_order() {
    for lang in LANGS {
        let mut s = played(lang, YOU_FIRST, &["1"]);
        s.keys("c");
        assert!(s.finish_study());
        let text = screen(&s);
        let order = if lang == "en" {
            "+ threats order"
        } else {
            "+ menaces d'abord"
        };
        assert!(text.contains(order), "{text}");
        snapshot("the_comparison", lang, &s);
    }
}

#[test]
fn step_mode_names_the_order_and_the_table_it_replays_with() {
    for lang in LANGS {
        let s = played(lang, YOU_FIRST, &["1", "w"]);
        let text = screen(&s);
        let (order, table) = if lang == "en" {
            ("reading", "no table")
        } else {
            ("ordre de lecture", "sans table")
        };
        // Under the counter, on one row (two in French, whose order's name is longer).
        let rows = rows(&text);
        let header = format!("{} {}", rows[3], rows[4]);
        assert!(header.contains(order) && header.contains(table), "{text}");
        snapshot("step_mode", lang, &s);
    }
}

/// The explorer of a Connect Four decision (depth 6), on the deepest line of the move played:
/// each row opened down to a leaf.
fn deep_connect_four_line(lang: &str) -> Session {
    let mut s = played(
        lang,
        &[
            "--game",
            "connect4",
            "--first",
            "human",
            "--seed",
            "1",
            "--depth",
            "6",
            "--no-perfect",
        ],
        &["4"],
    );
    s.keys("t");
    assert!(s.finish_study());
    for _ in 0..40 {
        let explorer = s.app.explorer().expect("recorded");
        let Row::Node { id, .. } = explorer.rows()[explorer.selected()] else {
            break;
        };
        if !explorer.can_open(id) {
            break;
        }
        if !explorer.is_open(id) {
            s.key(KeyCode::Enter);
            s.finish_study();
        }
        s.key(KeyCode::Down);
    }
    s
}

#[test]
fn the_explorer_keeps_deep_lines_readable_with_their_window_and_how_to_leave() {
    for lang in LANGS {
        let s = deep_connect_four_line(lang);
        let text = screen(&s);
        let rows = rows(&text);
        // How to leave, in the footer.
        let leave = if lang == "en" {
            "t/Esc leave"
        } else {
            "t/Échap sortir"
        };
        assert!(rows[22].contains(leave), "{text}");
        // The α/β window's column (its heading short), and no run of guides a column apart.
        let heading = rows
            .iter()
            .find(|row| row.contains(" α/β "))
            .expect("the window's heading");
        assert!(heading.contains(" pos."), "{text}");
        assert!(!text.contains("│││"), "{text}");
        snapshot("the_explorer_deep_in_connect_four", lang, &s);
    }
}

#[test]
fn the_heap_speaks_of_its_rule_and_its_one_order() {
    for lang in LANGS {
        let mut s = played(
            lang,
            &[
                "--game", "bones", "--heap", "20", "--first", "ai", "--seed", "2",
            ],
            &[],
        );
        let text = screen(&s);
        for board_word in ["threats", "menaces", "heuristic", "heuristique"] {
            assert!(!text.contains(board_word), "{board_word}: {text}");
        }
        snapshot("the_heap", lang, &s);
        // o changes nothing on a heap, and says why.
        let settings = *s.app.settings();
        s.keys("o");
        assert_eq!(*s.app.settings(), settings);
        assert!(s.request.is_none());
        let said = if lang == "en" {
            "A heap has one move order: every search tries take 1, then 2, then 3"
        } else {
            "Un tas n'a qu'un ordre de coups\u{a0}: toute recherche essaie ôter 1, puis 2, puis 3"
        };
        assert_eq!(s.app.message(), Some(said));
        // The comparison has no move order's row to show.
        s.keys("c");
        assert!(s.finish_study());
        let text = screen(&s);
        assert!(
            !text.contains("+ 1-2-3") && !text.contains("+ ordre"),
            "{text}"
        );
        snapshot("the_heap_compared", lang, &s);
    }
}

#[test]
fn connect_four_discs_differ_without_colour() {
    for lang in LANGS {
        let s = played(
            lang,
            &["--game", "connect4", "--mode", "humans", "--first", "human"],
            &["4", "4", "3"],
        );
        let text = screen(&s);
        assert!(text.contains('●') && text.contains('○'), "{text}");
        snapshot("connect_four_discs", lang, &s);
    }
}

#[test]
fn a_bigger_board_gives_its_estimates_a_scale_and_the_same_rows_in_both_languages() {
    let mut counts = Vec::new();
    for lang in LANGS {
        let mut s = played(
            lang,
            &["--game", "ttt4", "--first", "human", "--seed", "1"],
            &[],
        );
        s.key(KeyCode::Enter);
        s.settle();
        let text = screen(&s);
        let scale = if lang == "en" {
            "(estimate, ±500 max)"
        } else {
            "(estimée, ±500 max.)"
        };
        assert!(text.contains(scale), "{text}");
        counts.push(move_rows(&text));
        snapshot("four_by_four", lang, &s);
    }
    assert_eq!(counts[0], counts[1], "English and French rows");
}

#[test]
fn a_prediction_is_judged_in_whole_words() {
    for lang in LANGS {
        let mut s = played(lang, &["--seed", "3", "--first", "human"], &["g", "1"]);
        // The AI's move waits for the prediction: b2, worth a draw.
        s.keys("5");
        s.keys("2");
        s.settle();
        let said = if lang == "en" {
            "You said b2 (a draw), the AI played b2 (a draw): its very move, the right value"
        } else {
            "Pronostic b2 (nulle), l'IA a joué b2 (nulle)\u{a0}: son coup même, la bonne valeur"
        };
        assert_eq!(s.app.message(), Some(said));
        snapshot("a_prediction_judged", lang, &s);
    }
}

#[test]
fn an_order_that_searched_more_than_reading_order_says_so() {
    // X takes the centre; the AI answers after 2,458 positions in reading order; o asks for
    // centre-first order, which searches 3,142 here.
    for lang in LANGS {
        let s = played(lang, YOU_FIRST, &["5", "o"]);
        let text = screen(&s);
        let said = if lang == "en" {
            "3,142 positions with centre-first order, more than"
        } else {
            "3\u{a0}142 positions avec centre d'abord, plus que"
        };
        let panel = flat(&panel_rows(&text).join(" "));
        assert!(panel.contains(&said.replace('\u{a0}', " ")), "{text}");
        snapshot("an_order_searched_more", lang, &s);
    }
    // After a1, centre-first searched fewer positions than reading order (2,515 against
    // 2,787): no remark the other way round (fewer positions is what an order is for).
    let s = played("en", YOU_FIRST, &["1", "o"]);
    assert!(!screen(&s).contains("positions with"), "{}", screen(&s));
}
