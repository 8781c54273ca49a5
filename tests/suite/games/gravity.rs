//! Gravity on the m,n,k rules (Connect Four): landing cells, column order, the column-sequence
//! notation and its errors, wins in every direction, perft against tests/FACTS.md, search agreement.

use morpion::engine::SearchOptions;
use std::sync::Arc;

use morpion::engine::{Game, SearchSettings, Terminal, WIN, perft, search};
use morpion::games::mnk::{Geometry, Mark, Mnk, MoveError, SequenceError};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn connect_four() -> Mnk {
    Mnk::new(Arc::new(Geometry::connect_four()), Mark::X)
}

fn after(columns: &str) -> Mnk {
    Mnk::from_columns(Arc::new(Geometry::connect_four()), columns).expect("a legal sequence")
}

fn moves(game: &Mnk) -> Vec<usize> {
    let mut out = Vec::new();
    game.legal_moves(&mut out);
    out
}

#[test]
fn on_the_empty_board_every_column_lands_on_the_bottom_row_left_to_right() {
    assert_eq!(moves(&connect_four()), vec![35, 36, 37, 38, 39, 40, 41]);
}

#[test]
fn pieces_stack_up_a_column_and_a_full_column_has_no_move() {
    let game = after("444");
    assert_eq!(
        game.to_board(),
        "......./......./......./...X.../...O.../...X..."
    );
    assert_eq!(moves(&game), vec![35, 36, 37, 17, 39, 40, 41]);
    let full = after("444444");
    assert_eq!(full.landing_cell(3), None);
    assert_eq!(moves(&full), vec![35, 36, 37, 39, 40, 41]);
}

#[test]
fn a_move_is_named_by_its_column_counted_from_one() {
    let game = connect_four();
    assert_eq!(game.move_name(35), "col 1");
    assert_eq!(game.move_name(38), "col 4");
    assert_eq!(game.move_name(41), "col 7");
}

#[test]
fn play_on_any_cell_of_a_column_drops_the_piece_to_its_lowest_empty_cell() {
    let mut game = connect_four();
    assert_eq!(game.play(3), Ok(()));
    assert_eq!(game.mark_at(38), Some(Mark::X));
    assert_eq!(game.play(24), Ok(()));
    assert_eq!(game.mark_at(31), Some(Mark::O));
    assert_eq!(game.play(42), Err(MoveError::OutOfBoard));
    let mut full = after("444444");
    assert_eq!(full.play(3), Err(MoveError::Occupied));
    assert_eq!(full.play(38), Err(MoveError::Occupied));
    assert_eq!(full.to_board(), after("444444").to_board());
}

#[test]
fn four_in_a_row_wins_vertically_horizontally_and_on_both_diagonals() {
    // X drops 1,1,1,1 while O plays 2,2,2: X's fourth stone in column 1 wins.
    let vertical = after("1212121");
    assert_eq!(vertical.winner(), Some(Mark::X));
    assert_eq!(vertical.terminal(), Some(Terminal::Loss));
    assert_eq!(
        vertical.winning_cells(),
        1 << 14 | 1 << 21 | 1 << 28 | 1 << 35
    );
    let horizontal = after("1122334");
    assert_eq!(horizontal.winner(), Some(Mark::X));
    assert_eq!(
        horizontal.winning_cells(),
        1 << 35 | 1 << 36 | 1 << 37 | 1 << 38
    );
    // Rising to the right: b6, c5, d4, e3 (cells 36, 30, 24, 18).
    let rising = after("55312534544");
    assert_eq!(rising.winner(), Some(Mark::X), "{}", rising.to_board());
    assert_eq!(
        rising.winning_cells(),
        1 << 36 | 1 << 30 | 1 << 24 | 1 << 18
    );
    // Falling to the right: b3, c4, d5, e6 (cells 15, 23, 31, 39).
    let falling = after("53234632422");
    assert_eq!(falling.winner(), Some(Mark::X), "{}", falling.to_board());
    assert_eq!(
        falling.winning_cells(),
        1 << 15 | 1 << 23 | 1 << 31 | 1 << 39
    );
    assert_eq!(falling.plies(), 11);
}

