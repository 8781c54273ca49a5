//! `S` saves the settings in force into the config file, in place: comments, order and untouched keys kept, only what the file would give otherwise written; a file that is not TOML left as it is; no home folder, no file. The config file's problems on the screen, in English as on stderr.

use morpion::analysis::GameKind;
use morpion::home::prefs::{self, Preferences};
use morpion::tui::PlayerFiles;

use crate::common::scratch::Scratch;
use crate::common::session::{Session, config};

/// `morpion ARGS` with its config file at `path`, the settings the file and the flags gave.
fn saving(args: &[&str], path: &std::path::Path, given: Preferences) -> Session {
    Session::keeping_from(
        config(args),
        PlayerFiles {
            config: Some(path.to_path_buf()),
            settings: given,
            ..PlayerFiles::default()
        },
    )
}

#[test]
fn s_writes_the_settings_in_force_keeping_the_files_comments_and_keys() {
    let folder = Scratch::new("save-settings");
    let path = folder.join("config.toml");
    let text = "# My morpion.\n\
                lang = \"en\"   # in English, please\n\
                \n\
                # The AI, as I like it.\n\
                depth = 3\n\
                think-ms = 500\n";
    std::fs::write(&path, text).unwrap();
    let given = prefs::read(text).prefs;
    let mut session = saving(
        &[
            "--game",
            "ttt4",
            "--depth",
            "3",
            "--think-ms",
            "500",
            "--first",
            "human",
        ],
        &path,
        given,
    );
    // Pruning off, then the depth limit off (4×4 has one by default: written as it is, none),
    // then iterative deepening on.
    session.keys("pdD");
    session.keys("S");
    assert_eq!(
        session.app.message(),
        Some(format!("Settings saved in {}", path.display()).as_str())
    );
    // The AI's settings of a ready-made game go into its table, the file's top-level ones
    // (which speak for every game) left as they are; no `gravity`: 4×4 has none.
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "# My morpion.\n\
         lang = \"en\"   # in English, please\n\
         \n\
         # The AI, as I like it.\n\
         depth = 3\n\
         think-ms = 500\n\
         game = \"ttt4\"\n\
         first = \"human\"\n\
         \n\
         [ttt4]\n\
         depth = \"none\"\n\
         pruning = false\n\
         deepening = true\n"
    );
    // The next session reads it back as it was: no depth limit on 4×4; saved again with
    // nothing changed, the file stays as it is.
    let saved = std::fs::read_to_string(&path).unwrap();
    let read = prefs::read(&saved);
    let file = prefs::in_force(&read, None, &Preferences::default());
    assert_eq!(file.depth, Some(prefs::Depth::Unlimited));
    let (play, game, _) = morpion::cli::play::args_of(&file);
    let mut again = Session::keeping_from(
        morpion::cli::play::config(&play, &game).unwrap(),
        PlayerFiles {
            config: Some(path.clone()),
            settings: file,
            ..PlayerFiles::default()
        },
    );
    assert_eq!(again.app.settings().depth_limit, None);
    assert!(!again.app.settings().pruning);
    assert!(again.app.deepening());
    again.keys("S");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), saved);
}

#[test]
fn a_board_of_your_own_takes_the_place_of_the_files_game() {
    let folder = Scratch::new("save-board");
    let path = folder.join("config.toml");
    std::fs::write(&path, "game = \"connect4\" # the classic\nseed = 7\n").unwrap();
    let mut session = saving(
        &["--rows", "5", "--cols", "5", "--k", "4", "--seed", "9"],
        &path,
        Preferences {
            seed: Some(9),
            ..Preferences::default()
        },
    );
    session.keys("S");
    // The seed is this session's: the file's stays. No `gravity`: the pieces do not fall.
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "seed = 7\nrows = 5\ncols = 5\nk = 4\n"
    );
}

