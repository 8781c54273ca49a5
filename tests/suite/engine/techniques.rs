//! Move ordering, the transposition table and iterative deepening checked against plain
//! minimax: same values, exact root scores equal, bounds that hold, best moves among the best.

use crate::common;
use morpion::engine::SearchOptions;

use std::fmt::Debug;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use common::positions::open_tic_tac_toe_positions;
use morpion::engine::{
    Bound, Evaluation, Game, MoveOrder, SearchReport, SearchSettings, TableSize, Terminal, search,
    search_iterative,
};
use morpion::games::mnk::{Geometry, Mark, Mnk};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

const ORDERS: [MoveOrder; 3] = [
    MoveOrder::Reading,
    MoveOrder::CentreFirst,
    MoveOrder::Threats,
];

/// Small enough that slots are shared and overwritten all the time on 4×4 boards.
const SMALL_TABLE: TableSize = TableSize { bytes: 16 << 10 };

fn settings(pruning: bool, depth_limit: Option<u32>, evaluation: Evaluation) -> SearchSettings {
    SearchSettings {
        pruning,
        depth_limit,
        evaluation,
        ..SearchSettings::default()
    }
}

fn with_techniques(
    base: SearchSettings,
    move_order: MoveOrder,
    transposition: Option<TableSize>,
) -> SearchSettings {
    SearchSettings {
        move_order,
        transposition,
        ..base
    }
}

fn empty_board(rows: usize, cols: usize, k: usize) -> Mnk {
    Mnk::new(
        std::sync::Arc::new(Geometry::new(rows, cols, k).unwrap()),
        Mark::X,
    )
}

/// `plies` random moves from the empty board, redrawn until the game is still on.
fn random_position(rows: usize, cols: usize, k: usize, plies: usize, rng: &mut StdRng) -> Mnk {
    loop {
        let mut game = empty_board(rows, cols, k);
        let mut moves = Vec::new();
        for _ in 0..plies {
            if game.terminal().is_some() {
                break;
            }
            game.legal_moves(&mut moves);
            game.apply(moves[rng.random_range(0..moves.len())]);
        }
        if game.terminal().is_none() {
            return game;
        }
    }
}

fn sorted<M: Ord + Copy>(moves: &[M]) -> Vec<M> {
    let mut moves = moves.to_vec();
    moves.sort();
    moves
}

/// Checks `report` against `truth`, a plain minimax search of the same position under the same
/// depth limit and evaluation.
fn check_against(truth: &SearchReport<usize>, report: &SearchReport<usize>, context: &str) {
    assert!(report.complete, "{context}");
    assert_eq!(report.value, truth.value, "value, {context}");
    assert_eq!(
        sorted(&report.moves.iter().map(|m| m.mv).collect::<Vec<_>>()),
        sorted(&truth.moves.iter().map(|m| m.mv).collect::<Vec<_>>()),
        "every root move reported once, {context}"
    );
    for m in &report.moves {
        let exact = truth.moves.iter().find(|t| t.mv == m.mv).unwrap().score;
        let holds = match m.bound {
            Bound::Exact => m.score == exact,
            Bound::Upper => exact <= m.score,
            Bound::Lower => exact >= m.score,
        };
        assert!(
            holds,
            "move {} scored {:?} {} but minimax says {exact}, {context}",
            m.mv, m.bound, m.score
        );
        if !report.settings.pruning {
            assert_eq!(m.bound, Bound::Exact, "{context}");
        }
    }
    assert_eq!(
        sorted(&report.best_moves),
        sorted(&truth.best_moves),
        "tie set, {context}"
    );
    let best = report.best_move.expect("a move on an open board");
    assert!(truth.best_moves.contains(&best), "{context}");
    assert_eq!(report.pv.first(), Some(&best), "{context}");
}

