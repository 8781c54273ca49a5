//! Move ordering: sorting a position's moves by the rule set's hints before searching them.

use super::{Game, MoveOrder};

/// Reorders `moves` by `game`'s hints for `order`, highest first; equal hints keep their order,
/// so the search stays deterministic. `scratch` is a reused buffer (no allocation per node).
#[inline]
pub(crate) fn order_moves<G: Game>(
    game: &G,
    order: MoveOrder,
    moves: &mut [G::Move],
    scratch: &mut Vec<(i32, G::Move)>,
) {
    if order == MoveOrder::Reading || moves.len() < 2 {
        return;
    }
    scratch.clear();
    scratch.extend(
        moves
            .iter()
            .map(|&mv| (game.move_order_hint(mv, order), mv)),
    );
    // Insertion sort: the lists are short (at most a board's cells) and it is stable.
    for i in 1..scratch.len() {
        let item = scratch[i];
        let mut j = i;
        while j > 0 && scratch[j - 1].0 < item.0 {
            scratch[j] = scratch[j - 1];
            j -= 1;
        }
        scratch[j] = item;
    }
    for (slot, &(_, mv)) in moves.iter_mut().zip(scratch.iter()) {
        *slot = mv;
    }
}
