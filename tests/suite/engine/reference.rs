//! The engine's minimax and alpha-beta checked node for node against an independent textbook search,
//! and alpha-beta checked against plain minimax, on every reachable open 3×3 position.

use crate::common;
use morpion::engine::SearchOptions;

use std::collections::BTreeSet;

use common::positions::open_tic_tac_toe_positions;
use common::reference::{self, Analysis, Leaf, RootMove};
use morpion::engine::{
    Bound, Evaluation, Game, MAX_PLY, ScoreMeaning, SearchSettings, WIN, search,
};
use morpion::games::mnk::Mnk;

fn settings(pruning: bool, depth_limit: Option<u32>, evaluation: Evaluation) -> SearchSettings {
    SearchSettings {
        pruning,
        depth_limit,
        evaluation,
        node_budget: None,
        ..SearchSettings::default()
    }
}

fn leaf_of(evaluation: Evaluation) -> Leaf {
    match evaluation {
        Evaluation::Draw => Leaf::Zero,
        Evaluation::Heuristic => Leaf::OpenLines,
    }
}

/// The engine's report in the reference's terms (an alpha-beta root never fails high: β is open).
fn engine_analysis(game: &Mnk, settings: &SearchSettings) -> Analysis {
    let report = search(game, settings, &SearchOptions::default());
    assert!(report.complete);
    assert_eq!(
        report.nodes,
        report.moves.iter().map(|m| m.nodes).sum::<u64>(),
        "per-move nodes must add up to the total on {}",
        game.to_board()
    );
    Analysis {
        value: report.value,
        nodes: report.nodes,
        moves: report
            .moves
            .iter()
            .map(|m| {
                assert_ne!(
                    m.bound,
                    Bound::Lower,
                    "root fails high on {}",
                    game.to_board()
                );
                RootMove {
                    cell: m.mv,
                    score: m.score,
                    upper_bound: m.bound == Bound::Upper,
                    nodes: m.nodes,
                }
            })
            .collect(),
    }
}

fn reference_analysis(game: &Mnk, settings: &SearchSettings) -> Analysis {
    reference::analyse(
        &reference::board_of(game),
        reference::Settings {
            pruning: settings.pruning,
            depth_limit: settings.depth_limit,
            leaf: leaf_of(settings.evaluation),
        },
    )
}

/// Compares engine and reference on every open position under each of `searches`.
fn assert_matches_reference_everywhere(searches: &[SearchSettings]) {
    let positions = open_tic_tac_toe_positions();
    assert_eq!(positions.len(), 5_478 - 958);
    for game in &positions {
        for settings in searches {
            assert_eq!(
                engine_analysis(game, settings),
                reference_analysis(game, settings),
                "engine and reference disagree on {} under {settings:?}",
                game.to_board()
            );
        }
    }
}

#[test]
fn alpha_beta_from_the_empty_board_matches_the_textbook() {
    let empty = Mnk::tic_tac_toe();
    for depth_limit in [None, Some(6)] {
        let settings = settings(true, depth_limit, Evaluation::Draw);
        let engine = engine_analysis(&empty, &settings);
        let textbook = reference_analysis(&empty, &settings);
        assert_eq!(engine, textbook, "under {settings:?}");
        assert_eq!(engine.value, 0);
        assert_eq!(engine.moves.len(), 9);
    }
}

