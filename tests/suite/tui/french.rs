//! The game in French (`--lang fr`): whole screens of every part of the game, compared with
//! reviewed snapshots; no English word on a French screen (nor French on an English one), in
//! the screens and in the two tables; the default language from the environment and `--lang`.

use crate::common;

use std::collections::BTreeSet;

use clap::Parser;
use common::phrases::EveryPhrase;
use common::session::Session;
use morpion::analysis::Row;
use morpion::cli::args::Cli;
use morpion::i18n::{EN, FR, Lang};
use morpion::tui::Status;
use ratatui::crossterm::event::KeyCode;

/// A game played by key, in `lang`, and the size of the screen to look at.
struct Scene {
    name: &'static str,
    width: u16,
    height: u16,
    session: Session,
}

fn session(lang: &str, args: &[&str]) -> Session {
    let args: Vec<&str> = ["--lang", lang]
        .into_iter()
        .chain(args.iter().copied())
        .collect();
    Session::new(&args)
}

/// You took the centre (or `keys`), the AI answered.
fn answered(lang: &str, keys: &str) -> Session {
    let mut s = session(lang, &["--first", "human", "--seed", "1"]);
    for key in keys.chars() {
        s.keys(&key.to_string());
        s.settle();
    }
    s
}

/// Every part of the game, in `lang`, at the sizes that matter.
fn scenes(lang: &str) -> Vec<Scene> {
    let scene = |name, width, height, session| Scene {
        name,
        width,
        height,
        session,
    };
    let mut scenes = vec![
        scene(
            "start_of_a_game",
            100,
            30,
            session(lang, &["--first", "human", "--seed", "1"]),
        ),
        scene(
            "after_an_ai_move_with_the_full_panel",
            100,
            30,
            answered(lang, "5"),
        ),
        scene("after_an_ai_move_at_80_by_24", 80, 24, answered(lang, "59")),
        scene(
            "after_an_ai_move_at_the_minimum_size",
            76,
            20,
            answered(lang, "1"),
        ),
    ];

    let mut s = answered(lang, "5");
    s.keys("?");
    scenes.push(scene("help_popup", 100, 30, s));
    let mut s = answered(lang, "1");
    s.keys("?");
    scenes.push(scene("help_popup_at_the_minimum_size", 76, 20, s));

    // The explorer of the README's game, on a cut row (its reason in full above).
    let mut s = session(lang, &["--first", "human", "--seed", "3"]);
    s.keys("1");
    s.settle();
    s.keys("t");
    scenes.push(scene("the_tree_being_recorded", 100, 30, {
        let mut recording = session(lang, &["--first", "human", "--seed", "3"]);
        recording.keys("1");
        recording.settle();
        recording.keys("t");
        recording
    }));
    assert!(s.finish_study());
    // Down to the first position alpha-beta cut short, open it, and select its cut row.
    for _ in 0..100 {
        let explorer = s.app.explorer().expect("recorded");
        match explorer.rows()[explorer.selected()] {
            Row::Cut { .. } => break,
            Row::Node { id, .. } => {
                let cut = explorer.tree().node(id).cut.is_some();
                s.key(if cut && !explorer.is_open(id) {
                    KeyCode::Enter
                } else {
                    KeyCode::Down
                });
            }
        }
    }
    let explorer = s.app.explorer().expect("recorded");
    assert!(matches!(
        explorer.rows()[explorer.selected()],
        Row::Cut { .. }
    ));
    scenes.push(scene("the_explorer_on_a_cut", 100, 30, s));

    let mut s = answered(lang, "5");
    s.keys("c");
    assert!(s.finish_study());
    scenes.push(scene("the_technique_comparison", 100, 30, s));

    let mut s = answered(lang, "1");
    s.keys("c");
    assert!(s.finish_study());
    scenes.push(scene(
        "the_technique_comparison_at_the_minimum_size",
        76,
        20,
        s,
    ));

    let mut s = answered(lang, "5");
    s.keys("t");
    assert!(s.finish_study());
    s.keys("?");
    scenes.push(scene("help_in_the_explorer", 100, 30, s));

    let mut s = answered(lang, "5");
    s.keys("i");
    assert!(s.finish_study());
    scenes.push(scene("hints", 100, 30, s));

    // Pruning off: the same decision searched again.
    let mut s = answered(lang, "1");
    s.keys("pd");
    s.settle();
    scenes.push(scene("searched_again_without_pruning", 100, 30, s));

    let mut s = session(
        lang,
        &[
            "--game", "connect4", "--first", "human", "--seed", "1", "--depth", "4",
        ],
    );
    for key in ["4", "4", "3"] {
        s.keys(key);
        s.settle();
    }
    s.key(KeyCode::Right);
    s.key(KeyCode::Right);
    scenes.push(scene("connect_four", 100, 30, s));
    // The book's move searched again under a depth limit: the longest panel title.
    for (name, width, height) in [
        ("a_book_move_searched_again", 100, 30),
        ("a_book_move_searched_again_at_80_by_24", 80, 24),
    ] {
        // A depth limit keeps the counts the same from run to run (no think time).
        let mut s = session(
            lang,
            &[
                "--game", "connect4", "--first", "human", "--seed", "1", "--depth", "6",
            ],
        );
        s.keys("4");
        s.settle();
        s.keys("-");
        s.settle();
        scenes.push(scene(name, width, height, s));
    }

    let mut s = session(
        lang,
        &["--game", "bones", "--first", "human", "--seed", "1"],
    );
    s.keys("2");
    s.settle();
    s.key(KeyCode::Right);
    scenes.push(scene("bones", 100, 30, s));
    let mut s = session(
        lang,
        &["--game", "bones", "--first", "human", "--seed", "1"],
    );
    s.keys("3");
    s.settle();
    s.keys("i");
    assert!(s.finish_study());
    scenes.push(scene("bones_with_hints_at_the_minimum_size", 76, 20, s));

    // The AI wins: the winning line, the score, the invitation to a new game.
    let mut s = answered(lang, "123");
    while !s.app.position().is_over() {
        let free = (0..9)
            .find(|&c| s.app.board().unwrap().mark_at(c).is_none())
            .unwrap();
        s.keys(&(free + 1).to_string());
        s.settle();
    }
    assert_eq!(s.app.status(), Status::AiWon);
    scenes.push(scene("game_over", 100, 30, s));

    let mut s = session(lang, &["--mode", "ai-ai", "--seed", "5"]);
    s.finish_search();
    s.tick(std::time::Duration::from_secs(60));
    s.finish_search();
    s.keys(" ");
    scenes.push(scene("the_ai_against_itself_paused", 100, 30, s));

    let s = session(
        lang,
        &["--mode", "humans", "--game", "bones", "--first", "human"],
    );
    scenes.push(scene("two_players_on_the_heap", 100, 30, s));

    scenes.push(scene(
        "the_size_notice",
        40,
        12,
        session(lang, &["--first", "human"]),
    ));
    scenes
}