#[test]
fn a_missing_file_is_made_as_config_init_writes_it() {
    let folder = Scratch::new("save-new");
    let path = folder.join("morpion").join("config.toml");
    let mut session = saving(
        &["--game", "connect4", "--think-ms", "3000"],
        &path,
        Preferences::default(),
    );
    session.keys("S");
    let text = std::fs::read_to_string(&path).unwrap();
    let init = prefs::init_text(&Preferences::defaults());
    assert!(text.starts_with(init.lines().next().unwrap()), "{text}");
    let read = prefs::read(&text);
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.prefs.game, Some(GameKind::Connect4));
    // The think time is Connect Four's, in its table; the file's top-level one stays.
    assert_eq!(read.prefs.think_ms, Some(1000));
    let table = read.table(GameKind::Connect4).expect("[connect4]");
    assert_eq!(
        table.prefs,
        Preferences {
            think_ms: Some(3000),
            ..Preferences::default()
        }
    );
    // Connect Four's own defaults are not pinned, nor its gravity.
    assert_eq!(read.prefs.eval, None);
    assert_eq!(read.prefs.order, None);
    assert_eq!(read.prefs.table_mib, None);
    assert_eq!(read.prefs.gravity, Some(false));
}

#[test]
fn a_file_that_is_not_toml_is_left_as_it_is() {
    let folder = Scratch::new("save-broken");
    let path = folder.join("config.toml");
    std::fs::write(&path, "depth = = 3\n").unwrap();
    let mut session = saving(&["--lang", "fr"], &path, Preferences::default());
    session.keys("S");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "depth = = 3\n");
    let message = session.app.message().unwrap();
    assert!(
        message.starts_with(&format!(
            "Réglages non enregistrés\u{a0}: {} n'est pas du TOML valide (l'analyseur dit\u{a0}: «\u{a0}",
            path.display()
        )),
        "{message}"
    );
    assert!(
        message.ends_with("\u{a0}»)\u{a0}; il est resté tel quel"),
        "{message}"
    );
    // No home folder: nowhere to save.
    let mut homeless = Session::keeping(&[], PlayerFiles::default());
    homeless.keys("S");
    assert_eq!(
        homeless.app.message(),
        Some(
            "Not saved: there is no home folder to keep the settings in (MORPION_CONFIG names a file)"
        )
    );
}

#[test]
fn the_config_files_problems_on_the_screen_are_stderrs_in_english() {
    let folder = Scratch::new("config-problems");
    let path = folder.join("config.toml");
    let texts = [
        "colour = \"red\"\n",
        "[ai]\ndepth = 3\n",
        "depth = 0\n",
        "depth = \"six\"\n",
        "theme = \"green\"\n",
        "pruning = \"yes\"\n",
        "game = \"ttt\"\nrows = 4\n",
        "rows = 4\ngame = \"ttt\"\n",
        "depth = = 3\n",
    ];
    for text in texts {
        std::fs::write(&path, text).unwrap();
        let loaded = prefs::load(&path);
        let stderr = loaded.messages();
        assert!(!stderr.is_empty(), "{text}");
        let session = Session::keeping(
            &[],
            PlayerFiles {
                config: Some(path.clone()),
                problems: loaded.read.problems.clone(),
                ..PlayerFiles::default()
            },
        );
        assert_eq!(
            session.app.message(),
            Some(format!("Config file: {}", stderr[0]).as_str()),
            "{text}"
        );
    }
}

#[test]
fn the_parsers_and_the_systems_words_are_quoted_in_a_french_sentence() {
    let folder = Scratch::new("problems-fr");
    let path = folder.join("config.toml");
    std::fs::write(&path, "depth = = 3\n").unwrap();
    let loaded = prefs::load(&path);
    let session = Session::keeping(
        &["--lang", "fr"],
        PlayerFiles {
            config: Some(path.clone()),
            problems: loaded.read.problems.clone(),
            ..PlayerFiles::default()
        },
    );
    let message = session.app.message().unwrap();
    // The parser's own words, untranslated, inside the French sentence that says what it is.
    let morpion::home::prefs::Trouble::Syntax(parser) = &loaded.read.problems[0].trouble else {
        panic!("{:?}", loaded.read.problems);
    };
    assert!(
        message.contains(&format!(
            "ligne 1\u{a0}: pas du TOML valide, l'analyseur dit\u{a0}: «\u{a0}{parser}\u{a0}»"
        )),
        "{message}"
    );
    // A refusal of the system with no words of its own here: quoted, in French.
    let missing = folder.join("no-such-folder");
    let mut saving = Session::exporting(&["--lang", "fr"], &missing);
    saving.keys("f");
    let message = saving.app.message().unwrap();
    assert!(
        message.starts_with(&format!(
            "Partie non enregistrée\u{a0}: {}\u{a0}: le système refuse, en ses propres mots\u{a0}: «\u{a0}",
            missing.display()
        )),
        "{message}"
    );
    assert!(message.ends_with("\u{a0}»"), "{message}");
}
