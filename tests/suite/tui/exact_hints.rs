//! Connect Four's hints are exact wherever the opening book or the solver knows the move (with
//! no depth limit set): the book's at once, the solver's one column at a time while the person
//! thinks, the textbook search's estimates only where neither has finished, and a move drops
//! the solve.

use crate::common;
use morpion::engine::Table;

use common::session::Session;
use morpion::analysis::book::OpeningBook;
use morpion::analysis::move_values;
use morpion::engine::{SearchSettings, Solver, TableSize};
use morpion::games::playable::Playable;
use morpion::tui::{Action, AppEvent, GameAction, HintSource, HintState, HintsAction, Work};

/// (move, value, where it came from) of every hint shown.
fn shown(s: &Session) -> Vec<(usize, i32, HintSource)> {
    s.app
        .hints()
        .expect("hints shown")
        .values
        .iter()
        .map(|v| (v.mv, v.score, v.from))
        .collect()
}

/// The solver's exact value of every legal move of the position on the board, in the game's
/// order, from a solver of its own.
fn solved(s: &Session) -> Vec<(usize, i32)> {
    let board = s.app.board().expect("a board");
    Solver::new(TableSize::mib(16))
        .expect("memory")
        .solve_moves(board, None)
        .expect("not stopped")
        .into_iter()
        .map(|(mv, value, _)| (mv, value))
        .collect()
}

fn without_source(values: &[(usize, i32, HintSource)]) -> Vec<(usize, i32)> {
    values.iter().map(|&(mv, v, _)| (mv, v)).collect()
}

/// The board's box title at `width`×`height`: its first line, to the first corner.
fn title(s: &Session, width: u16, height: u16) -> String {
    let screen = s.draw(width, height).backend().to_string();
    let top = screen.lines().nth(1).expect("a second line").to_owned();
    let end = top.find('┐').map_or(top.len(), |at| at + '┐'.len_utf8());
    top[..end].trim_start_matches('"').to_owned()
}

/// Sixteen stones of a random game (`morpion positions --stones 16 --seed 11`), X to move:
/// no line of the book, and no move ends the game.
const MIDDLE: &str = "2532466446415762";

/// Two people at one keyboard, `columns` played.
fn hot_seat(columns: &str, lang: &str) -> Session {
    let mut s = Session::new(&[
        "--game", "connect4", "--mode", "humans", "--first", "human", "--lang", lang,
    ]);
    s.keys(columns);
    s
}

#[test]
fn on_the_books_positions_every_column_is_exact_at_once() {
    for lang in ["en", "fr"] {
        let mut s = Session::new(&[
            "--game", "connect4", "--first", "human", "--seed", "3", "--lang", lang,
        ]);
        s.keys("i");
        // Nothing to work out: no study, no solve.
        assert!(s.app.study().is_none() && s.app.hints_solve().is_none());
        assert_eq!(s.app.hint_state(), HintState::Exact);
        let board = s.app.board().expect("a board");
        let line = OpeningBook::shipped().lookup(board).expect("in the book");
        let values = shown(&s);
        assert_eq!(without_source(&values), line.moves);
        assert!(values.iter().all(|v| v.2 == HintSource::Book));
        insta::assert_snapshot!(
            format!("the_books_hints_at_80_by_24_{lang}"),
            s.draw(80, 24).backend()
        );
    }
    // Off the AI's lines (two people at one keyboard), seven stones: the lines of the
    // positions after each move give every value, each the solver's.
    let mut s = hot_seat("4144445", "en");
    s.keys("i");
    assert!(s.app.study().is_none() && s.app.hints_solve().is_none());
    let values = shown(&s);
    assert!(values.iter().all(|v| v.2 == HintSource::Book));
    assert_eq!(without_source(&values), solved(&s));
    assert_eq!(title(&s, 80, 24), "┌ Hints: exact values ────────┐");
}

#[test]
fn off_the_book_the_solver_fills_in_each_column_where_the_estimates_wait() {
    for lang in ["en", "fr"] {
        let mut s = hot_seat(MIDDLE, lang);
        s.keys("i");
        assert_eq!(s.app.hint_state(), HintState::Working);
        // The estimates (a study) and the solve (the hints' own thread), both at once.
        assert_eq!(s.study_kind(), Some("hints"));
        let solve = s.app.hints_solve().cloned().expect("a solve");
        let columns: Vec<usize> = solve.moves.iter().map(|mv| mv % 7 + 1).collect();
        assert_eq!(columns, [4, 3, 5, 2, 6, 1, 7], "the centre first");
        // The estimates first: column 3 loses within their 4 plies (exact), the others are
        // estimates.
        assert!(s.finish_study());
        assert_eq!(s.app.hint_state(), HintState::Mixed(4));
        let sources: Vec<HintSource> = shown(&s).iter().map(|v| v.2).collect();
        let (estimate, proven) = (
            HintSource::Search { exact: false },
            HintSource::Search { exact: true },
        );
        assert_eq!(
            sources,
            [
                estimate, estimate, proven, estimate, estimate, estimate, estimate
            ]
        );
        // Column 4 solved, column 3 under way.
        assert!(s.finish_solve(1));
        assert_eq!(s.app.hint_state(), HintState::Mixed(4));
        assert_eq!(shown(&s)[3].2, HintSource::Solver);
        s.update(AppEvent::HintSolveProgress {
            id: solve.id,
            positions: 123_456,
        });
        assert_eq!(s.app.hints_solving(), Some((solve.moves[1], 123_456)));
        insta::assert_snapshot!(
            format!("the_solver_under_way_at_80_by_24_{lang}"),
            s.draw(80, 24).backend()
        );
        // Every column solved: the solver's values, every one exact.
        assert!(s.finish_solve(7));
        assert_eq!(s.app.hints_solve(), None);
        assert_eq!(s.app.hint_state(), HintState::Exact);
        let values = shown(&s);
        assert!(values.iter().all(|v| v.2 == HintSource::Solver));
        assert_eq!(without_source(&values), solved(&s));
    }
}

