//! The results kept between sessions, as the game adds them: a game against the AI played from the start counts, one with a move taken back is counted apart, the AI against itself and two players are not kept, `--no-save` keeps nothing; the config file's problem and a results file kept aside are told on the message line.

use morpion::home::results::{Game, Side, Store, Tally};
use morpion::tui::{PlayerFiles, Status};
use ratatui::crossterm::event::KeyCode;

use crate::common::scratch::Scratch;
use crate::common::session::Session;

fn keeping(args: &[&str], folder: &Scratch) -> Session {
    let mut all = vec!["--game", "bones", "--heap", "3", "--seed", "3"];
    all.extend_from_slice(args);
    Session::keeping(
        &all,
        PlayerFiles {
            results: Some(Store::in_folder(folder.path())),
            ..PlayerFiles::default()
        },
    )
}

/// The tallies kept for the heap of 3, player first and second.
fn kept(folder: &Scratch) -> Vec<(Side, Tally, Tally)> {
    let store = Store::in_folder(folder.path());
    store
        .read()
        .unwrap()
        .rows
        .iter()
        .map(|row| {
            assert_eq!(row.game, Game::Bones { heap: 3 });
            (row.side, row.results, row.apart)
        })
        .collect()
}

const WON: Tally = Tally {
    won: 1,
    drawn: 0,
    lost: 0,
};
const NONE: Tally = Tally {
    won: 0,
    drawn: 0,
    lost: 0,
};

#[test]
fn a_game_won_from_the_start_counts_for_the_side_that_moved_first() {
    let folder = Scratch::new("results-won");
    let mut session = keeping(&["--first", "human"], &folder);
    assert!(kept(&folder).is_empty());
    // Taking all three bones wins at once.
    session.keys("3");
    assert_eq!(kept(&folder), [(Side::First, WON, NONE)]);
    // The AI starts the next one: taking 3 leaves nothing for the player, who loses.
    let mut session = keeping(&["--first", "ai"], &folder);
    session.settle();
    assert_eq!(
        kept(&folder),
        [
            (Side::First, WON, NONE),
            (
                Side::Second,
                Tally {
                    won: 0,
                    drawn: 0,
                    lost: 1
                },
                NONE
            )
        ]
    );
}

#[test]
fn a_game_with_a_move_taken_back_is_counted_apart() {
    let folder = Scratch::new("results-undo");
    let mut session = keeping(&["--first", "human"], &folder);
    // Take 1, the AI answers (2, winning); take it back, then win.
    session.keys("1");
    session.settle();
    let lost_counted = Tally {
        won: 0,
        drawn: 0,
        lost: 1,
    };
    assert_eq!(kept(&folder), [(Side::First, lost_counted, NONE)]);
    // That game's ending was kept: taken back and ended otherwise, or played again with r,
    // it is not kept again.
    session.keys("u");
    session.keys("3");
    assert_eq!(session.app.status(), Status::HumanWon);
    for _ in 0..3 {
        session.keys("u");
        session.keys("r");
        session.settle();
    }
    assert_eq!(kept(&folder), [(Side::First, lost_counted, NONE)]);
    // A new game counts again.
    session.keys("n");
    session.settle();
    if session.app.status() == Status::HumanToMove {
        session.keys("3");
    }
    let rows = kept(&folder);
    let counted: u64 = rows.iter().map(|(_, results, _)| results.games()).sum();
    assert_eq!(counted, 2, "{rows:?}");
}

#[test]
fn a_move_taken_back_before_the_end_counts_the_game_apart_once() {
    let folder = Scratch::new("results-undo-apart");
    let mut session = Session::keeping(
        &[
            "--game", "bones", "--heap", "6", "--seed", "3", "--first", "human",
        ],
        PlayerFiles {
            results: Some(Store::in_folder(folder.path())),
            ..PlayerFiles::default()
        },
    );
    // Take 1: the AI leaves 4. Take it back, then take 2: the AI is left 4 and loses.
    session.keys("1");
    session.settle();
    assert_eq!(session.app.position().heap().unwrap().heap(), 4);
    session.keys("u");
    assert_eq!(
        session.app.message(),
        Some("Took back 2 moves — r plays them again · now counted apart in your results")
    );
    session.keys("2");
    session.settle();
    let left = session.app.position().heap().unwrap().heap();
    session.keys(&left.to_string());
    assert_eq!(session.app.status(), Status::HumanWon);
    let rows = |folder: &Scratch| -> Vec<(Game, Side, Tally, Tally)> {
        let read = Store::in_folder(folder.path()).read().unwrap();
        read.rows
            .iter()
            .map(|row| (row.game.clone(), row.side, row.results, row.apart))
            .collect()
    };
    let once = [(Game::Bones { heap: 6 }, Side::First, NONE, WON)];
    assert_eq!(rows(&folder), once);
    session.keys("u");
    session.keys("r");
    assert_eq!(session.app.status(), Status::HumanWon);
    assert_eq!(rows(&folder), once);
}

