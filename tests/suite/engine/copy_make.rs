//! The textbook search's copy-make path (bit boards, `Game::placement`) against its apply/undo
//! path: the same rules without `placement` must give the same report to the last position,
//! on boards small enough for the table of winning sets and on bigger ones that scan lines.

use morpion::engine::SearchOptions;
use std::sync::Arc;

use morpion::engine::{Evaluation, Game, MoveOrder, SearchSettings, Terminal, search};
use morpion::games::mnk::{Geometry, Mark, Mnk};
use proptest::prelude::*;

/// The m,n,k rules without their bit-board view, so the search takes the apply/undo path.
#[derive(Clone)]
struct WithoutPlacement(Mnk);

impl Game for WithoutPlacement {
    type Move = usize;

    fn legal_moves(&self, out: &mut Vec<usize>) {
        self.0.legal_moves(out);
    }

    fn apply(&mut self, mv: usize) {
        self.0.apply(mv);
    }

    fn undo(&mut self, mv: usize) {
        self.0.undo(mv);
    }

    fn terminal(&self) -> Option<Terminal> {
        self.0.terminal()
    }

    fn heuristic(&self) -> i32 {
        self.0.heuristic()
    }

    fn move_name(&self, mv: usize) -> String {
        self.0.move_name(mv)
    }
}

fn empty_board(rows: usize, cols: usize, k: usize) -> Mnk {
    Mnk::new(
        Arc::new(Geometry::new(rows, cols, k).expect("valid shape")),
        Mark::X,
    )
}

/// Plays the moves picked by `choices` (indexes into the legal moves, wrapped), stopping
/// before a move that would end the game.
fn position_after(mut game: Mnk, choices: &[usize]) -> Mnk {
    let mut legal = Vec::new();
    for &choice in choices {
        game.legal_moves(&mut legal);
        let mv = legal[choice % legal.len()];
        game.apply(mv);
        if game.terminal().is_some() {
            game.undo(mv);
            break;
        }
    }
    game
}

fn textbook(pruning: bool, depth_limit: Option<u32>, node_budget: Option<u64>) -> SearchSettings {
    SearchSettings {
        pruning,
        depth_limit,
        evaluation: Evaluation::Draw,
        node_budget,
        move_order: MoveOrder::Reading,
        transposition: None,
    }
}

/// Both paths' reports, elapsed times aside, must be equal.
fn assert_same_report(game: &Mnk, settings: &SearchSettings) {
    let fast = search(
        game,
        settings,
        &SearchOptions {
            seed: 7,
            ..Default::default()
        },
    );
    let slow = search(
        &WithoutPlacement(game.clone()),
        settings,
        &SearchOptions {
            seed: 7,
            ..Default::default()
        },
    );
    let context = format!("{} under {settings:?}", game.to_board());
    assert!(fast.nodes > 0, "{context}");
    assert_eq!(fast.moves, slow.moves, "{context}");
    assert_eq!(
        (fast.value, fast.nodes, fast.tie_check_nodes, fast.complete),
        (slow.value, slow.nodes, slow.tie_check_nodes, slow.complete),
        "{context}"
    );
    assert_eq!(
        (&fast.best_moves, fast.best_move, &fast.pv),
        (&slow.best_moves, slow.best_move, &slow.pv),
        "{context}"
    );
}

#[test]
fn both_paths_agree_from_the_empty_3x3_board_to_the_last_position() {
    let empty = Mnk::tic_tac_toe();
    for pruning in [false, true] {
        for depth_limit in [None, Some(1), Some(4), Some(8)] {
            assert_same_report(&empty, &textbook(pruning, depth_limit, None));
        }
    }
}

#[test]
fn both_paths_stop_at_the_same_position_when_the_budget_runs_out() {
    let empty = Mnk::tic_tac_toe();
    for budget in [1, 9, 10, 4_095, 4_096, 4_097, 100_000] {
        for pruning in [false, true] {
            let settings = textbook(pruning, None, Some(budget));
            assert_same_report(&empty, &settings);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// 4×4 and 3×5 boards use the table of winning sets; 5×5, 4×5 and 7×7 scan the lines
    /// through the cell played.
    #[test]
    fn both_paths_agree_on_random_positions(
        shape in prop_oneof![
            Just((4, 4, 3)), Just((4, 4, 4)), Just((3, 5, 3)),
            Just((5, 5, 4)), Just((4, 5, 3)), Just((7, 7, 5)),
        ],
        choices in prop::collection::vec(0usize..64, 0..40),
        pruning in any::<bool>(),
        depth in 1u32..5,
    ) {
        let (rows, cols, k) = shape;
        let game = position_after(empty_board(rows, cols, k), &choices);
        let empty_cells = game.empty_cells();
        // Deep enough to reach finished games near the end, shallow enough to stay quick.
        let depth_limit = (empty_cells > 7).then_some(depth);
        assert_same_report(&game, &textbook(pruning, depth_limit, None));
    }
}