#[test]
fn near_the_end_the_solvers_hints_are_the_textbook_searchs_to_the_end() {
    // Eleven empty cells: the textbook search with no depth limit reaches every end.
    let mut s = hot_seat("7732177154162426432414127663745", "en");
    s.keys("i");
    assert!(s.finish_solve(7));
    assert_eq!(s.app.hint_state(), HintState::Exact, "{:?}", shown(&s));
    let everything = SearchSettings {
        depth_limit: None,
        ..SearchSettings::default()
    };
    let searched: Vec<(usize, i32)> = move_values(
        s.app.position(),
        &everything,
        None,
        &mut Table::for_one_search(&everything),
    )
    .expect("small enough")
    .iter()
    .map(|v| (v.mv, v.score))
    .collect();
    let values = shown(&s);
    assert_eq!(without_source(&values), searched);
    // The estimates study was not needed in the end.
    assert!(s.app.study().is_none());
}

#[test]
fn a_move_undo_or_hints_off_drop_the_solve_and_its_late_answers() {
    let mut s = hot_seat(MIDDLE, "en");
    s.keys("i");
    let first = s.app.hints_solve().cloned().expect("a solve");
    // The person plays: the solve of the old position is dropped, the new one's started.
    let orders: Vec<Work> = s
        .app
        .update(AppEvent::Action(Action::Game(GameAction::PlayDigit(1))))
        .into_iter()
        .collect();
    let second = s
        .app
        .hints_solve()
        .cloned()
        .expect("the new position's solve");
    assert_ne!(second.id, first.id);
    assert_ne!(
        Playable::from(second.position.clone()),
        Playable::from(first.position.clone())
    );
    assert!(
        orders
            .iter()
            .any(|w| matches!(w, Work::Solve(r) if r.id == second.id))
            && orders
                .iter()
                .any(|w| matches!(w, Work::KeepSolve(Some(id)) if *id == second.id)),
        "{orders:?}"
    );
    // The old solve's answers arrive anyway: dropped.
    let before = s.app.hints();
    s.update(AppEvent::HintSolved {
        id: first.id,
        mv: first.moves[0],
        score: 999,
    });
    s.update(AppEvent::HintSolveEnded {
        id: first.id,
        end: morpion::analysis::exact_hints::SolveEnd::Done,
    });
    assert_eq!(s.app.hints(), before);
    assert_eq!(s.app.hints_solve(), Some(&second));
    // Undo: back to the first position, a new solve for it.
    s.keys("u");
    let third = s.app.hints_solve().cloned().expect("a solve again");
    assert_eq!(third.position, first.position);
    assert!(third.id > second.id);
    // Hints off: nothing wanted, the thread is told.
    let orders: Vec<Work> = s
        .app
        .update(AppEvent::Action(Action::Hints(HintsAction::Toggle)))
        .into_iter()
        .collect();
    assert_eq!(s.app.hints_solve(), None);
    assert!(
        orders.iter().any(|w| matches!(w, Work::KeepSolve(None))),
        "{orders:?}"
    );

    // Against the AI (v gives it O's side; X, the person, is to move): the person's move ends
    // the solve, and none starts on the AI's turn.
    let mut s = hot_seat(MIDDLE, "en");
    s.keys("iv");
    assert_eq!(s.app.message(), Some("You against the AI"));
    let solve = s.app.hints_solve().cloned().expect("the person's solve");
    let orders: Vec<Work> = s
        .app
        .update(AppEvent::Action(Action::Game(GameAction::PlayDigit(1))))
        .into_iter()
        .collect();
    assert_eq!(s.app.hints_solve(), None);
    assert_eq!(s.app.hint_state(), HintState::Idle);
    assert!(
        orders.iter().any(|w| matches!(w, Work::KeepSolve(None)))
            && !orders.iter().any(|w| matches!(w, Work::Solve(_))),
        "{orders:?}"
    );
    s.update(AppEvent::HintSolved {
        id: solve.id,
        mv: solve.moves[0],
        score: 999,
    });
    assert_eq!(s.app.hints(), None);
}
