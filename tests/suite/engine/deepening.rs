//! Iterative deepening stops at the depth that proves the result: a forced win or loss found
//! within the limit is final, and the search says so instead of spending its time budget.

use morpion::engine::Table;
use std::cell::RefCell;
use std::time::Duration;

use morpion::analysis::{DeepeningEnd, DeepeningWhy, SearchKind, SearchRequest, decide};
use morpion::engine::{
    Evaluation, IterativeReport, MoveOrder, ScoreMeaning, SearchOptions, SearchSettings, TableSize,
    WIN, search, search_iterative,
};
use morpion::games::mnk::Mnk;
use morpion::games::playable::Playable;

/// The game's settings on a long board: no depth limit, the heuristic, the techniques on.
fn game_settings() -> SearchSettings {
    SearchSettings {
        pruning: true,
        depth_limit: None,
        evaluation: Evaluation::Heuristic,
        move_order: MoveOrder::Threats,
        transposition: Some(TableSize::mib(1)),
        ..SearchSettings::default()
    }
}

/// The positions every iteration to `depth` visits, tie checks included, searched one by one.
fn iterations_up_to(position: &Mnk, settings: &SearchSettings, depth: u32) -> u64 {
    (1..=depth)
        .map(|d| {
            let iteration = SearchSettings {
                depth_limit: Some(d),
                ..*settings
            };
            let report = search(position, &iteration, &SearchOptions::default());
            report.nodes + report.tie_check_nodes
        })
        .sum()
}

/// Deepens `board` without a depth limit nor a time budget; returns (depths seen, result).
fn deepen(board: &str) -> (Vec<u32>, IterativeReport<usize>, Mnk) {
    let position = Mnk::from_board(board, Some(4)).expect("a legal board");
    let seen = RefCell::new(Vec::new());
    let result = search_iterative(
        &position,
        &game_settings(),
        &SearchOptions {
            progress: Some(&|p| seen.borrow_mut().push(p.depth)),
            ..Default::default()
        },
    );
    (seen.into_inner(), result, position)
}

#[test]
fn a_win_in_one_stops_the_deepening_at_one_ply() {
    // X completes a1-d1 at once; O would complete its own row next.
    let (seen, result, position) = deepen("XXX../OOO../...../...../.....");
    assert_eq!(seen, [1]);
    assert_eq!(result.depth, 1);
    assert!(result.proven);
    assert!(!result.solved, "lines were cut by the one-ply limit");
    assert_eq!(result.nodes, 19, "one position after each of the 19 moves");
    assert_eq!(
        result.nodes,
        iterations_up_to(&position, &game_settings(), 1)
    );
    let report = result.report.expect("a completed iteration");
    assert_eq!(report.value, WIN - 1);
    assert_eq!(report.best_moves, [3], "d1");
    assert_eq!(report.settings.depth_limit, Some(1));
}

#[test]
fn a_double_threat_is_proven_at_three_plies() {
    // X plays d3: an open three with both ends free, a win on the third ply.
    let (seen, result, position) = deepen("O..../...../.XX../...../O....");
    assert_eq!(seen, [1, 2, 3]);
    assert_eq!(result.depth, 3);
    assert!(result.proven);
    assert!(!result.solved);
    assert_eq!(result.nodes, 367);
    assert_eq!(
        result.nodes,
        iterations_up_to(&position, &game_settings(), 3)
    );
    let report = result.report.expect("a completed iteration");
    assert_eq!(
        ScoreMeaning::of(report.value),
        ScoreMeaning::Win { plies: 3 }
    );
    assert_eq!(report.best_moves, [13], "d3");
}

#[test]
fn a_forced_loss_is_proven_at_the_opponents_winning_ply() {
    // O to move against .XXX.: whatever O blocks, X wins on the second ply.
    let (seen, result, position) = deepen("O..../...../.XXX./...../O....");
    assert_eq!(seen, [1, 2]);
    assert_eq!(result.depth, 2);
    assert!(result.proven);
    assert!(!result.solved);
    assert_eq!(result.nodes, 358);
    assert_eq!(
        result.nodes,
        iterations_up_to(&position, &game_settings(), 2)
    );
    let report = result.report.expect("a completed iteration");
    assert_eq!(
        ScoreMeaning::of(report.value),
        ScoreMeaning::Loss { plies: 2 }
    );
    assert_eq!(report.best_moves.len(), 20, "every move loses as fast");
}

#[test]
fn an_unproven_estimate_deepens_to_the_depth_limit() {
    // The empty board: no forced result within six plies, so all six run.
    let position = Mnk::from_board("...../...../...../...../.....", Some(4)).unwrap();
    let settings = SearchSettings {
        depth_limit: Some(6),
        ..game_settings()
    };
    let result = search_iterative(&position, &settings, &SearchOptions::default());
    assert_eq!(result.depth, 6);
    assert!(!result.proven);
    assert!(!result.solved);
    assert_eq!(result.nodes, iterations_up_to(&position, &settings, 6));
}

#[test]
fn the_games_decision_ends_proven_and_keeps_the_iterations_depth() {
    let position = Mnk::from_board("O..../...../.XX../...../O....", Some(4)).unwrap();
    let request = SearchRequest {
        generation: 1,
        kind: SearchKind::Decide,
        position: Playable::Board(position),
        settings: game_settings(),
        seed: 0,
        think: Duration::from_secs(600),
        perfect: false,
        deepening: false,
    };
    let outcome = decide(
        &request,
        None,
        None,
        &mut Table::for_one_search(&request.settings),
    )
    .expect("the game is on");
    // Twenty empty cells: far too many positions for one search, so the AI deepens.
    let deepening = outcome.deepening.expect("it deepened");
    assert_eq!(deepening.why, DeepeningWhy::TooBig);
    assert_eq!(deepening.end, DeepeningEnd::Proven);
    assert_eq!(deepening.depth, 3);
    assert_eq!(deepening.limit, None);
    assert_eq!(deepening.nodes, 367);
    // Lines were cut at three plies: a move scored 0 there is unknown, not a draw, so the
    // report keeps the depth it was searched to.
    assert_eq!(outcome.selected.settings.depth_limit, Some(3));
    assert_eq!(outcome.selected.best_move, Some(13));
}
