//! The settings a session starts with, settled as `main` settles them: the defaults < the config file's top-level keys < its table for the game played < a saved game < the flags given on the command line (a flag given at its default value still wins).

use std::path::Path;
use std::time::Duration;

use clap::{CommandFactory, FromArgMatches};
use morpion::analysis::Config;
use morpion::cli::args::Cli;
use morpion::cli::play;
use morpion::engine::{Evaluation, MoveOrder};
use morpion::games::playable::Setup;
use morpion::home::config_file;

use crate::common::scratch::Scratch;

/// The session `morpion FLAGS` starts with the config file `file`.
fn session(file: &str, flags: &[&str]) -> Result<Config, String> {
    session_loading(file, None, flags)
}

/// The session `morpion [--load SAVED] FLAGS` starts with the config file `file`, through
/// the calls `main` makes.
fn session_loading(file: &str, saved: Option<&Path>, flags: &[&str]) -> Result<Config, String> {
    let read = config_file::read(file);
    assert_eq!(read.problems, [], "{file}");
    let matches = Cli::command()
        .try_get_matches_from(std::iter::once("morpion").chain(flags.iter().copied()))
        .map_err(|e| e.to_string())?;
    let cli = Cli::from_arg_matches(&matches).unwrap();
    let flags = play::given(&cli.play, &cli.game, &cli.session, &matches);
    let saved = saved.map(|path| play::load(path).unwrap().preferences());
    let settled = config_file::in_force(&read, saved.as_ref(), &flags);
    let (play_args, game_args, _) = play::args_of(&settled);
    play::config(&play_args, &game_args).map_err(|e| e.to_string())
}

/// The board's rows, columns, k and gravity.
fn board(config: &Config) -> (usize, usize, usize, bool) {
    let g = config.geometry().expect("a board");
    (g.rows(), g.cols(), g.k(), g.gravity())
}

#[test]
fn no_file_and_no_flag_is_what_morpion_plays() {
    let config = session("", &[]).unwrap();
    assert_eq!(board(&config), (3, 3, 3, false));
    assert_eq!(config.settings.depth_limit, None);
    assert_eq!(config.think, Duration::from_millis(1000));
}

#[test]
fn the_file_sets_what_no_flag_gives() {
    let config = session(
        "game = \"ttt4\"\ndepth = 3\neval = \"draw\"\norder = \"centre-first\"\nthink-ms = 300\npruning = false\n",
        &[],
    )
    .unwrap();
    assert_eq!(board(&config), (4, 4, 4, false));
    assert_eq!(config.settings.depth_limit, Some(3));
    assert_eq!(config.settings.evaluation, Evaluation::Draw);
    assert_eq!(config.settings.move_order, MoveOrder::CentreFirst);
    assert!(!config.settings.pruning);
    assert_eq!(config.think, Duration::from_millis(300));
}

#[test]
fn a_flag_wins_even_at_its_default_value() {
    // --think-ms 1000 is the default, but given: it wins over the file's 300.
    let config = session("think-ms = 300\ndepth = 3\n", &["--think-ms", "1000"]).unwrap();
    assert_eq!(config.think, Duration::from_millis(1000));
    assert_eq!(config.settings.depth_limit, Some(3));
    let config = session("pruning = false\n", &["--depth", "5"]).unwrap();
    assert!(!config.settings.pruning);
    assert_eq!(config.settings.depth_limit, Some(5));
}

#[test]
fn a_board_flag_replaces_the_files_game_and_a_game_flag_its_board() {
    let config = session("game = \"connect4\"\n", &["--cols", "5"]).unwrap();
    assert_eq!(board(&config), (3, 5, 3, false));
    let config = session("rows = 5\ncols = 6\nk = 4\n", &["--game", "connect4"]).unwrap();
    assert_eq!(board(&config), (6, 7, 4, true));
    let config = session("game = \"bones\"\nheap = 21\n", &[]).unwrap();
    assert_eq!(config.game, Setup::Heap(21));
    let config = session("heap = 21\n", &["--game", "bones"]).unwrap();
    assert_eq!(config.game, Setup::Heap(21));
    let config = session("game = \"bones\"\nheap = 21\n", &["--game", "ttt"]).unwrap();
    assert_eq!(board(&config), (3, 3, 3, false));
}

#[test]
fn a_flag_that_cannot_stand_alone_is_refused_as_the_two_flags_would_be() {
    assert_eq!(
        session("game = \"bones\"\n", &["--gravity"]).unwrap_err(),
        session("", &["--game", "bones", "--gravity"]).unwrap_err()
    );
    assert_eq!(
        session("game = \"bones\"\n", &["--gravity"]).unwrap_err(),
        "--gravity only applies to boards, not to --game bones"
    );
    assert_eq!(
        session("game = \"ttt4\"\n", &["--heap", "7"]).unwrap_err(),
        session("", &["--game", "ttt4", "--heap", "7"]).unwrap_err()
    );
    assert_eq!(
        session("game = \"ttt4\"\n", &["--heap", "7"]).unwrap_err(),
        "--heap only applies to --game bones, not to ttt4"
    );
}

