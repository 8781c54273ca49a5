//! What alpha-beta's cuts saved, for the tree: the positions plain minimax searches under the
//! moves a cut skipped, counted by the engine's own search with pruning off (as the panel's
//! minimax figure is), once per cut, and kept for the replay.

use std::collections::HashMap;

use crate::analysis::replay::Replay;
use crate::engine::{Game, SearchOptions, SearchSettings, search};
use crate::games::playable::Playable;

/// The most positions counted under one cut's moves (a plain search on the screen's thread, a
/// few milliseconds in a release build): past it, the tree says "over" this many.
pub const UNSEARCHED_POSITIONS: u64 = 250_000;

/// The positions plain minimax searches under a cut's skipped moves, each move's own position
/// included, or at least this many when the count stopped at [`UNSEARCHED_POSITIONS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsearched {
    pub positions: u64,
    pub complete: bool,
}

/// The counts of the cuts the replay has shown, by the path of the position that cut.
#[derive(Debug, Default)]
pub struct CutCounts {
    counts: HashMap<Vec<usize>, Unsearched>,
}

impl CutCounts {
    /// The count of the cut at the position reached by `path`, once counted.
    pub fn of(&self, path: &[usize]) -> Option<Unsearched> {
        self.counts.get(path).copied()
    }

    /// Counts the cuts on the current path that are not counted yet.
    pub fn count_cuts(&mut self, replay: &Replay<Playable>) {
        let current = replay.current();
        for (depth, level) in current.stack.iter().enumerate() {
            let path = &current.step.path[..depth];
            if level.cut && !self.counts.contains_key(path) {
                let count = count_under(replay, depth);
                self.counts.insert(path.to_vec(), count);
            }
        }
    }
}

/// The moves alpha-beta skipped at the position at `depth` on the replay's current stack: its
/// legal moves that were not searched (the searched ones are its finished children and the one
/// open below it).
pub fn skipped_moves(replay: &Replay<Playable>, depth: usize) -> Vec<usize> {
    let current = replay.current();
    let mut position = replay.game().clone();
    for &mv in &current.step.path[..depth] {
        position.apply(mv);
    }
    let searched: Vec<usize> = current
        .folded_at(depth)
        .iter()
        .map(|f| f.mv)
        .chain(current.stack.get(depth + 1).and_then(|level| level.mv))
        .collect();
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves.retain(|mv| !searched.contains(mv));
    moves
}

/// Plain minimax's positions under the moves skipped at `depth`: for each, the position it
/// leads to and those a search of it with pruning off (and no table, so every position is
/// searched) visits below it, under what is left of the depth limit.
fn count_under(replay: &Replay<Playable>, depth: usize) -> Unsearched {
    let settings = replay.settings();
    let mut position = replay.game().clone();
    for &mv in &replay.current().step.path[..depth] {
        position.apply(mv);
    }
    let mut total = 0u64;
    for mv in skipped_moves(replay, depth) {
        let mut child = position.clone();
        child.apply(mv);
        total += 1;
        let left = settings
            .depth_limit
            .map(|limit| limit.saturating_sub(depth as u32 + 1));
        if child.is_over() || left == Some(0) {
            continue;
        }
        let budget = UNSEARCHED_POSITIONS.saturating_sub(total);
        let plain = SearchSettings {
            pruning: false,
            transposition: None,
            depth_limit: left,
            node_budget: Some(budget),
            ..*settings
        };
        let report = search(&child, &plain, &SearchOptions::default());
        total += report.nodes;
        if !report.complete || total > UNSEARCHED_POSITIONS {
            return Unsearched {
                positions: UNSEARCHED_POSITIONS,
                complete: false,
            };
        }
    }
    Unsearched {
        positions: total,
        complete: true,
    }
}
