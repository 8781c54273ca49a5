//! The rule of bounds in the engine: a value is exact when nothing below it was skipped, and a
//! bound (at most at or below α, at least at or above β) only where moves were skipped below
//! it; on the textbook tree, then on real positions against what the steps show was skipped.

use morpion::engine::{
    Bound, Evaluation, Game, MoveOrder, SearchSettings, SearchTree, Skipped, StepKind, TableSize,
    search,
};
use morpion::games::bones::Bones;
use morpion::games::mnk::Mnk;

use crate::common::positions::open_tic_tac_toe_positions;
use crate::common::skips::searched;

/// The tree of the textbooks (Russell and Norvig's figure): MAX at the root chooses among three
/// MIN positions whose leaves are worth 3 12 8, 2 4 6 and 14 5 2 to MAX.
const LEAVES: [[i32; 3]; 3] = [[3, 12, 8], [2, 4, 6], [14, 5, 2]];

/// The textbook tree as a game: two plies of three moves each; the leaves are scored by the
/// evaluation at the depth limit (2), from MAX's side, who is to move there.
#[derive(Clone, Debug, Default)]
struct Textbook {
    path: Vec<usize>,
}

impl Game for Textbook {
    type Move = usize;

    fn legal_moves(&self, out: &mut Vec<usize>) {
        out.clear();
        if self.path.len() < 2 {
            out.extend(0..3);
        }
    }

    fn apply(&mut self, mv: usize) {
        self.path.push(mv);
    }

    fn undo(&mut self, _: usize) {
        self.path.pop();
    }

    fn terminal(&self) -> Option<morpion::engine::Terminal> {
        None
    }

    fn heuristic(&self) -> i32 {
        LEAVES[self.path[0]][self.path[1]]
    }

    fn move_name(&self, mv: usize) -> String {
        ["a", "b", "c"][mv].to_owned()
    }
}

fn textbook_settings(pruning: bool) -> SearchSettings {
    SearchSettings {
        pruning,
        depth_limit: Some(2),
        evaluation: Evaluation::Heuristic,
        ..SearchSettings::default()
    }
}

#[test]
fn the_textbook_tree_bounds_only_the_min_position_whose_leaves_were_skipped() {
    let report = search(
        &Textbook::default(),
        &textbook_settings(true),
        &Default::default(),
    );
    assert_eq!(report.value, 3);
    // 3 + 1 MIN positions' leaves (4 and 6 skipped) + 3, and the three MIN positions.
    assert_eq!(report.nodes, 10);
    let [a, b, c] = [0, 1, 2].map(|i| &report.moves[i]);
    assert_eq!((a.score, a.bound), (3, Bound::Exact));
    assert_eq!(a.skipped, Skipped::default());
    // The second MIN position: its first leaf, 2, is at or below α = 3: 4 and 6 are cut.
    assert_eq!((b.score, b.bound), (2, Bound::Upper));
    assert_eq!(
        b.skipped,
        Skipped {
            cuts: 1,
            moves: 2,
            table_bounds: 0
        }
    );
    // The third: 14, 5, then 2 ≤ α = 3, but 2 was its last leaf: nothing skipped, exact.
    assert_eq!((c.score, c.bound), (2, Bound::Exact));
    assert_eq!(c.skipped, Skipped::default());
    // Without pruning, every leaf searched: all exact, 12 positions.
    let plain = search(
        &Textbook::default(),
        &textbook_settings(false),
        &Default::default(),
    );
    assert_eq!(plain.nodes, 12);
    assert!(plain.moves.iter().all(|m| m.bound == Bound::Exact));
    assert_eq!(
        plain.moves.iter().map(|m| m.score).collect::<Vec<_>>(),
        [3, 2, 2]
    );
}

