//! `S` saves the settings in force into the config file, in place: comments, order and untouched keys kept, only what the file would give otherwise written; a file that is not TOML left as it is; no home folder, no file. The config file's problems on the screen, in English as on stderr.

use clap::{CommandFactory, FromArgMatches};
use morpion::analysis::GameKind;
use morpion::cli::args::Cli;
use morpion::cli::play;
use morpion::home::config_file::{self, Preferences};
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
    let given = config_file::read(text).settings;
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
    let read = config_file::read(&saved);
    let file = config_file::in_force(&read, None, &Preferences::default());
    assert_eq!(file.depth, Some(config_file::Depth::Unlimited));
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

/// The session `morpion ARGS` starts with the config file at `path`, settled as `main`
/// settles it (the file's top-level keys, its table for the game played, the flags; the file
/// set aside with `--no-config`, but still where `S` saves).
fn from_file(args: &[&str], path: &std::path::Path) -> Session {
    let matches = Cli::command()
        .try_get_matches_from(std::iter::once("morpion").chain(args.iter().copied()))
        .unwrap();
    let cli = Cli::from_arg_matches(&matches).unwrap();
    let text = match cli.session.no_config {
        true => String::new(),
        false => std::fs::read_to_string(path).unwrap_or_default(),
    };
    let read = config_file::read(&text);
    assert_eq!(read.problems, [], "{text}");
    let flags = play::given(&cli.play, &cli.game, &cli.session, &matches);
    let settled = config_file::in_force(&read, None, &flags);
    let (play_args, game_args, _) = play::args_of(&settled);
    Session::keeping_from(
        play::config(&play_args, &game_args).unwrap(),
        PlayerFiles {
            config: Some(path.to_path_buf()),
            settings: settled,
            ..PlayerFiles::default()
        },
    )
}

/// The board's rows, columns, k and gravity, and the depth limit, of a session.
fn board_and_depth(session: &Session) -> (usize, usize, usize, bool, Option<u32>) {
    let g = session.app.board().expect("a board").geometry();
    (
        g.rows(),
        g.cols(),
        g.k(),
        g.gravity(),
        session.app.settings().depth_limit,
    )
}

#[test]
fn s_on_connect_four_pins_nothing_for_the_other_games() {
    let folder = Scratch::new("save-connect4");
    let path = folder.join("config.toml");
    // No file: Connect Four, d (a depth limit), S.
    let mut session = from_file(&["--game", "connect4"], &path);
    session.keys("d");
    assert_eq!(session.app.settings().depth_limit, Some(4));
    session.keys("S");
    let text = std::fs::read_to_string(&path).unwrap();
    // Made as `config --init` writes it, the game in its place, the table at the end.
    assert!(text.contains("\ngame = \"connect4\"\n"), "{text}");
    assert!(
        text.ends_with("\n# eval = \"draw\"\n\n[connect4]\ndepth = 4\n"),
        "{text}"
    );
    // Connect Four's gravity is its own: the file's `gravity = false` stays, none written.
    assert_eq!(config_file::read(&text).settings.gravity, Some(false));
    assert!(!text.contains("gravity = true"), "{text}");
    // Tic-tac-toe from that file is tic-tac-toe's own: no gravity, no depth limit.
    assert_eq!(
        board_and_depth(&from_file(&["--game", "ttt"], &path)),
        (3, 3, 3, false, None)
    );
    // Connect Four keeps its limit; 4×4 its own default.
    assert_eq!(
        board_and_depth(&from_file(&[], &path)),
        (6, 7, 4, true, Some(4))
    );
    assert_eq!(
        board_and_depth(&from_file(&["--game", "ttt4"], &path)),
        (4, 4, 4, false, Some(6))
    );
    // The same on 4×4 at a depth limit of 4 (-, -): 3×3 opens with no limit.
    let mut session = from_file(&["--game", "ttt4"], &path);
    session.keys("--");
    assert_eq!(session.app.settings().depth_limit, Some(4));
    session.keys("S");
    assert_eq!(
        board_and_depth(&from_file(&["--game", "ttt"], &path)),
        (3, 3, 3, false, None)
    );
    assert_eq!(
        board_and_depth(&from_file(&[], &path)),
        (4, 4, 4, false, Some(4))
    );
}

