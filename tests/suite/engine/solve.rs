//! The exact solver checked against plain minimax (every open 3×3 position, random positions of
//! bigger boards with and without gravity, the Game of Bones) and against published Connect
//! Four scores; its forecasts checked against trying every move.

use crate::common;
use morpion::engine::{SearchOptions, Solvable};

use std::sync::Arc;

use common::positions::open_tic_tac_toe_positions;
use morpion::cli::positions::{Scored, read_set, sets};
use morpion::engine::{
    Forecast, Game, SearchSettings, Solver, TableSize, Terminal, WIN, search, solve,
};
use morpion::games::bones::Bones;
use morpion::games::mnk::{Geometry, Mark, Mnk};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

const TABLE: TableSize = TableSize::mib(4);

/// Small enough that slots are overwritten all the time.
const TINY_TABLE: TableSize = TableSize { bytes: 4 << 10 };

fn minimax_value<G: Game>(game: &G) -> i32 {
    let settings = SearchSettings {
        pruning: true,
        ..SearchSettings::default()
    };
    search(game, &settings, &SearchOptions::default()).value
}

fn board(rows: usize, cols: usize, k: usize, gravity: bool) -> Mnk {
    let geometry = Geometry::new(rows, cols, k).unwrap().with_gravity(gravity);
    Mnk::new(Arc::new(geometry), Mark::X)
}

/// A position after `plies` random moves from `start`, redrawn until the game is still on.
fn random_position(start: &Mnk, plies: usize, rng: &mut StdRng) -> Mnk {
    loop {
        let mut game = start.clone();
        let mut moves = Vec::new();
        for _ in 0..plies {
            game.legal_moves(&mut moves);
            if game.terminal().is_some() {
                break;
            }
            game.apply(moves[rng.random_range(0..moves.len())]);
        }
        if game.terminal().is_none() {
            return game;
        }
    }
}

#[test]
fn the_solver_finds_the_minimax_value_of_every_open_tic_tac_toe_position() {
    let positions = open_tic_tac_toe_positions();
    assert_eq!(positions.len(), 5478 - 958);
    for table in [TABLE, TINY_TABLE] {
        // One solver for them all: its table's entries hold whatever the root.
        let mut solver = Solver::new(table).expect("memory for the table");
        for position in &positions {
            let solution = solver.solve(position, None);
            assert!(solution.complete);
            assert_eq!(
                solution.value,
                minimax_value(position),
                "{}",
                position.to_board()
            );
        }
    }
}