fn screen(scene: &Scene) -> String {
    scene
        .session
        .draw(scene.width, scene.height)
        .backend()
        .to_string()
}

#[test]
fn french_screens() {
    for scene in scenes("fr") {
        insta::assert_snapshot!(scene.name, screen(&scene));
    }
}

/// The words of `text` (letters only, lower case, at least three), where a language shows;
/// `{last}`, the highest digit key, is a figure.
fn words(text: &str) -> BTreeSet<String> {
    // The placeholders the views fill in are not words of either language.
    text.replace("{last}", "7")
        .replace("{limit}", "7")
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 3)
        .map(str::to_lowercase)
        .collect()
}

/// Words both languages write: names, symbols, and words French shares with English.
const SHARED: &[&str] = &[
    "morpion",
    "minimax",
    "alpha",
    "max",
    "min",
    "col",
    "dot",
    "tsvg",
    "graphviz",
    "ctrl",
    "hjkl",
    "position",
    "positions",
    "score",
    "table",
    "technique",
    "techniques",
    "pause",
    "mode",
    "exact",
    // Abbreviations both write: positions.
    "pos",
    // The two kinds of alpha-beta, by the names French lessons keep.
    "fail",
    "soft",
    "hard",
    "low",
    "high",
    // The teacher's exercise line, whose words are typed as they are in both languages
    // (`practice`, `generate … cuts N above K from SEED`, `tree`, `endgame XOX/…`, `lesson`),
    // and the server's refusals (`morpion serve`, `ssh -p PORT`, no shell, no agent).
    "practice",
    "generate",
    "cuts",
    "above",
    "from",
    "tree",
    "endgame",
    "xox",
    "lesson",
    "serve",
    "ssh",
    "port",
    "shell",
    "agent",
    // French words spelt as English ones.
    "large",
    "centre",
    "change",
    "compare",
    "explorer",
    "impossible",
    "log",
    "minimum",
    "multiple",
    "multiples",
    "page",
    "parent",
    "scores",
    "image",
    "permission",
    "second",
    "session",
    // The config file's keys and values, and the commands, as they are written.
    "connect",
    "toml",
    "true",
    "false",
    "rows",
    "cols",
    "analyze",
    "stats",
    "save",
    "config",
    "section",
    "connect",
    // A game's section of the config file (`[connect4]`), in both languages.
    "sections",
    // Flags and values as they are written: --load, --moves, depth = "none", ulimit -f.
    "ulimit",
    "load",
    "moves",
    "none",
    // A key's name both write (Tab), and people's names (the Knuth–Moore minimal tree).
    "tab",
    "knuth",
    "moore",
    // French words spelt as English ones.
    "session",
    "second",
    "question",
    "six",
    "case",
    "permission",
    "image",
    "terminal",
    "transposition",
];