#[test]
fn s_with_nothing_changed_leaves_the_players_depth_none_byte_for_byte() {
    let folder = Scratch::new("save-depth-none");
    let path = folder.join("config.toml");
    let init = config_file::init_text(&Preferences::defaults());
    assert!(init.contains("\n# depth = 6\n"), "{init}");
    let text = init.replace("\n# depth = 6\n", "\ndepth = \"none\"\n");
    std::fs::write(&path, &text).unwrap();
    let mut session = from_file(&[], &path);
    assert_eq!(board_and_depth(&session), (3, 3, 3, false, None));
    session.keys("S");
    assert_eq!(
        session.app.message(),
        Some(format!("Settings saved in {}", path.display()).as_str())
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    // 4×4 still reads no limit from it.
    assert_eq!(
        board_and_depth(&from_file(&["--game", "ttt4"], &path)),
        (4, 4, 4, false, None)
    );
}

#[test]
fn gravity_is_written_only_where_it_is_not_the_games_own() {
    let folder = Scratch::new("save-gravity");
    let path = folder.join("config.toml");
    std::fs::write(&path, "gravity = true # falling\n").unwrap();
    // 3×3 where pieces fall: the file's gravity already says so.
    from_file(&[], &path).keys("S");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "gravity = true # falling\ngame = \"ttt\"\n"
    );
    // Connect Four's gravity is its own: the file's stays as it is, none written.
    from_file(&["--game", "connect4"], &path).keys("S");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "gravity = true # falling\ngame = \"connect4\"\n"
    );
    // 4×4 without gravity: the stale gravity = true goes.
    std::fs::write(&path, "gravity = true # falling\n").unwrap();
    from_file(&["--game", "ttt4", "--no-config"], &path).keys("S");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "game = \"ttt4\"\n");
    // 4×4 with gravity, a board of your own with and without it.
    from_file(&["--game", "ttt4", "--gravity"], &path).keys("S");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "game = \"ttt4\"\ngravity = true\n"
    );
    from_file(&["--rows", "5", "--cols", "6", "--k", "4"], &path).keys("S");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "gravity = true\nrows = 5\ncols = 6\nk = 4\n"
    );
    std::fs::write(&path, "gravity = true\n").unwrap();
    from_file(
        &["--rows", "5", "--cols", "6", "--k", "4", "--no-config"],
        &path,
    )
    .keys("S");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "rows = 5\ncols = 6\nk = 4\n"
    );
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
    let init = config_file::init_text(&Preferences::defaults());
    assert!(text.starts_with(init.lines().next().unwrap()), "{text}");
    let read = config_file::read(&text);
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.settings.game, Some(GameKind::Connect4));
    // The think time is Connect Four's, in its table; the file's top-level one stays.
    assert_eq!(read.settings.think_ms, Some(1000));
    let table = read.table(GameKind::Connect4).expect("[connect4]");
    assert_eq!(
        table.settings,
        Preferences {
            think_ms: Some(3000),
            ..Preferences::default()
        }
    );
    // Connect Four's own defaults are not pinned, nor its gravity.
    assert_eq!(read.settings.eval, None);
    assert_eq!(read.settings.order, None);
    assert_eq!(read.settings.table_mib, None);
    assert_eq!(read.settings.gravity, Some(false));
}

