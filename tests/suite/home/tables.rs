//! The config file's games' tables (`[connect4]`): read with their lines, every problem in one named, written in place by `S`'s edit, shown in `config --init`'s file; a saved game stays flat.

use std::collections::BTreeMap;

use morpion::analysis::GameKind;
use morpion::engine::Evaluation;
use morpion::home::config_file::{
    self, ConfigKey, Depth, GameSection, Preferences, write_table_into,
};
use morpion::home::saved::{self, Refused};

use super::problems;

#[test]
fn a_games_table_is_read_with_its_lines_beside_the_top_level_keys() {
    let text = "# mine\n\
                depth = 5\n\
                think-ms = 300\n\
                bones = { depth = 3 }\n\
                \n\
                [ttt4]\n\
                depth = 8   # deeper\n\
                eval = \"draw\"\n\
                \n\
                [connect4]\n\
                think-ms = 3000\n\
                perfect = false\n\
                [ttt]\n";
    let read = config_file::read(text);
    assert_eq!(read.problems, []);
    assert_eq!(
        read.settings,
        Preferences {
            depth: Some(Depth::Plies(5)),
            think_ms: Some(300),
            ..Preferences::default()
        }
    );
    assert_eq!(
        read.lines,
        BTreeMap::from([(ConfigKey::Depth, 2), (ConfigKey::ThinkMs, 3)])
    );
    assert_eq!(
        read.tables,
        [
            GameSection {
                game: GameKind::Bones,
                line: 4,
                settings: Preferences {
                    depth: Some(Depth::Plies(3)),
                    ..Preferences::default()
                },
                lines: BTreeMap::from([(ConfigKey::Depth, 4)]),
                refused: Vec::new(),
            },
            GameSection {
                game: GameKind::Ttt4,
                line: 6,
                settings: Preferences {
                    depth: Some(Depth::Plies(8)),
                    eval: Some(Evaluation::Draw),
                    ..Preferences::default()
                },
                lines: BTreeMap::from([(ConfigKey::Depth, 7), (ConfigKey::Eval, 8)]),
                refused: Vec::new(),
            },
            GameSection {
                game: GameKind::Connect4,
                line: 10,
                settings: Preferences {
                    think_ms: Some(3000),
                    perfect: Some(false),
                    ..Preferences::default()
                },
                lines: BTreeMap::from([(ConfigKey::ThinkMs, 11), (ConfigKey::Perfect, 12)]),
                refused: Vec::new(),
            },
            GameSection {
                game: GameKind::Ttt,
                line: 13,
                settings: Preferences::default(),
                lines: BTreeMap::new(),
                refused: Vec::new(),
            },
        ]
    );
    // What the file gives each game: its table over the top-level keys; a board of your own
    // has no table.
    assert_eq!(
        read.for_game(Some(GameKind::Ttt4)),
        Preferences {
            depth: Some(Depth::Plies(8)),
            eval: Some(Evaluation::Draw),
            think_ms: Some(300),
            ..Preferences::default()
        }
    );
    assert_eq!(read.for_game(None), read.settings);
    assert_eq!(read.for_game(Some(GameKind::Ttt)), read.settings);
}

#[test]
fn every_problem_of_a_table_is_named_with_its_line_and_the_rest_is_used() {
    let text = "game = \"ttt4\"\n\
                [ttt4]\n\
                lang = \"fr\"\n\
                game = \"connect4\"\n\
                dept = 7\n\
                depth = 0\n\
                eval = \"draw\"\n\
                inner = { depth = 3 }\n\
                [ttt4.ai]\n\
                depth = 3\n\
                [chess]\n\
                depth = 3\n\
                [[ttt]]\n\
                depth = 2\n";
    let keys = "depth, pruning, eval, order, table-mib, deepening, think-ms, perfect";
    assert_eq!(
        problems(text),
        [
            format!(
                "line 3: lang cannot stand in [ttt4]: a game's section holds the AI's settings only: {keys}"
            ),
            format!(
                "line 4: game cannot stand in [ttt4]: a game's section holds the AI's settings only: {keys}"
            ),
            format!(
                "line 5: dept cannot stand in [ttt4]: a game's section holds the AI's settings only: {keys}"
            ),
            "line 6: depth: 0 is not in 1..=64".to_owned(),
            "line 8: [ttt4.inner]: a game's section holds keys, not sections".to_owned(),
            "line 9: [ttt4.ai]: a game's section holds keys, not sections".to_owned(),
            "line 11: unknown section [chess]: the sections are [ttt], [ttt4], [connect4], [bones], one for each ready-made game".to_owned(),
            "line 13: unknown section [[ttt]]: the sections are [ttt], [ttt4], [connect4], [bones], one for each ready-made game".to_owned(),
        ]
    );
    // The rest is used: the top-level game, the table's good key.
    let read = config_file::read(text);
    assert_eq!(read.settings.game, Some(GameKind::Ttt4));
    assert_eq!(read.settings.lang, None);
    assert_eq!(
        read.for_game(Some(GameKind::Ttt4)),
        Preferences {
            game: Some(GameKind::Ttt4),
            eval: Some(Evaluation::Draw),
            ..Preferences::default()
        }
    );
    assert_eq!(read.tables.len(), 1);
}

