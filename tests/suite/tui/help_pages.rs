//! The help's two pages: what a learner needs first (play, the search keys, practice, the
//! lessons, the glossary) on the first, who plays, Esc and the player's files on the second,
//! which `?` turns to; both as one where the screen has room; in English and French.

use morpion::tui::keymap::{Context, Controls, HelpPage, Keys};
use ratatui::crossterm::event::KeyCode;

use crate::common::session::Session;

/// The rows of `page`, as (keys, what they do), in `lang`.
fn page_rows(lang: &str, page: HelpPage) -> Vec<(String, String)> {
    let session = Session::new(&["--lang", lang]);
    session
        .app
        .keys()
        .help_rows(page, session.app.words())
        .map(|(label, description)| (label.into_owned(), description.into_owned()))
        .collect()
}

/// The rows of the second page, as (keys, what they do), in `lang`.
fn more_rows(lang: &str) -> Vec<(String, String)> {
    page_rows(lang, HelpPage::More)
}

#[test]
fn the_first_page_lists_practice_the_lessons_and_the_glossary_after_the_search_keys() {
    for lang in ["en", "fr"] {
        let keys: Vec<String> = page_rows(lang, HelpPage::Keys)
            .into_iter()
            .map(|(key, _)| key)
            .collect();
        let after = |key: &str| keys.iter().position(|k| k == key).map(|at| &keys[at + 1]);
        assert_eq!(
            after("t w g").map(String::as_str),
            Some("x"),
            "{lang}: {keys:?}"
        );
        assert_eq!(
            after("x").map(String::as_str),
            Some("L"),
            "{lang}: {keys:?}"
        );
        assert_eq!(
            after("L").map(String::as_str),
            Some("a"),
            "{lang}: {keys:?}"
        );
        assert_eq!(
            keys.last().map(String::as_str),
            Some("q Ctrl-C"),
            "{lang}: {keys:?}"
        );
    }
}

#[test]
fn the_second_page_lists_the_player_files_keys_where_they_work() {
    assert_eq!(
        more_rows("en"),
        [
            ("v", "who plays: you vs AI / AI vs AI / two players"),
            ("Esc", "while the AI thinks: it plays its best move so far"),
            ("b", "set up a position, then play on from it"),
            ("f", "save this game to a file (never over one)"),
            ("S", "save the settings in force in the config file"),
            ("R", "your results, kept between sessions"),
        ]
        .map(|(k, d)| (k.to_owned(), d.to_owned()))
    );
    assert_eq!(
        more_rows("fr"),
        [
            (
                "v",
                "qui joue\u{a0}: vous contre l'IA / l'IA seule / à deux"
            ),
            (
                "Échap",
                "pendant que l'IA réfléchit\u{a0}: jouer son meilleur coup"
            ),
            ("b", "poser une position, puis jouer à partir d'elle"),
            ("f", "enregistrer la partie dans un nouveau fichier"),
            ("S", "enregistrer les réglages dans le fichier de réglages"),
            ("R", "vos résultats, gardés d'une session à l'autre"),
        ]
        .map(|(k, d)| (k.to_owned(), d.to_owned()))
    );
    for controls in [
        Controls::Keypad,
        Controls::Cells,
        Controls::Columns(7),
        Controls::Takes,
    ] {
        for context in [Context::Play, Context::TwoPlayers, Context::Watch] {
            assert!(Keys { controls, context }.has_more_page(), "{context:?}");
        }
        // The screens of their own have one page: b f S R do not work there.
        for context in [
            Context::Explorer,
            Context::Techniques,
            Context::Steps,
            Context::Setup,
            Context::Results,
            Context::Practice,
        ] {
            assert!(!Keys { controls, context }.has_more_page(), "{context:?}");
        }
    }
}

