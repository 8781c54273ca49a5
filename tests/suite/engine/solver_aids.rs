//! What the solver asks of a Connect Four position besides its forecast: one key for a position
//! and its mirror image, move tags that follow the mirror, and the claimeven bound, which the
//! exact value never exceeds and which the solver reads for each move's position before playing
//! it.

use std::sync::Arc;

use morpion::engine::{Game, Solvable, Solver, TableSize, WIN};
use morpion::games::mnk::{Geometry, Mnk};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn connect_four(moves: &str) -> Mnk {
    Mnk::from_columns(Arc::new(Geometry::connect_four()), moves).unwrap()
}

/// The same game with every column played mirrored (1 ↔ 7, 2 ↔ 6, 3 ↔ 5).
fn mirrored(moves: &str) -> String {
    moves
        .chars()
        .map(|c| char::from(b'8' - (c as u8 - b'0')))
        .collect()
}

#[test]
fn a_position_and_its_mirror_image_share_one_key_and_name_moves_alike() {
    for moves in ["1", "1234", "4455667", "12121277"] {
        let (position, image) = (connect_four(moves), connect_four(&mirrored(moves)));
        let (key, flipped) = position.solver_key().unwrap();
        let (image_key, image_flipped) = image.solver_key().unwrap();
        assert_eq!(key, image_key, "{moves}");
        // Exactly one of the two is the mirrored one (none of these is its own image).
        assert_ne!(flipped, image_flipped, "{moves}");
        let (mut cells, mut image_cells) = (Vec::new(), Vec::new());
        position.legal_moves(&mut cells);
        image.legal_moves(&mut image_cells);
        // Column c here is column 8 - c there: their tags agree.
        for (&cell, &image_cell) in cells.iter().zip(image_cells.iter().rev()) {
            assert_eq!(
                position.move_tag(cell, flipped),
                image.move_tag(image_cell, image_flipped),
                "{moves}"
            );
        }
    }
    // A symmetric position is its own image.
    let symmetric = connect_four("4444");
    assert!(!symmetric.solver_key().unwrap().1);
    // Different positions get different keys.
    assert_ne!(
        connect_four("12").solver_key().unwrap().0,
        connect_four("21").solver_key().unwrap().0
    );
}

#[test]
fn the_claimeven_bound_applies_only_with_an_even_number_of_empty_cells() {
    // Odd: the side to move is the second player.
    assert_eq!(connect_four("4").solver_upper_bound(), None);
    // An empty board: the second player's claimeven leaves the first player lines on the odd
    // rows and the bottom row, so nothing is proven.
    assert_eq!(connect_four("").solver_upper_bound(), None);
}

#[test]
fn the_bound_after_a_move_is_the_bound_of_the_position_it_makes() {
    let mut rng = StdRng::seed_from_u64(9);
    let (mut moves, mut bounded) = (Vec::new(), 0);
    for _ in 0..2000 {
        let mut position = connect_four("");
        while position.terminal().is_none() {
            position.legal_moves(&mut moves);
            for &cell in &moves {
                let mut after = position.clone();
                after.apply(cell);
                if after.terminal().is_some() {
                    continue;
                }
                let bound = position.solver_upper_bound_after(cell);
                assert_eq!(bound, after.solver_upper_bound(), "{}", after.to_board());
                bounded += usize::from(bound.is_some());
            }
            position.apply(moves[rng.random_range(0..moves.len())]);
        }
    }
    assert!(bounded > 300, "{bounded}");
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn the_claimeven_bound_never_undercuts_the_exact_value() {
    let mut rng = StdRng::seed_from_u64(42);
    let mut solver = Solver::new(TableSize::mib(16)).expect("memory for the table");
    let (mut draws, mut losses) = (0, 0);
    let mut tried = 0;
    while tried < 1000 {
        let stones = 2 * rng.random_range(10..19);
        let mut position = connect_four("");
        let mut moves = Vec::new();
        for _ in 0..stones {
            position.legal_moves(&mut moves);
            if position.terminal().is_some() {
                break;
            }
            position.apply(moves[rng.random_range(0..moves.len())]);
        }
        if position.terminal().is_some() || position.plies() as usize != stones {
            continue;
        }
        tried += 1;
        let Some(bound) = position.solver_upper_bound() else {
            continue;
        };
        let value = solver.solve(&position, None).value;
        assert!(value <= bound, "{}: {value} > {bound}", position.to_board());
        if bound == 0 {
            draws += 1;
        } else {
            assert_eq!(bound, -(WIN - position.empty_cells() as i32));
            losses += 1;
        }
    }
    // The rule proved both kinds of bound on some of them.
    assert!(draws > 0 && losses > 0, "{draws} draws, {losses} losses");
}

#[test]
fn compact_keys_tell_every_position_from_the_others_but_its_mirror_image() {
    // Random games: two positions with one key must be the same board, or mirror images (or
    // differ only in dead stones, which random games hardly ever reach twice: see the unit
    // tests of the m,n,k solver aids).
    let mut rng = StdRng::seed_from_u64(7);
    let mut seen = std::collections::HashMap::new();
    for _ in 0..1000 {
        let mut position = connect_four("");
        let mut moves = Vec::new();
        let mut played = String::new();
        while position.terminal().is_none() {
            let (key, _) = position.solver_key().unwrap();
            assert_ne!(key & Solver::COMPACT_KEY, 0);
            let board = position.to_board();
            let image = connect_four(&mirrored(&played)).to_board();
            let known = seen.entry(key).or_insert_with(|| board.clone());
            assert!(
                *known == board || *known == image,
                "{played}: {known} vs {board}"
            );
            position.legal_moves(&mut moves);
            let cell = moves[rng.random_range(0..moves.len())];
            played.push(char::from(b'1' + (cell % 7) as u8));
            position.apply(cell);
        }
    }
    assert!(seen.len() > 15_000, "{}", seen.len());
}