#[test]
fn column_sequences_name_the_first_bad_move() {
    let shape = || Arc::new(Geometry::connect_four());
    assert_eq!(
        Mnk::from_columns(shape(), "48"),
        Err(SequenceError::NoSuchColumn {
            column: 8,
            cols: 7,
            position: 2
        })
    );
    assert_eq!(
        Mnk::from_columns(shape(), "404"),
        Err(SequenceError::NoSuchColumn {
            column: 0,
            cols: 7,
            position: 2
        })
    );
    assert_eq!(
        Mnk::from_columns(shape(), "4a"),
        Err(SequenceError::BadCharacter {
            character: 'a',
            position: 2
        })
    );
    assert_eq!(
        Mnk::from_columns(shape(), "4444444"),
        Err(SequenceError::ColumnFull {
            column: 4,
            position: 7
        })
    );
    assert_eq!(
        Mnk::from_columns(shape(), "12121213"),
        Err(SequenceError::AfterWin {
            position: 8,
            winner: Mark::X
        })
    );
    assert_eq!(
        Mnk::from_columns(Arc::new(Geometry::new(6, 7, 4).unwrap()), "4"),
        Err(SequenceError::NoGravity)
    );
    assert_eq!(Mnk::from_columns(shape(), "").map(|g| g.plies()), Ok(0));
}

#[test]
fn apply_then_undo_restores_the_exact_position_along_random_games() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..200 {
        let mut game = connect_four();
        while game.terminal().is_none() {
            let legal = moves(&game);
            for &mv in &legal {
                let before = game.clone();
                game.apply(mv);
                game.undo(mv);
                assert_eq!(game, before);
            }
            game.apply(legal[rng.random_range(0..legal.len())]);
        }
    }
}

#[test]
fn connect_four_perft_matches_facts() {
    // tests/FACTS.md: plies 1..7 (ply 0 is the start position itself).
    let counts = perft(&connect_four(), 7).counts;
    assert_eq!(counts, vec![7, 49, 343, 2401, 16807, 117649, 823536]);
}

fn settings(pruning: bool) -> SearchSettings {
    // Full depth, draw evaluation, reading order, no table: the textbook search.
    SearchSettings {
        pruning,
        ..SearchSettings::default()
    }
}

#[test]
fn alpha_beta_and_plain_minimax_agree_on_small_gravity_boards() {
    // 4 columns × 3 rows with 3 in a row: small enough for plain minimax in a debug build.
    for (rows, cols, k) in [(3, 3, 3), (3, 4, 3), (4, 3, 3)] {
        let game = Mnk::new(
            Arc::new(Geometry::new(rows, cols, k).unwrap().with_gravity(true)),
            Mark::X,
        );
        let mut rng = StdRng::seed_from_u64(0);
        let plain = search(
            &game,
            &settings(false),
            &SearchOptions {
                seed: rng.random(),
                ..Default::default()
            },
        );
        let pruned = search(
            &game,
            &settings(true),
            &SearchOptions {
                seed: rng.random(),
                ..Default::default()
            },
        );
        assert_eq!(plain.value, pruned.value, "{rows}×{cols} k={k}");
        assert!(pruned.nodes < plain.nodes);
        assert!(plain.moves.iter().map(|m| m.mv).eq(moves(&game)));
    }
}

#[test]
fn a_win_in_one_on_the_connect_four_board_is_found() {
    // X has three on the bottom row (columns 1-3) and O three above them: X to move wins at 4.
    let game = after("112233");
    // Two plies are enough to prove a win in one; a full search from 6 stones would take ages.
    let limited = SearchSettings {
        depth_limit: Some(2),
        ..settings(true)
    };
    let report = search(&game, &limited, &SearchOptions::default());
    assert_eq!(report.value, WIN - 1);
    assert_eq!(report.best_move, Some(38));
    assert_eq!(game.move_name(38), "col 4");
}
