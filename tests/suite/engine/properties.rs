//! Search properties on random reachable 3×3 and 4×4 positions: alpha-beta agrees with plain
//! minimax, picks one of its best moves, and every `upper`/`lower` bound it reports holds.

use morpion::engine::SearchOptions;
use std::collections::BTreeSet;
use std::sync::Arc;

use morpion::engine::{
    Bound, Evaluation, Game, HEURISTIC_LIMIT, Score, ScoreMeaning, SearchReport, SearchSettings,
    WIN, search,
};
use morpion::games::mnk::{Geometry, Mark, Mnk};
use proptest::prelude::*;

/// Most positions one case may search with plain minimax (a bound on the tree size, not a
/// count), so a case stays in milliseconds in release and the file in seconds in debug.
const TREE_BUDGET: u64 = 1_000_000;

/// Plain minimax positions below a root with `empty` free cells searched `depth` plies deep,
/// if no game ended early: empty + empty·(empty−1) + … (`depth` terms).
fn tree_bound(empty: u64, depth: u64) -> u64 {
    let mut level = 1u64;
    let mut total = 0u64;
    for taken in 0..depth.min(empty) {
        level *= empty - taken;
        total += level;
    }
    total
}

/// One generated case: a shape, who starts, the moves to play, and the search settings.
#[derive(Clone, Debug)]
struct Case {
    shape: (usize, usize, usize),
    first: Mark,
    /// Each picks among the moves that do not end the game (index, wrapped).
    choices: Vec<usize>,
    plies: usize,
    unlimited: bool,
    /// Turned into a depth limit the budget affords (see `settings`).
    depth_pick: u32,
    evaluation: Evaluation,
    seed: u64,
}

fn cases() -> impl Strategy<Value = Case> {
    let shape = prop_oneof![Just((3, 3, 3)), Just((4, 4, 3)), Just((4, 4, 4))];
    (
        shape,
        any::<bool>(),
        prop::collection::vec(0usize..64, 16),
        // Half the cases start deep in the game, where a 4×4 search to the end is affordable.
        prop_oneof![0usize..16, 8usize..16],
        any::<bool>(),
        0u32..16,
        prop_oneof![Just(Evaluation::Draw), Just(Evaluation::Heuristic)],
        any::<u64>(),
    )
        .prop_map(
            |(shape, o_first, choices, plies, unlimited, depth_pick, evaluation, seed)| Case {
                shape,
                first: if o_first { Mark::O } else { Mark::X },
                choices,
                plies,
                unlimited,
                depth_pick,
                evaluation,
                seed,
            },
        )
}

impl Case {
    /// A reachable open position: up to `plies` moves, each chosen among those that leave the
    /// game running (every position on the way is legal, and the last one still has moves).
    fn position(&self) -> Mnk {
        let (rows, cols, k) = self.shape;
        let geometry = Arc::new(Geometry::new(rows, cols, k).expect("valid shape"));
        let mut game = Mnk::new(geometry, self.first);
        let mut legal = Vec::new();
        for &choice in self.choices.iter().take(self.plies) {
            game.legal_moves(&mut legal);
            let open: Vec<usize> = legal
                .iter()
                .copied()
                .filter(|&mv| {
                    let mut next = game.clone();
                    next.apply(mv);
                    next.terminal().is_none()
                })
                .collect();
            let Some(&mv) = open.get(choice % open.len().max(1)) else {
                break;
            };
            game.apply(mv);
        }
        assert!(game.terminal().is_none());
        game
    }

    /// Alpha-beta settings: no depth limit when asked for and affordable, else a limit the
    /// budget affords (at least 1).
    fn settings(&self, game: &Mnk) -> SearchSettings {
        let empty = u64::from(game.geometry().cells() as u32 - game.plies());
        let affordable = (1..=empty)
            .take_while(|&depth| tree_bound(empty, depth) <= TREE_BUDGET)
            .last()
            .unwrap_or(1);
        let depth_limit = if self.unlimited && affordable == empty {
            None
        } else {
            Some(1 + self.depth_pick % affordable as u32)
        };
        SearchSettings {
            pruning: true,
            depth_limit,
            evaluation: self.evaluation,
            node_budget: None,
            ..SearchSettings::default()
        }
    }
}

/// The score of the root move `mv` from a plain minimax search of the position after it
/// (one ply shallower), turned back to the root's point of view.
fn exact_score_of_move(game: &Mnk, mv: usize, settings: &SearchSettings) -> Score {
    let mut child = game.clone();
    child.apply(mv);
    if settings.depth_limit == Some(1) && child.terminal().is_none() {
        // The child is at the limit: its score is the evaluation, from the child's mover.
        let estimate = match settings.evaluation {
            Evaluation::Draw => 0,
            Evaluation::Heuristic => child.heuristic().clamp(-HEURISTIC_LIMIT, HEURISTIC_LIMIT),
        };
        return -estimate;
    }
    let child_settings = SearchSettings {
        pruning: false,
        depth_limit: settings.depth_limit.map(|d| d - 1),
        ..*settings
    };
    let report = search(&child, &child_settings, &SearchOptions::default());
    assert!(report.complete);
    // A result `plies` away from the child is one ply further from the root.
    match ScoreMeaning::of(report.value) {
        ScoreMeaning::Win { plies } => -(WIN - (plies as Score + 1)),
        ScoreMeaning::Loss { plies } => WIN - (plies as Score + 1),
        ScoreMeaning::Even | ScoreMeaning::Estimate(_) => -report.value,
    }
}

