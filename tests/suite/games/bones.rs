//! The Game of Bones: rules, and the first player loses exactly when the heap is a multiple of 4.

use morpion::engine::SearchOptions;
use morpion::engine::{Game, SearchSettings, Terminal, WIN, perft, search};
use morpion::games::bones::Bones;

fn moves(game: &Bones) -> Vec<u8> {
    let mut out = Vec::new();
    game.legal_moves(&mut out);
    out
}

fn settings(pruning: bool) -> SearchSettings {
    // Full depth, draw evaluation, reading order, no table: the textbook search.
    SearchSettings {
        pruning,
        ..SearchSettings::default()
    }
}

#[test]
fn a_turn_takes_one_two_or_three_but_never_more_than_the_heap() {
    assert_eq!(moves(&Bones::new(10)), vec![1, 2, 3]);
    assert_eq!(moves(&Bones::new(3)), vec![1, 2, 3]);
    assert_eq!(moves(&Bones::new(2)), vec![1, 2]);
    assert_eq!(moves(&Bones::new(1)), vec![1]);
    assert_eq!(moves(&Bones::new(0)), Vec::<u8>::new());
    assert_eq!(Bones::new(5).move_name(2), "take 2");
}

#[test]
fn the_player_facing_an_empty_heap_has_lost() {
    let mut game = Bones::new(3);
    assert_eq!(game.terminal(), None);
    game.apply(3);
    assert_eq!(game.heap(), 0);
    assert_eq!(game.terminal(), Some(Terminal::Loss));
    assert!(!game.first_player_to_move());
    game.undo(3);
    assert_eq!(game, Bones::new(3));
}

#[test]
fn perft_counts_the_ways_to_empty_the_heap() {
    // Sequences of takes (1 to 3 each) summing to at most 4 bones: 1, 2, 3; then 1+1, 1+2,
    // 1+3, 2+1, 2+2, 3+1; then 1+1+1, 1+1+2, 1+2+1, 2+1+1; then 1+1+1+1. Those summing to 4
    // empty the heap and end the game.
    let counts = perft(&Bones::new(4), 4);
    assert_eq!(counts.counts, vec![3, 6, 4, 1]);
    assert_eq!(counts.finished, vec![0, 3, 3, 1]);
}

#[test]
fn six_bones_first_player_wins_by_taking_two() {
    let report = search(&Bones::new(6), &settings(true), &SearchOptions::default());
    // Take 2, the opponent faces 4 and the first player takes the last bone on ply 3.
    assert_eq!(report.value, WIN - 3);
    assert_eq!(report.best_move, Some(2));
    assert_eq!(report.best_moves, vec![2]);
}

#[test]
fn eight_bones_first_player_loses() {
    let report = search(&Bones::new(8), &settings(true), &SearchOptions::default());
    // Whatever it takes, the opponent answers up to 4 and again: the last bone goes on ply 4.
    assert_eq!(report.value, -(WIN - 4));
    assert_eq!(report.best_moves, vec![1, 2, 3]);
}

/// Checks the rule "the first player loses exactly on multiples of 4" for each heap, and that
/// the winning take is the one leaving a multiple of 4.
fn check_heaps(heaps: std::ops::RangeInclusive<u32>, pruning: bool) {
    for heap in heaps {
        let report = search(
            &Bones::new(heap),
            &settings(pruning),
            &SearchOptions::default(),
        );
        let first_player_wins = report.value > 0;
        assert_eq!(
            first_player_wins,
            heap % 4 != 0,
            "heap {heap}, pruning {pruning}: value {}",
            report.value
        );
        if first_player_wins {
            assert_eq!(report.best_moves, vec![(heap % 4) as u8], "heap {heap}");
        } else {
            assert_eq!(report.best_moves, moves(&Bones::new(heap)), "heap {heap}");
        }
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn alpha_beta_the_first_player_loses_exactly_on_multiples_of_four_from_1_to_30() {
    check_heaps(1..=30, true);
}

#[test]
fn plain_minimax_the_first_player_loses_exactly_on_multiples_of_four_from_1_to_22() {
    // Plain minimax visits 900,139 positions at 22 bones, 117,897,839 at 30.
    check_heaps(1..=22, false);
}

/// The rest of the range for plain minimax: 118 M positions at 30 bones is a second optimised,
/// too long for the unoptimised build, so it runs under `cargo test --release`.
#[cfg(not(debug_assertions))]
#[test]
fn plain_minimax_the_first_player_loses_exactly_on_multiples_of_four_from_23_to_30() {
    check_heaps(23..=30, false);
}

#[test]
fn plain_minimax_counts_every_sequence_of_takes() {
    // nodes(n) = Σ over legal takes t of (1 + nodes(n − t)); 22 bones: 900,139.
    let report = search(&Bones::new(22), &settings(false), &SearchOptions::default());
    assert_eq!(report.nodes, 900_139);
}
