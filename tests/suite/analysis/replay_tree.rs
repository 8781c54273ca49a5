//! The tree a replay grows (each frame's finished children folded beside its stack) against the search report: at every step its counts add up to the positions searched so far, and at the end each root move's node is the report's (value, bound, positions), with the table off and on.

use morpion::analysis::replay::{Frame, Replay};
use morpion::engine::{
    Evaluation, LeafReason, SearchOptions, SearchReport, SearchSettings, StepKind, TableSize,
    search,
};
use morpion::games::mnk::Mnk;

fn settings(pruning: bool, depth: Option<u32>, table: bool) -> SearchSettings {
    SearchSettings {
        pruning,
        depth_limit: depth,
        evaluation: Evaluation::Draw,
        transposition: table.then(|| TableSize::mib(1)),
        ..SearchSettings::default()
    }
}

fn board(rows: &str) -> Mnk {
    Mnk::from_board(rows, None).expect("a valid board")
}

/// Each open position's count is itself, its finished children's and the open child's: the
/// root's is every position searched so far.
fn check_counts(frame: &Frame<usize>, what: &str) {
    assert_eq!(frame.positions_below(0), frame.positions, "{what}");
    for depth in 0..frame.stack.len() {
        let folded: u64 = frame.folded_at(depth).iter().map(|f| f.positions).sum();
        let open = if depth + 1 < frame.stack.len() {
            frame.positions_below(depth + 1)
        } else {
            0
        };
        let itself = u64::from(depth > 0);
        assert_eq!(
            frame.positions_below(depth),
            itself + folded + open,
            "{what}: step {} depth {depth}",
            frame.number
        );
        assert!(
            frame.folded_at(depth).iter().all(|f| f.parent == depth),
            "{what}"
        );
    }
}

/// At the end the root's finished children are the report's root moves, one for one.
fn check_end(frame: &Frame<usize>, report: &SearchReport<usize>, what: &str) {
    let children = frame.folded_at(0);
    assert_eq!(children.len(), report.moves.len(), "{what}");
    for child in children {
        let row = report
            .moves
            .iter()
            .find(|m| m.mv == child.mv)
            .expect("a root move of the report");
        assert_eq!(child.positions, row.nodes, "{what}: move {}", child.mv);
        assert_eq!(child.value.value, row.score, "{what}: move {}", child.mv);
        assert_eq!(child.value.bound, row.bound, "{what}: move {}", child.mv);
    }
    let total: u64 = children.iter().map(|f| f.positions).sum();
    assert_eq!(total, report.nodes, "{what}");
}

#[test]
fn the_trees_counts_are_the_reports_with_the_table_off_and_on() {
    for (rows, pruning, depth) in [
        ("X.O/.X./...", true, None),
        ("X.O/.X./...", false, None),
        ("X../.../...", true, Some(4)),
        ("X../.../...", true, None),
    ] {
        for table in [false, true] {
            let what = format!("{rows} pruning {pruning} depth {depth:?} table {table}");
            let game = board(rows);
            let settings = settings(pruning, depth, table);
            let report = search(&game, &settings, &SearchOptions::default());
            let mut replay = Replay::new(game, settings).expect("1 MiB");
            check_counts(replay.current(), &what);
            while replay.forward() {
                check_counts(replay.current(), &what);
            }
            check_end(replay.current(), &report, &what);
        }
    }
}

/// Exact figures of one search, the table off and on: the report's, which the tree's root
/// moves add up to (see `check_end`), and the table's answers among the positions folded.
#[test]
fn one_search_in_figures() {
    let game = board("X../.../...");
    let mut seen = Vec::new();
    for table in [false, true] {
        let settings = settings(true, None, table);
        let report = search(&game, &settings, &SearchOptions::default());
        let mut replay = Replay::new(game.clone(), settings).expect("1 MiB");
        let mut table_answers = 0u64;
        while replay.forward() {
            let frame = replay.current();
            if let StepKind::Update { child, .. } = frame.step.kind {
                let depth = frame.step.path.len();
                let last = frame.folded_at(depth).last().expect("folded at once");
                assert_eq!(last.mv, child);
                table_answers += u64::from(matches!(last.leaf, Some(LeafReason::Table { .. })));
            }
        }
        check_end(replay.current(), &report, "XO");
        let by_move: Vec<(usize, u64)> = replay
            .current()
            .folded_at(0)
            .iter()
            .map(|f| (f.mv, f.positions))
            .collect();
        seen.push((report.nodes, by_move, table_answers));
    }
    // Without the table nothing is a table answer; with it some are, and fewer positions.
    assert_eq!(seen[0].2, 0);
    assert!(seen[1].2 > 0);
    assert!(seen[1].0 < seen[0].0);
    insta::assert_debug_snapshot!(seen);
}
