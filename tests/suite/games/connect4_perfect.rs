//! Connect Four played perfectly: the opening book's lines agree with the solver (a sample
//! re-solved), the AI as first player beats a perfect opponent in every seeded game, and as
//! second player it never lets a drawn or won position turn into a loss against random and
//! greedy opponents.

use std::sync::Arc;
use std::time::Duration;

use morpion::analysis::book::{COLUMNS, OpeningBook};
use morpion::analysis::perfect::{PerfectPlay, PerfectPlayer};
use morpion::engine::{Game, Score, Solver, TableSize};
use morpion::games::mnk::{Geometry, Mark, Mnk};
use morpion::games::playable::Playable;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{RngExt, SeedableRng};

/// The shipped book's text, read here on its own (not through the game's parser).
const BOOK: &str = include_str!("../../../assets/connect4-book.txt");

/// No think time limit: the test asks what perfect play does, not how fast.
const UNHURRIED: Duration = Duration::from_secs(3600);

fn position(columns: &str) -> Mnk {
    Mnk::from_columns(Arc::new(Geometry::connect_four()), columns).expect("legal columns")
}

fn book_lines() -> Vec<(String, Vec<Option<Score>>)> {
    BOOK.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let mut words = line.split_whitespace();
            let columns = words.next().expect("the columns").replace('-', "");
            let values = words
                .map(|word| (word != ".").then(|| word.parse().expect("a value")))
                .collect();
            (columns, values)
        })
        .collect()
}

