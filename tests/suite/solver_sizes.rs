//! Connect Four of every size: the solver against alpha-beta, mirror keys, the README's table.

use std::sync::Arc;
use std::time::Duration;

use morpion::cli::bench::sizes::{self, Outcome};
use morpion::engine::{Game, SearchOptions, SearchSettings, Solvable, Solver, TableSize, search};
use morpion::games::mnk::{Geometry, Mnk};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn board(width: usize, height: usize) -> Mnk {
    sizes::empty_board(width, height).expect("a board the solver is built for")
}

/// A position of `start` after random moves, `empty` cells left, nobody having won.
fn random_position(start: &Mnk, empty: u32, rng: &mut StdRng) -> Mnk {
    let mut moves = Vec::new();
    loop {
        let mut game = start.clone();
        while game.terminal().is_none() && game.empty_cells() > empty {
            game.legal_moves(&mut moves);
            game.apply(moves[rng.random_range(0..moves.len())]);
        }
        if game.terminal().is_none() {
            return game;
        }
    }
}

/// The value by the textbook alpha-beta search, no table, no shortcuts.
fn alpha_beta(position: &Mnk) -> i32 {
    let settings = SearchSettings {
        pruning: true,
        ..SearchSettings::default()
    };
    search(position, &settings, &SearchOptions::default()).value
}

/// Every board, a few random positions with few cells left, each solved with a fresh table,
/// with a table kept from position to position, and by plain alpha-beta: all agree.
#[test]
fn the_solver_agrees_with_alpha_beta_on_every_board_size() {
    let mut rng = StdRng::seed_from_u64(27);
    let empty = if cfg!(debug_assertions) { 9 } else { 13 };
    for (width, height) in sizes::boards(0, 100) {
        let start = board(width, height);
        let mut kept = Solver::growing(TableSize::mib(16)).expect("memory for the table");
        for _ in 0..4 {
            let position = random_position(&start, empty, &mut rng);
            let expected = alpha_beta(&position);
            let fresh = Solver::new(TableSize::mib(1))
                .expect("memory for the table")
                .solve(&position, None);
            let label = format!("{width}×{height}: {}", position.to_board());
            assert_eq!(fresh.value, expected, "{label}");
            assert_eq!(kept.solve(&position, None).value, expected, "{label}");
        }
    }
}

/// Deeper positions of the smaller boards, where the table, the claimeven bound and the
/// pre-empted lines all come into play, against alpha-beta with a table.
#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn the_solver_agrees_with_alpha_beta_far_from_the_end_of_small_boards() {
    let mut rng = StdRng::seed_from_u64(4);
    let settings = SearchSettings {
        pruning: true,
        move_order: morpion::engine::MoveOrder::Threats,
        transposition: Some(TableSize::mib(16)),
        ..SearchSettings::default()
    };
    let deep = !cfg!(debug_assertions);
    for (width, height, empty, count) in [
        (4, 4, 16, 1),
        (5, 4, 16, 4),
        (6, 4, 18, 4),
        (4, 6, 18, 4),
        (8, 4, if deep { 22 } else { 18 }, 4),
        (9, 4, if deep { 22 } else { 18 }, 4),
        (5, 6, if deep { 22 } else { 18 }, 4),
        (4, 8, if deep { 22 } else { 18 }, 4),
    ] {
        let start = board(width, height);
        let mut solver = Solver::growing(TableSize::mib(64)).expect("memory for the table");
        for _ in 0..count {
            let position = random_position(&start, empty, &mut rng);
            let expected = search(&position, &settings, &SearchOptions::default()).value;
            assert_eq!(
                solver.solve(&position, None).value,
                expected,
                "{width}×{height}: {}",
                position.to_board()
            );
        }
    }
}

/// A column sequence seen in a mirror on a board `width` wide.
fn mirrored(moves: &str, width: u8) -> String {
    moves
        .chars()
        .map(|c| char::from(b'1' + width - (c as u8 - b'0')))
        .collect()
}

