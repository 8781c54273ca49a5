//! The expected line (principal variation): from every open 3×3 position, each step is the first
//! move in reading order that keeps the value, checked against the independent reference search.

use crate::common;
use morpion::engine::SearchOptions;

use common::positions::open_tic_tac_toe_positions;
use common::reference::{self, Leaf, Settings};
use morpion::engine::{Evaluation, Game, SearchSettings, search};

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn every_step_of_the_expected_line_is_the_first_best_move_of_its_position() {
    let positions = open_tic_tac_toe_positions();
    for (pruning, depth_limit) in [
        (true, None),
        (false, None),
        (true, Some(3)),
        (false, Some(2)),
    ] {
        let settings = SearchSettings {
            pruning,
            depth_limit,
            evaluation: Evaluation::Draw,
            node_budget: None,
            ..SearchSettings::default()
        };
        for start in &positions {
            let report = search(
                start,
                &settings,
                &SearchOptions {
                    seed: 5,
                    ..Default::default()
                },
            );
            assert_eq!(
                report.pv.first().copied(),
                report.best_move,
                "{}",
                start.to_board()
            );
            let mut position = start.clone();
            for (step, &mv) in report.pv.iter().enumerate() {
                let left = depth_limit.map(|d| d - step as u32);
                let truth = reference::analyse(
                    &reference::board_of(&position),
                    Settings {
                        pruning: false,
                        depth_limit: left,
                        leaf: Leaf::Zero,
                    },
                );
                let best: Vec<usize> = truth
                    .moves
                    .iter()
                    .filter(|m| m.score == truth.value)
                    .map(|m| m.cell)
                    .collect();
                let context = format!(
                    "{} step {step} ({pruning}, {depth_limit:?})",
                    start.to_board()
                );
                if step == 0 {
                    // The first move is the random pick among the equally best.
                    assert!(best.contains(&mv), "{context}: {mv} not in {best:?}");
                    assert_eq!(truth.value, report.value, "{context}");
                } else {
                    assert_eq!(Some(&mv), best.first(), "{context}");
                }
                position.apply(mv);
            }
            // The line goes on until the game ends or the depth limit is reached.
            let ended = position.terminal().is_some();
            let at_limit = depth_limit.is_some_and(|d| report.pv.len() == d as usize);
            assert!(
                ended || at_limit,
                "{}: line {:?} stops early",
                start.to_board(),
                report.pv
            );
        }
    }
}
