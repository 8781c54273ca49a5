//! The key tables of the docs are the program's own: each table of docs/playing.md and
//! docs/learning.md is marked with the contexts (and games) it is for, and checked against the
//! keymap both ways: every key a game binds in a context is in a row of that context's tables,
//! with the words the help popup gives it, and no row names a key the keymap does not bind
//! there. The README's short table of a first game's keys is checked the second way.
//!
//! A table is the first Markdown table after a marker line
//! `<!-- keys: CONTEXT… [; GAME…] -->`. Its first column lists the keys, each in backticks (`1`
//! … `9` is the digit keys); a `game` column narrows a row to some games, a `where` column to
//! some contexts; the `what it does` column must hold the help's description of every row of
//! the help popup whose keys are in the row.

use std::collections::BTreeSet;

use morpion::i18n::EN;
use morpion::tui::keymap::{Context, Controls, Key, Keys};
use ratatui::crossterm::event::KeyCode;

const README: &str = include_str!("../../../README.md");
/// The pages whose key tables must cover the whole keymap.
const PAGES: [(&str, &str); 3] = [
    ("docs/playing.md", include_str!("../../../docs/playing.md")),
    (
        "docs/learning.md",
        include_str!("../../../docs/learning.md"),
    ),
    ("docs/lessons.md", include_str!("../../../docs/lessons.md")),
];

const GAMES: [Controls; 4] = [
    Controls::Keypad,
    Controls::Cells,
    Controls::Columns(7),
    Controls::Takes,
];
const CONTEXTS: [Context; 15] = [
    Context::Play,
    Context::TwoPlayers,
    Context::Watch,
    Context::Explorer,
    Context::Techniques,
    Context::Steps,
    Context::Guessing,
    Context::StepsTree,
    Context::Setup,
    Context::Results,
    Context::Practice,
    Context::PracticeReplay,
    Context::Lesson,
    Context::LessonExercise,
    Context::LessonDepthExercise,
];
/// "every mode" in a `where` column.
const MODES: [Context; 3] = [Context::Play, Context::TwoPlayers, Context::Watch];

/// One row of a documented key table.
#[derive(Debug)]
struct Row {
    /// Where the row is, for the messages: the page and its line.
    at: String,
    contexts: Vec<Context>,
    games: Vec<Controls>,
    keys: Vec<Key>,
    /// The highest digit key the row names, if any.
    last_digit: Option<u8>,
    description: String,
}

fn context_named(name: &str) -> Vec<Context> {
    match name {
        "play" => vec![Context::Play],
        "two-players" => vec![Context::TwoPlayers],
        "ai-ai" => vec![Context::Watch],
        "explorer" => vec![Context::Explorer],
        "comparison" => vec![Context::Techniques],
        "steps" => vec![Context::Steps],
        "guessing" => vec![Context::Guessing],
        "steps-tree" => vec![Context::StepsTree],
        "setup" => vec![Context::Setup],
        "results" => vec![Context::Results],
        "practice" => vec![Context::Practice],
        "practice-replay" => vec![Context::PracticeReplay],
        "lesson" => vec![
            Context::Lesson,
            Context::LessonExercise,
            Context::LessonDepthExercise,
        ],
        "everywhere" => CONTEXTS.to_vec(),
        _ => panic!("unknown context {name:?} in a keys marker"),
    }
}

fn game_named(name: &str) -> Controls {
    match name {
        "3x3" => Controls::Keypad,
        "boards" => Controls::Cells,
        "gravity" => Controls::Columns(7),
        "bones" => Controls::Takes,
        _ => panic!("unknown game {name:?} in a keys marker"),
    }
}

/// The games a `game` cell names.
fn games_in(cell: &str, at: &str) -> Vec<Controls> {
    let mut games = Vec::new();
    if cell.contains("3×3") {
        games.push(Controls::Keypad);
    }
    if cell.contains("other boards") {
        games.push(Controls::Cells);
    }
    if cell.contains("Connect Four") {
        games.push(Controls::Columns(7));
    }
    if cell.contains("Bones") {
        games.push(Controls::Takes);
    }
    assert!(!games.is_empty(), "{at}: no game named in {cell:?}");
    games
}

/// The contexts a `where` cell names.
fn contexts_in(cell: &str, at: &str) -> Vec<Context> {
    let cell = cell.to_lowercase();
    if cell.contains("everywhere") {
        return CONTEXTS.to_vec();
    }
    if cell.contains("every mode") {
        return MODES.to_vec();
    }
    let mut contexts = Vec::new();
    for (name, context) in [
        ("you vs ai", Context::Play),
        ("two players", Context::TwoPlayers),
        ("ai vs ai", Context::Watch),
    ] {
        if cell.contains(name) {
            contexts.push(context);
        }
    }
    assert!(!contexts.is_empty(), "{at}: no context named in {cell:?}");
    contexts
}

