//! The exact hints' sources: the opening book's values (the position's own line, or the lines
//! of the positions after each move), the solver's order, and a solve that stops when told.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use morpion::analysis::book::OpeningBook;
use morpion::analysis::exact_hints::{HintSolver, SolveEnd, SolveLive, book_values, solving_order};
use morpion::engine::{Game, Solver, TableSize};
use morpion::games::mnk::{Geometry, Mnk};

fn connect_four(columns: &str) -> Mnk {
    Mnk::from_columns(Arc::new(Geometry::connect_four()), columns).expect("legal columns")
}

#[test]
fn a_position_of_the_book_gives_its_own_line() {
    let empty = connect_four("");
    let line = OpeningBook::shipped()
        .lookup(&empty)
        .expect("the empty board is in the book");
    assert_eq!(book_values(&empty), line.moves);
    // Seven values, one a column, the centre's the only win.
    let wins: Vec<usize> = line
        .moves
        .iter()
        .filter(|&&(_, value)| value > 0)
        .map(|&(cell, _)| cell % 7)
        .collect();
    assert_eq!((line.moves.len(), wins), (7, vec![3]));
}

#[test]
fn elsewhere_the_lines_of_the_positions_after_the_moves_give_them_one_ply_further() {
    // Seven stones, O to move: not a line of the book, but every position after O's move is.
    let position = connect_four("4144445");
    assert_eq!(OpeningBook::shipped().lookup(&position), None);
    let values = book_values(&position);
    let mut legal = Vec::new();
    position.legal_moves(&mut legal);
    assert_eq!(values.iter().map(|&(mv, _)| mv).collect::<Vec<_>>(), legal);
    // Each is minus the best value of the position after it, a ply further away.
    let after_column_5 = connect_four("41444455");
    let best = OpeningBook::shipped()
        .lookup(&after_column_5)
        .expect("in the book")
        .moves
        .iter()
        .map(|&(_, value)| value)
        .max()
        .expect("moves");
    let column_5 = values
        .iter()
        .find(|&&(mv, _)| mv % 7 == 4)
        .expect("column 5");
    assert_eq!(
        best, 997,
        "the side to move there wins with its second stone"
    );
    assert_eq!(
        column_5.1, -996,
        "so column 5 loses 4 plies away, the move included"
    );
}

#[test]
fn a_move_that_ends_the_game_needs_no_book() {
    // X has three in the bottom row (columns 1 to 3), O three in column 7 above: X to move
    // wins at column 4; the position is far off the book's lines.
    let position = connect_four("172737");
    let values = book_values(&position);
    assert_eq!(values, vec![(38, 999)]);
}

#[test]
fn the_solver_takes_the_centre_first() {
    let position = connect_four("");
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let order: Vec<usize> = solving_order(&position, &moves)
        .iter()
        .map(|mv| mv % 7 + 1)
        .collect();
    assert_eq!(order, [4, 3, 5, 2, 6, 1, 7]);
}

#[test]
fn each_solved_move_comes_with_the_solvers_own_value() {
    let position = connect_four("773217715416242643");
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let order = solving_order(&position, &moves);
    let mut found = Vec::new();
    let end =
        HintSolver::new(TableSize::mib(1), 1)
            .solve(&position, &order, None, None, |mv, v| found.push((mv, v)));
    assert_eq!(end, SolveEnd::Done);
    let mut solver = Solver::new(TableSize::mib(16)).expect("memory");
    let expected: Vec<(usize, i32)> = order
        .iter()
        .map(|&mv| {
            (
                mv,
                solver.solve_move(&position, mv, None).expect("no stop").0,
            )
        })
        .collect();
    assert_eq!(found, expected);
}

#[test]
fn a_solve_stops_when_told_and_reports_nothing_more() {
    // Three stones: every move takes the solver far longer than the test waits.
    let position = connect_four("171");
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let order = solving_order(&position, &moves);
    let stop = AtomicBool::new(false);
    let live = SolveLive::default();
    let (end, found) = std::thread::scope(|scope| {
        let solving = scope.spawn(|| {
            let mut found = Vec::new();
            let end = HintSolver::new(TableSize::mib(1), 1).solve(
                &position,
                &order,
                Some(&stop),
                Some(&live),
                |mv, v| found.push((mv, v)),
            );
            (end, found)
        });
        // Once the solver is under way (it has searched positions), the person moves.
        while live.positions() == 0 {
            std::thread::yield_now();
        }
        stop.store(true, Ordering::Relaxed);
        solving.join().expect("the solve ends")
    });
    assert_eq!(end, SolveEnd::Stopped);
    assert!(found.is_empty(), "{found:?}");
}
