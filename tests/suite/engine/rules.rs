//! The m,n,k rules as the engine relies on them: apply/undo round-trips, `play`'s refusals,
//! and the board notation's round-trip and rejections.

use crate::common;

use std::sync::Arc;

use common::positions::tic_tac_toe_positions;
use morpion::engine::{Game, Terminal};
use morpion::games::mnk::{BoardError, Ended, Geometry, Mark, Mnk, MoveError, ShapeError};
use proptest::prelude::*;

fn empty_board(rows: usize, cols: usize, k: usize, first: Mark) -> Mnk {
    Mnk::new(
        Arc::new(Geometry::new(rows, cols, k).expect("valid shape")),
        first,
    )
}

/// The shapes the properties run on: tic-tac-toe and its bigger relatives.
fn shapes() -> impl Strategy<Value = (usize, usize, usize)> {
    prop_oneof![
        Just((3, 3, 3)),
        Just((4, 4, 3)),
        Just((4, 4, 4)),
        Just((5, 5, 4))
    ]
}

/// Plays the moves picked by `choices` (each an index into the legal moves, wrapped) until
/// the choices run out or the game ends; returns every position before each move, and the moves.
fn play_out(game: &mut Mnk, choices: &[usize]) -> (Vec<Mnk>, Vec<usize>) {
    let mut before = Vec::new();
    let mut played = Vec::new();
    let mut legal = Vec::new();
    for &choice in choices {
        game.legal_moves(&mut legal);
        if game.terminal().is_some() {
            assert!(legal.is_empty(), "a finished game has no legal moves");
            break;
        }
        let mv = legal[choice % legal.len()];
        before.push(game.clone());
        let mover = game.to_move();
        game.apply(mv);
        assert_eq!(game.mark_at(mv), Some(mover));
        assert_eq!(game.to_move(), mover.other());
        played.push(mv);
    }
    (before, played)
}

proptest! {
    #[test]
    fn undo_restores_the_exact_position(
        (rows, cols, k) in shapes(),
        o_first in any::<bool>(),
        choices in prop::collection::vec(0usize..64, 0..26),
    ) {
        let first = if o_first { Mark::O } else { Mark::X };
        let mut game = empty_board(rows, cols, k, first);
        let (before, played) = play_out(&mut game, &choices);
        for (mv, expected) in played.iter().rev().zip(before.iter().rev()) {
            game.undo(*mv);
            prop_assert_eq!(&game, expected);
            prop_assert_eq!(game.to_board(), expected.to_board());
            prop_assert_eq!(game.terminal(), expected.terminal());
        }
        prop_assert_eq!(game, empty_board(rows, cols, k, first));
    }

    #[test]
    fn play_refuses_illegal_moves_and_leaves_the_position_alone(
        (rows, cols, k) in shapes(),
        choices in prop::collection::vec(0usize..64, 0..26),
        far in 0usize..100,
    ) {
        let mut game = empty_board(rows, cols, k, Mark::X);
        play_out(&mut game, &choices);
        let cells = rows * cols;
        let unchanged = game.clone();
        if game.is_over() {
            prop_assert_eq!(game.play(far % cells), Err(MoveError::GameOver));
            prop_assert_eq!(game.play(cells + far), Err(MoveError::GameOver));
        } else {
            prop_assert_eq!(game.play(cells + far), Err(MoveError::OutOfBoard));
            if let Some(taken) = (0..cells).find(|&c| game.mark_at(c).is_some()) {
                prop_assert_eq!(game.play(taken), Err(MoveError::Occupied));
            }
        }
        prop_assert_eq!(&game, &unchanged);
        // Finish the game through `play`, then every further move is refused.
        let mut legal = Vec::new();
        while !game.is_over() {
            game.legal_moves(&mut legal);
            let mv = legal[far % legal.len()];
            let mut applied = game.clone();
            applied.apply(mv);
            prop_assert_eq!(game.play(mv), Ok(()));
            prop_assert_eq!(&game, &applied);
        }
        let finished = game.clone();
        for cell in 0..cells + 2 {
            prop_assert_eq!(game.play(cell), Err(MoveError::GameOver));
        }
        prop_assert_eq!(game, finished);
    }

    #[test]
    fn open_positions_read_back_from_their_board_string(
        (rows, cols, k) in shapes(),
        choices in prop::collection::vec(0usize..64, 0..26),
    ) {
        let mut game = empty_board(rows, cols, k, Mark::X);
        play_out(&mut game, &choices);
        prop_assume!(!game.is_over());
        let read = Mnk::from_board(&game.to_board(), Some(k));
        prop_assert_eq!(read, Ok(game));
    }
}

