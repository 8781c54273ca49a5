//! The game's one solver, lent in turn to the hints and to the AI's perfect play: the hints'
//! values are the solver's exact values, the AI's moves are those of a player with a table of
//! its own, and both work in one table (what the hints learnt, the AI finds).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use morpion::analysis::GameSolver;
use morpion::analysis::exact_hints::{HintSolver, SolveEnd, SolveLive, solving_order};
use morpion::analysis::perfect::{PerfectPlay, PerfectPlayer};
use morpion::engine::{Game, Solver, TableSize};
use morpion::games::mnk::{Geometry, Mnk};
use morpion::games::playable::Playable;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// Positions with 15 to 27 stones and their scores in the published convention.
const MID_SET: &str = include_str!("../../../assets/c4-mid.txt");

/// No think time limit: the test asks what the AI plays, not how fast.
const UNHURRIED: Duration = Duration::from_secs(3600);

/// The game's table memory by default, which the game's solver grows up to.
const GAME_MEMORY: TableSize = TableSize::mib(16);

fn connect_four(columns: &str) -> Mnk {
    Mnk::from_columns(Arc::new(Geometry::connect_four()), columns).expect("legal columns")
}

/// The first `count` positions of the middle set, with their published scores.
fn mid_positions(count: usize) -> Vec<(Mnk, i64)> {
    MID_SET
        .lines()
        .take(count)
        .map(|line| {
            let (columns, score) = line.split_once(' ').expect("columns and a score");
            (connect_four(columns), score.parse().expect("a score"))
        })
        .collect()
}

fn legal(position: &Mnk) -> Vec<usize> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves
}

/// What the AI chose at `position` with `player` and the seed `seed`, and the positions its
/// solver visited.
fn ai_choice(player: &mut PerfectPlayer, position: &Mnk, seed: u64) -> (PerfectPlay, u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let play = player
        .choose(
            &Playable::Board(position.clone()),
            UNHURRIED,
            None,
            &mut rng,
        )
        .expect("Connect Four is played perfectly");
    let positions = match &play {
        PerfectPlay::Solver { positions, .. } => *positions,
        other => panic!("the solver should have chosen at {position:?}: {other:?}"),
    };
    (play, positions)
}

#[test]
fn the_hints_and_the_ai_share_one_table_and_keep_the_solvers_values() {
    let shared = GameSolver::growing(GAME_MEMORY);
    let mut hints = HintSolver::sharing(shared.clone(), 1);
    let mut ai = PerfectPlayer::sharing(shared.clone());
    // The positions the AI's solver visited at each answer: sharing the hints' table, alone.
    let mut searched = Vec::new();
    for (seed, (person, published)) in mid_positions(8).into_iter().enumerate() {
        // The person thinks: the hints solve every move.
        let order = solving_order(&person, &legal(&person));
        let mut found = Vec::new();
        let end = hints.solve(&person, &order, None, None, |mv, v| found.push((mv, v)));
        assert_eq!(end, SolveEnd::Done);
        let mut alone = Solver::new(GAME_MEMORY).expect("memory");
        let expected: Vec<(usize, i32)> = order
            .iter()
            .map(|&mv| (mv, alone.solve_move(&person, mv, None).expect("no stop").0))
            .collect();
        assert_eq!(found, expected, "{}", person.to_board());
        let best = found.iter().map(|&(_, v)| v).max().expect("moves");
        assert_eq!(person.published_score(best), published);
        // The person plays the best move nearest the centre; the AI answers.
        let &(played, _) = found.iter().find(|&&(_, v)| v == best).expect("a best");
        let mut position = person.clone();
        position.apply(played);
        if position.is_over() {
            continue;
        }
        let (shared_play, shared_positions) = ai_choice(&mut ai, &position, seed as u64);
        let mut own = PerfectPlayer::new(TableSize::mib(64));
        let (own_play, own_positions) = ai_choice(&mut own, &position, seed as u64);
        assert_eq!(
            shared_play.exact(),
            own_play.exact(),
            "{}",
            position.to_board()
        );
        let value = shared_play.exact().expect("solved").value;
        assert_eq!(position.published_score(value), -published);
        searched.push((shared_positions, own_positions));
    }
    // The hints solved each of these positions to find the person's move: the AI reads their
    // values back from the one table, where a table of its own starts from nothing.
    let shared_total: u64 = searched.iter().map(|&(shared, _)| shared).sum();
    let own_total: u64 = searched.iter().map(|&(_, own)| own).sum();
    assert!(
        searched.len() == 6 && 10 * shared_total < own_total,
        "positions with the hints' table and alone: {searched:?}"
    );
    // One table, within the game's table memory.
    let bytes = shared.table_bytes().expect("made, and nobody holds it");
    assert!(bytes > 0 && bytes <= GAME_MEMORY.bytes as u64, "{bytes}");
}

#[test]
fn a_move_stops_the_hints_and_the_ai_has_the_solver() {
    let shared = GameSolver::growing(GAME_MEMORY);
    // Three stones: each move takes the solver far longer than the test waits.
    let early = connect_four("171");
    let order = solving_order(&early, &legal(&early));
    let (position, published) = mid_positions(1).remove(0);
    let stop = AtomicBool::new(false);
    let live = SolveLive::default();
    let (end, play) = std::thread::scope(|scope| {
        let solving = scope.spawn(|| {
            HintSolver::sharing(shared.clone(), 1).solve(
                &early,
                &order,
                Some(&stop),
                Some(&live),
                |_, _| {},
            )
        });
        while live.positions() == 0 {
            std::thread::yield_now();
        }
        // The person moves: the App stops the hints, and the AI's search starts.
        stop.store(true, Ordering::Relaxed);
        let (play, _) = ai_choice(&mut PerfectPlayer::sharing(shared.clone()), &position, 0);
        (solving.join().expect("the solve ends"), play)
    });
    assert_eq!(end, SolveEnd::Stopped);
    let value = play.exact().expect("solved").value;
    assert_eq!(position.published_score(value), published);
}
