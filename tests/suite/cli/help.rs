//! `morpion --help` says what the program does: its defaults are the ones a session starts with.

use crate::common;

use clap::Parser;
use common::cli::morpion;
use morpion::cli::args::Cli;

/// The depth limit a session of `morpion ARGS` starts with.
fn depth_limit(args: &[&str]) -> Option<u32> {
    let cli = Cli::try_parse_from(std::iter::once("morpion").chain(args.iter().copied()))
        .expect("valid arguments");
    morpion::cli::play::config(&cli.play, &cli.game)
        .expect("valid")
        .settings
        .depth_limit
}

#[test]
fn the_help_gives_the_default_depth_limit_the_game_starts_with() {
    let out = morpion(&["--help"]);
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).expect("UTF-8");
    // The option's paragraph, unwrapped.
    let depth = help
        .split("--depth <N>")
        .nth(1)
        .and_then(|rest| rest.split("\n\n").find(|p| !p.trim().is_empty()))
        .expect("--depth is described")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(
        depth,
        "Depth limit in plies below the current position, or none for no limit whatever the \
         game's default (as the config file's depth = \"none\") [default: none on boards of up to 9 \
         cells (3×3: perfect play); 6 on boards of up to 16 cells (4×4); none on bigger boards \
         (Connect Four), where the think time (--think-ms) bounds the search; on a heap of \
         bones none up to 9 bones, 6 up to 16, 4 beyond]"
    );
    // What every game starts with.
    assert_eq!(depth_limit(&[]), None);
    assert_eq!(depth_limit(&["--rows", "2", "--cols", "4"]), None);
    assert_eq!(depth_limit(&["--game", "ttt4"]), Some(6));
    assert_eq!(depth_limit(&["--rows", "3", "--cols", "5"]), Some(6));
    assert_eq!(depth_limit(&["--game", "connect4"]), None);
    assert_eq!(depth_limit(&["--rows", "5", "--cols", "5"]), None);
    assert_eq!(depth_limit(&["--game", "bones", "--heap", "9"]), None);
    assert_eq!(depth_limit(&["--game", "bones", "--heap", "16"]), Some(6));
    assert_eq!(depth_limit(&["--game", "bones", "--heap", "17"]), Some(4));
    assert_eq!(
        depth_limit(&["--game", "connect4", "--depth", "8"]),
        Some(8)
    );
    assert_eq!(depth_limit(&["--game", "ttt4", "--depth", "none"]), None);
    assert_eq!(
        depth_limit(&["--game", "bones", "--heap", "17", "--depth", "none"]),
        None
    );
}
