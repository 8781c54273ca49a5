//! The hints' move values equal plain minimax's per-move scores one ply deeper, and the
//! technique comparison finds the same value with every technique (and the textbook counts for
//! the first two rows).

use crate::common;
use morpion::engine::SearchOptions;
use morpion::engine::Table;

use std::time::Duration;

use common::positions::open_tic_tac_toe_positions;
use morpion::analysis::{Technique, compare_techniques, move_values};
use morpion::engine::{Evaluation, MoveOrder, SearchSettings, TableSize, search};
use morpion::games::mnk::{Geometry, Mark, Mnk};

fn plain(depth_limit: Option<u32>, evaluation: Evaluation) -> SearchSettings {
    SearchSettings {
        pruning: false,
        depth_limit,
        evaluation,
        ..SearchSettings::default()
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn every_moves_value_is_plain_minimaxs_score_for_it_on_every_open_position() {
    // Every position to the end of the game; every fifth under each depth limit (the same
    // code path, a different horizon).
    for (i, position) in open_tic_tac_toe_positions().iter().enumerate() {
        for (depth, evaluation) in [
            (None, Evaluation::Draw),
            (Some(1), Evaluation::Heuristic),
            (Some(2), Evaluation::Draw),
            (Some(3), Evaluation::Heuristic),
        ] {
            if depth.is_some() && i % 5 != 0 {
                continue;
            }
            let position = position.clone();
            // The hints' limit counts after the move: the root search looks one ply further.
            let reference = search(
                &position,
                &plain(depth.map(|d| d + 1), evaluation),
                &SearchOptions::default(),
            );
            let expected: Vec<(usize, i32)> =
                reference.moves.iter().map(|m| (m.mv, m.score)).collect();
            // Whatever the hints search with: the values are the same.
            for settings in [
                plain(depth, evaluation),
                SearchSettings {
                    pruning: true,
                    move_order: MoveOrder::Threats,
                    transposition: Some(TableSize::mib(1)),
                    ..plain(depth, evaluation)
                },
            ] {
                let values = move_values(
                    &position,
                    &settings,
                    None,
                    &mut Table::for_one_search(&settings),
                )
                .expect("not stopped");
                let got: Vec<(usize, i32)> = values.iter().map(|v| (v.mv, v.score)).collect();
                assert_eq!(got, expected, "{} {depth:?}", position.to_board());
            }
        }
    }
}

#[test]
fn the_comparison_from_the_empty_board_has_the_textbook_counts_and_one_value() {
    let empty = Mnk::tic_tac_toe();
    for depth in [None, Some(6)] {
        let base = SearchSettings {
            depth_limit: depth,
            ..SearchSettings::default()
        };
        let table = compare_techniques(&empty, &base, 1, None, None);
        let techniques: Vec<Technique> = table.rows.iter().map(|r| r.technique).collect();
        assert_eq!(
            techniques,
            [
                Technique::Minimax,
                Technique::AlphaBeta,
                Technique::Ordering,
                Technique::Table
            ]
        );
        assert!(table.rows.iter().all(|r| r.complete));
        assert_eq!(table.values_agree(), Some(true));
        let minimax = if depth.is_none() { 549_945 } else { 73_449 };
        assert_eq!(table.rows[0].nodes, minimax);
        let alpha_beta = search(
            &empty,
            &SearchSettings {
                depth_limit: depth,
                ..SearchSettings::default()
            },
            &SearchOptions {
                seed: 1,
                ..Default::default()
            },
        );
        assert_eq!(table.rows[1].nodes, alpha_beta.nodes);
        assert_eq!(
            table.rows[1].best_move, alpha_beta.best_move,
            "same seed, same pick"
        );
        assert!(table.rows[3].hit_rate.is_some());
        assert!(
            table.rows[2].nodes < table.rows[1].nodes,
            "ordering prunes more"
        );
        assert!(
            table.rows[3].nodes < table.rows[2].nodes,
            "the table saves more"
        );
    }
}

#[test]
fn on_a_bigger_board_the_rows_agree_and_deepening_is_added() {
    let geometry = std::sync::Arc::new(Geometry::new(4, 4, 4).unwrap());
    let mut position = Mnk::new(geometry, Mark::X);
    for cell in [5, 6, 9] {
        position.play(cell).unwrap();
    }
    let base = SearchSettings {
        depth_limit: Some(4),
        evaluation: Evaluation::Heuristic,
        ..SearchSettings::default()
    };
    let table = compare_techniques(&position, &base, 3, Some(Duration::from_secs(60)), None);
    assert_eq!(table.rows.len(), 5);
    assert_eq!(table.rows[4].technique, Technique::Deepening);
    assert_eq!(
        table.rows[4].depth,
        Some(4),
        "it reached the limit well within a minute"
    );
    assert!(table.rows.iter().all(|r| r.complete));
    assert_eq!(table.values_agree(), Some(true));
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn a_minimax_over_its_budget_is_left_out_of_the_agreement() {
    let geometry = std::sync::Arc::new(Geometry::new(4, 4, 4).unwrap());
    let position = Mnk::new(geometry, Mark::X);
    let base = SearchSettings {
        depth_limit: Some(7),
        evaluation: Evaluation::Heuristic,
        ..SearchSettings::default()
    };
    // 16·15·…·10 = 57,657,600 sequences of 7 plies: far past the 10,000,000 budget.
    let table = compare_techniques(&position, &base, 3, None, None);
    assert!(!table.rows[0].complete);
    assert!(table.rows[1..].iter().all(|r| r.complete));
    assert_eq!(table.values_agree(), Some(true));
}
