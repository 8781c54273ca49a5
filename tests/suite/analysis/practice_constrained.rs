//! Random practice trees with constraints: the cuts counted as the key has them, the most a shape allows, the first seed that satisfies, and why none can.

use morpion::analysis::practice::constrained::{
    Cuts, Unmet, Wanted, constrained, constrained_within, cuts_of, most_cuts,
};
use morpion::engine::Side;
use morpion::games::trees::{Shape, parse};

fn shape(depth: usize, branching: usize) -> Shape {
    Shape {
        depth,
        branching,
        root: Side::Max,
    }
}

fn wanted(cuts: usize, above_leaves: usize) -> Wanted {
    Wanted { cuts, above_leaves }
}

#[test]
fn a_cut_is_above_the_leaves_when_it_skips_whole_subtrees() {
    // The textbook tree: node 2 cuts its last two leaves; node 3's last leaf is its last child.
    let classic = parse("((3 12 8) (2 4 6) (14 5 2))").unwrap();
    assert_eq!(
        cuts_of(&classic),
        Cuts {
            cuts: 1,
            above_leaves: 0
        }
    );
    // 1.2 cuts the leaf 6 (5 ≥ β = 4); 2 cuts the subtree (7 8) once 2.1 gives 2 ≤ α = 4.
    let deep = parse("(((3 4) (5 6)) ((1 2) (7 8)))").unwrap();
    assert_eq!(
        cuts_of(&deep),
        Cuts {
            cuts: 2,
            above_leaves: 1
        }
    );
}

#[test]
fn the_most_cuts_of_a_shape_leave_out_the_leftmost_path_and_keep_to_thirty_leaves() {
    let most = |depth, branching| {
        let Cuts { cuts, above_leaves } = most_cuts(shape(depth, branching));
        (cuts, above_leaves)
    };
    // Depth 2: the root's children alone can cut, and only leaves.
    assert_eq!(most(2, 2), (1, 0));
    assert_eq!(most(2, 4), (3, 0));
    // Depth 3, branching 3: levels of at most 3 and 9 nodes.
    assert_eq!(most(3, 3), (10, 2));
    // Depth 4, branching 4: 3, 7 and 15 nodes (30 leaves at most, two children a node).
    assert_eq!(most(4, 4), (22, 8));
}

#[test]
fn the_first_seed_from_the_given_one_that_has_the_cuts_is_returned() {
    let shape = shape(3, 3);
    let found = constrained(shape, wanted(3, 1), 1).unwrap();
    // Seeds 1 and 2 fall short; seed 3's tree cuts four times, once above the leaves.
    assert_eq!(found.seed, 3);
    assert_eq!(found.tree, shape.tree(3));
    assert_eq!(
        found.cuts,
        Cuts {
            cuts: 4,
            above_leaves: 1
        }
    );
    assert_eq!(found.cuts, cuts_of(&found.tree));
    for seed in 1..found.seed {
        let cuts = cuts_of(&shape.tree(seed));
        assert!(
            cuts.cuts < 3 || cuts.above_leaves < 1,
            "seed {seed} had them first"
        );
    }
    // Asked from the seed found, it is found again at once.
    assert_eq!(
        constrained(shape, wanted(3, 1), found.seed).unwrap().seed,
        found.seed
    );
}

#[test]
fn what_no_tree_can_have_is_explained_without_searching() {
    let deep = constrained(shape(2, 3), wanted(2, 1), 0).unwrap_err();
    assert_eq!(
        deep,
        Unmet::BeyondTheShape {
            shape: shape(2, 3),
            wanted: wanted(2, 1),
            most: Cuts {
                cuts: 2,
                above_leaves: 0
            },
        }
    );
    assert_eq!(
        deep.to_string(),
        "a tree of depth 2 and branching 3 has at most 2 cuts, 0 of them above the leaves (only \
         a node off the leftmost path can cut, and above the leaves only one with inner \
         children; at most 30 leaves): 2 cuts with 1 above the leaves cannot be had; a deeper \
         tree can cut above the leaves"
    );
    let many = constrained(shape(3, 3), wanted(11, 0), 0).unwrap_err();
    assert_eq!(
        many.to_string(),
        "a tree of depth 3 and branching 3 has at most 10 cuts, 2 of them above the leaves (only \
         a node off the leftmost path can cut, and above the leaves only one with inner \
         children; at most 30 leaves): 11 cuts cannot be had"
    );
    assert_eq!(
        constrained(shape(3, 3), wanted(1, 2), 0)
            .unwrap_err()
            .to_string(),
        "2 cuts above the leaves cannot be among 1 cut in all"
    );
}

#[test]
fn a_possible_tree_that_no_seed_tried_gives_is_told_with_the_seeds_tried() {
    let unmet = constrained_within(shape(3, 3), wanted(10, 2), 500, 20).unwrap_err();
    assert_eq!(
        unmet,
        Unmet::NotFound {
            shape: shape(3, 3),
            wanted: wanted(10, 2),
            from: 500,
            tried: 20,
        }
    );
    assert_eq!(
        unmet.to_string(),
        "none of the 20 seeds from 500 gives a tree of depth 3 and branching 3 with 10 cuts, 2 \
         above the leaves: try a larger shape or fewer cuts"
    );
}
