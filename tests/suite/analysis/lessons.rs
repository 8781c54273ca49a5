//! The lessons' figures are the engine's, and agree with tests/FACTS.md and the independent reference search; every exercise is graded right and wrong.

use morpion::analysis::lessons::figures::{
    self, THREE_BY_THREE, TWO_BY_TWO, alpha_beta, first_player_loses, minimal_leaves, plain,
    positions, positions_by_ply, safe_at, safe_depth, tree_size, value,
};
use morpion::analysis::lessons::{
    BONES_EXERCISE_HEAPS, Board, Exercise, FORK_POSITION, LESSONS, ORDERING_DEPTH, ORDERS, Topic,
    Why, grade,
};
use morpion::engine::{Evaluation, SearchSettings, WIN};
use morpion::games::mnk::Mnk;

use morpion::i18n::{EN, FR};

use crate::common::reference;

#[test]
fn the_two_by_two_tree_has_41_positions_and_the_first_player_wins_on_the_third_ply() {
    // tests/FACTS.md: 1 + 4 + 12 + 24.
    assert_eq!(tree_size(TWO_BY_TWO), 41);
    assert_eq!(positions_by_ply(TWO_BY_TWO), [4, 12, 24]);
    assert_eq!(value(TWO_BY_TWO), WIN - 3);
    // Tic-tac-toe is a draw.
    assert_eq!(value(THREE_BY_THREE), 0);
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn the_four_counts_of_the_empty_board() {
    // Without pruning: tests/FACTS.md; with it: the independent reference's.
    assert_eq!(positions(THREE_BY_THREE, &plain()), 549_945);
    let six = SearchSettings {
        depth_limit: Some(6),
        ..plain()
    };
    assert_eq!(positions(THREE_BY_THREE, &six), 73_449);
    let empty = [None; 9];
    for depth_limit in [None, Some(6)] {
        let reference = reference::analyse(
            &empty,
            reference::Settings {
                pruning: true,
                depth_limit,
                leaf: reference::Leaf::Zero,
            },
        );
        assert_eq!(
            positions(THREE_BY_THREE, &alpha_beta(depth_limit)),
            reference.nodes
        );
    }
    assert_eq!(positions(THREE_BY_THREE, &alpha_beta(None)), 20_865);
    // tests/FACTS.md: the cuts, and those on ties.
    assert_eq!(
        figures::cuts(THREE_BY_THREE, &alpha_beta(None)),
        (4_856, 2_185)
    );
    assert_eq!(
        figures::cuts(THREE_BY_THREE, &alpha_beta(Some(6))),
        (781, 572)
    );
    assert_eq!(positions(THREE_BY_THREE, &alpha_beta(Some(6))), 1_885);
}

#[test]
fn the_bones_rule_holds_on_heaps_1_to_40() {
    // tests/FACTS.md: the first player loses exactly on multiples of 4.
    for heap in 1..=40 {
        assert_eq!(first_player_loses(heap), heap % 4 == 0, "heap {heap}");
    }
    // The exercise's heaps, and its question says so in both languages.
    assert_eq!(BONES_EXERCISE_HEAPS, 5..=40);
    for words in [&EN, &FR] {
        assert!(
            words.lessons.questions[4].contains("5") && words.lessons.questions[4].contains("40")
        );
    }
    // The exercise's whole range, each heap solved at once (the solver's table is keyed by the
    // heap).
    for heap in BONES_EXERCISE_HEAPS {
        assert_eq!(first_player_loses(heap), heap % 4 == 0, "heap {heap}");
    }
    // The whole trees lesson 5 shows: plain minimax agrees with the solver.
    assert!(value(Board::Heap(6)) > 0);
    assert!(value(Board::Heap(8)) < 0);
}

#[test]
fn the_evaluation_scores_hand_worked_positions() {
    // Only X's centre: its four lines through the centre, one mark each, count against O.
    let centre = Board::Position(".../.X./...");
    assert_eq!(figures::evaluation(centre), -4);
    // X: a1 b1, O: b2, O to move. X's row 1 (two marks, 10) and column a (1) against O's
    // row 2 (1) and the diagonal c1-a3 (1): 2 - 11.
    assert_eq!(figures::evaluation(Board::Position("XX./.O./...")), -9);
    // O: a1 b1 to move can complete row 1: 10 × 4; X's row 2 (10), row 3 (1) and the
    // diagonal c1-a3 (10): 40 - 21.
    assert_eq!(figures::evaluation(Board::Position("OO./XX./X..")), 19);
    // The independent reference agrees on them.
    for text in [".../.X./...", "XX./.O./...", "OO./XX./X.."] {
        let board = reference::board_of(&Mnk::from_board(text, None).unwrap());
        let to_move = reference::side_to_move(&board);
        assert_eq!(
            reference::evaluation_for(&board, to_move),
            figures::evaluation(Board::Position(text)),
            "{text}"
        );
    }
}

#[test]
fn a_shallow_limit_blunders_in_the_fork_position() {
    let fork = Board::Position(FORK_POSITION);
    // O must answer on an edge: the position is a draw, and a corner loses.
    assert_eq!(value(fork), 0);
    let exact = figures::report(fork, &plain());
    let holding: Vec<usize> = exact
        .moves
        .iter()
        .filter(|m| m.score == 0)
        .map(|m| m.mv)
        .collect();
    assert_eq!(holding, vec![1, 3, 5, 7]);
    // Up to depth 3 the draw evaluation sees no loss and ranks a corner best too; from 4 it
    // sees the fork through to the win.
    for depth in 1..=3 {
        assert!(!safe_at(depth, Evaluation::Draw), "depth {depth}");
    }
    assert_eq!(safe_depth(Evaluation::Draw), 4);
}

#[test]
fn the_minimal_tree_formula() {
    // b^⌈d/2⌉ + b^⌊d/2⌋ − 1: 3 plies of 2 moves: 4 + 2 − 1; 2 plies of 3: 3 + 3 − 1.
    assert_eq!(minimal_leaves(2, 3), 5);
    assert_eq!(minimal_leaves(3, 2), 5);
    assert_eq!(minimal_leaves(9, 4), 161);
}

#[test]
fn every_lesson_has_screens_and_an_exercise() {
    for (i, topic) in LESSONS.into_iter().enumerate() {
        assert_eq!(topic.number(), i + 1);
        assert_eq!(Topic::numbered(i + 1), Some(topic));
        assert!(topic.screens() >= 3, "{topic:?}");
    }
    assert_eq!(Topic::numbered(6), None);
}

#[test]
fn the_tree_size_exercise_is_graded() {
    assert!(grade(Exercise::TreeSize, 41).right);
    assert_eq!(
        grade(Exercise::TreeSize, 40).why,
        Why::RootMissing { below: 40 }
    );
    assert!(!grade(Exercise::TreeSize, 12).right);
}

#[test]
fn the_alpha_beta_count_exercise_is_graded() {
    let five = positions(THREE_BY_THREE, &alpha_beta(Some(5)));
    let minimax_five = positions(
        THREE_BY_THREE,
        &SearchSettings {
            depth_limit: Some(5),
            ..plain()
        },
    );
    // Plain minimax's count to depth 5: 9 + 72 + 504 + 3,024 + 15,120 (tests/FACTS.md).
    assert_eq!(minimax_five, 18_729);
    assert!(grade(Exercise::AlphaBetaCount, five).right);
    assert!(!grade(Exercise::AlphaBetaCount, five + 1).right);
    assert_eq!(
        grade(Exercise::AlphaBetaCount, minimax_five).why,
        Why::MinimaxCount { depth: 5 }
    );
}

#[test]
fn the_safe_depth_exercise_is_graded() {
    assert!(grade(Exercise::SafeDepth, 4).right);
    assert_eq!(
        grade(Exercise::SafeDepth, 2).why,
        Why::StillBlunders { depth: 2 }
    );
    assert_eq!(
        grade(Exercise::SafeDepth, 5).why,
        Why::SmallerEnough { depth: 4 }
    );
}

#[test]
fn the_best_order_exercise_is_graded() {
    let counts = figures::order_counts(ORDERING_DEPTH, None);
    // Reading order's is the textbook count; the orders differ.
    assert_eq!(counts[0], 20_865);
    let fewest = *counts.iter().min().unwrap();
    for (i, count) in counts.iter().enumerate() {
        assert_eq!(
            grade(Exercise::BestOrder, i as u64 + 1).right,
            *count == fewest
        );
    }
    assert!(counts.iter().any(|&c| c != fewest), "{counts:?}");
    assert_eq!(grade(Exercise::BestOrder, 4).why, Why::NoSuchOrder);
    assert_eq!(ORDERS.len(), 3);
}

#[test]
fn the_losing_heap_exercise_is_graded() {
    assert_eq!(grade(Exercise::LosingHeap, 12).why, Why::Loses { heap: 12 });
    assert!(grade(Exercise::LosingHeap, 24).right);
    // From 13 take 1, leaving 12.
    assert_eq!(
        grade(Exercise::LosingHeap, 13).why,
        Why::Wins { heap: 13, take: 1 }
    );
    assert_eq!(
        grade(Exercise::LosingHeap, 15).why,
        Why::Wins { heap: 15, take: 3 }
    );
    assert_eq!(grade(Exercise::LosingHeap, 41).why, Why::OutOfRange);
    assert_eq!(grade(Exercise::LosingHeap, 4).why, Why::OutOfRange);
}

#[test]
fn lesson_4_counts_leaves_against_the_minimal_tree_of_the_same_search() {
    use morpion::analysis::lessons::{Facts, facts, leaves_settings};
    use morpion::engine::MoveOrder;
    // Ply by ply the empty 3×3 board has 9, 8, 7, 6 moves (no game ends before ply 5).
    assert_eq!(
        figures::branchings(THREE_BY_THREE, 4),
        Some(vec![9, 8, 7, 6])
    );
    // The 2×2 board's games end on ply 3: its plies are not uniform to 4.
    assert_eq!(figures::branchings(TWO_BY_TWO, 4), None);
    // By hand: 9·7 + 8·6 − 1; uniform, the formula's 9² + 9² − 1.
    assert_eq!(figures::minimal_leaves_of(&[9, 8, 7, 6]), 110);
    assert_eq!(figures::minimal_leaves_of(&[9; 4]), minimal_leaves(9, 4));
    let settings = leaves_settings(MoveOrder::Reading);
    let minimax = SearchSettings {
        pruning: false,
        ..settings
    };
    // Minimax reaches every position 4 plies down: the engine's perft, 9·8·7·6.
    assert_eq!(figures::leaves(THREE_BY_THREE, &minimax), 3_024);
    let Facts::Leaves {
        branchings,
        minimax,
        best,
        order,
        alpha_beta,
    } = facts(Topic::Ordering, 1)
    else {
        panic!("lesson 4's second screen counts leaves");
    };
    assert_eq!((branchings, minimax, best), (vec![9, 8, 7, 6], 3_024, 110));
    assert_eq!(order, MoveOrder::Reading);
    assert_eq!(alpha_beta, figures::leaves(THREE_BY_THREE, &settings));
    // Alpha-beta lies between the best case and minimax.
    assert!(best < alpha_beta && alpha_beta < minimax, "{alpha_beta}");
    // The screen sets that very search up.
    assert_eq!(Topic::Ordering.stages()[1].settings, settings);
}

#[test]
fn lesson_4_shows_the_tables_effect_against_alpha_beta_alone() {
    use morpion::analysis::lessons::{Facts, facts};
    use morpion::engine::MoveOrder;
    let Facts::TableEffect {
        order,
        without,
        with,
    } = facts(Topic::Ordering, 2)
    else {
        panic!("lesson 4's table screen compares with alpha-beta alone");
    };
    assert_eq!(order, MoveOrder::Reading);
    // tests/FACTS.md: alpha-beta alone from the empty board, to the end.
    assert_eq!(without, 20_865);
    let screen = Topic::Ordering.stages()[2].settings;
    assert!(screen.transposition.is_some());
    assert_eq!(with, positions(THREE_BY_THREE, &screen));
    assert!(with < without);
}

#[test]
fn lesson_2_gives_the_tie_checks_of_its_first_screen() {
    use morpion::analysis::lessons::{Facts, facts};
    let screen = Topic::AlphaBeta.stages()[0].settings;
    let report = figures::report(THREE_BY_THREE, &screen);
    assert!(report.tie_check_nodes > 0);
    assert_eq!(
        facts(Topic::AlphaBeta, 0),
        Facts::TieChecks {
            nodes: report.tie_check_nodes
        }
    );
}

#[test]
fn only_lessons_2_and_3_find_their_answer_with_the_depth_limit() {
    let found: Vec<bool> = LESSONS
        .iter()
        .map(|t| t.exercise().found_with_depth_limit())
        .collect();
    assert_eq!(found, [false, true, true, false, false]);
}