fn best_set(report: &SearchReport<usize>) -> BTreeSet<usize> {
    report
        .moves
        .iter()
        .filter(|m| m.score == report.value)
        .map(|m| m.mv)
        .collect()
}

fn check(case: &Case) -> Result<(), TestCaseError> {
    let game = case.position();
    let settings = case.settings(&game);
    let plain_settings = SearchSettings {
        pruning: false,
        ..settings
    };
    let plain = search(
        &game,
        &plain_settings,
        &SearchOptions {
            seed: case.seed,
            ..Default::default()
        },
    );
    let pruned = search(
        &game,
        &settings,
        &SearchOptions {
            seed: case.seed,
            ..Default::default()
        },
    );
    prop_assert!(plain.complete && pruned.complete);

    // Plain minimax is the reference: each root score is the child's own minimax value.
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    prop_assert_eq!(plain.moves.iter().map(|m| m.mv).collect::<Vec<_>>(), legal);
    let mut exact = Vec::new();
    for m in &plain.moves {
        prop_assert_eq!(m.bound, Bound::Exact);
        let score = exact_score_of_move(&game, m.mv, &settings);
        prop_assert_eq!(m.score, score, "plain minimax score of move {}", m.mv);
        exact.push(score);
    }
    prop_assert_eq!(plain.value, *exact.iter().max().unwrap());

    prop_assert_eq!(pruned.value, plain.value);
    prop_assert!(pruned.nodes <= plain.nodes);
    prop_assert_eq!(pruned.moves.len(), plain.moves.len());
    for (m, &truth) in pruned.moves.iter().zip(&exact) {
        match m.bound {
            Bound::Exact => prop_assert_eq!(m.score, truth, "exact score of move {}", m.mv),
            Bound::Upper => prop_assert!(
                truth <= m.score,
                "move {}: true score {} above its upper bound {}",
                m.mv,
                truth,
                m.score
            ),
            Bound::Lower => prop_assert!(
                truth >= m.score,
                "move {}: true score {} below its lower bound {}",
                m.mv,
                truth,
                m.score
            ),
        }
    }

    let best = best_set(&plain);
    let chosen = pruned.best_move.expect("an open position has a move");
    prop_assert!(best.contains(&chosen), "{} is not among {:?}", chosen, best);
    prop_assert_eq!(
        pruned.best_moves.iter().copied().collect::<BTreeSet<_>>(),
        best
    );
    prop_assert_eq!(pruned.pv.first(), Some(&chosen));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    #[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
    fn alpha_beta_agrees_with_plain_minimax_and_its_bounds_hold(case in cases()) {
        let game = case.position();
        prop_assert!(game.terminal().is_none(), "{}", game.to_board());
        check(&case).map_err(|e| {
            TestCaseError::fail(format!("{e} on {} under {:?}", game.to_board(), case.settings(&game)))
        })?;
    }
}

/// The generator reaches what the properties are about: both shapes of 4×4, searches to the end
/// of the game there, and upper bounds (a property never met checks nothing); the root's open
/// window never yields a lower bound.
#[test]
fn the_generated_cases_cover_4x4_full_searches_and_upper_bounds() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;

    let mut runner = TestRunner::deterministic();
    let (mut full_4x4, mut upper, mut lower, mut limited_4x4) = (0, 0, 0, 0);
    for _ in 0..192 {
        let case = cases().new_tree(&mut runner).unwrap().current();
        let game = case.position();
        let settings = case.settings(&game);
        let big = case.shape.0 == 4;
        match settings.depth_limit {
            None if big => full_4x4 += 1,
            Some(_) if big => limited_4x4 += 1,
            _ => {}
        }
        let report = search(
            &game,
            &settings,
            &SearchOptions {
                seed: case.seed,
                ..Default::default()
            },
        );
        upper += report
            .moves
            .iter()
            .filter(|m| m.bound == Bound::Upper)
            .count();
        lower += report
            .moves
            .iter()
            .filter(|m| m.bound == Bound::Lower)
            .count();
    }
    assert!(full_4x4 >= 10, "{full_4x4} full 4×4 searches");
    assert!(
        limited_4x4 >= 10,
        "{limited_4x4} depth-limited 4×4 searches"
    );
    assert!(upper >= 10, "{upper} upper bounds");
    // Fail-soft alpha-beta with a full root window only reports a lower bound after a cutoff
    // at the root, which cannot happen: none is expected.
    assert_eq!(lower, 0);
}