#[test]
fn the_textbook_reproduces_the_published_plain_minimax_counts() {
    // Guards the yardstick itself: it must agree with tests/FACTS.md where tests/FACTS.md gives numbers.
    let empty = reference::board_of(&Mnk::tic_tac_toe());
    let full = reference::analyse(
        &empty,
        reference::Settings {
            pruning: false,
            depth_limit: None,
            leaf: Leaf::Zero,
        },
    );
    assert_eq!((full.nodes, full.value), (549_945, 0));
    let limited = reference::analyse(
        &empty,
        reference::Settings {
            pruning: false,
            depth_limit: Some(6),
            leaf: Leaf::Zero,
        },
    );
    assert_eq!(limited.nodes, 73_449);
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn alpha_beta_matches_the_textbook_on_every_open_position() {
    let mut searches = vec![
        settings(true, None, Evaluation::Draw),
        settings(true, Some(6), Evaluation::Draw),
    ];
    for limit in 1..=8 {
        searches.push(settings(true, Some(limit), Evaluation::Heuristic));
    }
    assert_matches_reference_everywhere(&searches);
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn plain_minimax_matches_the_textbook_on_every_open_position() {
    let mut searches = vec![
        settings(false, None, Evaluation::Draw),
        settings(false, Some(6), Evaluation::Draw),
    ];
    for limit in 1..=8 {
        searches.push(settings(false, Some(limit), Evaluation::Heuristic));
    }
    assert_matches_reference_everywhere(&searches);
}

/// Checks one alpha-beta report against the plain minimax report of the same position and settings.
fn assert_alpha_beta_agrees_with_minimax(game: &Mnk, settings: &SearchSettings, seed: u64) {
    let minimax_settings = SearchSettings {
        pruning: false,
        ..*settings
    };
    let truth = search(
        game,
        &minimax_settings,
        &SearchOptions {
            seed,
            ..Default::default()
        },
    );
    let pruned = search(
        game,
        settings,
        &SearchOptions {
            seed,
            ..Default::default()
        },
    );
    let context = format!("{} under {settings:?}", game.to_board());
    assert!(truth.complete && pruned.complete, "{context}");
    assert_eq!(pruned.value, truth.value, "value on {context}");
    assert_eq!(pruned.moves.len(), truth.moves.len(), "{context}");
    assert!(pruned.nodes <= truth.nodes, "{context}");
    for (cut, exact) in pruned.moves.iter().zip(&truth.moves) {
        assert_eq!(cut.mv, exact.mv, "move order on {context}");
        assert_eq!(exact.bound, Bound::Exact, "{context}");
        match cut.bound {
            Bound::Exact => assert_eq!(cut.score, exact.score, "move {} on {context}", cut.mv),
            Bound::Upper => assert!(cut.score >= exact.score, "move {} on {context}", cut.mv),
            Bound::Lower => assert!(cut.score <= exact.score, "move {} on {context}", cut.mv),
        }
    }
    let best: BTreeSet<usize> = truth
        .moves
        .iter()
        .filter(|m| m.score == truth.value)
        .map(|m| m.mv)
        .collect();
    assert_eq!(
        truth.best_moves.iter().copied().collect::<BTreeSet<_>>(),
        best,
        "{context}"
    );
    assert_eq!(
        pruned.best_moves.iter().copied().collect::<BTreeSet<_>>(),
        best,
        "{context}"
    );
    assert_eq!(
        pruned.best_moves.len(),
        best.len(),
        "duplicates in the tie set on {context}"
    );
    for report in [&truth, &pruned] {
        let chosen = report.best_move.expect("an open position has a best move");
        assert!(best.contains(&chosen), "{context}");
        assert_eq!(report.pv.first(), Some(&chosen), "{context}");
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn alpha_beta_agrees_with_plain_minimax_on_every_open_position() {
    let mut searches = vec![settings(true, None, Evaluation::Draw)];
    for limit in 1..=8 {
        for evaluation in [Evaluation::Draw, Evaluation::Heuristic] {
            searches.push(settings(true, Some(limit), evaluation));
        }
    }
    for (seed, game) in open_tic_tac_toe_positions().iter().enumerate() {
        for settings in &searches {
            assert_alpha_beta_agrees_with_minimax(game, settings, seed as u64);
        }
    }
}

#[test]
fn heuristic_leaves_score_the_position_after_the_move_and_never_pass_for_a_win() {
    let horizon = WIN - MAX_PLY as i32;
    for game in &open_tic_tac_toe_positions() {
        let report = search(
            game,
            &settings(false, Some(1), Evaluation::Heuristic),
            &SearchOptions::default(),
        );
        let mut child = game.clone();
        for m in &report.moves {
            child.apply(m.mv);
            if child.terminal().is_none() {
                assert_eq!(
                    m.score,
                    -child.heuristic(),
                    "{} then {}",
                    game.to_board(),
                    m.mv
                );
                assert!(
                    -horizon < m.score && m.score < horizon,
                    "{}",
                    game.to_board()
                );
            }
            child.undo(m.mv);
        }
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn the_heuristic_changes_estimates_but_never_which_moves_are_forced_wins_or_losses() {
    // A forced result within the depth limit is found whatever the leaves score, as long as
    // no leaf score looks like a win or a loss.
    for game in &open_tic_tac_toe_positions() {
        for limit in 1..=8 {
            let draw = search(
                game,
                &settings(false, Some(limit), Evaluation::Draw),
                &SearchOptions::default(),
            );
            let guess = search(
                game,
                &settings(false, Some(limit), Evaluation::Heuristic),
                &SearchOptions::default(),
            );
            assert_eq!(draw.nodes, guess.nodes);
            for (d, g) in draw.moves.iter().zip(&guess.moves) {
                let forced = |score| match ScoreMeaning::of(score) {
                    meaning @ (ScoreMeaning::Win { .. } | ScoreMeaning::Loss { .. }) => {
                        Some(meaning)
                    }
                    _ => None,
                };
                assert_eq!(
                    forced(d.score),
                    forced(g.score),
                    "{} move {} limit {limit}",
                    game.to_board(),
                    d.mv
                );
                if forced(d.score).is_some() {
                    assert_eq!(d.score, g.score);
                }
            }
        }
    }
}