/// A key as the docs write it, in backticks.
fn key_named(name: &str, at: &str) -> Key {
    let plain = |code| Key::Plain(code);
    match name {
        "←" => plain(KeyCode::Left),
        "→" => plain(KeyCode::Right),
        "↑" => plain(KeyCode::Up),
        "↓" => plain(KeyCode::Down),
        "Enter" => plain(KeyCode::Enter),
        "Space" => plain(KeyCode::Char(' ')),
        "Esc" => plain(KeyCode::Esc),
        "PgUp" => plain(KeyCode::PageUp),
        "PgDn" => plain(KeyCode::PageDown),
        "Home" => plain(KeyCode::Home),
        "End" => plain(KeyCode::End),
        "Tab" => plain(KeyCode::Tab),
        "Backspace" => plain(KeyCode::Backspace),
        "Delete" => plain(KeyCode::Delete),
        _ => {
            if let Some(letter) = name.strip_prefix("Ctrl-") {
                let mut chars = letter.chars();
                let (Some(c), None) = (chars.next(), chars.next()) else {
                    panic!("{at}: unknown key {name:?}");
                };
                return Key::Ctrl(c.to_ascii_lowercase());
            }
            let mut chars = name.chars();
            match (chars.next(), chars.next()) {
                (Some('1'..='9'), None) => Key::Digit,
                (Some(c), None) => plain(KeyCode::Char(c)),
                _ => panic!("{at}: unknown key {name:?}"),
            }
        }
    }
}

/// The text between backticks in `cell`.
fn code_spans(cell: &str) -> Vec<&str> {
    cell.split('`').skip(1).step_by(2).collect()
}

fn cells(line: &str) -> Vec<String> {
    let line = line.trim();
    let inner = line.strip_prefix('|').unwrap_or(line);
    let inner = inner.strip_suffix('|').unwrap_or(inner);
    inner.split('|').map(|c| c.trim().to_owned()).collect()
}

/// Every marked key table of `page`, as rows.
fn rows(name: &str, page: &str) -> Vec<Row> {
    let lines: Vec<&str> = page.lines().collect();
    let mut rows = Vec::new();
    let mut tables = 0;
    for (i, line) in lines.iter().enumerate() {
        let Some(marker) = line
            .trim()
            .strip_prefix("<!-- keys:")
            .and_then(|m| m.strip_suffix("-->"))
        else {
            continue;
        };
        tables += 1;
        let (contexts, games) = marker.split_once(';').unwrap_or((marker, ""));
        let contexts: Vec<Context> = contexts
            .split_whitespace()
            .flat_map(context_named)
            .collect();
        let mut games: Vec<Controls> = games.split_whitespace().map(game_named).collect();
        if games.is_empty() {
            games = GAMES.to_vec();
        }
        let table: Vec<(usize, &str)> = lines
            .iter()
            .enumerate()
            .skip(i + 1)
            .skip_while(|(_, l)| l.trim().is_empty())
            .take_while(|(_, l)| l.trim_start().starts_with('|'))
            .map(|(n, l)| (n, *l))
            .collect();
        assert!(
            table.len() > 2,
            "{name}:{}: a keys marker with no table under it",
            i + 1
        );
        let header = cells(table[0].1);
        let column = |title: &str| header.iter().position(|h| h.starts_with(title));
        let description = column("what").expect("a `what it does` column");
        let (game, place) = (column("game"), column("where"));
        for &(n, line) in &table[2..] {
            let at = format!("{name}:{}", n + 1);
            let row = cells(line);
            assert_eq!(row.len(), header.len(), "{at}: {line}");
            let mut keys = Vec::new();
            let mut last_digit = None;
            for span in code_spans(&row[0]) {
                for name in span.split_whitespace() {
                    keys.push(key_named(name, &at));
                    if let Ok(digit) = name.parse::<u8>() {
                        last_digit = last_digit.max(Some(digit));
                    }
                }
            }
            assert!(!keys.is_empty(), "{at}: no key in backticks: {line}");
            rows.push(Row {
                contexts: place.map_or_else(|| contexts.clone(), |c| contexts_in(&row[c], &at)),
                games: game.map_or_else(|| games.clone(), |g| games_in(&row[g], &at)),
                keys,
                last_digit,
                description: row[description].clone(),
                at,
            });
        }
    }
    assert!(tables > 0, "{name} has no marked key table");
    rows
}

