//! Move-sequence counts per ply ("perft"), the standard check that move generation is right.

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
