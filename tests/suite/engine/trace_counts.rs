//! The search's steps against its report: one `enter` per position counted, every position closed once, the root's values the report's.

use std::cell::RefCell;
use std::ops::ControlFlow;
use std::sync::Arc;

use morpion::engine::{
    Evaluation, Game, MoveOrder, SearchOptions, SearchReport, SearchSettings, Step, StepKind,
    TableSize, search, step_at,
};
use morpion::games::bones::Bones;
use morpion::games::mnk::{Geometry, Mark, Mnk};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::common::positions::open_tic_tac_toe_positions;

/// What a stream of steps showed, checked as it came (a sweep never holds a whole tree).
struct Seen<M> {
    steps: u64,
    enters: u64,
    /// The paths entered and not yet left: every `enter` pushes, every `leaf`/`exit` pops.
    open: Vec<Vec<M>>,
    /// The values the root's children returned, in order.
    root_values: Vec<i32>,
    root_exit: Option<i32>,
    problems: Vec<String>,
}

impl<M: Copy + PartialEq + std::fmt::Debug> Seen<M> {
    fn new() -> Self {
        Self {
            steps: 0,
            enters: 0,
            open: Vec::new(),
            root_values: Vec::new(),
            root_exit: None,
            problems: Vec::new(),
        }
    }

    fn take(&mut self, step: &Step<M>) {
        self.steps += 1;
        let first = self.steps == 1;
        if first != matches!(step.kind, StepKind::Root) {
            self.problems.push(format!(
                "step {}: {:?} (the root comes first, once)",
                self.steps, step.kind
            ));
        }
        if self.root_exit.is_some() {
            self.problems
                .push(format!("step {} after the root was left", self.steps));
        }
        match &step.kind {
            StepKind::Root => self.open.push(Vec::new()),
            StepKind::Enter => {
                self.enters += 1;
                let parent = self.open.last().cloned().unwrap_or_default();
                if step.path.len() != parent.len() + 1 || step.path[..parent.len()] != parent[..] {
                    self.problems
                        .push(format!("entered {:?} from {parent:?}", step.path));
                }
                self.open.push(step.path.clone());
            }
            StepKind::Leaf { value, .. } | StepKind::Exit { value, .. } => {
                if self.open.pop().as_ref() != Some(&step.path) {
                    self.problems
                        .push(format!("left {:?}, not the open position", step.path));
                }
                if step.path.is_empty() {
                    self.root_exit = Some(*value);
                }
            }
            StepKind::Update { value, .. } => {
                if self.open.last() != Some(&step.path) {
                    self.problems
                        .push(format!("update at {:?}, not the open position", step.path));
                }
                if step.path.is_empty() {
                    self.root_values.push(*value);
                }
            }
            StepKind::Cut { skipped, .. } => {
                if skipped.is_empty() || self.open.last() != Some(&step.path) {
                    self.problems
                        .push(format!("cut at {:?} skipping {skipped:?}", step.path));
                }
            }
        }
    }
}

/// Searches `game` with an observer; returns the report and what the steps showed.
fn watched<G: Game>(game: &G, settings: &SearchSettings) -> (SearchReport<G::Move>, Seen<G::Move>) {
    let seen = RefCell::new(Seen::new());
    let observer = |step: &Step<G::Move>| {
        seen.borrow_mut().take(step);
        ControlFlow::Continue(())
    };
    let options = SearchOptions {
        observer: Some(&observer),
        ..Default::default()
    };
    let report = search(game, settings, &options);
    (report, seen.into_inner())
}

/// The steps of `game`'s search agree with its report: as many `enter` steps as positions
/// counted, every position left once, the root left last with the report's value, and the
/// root's children returning the report's move scores. The same search without an observer
/// reports the same.
fn check<G: Game>(game: &G, settings: &SearchSettings, context: impl Fn() -> String) {
    let (report, seen) = watched(game, settings);
    assert!(
        seen.problems.is_empty(),
        "{}: {:?}",
        context(),
        &seen.problems[..seen.problems.len().min(5)]
    );
    assert_eq!(seen.enters, report.nodes, "{}: enter steps", context());
    assert!(
        seen.open.is_empty(),
        "{}: positions never left: {:?}",
        context(),
        seen.open
    );
    assert_eq!(
        seen.root_exit,
        Some(report.value),
        "{}: the root's value",
        context()
    );
    let scores: Vec<i32> = report.moves.iter().map(|m| m.score).collect();
    assert_eq!(
        seen.root_values,
        scores,
        "{}: the root moves' scores",
        context()
    );
    let mut unwatched = search(game, settings, &SearchOptions::default());
    unwatched.elapsed = report.elapsed;
    assert_eq!(
        unwatched,
        report,
        "{}: the same report without an observer",
        context()
    );
}

fn textbook(pruning: bool, depth_limit: Option<u32>, evaluation: Evaluation) -> SearchSettings {
    SearchSettings {
        pruning,
        depth_limit,
        evaluation,
        ..SearchSettings::default()
    }
}

#[test]
fn the_empty_board_enters_the_published_count_and_the_panels_alpha_beta_count() {
    let empty = Mnk::tic_tac_toe();
    let (plain, seen) = watched(&empty, &textbook(false, None, Evaluation::Draw));
    assert_eq!(
        (seen.enters, plain.nodes),
        (549_945, 549_945),
        "tests/FACTS.md"
    );
    let (pruned, seen) = watched(&empty, &textbook(true, None, Evaluation::Draw));
    assert_eq!((seen.enters, pruned.nodes), (20_865, 20_865));
    // The tie checks ran (and sent no step): their positions are counted apart.
    assert_eq!(pruned.tie_check_nodes, 13_204);
}