/// A file with AI settings at its top and in two games' tables.
const TABLES: &str = "depth = 5\nthink-ms = 300\neval = \"draw\"\n\
                      [ttt4]\ndepth = 8\n\
                      [connect4]\nthink-ms = 3000\ndepth = \"none\"\n";

#[test]
fn a_games_table_stands_over_the_files_top_level_keys_for_that_game_only() {
    let settings = |flags: &[&str]| {
        let config = session(TABLES, flags).unwrap();
        (
            config.settings.depth_limit,
            config.think.as_millis(),
            config.settings.evaluation,
        )
    };
    assert_eq!(
        settings(&["--game", "ttt4"]),
        (Some(8), 300, Evaluation::Draw)
    );
    assert_eq!(
        settings(&["--game", "connect4"]),
        (None, 3000, Evaluation::Draw)
    );
    // 3×3 has no table here: the top-level keys.
    assert_eq!(settings(&[]), (Some(5), 300, Evaluation::Draw));
    // A board of your own has no table; one that is 4×4's board, 4 in a row, is 4×4.
    assert_eq!(
        settings(&["--rows", "5", "--cols", "5", "--k", "4"]),
        (Some(5), 300, Evaluation::Draw)
    );
    assert_eq!(
        settings(&["--rows", "4", "--cols", "4"]),
        (Some(8), 300, Evaluation::Draw)
    );
    // The file's own game picks its table; a flag wins over both.
    let config = session(&format!("game = \"ttt4\"\n{TABLES}"), &[]).unwrap();
    assert_eq!(config.settings.depth_limit, Some(8));
    let config = session(TABLES, &["--game", "ttt4", "--depth", "3"]).unwrap();
    assert_eq!(config.settings.depth_limit, Some(3));
}

#[test]
fn a_saved_game_stands_over_the_games_table_and_the_flags_over_both() {
    let folder = Scratch::new("precedence-saved");
    let path = folder.join("game.toml");
    std::fs::write(
        &path,
        "format = 1\nrows = 4\ncols = 4\nk = 4\ndepth = 2\nstarted = \"human\"\nmoves = \"\"\n",
    )
    .unwrap();
    let config = session_loading(TABLES, Some(&path), &[]).unwrap();
    // The saved game's depth over [ttt4]'s; the table's game is the saved game's board.
    assert_eq!(config.settings.depth_limit, Some(2));
    assert_eq!(config.think, Duration::from_millis(300));
    let table_think = "[ttt4]\nthink-ms = 700\n";
    let config = session_loading(table_think, Some(&path), &[]).unwrap();
    assert_eq!(config.think, Duration::from_millis(700));
    let config = session_loading(TABLES, Some(&path), &["--depth", "none"]).unwrap();
    assert_eq!(config.settings.depth_limit, None);
    let config = session_loading(TABLES, Some(&path), &["--depth", "7"]).unwrap();
    assert_eq!(config.settings.depth_limit, Some(7));
}

#[test]
fn depth_none_lifts_the_limit_whatever_the_games_default_or_the_file() {
    assert_eq!(
        session("", &["--game", "ttt4"])
            .unwrap()
            .settings
            .depth_limit,
        Some(6)
    );
    assert_eq!(
        session("", &["--game", "ttt4", "--depth", "none"])
            .unwrap()
            .settings
            .depth_limit,
        None
    );
    assert_eq!(
        session(
            "depth = 3\n[ttt4]\ndepth = 4\n",
            &["--game", "ttt4", "--depth", "none"]
        )
        .unwrap()
        .settings
        .depth_limit,
        None
    );
    // Bones past 16 has a default limit of 4: none lifts it too.
    assert_eq!(
        session("", &["--game", "bones", "--heap", "20"])
            .unwrap()
            .settings
            .depth_limit,
        Some(4)
    );
    assert_eq!(
        session("", &["--game", "bones", "--heap", "20", "--depth", "none"])
            .unwrap()
            .settings
            .depth_limit,
        None
    );
    // Anything else is refused, saying both forms, as the file's key is.
    let refusal = session("", &["--depth", "six"]).unwrap_err();
    assert_eq!(
        refusal.lines().next(),
        Some(
            "error: invalid value 'six' for '--depth <N>': not a depth limit: give one in 1..=64, or none for no limit"
        )
    );
    let refusal = session("", &["--depth", "0"]).unwrap_err();
    assert_eq!(
        refusal.lines().next(),
        Some("error: invalid value '0' for '--depth <N>': 0 is not in 1..=64")
    );
}
