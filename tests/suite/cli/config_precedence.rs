//! The settings a session starts with: the defaults < the config file < the flags given on the command line (a flag given at its default value still wins).

use std::time::Duration;

use clap::{CommandFactory, FromArgMatches};
use morpion::analysis::Config;
use morpion::cli::args::Cli;
use morpion::cli::play;
use morpion::engine::{Evaluation, MoveOrder};
use morpion::games::playable::Setup;
use morpion::home::prefs::{self, settle};

/// The session `morpion FLAGS` starts with the config file `file`.
fn session(file: &str, flags: &[&str]) -> Result<Config, String> {
    let read = prefs::read(file);
    assert_eq!(read.problems, [], "{file}");
    let matches = Cli::command()
        .try_get_matches_from(std::iter::once("morpion").chain(flags.iter().copied()))
        .map_err(|e| e.to_string())?;
    let cli = Cli::from_arg_matches(&matches).unwrap();
    let flags = play::given(&cli.play, &cli.game, &cli.session, &matches);
    let settled = settle(&read.prefs, &flags);
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
