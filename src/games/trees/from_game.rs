//! A real game's whole tree from a position, drawn as an abstract one: moves become children, finished games leaves.

use std::fmt;

use super::{MAX_NODES, MAX_TREE_DEPTH, NodeIndex, Tree};
use crate::engine::{Game, Score, Side, Terminal};

/// The game's tree from the position has more nodes than asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooBig {
    pub limit: usize,
}

impl fmt::Display for TooBig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the game's tree has more than {} positions", self.limit)
    }
}

impl std::error::Error for TooBig {}

/// Every position reachable from `game` (which must not be over), the side to move there
/// being MAX, as a tree of at most `limit` nodes (root included, and at most [`MAX_NODES`]).
/// Each child is labelled with its move's name; a finished game is a leaf scored as the
/// tutorials score it, from MAX's side: +1 when MAX has won, −1 when MIN has, 0 for a draw
/// (a plain score keeps its value).
pub fn from_game<G: Game>(game: &G, limit: usize) -> Result<Tree, TooBig> {
    let limit = limit.min(MAX_NODES);
    let mut tree = Tree::with_root(Side::Max);
    let mut position = game.clone();
    grow(&mut tree, 0, &mut position, limit)?;
    Ok(tree)
}

fn grow<G: Game>(
    tree: &mut Tree,
    at: NodeIndex,
    position: &mut G,
    limit: usize,
) -> Result<(), TooBig> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    for mv in moves {
        if tree.nodes.len() >= limit || tree.nodes[at].depth >= MAX_TREE_DEPTH {
            return Err(TooBig { limit });
        }
        let label = position.move_name(mv);
        position.apply(mv);
        let child = tree.add(at, None, Some(label));
        match position.terminal() {
            Some(end) => tree.nodes[child].leaf = Some(for_max(end, tree.side(child))),
            None => grow(tree, child, position, limit)?,
        }
        position.undo(mv);
    }
    Ok(())
}

/// A finished game's score from MAX's side, `mover` being the side to move in it.
fn for_max(end: Terminal, mover: Side) -> Score {
    let own = match end {
        Terminal::Win => 1,
        Terminal::Loss => -1,
        Terminal::Draw => 0,
        Terminal::Score(score) => score,
    };
    match mover {
        Side::Max => own,
        Side::Min => -own,
    }
}
