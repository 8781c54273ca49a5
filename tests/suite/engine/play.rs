//! The engine as a player: tactics, perfect self-play, games against a random player,
//! reproducible tie-breaks, and the node budget and stop flag.

use morpion::engine::SearchOptions;
use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use morpion::engine::{Game, SearchReport, SearchSettings, Terminal, WIN, search};
use morpion::games::mnk::{Mark, Mnk};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

fn with_pruning(pruning: bool) -> SearchSettings {
    // Full depth, draw evaluation, reading order, no table: the textbook search.
    SearchSettings {
        pruning,
        ..SearchSettings::default()
    }
}

fn position(board: &str) -> Mnk {
    Mnk::from_board(board, None).expect("a valid test position")
}

/// Both searches, the seed changed between picks so every tie-break gets a chance to go wrong.
fn reports(game: &Mnk) -> Vec<SearchReport<usize>> {
    let mut all = Vec::new();
    for pruning in [false, true] {
        for seed in 0..5 {
            all.push(search(
                game,
                &with_pruning(pruning),
                &SearchOptions {
                    seed,
                    ..Default::default()
                },
            ));
        }
    }
    all
}

#[test]
fn a_win_in_one_is_taken() {
    for (board, win) in [("XX./OO./...", 2), ("XX./OO./X..", 5)] {
        for report in reports(&position(board)) {
            assert_eq!(report.value, WIN - 1, "{board}");
            assert_eq!(report.best_moves, vec![win], "{board}");
            assert_eq!(report.best_move, Some(win), "{board}");
            assert_eq!(report.pv, vec![win], "{board}");
        }
    }
}

#[test]
fn a_threat_is_blocked() {
    // O threatens a1-b1-c1; blocking on c1 also forks b2-c1-a3 and c1-c2-c3, winning on ply 3.
    let game = position("OO./.X./..X");
    for report in reports(&game) {
        assert_eq!(report.best_moves, vec![2]);
        assert_eq!(report.best_move, Some(2));
        assert_eq!(report.value, WIN - 3);
    }
    let exact = search(&game, &with_pruning(false), &SearchOptions::default());
    for m in exact.moves.iter().filter(|m| m.mv != 2) {
        assert_eq!(
            m.score,
            -(WIN - 2),
            "not blocking on {} loses at once",
            m.mv
        );
    }
}

#[test]
fn the_faster_of_two_wins_is_preferred() {
    // b1 wins now; c3 forks (b1 and c2) and wins two plies later.
    let game = position("X.X/.O./O..");
    let exact = search(&game, &with_pruning(false), &SearchOptions::default());
    let score_of = |cell| {
        exact
            .moves
            .iter()
            .find(|m| m.mv == cell)
            .expect("legal")
            .score
    };
    assert_eq!(score_of(1), WIN - 1);
    assert_eq!(score_of(8), WIN - 3);
    for report in reports(&game) {
        assert_eq!(report.value, WIN - 1);
        assert_eq!(report.best_moves, vec![1]);
        assert_eq!(report.best_move, Some(1));
    }
}

/// Plays the game out with the engine choosing for both sides; returns the final position and the moves.
fn self_play(settings: &SearchSettings, seed: u64) -> (Mnk, Vec<usize>) {
    let mut game = Mnk::tic_tac_toe();
    let mut rng = StdRng::seed_from_u64(seed);
    let mut moves = Vec::new();
    while game.terminal().is_none() {
        let report = search(
            &game,
            settings,
            &SearchOptions {
                seed: rng.random(),
                ..Default::default()
            },
        );
        let mv = report.best_move.expect("an open position has a best move");
        game.play(mv).expect("the engine plays legal moves");
        moves.push(mv);
    }
    (game, moves)
}

#[test]
fn perfect_self_play_with_alpha_beta_always_draws() {
    for seed in 0..200 {
        let (end, moves) = self_play(&with_pruning(true), seed);
        assert_eq!(
            end.terminal(),
            Some(Terminal::Draw),
            "seed {seed}: {moves:?}"
        );
        assert_eq!(moves.len(), 9);
    }
}

#[test]
fn perfect_self_play_with_plain_minimax_always_draws() {
    for seed in 0..3 {
        let (end, moves) = self_play(&with_pruning(false), seed);
        assert_eq!(
            end.terminal(),
            Some(Terminal::Draw),
            "seed {seed}: {moves:?}"
        );
    }
}

#[test]
fn the_same_seed_replays_the_same_game() {
    for seed in [0, 7, 42] {
        assert_eq!(
            self_play(&with_pruning(true), seed),
            self_play(&with_pruning(true), seed)
        );
    }
}

