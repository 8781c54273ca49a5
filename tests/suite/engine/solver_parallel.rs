//! The exact solver on several threads sharing one table gives the values one thread gives, on
//! every position of the Connect Four test sets and on random positions of other boards.

use std::sync::Arc;

use morpion::cli::positions::{read_set, sets};
use morpion::engine::{Game, Solver, TableSize};
use morpion::games::mnk::{Geometry, Mark, Mnk};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// Every position of `set` (those `keep` keeps) solved by one thread and by `threads`, each
/// with its own table, and by the stored score: all three agree. Returns how many were checked.
fn agree_on_set(set: &str, threads: usize, keep: impl Fn(usize) -> bool) -> usize {
    let geometry = Arc::new(Geometry::connect_four());
    let mut one = Solver::new(TableSize::mib(32)).expect("memory for the table");
    let mut many = Solver::new(TableSize::mib(32))
        .expect("memory for the table")
        .with_threads(threads)
        .with_parallel_from(0);
    assert_eq!(many.threads(), threads);
    let mut checked = 0;
    for line in read_set(set)
        .unwrap()
        .iter()
        .filter(|l| keep(l.columns.len()))
    {
        let position = Mnk::from_columns(Arc::clone(&geometry), &line.columns).unwrap();
        let alone = one.solve(&position, None);
        let together = many.solve(&position, None);
        assert!(alone.complete && together.complete, "{}", line.columns);
        assert_eq!(together.value, alone.value, "{}", line.columns);
        assert_eq!(
            position.published_score(alone.value),
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
fn two_and_three_threads_score_every_end_and_middle_game_position_as_one_does() {
    assert_eq!(agree_on_set(sets::END, 2, |_| true), 200);
    assert_eq!(agree_on_set(sets::MID, 3, |_| true), 200);
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn two_threads_score_the_opening_positions_as_one_does() {
    // All 50 in optimised builds; unoptimised builds, some 30 times slower, the 11 with 13 or
    // 14 stones.
    let all = !cfg!(debug_assertions);
    let checked = agree_on_set(sets::BEGIN, 2, |stones| all || stones >= 13);
    assert_eq!(checked, if all { 50 } else { 11 });
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn every_move_of_a_position_gets_the_same_value_on_any_number_of_threads() {
    let geometry = Arc::new(Geometry::connect_four());
    for moves in ["4444412337", "3353546", "12345671234567"] {
        let position = Mnk::from_columns(Arc::clone(&geometry), moves).unwrap();
        let values = |threads| {
            let mut solver = Solver::new(TableSize::mib(16))
                .expect("memory for the table")
                .with_threads(threads)
                .with_parallel_from(0);
            let values = solver.solve_moves(&position, None).expect("not stopped");
            values
                .into_iter()
                .map(|(mv, score, _)| (mv, score))
                .collect::<Vec<_>>()
        };
        assert_eq!(values(2), values(1), "{moves}");
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn boards_without_gravity_are_solved_alike_on_one_and_several_threads() {
    let mut rng = StdRng::seed_from_u64(15);
    for (rows, cols, k, plies) in [(4, 4, 3, 2), (4, 4, 4, 4), (5, 4, 4, 8), (6, 5, 4, 16)] {
        let start = Mnk::new(Arc::new(Geometry::new(rows, cols, k).unwrap()), Mark::X);
        for _ in 0..6 {
            let mut position = start.clone();
            let mut moves = Vec::new();
            for _ in 0..plies {
                position.legal_moves(&mut moves);
                if position.terminal().is_some() || moves.is_empty() {
                    break;
                }
                position.apply(moves[rng.random_range(0..moves.len())]);
            }
            if position.terminal().is_some() {
                continue;
            }
            let alone = Solver::new(TableSize::mib(4))
                .expect("memory for the table")
                .solve(&position, None);
            let together = Solver::new(TableSize::mib(4))
                .expect("memory for the table")
                .with_threads(2)
                .with_parallel_from(0)
                .solve(&position, None);
            assert_eq!(together.value, alone.value, "{}", position.to_board());
        }
    }
}
