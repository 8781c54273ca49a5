//! The recorded search tree equals the engine's search: counts, scores, bounds and per-move
//! figures on every open 3×3 position, within any memory budget, and re-searching a node the
//! budget left out finds exactly what the first search found.

use crate::common;
use morpion::engine::SearchOptions;

use common::positions::open_tic_tac_toe_positions;
use morpion::engine::{
    Bound, Evaluation, Game, MoveOrder, NodeId, NodeKind, SearchSettings, SearchTree, search,
};
use morpion::games::mnk::Mnk;

fn settings(pruning: bool, depth_limit: Option<u32>) -> SearchSettings {
    SearchSettings {
        pruning,
        depth_limit,
        ..SearchSettings::default()
    }
}

/// The tree's root and its children against the engine's report for the same search.
fn assert_matches_engine(position: &Mnk, settings: &SearchSettings, memory: usize) {
    let report = search(position, settings, &SearchOptions::default());
    let tree = SearchTree::record(position, settings, memory);
    let what = format!("{} {settings:?} memory {memory}", position.to_board());
    assert_eq!(tree.positions(), report.nodes, "{what}");
    let root = tree.node(tree.root());
    assert_eq!(root.score, report.value, "{what}");
    assert!(tree.len() <= memory.max(1), "{what}");
    let children: Vec<NodeId> = tree.children(tree.root()).collect();
    if root.recorded {
        assert_eq!(children.len(), report.moves.len(), "{what}");
        for (&child, reported) in children.iter().zip(&report.moves) {
            let node = tree.node(child);
            assert_eq!(node.mv, Some(reported.mv), "{what}");
            assert_eq!(
                node.mover_score(),
                (reported.score, reported.bound),
                "{what}"
            );
            assert_eq!(node.subtree, reported.nodes, "{what}");
        }
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn every_open_position_records_the_engines_search_with_and_without_pruning() {
    for position in open_tic_tac_toe_positions() {
        for pruning in [false, true] {
            assert_matches_engine(&position, &settings(pruning, None), usize::MAX);
        }
    }
}

#[test]
fn depth_limits_orders_and_the_heuristic_record_the_same_search_too() {
    let positions = open_tic_tac_toe_positions();
    for position in positions.iter().step_by(7) {
        for depth in 1..=4 {
            for order in [
                MoveOrder::Reading,
                MoveOrder::CentreFirst,
                MoveOrder::Threats,
            ] {
                let settings = SearchSettings {
                    depth_limit: Some(depth),
                    evaluation: Evaluation::Heuristic,
                    move_order: order,
                    ..settings(true, None)
                };
                assert_matches_engine(position, &settings, usize::MAX);
            }
        }
    }
}

#[test]
fn the_full_plain_tree_keeps_its_count_within_a_small_memory_budget() {
    let empty = Mnk::tic_tac_toe();
    let tree = SearchTree::record(&empty, &settings(false, None), 10_000);
    assert_eq!(tree.positions(), 549_945);
    assert_eq!(tree.node(tree.root()).score, 0, "a draw");
    assert!(tree.len() <= 10_000);
    assert!(tree.node(tree.root()).recorded, "the first levels are kept");
    let left_out = (0..tree.len() as NodeId)
        .filter(|&id| !tree.node(id).recorded)
        .count();
    assert!(left_out > 0, "the budget left some positions for later");
    for memory in [1, 2, 9, 50, 1_000] {
        assert_matches_engine(&empty, &settings(true, None), memory);
        assert_matches_engine(&empty, &settings(false, Some(4)), memory);
    }
}

#[test]
fn searching_a_left_out_node_again_finds_what_the_first_search_found() {
    let empty = Mnk::tic_tac_toe();
    for pruning in [false, true] {
        let full = SearchTree::record(&empty, &settings(pruning, None), usize::MAX);
        let mut small = SearchTree::record(&empty, &settings(pruning, None), 40);
        // Walk the first line down, expanding where the budget stopped, and compare each
        // level's children with the full tree's.
        let (mut at_full, mut at_small) = (full.root(), small.root());
        loop {
            if !small.node(at_small).recorded {
                assert!(small.expand(&empty, at_small, 5));
                assert!(!small.expand(&empty, at_small, 5), "nothing left to do");
            }
            let full_children: Vec<_> = full.children(at_full).collect();
            let small_children: Vec<_> = small.children(at_small).collect();
            assert_eq!(full_children.len(), small_children.len());
            for (&f, &s) in full_children.iter().zip(&small_children) {
                let (f, s) = (full.node(f), small.node(s));
                assert_eq!(
                    (
                        f.mv, f.score, f.bound, f.subtree, f.alpha, f.beta, f.kind, &f.cut
                    ),
                    (
                        s.mv, s.score, s.bound, s.subtree, s.alpha, s.beta, s.kind, &s.cut
                    ),
                );
            }
            let Some((&f, &s)) = full_children.first().zip(small_children.first()) else {
                break;
            };
            (at_full, at_small) = (f, s);
        }
        assert_eq!(small.path(at_small), full.path(at_full));
        assert!(matches!(small.node(at_small).kind, NodeKind::Terminal(_)));
    }
}

#[test]
fn a_cut_names_the_moves_it_skipped_and_why() {
    let empty = Mnk::tic_tac_toe();
    let tree = SearchTree::record(&empty, &settings(true, None), usize::MAX);
    let mut cuts = 0;
    let mut moves = Vec::new();
    let mut position = empty.clone();
    for id in 0..tree.len() as NodeId {
        let node = tree.node(id);
        let Some(cut) = &node.cut else { continue };
        cuts += 1;
        assert!(cut.reached >= cut.beta && cut.reached == node.score);
        assert_eq!(node.bound, Bound::Lower, "a cut score is a lower bound");
        // Searched children then skipped moves are exactly the legal moves, in order.
        position.clone_from(&empty);
        for mv in tree.path(id) {
            position.apply(mv);
        }
        position.legal_moves(&mut moves);
        let mut seen: Vec<usize> = tree
            .children(id)
            .map(|c| tree.node(c).mv.unwrap())
            .collect();
        seen.extend(&cut.skipped);
        assert_eq!(seen, moves);
    }
    assert!(
        cuts > 1_000,
        "alpha-beta cuts all over the 3×3 tree ({cuts})"
    );
}

#[test]
fn the_expected_line_of_plain_minimax_is_the_engines_first_best_line() {
    for position in open_tic_tac_toe_positions().iter().step_by(11) {
        let settings = settings(false, None);
        let tree = SearchTree::record(position, &settings, usize::MAX);
        let line: Vec<usize> = tree
            .principal_line()
            .iter()
            .map(|&id| tree.node(id).mv.unwrap())
            .collect();
        let report = search(position, &settings, &SearchOptions::default());
        assert_eq!(
            line.first(),
            report.best_moves.first(),
            "{}",
            position.to_board()
        );
        // The tree's line scores what the root scores, move after move.
        let mut at = tree.root();
        for &id in &tree.principal_line() {
            assert_eq!(-tree.node(id).score, tree.node(at).score);
            at = id;
        }
        assert!(matches!(tree.node(at).kind, NodeKind::Terminal(_)));
    }
}

#[test]
fn a_recording_over_its_position_budget_gives_up() {
    let empty = Mnk::tic_tac_toe();
    let settings = settings(false, None);
    assert!(SearchTree::record_within(&empty, &settings, 1_000, 549_944).is_none());
    let tree = SearchTree::record_within(&empty, &settings, 1_000, 549_945).expect("just enough");
    assert_eq!(tree.positions(), 549_945);
}

#[test]
fn a_regrowth_grown_apart_and_grafted_is_the_same_as_expanding_in_place() {
    // The explorer grows left-out nodes on another thread: the regrowth is sent there, the
    // subtree comes back and is grafted. It must be exactly `expand`'s result.
    let empty = Mnk::tic_tac_toe();
    let small = SearchTree::record(&empty, &settings(false, None), 2_000);
    let left_out: Vec<NodeId> = (0..small.len() as NodeId)
        .filter(|&id| !small.node(id).recorded && small.node(id).kind == NodeKind::Interior)
        .take(12)
        .collect();
    assert!(!left_out.is_empty());
    for id in left_out {
        let mut expanded = small.clone();
        assert!(expanded.expand(&empty, id, 50));
        let mut grafted = small.clone();
        let regrowth = grafted.regrowth(id, 50).expect("left out");
        assert_eq!(regrowth.id(), id);
        let grown = std::thread::spawn({
            let empty = empty.clone();
            move || regrowth.grow(&empty)
        })
        .join()
        .unwrap();
        assert!(grafted.graft(grown.clone()));
        assert!(!grafted.graft(grown), "a node is grown once");
        assert!(
            grafted.regrowth(id, 50).is_none(),
            "nothing left out there now"
        );
        let figures = |tree: &SearchTree<usize>, node: NodeId| {
            let mut all = Vec::new();
            let mut stack = vec![node];
            while let Some(at) = stack.pop() {
                let n = tree.node(at);
                all.push((
                    tree.path(at),
                    n.score,
                    n.bound,
                    n.subtree,
                    n.alpha,
                    n.beta,
                    n.recorded,
                    n.cut.clone(),
                ));
                stack.extend(tree.children(at));
            }
            all
        };
        assert_eq!(figures(&grafted, id), figures(&expanded, id));
        assert_eq!(grafted.len(), expanded.len());
    }
}

/// Settings with the transposition table on, as the AI's (a small table: collisions too are
/// the search's own, and the tree must show them as they happened).
fn with_table(pruning: bool, depth_limit: Option<u32>, order: MoveOrder) -> SearchSettings {
    SearchSettings {
        transposition: Some(morpion::engine::TableSize { bytes: 1 << 14 }),
        move_order: order,
        ..settings(pruning, depth_limit)
    }
}

/// Every table answer in `tree`, checked against the window it settled: an exact value, or a
/// bound on the side the window is closed (at least β, at most α).
fn table_answers(tree: &SearchTree<usize>) -> u64 {
    let mut answers = 0;
    for id in 0..tree.len() as NodeId {
        let node = tree.node(id);
        let NodeKind::Table { bound: held, .. } = node.kind else {
            continue;
        };
        answers += 1;
        assert_eq!(node.subtree, 1, "nothing below a table answer is searched");
        assert!(node.cut.is_none() && tree.children(id).next().is_none());
        match held {
            Bound::Exact => {}
            Bound::Lower => assert!(node.score >= node.beta, "{node:?}"),
            Bound::Upper => assert!(node.score <= node.alpha, "{node:?}"),
        }
    }
    answers
}

#[test]
fn with_the_table_on_the_tree_is_the_engines_own_search_table_answers_included() {
    let positions = open_tic_tac_toe_positions();
    let mut answered = 0;
    for position in positions.iter().step_by(13) {
        for pruning in [false, true] {
            for order in [MoveOrder::Reading, MoveOrder::Threats] {
                for depth in [None, Some(3)] {
                    let settings = with_table(pruning, depth, order);
                    assert_matches_engine(position, &settings, usize::MAX);
                    let report = search(position, &settings, &SearchOptions::default());
                    let tree = SearchTree::record(position, &settings, usize::MAX);
                    let answers = table_answers(&tree);
                    let stats = report.table.expect("the table was on");
                    assert_eq!(answers, stats.cutoffs, "{}", position.to_board());
                    answered += answers;
                }
            }
        }
    }
    assert!(answered > 1_000, "the table answers all over ({answered})");
    // The empty board: the counts of the panel's alpha-beta with its table.
    let empty = Mnk::tic_tac_toe();
    let settings = with_table(true, None, MoveOrder::Reading);
    let report = search(&empty, &settings, &SearchOptions::default());
    let tree = SearchTree::record(&empty, &settings, usize::MAX);
    assert_eq!(tree.positions(), report.nodes);
    assert!(
        report.nodes < 20_865,
        "the table saves on the textbook count"
    );
    assert_eq!(table_answers(&tree), report.table.unwrap().cutoffs);
}

#[test]
fn a_left_out_node_is_recorded_again_by_replaying_the_search_table_and_all() {
    let empty = Mnk::tic_tac_toe();
    for pruning in [false, true] {
        let settings = with_table(pruning, None, MoveOrder::Reading);
        let full = SearchTree::record(&empty, &settings, usize::MAX);
        let small = SearchTree::record(&empty, &settings, 200);
        assert_eq!(small.positions(), full.positions());
        let left_out: Vec<NodeId> = (0..small.len() as NodeId)
            .filter(|&id| !small.node(id).recorded && small.node(id).kind == NodeKind::Interior)
            .take(20)
            .collect();
        assert!(!left_out.is_empty());
        for id in left_out {
            let mut grown = small.clone();
            assert!(grown.expand(&empty, id, 50));
            // The same node in the full tree, found by its path.
            let path = grown.path(id);
            let mut at = full.root();
            for mv in &path {
                at = full
                    .children(at)
                    .find(|&c| full.node(c).mv == Some(*mv))
                    .expect("the full tree has the node");
            }
            let children = |tree: &SearchTree<usize>, node: NodeId| {
                tree.children(node)
                    .map(|c| {
                        let n = tree.node(c);
                        (n.mv, n.score, n.bound, n.subtree, n.alpha, n.beta, n.kind)
                    })
                    .collect::<Vec<_>>()
            };
            assert_eq!(children(&grown, id), children(&full, at), "{path:?}");
            assert_eq!(grown.node(id).cut, full.node(at).cut);
        }
    }
}
