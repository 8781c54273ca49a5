//! The lessons' figures, each worked out by the engine when asked: counts, values, the depth a blunder needs, the minimal tree, the Game of Bones.

use std::cell::Cell;
use std::ops::ControlFlow;

use crate::engine::{
    Evaluation, Game, Score, SearchOptions, SearchReport, SearchSettings, Side, Solver, Step,
    StepKind, TableSize, perft, search,
};
use crate::games::bones::Bones;

use super::{Board, FORK_POSITION, ORDERS};

/// The solver's memory for the Game of Bones (a heap of 40 has 41 positions).
const BONES_TABLE: TableSize = TableSize::mib(1);

/// The empty 2×2 board, 2 in a row.
pub const TWO_BY_TWO: Board = Board::Empty {
    cols: 2,
    rows: 2,
    k: 2,
};

/// The empty 3×3 board.
pub const THREE_BY_THREE: Board = Board::Empty {
    cols: 3,
    rows: 3,
    k: 3,
};

/// The engine's search of `board`'s position under `settings` (seed 0: the seed changes no
/// count or value).
pub fn report(board: Board, settings: &SearchSettings) -> SearchReport<usize> {
    search(&board.position(), settings, &SearchOptions::default())
}

/// Positions searched below the root of `board` under `settings`.
pub fn positions(board: Board, settings: &SearchSettings) -> u64 {
    report(board, settings).nodes
}

/// Plain minimax, full depth, reading order, no table.
pub fn plain() -> SearchSettings {
    SearchSettings {
        pruning: false,
        ..SearchSettings::default()
    }
}

/// Alpha-beta under `depth_limit`, reading order, draw evaluation, no table.
pub fn alpha_beta(depth_limit: Option<u32>) -> SearchSettings {
    SearchSettings {
        depth_limit,
        ..SearchSettings::default()
    }
}

/// Alpha-beta's cuts searching `board` under `settings` (loops over moves stopped with moves
/// left), and those on a tie: the best only equal to the window's edge (β at MAX, α at MIN).
pub fn cuts(board: Board, settings: &SearchSettings) -> (u64, u64) {
    let counted = Cell::new((0u64, 0u64));
    let observer = |step: &Step<usize>| {
        if let StepKind::Cut { best, .. } = step.kind {
            let edge = match Side::at(step.path.len()) {
                Side::Max => step.beta,
                Side::Min => step.alpha,
            };
            let (all, ties) = counted.get();
            counted.set((all + 1, ties + u64::from(best == edge)));
        }
        ControlFlow::Continue(())
    };
    let options = SearchOptions {
        observer: Some(&observer),
        ..SearchOptions::default()
    };
    search(&board.position(), settings, &options);
    counted.get()
}

/// The 2×2 board's whole tree, the root included: plain minimax's count plus the root.
pub fn tree_size(board: Board) -> u64 {
    positions(board, &plain()) + 1
}

/// How many positions of `board`'s whole tree lie on each ply below the root, first ply first
/// (the engine's perft, to the end of every game).
pub fn positions_by_ply(board: Board) -> Vec<u64> {
    let position = board.position();
    let counts = perft(&position, position.plies_left() as usize).counts;
    counts.into_iter().take_while(|&n| n > 0).collect()
}

/// The value of `board`'s position with perfect play, for the side to move.
pub fn value(board: Board) -> Score {
    report(board, &SearchSettings::default()).value
}

/// The moves ranked best by a search of `board` under `settings`.
pub fn best_moves(board: Board, settings: &SearchSettings) -> Vec<usize> {
    report(board, settings).best_moves
}

/// Whether every move a search at `depth` (with `evaluation`) ranks best holds the value of
/// lesson 3's position (its exact value, by plain minimax to the end).
pub fn safe_at(depth: u32, evaluation: Evaluation) -> bool {
    let fork = Board::Position(FORK_POSITION);
    let exact = report(fork, &plain());
    let settings = SearchSettings {
        depth_limit: Some(depth),
        evaluation,
        ..SearchSettings::default()
    };
    best_moves(fork, &settings).iter().all(|mv| {
        exact
            .moves
            .iter()
            .any(|m| m.mv == *mv && m.score == exact.value)
    })
}