#[test]
fn only_games_against_the_ai_are_kept_and_no_save_keeps_none() {
    let folder = Scratch::new("results-modes");
    let mut session = keeping(&["--first", "human", "--mode", "humans"], &folder);
    session.keys("3");
    assert!(session.app.position().is_over());
    assert!(kept(&folder).is_empty());
    // --no-save: the session has no store at all.
    let mut session = Session::keeping(
        &["--game", "bones", "--heap", "3", "--first", "human"],
        PlayerFiles::default(),
    );
    session.keys("3");
    assert!(session.app.position().is_over());
    assert!(kept(&folder).is_empty());
}

#[test]
fn a_results_file_kept_aside_and_a_config_problem_are_told() {
    let folder = Scratch::new("results-aside");
    std::fs::write(folder.join("results.json"), "half a fi").unwrap();
    let mut session = keeping(&["--first", "human"], &folder);
    session.keys("3");
    let aside = folder.join("results.json.unreadable");
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), "half a fi");
    assert_eq!(
        session.app.message(),
        Some(
            format!(
                "The results file could not be read: it was kept aside as {}, and a new one started",
                aside.display()
            )
            .as_str()
        )
    );
    // The config file's first problem, in the screen's language (the file's own words, its
    // keys and values, as they are).
    let problems = morpion::home::config_file::read("theme = \"dark\"\ndepth = 0\n").problems;
    let session = Session::keeping(
        &["--lang", "fr"],
        PlayerFiles {
            config: Some("config.toml".into()),
            problems,
            ..PlayerFiles::default()
        },
    );
    assert_eq!(
        session.app.message(),
        Some(
            "Fichier de réglages\u{a0}: config.toml\u{a0}: ligne 2\u{a0}: depth\u{a0}: 0 n'est pas dans 1..=64 (ignorée)"
        )
    );
}

/// A results file with a few rows: boards and a heap, games counted and apart, predictions
/// and guesses.
fn some_results(folder: &Scratch) -> Store {
    use morpion::home::results::{Ending, Row};
    let store = Store::in_folder(folder.path());
    let board = Game::Board {
        rows: 3,
        cols: 3,
        k: 3,
        gravity: false,
    };
    let connect_four = Game::Board {
        rows: 6,
        cols: 7,
        k: 4,
        gravity: true,
    };
    for ending in [Ending::Won, Ending::Drawn, Ending::Drawn, Ending::Lost] {
        store
            .add(&Row::new(board.clone(), Side::First).with_game(ending, true))
            .unwrap();
    }
    store
        .add(&Row::new(board.clone(), Side::Second).with_game(Ending::Lost, false))
        .unwrap();
    let mut predictions = Row::new(board, Side::Second);
    predictions.predictions.made = 5;
    predictions.predictions.moves_right = 3;
    predictions.predictions.worths_right = 2;
    predictions.guesses.right = 4;
    predictions.guesses.wrong = 2;
    store.add(&predictions).unwrap();
    store
        .add(&Row::new(connect_four, Side::Second).with_game(Ending::Lost, true))
        .unwrap();
    store
        .add(&Row::new(Game::Bones { heap: 10 }, Side::First).with_game(Ending::Won, true))
        .unwrap();
    store
}

/// The results screen of `--lang LANG` over `store`, at 80×24, its file's place written
/// as `RESULTS` (the test's folder changes from run to run).
fn results_screen(lang: &str, store: Store) -> String {
    let path = store.path().display().to_string();
    let mut session = Session::keeping(
        &["--lang", lang, "--first", "human", "--seed", "1"],
        PlayerFiles {
            results: Some(store),
            ..PlayerFiles::default()
        },
    );
    session.keys("R");
    assert_eq!(
        session.app.context(),
        morpion::tui::keymap::Context::Results
    );
    let screen = session.draw(80, 24).backend().to_string();
    let width = path.chars().count();
    screen.replace(&path, &format!("{:<width$}", "RESULTS"))
}

#[test]
fn r_shows_the_results_kept_in_english_and_french() {
    let folder = Scratch::new("results-screen");
    let store = some_results(&folder);
    insta::assert_snapshot!("results_screen_en", results_screen("en", store.clone()));
    insta::assert_snapshot!("results_screen_fr", results_screen("fr", store));
}

