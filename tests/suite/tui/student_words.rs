//! Issue 24's fresh-eyes findings, checked on the screens a student reads: the settings line on one row in every combination at 80×24, the first screen's and the glossary's terms, one meaning for "=", step mode's window columns and a heap's legend.

use crate::common;

use common::session::Session;
use morpion::i18n::{EN, FR, Words, fit_on_one_line};

const LANGS: [(&str, &Words); 2] = [("en", &EN), ("fr", &FR)];

/// The screen's rows at 80×24, without the quotes the test backend writes around them.
fn rows(session: &Session) -> Vec<String> {
    session
        .text(80, 24)
        .lines()
        .map(|line| line.trim_matches('"').to_owned())
        .collect()
}

/// The panel's rows (right of the board's column), borders and padding left out.
fn panel_rows(session: &Session) -> Vec<String> {
    rows(session)
        .iter()
        .map(|row| {
            let panel: String = row.chars().skip(30).collect();
            panel.trim_end().trim_end_matches('│').trim().to_owned()
        })
        .collect()
}

#[test]
fn a_line_too_long_loses_whole_parts_never_a_word() {
    let forms = ["alpha-beta · no limit · reading order · no table"];
    assert_eq!(fit_on_one_line(&forms, 60), forms[0]);
    assert_eq!(
        fit_on_one_line(&forms, 45),
        "alpha-beta · no limit · reading order …"
    );
    assert_eq!(fit_on_one_line(&forms, 25), "alpha-beta · no limit …");
    assert_eq!(fit_on_one_line(&forms, 13), "alpha-beta …");
    // Where only the first part fits whole, a cut after a piece of the second keeps more.
    let deepening = ["minimax · deepened to 9, max 1 s, then heuristic · threats · table"];
    assert_eq!(
        fit_on_one_line(&deepening, 40),
        "minimax · deepened to 9, max 1 s …"
    );
    // A first part too wide alone keeps its whole words that fit.
    assert_eq!(
        fit_on_one_line(&["depth limit 9 plies"], 16),
        "depth limit 9 …"
    );
    assert_eq!(fit_on_one_line(&["unbreakable"], 5), "");
    // The first form that fits wins, the shortest is shortened.
    assert_eq!(fit_on_one_line(&["a long one", "short"], 6), "short");
}

/// The settings flags of every combination: pruning, depth limit, evaluation, move order,
/// table and iterative deepening.
fn combinations() -> Vec<Vec<&'static str>> {
    let mut all = Vec::new();
    for pruning in [&[][..], &["--no-pruning"]] {
        for depth in [&[][..], &["--depth", "1"], &["--depth", "9"]] {
            for eval in ["draw", "heuristic"] {
                for order in ["reading", "centre-first", "threats"] {
                    for table in ["0", "16"] {
                        for deepening in [&[][..], &["--deepening"]] {
                            let mut args: Vec<&str> = Vec::new();
                            args.extend(pruning);
                            args.extend(depth);
                            args.extend(["--eval", eval, "--order", order, "--table-mib", table]);
                            args.extend(deepening);
                            all.push(args);
                        }
                    }
                }
            }
        }
    }
    all
}

/// Issue 24: the settings line wrapped in long French combinations. On the first screen, the
/// row below the settings is what their words mean: the settings took one row.
#[test]
fn the_first_screens_settings_keep_to_one_row_in_every_combination_at_80_by_24() {
    let combinations = combinations();
    assert_eq!(combinations.len(), 144);
    for (lang, words) in LANGS {
        for settings in &combinations {
            let mut args = vec!["--lang", lang, "--first", "human"];
            args.extend(settings);
            let session = Session::new(&args);
            let panel = panel_rows(&session);
            let now = (words.panel.intro_now)("");
            let at = panel
                .iter()
                .position(|row| row.starts_with(now.trim_end()))
                .expect("the settings on the first screen");
            // "Now: settings", or "Now:" and the settings on the row below it.
            let line = match panel[at].trim_end() == now.trim_end() {
                true => at + 1,
                false => at,
            };
            let terms = &panel[line + 1];
            assert!(
                words.panel.intro_orders.iter().any(|order| {
                    let name = order.split(['\u{a0}', ':']).next().unwrap();
                    terms.starts_with(name)
                }),
                "{lang} {settings:?}: the settings took a second row:\n{}",
                panel[at..line + 2].join("\n")
            );
        }
    }
}

