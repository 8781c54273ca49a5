//! The results kept between sessions, as the game adds them: a game against the AI played from the start counts, one with a move taken back is counted apart, the AI against itself and two players are not kept, `--no-save` keeps nothing; the config file's problem and a results file kept aside are told on the message line.

use morpion::home::results::{Game, Side, Store, Tally};
use morpion::tui::{PlayerFiles, Status};

use crate::common::scratch::Scratch;
use crate::common::session::Session;

fn keeping(args: &[&str], folder: &Scratch) -> Session {
    let mut all = vec!["--game", "bones", "--heap", "3", "--seed", "3"];
    all.extend_from_slice(args);
    Session::keeping(
        &all,
        PlayerFiles {
            results: Some(Store::in_folder(folder.path())),
            notes: Vec::new(),
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
    session.keys("u");
    session.keys("3");
    assert_eq!(kept(&folder), [(Side::First, lost_counted, WON)]);
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
    let session = Session::keeping(
        &["--lang", "fr"],
        PlayerFiles {
            results: None,
            notes: vec!["config.toml: line 2: depth: 0 is not in 1..=64 (ignored)".into()],
        },
    );
    assert_eq!(
        session.app.message(),
        Some("Fichier de réglages\u{a0}: config.toml: line 2: depth: 0 is not in 1..=64 (ignored)")
    );
}
