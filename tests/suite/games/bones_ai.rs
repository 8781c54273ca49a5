//! The game's AI never throws a won heap of bones: from every heap up to the maximum that the
//! player to move wins, its take leaves a multiple of 4, and a player who answers by leaving
//! multiples of 4 never beats it.

use crate::common::session::Session;
use morpion::analysis::decide;
use morpion::engine::Table;
use morpion::games::bones::{MAX_HEAP, MAX_TAKE};
use morpion::tui::Status;

/// The heaps the player to move loses: those a take can never leave a multiple of.
const LOSING_MULTIPLE: u32 = MAX_TAKE as u32 + 1;

/// The AI's first take from `heap`, chosen as the game chooses it (its settings, its seed).
fn first_take(heap: u32, seed: u64) -> u32 {
    let (heap, seed) = (heap.to_string(), seed.to_string());
    let session = Session::new(&[
        "--game", "bones", "--heap", &heap, "--first", "ai", "--seed", &seed,
    ]);
    let request = session.request.expect("the AI starts");
    let outcome = decide(
        &request,
        None,
        None,
        &mut Table::for_one_search(&request.settings),
    )
    .expect("the heap is not empty");
    u32::try_from(outcome.selected.best_move.expect("a take")).expect("1 to 3")
}

/// Checks the AI's first take from every won heap in `heaps`; returns how many were checked.
fn check_first_takes(heaps: std::ops::RangeInclusive<u32>) -> usize {
    let won: Vec<u32> = heaps.filter(|h| h % LOSING_MULTIPLE != 0).collect();
    for &heap in &won {
        let take = first_take(heap, u64::from(heap));
        assert_eq!(
            (heap - take) % LOSING_MULTIPLE,
            0,
            "heap {heap}: took {take}"
        );
    }
    won.len()
}

#[test]
fn from_every_won_heap_up_to_100_the_ai_leaves_a_multiple_of_four() {
    assert_eq!(check_first_takes(1..=100), 75);
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn from_every_won_heap_up_to_the_maximum_the_ai_leaves_a_multiple_of_four() {
    assert_eq!(check_first_takes(101..=MAX_HEAP), 675);
}

/// Plays a whole game from `heap`, the AI first, the player always leaving a multiple of 4
/// when it can (and taking one bone when it cannot); returns how it ended.
fn play_against_multiples_of_four(heap: u32, seed: u64) -> Status {
    let (heap, seed) = (heap.to_string(), seed.to_string());
    let mut session = Session::new(&[
        "--game", "bones", "--heap", &heap, "--first", "ai", "--seed", &seed,
    ]);
    loop {
        session.settle();
        let left = session.app.position().heap().expect("bones").heap();
        if left == 0 {
            return session.app.status();
        }
        let take = match left % LOSING_MULTIPLE {
            0 => 1,
            rest => rest,
        };
        session.keys(&take.to_string());
    }
}

#[test]
fn a_player_leaving_multiples_of_four_never_beats_the_ai_on_a_won_heap() {
    for (heap, seed) in [(10, 1), (17, 2), (50, 3), (99, 4)] {
        let end = play_against_multiples_of_four(heap, seed);
        assert_eq!(end, Status::AiWon, "heap {heap}");
    }
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn a_player_leaving_multiples_of_four_never_beats_the_ai_on_the_largest_heaps() {
    for (heap, seed) in [(250, 5), (MAX_HEAP - 1, 6)] {
        let end = play_against_multiples_of_four(heap, seed);
        assert_eq!(end, Status::AiWon, "heap {heap}");
    }
}
