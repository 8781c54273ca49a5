//! Move-sequence counts per ply ("perft"), the standard check that move generation is right.

use std::sync::atomic::{AtomicU64, Ordering};

use super::Game;

/// `counts[p]` is the number of move sequences of length `p + 1` from the start position in
/// which nobody had won before the last move; `finished[p]` how many of those end the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PerftCounts {
    pub counts: Vec<u64>,
    pub finished: Vec<u64>,
}

/// Counts move sequences up to `depth` plies; finished positions are not expanded.
pub fn perft<G: Game>(game: &G, depth: usize) -> PerftCounts {
    let mut result = PerftCounts {
        counts: vec![0; depth],
        finished: vec![0; depth],
    };
    let mut position = game.clone();
    let mut buffers = vec![Vec::new(); depth];
    walk(&mut position, 0, &mut buffers, &mut result);
    result
}

fn walk<G: Game>(game: &mut G, ply: usize, buffers: &mut [Vec<G::Move>], out: &mut PerftCounts) {
    if ply == buffers.len() || game.terminal().is_some() {
        return;
    }
    let mut moves = std::mem::take(&mut buffers[ply]);
    game.legal_moves(&mut moves);
    for &mv in &moves {
        game.apply(mv);
        out.counts[ply] += 1;
        if game.terminal().is_some() {
            out.finished[ply] += 1;
        }
        walk(game, ply + 1, buffers, out);
        game.undo(mv);
    }
    buffers[ply] = moves;
}

/// The move sequences of exactly `length` plies from `game` in which nobody had won before the
/// last move, and how many of them end the game: one line of [`perft`], counted alone, so a
/// caller can show each length as soon as it is known (counting lengths 1, 2, 3 … one after
/// the other walks the shorter sequences again, a fraction of the work when the tree widens).
pub fn perft_length<G: Game>(game: &G, length: usize) -> (u64, u64) {
    perft_length_watched(game, length, None)
}

/// [`perft_length`], keeping `live` up to date with the sequences counted so far, so a
/// screen can show a long count moving.
pub fn perft_length_watched<G: Game>(
    game: &G,
    length: usize,
    live: Option<&AtomicU64>,
) -> (u64, u64) {
    let mut position = game.clone();
    let mut buffers = vec![Vec::new(); length];
    let mut out = (0, 0);
    walk_to(&mut position, 0, &mut buffers, &mut out, live);
    out
}

/// Walks from `ply` to the last ply of `buffers` (one move list per ply), counting there.
fn walk_to<G: Game>(
    game: &mut G,
    ply: usize,
    buffers: &mut [Vec<G::Move>],
    out: &mut (u64, u64),
    live: Option<&AtomicU64>,
) {
    if ply == buffers.len() || game.terminal().is_some() {
        return;
    }
    let last = ply + 1 == buffers.len();
    let mut moves = std::mem::take(&mut buffers[ply]);
    game.legal_moves(&mut moves);
    for &mv in &moves {
        game.apply(mv);
        if last {
            out.0 += 1;
            out.1 += u64::from(game.terminal().is_some());
        } else {
            walk_to(game, ply + 1, buffers, out, live);
        }
        game.undo(mv);
    }
    buffers[ply] = moves;
    if last && let Some(live) = live {
        live.store(out.0, Ordering::Relaxed);
    }
}