#[test]
fn on_every_width_a_position_and_its_mirror_share_a_key_and_name_moves_alike() {
    for width in 4..=9u8 {
        let geometry = Arc::new(
            Geometry::new(6, width as usize, 4)
                .unwrap()
                .with_gravity(true),
        );
        let play = |moves: &str| Mnk::from_columns(Arc::clone(&geometry), moves).unwrap();
        for moves in ["1", "1234", "2211", "12121244"] {
            let (position, image) = (play(moves), play(&mirrored(moves, width)));
            let (key, flipped) = position.solver_key().unwrap();
            let (image_key, image_flipped) = image.solver_key().unwrap();
            assert_eq!(key, image_key, "{width} wide: {moves}");
            assert_ne!(flipped, image_flipped, "{width} wide: {moves}");
            let (mut cells, mut image_cells) = (Vec::new(), Vec::new());
            position.legal_moves(&mut cells);
            image.legal_moves(&mut image_cells);
            for (&cell, &image_cell) in cells.iter().zip(image_cells.iter().rev()) {
                assert_eq!(
                    position.move_tag(cell, flipped),
                    image.move_tag(image_cell, image_flipped),
                    "{width} wide: {moves}"
                );
            }
        }
        assert_ne!(
            play("12").solver_key().unwrap().0,
            play("21").solver_key().unwrap().0
        );
    }
}

/// The README's table of the empty boards: (width, height, result, score, ends).
fn readme_table() -> Vec<(usize, usize, String, i64, u32)> {
    let readme = include_str!("../../README.md");
    let start = readme
        .find("\nboard  result")
        .expect("the README gives the table of the empty boards");
    readme[start + 1..]
        .lines()
        .skip(1)
        .take_while(|line| !line.trim().is_empty() && !line.starts_with("```"))
        .map(|line| {
            let (board, rest) = line.split_once("  ").expect("a board, then its figures");
            let (width, height) = board.split_once('×').expect("width×height");
            let result = ["first player wins", "second player wins", "draw"]
                .into_iter()
                .find(|r| rest.trim_start().starts_with(r))
                .expect("a result");
            let mut figures = rest.trim_start()[result.len()..].split_whitespace();
            (
                width.parse().unwrap(),
                height.parse().unwrap(),
                result.to_owned(),
                figures.next().unwrap().parse().unwrap(),
                figures.next().unwrap().parse().unwrap(),
            )
        })
        .collect()
}

/// The move each empty board's game ends on under perfect play, by height (from 4) then width
/// (from 4), from the readme of Christophe Steininger's solver (`tests/FACTS.md`).
const STEININGER_LAST_MOVE: [&[u32]; 5] = [
    &[16, 20, 24, 28, 32, 36],
    &[20, 25, 30, 35, 39, 41],
    &[24, 30, 36, 41, 48, 52],
    &[28, 35, 41, 49, 53],
    &[32, 40, 48, 55],
];

#[test]
fn the_readme_gives_every_board_up_to_width_and_height_13_as_john_tromp_does() {
    let table = readme_table();
    let boards: Vec<(usize, usize)> = table.iter().map(|&(w, h, ..)| (w, h)).collect();
    assert_eq!(boards, sizes::boards(0, 13));
    for (width, height, result, score, ends) in table {
        let tromp = sizes::tromp(width, height).unwrap();
        assert_eq!(result, tromp.words(), "{width}×{height}");
        assert_eq!(Outcome::of(score), tromp, "{width}×{height}");
        assert_eq!(
            ends,
            STEININGER_LAST_MOVE[height - 4][width - 4],
            "{width}×{height}"
        );
        // A score and the stone the game ends with say the same: a win with stone `ends`
        // scores (cells + 2 − ends) / 2; a draw ends with the last cell.
        let cells = (width * height) as i64;
        let expected = (cells + 2 - i64::from(ends)) / 2;
        match tromp {
            Outcome::Draw => assert_eq!(ends as i64, cells),
            Outcome::First => assert_eq!(score, expected, "{width}×{height}"),
            Outcome::Second => assert_eq!(score, -expected, "{width}×{height}"),
        }
    }
}

/// The README's results solved again from nothing: every board with width + height up to 12
/// in optimised builds (about 15 s on two cores), up to 11 in unoptimised ones (10 s; up to 12
/// would take 3 minutes there).
#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn the_empty_boards_solve_to_the_readmes_results() {
    let most = if cfg!(debug_assertions) { 11 } else { 12 };
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    let table = readme_table();
    for (width, height) in sizes::boards(0, most) {
        let solved = sizes::solve_empty(width, height, threads, Duration::from_secs(3600)).unwrap();
        let row = table
            .iter()
            .find(|&&(w, h, ..)| (w, h) == (width, height))
            .expect("the README has the board");
        assert_eq!(
            (solved.score, solved.last_move),
            (Some(row.3), Some(row.4)),
            "{width}×{height}"
        );
        assert_eq!(solved.outcome, solved.tromp, "{width}×{height}");
    }
}