#[test]
fn different_seeds_break_the_opening_tie_differently() {
    let empty = Mnk::tic_tac_toe();
    let mut openings = BTreeSet::new();
    for seed in 0..50 {
        let report = search(
            &empty,
            &with_pruning(true),
            &SearchOptions {
                seed,
                ..Default::default()
            },
        );
        assert_eq!(
            report.best_moves,
            (0..9).collect::<Vec<_>>(),
            "every opening draws"
        );
        openings.insert(report.best_move.expect("the empty board has moves"));
    }
    assert!(openings.len() > 1, "50 seeds all chose {openings:?}");
}

#[test]
fn the_ai_never_loses_to_a_random_player() {
    let geometry = Arc::new(morpion::games::mnk::Geometry::new(3, 3, 3).expect("3×3"));
    let (mut ai_wins, mut draws) = (0, 0);
    for seed in 0..500u64 {
        let ai = if seed % 2 == 0 { Mark::X } else { Mark::O };
        let first = if seed % 4 < 2 { Mark::X } else { Mark::O };
        let mut game = Mnk::new(Arc::clone(&geometry), first);
        let mut rng = StdRng::seed_from_u64(seed);
        let mut legal = Vec::new();
        while game.terminal().is_none() {
            let mv = if game.to_move() == ai {
                search(
                    &game,
                    &with_pruning(true),
                    &SearchOptions {
                        seed: rng.random(),
                        ..Default::default()
                    },
                )
                .best_move
                .expect("an open position has a best move")
            } else {
                game.legal_moves(&mut legal);
                *legal.choose(&mut rng).expect("an open position has moves")
            };
            game.play(mv).expect("legal");
        }
        match game.winner() {
            Some(winner) => {
                assert_eq!(
                    winner,
                    ai,
                    "seed {seed}: the random player won {}",
                    game.to_board()
                );
                ai_wins += 1;
            }
            None => draws += 1,
        }
    }
    assert_eq!(ai_wins + draws, 500);
    assert!(
        ai_wins > draws,
        "a random player should lose most games: {ai_wins} wins, {draws} draws"
    );
}

/// A report with the run-dependent parts (time, budget setting) cleared, for comparing runs.
fn comparable(mut report: SearchReport<usize>) -> SearchReport<usize> {
    report.elapsed = Duration::ZERO;
    report.settings.node_budget = None;
    report
}

#[test]
fn a_search_stops_once_it_has_visited_more_than_its_budget() {
    for pruning in [false, true] {
        let settings = SearchSettings {
            node_budget: Some(1000),
            ..with_pruning(pruning)
        };
        let report = search(&Mnk::tic_tac_toe(), &settings, &SearchOptions::default());
        assert!(!report.complete, "pruning {pruning}");
        assert_eq!(report.best_move, None);
        assert_eq!(report.nodes, 1001);
        assert!(report.pv.is_empty());
    }
}

#[test]
fn a_budget_that_covers_the_search_changes_nothing() {
    for pruning in [false, true] {
        let unlimited = search(
            &Mnk::tic_tac_toe(),
            &with_pruning(pruning),
            &SearchOptions {
                seed: 3,
                ..Default::default()
            },
        );
        let needed = unlimited.nodes;
        for budget in [needed, needed + 1, u64::MAX] {
            let settings = SearchSettings {
                node_budget: Some(budget),
                ..with_pruning(pruning)
            };
            let report = search(
                &Mnk::tic_tac_toe(),
                &settings,
                &SearchOptions {
                    seed: 3,
                    ..Default::default()
                },
            );
            assert_eq!(
                comparable(report),
                comparable(unlimited.clone()),
                "budget {budget}"
            );
        }
        let short = SearchSettings {
            node_budget: Some(needed - 1),
            ..with_pruning(pruning)
        };
        let report = search(
            &Mnk::tic_tac_toe(),
            &short,
            &SearchOptions {
                seed: 3,
                ..Default::default()
            },
        );
        assert!(!report.complete, "one node short, pruning {pruning}");
        assert_eq!(report.nodes, needed);
        assert_eq!(report.best_move, None);
    }
}

#[test]
fn a_raised_stop_flag_ends_the_search_incomplete() {
    let stop = AtomicBool::new(true);
    for pruning in [false, true] {
        let report = search(
            &Mnk::tic_tac_toe(),
            &with_pruning(pruning),
            &SearchOptions {
                stop: Some(&stop),
                ..Default::default()
            },
        );
        assert!(!report.complete, "pruning {pruning}");
        assert_eq!(report.best_move, None);
        assert!(report.pv.is_empty());
    }
    let lowered = AtomicBool::new(false);
    let report = search(
        &Mnk::tic_tac_toe(),
        &with_pruning(false),
        &SearchOptions {
            stop: Some(&lowered),
            ..Default::default()
        },
    );
    assert!(report.complete);
    assert_eq!(report.nodes, 549_945);
}