#[test]
fn a_saved_game_stays_flat_a_table_in_it_refused_with_its_line() {
    let text = "format = 1\nrows = 3\ncols = 3\nk = 3\nstarted = \"human\"\nmoves = \"\"\n\
                [ttt]\ndepth = 3\n";
    assert!(saved::parse(&text.replace("[ttt]\ndepth = 3\n", "")).is_ok());
    let Err(Refused(problems)) = saved::parse(text) else {
        panic!("a table was taken");
    };
    assert_eq!(
        problems,
        ["line 7: unknown section [ttt]: the keys stand at the top of the file, in no section"]
    );
}

const PLAYER_FILE: &str = "\
# Mine.
depth = 5

[connect4]   # the big board
# slower
think-ms = 3000 # to follow
depth = 9
";

#[test]
fn a_table_is_written_in_place_with_its_comments_or_made_at_the_end() {
    let set = Preferences {
        think_ms: Some(5000),
        pruning: Some(false),
        ..Preferences::default()
    };
    assert_eq!(
        write_table_into(PLAYER_FILE, GameKind::Connect4, &set, &[ConfigKey::Depth]).unwrap(),
        "\
# Mine.
depth = 5

[connect4]   # the big board
# slower
think-ms = 5000 # to follow
pruning = false
"
    );
    assert_eq!(
        write_table_into(PLAYER_FILE, GameKind::Ttt4, &set, &[ConfigKey::Depth]).unwrap(),
        format!("{PLAYER_FILE}\n[ttt4]\npruning = false\nthink-ms = 5000\n")
    );
    // Nothing to set and no table: the file byte for byte, no table made.
    assert_eq!(
        write_table_into(
            PLAYER_FILE,
            GameKind::Ttt,
            &Preferences::default(),
            &[ConfigKey::Depth]
        )
        .unwrap(),
        PLAYER_FILE
    );
    // What is written reads back as the table.
    let text = write_table_into("", GameKind::Bones, &set, &[]).unwrap();
    assert_eq!(
        config_file::read(&text)
            .table(GameKind::Bones)
            .unwrap()
            .settings,
        set
    );
    assert!(write_table_into("depth = \n", GameKind::Ttt, &set, &[]).is_err());
}

#[test]
fn the_initial_file_ends_with_a_commented_table_to_take_out() {
    let text = config_file::init_text(&Preferences::defaults());
    assert!(
        text.ends_with(
            "\n# A game's own AI settings: a section named after a ready-made game ([ttt], [ttt4], [connect4], [bones]) holds\n\
             # any of depth, pruning, eval, order, table-mib, deepening, think-ms, perfect for that game only, over the keys above\n\
             # (the flags still win). S saves the AI's settings of a ready-made game in its section.\n\
             # [ttt4]\n\
             # depth = 8\n\
             # eval = \"draw\"\n"
        ),
        "{text}"
    );
    assert_eq!(config_file::read(&text).tables, []);
    let edited = text
        .replace("# [ttt4]", "[ttt4]")
        .replace("# depth = 8", "depth = 8")
        .replace("# eval = \"draw\"\n", "eval = \"draw\"\n");
    let read = config_file::read(&edited);
    assert_eq!(read.problems, []);
    assert_eq!(
        read.table(GameKind::Ttt4).unwrap().settings,
        Preferences {
            depth: Some(Depth::Plies(8)),
            eval: Some(Evaluation::Draw),
            ..Preferences::default()
        }
    );
}
