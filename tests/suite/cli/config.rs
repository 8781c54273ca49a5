//! `morpion config` and `config --init`, and the play command with a config file: its problems on stderr with their lines, `--no-config`, refusals as the flags get them.

use std::path::Path;

use crate::common::cli::morpion_in;
use crate::common::scratch::Scratch;

/// The environment naming `folder`'s config file and data folder.
fn places(folder: &Scratch) -> [(&'static str, std::path::PathBuf); 2] {
    [
        ("MORPION_CONFIG", folder.join("morpion/config.toml")),
        ("MORPION_DATA_DIR", folder.join("data")),
    ]
}

fn run(folder: &Scratch, args: &[&str]) -> (Option<i32>, String, String) {
    let env = places(folder);
    let env: Vec<(&str, &Path)> = env.iter().map(|(k, v)| (*k, v.as_path())).collect();
    let out = morpion_in(args, &env);
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn config_names_its_places_and_the_defaults_when_there_is_no_file() {
    let folder = Scratch::new("config-none");
    let (code, out, err) = run(&folder, &["config"]);
    assert_eq!((code, err.as_str()), (Some(0), ""));
    let config = folder.join("morpion/config.toml");
    let results = folder.join("data/results.json");
    assert_eq!(
        out,
        format!(
            "config file: {}\n  there is none: the defaults are in force (`morpion config --init` writes one)\n\
             results: {}\n\n\
             lang = \"en\"                           # the locale\n\
             theme = \"auto\"                        # default\n\
             game = \"ttt\"                          # default\n\
             gravity = false                       # default\n\
             first = \"random\"                      # default\n\
             human = \"x\"                           # default\n\
             mode = \"human-ai\"                     # default\n\
             depth = \"none\"                        # default for this game\n\
             pruning = true                        # default\n\
             eval = \"draw\"                         # default for this game\n\
             order = \"reading\"                     # default for this game\n\
             table-mib = 0                         # default for this game\n\
             deepening = false                     # default\n\
             think-ms = 1000                       # default\n\
             # seed: none, a new one each session  # default\n\
             perfect = true                        # default\n\
             save = true                           # default\n",
            config.display(),
            results.display()
        )
    );
    // Looking is not writing.
    assert!(!config.exists() && !folder.join("data").exists());
}

#[test]
fn init_writes_the_defaults_once_and_never_over_a_file() {
    let folder = Scratch::new("config-init");
    let config = folder.join("morpion/config.toml");
    let (code, out, _) = run(&folder, &["config", "--init"]);
    assert_eq!(code, Some(0));
    assert_eq!(out, format!("wrote {}\n", config.display()));
    let written = std::fs::read_to_string(&config).unwrap();
    assert!(written.starts_with("# morpion's settings"), "{written}");
    // What it wrote reads with no problem and says where each setting comes from.
    let (_, out, err) = run(&folder, &["config"]);
    assert_eq!(err, "");
    assert!(
        out.contains("theme = \"auto\"  ") && out.contains("# the file, line "),
        "{out}"
    );
    assert!(!out.contains("there is none"), "{out}");
    std::fs::write(&config, "# mine\ndepth = 3\n").unwrap();
    let (code, out, err) = run(&folder, &["config", "--init"]);
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert_eq!(
        err,
        format!(
            "morpion: {} exists: config --init never writes over a file (`morpion config` shows what it holds)\n",
            config.display()
        )
    );
    assert_eq!(
        std::fs::read_to_string(&config).unwrap(),
        "# mine\ndepth = 3\n"
    );
}

#[test]
fn config_names_each_problem_with_its_line_and_where_each_setting_comes_from() {
    let folder = Scratch::new("config-problems");
    let config = folder.join("morpion/config.toml");
    std::fs::create_dir_all(config.parent().unwrap()).unwrap();
    std::fs::write(
        &config,
        "# mine\ndepth = 0\ngame = \"ttt4\"\ntheme = \"light\"\n",
    )
    .unwrap();
    let (code, out, _) = run(&folder, &["config"]);
    assert_eq!(code, Some(0));
    assert!(
        out.contains(&format!(
            "  {}: line 2: depth: 0 is not in 1..=64 (ignored)\n",
            config.display()
        )),
        "{out}"
    );
    assert!(out.contains("theme = \"light\" "), "{out}");
    assert!(out.contains("# the file, line 4\n"), "{out}");
    assert!(out.contains("game = \"ttt4\" "), "{out}");
    // 4×4's own default depth limit, since the file's was refused.
    assert!(out.contains("depth = 6 "), "{out}");
}

#[test]
fn the_play_command_tells_the_files_problems_before_anything_else() {
    let folder = Scratch::new("config-play");
    let config = folder.join("morpion/config.toml");
    std::fs::create_dir_all(config.parent().unwrap()).unwrap();
    std::fs::write(&config, "theme = \"blue\"\n").unwrap();
    // No terminal here: the game cannot start, but the file's problem is told first.
    let (code, _, err) = run(&folder, &[]);
    assert_eq!(code, Some(1));
    assert!(
        err.starts_with(&format!(
            "morpion: {}: line 1: theme: \"blue\" is not one of auto, dark, light (ignored)\n",
            config.display()
        )),
        "{err}"
    );
    // --no-config: not a word of the file.
    let (code, _, err) = run(&folder, &["--no-config"]);
    assert_eq!(code, Some(1));
    assert!(!err.contains("blue"), "{err}");
}

#[test]
fn a_flag_against_the_files_game_is_refused_as_the_two_flags_are() {
    let folder = Scratch::new("config-refused");
    let config = folder.join("morpion/config.toml");
    std::fs::create_dir_all(config.parent().unwrap()).unwrap();
    std::fs::write(&config, "game = \"bones\"\n").unwrap();
    let (code, out, from_file) = run(&folder, &["--gravity"]);
    assert_eq!((code, out.as_str()), (Some(2), ""));
    let (_, _, from_flags) = run(&folder, &["--no-config", "--game", "bones", "--gravity"]);
    assert_eq!(
        from_file.lines().next(),
        Some("error: --gravity only applies to boards, not to --game bones")
    );
    assert_eq!(from_file.lines().next(), from_flags.lines().next());
    // The flag named may not be one the player typed: the note says what the file gave.
    let note = format!(
        "note: the config file {} gives game = \"bones\" (line 1); --no-config sets it aside",
        config.display()
    );
    assert!(from_file.lines().any(|line| line == note), "{from_file}");
    assert!(!from_flags.contains("note:"), "{from_flags}");
    let (code, _, board) = run(&folder, &["--board", "X........"]);
    assert_eq!(code, Some(2));
    assert!(board.lines().any(|line| line == note), "{board}");
    // A refusal that is not about the file's game says nothing of it.
    std::fs::write(&config, "game = \"ttt\"\n").unwrap();
    let (code, _, marks) = run(&folder, &["--board", "XX......."]);
    assert_eq!(code, Some(2));
    assert!(
        marks.starts_with("error: invalid board \"XX.......\": impossible position"),
        "{marks}"
    );
    assert!(!marks.contains("note:"), "{marks}");
    // With --no-config the file's game is not there to refuse --gravity.
    let (code, _, err) = run(&folder, &["--no-config", "--gravity"]);
    assert_eq!(code, Some(1), "{err}");
}

#[test]
fn config_names_every_key_the_file_can_hold_for_the_game_it_sets() {
    // Each file sets every key that applies to its game, so the report names them all.
    let files = [
        "game = \"bones\"\nheap = 13\nseed = 7\n",
        "rows = 5\ncols = 6\nk = 4\ngravity = true\n",
    ];
    let mut named = std::collections::BTreeSet::new();
    for (i, text) in files.iter().enumerate() {
        let folder = Scratch::new(&format!("config-every-key-{i}"));
        let config = folder.join("morpion/config.toml");
        std::fs::create_dir_all(config.parent().unwrap()).unwrap();
        std::fs::write(&config, text).unwrap();
        let (code, out, err) = run(&folder, &["config"]);
        assert_eq!((code, err.as_str()), (Some(0), ""), "{text}");
        for line in out.lines().skip_while(|line| !line.is_empty()).skip(1) {
            let setting = line.trim_start_matches("# ");
            let key = setting.split([' ', ':']).next().unwrap();
            named.insert(key.to_owned());
        }
    }
    let every: std::collections::BTreeSet<String> = morpion::home::config_file::ConfigKey::ALL
        .iter()
        .map(|key| key.name().to_owned())
        .collect();
    assert_eq!(named, every);
}

#[test]
fn config_names_the_games_table_lines_and_lists_the_other_games_tables() {
    let folder = Scratch::new("config-tables");
    let config = folder.join("morpion/config.toml");
    std::fs::create_dir_all(config.parent().unwrap()).unwrap();
    std::fs::write(
        &config,
        "game = \"connect4\"\ndepth = 5\nlang = \"en\"\n\
         [ttt4]\ndepth = 8\neval = \"draw\"\n\
         [connect4]\nthink-ms = 3000\ndepth = \"none\"\n\
         [bones]\n",
    )
    .unwrap();
    let (code, out, err) = run(&folder, &["config"]);
    assert_eq!((code, err.as_str()), (Some(0), ""));
    let settings = out.split_once("\n\n").unwrap().1;
    assert_eq!(
        settings,
        "lang = \"en\"                           # the file, line 3\n\
         theme = \"auto\"                        # default\n\
         game = \"connect4\"                     # the file, line 1\n\
         gravity = true                        # the game's own\n\
         first = \"random\"                      # default\n\
         human = \"x\"                           # default\n\
         mode = \"human-ai\"                     # default\n\
         depth = \"none\"                        # the file's [connect4], line 9\n\
         pruning = true                        # default\n\
         eval = \"heuristic\"                    # default for this game\n\
         order = \"threats\"                     # default for this game\n\
         table-mib = 16                        # default for this game\n\
         deepening = false                     # default\n\
         think-ms = 3000                       # the file's [connect4], line 8\n\
         # seed: none, a new one each session  # default\n\
         perfect = true                        # default\n\
         save = true                           # default\n\
         \n\
         the file's sections for the other games, over its keys when that game is played:\n\
         [ttt4] depth = 8, eval = \"draw\"  # line 4\n\
         [bones] (no setting)  # line 10\n"
    );
}

#[test]
fn config_game_shows_what_that_game_would_play_with_the_file() {
    let folder = Scratch::new("config-for-game");
    let config = folder.join("morpion/config.toml");
    std::fs::create_dir_all(config.parent().unwrap()).unwrap();
    std::fs::write(&config, "think-ms = 500\n\n[connect4]\ndepth = 4\n").unwrap();
    let (code, out, err) = run(&folder, &["config", "--game", "connect4"]);
    assert_eq!((code, err.as_str()), (Some(0), ""));
    for line in [
        "game = \"connect4\"                     # --game\n",
        "depth = 4                             # the file's [connect4], line 4\n",
        "think-ms = 500                        # the file, line 1\n",
    ] {
        assert!(out.contains(line), "{line}{out}");
    }
    let (_, out, _) = run(&folder, &["config", "--game", "ttt"]);
    assert!(
        out.contains("depth = \"none\"                        # default for this game\n"),
        "{out}"
    );
    assert!(out.contains("[connect4] depth = 4  # line 3\n"), "{out}");
    let (code, _, err) = run(&folder, &["config", "--init", "--game", "ttt"]);
    assert_eq!(code, Some(2), "{err}");
}
