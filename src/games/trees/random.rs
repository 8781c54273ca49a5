//! Random exercise trees from a seed, by a generator whose every number is specified, so a seed names one tree on every machine and in every later version.
//!
//! The generator is SplitMix64 (Steele, Lea and Flood, 2014, as Sebastiano Vigna publishes
//! it); a number below `n` is the next output's remainder by `n`. The tree is drawn in this
//! order, which is part of the promise (a test pins one seed's tree):
//!
//! 1. level by level from the root down to the last inner level, nodes left to right, each
//!    node's number of children: `MIN_BRANCHING + below(branching − MIN_BRANCHING + 1)`,
//!    then lowered if needed so the leaves stay at most [`MAX_LEAVES`] (every node still to
//!    come keeps room for two children at each level left);
//! 2. then every leaf, left to right, its value: `below(21)`, from 0 to 20.

use super::{NodeIndex, Tree};
use crate::engine::{Score, Side};

/// The fewest and most levels below the root of a random tree.
pub const MIN_DEPTH: usize = 2;
pub const MAX_DEPTH: usize = 4;

/// The fewest and most children of a random tree's inner node.
pub const MIN_BRANCHING: usize = 2;
pub const MAX_BRANCHING: usize = 4;

/// The most leaves a random tree has: few enough to work out by hand.
pub const MAX_LEAVES: usize = 30;

/// The largest leaf value of a random tree (the smallest is 0).
const TOP_VALUE: u64 = 20;

/// The SplitMix64 generator: a 64-bit state that grows by a fixed odd constant, each output
/// that state mixed. Its sequence is fixed by its definition, whatever the platform.
#[derive(Clone, Debug)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        Self { state: seed }
    }

    /// The next 64-bit output.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number from 0 to `n − 1`: the next output's remainder by `n` (`n` > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

/// The shape of a random tree: levels below the root, the most children of an inner node, and
/// who moves at the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub depth: usize,
    pub branching: usize,
    pub root: Side,
}

impl Shape {
    /// The tree of this shape that `seed` names (see the module's description).
    ///
    /// # Panics
    /// If the depth or the branching is outside [`MIN_DEPTH`]..=[`MAX_DEPTH`] or
    /// [`MIN_BRANCHING`]..=[`MAX_BRANCHING`] (the command line refuses them first).
    pub fn tree(self, seed: u64) -> Tree {
        assert!((MIN_DEPTH..=MAX_DEPTH).contains(&self.depth));
        assert!((MIN_BRANCHING..=MAX_BRANCHING).contains(&self.branching));
        let mut rng = SplitMix64::new(seed);
        let mut tree = Tree::with_root(self.root);
        let mut level: Vec<NodeIndex> = vec![0];
        for depth in 0..self.depth {
            let levels_below = self.depth - depth - 1;
            // The most nodes the next level may hold, each of them still growing at least
            // two children on every level below it.
            let room = MAX_LEAVES >> levels_below;
            let mut next = Vec::new();
            for (i, &node) in level.iter().enumerate() {
                let drawn =
                    MIN_BRANCHING + rng.below((self.branching - MIN_BRANCHING + 1) as u64) as usize;
                let still_to_come = level.len() - i - 1;
                let cap = room - next.len() - MIN_BRANCHING * still_to_come;
                for _ in 0..drawn.min(cap) {
                    next.push(tree.add(node, None, None));
                }
            }
            level = next;
        }
        for &leaf in &level {
            tree.nodes[leaf].leaf = Some(rng.below(TOP_VALUE + 1) as Score);
        }
        tree
    }
}
