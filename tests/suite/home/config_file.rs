//! Reading the config file: every key, every bad value named with its line, the same words and ranges as the flags.

use clap::CommandFactory;
use morpion::analysis::{First, GameKind, HumanMark, Mode, ThemeChoice};
use morpion::cli::args::Cli;
use morpion::engine::{Evaluation, MoveOrder};
use morpion::home::config_file::{self, ConfigKey, Kind, Preferences};
use morpion::i18n::Lang;

use super::problems;
use crate::common::scratch::Scratch;

#[test]
fn every_key_is_read_with_its_line() {
    let text = "# my settings\n\
                lang = \"fr\"\ntheme = \"light\"\n\n# the board\nrows = 5\ncols = 6\nk = 4\n\
                gravity = true\nheap = 21\nfirst = \"ai\"\nhuman = \"o\"\nmode = \"humans\"\n\
                depth = 7\npruning = false\neval = \"heuristic\"\norder = \"centre-first\"\n\
                table-mib = 0\ndeepening = true\nthink-ms = 250\nseed = 18446744073709551615\n\
                perfect = false\nsave = false\n";
    // A seed past 2^63 − 1 is no TOML integer: the file writes it as a string.
    let text = text.replace("18446744073709551615", "\"18446744073709551615\"");
    let read = config_file::read(&text);
    assert_eq!(read.problems, []);
    assert_eq!(
        read.settings,
        Preferences {
            lang: Some(Lang::Fr),
            theme: Some(ThemeChoice::Light),
            game: None,
            rows: Some(5),
            cols: Some(6),
            k: Some(4),
            gravity: Some(true),
            heap: Some(21),
            first: Some(First::Ai),
            human: Some(HumanMark::O),
            mode: Some(Mode::Humans),
            depth: Some(config_file::Depth::Plies(7)),
            pruning: Some(false),
            eval: Some(Evaluation::Heuristic),
            order: Some(MoveOrder::CentreFirst),
            table_mib: Some(0),
            deepening: Some(true),
            think_ms: Some(250),
            seed: Some(u64::MAX),
            perfect: Some(false),
            save: Some(false),
        }
    );
    assert_eq!(read.lines[&ConfigKey::Lang], 2);
    assert_eq!(read.lines[&ConfigKey::Rows], 6);
    assert_eq!(read.lines[&ConfigKey::Deepening], 19);
    assert_eq!(read.lines[&ConfigKey::Save], 23);
    assert_eq!(read.lines.len(), 20);
}