/// The smallest depth limit at which the AI with `evaluation` makes no blunder in lesson 3's
/// position.
pub fn safe_depth(evaluation: Evaluation) -> u32 {
    let most = Board::Position(FORK_POSITION).position().plies_left();
    (1..=most)
        .find(|&depth| safe_at(depth, evaluation))
        .unwrap_or(most)
}

/// The evaluation's score of `board`'s position, for the side to move.
pub fn evaluation(board: Board) -> i32 {
    board.position().heuristic()
}

/// Positions alpha-beta searches from the empty 3×3 board under `depth_limit` with each move
/// order of [`ORDERS`], without or with the table.
pub fn order_counts(depth_limit: Option<u32>, table: Option<TableSize>) -> [u64; 3] {
    ORDERS.map(|move_order| {
        let settings = SearchSettings {
            depth_limit,
            move_order,
            transposition: table,
            ..SearchSettings::default()
        };
        positions(THREE_BY_THREE, &settings)
    })
}

/// The leaves alpha-beta searches at best, with a perfect move order, in a uniform tree of
/// `branching` moves a position and `depth` plies: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 (Knuth and Moore,
/// 1975).
pub fn minimal_leaves(branching: u64, depth: u32) -> u64 {
    branching.pow(depth.div_ceil(2)) + branching.pow(depth / 2) - 1
}

/// The leaves alpha-beta searches at best, with a perfect move order, in a tree whose
/// positions on ply i below the root all have `branchings[i]` moves: the product of the
/// branchings on the side to move's plies (0, 2, …) plus the product on the other's, minus 1
/// (Knuth and Moore's count, in a uniform tree b^⌈d/2⌉ + b^⌊d/2⌋ − 1).
pub fn minimal_leaves_of(branchings: &[u64]) -> u64 {
    let product = |first: usize| branchings.iter().skip(first).step_by(2).product::<u64>();
    product(0) + product(1) - 1
}

/// How many moves each position has on each ply of `board`'s tree down to `depth` plies, first
/// ply first, where all positions of a ply have as many; `None` where they differ or a game
/// ends before `depth` (the tree is walked whole).
pub fn branchings(board: Board, depth: u32) -> Option<Vec<u64>> {
    let depth = depth as usize;
    let mut out: Vec<Option<u64>> = vec![None; depth];
    let mut moves = Vec::new();
    let mut stack = vec![(board.position(), 0usize)];
    while let Some((game, ply)) = stack.pop() {
        if ply == depth {
            continue;
        }
        if game.terminal().is_some() {
            return None;
        }
        game.legal_moves(&mut moves);
        let count = moves.len() as u64;
        if *out[ply].get_or_insert(count) != count {
            return None;
        }
        for &mv in &moves {
            let mut next = game.clone();
            next.apply(mv);
            stack.push((next, ply + 1));
        }
    }
    out.into_iter().collect()
}

/// The leaves a search of `board` under `settings` reaches: the positions where it stops, scored
/// by the evaluation at the depth limit or finished (the tie checks after it left out).
pub fn leaves(board: Board, settings: &SearchSettings) -> u64 {
    let counted = Cell::new(0u64);
    let observer = |step: &Step<usize>| {
        if let StepKind::Leaf { .. } = step.kind {
            counted.set(counted.get() + 1);
        }
        ControlFlow::Continue(())
    };
    let options = SearchOptions {
        observer: Some(&observer),
        ..SearchOptions::default()
    };
    search(&board.position(), settings, &options);
    counted.get()
}

/// The leaves of the same uniform tree that plain minimax searches: b^d.
pub fn all_leaves(branching: u64, depth: u32) -> u64 {
    branching.pow(depth)
}

/// Whether the player who takes first from a heap of `heap` bones loses with perfect play
/// (the engine's exact solver says).
pub fn first_player_loses(heap: u32) -> bool {
    let mut solver = Solver::new(BONES_TABLE).expect("a small table for the Game of Bones");
    solver.solve(&Bones::new(heap), None).value < 0
}

/// The take that wins from a heap of `heap` bones (the first, in reading order, whose heap left
/// loses for the opponent), if any.
pub fn winning_take(heap: u32) -> Option<u32> {
    (1..=3u32)
        .filter(|&take| take <= heap)
        .find(|&take| heap == take || first_player_loses(heap - take))
}