/// Every combination of pruning × ordering × table on `game`, against plain minimax.
fn check_every_combination<G: Game<Move = usize> + Debug>(
    game: &G,
    base: SearchSettings,
    table: TableSize,
) {
    let truth = search(
        game,
        &SearchSettings {
            pruning: false,
            ..base
        },
        &SearchOptions::default(),
    );
    assert!(truth.complete);
    for pruning in [false, true] {
        for order in ORDERS {
            for transposition in [None, Some(table)] {
                let settings =
                    with_techniques(SearchSettings { pruning, ..base }, order, transposition);
                let report = search(
                    game,
                    &settings,
                    &SearchOptions {
                        seed: 1,
                        ..Default::default()
                    },
                );
                let context = format!("{game:?} under {settings:?}");
                check_against(&truth, &report, &context);
                assert_eq!(report.table.is_some(), transposition.is_some(), "{context}");
            }
        }
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn every_open_tic_tac_toe_position_full_depth() {
    for game in open_tic_tac_toe_positions() {
        check_every_combination(&game, settings(false, None, Evaluation::Draw), SMALL_TABLE);
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn every_open_tic_tac_toe_position_depth_limited() {
    for game in open_tic_tac_toe_positions() {
        for (depth, evaluation) in [(2, Evaluation::Heuristic), (3, Evaluation::Draw)] {
            check_every_combination(&game, settings(false, Some(depth), evaluation), SMALL_TABLE);
        }
    }
}

#[test]
fn a_one_slot_table_still_gives_true_values() {
    // Every store evicts the previous position: only correct bookkeeping survives this.
    let one_slot = TableSize { bytes: 1 };
    let mut rng = StdRng::seed_from_u64(11);
    for _ in 0..12 {
        let game = random_position(4, 4, 3, 8, &mut rng);
        check_every_combination(&game, settings(false, None, Evaluation::Draw), one_slot);
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn random_4x4_positions_full_depth() {
    let mut rng = StdRng::seed_from_u64(4);
    for k in [3, 4] {
        for plies in [8, 9, 10] {
            for _ in 0..6 {
                let game = random_position(4, 4, k, plies, &mut rng);
                check_every_combination(
                    &game,
                    settings(false, None, Evaluation::Draw),
                    SMALL_TABLE,
                );
            }
        }
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn random_4x4_positions_depth_limited() {
    let mut rng = StdRng::seed_from_u64(5);
    for k in [3, 4] {
        for plies in [3, 5, 7] {
            for _ in 0..4 {
                let game = random_position(4, 4, k, plies, &mut rng);
                for (depth, evaluation) in [(3, Evaluation::Heuristic), (4, Evaluation::Draw)] {
                    check_every_combination(
                        &game,
                        settings(false, Some(depth), evaluation),
                        SMALL_TABLE,
                    );
                }
            }
        }
    }
}

/// A heap of counters, each turn take 1, 2 or 3, who cannot take loses: the same heap is
/// reached at different plies (3 = 1 + 1 + 1 = 3), which no m,n,k position is.
#[derive(Clone, Debug)]
struct Heap(usize);

impl Game for Heap {
    type Move = usize;

    fn legal_moves(&self, out: &mut Vec<usize>) {
        out.clear();
        out.extend((1..=3).filter(|&take| take <= self.0));
    }

    fn apply(&mut self, take: usize) {
        self.0 -= take;
    }

    fn undo(&mut self, take: usize) {
        self.0 += take;
    }

    fn terminal(&self) -> Option<Terminal> {
        (self.0 == 0).then_some(Terminal::Loss)
    }

    fn move_name(&self, take: usize) -> String {
        format!("take {take}")
    }

    fn key(&self) -> Option<u128> {
        Some(self.0 as u128)
    }

    fn move_order_hint(&self, take: usize, order: MoveOrder) -> i32 {
        match order {
            MoveOrder::Reading => 0,
            // Opposite orders, so both directions of transposition get exercised.
            MoveOrder::CentreFirst => take as i32,
            MoveOrder::Threats => i32::from(take == 2),
        }
    }
}

#[test]
fn transpositions_at_different_plies_respect_the_searched_depth() {
    // A depth-limited search meets heap 7 from 10 both one ply down (take 3) and three plies
    // down (take 1 three times), where it was searched less deep: that entry must not answer
    // the shallower position's deeper question.
    for heap in 1..=16 {
        for depth in (1..=8).map(Some).chain([None]) {
            check_every_combination(
                &Heap(heap),
                settings(false, depth, Evaluation::Draw),
                SMALL_TABLE,
            );
        }
    }
}

/// Nodes of an alpha-beta search summed over `positions`.
fn total_nodes(positions: &[Mnk], settings: &SearchSettings) -> u64 {
    positions
        .iter()
        .map(|game| search(game, settings, &SearchOptions::default()).nodes)
        .sum()
}

fn positions_4x4(k: usize, plies: usize, count: usize, seed: u64) -> Vec<Mnk> {
    let mut rng = StdRng::seed_from_u64(seed);
    (0..count)
        .map(|_| random_position(4, 4, k, plies, &mut rng))
        .collect()
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn the_table_is_used_and_saves_positions() {
    let game = positions_4x4(4, 6, 1, 21).remove(0);
    for pruning in [false, true] {
        let base = settings(pruning, None, Evaluation::Draw);
        let without = search(&game, &base, &SearchOptions::default());
        let with = search(
            &game,
            &with_techniques(base, MoveOrder::Reading, Some(TableSize::mib(1))),
            &SearchOptions::default(),
        );
        assert_eq!(with.value, without.value);
        let stats = with.table.expect("a table was asked for");
        assert!(stats.probes > 0 && stats.stores > 0, "{stats:?}");
        assert!(stats.hits > 0 && stats.cutoffs > 0, "{stats:?}");
        assert!(stats.hits <= stats.probes && stats.cutoffs <= stats.hits);
        assert!(stats.hit_rate() > 0.0 && stats.hit_rate() <= 1.0);
        // 32-byte entries: one never straddles two cache lines.
        assert_eq!(stats.bytes, stats.capacity * 32);
        assert!(stats.bytes <= TableSize::mib(1).bytes as u64);
        assert!(
            with.nodes < without.nodes,
            "pruning {pruning}: {} with the table, {} without",
            with.nodes,
            without.nodes
        );
        assert_eq!(without.table, None);
    }
}

#[test]
fn symmetric_positions_share_table_entries() {
    // From the empty 3×3 board the first move has 3 classes (corner, edge, centre): the table
    // answers the other corners and edges from the first ones searched.
    let game = Mnk::tic_tac_toe();
    let settings = with_techniques(
        settings(false, None, Evaluation::Draw),
        MoveOrder::Reading,
        Some(TableSize::mib(1)),
    );
    let report = search(&game, &settings, &SearchOptions::default());
    assert_eq!(report.value, 0);
    let searched: Vec<u64> = report.moves.iter().map(|m| m.nodes).collect();
    // a1 (corner), b1 (edge) and b2 (centre) are searched; every other root move is one node.
    for (cell, &nodes) in searched.iter().enumerate() {
        if [0, 1, 4].contains(&cell) {
            assert!(nodes > 1, "cell {cell}: {nodes}");
        } else {
            assert_eq!(nodes, 1, "cell {cell} is a transposition of a searched one");
        }
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn move_ordering_prunes_more_on_4x4() {
    for k in [3, 4] {
        let positions = positions_4x4(k, 6, 8, 30 + k as u64);
        let base = settings(true, None, Evaluation::Draw);
        let reading = total_nodes(&positions, &base);
        for order in [MoveOrder::CentreFirst, MoveOrder::Threats] {
            let ordered = total_nodes(&positions, &with_techniques(base, order, None));
            assert!(
                ordered < reading,
                "k={k}: {order:?} visits {ordered}, reading order {reading}"
            );
        }
        let threats_and_table = total_nodes(
            &positions,
            &with_techniques(base, MoveOrder::Threats, Some(TableSize::mib(4))),
        );
        let threats = total_nodes(&positions, &with_techniques(base, MoveOrder::Threats, None));
        assert!(threats_and_table < threats, "k={k}");
    }
}

#[test]
fn reading_order_keeps_the_textbook_counts() {
    // The default settings take the untouched plain path: the tests/FACTS.md figure.
    let report = search(
        &Mnk::tic_tac_toe(),
        &settings(false, None, Evaluation::Draw),
        &SearchOptions::default(),
    );
    assert_eq!(report.nodes, 549_945);
    assert_eq!(
        report.depth_reached, None,
        "the plain path keeps no extra books"
    );
    assert_eq!(report.table, None);
    // With a technique on, the deepest ply visited is measured: every 3×3 game can last 9 plies.
    let ordered = search(
        &Mnk::tic_tac_toe(),
        &with_techniques(
            settings(false, None, Evaluation::Draw),
            MoveOrder::CentreFirst,
            None,
        ),
        &SearchOptions::default(),
    );
    assert_eq!(
        ordered.nodes, 549_945,
        "plain minimax visits everything in any order"
    );
    assert_eq!(ordered.depth_reached, Some(9));
    let limited = search(
        &Mnk::tic_tac_toe(),
        &with_techniques(
            settings(true, Some(4), Evaluation::Draw),
            MoveOrder::Threats,
            Some(SMALL_TABLE),
        ),
        &SearchOptions::default(),
    );
    assert_eq!(limited.depth_reached, Some(4));
}

#[test]
fn four_by_four_solved_with_every_technique() {
    let all_on = |k| {
        let settings = with_techniques(
            settings(true, None, Evaluation::Draw),
            MoveOrder::Threats,
            Some(TableSize::mib(16)),
        );
        search(&empty_board(4, 4, k), &settings, &SearchOptions::default())
    };
    // tests/FACTS.md: 4×4 with k=4 is a draw, with k=3 a first-player win.
    let draw = all_on(4);
    assert!(draw.complete);
    assert_eq!(draw.value, 0);
    let win = all_on(3);
    assert!(win.complete);
    assert!(win.value > 0, "{}", win.value);
    assert!(matches!(
        morpion::engine::ScoreMeaning::of(win.value),
        morpion::engine::ScoreMeaning::Win { .. }
    ));
}

#[test]
fn deepening_solves_tic_tac_toe_and_reports_each_depth() {
    let game = Mnk::tic_tac_toe();
    for (order, table) in [
        (MoveOrder::Reading, None),
        (MoveOrder::Threats, Some(TableSize::mib(1))),
    ] {
        let settings = with_techniques(settings(true, None, Evaluation::Draw), order, table);
        let seen = std::cell::RefCell::new(Vec::new());
        let result = search_iterative(
            &game,
            &settings,
            &SearchOptions {
                progress: Some(&|p| seen.borrow_mut().push(p.depth)),
                ..Default::default()
            },
        );
        // Nobody can win before the fifth ply, so depth 9 is the first whose every line ends.
        assert_eq!(seen.into_inner(), (1..=9).collect::<Vec<_>>());
        assert_eq!(result.depth, 9);
        assert!(result.solved);
        let report = result.report.expect("a completed iteration");
        assert_eq!(report.value, 0);
        assert_eq!(report.settings.depth_limit, Some(9));
        assert!(report.best_moves.contains(&result.best_move.unwrap()));
        assert_eq!(report.best_moves.len(), 9, "every first move draws");
    }
}

#[test]
fn deepening_stops_at_the_settings_depth_limit_with_the_same_answer() {
    let mut rng = StdRng::seed_from_u64(8);
    let game = random_position(4, 4, 4, 4, &mut rng);
    let limit = 4;
    let base = settings(true, Some(limit), Evaluation::Heuristic);
    let direct = search(&game, &base, &SearchOptions::default());
    let result = search_iterative(&game, &base, &SearchOptions::default());
    assert_eq!(result.depth, limit);
    assert!(!result.solved);
    let report = result.report.unwrap();
    assert_eq!(report.value, direct.value);
    assert_eq!(report.moves, direct.moves);
    assert_eq!(report.nodes, direct.nodes);
}

#[test]
fn an_interrupted_iteration_never_replaces_a_completed_one() {
    let game = empty_board(4, 4, 4);
    let base = settings(true, None, Evaluation::Heuristic);
    // The deepest depth whose whole search fits the node budget.
    let budget = 20_000;
    let fits = (1..=16)
        .take_while(|&d| {
            search(
                &game,
                &settings(true, Some(d), Evaluation::Heuristic),
                &SearchOptions::default(),
            )
            .nodes
                <= budget
        })
        .last()
        .unwrap();
    assert!(fits < 16);
    let limited = SearchSettings {
        node_budget: Some(budget),
        ..base
    };
    let result = search_iterative(&game, &limited, &SearchOptions::default());
    assert_eq!(result.depth, fits);
    let report = result.report.unwrap();
    assert!(report.complete);
    assert_eq!(report.settings.depth_limit, Some(fits));
    assert!(
        result.nodes > report.nodes,
        "the interrupted iteration counts too"
    );
    assert!(report.best_moves.contains(&result.best_move.unwrap()));
}

#[test]
fn deepening_without_time_left_still_has_a_move() {
    let game = empty_board(5, 5, 4);
    let settings = settings(true, None, Evaluation::Heuristic);
    let result = search_iterative(
        &game,
        &settings,
        &SearchOptions {
            budget: Some(Duration::ZERO),
            ..Default::default()
        },
    );
    assert_eq!(result.depth, 1);
    assert!(result.best_move.is_some());
    let stop = AtomicBool::new(true);
    let stopped = search_iterative(
        &game,
        &settings,
        &SearchOptions {
            stop: Some(&stop),
            ..Default::default()
        },
    );
    assert_eq!(stopped.depth, 1);
    assert!(stopped.best_move.is_some());
}

#[test]
fn the_evaluation_weighs_lines_by_length_and_by_whose_turn_it_is() {
    // X to move: X's open two (a1 b1) counts 10 × 4, O's open two (a2 b2) 10, O's b2 on the
    // empty anti-diagonal 1; every other line is empty or blocked.
    let x_to_move = Mnk::from_board("XX./OO./...", Some(3)).unwrap();
    assert_eq!(x_to_move.heuristic(), 40 - 10 - 1);
    // The same lines with O to move: O's two has the tempo now.
    let o_to_move = Mnk::from_board("XX./OO./X..", Some(3)).unwrap();
    // O's row (10 × 4); X's row of two (10) and X's a3 row (1); the anti-diagonal through O's
    // b2 is now blocked by X's a3.
    assert_eq!(o_to_move.heuristic(), 40 - 10 - 1);
    // 4×4, k=4: one X in a corner lies on its row, column and diagonal; O to move.
    let mut corner = empty_board(4, 4, 4);
    corner.apply(0);
    assert_eq!(corner.heuristic(), -3);
    // An empty board is even.
    assert_eq!(empty_board(5, 5, 4).heuristic(), 0);
}

#[test]
fn heuristic_scores_stay_strictly_inside_wins_and_losses() {
    // A 7×7 board with k=3 and many open lines: raw sums are large, the search clamps them.
    let mut rng = StdRng::seed_from_u64(9);
    let horizon = morpion::engine::WIN - morpion::engine::MAX_PLY as i32;
    for plies in [2, 6, 10] {
        let game = random_position(7, 7, 3, plies, &mut rng);
        let report = search(
            &game,
            &settings(true, Some(1), Evaluation::Heuristic),
            &SearchOptions::default(),
        );
        for m in &report.moves {
            let mut child = game.clone();
            child.apply(m.mv);
            if child.terminal().is_none() {
                assert!(
                    m.score.abs() <= morpion::engine::HEURISTIC_LIMIT,
                    "{} after {}: {}",
                    game.to_board(),
                    m.mv,
                    m.score
                );
            } else {
                assert!(m.score.abs() >= horizon);
            }
        }
    }
}

#[test]
fn symmetry_folding_finds_the_765_classes_of_tic_tac_toe() {
    // tests/FACTS.md: 5,478 reachable positions, 765 up to the board's 8 symmetries.
    let positions = common::positions::tic_tac_toe_positions();
    assert_eq!(positions.len(), 5_478);
    let plain: std::collections::HashSet<u128> =
        positions.iter().map(|g| g.key().unwrap()).collect();
    let folded: std::collections::HashSet<u128> = positions
        .iter()
        .map(|g| g.canonical_key().unwrap())
        .collect();
    assert_eq!(
        plain.len(),
        5_478,
        "the plain key tells every position apart"
    );
    assert_eq!(folded.len(), 765);
}

#[test]
fn rectangular_boards_fold_mirrors_and_the_half_turn_only() {
    let key = |board: &str| {
        Mnk::from_board(board, Some(3))
            .unwrap()
            .canonical_key()
            .unwrap()
    };
    let start = key("XO../..../....");
    assert_eq!(start, key("..OX/..../...."), "left-right mirror");
    assert_eq!(start, key("..../..../XO.."), "top-bottom mirror");
    assert_eq!(start, key("..../..../..OX"), "half turn");
    assert_ne!(
        start,
        key("X.../O.../...."),
        "a transposed 3×4 board is not the same board"
    );
    assert_ne!(start, key("OX../..../...."), "marks stay where they are");
    assert_eq!(empty_board(3, 4, 3).geometry().symmetries().count(), 4);
    assert_eq!(empty_board(4, 4, 3).geometry().symmetries().count(), 8);
}
