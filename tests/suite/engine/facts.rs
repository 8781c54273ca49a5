//! The published facts of tests/FACTS.md, checked with the engine: node counts, perft, game counts,
//! reachable positions, the 2×2 board and the values of small m,n,k games.

use crate::common;
use morpion::engine::SearchOptions;

use std::collections::HashSet;
use std::sync::Arc;

use common::positions::tic_tac_toe_positions;
use morpion::engine::{
    Bound, Evaluation, Game, PerftCounts, SearchSettings, Terminal, WIN, perft, search,
};
use morpion::games::mnk::{Geometry, Mark, Mnk};

fn plain_minimax(depth_limit: Option<u32>) -> SearchSettings {
    SearchSettings {
        pruning: false,
        depth_limit,
        evaluation: Evaluation::Draw,
        node_budget: None,
        ..SearchSettings::default()
    }
}

fn empty_board(rows: usize, cols: usize, k: usize) -> Mnk {
    Mnk::new(
        Arc::new(Geometry::new(rows, cols, k).expect("valid shape")),
        Mark::X,
    )
}

#[test]
fn plain_minimax_from_the_empty_board_visits_549_945_positions_and_draws() {
    let report = search(
        &Mnk::tic_tac_toe(),
        &plain_minimax(None),
        &SearchOptions::default(),
    );
    assert!(report.complete);
    assert_eq!(report.nodes, 549_945);
    assert_eq!(report.value, 0);
    assert_eq!(report.tie_check_nodes, 0);
    assert_eq!(report.moves.iter().map(|m| m.nodes).sum::<u64>(), 549_945);
    assert_eq!(
        report.moves.iter().map(|m| m.mv).collect::<Vec<_>>(),
        (0..9).collect::<Vec<_>>()
    );
    assert!(
        report
            .moves
            .iter()
            .all(|m| m.score == 0 && m.bound == Bound::Exact)
    );
    assert_eq!(report.best_moves, (0..9).collect::<Vec<_>>());
    // Every first move has 8! sequences below it minus those cut short by a win; corners,
    // edges and the centre each share one count by symmetry.
    let per_move: Vec<u64> = report.moves.iter().map(|m| m.nodes).collect();
    for (a, b) in [(0, 2), (0, 6), (0, 8), (1, 3), (1, 5), (1, 7)] {
        assert_eq!(per_move[a], per_move[b], "cells {a} and {b} are symmetric");
    }
}

#[test]
fn plain_minimax_with_depth_limit_6_visits_73_449_positions() {
    let report = search(
        &Mnk::tic_tac_toe(),
        &plain_minimax(Some(6)),
        &SearchOptions::default(),
    );
    assert!(report.complete);
    assert_eq!(report.nodes, 73_449);
    assert_eq!(report.value, 0);
    assert_eq!(report.moves.iter().map(|m| m.nodes).sum::<u64>(), 73_449);
}

#[test]
fn perft_counts_sequences_and_finished_games_by_length() {
    let counts = perft(&Mnk::tic_tac_toe(), 9);
    assert_eq!(
        counts,
        PerftCounts {
            counts: vec![9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872],
            finished: vec![0, 0, 0, 0, 1440, 5328, 47952, 72576, 127872],
        }
    );
    assert_eq!(counts.finished.iter().sum::<u64>(), 255_168);
    // Each non-terminal sequence of length p has 9 − p continuations.
    let limited = perft(&Mnk::tic_tac_toe(), 4);
    assert_eq!(limited.counts, vec![9, 72, 504, 3024]);
}

/// Complete games by outcome, counted by walking the whole tree with apply/undo.
#[derive(Debug, Default, PartialEq, Eq)]
struct Outcomes {
    x_wins: u64,
    o_wins: u64,
    draws: u64,
}

fn count_games(game: &mut Mnk, outcomes: &mut Outcomes) {
    match game.terminal() {
        Some(Terminal::Draw) => outcomes.draws += 1,
        Some(Terminal::Loss) => match game.winner() {
            Some(Mark::X) => outcomes.x_wins += 1,
            Some(Mark::O) => outcomes.o_wins += 1,
            None => panic!("a loss without a winner on {}", game.to_board()),
        },
        Some(Terminal::Win) => panic!("the side to move cannot have won on {}", game.to_board()),
        Some(Terminal::Score(_)) => panic!("a board never ends with a plain score"),
        None => {
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            for mv in moves {
                game.apply(mv);
                count_games(game, outcomes);
                game.undo(mv);
            }
        }
    }
}

#[test]
fn there_are_255_168_complete_games() {
    let mut outcomes = Outcomes::default();
    count_games(&mut Mnk::tic_tac_toe(), &mut outcomes);
    assert_eq!(
        outcomes,
        Outcomes {
            x_wins: 131_184,
            o_wins: 77_904,
            draws: 46_080,
        }
    );
    assert_eq!(outcomes.x_wins + outcomes.o_wins + outcomes.draws, 255_168);
}