#[test]
fn the_glossary_calls_one_thing_a_table_and_gives_each_sign_one_meaning() {
    for (lang, words) in LANGS {
        let entries = words.glossary.entries;
        let terms: Vec<&str> = entries.iter().map(|(term, _)| *term).collect();
        // The transposition table's entry, and no other entry named after a table.
        let tables: Vec<&&str> = terms.iter().filter(|t| t.contains("table")).collect();
        assert_eq!(tables.len(), 2, "{lang}: {terms:?}");
        assert!(tables.contains(&&"table (m)"), "{lang}: {terms:?}");
        let (_, table) = entries.iter().find(|(t, _)| *t == "table (m)").unwrap();
        let transposition = match lang {
            "en" => "the transposition table",
            _ => "la table de transposition",
        };
        assert!(table.starts_with(transposition), "{lang}: {table}");
        // Reading order said in words, under the move order.
        let (_, order) = entries.iter().find(|(t, _)| t.ends_with("(o)")).unwrap();
        let reading = match lang {
            "en" => "row by row from the top left",
            _ => "ligne par ligne depuis le coin en haut à gauche",
        };
        assert!(order.contains(reading), "{lang}: {order}");
        // "=" is the panel's "as good", and never "exact"; the move played is a random pick.
        let (_, signs) = entries.iter().find(|(t, _)| *t == "▶ ◆ =").unwrap();
        let (never, random) = match lang {
            "en" => (
                "The = mark compares two moves and says nothing of a value being exact",
                "the AI picks it at random among the moves its search found best",
            ),
            _ => (
                "Le signe = compare deux coups et ne dit rien de l'exactitude d'une valeur",
                "l'IA le tire au sort parmi les coups que sa recherche a trouvés meilleurs",
            ),
        };
        assert!(signs.contains(never), "{lang}: {signs}");
        assert!(signs.contains(random), "{lang}: {signs}");
        // Hints on a heap of bones.
        let (_, hints) = entries.iter().find(|(t, _)| t.ends_with("(i)")).unwrap();
        let heap = match lang {
            "en" => "On a heap of bones, each take's value stands above its 'take N'",
            _ => {
                "Sur un tas d'os, la valeur de chaque prise est au-dessus de son «\u{a0}ôter\u{a0}N\u{a0}»"
            }
        };
        assert!(hints.contains(heap), "{lang}: {hints}");
    }
}

/// Step mode on the heap: its legend speaks of the heap, not of board numbers; its stack
/// heads α and β as the window now, and writes an exact value with no "=".
#[test]
fn step_mode_on_a_heap_says_what_the_heap_shows() {
    for (lang, words) in LANGS {
        let mut session = Session::new(&[
            "--lang", lang, "--game", "bones", "--first", "human", "--seed", "1",
        ]);
        session.keys("1");
        session.settle();
        session.keys("w");
        let text = session.text(80, 24);
        assert!(text.contains(words.steps.heap_legend), "{lang}:\n{text}");
        assert!(!text.contains(words.steps.board_legend), "{lang}:\n{text}");
        let [_, _, alpha, beta, _] = words.steps.header;
        let header = format!("{alpha} {beta}");
        assert!(text.contains(&header), "{lang}: {header}\n{text}");
    }
}

/// Issue 24: "=" meant "exact" in step mode and "as good" in the panel. Stepped to the end of
/// a search, the stack's root shows its exact value bare, as the step tree does.
#[test]
fn step_mode_writes_an_exact_value_without_a_sign() {
    let args = ["--board", "XOX/.O./...", "--human", "o", "--seed", "1"];
    let mut session = Session::from_config(common::session::from_position(&args));
    session.settle();
    session.keys("w");
    for _ in 0..400 {
        if session.app.steps().expect("step mode").replay.at_end() {
            break;
        }
        session.key(ratatui::crossterm::event::KeyCode::Right);
    }
    assert!(
        session.app.steps().unwrap().replay.at_end(),
        "{}",
        session.text(80, 24)
    );
    let text = session.text(80, 24);
    let root = text
        .lines()
        .find(|row| row.contains("MAX") && row.contains("root"))
        .unwrap_or_else(|| panic!("the root's row:\n{text}"));
    let value = root
        .trim_end_matches(['"', '│', ' '])
        .rsplit(' ')
        .next()
        .unwrap();
    assert!(value.starts_with('+') || value == "0", "{root}");
    assert!(!root.contains("= "), "{root}");
}

/// Issue 37: the stack's first row said "start" for the position searched; it names the root,
/// the word the first step's sentence explains, in both languages, at 80×24.
#[test]
fn step_mode_names_the_searched_position_the_root() {
    for (lang, root, sentence) in [
        ("en", "root", "the root, the position searched"),
        ("fr", "racine", "la racine, la position cherchée"),
    ] {
        let mut session = Session::new(&["--lang", lang, "--first", "human", "--seed", "1"]);
        session.keys("5");
        session.settle();
        session.keys("w");
        let text = session.text(80, 24);
        assert!(
            text.lines()
                .any(|row| row.contains("MAX") && row.contains(&format!(" {root} "))),
            "{lang}:\n{text}"
        );
        // The right-hand column's rows joined, so a sentence wrapped over rows reads whole.
        let column: Vec<&str> = text
            .lines()
            .filter_map(|row| row.split_once("││"))
            .map(|(_, right)| right.trim_matches(['"', '│', ' ']))
            .collect();
        let column = column.join(" ");
        assert!(column.contains(sentence), "{lang}: {column}");
    }
}
