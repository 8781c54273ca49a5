//! Every reachable position of a board, found by walking the game tree with apply/undo.

use std::collections::HashSet;

use morpion::engine::Game;
use morpion::games::mnk::Mnk;

/// Each distinct position reachable from `start` once (the start included), in discovery order.
/// Positions are told apart by their board string, which with X moving first fixes the side to move.
pub fn reachable_from(start: &Mnk) -> Vec<Mnk> {
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    let mut game = start.clone();
    walk(&mut game, &mut seen, &mut found);
    found
}

fn walk(game: &mut Mnk, seen: &mut HashSet<String>, found: &mut Vec<Mnk>) {
    if !seen.insert(game.to_board()) {
        return;
    }
    found.push(game.clone());
    if game.terminal().is_some() {
        return;
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    for mv in moves {
        game.apply(mv);
        walk(game, seen, found);
        game.undo(mv);
    }
}

/// The 5,478 reachable 3×3 positions.
pub fn tic_tac_toe_positions() -> Vec<Mnk> {
    reachable_from(&Mnk::tic_tac_toe())
}

/// The reachable 3×3 positions where the game is still on (someone has a move to make).
pub fn open_tic_tac_toe_positions() -> Vec<Mnk> {
    tic_tac_toe_positions()
        .into_iter()
        .filter(|game| game.terminal().is_none())
        .collect()
}