#[test]
fn the_book_covers_both_sides_to_its_deepest_ply_and_starts_from_the_known_values() {
    let lines = book_lines();
    let book = OpeningBook::shipped();
    assert_eq!(
        book.len(),
        lines.len(),
        "every line is a position of its own"
    );
    // The empty board: only the centre wins (with the 41st stone); columns 3 and 5 draw.
    let (columns, values) = &lines[0];
    assert_eq!(columns, "");
    assert_eq!(
        values,
        &[-960, -958, 0, 959, 0, -958, -960].map(Some).to_vec()
    );
    // After any first move, the second player's position is in the book.
    for col in 1..=7 {
        assert!(
            book.lookup(&position(&col.to_string())).is_some(),
            "column {col}"
        );
    }
    assert!(book.deepest_ply() >= 8, "the book reaches 8 stones");
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn a_sample_of_the_book_re_solved_gives_the_same_values() {
    let lines = book_lines();
    // Deep positions in debug (a shallow one takes minutes there), any in release.
    let sample = if cfg!(debug_assertions) { 3 } else { 12 };
    let candidates: Vec<_> = lines
        .iter()
        .filter(|(columns, _)| cfg!(not(debug_assertions)) || columns.len() >= 7)
        .filter(|(columns, _)| columns.len() >= 5)
        .collect();
    let mut rng = StdRng::seed_from_u64(15);
    let mut solver = Solver::new(TableSize::mib(64)).expect("64 MiB");
    for (columns, values) in candidates.sample(&mut rng, sample) {
        let board = position(columns);
        let solved = solver.solve_moves(&board, None).expect("not stopped");
        let mut found = vec![None; COLUMNS];
        for (mv, value, _) in solved {
            found[mv % COLUMNS] = Some(value);
        }
        assert_eq!(&found, values, "position {columns}");
    }
}

/// A perfect opponent's move: one of the moves whose value is the best for it (the book's
/// values where the position after it is in the book, the solver's otherwise), at random.
fn perfect_reply(board: &Mnk, solver: &mut Solver, rng: &mut StdRng) -> usize {
    let book = OpeningBook::shipped();
    let mut moves = Vec::new();
    board.legal_moves(&mut moves);
    // Each move's value for the opponent, on one scale: the AI's best reply read from the
    // book, negated, or the solver's value of the move.
    let from_book: Option<Vec<(usize, Score)>> = moves
        .iter()
        .map(|&mv| {
            let mut after = board.clone();
            after.apply(mv);
            if after.winner().is_some() {
                return Some((mv, Score::MAX));
            }
            if after.is_over() {
                return Some((mv, 0));
            }
            let entry = book.lookup(&after)?;
            Some((mv, -entry.moves.iter().map(|&(_, v)| v).max()?))
        })
        .collect();
    let values = from_book.unwrap_or_else(|| {
        solver
            .solve_moves(board, None)
            .expect("not stopped")
            .into_iter()
            .map(|(mv, value, _)| (mv, value))
            .collect()
    });
    let best = values.iter().map(|&(_, v)| v).max().expect("a move");
    let best_moves: Vec<usize> = values
        .iter()
        .filter(|&&(_, v)| v == best)
        .map(|&(mv, _)| mv)
        .collect();
    *best_moves.choose(rng).expect("a best move")
}

/// The AI's perfect move at `board` and what it knew of it.
fn ai_move(player: &mut PerfectPlayer, board: &Mnk, rng: &mut StdRng) -> (usize, Score) {
    let play = player
        .choose(&Playable::Board(board.clone()), UNHURRIED, None, rng)
        .expect("Connect Four is played perfectly");
    let exact = match &play {
        PerfectPlay::Book(exact) | PerfectPlay::Solver { exact, .. } => exact,
        other => panic!("no perfect move at {}: {other:?}", board.to_board()),
    };
    assert!(exact.best_moves.contains(&exact.choice));
    (exact.choice, exact.value)
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn as_first_player_the_ai_beats_a_perfect_opponent_in_every_game() {
    let games = if cfg!(debug_assertions) { 1 } else { 4 };
    for seed in 0..games {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut player = PerfectPlayer::new(TableSize::mib(256));
        let mut opponent = Solver::new(TableSize::mib(256)).expect("256 MiB");
        let mut board = position("");
        let mut line = String::new();
        while !board.is_over() {
            let mv = if board.to_move() == Mark::X {
                let (mv, value) = ai_move(&mut player, &board, &mut rng);
                assert!(value > 0, "game {seed}, {line}: the AI's position is won");
                mv
            } else {
                perfect_reply(&board, &mut opponent, &mut rng)
            };
            line.push_str(&(mv % COLUMNS + 1).to_string());
            board.apply(mv);
        }
        assert_eq!(board.winner(), Some(Mark::X), "game {seed}: {line}");
    }
}

/// The opponents of the second-player games: random, or greedy (it wins at once when it can,
/// else blocks the AI's win at once, else plays at random).
fn weak_reply(board: &Mnk, greedy: bool, rng: &mut StdRng) -> usize {
    let mut moves = Vec::new();
    board.legal_moves(&mut moves);
    moves.shuffle(rng);
    if greedy {
        let wins = |mover: &Mnk, mv: usize| {
            let mut after = mover.clone();
            after.apply(mv);
            after.winner().is_some()
        };
        if let Some(&win) = moves.iter().find(|&&mv| wins(board, mv)) {
            return win;
        }
        // A cell where the AI's next stone would make a line: blocked by playing there.
        let ai = board.to_move().other();
        let ai_stones = (0..board.geometry().cells())
            .filter(|&cell| board.mark_at(cell) == Some(ai))
            .fold(0_u64, |stones, cell| stones | 1 << cell);
        let ai_wins_on = |cell: usize| {
            board
                .geometry()
                .holds_line_through(ai_stones | 1 << cell, cell)
        };
        if let Some(&block) = moves.iter().find(|&&mv| ai_wins_on(mv)) {
            return block;
        }
    }
    moves[rng.random_range(0..moves.len())]
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn as_second_player_the_ai_never_loses_a_drawn_or_won_position() {
    let games = if cfg!(debug_assertions) { 2 } else { 8 };
    for seed in 0..games {
        let greedy = seed % 2 == 1;
        let mut rng = StdRng::seed_from_u64(100 + seed);
        let mut player = PerfectPlayer::new(TableSize::mib(256));
        let mut board = position("");
        let mut line = String::new();
        // The best value the AI has held: once not lost, never lost.
        let mut held: Option<Score> = None;
        while !board.is_over() {
            let mv = if board.to_move() == Mark::O {
                let (mv, value) = ai_move(&mut player, &board, &mut rng);
                if let Some(before) = held {
                    assert!(
                        value >= 0 || before < 0,
                        "game {seed}, {line}: a position worth {before} became {value}"
                    );
                }
                held = Some(held.map_or(value, |h| h.max(value)));
                mv
            } else {
                weak_reply(&board, greedy, &mut rng)
            };
            line.push_str(&(mv % COLUMNS + 1).to_string());
            board.apply(mv);
        }
        if held.is_some_and(|value| value > 0) {
            assert_eq!(board.winner(), Some(Mark::O), "game {seed}: {line}");
        } else if held == Some(0) {
            assert_ne!(board.winner(), Some(Mark::X), "game {seed}: {line}");
        }
    }
}