#[test]
fn s_takes_out_a_value_the_file_could_not_use() {
    let folder = Scratch::new("save-bad-value");
    let path = folder.join("config.toml");
    // The file after p (pruning off) and S, its two refused values named first.
    let saved_after_p = |text: &str| {
        std::fs::write(&path, text).unwrap();
        let read = config_file::read(text);
        assert_eq!(read.problems.len(), 2, "{text}");
        let mut session = saving(&["--first", "human"], &path, read.settings);
        session.keys("pS");
        let saved = std::fs::read_to_string(&path).unwrap();
        assert_eq!(config_file::read(&saved).problems, []);
        saved
    };
    // Pruning off: 3×3's section says so, and the top's value refused goes; the depth refused
    // gave 3×3's own (no limit), which needs no key: it goes with its own comment, the
    // paragraph above it stays.
    assert_eq!(
        saved_after_p("# Mine.\n\n# Deep:\ndepth = 0\ntheme = \"light\"\npruning = \"yes\"\n"),
        "# Mine.\n\ntheme = \"light\"\ngame = \"ttt\"\nfirst = \"human\"\n\n[ttt]\npruning = false\n"
    );
    // In the game's section too: a refused value the setting in force needs is written over,
    // one it does not need goes.
    assert_eq!(
        saved_after_p("[ttt]\n# Mine.\ndepth = 0\npruning = \"no\"\n"),
        "game = \"ttt\"\nfirst = \"human\"\n[ttt]\npruning = false\n"
    );
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
        "[chess]\ndepth = 3\n",
        "[ttt]\nlang = \"fr\"\n",
        "[ttt]\n[ttt.ai]\n",
        "[ttt]\ndepth = 0\n",
        "depth = = 3\n",
    ];
    for text in texts {
        std::fs::write(&path, text).unwrap();
        let loaded = config_file::load(&path);
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
        // The file by its name: stderr gave its whole path.
        let named = stderr[0].replace(&path.display().to_string(), "config.toml");
        assert_eq!(
            session.app.message(),
            Some(format!("Config file: {named}").as_str()),
            "{text}"
        );
    }
    // More problems than one: the line says how many more, and where each is named.
    std::fs::write(&path, "colour = \"red\"\ndepth = 0\nshape = 3\n").unwrap();
    let loaded = config_file::load(&path);
    let session = Session::keeping(
        &[],
        PlayerFiles {
            config: Some(path.clone()),
            problems: loaded.read.problems.clone(),
            ..PlayerFiles::default()
        },
    );
    let said = session.app.message().unwrap();
    assert!(
        said.starts_with("Config file: config.toml: line 1: unknown key \"colour\"")
            && said.ends_with(" · 2 more problems: morpion config names each"),
        "{said}"
    );
}

#[test]
fn the_parsers_and_the_systems_words_are_quoted_in_a_french_sentence() {
    let folder = Scratch::new("problems-fr");
    let path = folder.join("config.toml");
    std::fs::write(&path, "depth = = 3\n").unwrap();
    let loaded = config_file::load(&path);
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
    let morpion::home::config_file::Trouble::Syntax(parser) = &loaded.read.problems[0].trouble
    else {
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

#[test]
fn a_tables_problems_are_told_in_french() {
    let folder = Scratch::new("table-problems-fr");
    let path = folder.join("config.toml");
    let keys = "depth, pruning, eval, order, table-mib, deepening, think-ms, perfect";
    let told = [
        (
            "[ttt]\nlang = \"fr\"\n",
            format!(
                "ligne 2\u{a0}: lang n'a pas sa place dans [ttt]\u{a0}: la section d'un jeu ne tient que les réglages de l'IA\u{a0}: {keys} (ignorée)"
            ),
        ),
        (
            "[chess]\n",
            "ligne 1\u{a0}: section inconnue [chess]\u{a0}: les sections sont [ttt], [ttt4], [connect4], [bones], une par jeu tout prêt (ignorée)".to_owned(),
        ),
        (
            "[connect4]\n[connect4.ai]\n",
            "ligne 2\u{a0}: [connect4.ai]\u{a0}: la section d'un jeu tient des clés, pas des sections (ignorée)".to_owned(),
        ),
    ];
    for (text, french) in told {
        std::fs::write(&path, text).unwrap();
        let loaded = config_file::load(&path);
        let session = Session::keeping(
            &["--lang", "fr"],
            PlayerFiles {
                config: Some(path.clone()),
                problems: loaded.read.problems.clone(),
                ..PlayerFiles::default()
            },
        );
        let message = session.app.message().unwrap();
        assert!(
            message.ends_with(&format!("config.toml\u{a0}: {french}")),
            "{message}"
        );
    }
}
