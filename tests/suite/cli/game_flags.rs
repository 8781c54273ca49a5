//! `--game`, `--gravity` and `--heap` on the interactive game's command line: the board or heap
//! each picks, how they combine with `--rows/--cols/--k`, and what is refused (exit status 2).

use std::process::Command;
use std::time::Duration;

use clap::Parser;
use morpion::analysis::Config;
use morpion::analysis::First;
use morpion::cli::args::Cli;
use morpion::cli::play::PlayArgs;
use morpion::engine::Evaluation;
use morpion::engine::{MoveOrder, TableSize};
use morpion::games::playable::Setup;

fn config(args: &[&str]) -> Result<Config, String> {
    let cli = Cli::try_parse_from(std::iter::once("morpion").chain(args.iter().copied()))
        .map_err(|e| e.kind().to_string())?;
    morpion::cli::play::config(&cli.play, &cli.game).map_err(|e| e.to_string())
}

fn shape(config: &Config) -> (usize, usize, usize, bool) {
    let g = config.geometry().expect("a board game");
    (g.rows(), g.cols(), g.k(), g.gravity())
}

#[test]
fn the_default_play_arguments_are_those_of_a_bare_command_line() {
    let defaults = PlayArgs::default();
    assert_eq!(
        format!("{defaults:?}"),
        format!("{:?}", Cli::parse_from(["morpion"]).play)
    );
    assert_eq!(defaults.first, First::Random);
    assert_eq!((defaults.rows, defaults.cols, defaults.k), (3, 3, None));
    assert_eq!(
        (defaults.depth, defaults.seed, defaults.think_ms),
        (None, None, 1000)
    );
    assert!(!defaults.search.no_pruning);
    assert_eq!(defaults.search.table_mib, None);
}

#[test]
fn each_game_picks_its_board() {
    assert_eq!(shape(&config(&[]).unwrap()), (3, 3, 3, false));
    assert_eq!(
        shape(&config(&["--game", "ttt"]).unwrap()),
        (3, 3, 3, false)
    );
    assert_eq!(
        shape(&config(&["--game", "ttt4"]).unwrap()),
        (4, 4, 4, false)
    );
    assert_eq!(
        shape(&config(&["--game", "connect4"]).unwrap()),
        (6, 7, 4, true)
    );
}

#[test]
fn gravity_applies_to_ready_made_and_own_boards() {
    assert_eq!(
        shape(&config(&["--game", "ttt", "--gravity"]).unwrap()),
        (3, 3, 3, true)
    );
    assert_eq!(
        shape(&config(&["--rows", "5", "--cols", "6", "--k", "4", "--gravity"]).unwrap()),
        (5, 6, 4, true)
    );
}

#[test]
fn big_boards_deepen_within_the_think_time_with_the_engine_techniques_on() {
    let c4 = config(&["--game", "connect4"]).unwrap();
    assert_eq!(c4.settings.depth_limit, None, "the think time bounds it");
    assert_eq!(c4.settings.move_order, MoveOrder::Threats);
    assert_eq!(c4.settings.transposition, Some(TableSize::mib(16)));
    assert_eq!(c4.think, Duration::from_millis(1000));
    let deep = config(&["--game", "connect4", "--depth", "8", "--think-ms", "250"]).unwrap();
    assert_eq!(deep.settings.depth_limit, Some(8));
    assert_eq!(deep.think, Duration::from_millis(250));
    // 4×4 keeps the shared rule's depth 6; 3×3 keeps the textbook search.
    let ttt4 = config(&["--game", "ttt4"]).unwrap();
    assert_eq!(ttt4.settings.depth_limit, Some(6));
    assert_eq!(ttt4.settings.move_order, MoveOrder::Threats);
    let ttt = config(&["--game", "ttt"]).unwrap();
    assert_eq!(ttt.settings.depth_limit, None);
    assert_eq!(ttt.settings.move_order, MoveOrder::Reading);
    assert_eq!(ttt.settings.transposition, None);
    let chosen = config(&[
        "--game",
        "ttt",
        "--order",
        "centre-first",
        "--table-mib",
        "2",
    ])
    .unwrap();
    assert_eq!(chosen.settings.move_order, MoveOrder::CentreFirst);
    assert_eq!(chosen.settings.transposition, Some(TableSize::mib(2)));
    let none = config(&["--game", "connect4", "--table-mib", "0"]).unwrap();
    assert_eq!(none.settings.transposition, None);
}

