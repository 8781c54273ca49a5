//! Counting move sequences one length at a time gives the lines of the whole count, on every rule set.

use morpion::engine::{Game, perft, perft_length};
use morpion::games::bones::Bones;
use morpion::games::mnk::{Geometry, Mark, Mnk};

/// The node-count tests run in debug and release: see the compiler hazard in tests/FACTS.md.
#[test]
fn one_length_at_a_time_gives_the_lines_of_the_whole_count() {
    fn check<G: Game>(game: &G, depth: usize) {
        let whole = perft(game, depth);
        for length in 1..=depth {
            assert_eq!(
                perft_length(game, length),
                (whole.counts[length - 1], whole.finished[length - 1]),
                "length {length}"
            );
        }
        assert_eq!(perft_length(game, 0), (0, 0));
    }
    check(&Mnk::tic_tac_toe(), 9);
    check(&Mnk::new(Geometry::connect_four().into(), Mark::X), 5);
    check(&Bones::new(7), 7);
}
