//! Random practice trees with constraints, as courses set them ("at least 3 cuts, one of them above the leaves"): the first seed from a given one whose tree has them, or why no tree of the shape can.
//!
//! A cut is a node where alpha-beta stops searching its children (its [`Cut`](super::Cut) in
//! the answer key, one per node); it is *above the leaves* when the children it skips are inner
//! nodes, whole subtrees left unsearched, not single leaves. The counts are the answer key's,
//! the ones the exercise grades.

use std::fmt;

use super::key::AnswerKey;
use crate::games::trees::{MAX_LEAVES, Shape, Tree};

/// How many seeds [`constrained`] tries before it gives up.
pub const SEEDS_TRIED: u64 = 100_000;

/// What the tree must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wanted {
    /// At least this many cuts.
    pub cuts: usize,
    /// Of which at least this many above the leaves.
    pub above_leaves: usize,
}

/// A tree's cuts: how many, and how many of them above the leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cuts {
    pub cuts: usize,
    pub above_leaves: usize,
}

/// The first tree found: its seed (the exercise is `practice SEED DEPTH BRANCHING`), the tree
/// and its cuts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub seed: u64,
    pub tree: Tree,
    pub cuts: Cuts,
}

/// Why no tree was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unmet {
    /// More cuts above the leaves than cuts in all.
    MoreAboveThanInAll(Wanted),
    /// No tree of the shape can have that many cuts (or that many above the leaves): `most`
    /// is the most it can have, from the shape's limits alone.
    BeyondTheShape {
        shape: Shape,
        wanted: Wanted,
        most: Cuts,
    },
    /// Possible for the shape, but none of the `tried` seeds from `from` gives it.
    NotFound {
        shape: Shape,
        wanted: Wanted,
        from: u64,
        tried: u64,
    },
}

impl fmt::Display for Unmet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cuts = |n: usize| if n == 1 { "cut" } else { "cuts" };
        match *self {
            Unmet::MoreAboveThanInAll(wanted) => write!(
                f,
                "{} {} above the leaves cannot be among {} {} in all",
                wanted.above_leaves,
                cuts(wanted.above_leaves),
                wanted.cuts,
                cuts(wanted.cuts)
            ),
            Unmet::BeyondTheShape {
                shape,
                wanted,
                most,
            } => {
                write!(
                    f,
                    "a tree of depth {} and branching {} has at most {} {}, {} of them above the \
                     leaves (only a node off the leftmost path can cut, ",
                    shape.depth,
                    shape.branching,
                    most.cuts,
                    cuts(most.cuts),
                    most.above_leaves
                )?;
                write!(
                    f,
                    "and above the leaves only one with inner children; at most {MAX_LEAVES} \
                     leaves): {} {}{} cannot be had",
                    wanted.cuts,
                    cuts(wanted.cuts),
                    match wanted.above_leaves {
                        0 => String::new(),
                        k => format!(" with {k} above the leaves"),
                    }
                )?;
                match shape.depth {
                    2 if wanted.above_leaves > 0 => {
                        write!(f, "; a deeper tree can cut above the leaves")
                    }
                    _ => Ok(()),
                }
            }
            Unmet::NotFound {
                shape,
                wanted,
                from,
                tried,
            } => write!(
                f,
                "none of the {tried} seeds from {from} gives a tree of depth {} and branching {} \
                 with {} {}, {} above the leaves: try a larger shape or fewer cuts",
                shape.depth,
                shape.branching,
                wanted.cuts,
                cuts(wanted.cuts),
                wanted.above_leaves
            ),
        }
    }
}

impl std::error::Error for Unmet {}

/// `tree`'s cuts, as its answer key has them.
pub fn cuts_of(tree: &Tree) -> Cuts {
    let key = AnswerKey::of(tree);
    let mut found = Cuts {
        cuts: 0,
        above_leaves: 0,
    };
    for cut in key.nodes.iter().filter_map(|n| n.visit()?.cut.as_ref()) {
        found.cuts += 1;
        let skips_subtrees = cut
            .skipped
            .first()
            .is_some_and(|&child| tree.node(child).leaf.is_none());
        if skips_subtrees {
            found.above_leaves += 1;
        }
    }
    found
}

/// The most cuts a tree of `shape` can have, from its limits alone: a node cuts only with a
/// bounded window, so never the root nor a node on the leftmost path (entered with (−∞, +∞));
/// above the leaves only a node whose children are inner nodes. Level `l` holds at most
/// `branching^l` nodes, and at most [`MAX_LEAVES`] `>> (depth − l)` (the generator keeps room for
/// two children a node on every level below).
pub fn most_cuts(shape: Shape) -> Cuts {
    let level = |l: usize| {
        let full = shape.branching.saturating_pow(l as u32);
        full.min(MAX_LEAVES >> (shape.depth - l))
    };
    // Levels 1 to depth − 1 are inner nodes below the root; each level's first is leftmost.
    let cutting = |last: usize| (1..=last).map(|l| level(l) - 1).sum();
    Cuts {
        cuts: cutting(shape.depth - 1),
        above_leaves: cutting(shape.depth.saturating_sub(2)),
    }
}

/// The first seed from `from` (then `from + 1`, …) whose tree of `shape` has the cuts wanted,
/// trying [`SEEDS_TRIED`] seeds; or why none can.
pub fn constrained(shape: Shape, wanted: Wanted, from: u64) -> Result<Found, Unmet> {
    constrained_within(shape, wanted, from, SEEDS_TRIED)
}

/// [`constrained`], trying `tried` seeds.
pub fn constrained_within(
    shape: Shape,
    wanted: Wanted,
    from: u64,
    tried: u64,
) -> Result<Found, Unmet> {
    if wanted.above_leaves > wanted.cuts {
        return Err(Unmet::MoreAboveThanInAll(wanted));
    }
    let most = most_cuts(shape);
    if wanted.cuts > most.cuts || wanted.above_leaves > most.above_leaves {
        return Err(Unmet::BeyondTheShape {
            shape,
            wanted,
            most,
        });
    }
    (0..tried)
        .map(|i| from.wrapping_add(i))
        .find_map(|seed| {
            let tree = shape.tree(seed);
            let cuts = cuts_of(&tree);
            (cuts.cuts >= wanted.cuts && cuts.above_leaves >= wanted.above_leaves)
                .then_some(Found { seed, tree, cuts })
        })
        .ok_or(Unmet::NotFound {
            shape,
            wanted,
            from,
            tried,
        })
}
