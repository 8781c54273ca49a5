//! When the AI decides with one search: the bound on the positions a search can visit is never
//! below what plain minimax visits, and it draws the line where docs/engine.md says.

use morpion::analysis::{ONE_SEARCH_MOST, SearchPlan, positions_at_most};
use morpion::engine::{Evaluation, SearchOptions, SearchSettings, search};
use morpion::games::bones::Bones;
use morpion::games::mnk::{Geometry, Mnk};
use morpion::games::playable::Playable;
use std::sync::Arc;

use crate::common::positions::{reachable_from, tic_tac_toe_positions};

/// Plain minimax's count from `position` to `depth_limit`: the most any search visits there.
fn minimax_count(position: &Playable, depth_limit: Option<u32>) -> u64 {
    let settings = SearchSettings {
        pruning: false,
        depth_limit,
        evaluation: Evaluation::Draw,
        ..SearchSettings::default()
    };
    search(position, &settings, &SearchOptions::default()).nodes
}

#[test]
fn the_bound_is_never_below_plain_minimaxs_count_on_any_3x3_position() {
    let positions = tic_tac_toe_positions();
    assert_eq!(positions.len(), 5_478);
    for board in positions {
        let position = Playable::from(board.clone());
        for depth in [None, Some(1), Some(4)] {
            let bound = positions_at_most(&position, depth);
            let count = minimax_count(&position, depth);
            assert!(
                bound >= count,
                "{} to {depth:?}: {bound} < {count}",
                board.to_board()
            );
        }
    }
    // The empty board: every sequence of moves, 9 + 9·8 + … + 9!, one search's worth.
    let empty = Playable::from(Mnk::tic_tac_toe());
    assert_eq!(positions_at_most(&empty, None), 986_409);
    assert_eq!(minimax_count(&empty, None), 549_945);
    assert_eq!(positions_at_most(&empty, Some(6)), 79_209);
    assert_eq!(
        SearchPlan::of(&empty, &SearchSettings::default(), false),
        SearchPlan::One
    );
}

#[test]
fn the_bound_holds_under_gravity_and_on_heaps() {
    let geometry = Arc::new(Geometry::new(3, 4, 3).unwrap().with_gravity(true));
    let start = Mnk::new(geometry, morpion::games::mnk::Mark::X);
    let positions = reachable_from(&start);
    assert!(positions.len() > 1_000, "{}", positions.len());
    for board in positions.iter().step_by(7) {
        let position = Playable::from(board.clone());
        for depth in [None, Some(3)] {
            let bound = positions_at_most(&position, depth);
            let count = minimax_count(&position, depth);
            assert!(
                bound >= count,
                "{} to {depth:?}: {bound} < {count}",
                board.to_board()
            );
        }
    }
    for heap in 1..=16 {
        let position = Playable::Heap(Bones::new(heap));
        let bound = positions_at_most(&position, None);
        let count = minimax_count(&position, None);
        assert!(bound >= count, "heap {heap}: {bound} < {count}");
    }
}

#[test]
fn one_search_decides_up_to_the_line_docs_engine_md_draws() {
    let none = SearchSettings {
        depth_limit: None,
        ..SearchSettings::default()
    };
    let plan =
        |position: &Playable, settings: &SearchSettings| SearchPlan::of(position, settings, false);
    let deepening = SearchPlan::Deepening(morpion::analysis::DeepeningWhy::TooBig);
    // A heap: 13 bones in one search (974,307 at most), 14 not (the count stops past the line).
    let heap = |n| Playable::Heap(Bones::new(n));
    assert_eq!(positions_at_most(&heap(13), None), 974_307);
    assert!(positions_at_most(&heap(14), None) > ONE_SEARCH_MOST);
    assert_eq!(plan(&heap(13), &none), SearchPlan::One);
    assert_eq!(plan(&heap(14), &none), deepening);
    // 4×4 under its default limit of 6: from 12 empty cells (773,664), not 13 (1,409,005).
    let six = SearchSettings {
        depth_limit: Some(6),
        ..SearchSettings::default()
    };
    let twelve = Playable::from(Mnk::from_board("XO../XO../..../....", Some(4)).unwrap());
    let thirteen = Playable::from(Mnk::from_board("XO../X.../..../....", Some(4)).unwrap());
    assert_eq!(positions_at_most(&twelve, Some(6)), 773_664);
    assert!(positions_at_most(&thirteen, Some(6)) > ONE_SEARCH_MOST);
    assert_eq!(plan(&twelve, &six), SearchPlan::One);
    assert_eq!(plan(&thirteen, &six), deepening);
    // Connect Four: past the threshold the count stops (it only has to be too big).
    let connect4 = Playable::from(Mnk::new(
        Arc::new(Geometry::connect_four()),
        morpion::games::mnk::Mark::X,
    ));
    assert!(positions_at_most(&connect4, None) > ONE_SEARCH_MOST);
    assert_eq!(plan(&connect4, &none), deepening);
    // The player's choice wins over the rule.
    assert_eq!(
        SearchPlan::of(&heap(3), &none, true),
        SearchPlan::Deepening(morpion::analysis::DeepeningWhy::Chosen)
    );
    // A finished game has nothing to search.
    assert_eq!(positions_at_most(&heap(0), None), 0);
}