fn every_page_row() -> Vec<Row> {
    PAGES
        .iter()
        .flat_map(|(name, page)| rows(name, page))
        .collect()
}

/// What no row may say: a key the keymap does not bind in the row's contexts and games, a
/// description that leaves out the help's words for a key it names, digits that do not end
/// at the game's last digit key.
fn faults(rows: &[Row]) -> Vec<String> {
    let mut faults = Vec::new();
    for row in rows {
        for &context in &row.contexts {
            for &controls in &row.games {
                let keys = Keys { controls, context };
                for key in &row.keys {
                    let Some(binding) = keys.bindings().find(|b| b.keys.contains(key)) else {
                        faults.push(format!(
                            "{}: {key:?} is not bound in {context:?} on {controls:?}",
                            row.at
                        ));
                        continue;
                    };
                    if !binding.listed {
                        continue;
                    }
                    let words = binding.words(&EN).expect("a listed row has words");
                    let said = controls.text(words.description);
                    if !row.description.contains(said.as_ref()) {
                        faults.push(format!(
                            "{}: {key:?} in {context:?} on {controls:?} must say the help's \
                             {said:?}, not {:?}",
                            row.at, row.description
                        ));
                    }
                }
                let moves = matches!(context, Context::Play | Context::TwoPlayers);
                if moves
                    && controls != Controls::Cells
                    && row.keys.contains(&Key::Digit)
                    && row.last_digit != Some(controls.last_digit())
                {
                    faults.push(format!(
                        "{}: the digits of {controls:?} go up to {}, not {:?}",
                        row.at,
                        controls.last_digit(),
                        row.last_digit
                    ));
                }
            }
        }
    }
    faults
}

/// The keys the keymap binds in some game and context that no row of the pages gives there.
fn missing(rows: &[Row]) -> Vec<String> {
    let mut missing = BTreeSet::new();
    for context in CONTEXTS {
        for controls in GAMES {
            let keys = Keys { controls, context };
            for binding in keys.bindings() {
                for key in binding.keys {
                    let documented = rows.iter().any(|r| {
                        r.contexts.contains(&context)
                            && r.games.contains(&controls)
                            && r.keys.contains(key)
                    });
                    if !documented {
                        let said = binding
                            .words(&EN)
                            .map(|w| controls.text(w.description).into_owned())
                            .unwrap_or_default();
                        missing
                            .insert(format!("{key:?} ({said:?}) in {context:?} on {controls:?}"));
                    }
                }
            }
        }
    }
    missing.into_iter().collect()
}

#[test]
fn every_key_the_keymap_binds_is_in_the_docs_with_the_helps_words() {
    let missing = missing(&every_page_row());
    assert!(
        missing.is_empty(),
        "keys bound but not in docs/playing.md or docs/learning.md:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_key_the_docs_give_is_bound_where_they_say() {
    let faults = faults(&every_page_row());
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn the_readmes_first_keys_are_bound_with_the_helps_words() {
    let rows = rows("README.md", README);
    assert!(rows.len() >= 10, "the README gives a first game's keys");
    let faults = faults(&rows);
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn the_checker_sees_a_key_the_keymap_lacks_and_a_key_the_docs_lack() {
    let page = "<!-- keys: explorer -->\n\
                | key | what it does |\n\
                |---|---|\n\
                | `↑` `↓` or `k` `j` | select the row above / below |\n\
                | `z` | zoom |\n";
    let rows = rows("sample", page);
    let faults = faults(&rows);
    assert_eq!(faults.len(), 4, "{faults:?}");
    assert!(faults[0].contains("Plain(Char('z')) is not bound in Explorer on Keypad"));
    let missing = missing(&rows);
    assert!(
        missing
            .iter()
            .any(|m| m.contains("PageUp") && m.contains("Explorer")),
        "{missing:?}"
    );
    assert!(
        !missing
            .iter()
            .any(|m| m.contains("Up") && !m.contains("Page") && m.contains("Explorer")),
        "{missing:?}"
    );
}

#[test]
fn the_checker_sees_a_description_that_is_not_the_helps() {
    let page = "<!-- keys: comparison; 3x3 -->\n\
                | key | what it does |\n\
                |---|---|\n\
                | `c` `Esc` | close it |\n";
    let faults = faults(&rows("sample", page));
    assert_eq!(faults.len(), 2, "{faults:?}");
    assert!(faults[0].contains("close the comparison (a search still running stops)"));
}