/// The cell that lands on `cell` after one of the board's 8 symmetries (rotations and reflections).
fn map_cell(symmetry: usize, cell: usize) -> usize {
    let (row, col) = (cell / 3, cell % 3);
    let (row, col) = if symmetry & 4 != 0 {
        (col, row)
    } else {
        (row, col)
    };
    let row = if symmetry & 2 != 0 { 2 - row } else { row };
    let col = if symmetry & 1 != 0 { 2 - col } else { col };
    row * 3 + col
}

/// The smallest board string among a position's 8 images: equal for symmetric positions.
fn canonical(game: &Mnk) -> String {
    let cells: Vec<char> = game.to_board().chars().filter(|&c| c != '/').collect();
    assert_eq!(cells.len(), 9);
    (0..8)
        .map(|symmetry| {
            (0..9)
                .map(|cell| cells[map_cell(symmetry, cell)])
                .collect::<String>()
        })
        .min()
        .expect("eight images")
}

#[test]
fn symmetries_are_eight_distinct_permutations() {
    let images: HashSet<Vec<usize>> = (0..8)
        .map(|s| (0..9).map(|cell| map_cell(s, cell)).collect())
        .collect();
    assert_eq!(images.len(), 8);
    for image in &images {
        assert_eq!(image.iter().copied().collect::<HashSet<_>>().len(), 9);
        assert_eq!(image[4], 4, "the centre stays put");
    }
}

#[test]
fn there_are_5_478_reachable_positions_958_terminal_765_up_to_symmetry() {
    let positions = tic_tac_toe_positions();
    assert_eq!(positions.len(), 5_478);
    assert_eq!(
        positions.iter().filter(|g| g.terminal().is_some()).count(),
        958
    );
    let classes: HashSet<String> = positions.iter().map(canonical).collect();
    assert_eq!(classes.len(), 765);
    let by_side = |mark| {
        positions
            .iter()
            .filter(|g| g.terminal().is_none() && g.to_move() == mark)
            .count()
    };
    assert_eq!(by_side(Mark::X) + by_side(Mark::O), 5_478 - 958);
    assert!(by_side(Mark::X) > 0 && by_side(Mark::O) > 0);
}

#[test]
fn on_2x2_with_two_in_a_row_the_first_player_wins_on_the_third_ply() {
    let board = empty_board(2, 2, 2);
    let tree = perft(&board, 4);
    assert_eq!(tree.counts, vec![4, 12, 24, 0]);
    assert_eq!(tree.finished, vec![0, 0, 24, 0]);
    assert_eq!(1 + tree.counts.iter().sum::<u64>(), 41);
    for pruning in [false, true] {
        let settings = SearchSettings {
            pruning,
            ..plain_minimax(None)
        };
        let report = search(&board, &settings, &SearchOptions::default());
        assert_eq!(report.value, WIN - 3);
        assert_eq!(report.best_moves, vec![0, 1, 2, 3], "pruning {pruning}");
        assert_eq!(report.pv.len(), 3, "pruning {pruning}");
        if !pruning {
            assert_eq!(report.nodes, 40);
            assert!(
                report
                    .moves
                    .iter()
                    .all(|m| m.score == WIN - 3 && m.nodes == 10)
            );
        }
    }
}

#[test]
fn tic_tac_toe_is_a_draw_with_perfect_play() {
    let report = search(
        &Mnk::tic_tac_toe(),
        &SearchSettings::default(),
        &SearchOptions::default(),
    );
    assert!(report.complete);
    assert_eq!(report.value, 0);
    assert_eq!(report.best_moves, (0..9).collect::<Vec<_>>());
    assert_eq!(report.pv.len(), 9, "perfect play fills the board");
}

#[test]
fn on_4x4_with_three_in_a_row_the_first_player_wins_on_the_fifth_ply() {
    let board = empty_board(4, 4, 3);
    // Full depth (about 14 million positions with the tie checks; a few seconds in debug).
    let full = search(
        &board,
        &SearchSettings::default(),
        &SearchOptions::default(),
    );
    assert!(full.complete);
    assert_eq!(full.value, WIN - 5);
    // A depth-limited search proves the same: a win score can only come from a finished game,
    // and nothing is decided within four plies.
    for (limit, value) in [(4, 0), (5, WIN - 5)] {
        let report = search(
            &board,
            &SearchSettings {
                depth_limit: Some(limit),
                ..SearchSettings::default()
            },
            &SearchOptions::default(),
        );
        assert_eq!(report.value, value, "depth limit {limit}");
    }
    // The winning first moves are the inner four cells.
    assert_eq!(full.best_moves, vec![5, 6, 9, 10]);
}
