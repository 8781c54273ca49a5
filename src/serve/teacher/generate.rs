//! A tree generated for the exercise of the day: the generator run a slice of seeds at a time between the view's keys and frames, its tree checked, and why it found none in the teacher's words.

use crate::analysis::practice::constrained::{
    Found, SEEDS_TRIED, Unmet, Wanted, constrained_within, cuts_of,
};
use crate::class::DailyExercise;
use crate::class::exercise::Generate;
use crate::engine::Side;
use crate::games::trees::Shape;
use crate::i18n::{NoTree, TeacherPhrase};

/// How many seeds are tried between two looks at the teacher's keys (a few milliseconds'
/// work in a debug build).
pub const SLICE: u64 = 500;

/// A generation under way: what was asked, where it started and how far it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generating {
    pub asked: Generate,
    /// The first seed tried: the teacher's, or one drawn at random.
    pub from: u64,
    /// Whether `from` was drawn at random.
    pub fresh: bool,
    /// The seeds tried so far.
    pub tried: u64,
}

/// What a slice came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Not yet: more seeds to try.
    Going,
    /// The exercise of the day the tree found makes.
    Found(DailyExercise),
    /// None can be had, or none was found within [`SEEDS_TRIED`]: why, as the teacher reads it.
    Unmet(NoTree),
}

/// The random trees' shape (the root MAX, as `practice SEED DEPTH BRANCHING` has it).
fn shape(depth: usize, branching: usize) -> Shape {
    Shape {
        depth,
        branching,
        root: Side::Max,
    }
}

impl Generating {
    /// A generation of `asked`, from its seed or from `fresh_seed` when it gives none.
    pub fn new(asked: Generate, fresh_seed: u64) -> Self {
        Self {
            asked,
            from: asked.from.unwrap_or(fresh_seed),
            fresh: asked.from.is_none(),
            tried: 0,
        }
    }

    /// Tries the next [`SLICE`] seeds (fewer at the end of the [`SEEDS_TRIED`] allowed).
    pub fn step(&mut self) -> Step {
        let asked = self.asked;
        let wanted = Wanted {
            cuts: asked.cuts,
            above_leaves: asked.above_leaves,
        };
        let slice = SLICE.min(SEEDS_TRIED - self.tried);
        let next = self.from.wrapping_add(self.tried);
        match constrained_within(shape(asked.depth, asked.branching), wanted, next, slice) {
            Ok(Found { seed, .. }) => Step::Found(DailyExercise::Generated {
                seed,
                depth: asked.depth,
                branching: asked.branching,
                cuts: asked.cuts,
                above_leaves: asked.above_leaves,
            }),
            Err(Unmet::NotFound { .. }) if self.tried + slice < SEEDS_TRIED => {
                self.tried += slice;
                Step::Going
            }
            Err(unmet) => Step::Unmet(unmet_phrase(unmet, self.from)),
        }
    }
}

/// Why no tree was generated, in the teacher's words; a generation that gave up counts the
/// seeds from where it started.
fn unmet_phrase(unmet: Unmet, from: u64) -> NoTree {
    match unmet {
        Unmet::MoreAboveThanInAll(wanted) => NoTree::MoreAbove {
            cuts: wanted.cuts,
            above_leaves: wanted.above_leaves,
        },
        Unmet::BeyondTheShape { shape, most, .. } => NoTree::BeyondTheShape {
            depth: shape.depth,
            branching: shape.branching,
            most_cuts: most.cuts,
            most_above_leaves: most.above_leaves,
        },
        Unmet::NotFound { .. } => NoTree::NotFound {
            tried: SEEDS_TRIED,
            from,
        },
    }
}

/// Whether a generated exercise's tree has the cuts its text says (a `practice SEED DEPTH
/// BRANCHING cuts N above K` typed by hand may not); else what it has (`RefusedCutsNotThere`).
pub fn has_its_cuts(exercise: &DailyExercise) -> Result<(), TeacherPhrase> {
    let DailyExercise::Generated {
        seed,
        depth,
        branching,
        cuts,
        above_leaves,
    } = *exercise
    else {
        return Ok(());
    };
    let has = cuts_of(&shape(depth, branching).tree(seed));
    if has.cuts >= cuts && has.above_leaves >= above_leaves {
        Ok(())
    } else {
        Err(TeacherPhrase::RefusedCutsNotThere {
            seed,
            cuts: has.cuts,
            above_leaves: has.above_leaves,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asked(cuts: usize, above_leaves: usize, from: Option<u64>) -> Generate {
        Generate {
            depth: 3,
            branching: 3,
            cuts,
            above_leaves,
            from,
        }
    }

    /// Steps until the generation ends, counting the slices.
    fn run(generating: &mut Generating) -> (Step, u64) {
        let mut slices = 1;
        loop {
            match generating.step() {
                Step::Going => slices += 1,
                end => return (end, slices),
            }
        }
    }

    #[test]
    fn the_first_seed_with_the_cuts_is_found_as_the_generator_finds_it() {
        // The generator's own test: from 1, seed 3 is the first with 3 cuts, 1 above.
        let mut generating = Generating::new(asked(3, 1, Some(1)), 99);
        assert!(!generating.fresh);
        let (end, slices) = run(&mut generating);
        assert_eq!(
            end,
            Step::Found(DailyExercise::Generated {
                seed: 3,
                depth: 3,
                branching: 3,
                cuts: 3,
                above_leaves: 1
            })
        );
        assert_eq!(slices, 1);
        // Without a seed, the fresh one is where it starts.
        let fresh = Generating::new(asked(3, 1, None), 99);
        assert_eq!((fresh.from, fresh.fresh), (99, true));
    }

    #[test]
    fn what_no_tree_can_have_is_told_at_once_and_a_search_in_vain_gives_up_at_the_bound() {
        let mut generating = Generating::new(asked(11, 0, Some(5)), 0);
        assert_eq!(
            generating.step(),
            Step::Unmet(NoTree::BeyondTheShape {
                depth: 3,
                branching: 3,
                most_cuts: 10,
                most_above_leaves: 2
            })
        );
        let mut generating = Generating::new(asked(1, 2, Some(5)), 0);
        assert_eq!(
            generating.step(),
            Step::Unmet(NoTree::MoreAbove {
                cuts: 1,
                above_leaves: 2
            })
        );
        // Ten cuts, two above the leaves: the most a tree of the shape can have, which no
        // seed from 0 gives; started two slices before the bound, it gives up after both.
        let mut generating = Generating {
            tried: SEEDS_TRIED - 2 * SLICE,
            ..Generating::new(asked(10, 2, Some(0)), 0)
        };
        assert_eq!(
            run(&mut generating),
            (
                Step::Unmet(NoTree::NotFound {
                    tried: SEEDS_TRIED,
                    from: 0
                }),
                2
            )
        );
        assert_eq!(generating.tried, SEEDS_TRIED - SLICE);
    }

    #[test]
    fn a_generated_text_typed_by_hand_is_checked_against_its_seeds_tree() {
        let generated = |seed| DailyExercise::Generated {
            seed,
            depth: 3,
            branching: 3,
            cuts: 3,
            above_leaves: 1,
        };
        assert_eq!(has_its_cuts(&generated(3)), Ok(()));
        let has = cuts_of(&shape(3, 3).tree(1));
        assert_eq!(
            has_its_cuts(&generated(1)),
            Err(TeacherPhrase::RefusedCutsNotThere {
                seed: 1,
                cuts: has.cuts,
                above_leaves: has.above_leaves
            })
        );
    }
}