#[test]
fn every_bad_value_is_named_with_its_line_and_the_rest_is_used() {
    let text = "lang = \"de\"\ntheme = \"blue\"\ngame = \"chess\"\nrows = 9\ncols = 10\nk = 1\n\
                gravity = 1\nheap = 1001\nfirst = \"me\"\nhuman = \"X\"\nmode = \"solo\"\n\
                depth = 0\npruning = \"off\"\neval = 3\norder = \"random\"\ntable-mib = -1\n\
                think-ms = 1.5\nseed = -5\nperfect = \"yes\"\nsave = 0\ndept = 6\n\
                think-ms-x = 1\n[ai]\ndepth = 4\n";
    assert_eq!(
        problems(text),
        [
            "line 1: lang: \"de\" is not one of en, fr",
            "line 2: theme: \"blue\" is not one of auto, dark, light",
            "line 3: game: \"chess\" is not one of ttt, ttt4, connect4, bones",
            "line 4: rows: 9 is not in 1..=8",
            "line 5: cols: 10 is not in 1..=9",
            "line 6: k: 1 is not in 2..=9",
            "line 7: gravity: 1 is not true or false",
            "line 8: heap: 1001 is not in 1..=1000",
            "line 9: first: \"me\" is not one of human, ai, random",
            "line 10: human: \"X\" is not one of x, o",
            "line 11: mode: \"solo\" is not one of human-ai, ai-ai, humans",
            "line 12: depth: 0 is not in 1..=64",
            "line 13: pruning: \"off\" is not true or false",
            "line 14: eval: 3 is not one of draw, heuristic",
            "line 15: order: \"random\" is not one of reading, centre-first, threats",
            "line 16: table-mib: -1 is not in 0..=4096",
            "line 17: think-ms: 1.5 is not a whole number: give one in 1..=600000",
            "line 18: seed: -5 is not in 0..=18446744073709551615",
            "line 19: perfect: \"yes\" is not true or false",
            "line 20: save: 0 is not true or false",
            "line 21: unknown key \"dept\": the keys are lang, theme, game, rows, cols, k, gravity, heap, first, human, mode, depth, pruning, eval, order, table-mib, deepening, think-ms, seed, perfect, save",
            "line 22: unknown key \"think-ms-x\": the keys are lang, theme, game, rows, cols, k, gravity, heap, first, human, mode, depth, pruning, eval, order, table-mib, deepening, think-ms, seed, perfect, save",
            "line 23: unknown section [ai]: the sections are [ttt], [ttt4], [connect4], [bones], one for each ready-made game",
        ]
    );
    // Nothing bad is kept: every key is at its default.
    assert_eq!(config_file::read(text).settings, Preferences::default());
    // A bad key leaves the good ones in force.
    let read = config_file::read("depth = 0\ntheme = \"dark\"\n");
    assert_eq!(read.settings.theme, Some(ThemeChoice::Dark));
    assert_eq!(read.settings.depth, None);
}

#[test]
fn no_depth_limit_is_written_none_and_read_back_as_none() {
    let read = config_file::read("depth = \"none\"\n");
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.settings.depth, Some(config_file::Depth::Unlimited));
    let text = config_file::write_into("", &read.settings, &[]).unwrap();
    assert_eq!(text, "depth = \"none\"\n");
    assert_eq!(
        problems("depth = \"six\"\n"),
        [
            "line 1: depth: \"six\" is not a depth limit: give one in 1..=64, or \"none\" for no limit"
        ]
    );
    // The play command's settings from it: no limit, even where the game has one (4×4).
    let mut file = read.settings;
    file.game = Some(GameKind::Ttt4);
    let (play, game, _) =
        morpion::cli::play::args_of(&config_file::settle(&file, &Preferences::default()));
    let config = morpion::cli::play::config(&play, &game).unwrap();
    assert_eq!(config.settings.depth_limit, None);
    file.depth = None;
    let (play, game, _) =
        morpion::cli::play::args_of(&config_file::settle(&file, &Preferences::default()));
    let config = morpion::cli::play::config(&play, &game).unwrap();
    assert_eq!(config.settings.depth_limit, Some(6));
}

#[test]
fn a_text_that_is_not_toml_is_named_with_its_line_and_not_used() {
    let read = config_file::read("theme = \"dark\"\n\ndepth = \n");
    assert_eq!(read.settings, Preferences::default());
    assert_eq!(read.problems.len(), 1);
    let problem = read.problems[0].to_string();
    assert!(problem.starts_with("line 3: not TOML: "), "{problem}");
    // A key given twice is not TOML either.
    let twice = problems("depth = 4\ndepth = 5\n");
    assert_eq!(twice.len(), 1);
    assert!(twice[0].starts_with("line 2: not TOML: "), "{twice:?}");
}

