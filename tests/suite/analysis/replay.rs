//! A replayed search against the search itself: every frame the step the engine sends at that number, the stack what the path says, forward then back the same frames.

use std::sync::atomic::AtomicBool;

use morpion::analysis::replay::{Awaited, Bounds, Count, Frame, Replay, Seek, Walked};
use morpion::engine::{
    Bound, Evaluation, SearchOptions, SearchSettings, Side, StepKind, TableSize, search, step_at,
};
use morpion::games::bones::Bones;
use morpion::games::mnk::Mnk;

fn settings(pruning: bool, depth: Option<u32>) -> SearchSettings {
    SearchSettings {
        pruning,
        depth_limit: depth,
        evaluation: Evaluation::Draw,
        ..SearchSettings::default()
    }
}

fn board(rows: &str) -> Mnk {
    Mnk::from_board(rows, None).expect("a valid board")
}

/// The frames from the first step to the last, one `forward` at a time.
fn every_frame(replay: &mut Replay<Mnk>) -> Vec<Frame<usize>> {
    let mut frames = vec![replay.current().clone()];
    while replay.forward() {
        frames.push(replay.current().clone());
    }
    frames
}

#[test]
fn the_totals_are_the_reports_positions_with_and_without_pruning() {
    for (rows, pruning, depth) in [
        ("X.O/.X./...", true, None),
        ("X.O/.X./...", false, None),
        ("X........", true, Some(3)),
        (".........", true, None),
    ] {
        let game = board(rows);
        let settings = settings(pruning, depth);
        let report = search(&game, &settings, &SearchOptions::default());
        let mut replay = Replay::new(game, settings).expect("no table asked for");
        assert_eq!(replay.totals(), None, "not known before the end");
        assert!(replay.go_to(u64::MAX));
        let totals = replay.totals().expect("known at the end");
        assert_eq!(
            totals.positions, report.nodes,
            "{rows} pruning {pruning} depth {depth:?}"
        );
        assert_eq!(replay.current().positions, report.nodes);
        assert_eq!(replay.current().number, totals.steps);
    }
}

#[test]
fn every_frame_is_the_engines_step_of_that_number() {
    let game = board("XO./.X./..O");
    let settings = settings(true, None);
    let mut replay = Replay::new(game.clone(), settings).expect("no table");
    let frames = every_frame(&mut replay);
    assert_eq!(
        frames.len() as u64,
        replay.totals().expect("at the end").steps
    );
    for frame in &frames {
        let step = step_at(&game, &settings, frame.number).expect("a step of the search");
        assert_eq!(frame.step, step, "step {}", frame.number);
        assert_eq!(frame.stack.len(), frame.step.path.len() + 1);
        for (depth, level) in frame.stack.iter().enumerate() {
            assert_eq!(level.side, Side::at(depth));
            assert_eq!(level.mv, depth.checked_sub(1).map(|d| frame.step.path[d]));
        }
    }
    let last = frames.last().expect("steps");
    assert!(matches!(last.step.kind, StepKind::Exit { .. }));
    assert_eq!(
        last.positions,
        replay.totals().expect("at the end").positions
    );
}

#[test]
fn forward_then_back_gives_the_same_frames() {
    // More steps than the frames kept either side, so both the kept frames and re-runs serve.
    let game = board("X........");
    let settings = settings(true, None);
    let mut replay = Replay::new(game, settings).expect("no table");
    let mut forward = vec![replay.current().clone()];
    for _ in 0..1500 {
        assert!(replay.forward());
        forward.push(replay.current().clone());
    }
    for expected in forward.iter().rev().skip(1) {
        assert!(replay.back());
        assert_eq!(replay.current(), expected);
    }
    assert!(!replay.back(), "the first step has none before it");
    assert!(replay.go_to(1234));
    assert_eq!(replay.current(), &forward[1233]);
}

#[test]
fn seeking_rules_stop_where_they_say() {
    let game = board("X.O/.X./...");
    let mut replay = Replay::new(game, settings(true, None)).expect("no table");
    // The root's first child entered, then stepped over: its value found.
    assert!(replay.forward());
    let child = replay.current().step.path.clone();
    assert_eq!(child.len(), 1);
    assert!(replay.finish_position());
    assert_eq!(replay.current().step.path, child);
    assert!(matches!(
        replay.current().step.kind,
        StepKind::Exit { .. } | StepKind::Leaf { .. }
    ));
    // Step out: the root takes the child's value.
    assert!(replay.step_out());
    assert!(matches!(
        replay.current().step.kind,
        StepKind::Update { .. }
    ));
    assert_eq!(replay.current().step.depth(), 0);
    // The next cut is a cut, and the count of cuts is one more.
    let cuts = replay.current().cuts;
    assert!(replay.next_cut());
    assert!(matches!(replay.current().step.kind, StepKind::Cut { .. }));
    assert_eq!(replay.current().cuts, cuts + 1);
    // To the end: the root's exact value.
    assert!(replay.go_to(u64::MAX));
    assert!(replay.at_end());
    let root = &replay.current().stack[0];
    assert!(
        root.value
            .is_some_and(|settled| settled.bound == Bound::Exact)
    );
    assert!(!replay.forward());
}