fn foreign(screen_words: &BTreeSet<String>, other: &BTreeSet<String>) -> Vec<String> {
    screen_words
        .intersection(other)
        .filter(|w| !SHARED.contains(&w.as_str()))
        .cloned()
        .collect()
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn no_english_word_on_a_french_screen_nor_french_on_an_english_one() {
    let table = |phrases: Vec<String>| words(&phrases.join(" "));
    let (english, french) = (table(EN.every_phrase()), table(FR.every_phrase()));
    // The two tables share only the words both languages write.
    assert_eq!(foreign(&english, &french), Vec::<String>::new());
    // The screens: each one in French shows no word of the English table, and the other way
    // round, and the same screen in English says what the French one says.
    let pairs = scenes("fr").into_iter().zip(scenes("en"));
    for (fr, en) in pairs {
        assert_eq!(fr.name, en.name);
        let (fr_screen, en_screen) = (screen(&fr), screen(&en));
        let (fr_words, en_words) = (words(&fr_screen), words(&en_screen));
        assert_eq!(
            foreign(&fr_words, &english),
            Vec::<String>::new(),
            "{}:\n{fr_screen}",
            fr.name
        );
        assert_eq!(
            foreign(&en_words, &french),
            Vec::<String>::new(),
            "{}:\n{en_screen}",
            en.name
        );
        assert_ne!(fr_screen, en_screen, "{}", fr.name);
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn french_screens_cut_no_word_and_keep_to_their_columns() {
    let vocabulary = words(&FR.every_phrase().join(" "));
    let english = words(&EN.every_phrase().join(" "));
    for scene in scenes("en") {
        let text = screen(&scene);
        let cut: Vec<String> = words(&text)
            .into_iter()
            .filter(|w| !english.contains(w) && !SHARED.contains(&w.as_str()))
            .collect();
        assert_eq!(cut, Vec::<String>::new(), "{}:\n{text}", scene.name);
    }
    for scene in scenes("fr") {
        // A word cut at an edge ("positio") is no word of the table.
        let text = screen(&scene);
        let cut: Vec<String> = words(&text)
            .into_iter()
            .filter(|w| !vocabulary.contains(w) && !SHARED.contains(&w.as_str()))
            .collect();
        assert_eq!(cut, Vec::<String>::new(), "{}:\n{text}", scene.name);
        let terminal = scene.session.draw(scene.width, scene.height);
        let buffer = terminal.backend().buffer();
        // Every cell holds one character one column wide: nothing overflows into the next.
        for cell in &buffer.content {
            let symbol = cell.symbol();
            assert!(
                symbol.chars().count() == 1 && unicode_width(symbol) == 1,
                "{}: {symbol:?}",
                scene.name
            );
        }
    }
}

/// The columns `symbol` takes in a terminal (the characters the game draws).
fn unicode_width(symbol: &str) -> usize {
    ratatui::text::Span::raw(symbol).width()
}

#[test]
fn the_language_comes_from_the_flag_or_else_the_environment() {
    let lang = |vars: &[(&str, &str)]| {
        Lang::from_vars(|name| {
            vars.iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| value.into())
        })
    };
    assert_eq!(lang(&[]), Lang::En);
    assert_eq!(lang(&[("LANG", "fr_FR.UTF-8")]), Lang::Fr);
    assert_eq!(lang(&[("LANG", "fr")]), Lang::Fr);
    assert_eq!(lang(&[("LANG", "fr_CA.utf8")]), Lang::Fr);
    assert_eq!(lang(&[("LANG", "FR_fr")]), Lang::Fr, "case does not matter");
    assert_eq!(lang(&[("LANG", "en_US.UTF-8")]), Lang::En);
    assert_eq!(lang(&[("LANG", "C")]), Lang::En);
    assert_eq!(lang(&[("LANG", "de_DE.UTF-8")]), Lang::En);
    assert_eq!(lang(&[("LANG", "french")]), Lang::Fr, "starts with fr");
    // LC_ALL, then LC_MESSAGES, then LANG: the first one set and not empty decides.
    assert_eq!(
        lang(&[("LC_ALL", "C"), ("LC_MESSAGES", "fr_FR"), ("LANG", "fr_FR")]),
        Lang::En
    );
    assert_eq!(
        lang(&[("LC_ALL", ""), ("LC_MESSAGES", "fr_FR"), ("LANG", "en_GB")]),
        Lang::Fr
    );
    assert_eq!(
        lang(&[("LC_MESSAGES", "en_GB"), ("LANG", "fr_FR.UTF-8")]),
        Lang::En
    );
    assert_eq!(
        lang(&[("LC_CTYPE", "fr_FR.UTF-8")]),
        Lang::En,
        "not messages"
    );

    let parse = |args: &[&str]| {
        Cli::try_parse_from(["morpion"].iter().chain(args))
            .map(|cli| cli.session.lang)
            .map_err(|e| e.kind())
    };
    assert_eq!(parse(&[]), Ok(None), "none given: the environment decides");
    assert_eq!(parse(&["--lang", "fr"]), Ok(Some(Lang::Fr)));
    assert_eq!(parse(&["--lang", "en"]), Ok(Some(Lang::En)));
    assert_eq!(parse(&["--lang=fr", "--game", "bones"]), Ok(Some(Lang::Fr)));
    assert_eq!(
        parse(&["--lang", "de"]),
        Err(clap::error::ErrorKind::InvalidValue)
    );
    assert_eq!(
        parse(&["--lang", "FR"]),
        Err(clap::error::ErrorKind::InvalidValue)
    );
    assert_eq!(
        parse(&["--lang"]),
        Err(clap::error::ErrorKind::InvalidValue)
    );
    // The headless subcommands take no --lang: they always speak English.
    assert!(parse(&["--lang", "fr", "table"]).is_err());
}

#[test]
fn every_french_phrase_differs_from_the_english_one() {
    let (english, french) = (EN.every_phrase(), FR.every_phrase());
    assert_eq!(english.len(), french.len());
    // Names and symbols may stay the same; sentences may not.
    let same: Vec<_> = english
        .iter()
        .zip(&french)
        .filter(|(en, fr)| en == fr && words(en).iter().any(|w| !SHARED.contains(&w.as_str())))
        .map(|(en, _)| en.clone())
        .collect();
    assert_eq!(same, Vec::<String>::new());
}

/// The panel's heading over the two searches' counts says their time is each search's (issue
/// 37: "temps de chacune" read as each position's time), with no depth limit and with one.
#[test]
fn the_counts_heading_names_each_search_s_time() {
    for (keys, heading) in [
        ("5", "Recherches\u{a0}: positions examinées, durée"),
        ("d5", "Recherches à 4 demi-coups\u{a0}: positions, durée"),
    ] {
        let s = answered("fr", keys);
        for (width, height) in [(80, 24), (100, 30)] {
            let panel = s.panel_text(width, height);
            assert!(panel.contains(heading), "{keys} {width}×{height}: {panel}");
        }
    }
}