#[test]
fn game_and_a_board_of_your_own_in_one_file_keep_the_first_given() {
    let read = config_file::read("game = \"connect4\"\nrows = 5\nk = 3\n");
    assert_eq!(read.settings.game, Some(GameKind::Connect4));
    assert_eq!((read.settings.rows, read.settings.k), (None, None));
    assert_eq!(
        problems("game = \"connect4\"\nrows = 5\nk = 3\n"),
        [
            "line 2: rows cannot be used with game: game sets the whole board, and rows, cols and k make a board of your own",
            "line 3: k cannot be used with game: game sets the whole board, and rows, cols and k make a board of your own",
        ]
    );
    let read = config_file::read("cols = 5\ngame = \"ttt4\"\n");
    assert_eq!((read.settings.game, read.settings.cols), (None, Some(5)));
    assert_eq!(
        problems("cols = 5\ngame = \"ttt4\"\n"),
        [
            "line 2: game cannot be used with cols: game sets the whole board, and rows, cols and k make a board of your own"
        ]
    );
}

/// The play command's flag for a key.
fn flag_arg(key: ConfigKey) -> clap::Arg {
    let long = key.flag().trim_start_matches("--");
    Cli::command()
        .get_arguments()
        .find(|arg| arg.get_long() == Some(long))
        .cloned()
        .unwrap_or_else(|| panic!("the play command has {}", key.flag()))
}

#[test]
fn the_keys_take_the_words_and_ranges_of_their_flags() {
    for key in ConfigKey::ALL {
        match key.kind() {
            Kind::Choice(names) => {
                let flag: Vec<String> = flag_arg(key)
                    .get_possible_values()
                    .iter()
                    .map(|v| v.get_name().to_owned())
                    .collect();
                assert_eq!(names, flag, "{key:?}");
            }
            Kind::Whole { min, max } if key != ConfigKey::Seed => {
                let flag = key.flag();
                let parse =
                    |value: String| Cli::command().try_get_matches_from(["morpion", flag, &value]);
                assert!(parse(min.to_string()).is_ok(), "{flag} {min}");
                assert!(parse(max.to_string()).is_ok(), "{flag} {max}");
                for outside in [min as i128 - 1, max as i128 + 1] {
                    let refusal = parse(outside.to_string()).unwrap_err().to_string();
                    let file = problems(&format!("{} = {outside}\n", key.name()));
                    let said = file[0].split_once(": ").unwrap().1;
                    let said = said.split_once(": ").unwrap().1;
                    assert!(refusal.contains(said), "{flag}: {refusal} / {said}");
                }
            }
            Kind::Whole { .. } => assert_eq!(key.flag(), "--seed"),
            Kind::Switch => {
                // `pruning = false` is `--no-pruning`; `gravity = true` is `--gravity`.
                assert!(!flag_arg(key).get_action().takes_values(), "{key:?}");
            }
        }
    }
}

#[test]
fn a_missing_file_is_no_error_and_an_unreadable_one_is_named() {
    let scratch = Scratch::new("given-load");
    let missing = config_file::load(&scratch.join("config.toml"));
    assert!(!missing.found);
    assert_eq!(missing.messages(), Vec::<String>::new());
    // A folder where the file should be.
    let folder = config_file::load(scratch.path());
    assert!(folder.found);
    assert_eq!(folder.read.settings, Preferences::default());
    assert_eq!(
        folder.messages(),
        [format!(
            "{}: cannot be read: not a plain file (a folder, a FIFO or a device) (the file is not used)",
            scratch.path().display()
        )]
    );
    let bytes = scratch.join("latin1.toml");
    std::fs::write(&bytes, b"theme = \"cl\xe9\"\n").unwrap();
    assert_eq!(
        config_file::load(&bytes).messages(),
        [format!(
            "{}: cannot be read: not text in UTF-8 (line 1, byte 12) (the file is not used)",
            bytes.display()
        )]
    );
    let bad = scratch.join("bad.toml");
    std::fs::write(&bad, "theme = \"dark\"\ndepth = 99\n").unwrap();
    let loaded = config_file::load(&bad);
    assert_eq!(loaded.read.settings.theme, Some(ThemeChoice::Dark));
    assert_eq!(
        loaded.messages(),
        [format!(
            "{}: line 2: depth: 99 is not in 1..=64 (ignored)",
            bad.display()
        )]
    );
}
