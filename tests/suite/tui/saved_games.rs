//! Games saved with `f` and taken up again with `--load`: the file written, the same screen drawn again, the moves and who chose them, and the game counted apart from the results.

use morpion::home::config_file::{self, Depth, settle};
use morpion::home::results::{Game as Kept, Store, Tally};
use morpion::tui::{Chooser, PlayerFiles, Seat, Status};

use crate::common::scratch::Scratch;
use crate::common::session::{Session, loaded};

#[test]
fn a_saved_game_loaded_back_draws_the_same_screen() {
    let folder = Scratch::new("saved-screen");
    let args = ["--mode", "humans", "--game", "connect4", "--first", "human"];
    let mut session = Session::exporting(&args, folder.path());
    session.keys("4453");
    session.keys("f");
    let path = folder.join("morpion-game-1.toml");
    assert_eq!(
        session.app.message(),
        Some(format!("Game saved as {}", path.display()).as_str())
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "# A game of morpion, 4 moves played. `morpion --load FILE` plays on from there;\n\
         # `morpion analyze --load FILE` analyses its last position (--move N: after N moves).\n\
         format = 1\n\
         rows = 6\n\
         cols = 7\n\
         k = 4\n\
         gravity = true\n\
         first = \"human\"\n\
         human = \"x\"\n\
         mode = \"humans\"\n\
         depth = \"none\"\n\
         pruning = true\n\
         eval = \"heuristic\"\n\
         order = \"threats\"\n\
         table-mib = 16\n\
         deepening = false\n\
         think-ms = 1000\n\
         perfect = true\n\
         started = \"human\"\n\
         moves = \"4453\"\n"
    );
    let before = session.rows(80, 24);
    let again = Session::from_config(loaded(&path, &[]).with_export_dir(folder.path()));
    let after = again.rows(80, 24);
    // Every row is the same but the message line's.
    let differ: Vec<(String, String)> = before
        .iter()
        .zip(&after)
        .filter(|(a, b)| a != b)
        .map(|(a, b)| (a.trim_end().to_owned(), b.trim_end().to_owned()))
        .collect();
    assert_eq!(
        differ,
        [(
            format!(" Game saved as {}", path.display()),
            // Between two players nothing is counted: nothing is said of results.
            " The saved game goes on after its 4 moves".to_owned()
        )]
    );
    insta::assert_snapshot!(again.draw(80, 24).backend());
}

#[test]
fn a_saved_game_goes_on_with_its_moves_and_counts_apart() {
    let folder = Scratch::new("saved-apart");
    let args = [
        "--game", "bones", "--heap", "5", "--first", "human", "--seed", "1",
    ];
    let mut session = Session::exporting(&args, folder.path());
    // Take 1, the AI answers: four bones were left to it, a lost position whatever it takes.
    session.keys("1");
    session.settle();
    let history = session.app.history();
    assert_eq!(history.len(), 2);
    session.keys("f");
    let path = folder.join("morpion-game-1.toml");
    let results = Scratch::new("saved-apart-results");
    let mut again = Session::keeping_from(
        loaded(&path, &[]).with_export_dir(folder.path()),
        PlayerFiles {
            results: Some(Store::in_folder(results.path())),
            ..PlayerFiles::default()
        },
    );
    assert_eq!(again.app.history(), history);
    assert_eq!(again.app.position(), session.app.position());
    assert_eq!(again.app.starter(), Seat::Home);
    let choosers: Vec<Chooser> = again.app.moves().iter().map(|m| m.chooser).collect();
    assert_eq!(choosers, [Chooser::Human, Chooser::Ai]);
    assert_eq!(again.app.status(), Status::HumanToMove);
    // Whatever is left, taking it all (at most 3) wins.
    let left = again.app.position().heap().unwrap().heap();
    again.keys(&left.to_string());
    assert_eq!(again.app.status(), Status::HumanWon);
    let kept = Store::in_folder(results.path()).read().unwrap();
    assert_eq!(kept.rows.len(), 1);
    assert_eq!(kept.rows[0].game, Kept::Bones { heap: 5 });
    assert_eq!(kept.rows[0].results, Tally::default());
    assert_eq!(
        kept.rows[0].apart,
        Tally {
            won: 1,
            drawn: 0,
            lost: 0
        }
    );
    // Saved when over and taken up again, its ending is not kept a second time by u and r.
    again.keys("f");
    let mut finished = Session::keeping_from(
        loaded(&folder.join("morpion-game-2.toml"), &[]),
        PlayerFiles {
            results: Some(Store::in_folder(results.path())),
            ..PlayerFiles::default()
        },
    );
    assert_eq!(finished.app.status(), Status::HumanWon);
    let moves = finished.app.history().len();
    assert_eq!(
        finished.app.message(),
        Some(format!("The saved game ended after its {moves} moves: n starts a new one").as_str())
    );
    // Its AI moves came without their searches: nothing to explore or replay.
    for key in ["t", "w"] {
        finished.keys(key);
        assert_eq!(
            finished.app.message(),
            Some(
                "The saved game's moves come without their searches: t and w show the AI's next one"
            )
        );
    }
    finished.keys("ur");
    assert_eq!(finished.app.status(), Status::HumanWon);
    assert_eq!(
        Store::in_folder(results.path()).read().unwrap().rows,
        kept.rows
    );
    // Undo goes back through the saved moves, to the start.
    again.keys("uu");
    assert!(again.app.history().len() < 2);
    // The session's score never counted the game saved: the undo took nothing back.
    assert_eq!(again.app.tally().wins, 0);
    assert!(!again.app.position().is_over());
}