#[test]
fn every_reachable_3x3_position_reads_back_or_is_refused_as_finished() {
    for game in tic_tac_toe_positions() {
        let text = game.to_board();
        let read = Mnk::from_board(&text, None);
        match game.terminal() {
            None => {
                assert_eq!(read.as_ref(), Ok(&game), "{text}");
                let compact: String = text.chars().filter(|&c| c != '/').collect();
                assert_eq!(
                    Mnk::from_board(&compact, None).as_ref(),
                    Ok(&game),
                    "{compact}"
                );
                assert_eq!(Mnk::from_board(&text.to_lowercase(), Some(3)), Ok(game));
            }
            Some(Terminal::Draw) => {
                assert_eq!(read, Err(BoardError::Finished(Ended::Full)), "{text}")
            }
            Some(Terminal::Loss) => {
                let winner = game.winner().expect("a lost game has a winner");
                assert_eq!(
                    read,
                    Err(BoardError::Finished(Ended::Won(winner))),
                    "{text}"
                );
            }
            Some(Terminal::Win) => panic!("the side to move cannot have won: {text}"),
            Some(Terminal::Score(_)) => panic!("a board never ends with a plain score: {text}"),
        }
    }
}

#[test]
fn board_strings_that_no_game_produces_are_refused_with_the_reason() {
    let cases: Vec<(&str, Option<usize>, BoardError)> = vec![
        ("", None, BoardError::Empty),
        ("   ", None, BoardError::Empty),
        (
            "XQ./.../...",
            None,
            BoardError::BadCharacter {
                character: 'Q',
                row: 1,
                col: 2,
            },
        ),
        (
            "XX/O../...",
            None,
            BoardError::RaggedRows {
                row: 2,
                len: 3,
                expected: 2,
            },
        ),
        (
            "XX.......",
            None,
            BoardError::Counts {
                x: 2,
                o: 0,
                first: Mark::X,
            },
        ),
        (
            "O../.../...",
            None,
            BoardError::Counts {
                x: 0,
                o: 1,
                first: Mark::X,
            },
        ),
        ("XXX/OOO/...", None, BoardError::BothWon),
        (
            "XXX/OO./...",
            None,
            BoardError::Finished(Ended::Won(Mark::X)),
        ),
        (
            "OOO/XX./X..",
            None,
            BoardError::Finished(Ended::Won(Mark::O)),
        ),
        ("XOX/XOO/OXX", None, BoardError::Finished(Ended::Full)),
        (
            "........../..........",
            None,
            BoardError::Shape(ShapeError::Side {
                what: "columns",
                value: 10,
                most: 9,
            }),
        ),
        (
            // 9 columns of 7 rows and a spare cell: 72 bits.
            "........./........./........./........./........./........./.........",
            None,
            BoardError::Shape(ShapeError::TooBig { rows: 7, cols: 9 }),
        ),
        (
            ".../.../...",
            Some(4),
            BoardError::Shape(ShapeError::K {
                k: 4,
                rows: 3,
                cols: 3,
            }),
        ),
    ];
    for (text, k, expected) in cases {
        assert_eq!(Mnk::from_board(text, k), Err(expected), "{text:?}");
    }
}

#[test]
fn a_board_string_fixes_shape_k_and_side_to_move() {
    let game = Mnk::from_board("X.../.O../..../....", Some(3)).expect("valid");
    let g = game.geometry();
    assert_eq!((g.rows(), g.cols(), g.k()), (4, 4, 3));
    assert_eq!(game.to_move(), Mark::X);
    assert_eq!(
        (game.mark_at(0), game.mark_at(5)),
        (Some(Mark::X), Some(Mark::O))
    );
    assert_eq!(game.to_board(), "X.../.O../..../....");
    let wide = Mnk::from_board("X..../...../.....", None).expect("valid");
    assert_eq!(wide.geometry().k(), 3, "k defaults to the shorter side");
    assert_eq!(wide.to_move(), Mark::O);
}
