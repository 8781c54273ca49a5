//! The help's two pages: where the player's files' keys (b f S R) work, `?` turns to a second
//! page that lists them, at the smallest screen, at 80×24 and large, in English and French.

use morpion::tui::keymap::{Context, Controls, HelpPage, Keys};
use ratatui::crossterm::event::KeyCode;

use crate::common::session::Session;

/// The rows of the second page, as (keys, what they do), in `lang`.
fn more_rows(lang: &str) -> Vec<(String, String)> {
    let session = Session::new(&["--lang", lang]);
    session
        .app
        .keys()
        .help_rows(HelpPage::More, session.app.words())
        .map(|(label, description)| (label.into_owned(), description.into_owned()))
        .collect()
}

#[test]
fn the_second_page_lists_the_player_files_keys_where_they_work() {
    assert_eq!(
        more_rows("en"),
        [
            ("x", "practise alpha-beta by hand on a small tree"),
            ("L", "lessons: minimax, alpha-beta, depth, ordering, bones"),
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
            ("x", "l'alpha-bêta à la main, sur un petit arbre"),
            (
                "L",
                "leçons pas à pas\u{a0}: minimax, alpha-bêta et la suite"
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
fn both_pages_show_whole_at_the_smallest_screen_at_80_by_24_and_large() {
    for (lang, titles) in [
        (
            "en",
            [
                "Help 1/2 — ? more keys, any other key closes",
                "Help 2/2 — ? first page, any other key closes",
            ],
        ),
        (
            "fr",
            [
                "Aide 1/2 — ? autres touches, toute autre touche ferme",
                "Aide 2/2 — ? première page, toute autre touche ferme",
            ],
        ),
    ] {
        let files = Session::new(&["--lang", lang]).app.words().help.files;
        for (width, height) in [(76, 20), (80, 24), (160, 45)] {
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
            for line in files {
                assert!(second.contains(line), "{line}:\n{second}");
            }
        }
    }
}

#[test]
fn the_second_page_at_80_by_24() {
    let [_, english] = pages("en", 80, 24);
    insta::assert_snapshot!(english);
    let [_, french] = pages("fr", 80, 24);
    insta::assert_snapshot!(french);
}