#[test]
fn the_textbook_trees_steps_and_recorded_tree_say_the_same() {
    let settings = textbook_settings(true);
    let truth = searched(&Textbook::default(), &settings);
    assert_eq!(truth.cuts, vec![(vec![1], 2)]);
    assert_eq!(truth.positions[&vec![1]].bound, Bound::Upper);
    assert_eq!(truth.positions[&vec![2]].bound, Bound::Exact);
    assert_eq!(truth.positions[&vec![2]].alpha, 3);
    // The root hears the second MIN position's value as the bound it left with.
    let updates: Vec<_> = truth
        .steps
        .iter()
        .filter_map(|step| match step.kind {
            StepKind::Update {
                child,
                value,
                bound,
                ..
            } if step.path.is_empty() => Some((child, value, bound)),
            _ => None,
        })
        .collect();
    assert_eq!(
        updates,
        [
            (0, 3, Bound::Exact),
            (1, 2, Bound::Upper),
            (2, 2, Bound::Exact)
        ]
    );
    // The engine's exits carry the same bounds and skipped counts.
    for step in &truth.steps {
        if let StepKind::Exit { bound, skipped, .. } = &step.kind {
            let expected = &truth.positions[&step.path];
            assert_eq!(*bound, expected.bound, "{:?}", step.path);
            assert_eq!(skipped.moves, expected.moves, "{:?}", step.path);
        }
    }
    // The recorded tree keeps them from each node's side: the MIN positions' values negated.
    let tree = SearchTree::record(&Textbook::default(), &settings, 100);
    let children: Vec<_> = tree.children(tree.root()).collect();
    let views: Vec<_> = children
        .iter()
        .map(|&c| {
            let view = tree.node(c).max_view();
            (view.score, view.bound, tree.node(c).skipped.moves)
        })
        .collect();
    assert_eq!(
        views,
        [
            (3, Bound::Exact, 0),
            (2, Bound::Upper, 2),
            (2, Bound::Exact, 0)
        ]
    );
}

/// The settings a sweep tries: pruning off and on, depth limits, move orders, the table.
fn sweep_settings() -> Vec<SearchSettings> {
    let mut all = Vec::new();
    for pruning in [false, true] {
        for depth_limit in [None, Some(2), Some(3)] {
            for move_order in [MoveOrder::Reading, MoveOrder::CentreFirst] {
                for transposition in [None, Some(TableSize { bytes: 1 << 16 })] {
                    all.push(SearchSettings {
                        pruning,
                        depth_limit,
                        move_order,
                        transposition,
                        ..SearchSettings::default()
                    });
                }
            }
        }
    }
    all
}

/// Checks every exit and every root move of the search of `game` under `settings` against
/// what its steps show was skipped; returns how many bounds it saw.
fn check_against_the_steps<G: Game>(game: &G, settings: &SearchSettings) -> usize
where
    G::Move: std::hash::Hash,
{
    let truth = searched(game, settings);
    let mut bounds = 0;
    let mut updates_bounded = 0;
    for step in &truth.steps {
        let expected = &truth.positions[&step.path];
        if let StepKind::Exit { bound, skipped, .. } = &step.kind {
            assert_eq!(*bound, expected.bound, "{settings:?} {:?}", step.path);
            assert_eq!(
                (skipped.cuts, skipped.moves, skipped.table_bounds),
                (expected.cuts, expected.moves, expected.table_bounds),
                "{settings:?} {:?}",
                step.path
            );
            bounds += usize::from(*bound != Bound::Exact);
        }
        // A child's value is passed up with the bound it left with: a bound stays a bound.
        if let StepKind::Update {
            child,
            value,
            bound,
            ..
        } = &step.kind
        {
            let mut path = step.path.clone();
            path.push(*child);
            let left = &truth.positions[&path];
            assert_eq!(
                (*value, *bound),
                (left.value, left.bound),
                "{settings:?} {path:?}"
            );
            updates_bounded += usize::from(*bound != Bound::Exact);
        }
        // Every bound has something skipped below it and lies outside its window.
        if expected.bound != Bound::Exact {
            assert!(!expected.skipped_nothing() && expected.outside());
        }
    }
    let report = search(game, settings, &Default::default());
    for m in &report.moves {
        let expected = &truth.positions[&vec![m.mv]];
        assert_eq!(m.bound, expected.bound, "{settings:?} root move {:?}", m.mv);
        assert_eq!(m.skipped.moves, expected.moves);
        assert_eq!(m.skipped.table_bounds, expected.table_bounds);
    }
    // Each bound but the root's own is passed up once, to its parent.
    let root_bounded = truth.positions[&Vec::new()].bound != Bound::Exact;
    assert_eq!(
        updates_bounded + usize::from(root_bounded),
        truth
            .positions
            .values()
            .filter(|t| t.bound != Bound::Exact)
            .count(),
        "{settings:?}"
    );
    bounds
}

#[test]
fn every_bound_the_engine_gives_has_moves_skipped_below_it_on_real_positions() {
    let positions: Vec<Mnk> = open_tic_tac_toe_positions()
        .into_iter()
        .filter(|p| p.empty_cells() <= 6)
        .step_by(23)
        .collect();
    assert!(positions.len() > 20);
    let mut bounds = 0;
    for settings in sweep_settings() {
        for position in &positions {
            bounds += check_against_the_steps(position, &settings);
        }
        for heap in [5, 8, 10] {
            bounds += check_against_the_steps(&Bones::new(heap), &settings);
        }
    }
    assert!(bounds > 100, "the sweep met bounds: {bounds}");
}