#[test]
fn the_empty_tic_tac_toe_board_is_a_draw_and_a_win_comes_at_the_right_distance() {
    let solution = solve(&Mnk::tic_tac_toe(), TABLE).expect("memory for the table");
    assert_eq!(solution.value, 0);
    assert!(solution.nodes > 0 && solution.searches >= 1);
    // X to move with two in a row: the win is one ply away.
    let x_wins = Mnk::from_board("XX./OO./...", Some(3)).unwrap();
    assert_eq!(
        solve(&x_wins, TABLE).expect("memory for the table").value,
        WIN - 1
    );
    // O to move cannot stop both X lines: X wins on ply 2.
    let o_loses = Mnk::from_board("X.X/.O./X.O", Some(3)).unwrap();
    assert_eq!(
        solve(&o_loses, TABLE).expect("memory for the table").value,
        -(WIN - 2)
    );
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn the_solver_agrees_with_minimax_on_random_positions_of_bigger_boards() {
    let mut rng = StdRng::seed_from_u64(7);
    let shapes = [
        // (rows, cols, k, gravity, plies played, positions)
        (4, 4, 3, false, 5, 30),
        (4, 4, 4, false, 6, 30),
        (4, 5, 4, false, 9, 20),
        (4, 4, 3, true, 4, 40),
        (5, 5, 4, true, 10, 30),
        (6, 7, 4, true, 30, 40),
    ];
    for (rows, cols, k, gravity, plies, count) in shapes {
        let start = board(rows, cols, k, gravity);
        let mut solver = Solver::new(TINY_TABLE).expect("memory for the table");
        for _ in 0..count {
            let position = random_position(&start, plies, &mut rng);
            let expected = minimax_value(&position);
            assert_eq!(
                solver.solve(&position, None).value,
                expected,
                "{rows}×{cols} k={k} gravity={gravity}: {}",
                position.to_board()
            );
            assert_eq!(
                solve(&position, TABLE).expect("memory for the table").value,
                expected
            );
        }
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn every_moves_solved_value_equals_its_minimax_score() {
    let mut rng = StdRng::seed_from_u64(11);
    let start = board(5, 5, 4, true);
    let mut solver = Solver::new(TABLE).expect("memory for the table");
    for _ in 0..12 {
        let position = random_position(&start, 13, &mut rng);
        let values = solver.solve_moves(&position, None).expect("not stopped");
        let settings = SearchSettings {
            pruning: false,
            ..SearchSettings::default()
        };
        let report = search(&position, &settings, &SearchOptions::default());
        let expected: Vec<_> = report.moves.iter().map(|m| (m.mv, m.score)).collect();
        let solved: Vec<_> = values.iter().map(|&(mv, score, _)| (mv, score)).collect();
        assert_eq!(solved, expected, "{}", position.to_board());
        // The expected line keeps the value to the end of the game.
        let best = values.iter().max_by_key(|v| v.1).unwrap();
        let line = solver
            .principal_line(&position, best.0, None)
            .expect("not stopped");
        let mut game = position.clone();
        for &mv in &line {
            assert!(game.terminal().is_none());
            game.apply(mv);
        }
        let end = game.terminal().expect("the line ends the game");
        let plies = line.len() as i32;
        let mover_won = plies % 2 == 1;
        let value = match end {
            Terminal::Draw => 0,
            Terminal::Loss if mover_won => WIN - plies,
            Terminal::Loss => -(WIN - plies),
            Terminal::Win => unreachable!("m,n,k games end with the mover's win"),
            Terminal::Score(_) => unreachable!("m,n,k games never end with a plain score"),
        };
        assert_eq!(value, best.1, "{}: {line:?}", position.to_board());
    }
}

#[test]
fn the_game_of_bones_is_solved_through_the_default_forecast() {
    let mut solver = Solver::new(TABLE).expect("memory for the table");
    for heap in 1..=24 {
        let value = solver.solve(&Bones::new(heap), None).value;
        assert_eq!(value, minimax_value(&Bones::new(heap)), "heap {heap}");
        // The first player loses exactly when the heap is a multiple of 4 (tests/FACTS.md).
        assert_eq!(value < 0, heap % 4 == 0, "heap {heap}");
    }
}

/// The forecast a slow, obviously right reading of the rules gives: try every move and reply.
fn forecast_by_trying<G: Game>(game: &mut G) -> (Forecast, Vec<G::Move>) {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut replies = Vec::new();
    let mut safe = Vec::new();
    for &mv in &moves {
        game.apply(mv);
        if game.terminal() == Some(Terminal::Loss) {
            game.undo(mv);
            return (Forecast::WinsNow, Vec::new());
        }
        game.legal_moves(&mut replies);
        let mut reply_wins = false;
        for &reply in &replies {
            game.apply(reply);
            reply_wins |= game.terminal() == Some(Terminal::Loss);
            game.undo(reply);
        }
        game.undo(mv);
        if !reply_wins {
            safe.push(mv);
        }
    }
    if safe.is_empty() {
        (Forecast::LosesNext, safe)
    } else {
        (Forecast::Search, safe)
    }
}

#[test]
fn board_forecasts_equal_trying_every_move_and_reply() {
    let mut rng = StdRng::seed_from_u64(3);
    let shapes = [
        (3, 3, 3, false),
        (4, 4, 3, false),
        (5, 5, 4, false),
        (7, 7, 5, false),
        (6, 7, 4, true),
        (4, 4, 3, true),
        (7, 7, 4, true),
    ];
    for (rows, cols, k, gravity) in shapes {
        let start = board(rows, cols, k, gravity);
        let cells = rows * cols;
        for plies in 0..cells {
            let mut position = random_position(&start, plies, &mut rng);
            if position.terminal().is_some() {
                continue;
            }
            let (expected, mut safe) = forecast_by_trying(&mut position.clone());
            let mut moves = Vec::new();
            let forecast = position.forecast(&mut moves);
            // A safe move after which the opponent, whose game goes on, loses next.
            let loses_next = |&mv: &usize| {
                let mut after = position.clone();
                after.apply(mv);
                after.terminal().is_none()
                    && forecast_by_trying(&mut after).0 == Forecast::LosesNext
            };
            if forecast == Forecast::WinsSoon {
                assert!(
                    expected == Forecast::Search && safe.iter().any(loses_next),
                    "{}",
                    position.to_board()
                );
                continue;
            }
            assert_eq!(forecast, expected, "{}", position.to_board());
            if forecast == Forecast::Search {
                moves.sort_unstable();
                safe.sort_unstable();
                assert_eq!(moves, safe, "{}", position.to_board());
                // With two moves or more, none of them is such a move.
                assert!(position.forecast_finds_wins_soon());
                if moves.len() > 1 {
                    assert!(!safe.iter().any(loses_next), "{}", position.to_board());
                }
            }
        }
    }
}

/// Pascal Pons' published "Test_L3_R1" end-game set (column sequence, score in the published
/// convention: a win scores 22 minus the winner's stones), as in `tests/cli_analyze_games.rs`.
const END_GAME: &[(&str, i32)] = &[
    ("2252576253462244111563365343671351441", -1),
    ("7422341735647741166133573473242566", 1),
    ("23163416124767223154467471272416755633", 0),
    ("71255763773133525731261364622167124446454", 0),
    ("65214673556155731566316327373221417", -1),
    ("52677675164321472411331752454", 0),
    ("3135151421347443544172316522225776773566", 0),
    ("67152117737262713366376314254", 6),
    ("2762751722231276466633475674533", 5),
    ("427566236745127177115664464254", 2),
    ("3575316255751336464276636772271112", -3),
];

#[test]
fn published_connect_four_end_game_scores_are_matched() {
    let geometry = Arc::new(Geometry::connect_four());
    let mut solver = Solver::new(TABLE).expect("memory for the table");
    for &(moves, published) in END_GAME {
        let position = Mnk::from_columns(Arc::clone(&geometry), moves).unwrap();
        let value = solver.solve(&position, None).value;
        let stones = moves.len() as i32;
        // A win whose last move comes p plies from here is the winner's ((stones + p + 1) / 2)th.
        let score = match value {
            0 => 0,
            v if v > 0 => 22 - (stones + (WIN - v) + 1) / 2,
            v => -(22 - (stones + (WIN + v) + 1) / 2),
        };
        assert_eq!(score, published, "{moves}");
    }
}

/// Every position of a test set solved with one solver (as `bench` does), each score exact.
fn check_set(text: &str, keep: impl Fn(&Scored) -> bool) -> usize {
    let geometry = Arc::new(Geometry::connect_four());
    let mut solver = Solver::new(TableSize::mib(64)).expect("memory for the table");
    let set = read_set(text).expect("a well-formed set");
    let mut checked = 0;
    for line in set.iter().filter(|line| keep(line)) {
        let position = Mnk::from_columns(Arc::clone(&geometry), &line.columns).unwrap();
        let solution = solver.solve(&position, None);
        assert!(solution.complete);
        assert_eq!(
            position.published_score(solution.value),
            line.score,
            "{}",
            line.columns
        );
        checked += 1;
    }
    checked
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn every_end_game_and_middle_game_test_position_is_scored_exactly() {
    assert_eq!(check_set(sets::END, |_| true), 200);
    assert_eq!(check_set(sets::MID, |_| true), 200);
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn the_opening_test_positions_are_scored_exactly() {
    // All 50 in optimised builds (about 20 s); unoptimised builds, some 30 times slower, check
    // the 11 with 13 or 14 stones, the same code on the cheaper half of the work.
    let all = !cfg!(debug_assertions);
    let checked = check_set(sets::BEGIN, |line| all || line.columns.len() >= 13);
    assert_eq!(checked, if all { 50 } else { 11 });
}

#[test]
fn the_test_sets_hold_what_their_names_say() {
    for (text, stones, count) in [
        (sets::END, 28..=41, 200),
        (sets::MID, 15..=27, 200),
        (sets::BEGIN, 8..=14, 50),
    ] {
        let set = read_set(text).unwrap();
        assert_eq!(set.len(), count);
        let geometry = Arc::new(Geometry::connect_four());
        let mut seen = std::collections::HashSet::new();
        for line in &set {
            assert!(stones.contains(&line.columns.len()), "{}", line.columns);
            assert!(seen.insert(line.columns.clone()), "{} twice", line.columns);
            let position = Mnk::from_columns(Arc::clone(&geometry), &line.columns).unwrap();
            assert!(!position.is_over(), "{}", line.columns);
            // Published scores run from -(cells left) / 2 to (cells left + 1) / 2.
            let left = 42 - line.columns.len() as i64;
            assert!((-left / 2..=(left + 1) / 2).contains(&line.score));
        }
    }
}