#[test]
fn question_mark_turns_the_page_and_any_other_key_closes_without_acting() {
    let mut session = Session::new(&["--first", "human"]);
    session.keys("?");
    assert_eq!(session.app.help_page(), Some(HelpPage::Keys));
    session.keys("?");
    assert_eq!(session.app.help_page(), Some(HelpPage::More));
    session.keys("?");
    assert_eq!(session.app.help_page(), Some(HelpPage::Keys));
    session.keys("?b");
    assert_eq!(session.app.help_page(), None);
    assert_eq!(
        session.app.context(),
        Context::Play,
        "b closed the help only"
    );
    // On the setup screen the help has one page: ? closes it as any key does.
    session.keys("b?");
    assert_eq!(session.app.context(), Context::Setup);
    assert_eq!(session.app.help_page(), Some(HelpPage::Keys));
    session.keys("?");
    assert_eq!(session.app.help_page(), None);
    assert_eq!(session.app.context(), Context::Setup);
    // ? with the glossary open closes it, as before.
    session.key(KeyCode::Esc);
    session.keys("a?");
    assert!(!session.app.glossary_open() && !session.app.help_open());
}

/// The help's screen at `width`×`height` in `lang`, on its first and its second page.
fn pages(lang: &str, width: u16, height: u16) -> [String; 2] {
    let mut session = Session::new(&["--first", "human", "--lang", lang]);
    session.key_on(KeyCode::Char('?'), width, height);
    let first = session.text(width, height);
    session.key_on(KeyCode::Char('?'), width, height);
    [first, session.text(width, height)]
}

#[test]
fn the_pages_turn_where_one_does_not_hold_both_and_show_as_one_where_it_does() {
    for (lang, titles, whole_title) in [
        (
            "en",
            [
                "Help 1/2 — ? more keys, any other key closes",
                "Help 2/2 — ? first page, any other key closes",
            ],
            "Help — press any key to close",
        ),
        (
            "fr",
            [
                "Aide 1/2 — ? autres touches, toute autre touche ferme",
                "Aide 2/2 — ? première page, toute autre touche ferme",
            ],
            "Aide — appuyez sur une touche pour fermer",
        ),
    ] {
        let words = Session::new(&["--lang", lang]).app.words();
        let (panel, files) = (words.help.panel, words.help.files);
        let first_rows = page_rows(lang, HelpPage::Keys);
        // Too short for both pages: the first, then the second, each with what the screen shows.
        for (width, height) in [(76, 20), (80, 24), (120, 31)] {
            let [first, second] = pages(lang, width, height);
            assert!(
                first.contains(titles[0]),
                "{lang} {width}×{height}:\n{first}"
            );
            assert!(
                second.contains(titles[1]),
                "{lang} {width}×{height}:\n{second}"
            );
            for (key, description) in more_rows(lang) {
                let row = format!("{key}  {description}");
                assert!(second.contains(&row), "{row}:\n{second}");
                assert!(!first.contains(&row), "{row}:\n{first}");
            }
            for (key, description) in &first_rows {
                let row = format!("{key}  {description}");
                assert!(first.contains(&row), "{row}:\n{first}");
            }
            for line in files {
                assert!(second.contains(line), "{line}:\n{second}");
            }
        }
        // Tall enough for both (32 rows in English): one help with every row and both
        // explanations, which `?` closes as any other key does.
        for (width, height) in [(120, 32), (120, 40), (160, 45)] {
            let mut session = Session::new(&["--first", "human", "--lang", lang]);
            session.key_on(KeyCode::Char('?'), width, height);
            let whole = session.text(width, height);
            assert!(
                whole.contains(whole_title),
                "{lang} {width}×{height}:\n{whole}"
            );
            for (key, description) in first_rows.iter().chain(&more_rows(lang)) {
                let row = format!("{key}  {description}");
                assert!(whole.contains(&row), "{row}:\n{whole}");
            }
            for line in panel.iter().chain(&files) {
                assert!(whole.contains(line), "{line}:\n{whole}");
            }
            session.key_on(KeyCode::Char('?'), width, height);
            assert_eq!(session.app.help_page(), None, "{lang} {width}×{height}");
        }
    }
}

#[test]
fn the_first_page_at_80_by_24_and_whole_at_120_by_40() {
    for lang in ["en", "fr"] {
        let [first, _] = pages(lang, 80, 24);
        insta::assert_snapshot!(format!("first_page_80x24_{lang}"), first);
        let [whole, _] = pages(lang, 120, 40);
        insta::assert_snapshot!(format!("whole_120x40_{lang}"), whole);
    }
}

#[test]
fn the_second_page_at_80_by_24() {
    let [_, english] = pages("en", 80, 24);
    insta::assert_snapshot!(english);
    let [_, french] = pages("fr", 80, 24);
    insta::assert_snapshot!(french);
}