#[test]
fn the_results_screen_says_when_there_are_none_and_closes() {
    let folder = Scratch::new("results-none");
    let mut session = keeping(&["--first", "human"], &folder);
    session.keys("R");
    let screen = session.screen();
    assert!(
        screen.contains("No game kept yet: the games you play against the AI count here."),
        "{screen}"
    );
    // R again, or Esc, closes it; the game's keys wait until then.
    session.keys("3");
    assert!(!session.app.position().is_over());
    session.keys("R");
    assert_eq!(session.app.context(), morpion::tui::keymap::Context::Play);
    session.keys("R");
    session.key(ratatui::crossterm::event::KeyCode::Esc);
    assert_eq!(session.app.context(), morpion::tui::keymap::Context::Play);
    // With --no-save, none are kept.
    let mut unsaved = Session::keeping(&["--first", "human"], PlayerFiles::default());
    unsaved.keys("R");
    let screen = unsaved.screen();
    assert!(
        screen.contains(
            "This session keeps no results (--no-save, save = false in the config file, or no home folder);"
        ) && screen.contains("morpion stats shows those kept."),
        "{screen}"
    );
    // An unreadable file is named, and left where it is.
    std::fs::write(folder.join("results.json"), "half a fi").unwrap();
    session.keys("R");
    assert!(
        session.screen().contains("cannot be read"),
        "{}",
        session.screen()
    );
    assert_eq!(
        std::fs::read_to_string(folder.join("results.json")).unwrap(),
        "half a fi"
    );
}

#[test]
fn a_results_file_that_cannot_be_read_at_all_is_said_so_with_the_systems_reason() {
    let folder = Scratch::new("results-folder");
    // A folder where the file should be: nothing can keep it aside or write over it.
    std::fs::create_dir(folder.join("results.json")).unwrap();
    let mut session = keeping(&["--first", "human"], &folder);
    session.keys("R");
    let screen = session.screen();
    assert!(
        screen.contains("results.json cannot be read (") && screen.contains("no result is kept"),
        "{screen}"
    );
    assert!(!screen.contains("keeps it aside"), "{screen}");
    session.keys("R");
    session.keys("3");
    assert_eq!(session.app.status(), Status::HumanWon);
    let said = session.app.message().unwrap_or_default().to_owned();
    assert!(
        said.starts_with(&format!(
            "The result could not be written to {} (",
            folder.join("results.json").display()
        )) && said.ends_with("): it is not kept"),
        "{said}"
    );
    assert!(folder.join("results.json").is_dir());
}

#[test]
fn results_longer_than_the_screen_scroll_to_their_last_line_and_back() {
    use morpion::home::results::{Ending, Row};
    let folder = Scratch::new("results-scroll");
    let store = Store::in_folder(folder.path());
    for heap in 1..=30 {
        store
            .add(&Row::new(Game::Bones { heap }, Side::First).with_game(Ending::Won, true))
            .unwrap();
    }
    let mut session = Session::keeping(
        &["--first", "human", "--seed", "1"],
        PlayerFiles {
            results: Some(store),
            ..PlayerFiles::default()
        },
    );
    session.keys("R");
    let (width, height) = (76, 20);
    let rows = |session: &Session| session.rows(width, height);
    let first = rows(&session);
    assert!(
        first.iter().any(|r| r.contains("Your results · ↑↓ scroll")),
        "{first:#?}"
    );
    assert!(first.iter().any(|r| r.contains("↓ more")), "{first:#?}");
    assert!(
        first.iter().any(|r| r.contains("Bones, a heap of 1 ")),
        "{first:#?}"
    );
    assert!(
        !first.iter().any(|r| r.contains("heap of 30")),
        "{first:#?}"
    );
    // Page Down until the end: the last row and the legend come into sight, and no further.
    for _ in 0..30 {
        session.key_on(KeyCode::PageDown, width, height);
    }
    let last = rows(&session);
    assert!(
        last.iter().any(|r| r.contains("Bones, a heap of 30 ")),
        "{last:#?}"
    );
    assert!(
        last.iter().any(|r| r.contains("Won, drawn, lost")),
        "{last:#?}"
    );
    assert!(!last.iter().any(|r| r.contains("↓ more")), "{last:#?}");
    assert!(last.iter().any(|r| r.contains("Esc back")), "{last:#?}");
    let top = session.app.results_top();
    session.key_on(KeyCode::Down, width, height);
    assert_eq!(session.app.results_top(), top);
    // Back up with k: one line at a time, to the first.
    session.key_on(KeyCode::Char('k'), width, height);
    assert_eq!(session.app.results_top(), top - 1);
    for _ in 0..top {
        session.key_on(KeyCode::Up, width, height);
    }
    assert_eq!(rows(&session), first);
    // Esc still closes it; opened again, it starts at its first line.
    session.key_on(KeyCode::Esc, width, height);
    assert_eq!(session.app.context(), morpion::tui::keymap::Context::Play);
    session.keys("R");
    assert_eq!(session.app.results_top(), 0);
}