#[test]
fn finishing_a_position_whose_value_is_shown_finishes_the_one_above() {
    let game = board("X.O/.X./...");
    let mut replay = Replay::new(game, settings(true, None)).expect("no table");
    while replay.current().step.depth() < 2 {
        assert!(replay.forward());
    }
    let path = replay.current().step.path.clone();
    // Each press finishes one more level: the position entered, then its parent, then the
    // root, whose value is the last step.
    for depth in (0..=2).rev() {
        assert!(replay.finish_position(), "depth {depth}");
        let frame = replay.current();
        assert_eq!(frame.step.path, path[..depth], "depth {depth}");
        assert!(matches!(
            frame.step.kind,
            StepKind::Exit { .. } | StepKind::Leaf { .. }
        ));
        assert_eq!(replay.at_end(), depth == 0, "depth {depth}");
    }
    assert!(!replay.finish_position(), "the last step stays");
}

#[test]
fn a_table_search_replays_to_the_same_count() {
    let game = board("X........");
    let settings = SearchSettings {
        transposition: Some(TableSize::mib(1)),
        ..settings(true, None)
    };
    let report = search(&game, &settings, &SearchOptions::default());
    let mut replay = Replay::new(game, settings).expect("1 MiB");
    assert!(replay.go_to(u64::MAX));
    assert_eq!(replay.current().positions, report.nodes);
}

#[test]
fn a_heap_replays_too() {
    let game = Bones::new(9);
    let settings = settings(true, None);
    let report = search(&game, &settings, &SearchOptions::default());
    let mut replay = Replay::new(game, settings).expect("no table");
    assert!(replay.go_to(u64::MAX));
    assert_eq!(replay.current().positions, report.nodes);
    assert_eq!(replay.position().heap(), 9, "the root position at the end");
}

#[test]
fn a_walk_within_its_bounds_arrives_one_past_them_says_so_and_a_stop_stops_it() {
    // Plain minimax on the empty board: 549,945 positions (tests/FACTS.md).
    let replay = Replay::new(board("........."), settings(false, None)).expect("no table");
    let walker = replay.walker();
    let within = Bounds {
        positions: 10_000,
        ..Bounds::NONE
    };
    // Step 10,000 comes before the 10,001st position is entered; the end much later.
    match walker.walk(&Seek::Number(10_000), None, &within) {
        Walked::Arrived(arrival) => assert_eq!(arrival.found().number, 10_000),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        walker.walk(&Seek::END, None, &within),
        Walked::TooFar
    ));
    let stop = AtomicBool::new(true);
    let stopped = Bounds {
        stop: Some(&stop),
        ..Bounds::NONE
    };
    assert!(matches!(
        walker.walk(&Seek::END, None, &stopped),
        Walked::Stopped
    ));
    // The count without steps: exact within its budget, over past it.
    assert_eq!(
        walker.count(u64::MAX, None, None),
        Count::Positions(549_945)
    );
    assert_eq!(walker.count(549_944, None, None), Count::Over);
    assert_eq!(walker.count(u64::MAX, Some(&stop), None), Count::Stopped);
}

#[test]
fn a_position_awaited_ends_at_the_same_step_passed_one_by_one_or_walked_to() {
    let game = board("X.O/.X./...");
    let mut replay = Replay::new(game, settings(true, None)).expect("no table");
    let mut checked = 0;
    while replay.forward() {
        let frame = replay.current().clone();
        if !matches!(frame.step.kind, StepKind::Enter) {
            continue;
        }
        // One step at a time from here, as step mode passes them.
        let mut passed = Awaited::new(frame.step.path.clone(), frame.number);
        let mut ahead = Replay::new(board("X.O/.X./..."), settings(true, None)).expect("no table");
        assert!(ahead.go_to(frame.number));
        while passed.ending.is_none() && ahead.forward() {
            passed.pass(ahead.current());
        }
        let ending = passed.ending.expect("every position entered is left");
        assert_eq!(ending.at, ahead.current().number);
        // The same from a walk to any later step: the walk passes it on the way.
        let fresh = Awaited::new(frame.step.path.clone(), frame.number);
        let Walked::Arrived(arrival) =
            replay
                .walker()
                .walk(&Seek::Number(ending.at + 3), Some(&fresh), &Bounds::NONE)
        else {
            panic!("the walk arrives");
        };
        assert_eq!(arrival.awaited.and_then(|a| a.ending), Some(ending));
        checked += 1;
    }
    assert!(checked > 10);
}

#[test]
fn a_replay_switched_to_the_other_pruning_mode_is_a_new_replay_of_it() {
    let game = board("X........");
    let on = SearchSettings {
        transposition: Some(TableSize::mib(1)),
        ..settings(true, None)
    };
    let off = SearchSettings {
        pruning: false,
        ..on
    };
    let replay = Replay::new(game.clone(), on).expect("1 MiB");
    let mut switched = replay.switched(off).expect("the same table");
    let mut fresh = Replay::new(game, off).expect("1 MiB");
    assert_eq!(switched.current(), fresh.current());
    assert!(switched.go_to(u64::MAX));
    assert!(fresh.go_to(u64::MAX));
    assert_eq!(switched.totals(), fresh.totals());
    assert_eq!(switched.current(), fresh.current());
}