/// Every open 3×3 position with at most `empty` empty cells, under every textbook setting.
fn sweep_tic_tac_toe(max_empty: u32) {
    let positions: Vec<Mnk> = open_tic_tac_toe_positions()
        .into_iter()
        .filter(|p| p.empty_cells() <= max_empty)
        .collect();
    for position in &positions {
        for pruning in [false, true] {
            for depth in [None, Some(1), Some(2), Some(4)] {
                for evaluation in [Evaluation::Draw, Evaluation::Heuristic] {
                    let settings = textbook(pruning, depth, evaluation);
                    check(position, &settings, || format!("{position:?} {settings:?}"));
                }
            }
        }
    }
}

#[test]
fn every_open_position_near_the_end_enters_what_its_report_counts() {
    sweep_tic_tac_toe(5);
}

#[test]
#[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
fn every_open_tic_tac_toe_position_enters_what_its_report_counts() {
    assert_eq!(
        open_tic_tac_toe_positions().len(),
        4_520,
        "tests/FACTS.md: 5,478 less 958 over"
    );
    sweep_tic_tac_toe(9);
}

/// A position reached by `plies` random moves that leave the game on.
fn random_position(start: &Mnk, plies: usize, rng: &mut StdRng) -> Mnk {
    loop {
        let mut game = start.clone();
        let mut moves = Vec::new();
        for _ in 0..plies {
            if game.terminal().is_some() {
                break;
            }
            game.legal_moves(&mut moves);
            game.apply(moves[rng.random_range(0..moves.len())]);
        }
        if game.terminal().is_none() {
            return game;
        }
    }
}

#[test]
fn random_positions_of_the_bigger_boards_enter_what_their_reports_count() {
    let four = Mnk::new(Arc::new(Geometry::new(4, 4, 4).expect("4×4")), Mark::X);
    let connect4 = Mnk::new(
        Arc::new(Geometry::new(6, 7, 4).expect("7×6").with_gravity(true)),
        Mark::X,
    );
    let mut rng = StdRng::seed_from_u64(14);
    for (start, plies, depth) in [(&four, 7, 3), (&connect4, 10, 3)] {
        for _ in 0..6 {
            let position = random_position(start, plies, &mut rng);
            for pruning in [false, true] {
                for evaluation in [Evaluation::Draw, Evaluation::Heuristic] {
                    let settings = textbook(pruning, Some(depth), evaluation);
                    check(&position, &settings, || {
                        format!("{position:?} {settings:?}")
                    });
                }
            }
        }
    }
}

#[test]
fn every_small_heap_of_bones_enters_what_its_report_counts() {
    for heap in 1..=14 {
        for pruning in [false, true] {
            for depth in [None, Some(3)] {
                let settings = textbook(pruning, depth, Evaluation::Draw);
                check(&Bones::new(heap), &settings, || {
                    format!("heap {heap} {settings:?}")
                });
            }
        }
    }
}

#[test]
fn with_move_ordering_and_a_table_the_steps_still_match_the_count() {
    let mut rng = StdRng::seed_from_u64(12);
    for _ in 0..10 {
        let position = random_position(&Mnk::tic_tac_toe(), 2, &mut rng);
        for pruning in [false, true] {
            let settings = SearchSettings {
                move_order: MoveOrder::Threats,
                transposition: Some(TableSize::mib(1)),
                ..textbook(pruning, None, Evaluation::Draw)
            };
            check(&position, &settings, || {
                format!("{position:?} {settings:?}")
            });
        }
    }
}

#[test]
fn a_finished_game_is_a_root_scored_at_once() {
    let mut won = Mnk::tic_tac_toe();
    for cell in [0, 3, 1, 4, 2] {
        won.apply(cell);
    }
    assert!(won.terminal().is_some(), "X completed the top row");
    let (report, seen) = watched(&won, &textbook(true, None, Evaluation::Draw));
    assert_eq!((seen.steps, seen.enters, report.nodes), (2, 0, 0));
    assert_eq!(seen.root_exit, Some(report.value));
}

/// Every step of a small search, in order.
fn all_steps(game: &Mnk, settings: &SearchSettings) -> Vec<Step<usize>> {
    let steps = RefCell::new(Vec::new());
    let observer = |step: &Step<usize>| {
        steps.borrow_mut().push(step.clone());
        ControlFlow::Continue(())
    };
    let options = SearchOptions {
        observer: Some(&observer),
        ..Default::default()
    };
    search(game, settings, &options);
    steps.into_inner()
}

#[test]
fn seeking_step_n_re_runs_to_the_same_step() {
    let position = Mnk::from_board("X../.O./...", None).expect("a position");
    for pruning in [false, true] {
        let settings = textbook(pruning, None, Evaluation::Draw);
        let steps = all_steps(&position, &settings);
        let total = steps.len() as u64;
        for n in [1, 2, 17, total / 2, total - 1, total] {
            assert_eq!(
                step_at(&position, &settings, n).as_ref(),
                Some(&steps[n as usize - 1]),
                "step {n} of {total}, pruning {pruning}"
            );
        }
        assert_eq!(step_at(&position, &settings, total + 1), None);
        assert_eq!(step_at(&position, &settings, 0), None);
    }
}

#[test]
fn an_observer_that_breaks_ends_the_search_there_incomplete() {
    let heard = RefCell::new(0u32);
    let observer = |_: &Step<usize>| {
        *heard.borrow_mut() += 1;
        if *heard.borrow() == 10 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    };
    let options = SearchOptions {
        observer: Some(&observer),
        ..Default::default()
    };
    let report = search(&Mnk::tic_tac_toe(), &SearchSettings::default(), &options);
    assert_eq!(heard.into_inner(), 10);
    assert!(!report.complete);
    assert_eq!(report.best_move, None);
}