#[test]
fn a_saved_games_depth_limit_and_deepening_come_before_the_config_files() {
    let folder = Scratch::new("saved-settings");
    // 3×3 has no depth limit by default; this game turned deepening on.
    let mut session = Session::exporting(&["--first", "human", "--seed", "3"], folder.path());
    session.keys("D5");
    session.settle();
    session.keys("f");
    let path = folder.join("morpion-game-1.toml");
    let game = morpion::cli::play::load(&path).expect("a saved game");
    assert_eq!(game.settings.depth, Some(Depth::Unlimited));
    assert_eq!(game.settings.deepening, Some(true));
    // A config file with a depth limit and no deepening: loading sets both aside, as main does
    // (the file < the saved game < the flags).
    let read = config_file::read("depth = 3\ndeepening = false\n");
    assert_eq!(read.problems, []);
    let settled = settle(&read.settings, &game.preferences());
    let (play, game_args, _) = morpion::cli::play::args_of(&settled);
    let config = morpion::cli::play::config(&play, &game_args).expect("valid");
    assert_eq!(config.settings.depth_limit, None);
    assert!(config.deepening);
    // Without the saved game, the file's depth limit and no deepening.
    let (play, game_args, _) = morpion::cli::play::args_of(&read.settings);
    let config = morpion::cli::play::config(&play, &game_args).expect("valid");
    assert_eq!(config.settings.depth_limit, Some(3));
    assert!(!config.deepening);
}

/// A class session over SSH writes no file on the server: `f` (the game) and `x` in the
/// explorer (its DOT file) say so, in both languages, and the session's folder stays empty.
#[test]
fn a_session_without_files_saves_nothing_and_says_so() {
    use crate::common::session::config;
    for (lang, said) in [
        (
            "en",
            "A class session writes no file on the server: nothing was saved",
        ),
        (
            "fr",
            "Une séance de classe n'écrit aucun fichier sur le serveur\u{a0}: rien n'a été enregistré",
        ),
    ] {
        let folder = Scratch::new("no-files");
        let args = ["--first", "human", "--seed", "1", "--lang", lang];
        // A folder the session would write into, then taken away as a class session does.
        let mut session =
            Session::from_config(config(&args).with_export_dir(folder.path()).without_files());
        session.keys("5");
        session.settle();
        session.keys("f");
        assert_eq!(session.app.message(), Some(said), "{lang}: f");
        session.keys("t");
        assert!(session.finish_study(), "{lang}: the explorer's tree");
        session.keys("x");
        assert_eq!(
            session.app.message(),
            Some(said),
            "{lang}: x in the explorer"
        );
        let written: Vec<_> = std::fs::read_dir(folder.path()).unwrap().collect();
        assert!(written.is_empty(), "{lang}: {written:?}");
    }
}