#[test]
fn game_conflicts_with_own_board_flags_and_heap_needs_bones() {
    for args in [
        &["--game", "ttt", "--rows", "4"][..],
        &["--game", "connect4", "--cols", "5"],
        &["--game", "ttt4", "--k", "3"],
    ] {
        assert_eq!(
            config(args).unwrap_err(),
            "an argument cannot be used with one or more of the other specified arguments",
            "{args:?}"
        );
    }
    assert_eq!(
        config(&["--game", "connect4", "--heap", "5"]).unwrap_err(),
        "--heap only applies to --game bones, not to connect4"
    );
    assert_eq!(
        config(&["--heap", "5"]).unwrap_err(),
        "--heap only applies to --game bones, not to a 3×3 board"
    );
    assert_eq!(
        config(&["--rows", "6", "--cols", "7", "--k", "4", "--heap", "3"]).unwrap_err(),
        "--heap only applies to --game bones, not to a 7×6 board"
    );
    assert_eq!(
        config(&["--game", "bones", "--gravity"]).unwrap_err(),
        "--gravity only applies to boards, not to --game bones"
    );
}

#[test]
fn bones_is_played_on_screen_with_the_heap_of_heap() {
    assert_eq!(config(&["--game", "bones"]).unwrap().game, Setup::Heap(10));
    assert_eq!(
        config(&["--game", "bones", "--heap", "1000"]).unwrap().game,
        Setup::Heap(1000)
    );
    assert!(config(&["--game", "bones"]).unwrap().geometry().is_none());
}

#[test]
fn the_bones_search_follows_the_shared_rule_applied_to_the_heap() {
    // A heap of N lasts at most N plies: up to 9 searched to the end, 10 to 16 at depth 6, beyond at 4.
    let settings = |args: &[&str]| config(args).unwrap().settings;
    let nine = settings(&["--game", "bones", "--heap", "9"]);
    assert_eq!(
        (nine.depth_limit, nine.evaluation),
        (None, Evaluation::Draw)
    );
    let ten = settings(&["--game", "bones"]);
    assert_eq!(
        (ten.depth_limit, ten.evaluation),
        (Some(6), Evaluation::Heuristic)
    );
    let huge = settings(&["--game", "bones", "--heap", "1000"]);
    assert_eq!(huge.depth_limit, Some(4));
    let chosen = settings(&["--game", "bones", "--depth", "9", "--no-pruning"]);
    assert_eq!((chosen.depth_limit, chosen.pruning), (Some(9), false));
}

#[test]
fn the_binary_refuses_them_with_exit_2_before_the_screen() {
    for args in [
        &["--game", "ttt", "--rows", "4"][..],
        &["--game", "bones", "--gravity"],
        &["--game", "bones", "--heap", "0"],
        &["--game", "connect5"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_morpion"))
            .envs(crate::common::cli::player_env())
            .args(args)
            .output()
            .expect("the morpion binary runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn the_default_k_is_the_shorter_side_but_at_least_two() {
    let shaped = |args: &[&str]| shape(&config(args).unwrap());
    assert_eq!(shaped(&["--rows", "4", "--cols", "5"]), (4, 5, 4, false));
    assert_eq!(shaped(&["--rows", "1", "--cols", "5"]), (1, 5, 2, false));
    assert_eq!(
        config(&["--rows", "1", "--cols", "1"]).unwrap_err(),
        "a 1×1 board has no room for a line: it needs at least 2 cells in a row"
    );
}

#[test]
fn connect_four_of_every_size_the_solver_is_built_for_is_played_with_the_board_flags() {
    for (width, height) in morpion::cli::bench::sizes::boards(0, 100) {
        let (rows, cols) = (height.to_string(), width.to_string());
        let args = ["--rows", &rows, "--cols", &cols, "--k", "4", "--gravity"];
        let config = config(&args).unwrap_or_else(|e| panic!("{args:?}: {e}"));
        assert_eq!(shape(&config), (height, width, 4, true));
    }
    // 9 columns of 7 rows and their spare cells need 72 bits.
    let refused = config(&["--rows", "7", "--cols", "9", "--k", "4", "--gravity"]).unwrap_err();
    assert!(refused.contains("too big"), "{refused}");
}
