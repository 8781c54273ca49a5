//! `Playable`, the App's one game type: it is exactly the game it wraps (same moves, same search
//! counts and values, same names), apply then undo restores it, and `Setup` starts each game.

use morpion::engine::SearchOptions;
use std::sync::Arc;

use morpion::engine::{Game, SearchSettings, search};
use morpion::games::bones::Bones;
use morpion::games::mnk::{Geometry, Mark, Mnk};
use morpion::games::playable::{Playable, Setup};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn connect_four() -> Mnk {
    Mnk::new(Arc::new(Geometry::connect_four()), Mark::X)
}

#[test]
fn moves_and_names_are_those_of_the_wrapped_game() {
    let mut moves = Vec::new();
    Playable::from(Bones::new(2)).legal_moves(&mut moves);
    assert_eq!(moves, [1, 2]);
    Playable::from(Bones::new(10)).legal_moves(&mut moves);
    assert_eq!(moves, [1, 2, 3]);
    Playable::from(Bones::new(0)).legal_moves(&mut moves);
    assert_eq!(moves, [] as [usize; 0]);
    Playable::from(connect_four()).legal_moves(&mut moves);
    assert_eq!(moves, [35, 36, 37, 38, 39, 40, 41], "the bottom row");

    let heap = Playable::from(Bones::new(10));
    assert_eq!(heap.move_name(3), "take 3");
    assert!(heap.is_legal(3) && !heap.is_legal(4) && !heap.is_legal(0));
    assert!(!Playable::from(Bones::new(2)).is_legal(3));
    let board = Playable::from(connect_four());
    assert_eq!(board.move_name(38), "col 4");
    assert!(
        board.is_legal(38) && !board.is_legal(31),
        "only landing cells"
    );
    assert_eq!(
        Playable::from(Mnk::tic_tac_toe()).move_name(4),
        "b2",
        "no gravity: cells"
    );
}

#[test]
fn plies_left_and_played_count_cells_or_bones() {
    let mut heap = Playable::from(Bones::new(10));
    heap.apply(3);
    assert_eq!((heap.plies_left(), heap.plies()), (7, 1));
    let mut board = Playable::from(Mnk::tic_tac_toe());
    board.apply(4);
    board.apply(0);
    assert_eq!((board.plies_left(), board.plies()), (7, 2));
    assert!(!board.is_over());
    let mut last = Playable::from(Bones::new(1));
    last.apply(1);
    assert!(last.is_over());
}

#[test]
fn a_search_counts_and_scores_exactly_as_on_the_wrapped_game() {
    for pruning in [false, true] {
        let settings = SearchSettings {
            pruning,
            ..SearchSettings::default()
        };
        let bare = search(
            &Mnk::tic_tac_toe(),
            &settings,
            &SearchOptions {
                seed: 4,
                ..Default::default()
            },
        );
        let mut wrapped = search(
            &Playable::from(Mnk::tic_tac_toe()),
            &settings,
            &SearchOptions {
                seed: 4,
                ..Default::default()
            },
        );
        wrapped.elapsed = bare.elapsed; // the one field that is not the search's result
        assert_eq!(wrapped, bare, "3×3, pruning {pruning}");
        if !pruning {
            assert_eq!(wrapped.nodes, 549_945, "tests/FACTS.md");
        }

        for heap in [6, 8, 13] {
            let bare = search(
                &Bones::new(heap),
                &settings,
                &SearchOptions {
                    seed: 4,
                    ..Default::default()
                },
            );
            let wrapped = search(
                &Playable::from(Bones::new(heap)),
                &settings,
                &SearchOptions {
                    seed: 4,
                    ..Default::default()
                },
            );
            assert_eq!(
                (wrapped.nodes, wrapped.value, wrapped.best_move),
                (bare.nodes, bare.value, bare.best_move.map(usize::from)),
                "heap {heap}, pruning {pruning}"
            );
            let scores = |moves: Vec<(usize, i32, u64)>| moves;
            assert_eq!(
                scores(
                    wrapped
                        .moves
                        .iter()
                        .map(|m| (m.mv, m.score, m.nodes))
                        .collect()
                ),
                scores(
                    bare.moves
                        .iter()
                        .map(|m| (usize::from(m.mv), m.score, m.nodes))
                        .collect()
                ),
            );
        }
    }
}

#[test]
fn apply_then_undo_restores_every_position_on_random_games() {
    let mut rng = StdRng::seed_from_u64(9);
    let starts = [
        Playable::from(Bones::new(25)),
        Playable::from(connect_four()),
        Playable::from(Mnk::tic_tac_toe()),
    ];
    for start in starts {
        for _ in 0..50 {
            let mut position = start.clone();
            let mut moves = Vec::new();
            loop {
                position.legal_moves(&mut moves);
                if moves.is_empty() || position.is_over() {
                    break;
                }
                let mv = moves[rng.random_range(0..moves.len())];
                let before = position.clone();
                position.apply(mv);
                let mut undone = position.clone();
                undone.undo(mv);
                assert_eq!(undone, before, "{mv} from {before:?}");
            }
        }
    }
}

#[test]
fn setup_starts_each_game_and_knows_its_longest() {
    let board = Setup::Board(Arc::new(Geometry::connect_four()));
    assert_eq!(board.max_plies(), 42);
    assert_eq!(board.start(Mark::O).board().unwrap().to_move(), Mark::O);
    assert_eq!(board.geometry().map(Geometry::cols), Some(7));
    let heap = Setup::Heap(1000);
    assert_eq!(heap.max_plies(), 1000);
    assert_eq!(heap.start(Mark::X), Playable::from(Bones::new(1000)));
    assert!(heap.geometry().is_none());
}
