//! What the exact solver's table and bounds ask of an m,n,k position: keys shared with the
//! mirror image, move tags, and the static bound of the opponent's "claimeven" strategy.

use super::Mnk;
use super::hints::position_key;
use super::runs::Runs;
use crate::engine::{Score, Solver, WIN};

/// The cells of the first column of a board 7 wide and 7 high, in reading order.
const FIRST_OF_SEVEN: u64 = {
    let mut cells = 0;
    let mut row = 0;
    while row < 7 {
        cells |= 1 << (7 * row);
        row += 1;
    }
    cells
};

/// The compact key of a position on a board 7 wide and at most 6 high with gravity, from the
/// side to move's stones and the opponent's: the board shifted one row down under an empty
/// row, the side to move's stones set, and in each column the cell above its top stone (the
/// bottom one if it has none) set too. That cell is each column's first set bit from the top,
/// and the stones below it are all there, so the 49 bits tell the position from every other.
#[inline(always)]
fn compact_key(own: u64, theirs: u64, bottom: u64) -> u64 {
    let occupied = own | theirs;
    let tops = (occupied | bottom << 7) & !(occupied << 7);
    own << 7 | tops
}

/// Positions with at most this many empty cells keep their dead stones' colours in their key:
/// they are cheap to solve again, and the look for dead stones would cost more than it saves.
const DEAD_STONES_MIN_EMPTY: u32 = 12;

/// Stones of a board 7 wide, four in a row (`full` its cells), whose colour can no longer
/// matter, so that the key may count them as the side to move's: every line of four through
/// such a stone that still has an empty cell holds, besides it, a stone of each side that is
/// not one of them. That line stays closed to both sides whatever colours these stones take,
/// and a line without an empty cell can no longer be made: no value, forecast or bound
/// changes. Found in two passes: the stones whose every such line holds another stone of each
/// side, then those of them whose lines hold such stones from outside the first pass's set.
#[inline(always)]
fn dead_stones(runs: &Runs, full: u64, x: u64, o: u64) -> u64 {
    const STEPS: [u32; 4] = [1, 7, 8, 6];
    let empty = full & !(x | o);
    // Whether a line from each start holds a cell of `cells`.
    let any = |cells: u64, step: u32| (0..4).fold(0, |found, i| found | cells >> (i * step));
    // Every cell of the lines from `starts`.
    let spread = |starts: u64, step: u32| (0..4).fold(0, |cells, i| cells | starts << (i * step));
    // The starts of the lines with an empty cell, in each direction (both passes need them).
    let mut open = [0; 4];
    for ((open, direction), step) in open.iter_mut().zip(&runs.directions).zip(STEPS) {
        *open = direction.starts & any(empty, step);
    }
    let (mut live_x, mut live_o) = (0, 0);
    for (open, step) in open.into_iter().zip(STEPS) {
        let (mut one_x, mut two_x, mut one_o, mut two_o) = (0, 0, 0, 0);
        for i in 0..4 {
            let (xi, oi) = (x >> (i * step), o >> (i * step));
            two_x |= one_x & xi;
            one_x |= xi;
            two_o |= one_o & oi;
            one_o |= oi;
        }
        live_x |= spread(open & !(one_o & two_x), step);
        live_o |= spread(open & !(one_x & two_o), step);
    }
    let candidates = (x & !live_x) | (o & !live_o);
    if candidates == 0 {
        return 0;
    }
    let (kept_x, kept_o) = (x & !candidates, o & !candidates);
    let mut live = 0;
    for (open, step) in open.into_iter().zip(STEPS) {
        live |= spread(open & !(any(kept_x, step) & any(kept_o, step)), step);
    }
    candidates & !live
}

/// A compact key seen in a mirror: each column moved to the column as far from the other side.
#[inline(always)]
fn mirror_compact(key: u64) -> u64 {
    let mut image = 0;
    for col in 0..7i32 {
        let column = key & FIRST_OF_SEVEN << col;
        let shift = 6 - 2 * col;
        image |= if shift >= 0 {
            column << shift
        } else {
            column >> -shift
        };
    }
    image
}

impl Mnk {
    /// Seven columns and four in a row: the shape whose shifts the solver's helpers compile in.
    #[inline(always)]
    pub(super) fn is_connect_four_shape(&self) -> bool {
        self.k == 4 && self.geometry.cols() == 7
    }

    /// The solver's key: under gravity a position and its mirror image (worth the same) share
    /// the smaller of their two keys, and `true` says this one is the mirrored of the two.
    /// Boards without gravity keep [`position_key`] (their symmetries cost more to fold than
    /// they save). Boards 7 wide and at most 6 high with gravity (Connect Four's) get compact
    /// keys ([`Solver::COMPACT_KEY`]), which the solver's table keeps in 8 bytes.
    #[inline]
    pub(super) fn mirrored_key(&self) -> (u128, bool) {
        let (own, theirs) = self.sides();
        if self.gravity && self.geometry.cols() == 7 && self.geometry.rows() <= 6 {
            let runs = self.geometry.runs();
            // Dead stones count as the side to move's, so that positions differing only in
            // their colours share one entry.
            let dead = if self.k == 4 && self.empty_cells() > DEAD_STONES_MIN_EMPTY {
                dead_stones(runs, self.full, own, theirs)
            } else {
                0
            };
            let key = compact_key(own | dead, theirs & !dead, runs.bottom);
            let image = mirror_compact(key);
            let (key, mirrored) = if image < key {
                (image, true)
            } else {
                (key, false)
            };
            return (u128::from(key) | Solver::COMPACT_KEY, mirrored);
        }
        let key = position_key(own, theirs);
        if !self.gravity {
            return (key, false);
        }
        let runs = self.geometry.runs();
        let image = if self.is_connect_four_shape() {
            position_key(runs.mirror_on::<7>(own), runs.mirror_on::<7>(theirs))
        } else {
            position_key(runs.mirror(own), runs.mirror(theirs))
        };
        if image < key {
            (image, true)
        } else {
            (key, false)
        }
    }

    /// A move's name for the solver's table: its column (mirrored when `mirrored`) under
    /// gravity, its cell otherwise, plus one.
    #[inline]
    pub(super) fn solver_move_tag(&self, cell: usize, mirrored: bool) -> u8 {
        if !self.gravity {
            return cell as u8 + 1;
        }
        let cols = self.geometry.cols();
        let col = cell % cols;
        let col = if mirrored { cols - 1 - col } else { col };
        col as u8 + 1
    }

    /// Under gravity, on a board with an even number of rows and an even number of empty
    /// cells, the opponent (not to move) can play "claimeven": answer each move in the same
    /// column, right on top, when that column had an even number of empty cells; and a move on
    /// a column with an odd number (its playable cell is at an even height) with the playable
    /// cell of another such column (there is an even number of them). The opponent then ends up
    /// with every empty cell at an even height that is not playable now, whatever the side to
    /// move does, and the side to move with at most the other cells. So if those hold no line
    /// of the side to move's, it cannot win: at most a draw; and if the opponent's cells hold a
    /// line, the opponent wins by the last move at the latest. `None` when the rule says
    /// nothing (the side to move's cells hold a line, or the board does not fit the rule).
    pub(super) fn claimeven_bound(&self) -> Option<Score> {
        let runs = self.geometry.runs();
        if !self.gravity || runs.even_heights == 0 || !self.empty_cells().is_multiple_of(2) {
            return None;
        }
        let (own, theirs) = self.sides();
        let occupied = own | theirs;
        let empty = self.full & !occupied;
        let playable = empty & (occupied >> self.geometry.cols() | runs.bottom);
        let claimed = theirs | (empty & runs.even_heights & !playable);
        let has_line = |cells| {
            if self.is_connect_four_shape() {
                runs.has_line_on::<4, 7>(cells)
            } else {
                runs.has_line(cells)
            }
        };
        if has_line(self.full & !claimed) {
            return None;
        }
        Some(if has_line(claimed) {
            -(WIN - self.empty_cells() as Score)
        } else {
            0
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};

    use super::*;
    use crate::engine::{Game, TableSize};
    use crate::games::mnk::Geometry;

    /// Random Connect Four positions with more than [`DEAD_STONES_MIN_EMPTY`] empty cells.
    fn positions(count: usize) -> Vec<Mnk> {
        let mut rng = StdRng::seed_from_u64(11);
        let mut found = Vec::new();
        let mut moves = Vec::new();
        while found.len() < count {
            let mut position = Mnk::from_columns(Arc::new(Geometry::connect_four()), "").unwrap();
            let stones = rng.random_range(8..42 - DEAD_STONES_MIN_EMPTY as usize);
            for _ in 0..stones {
                if position.terminal().is_some() {
                    break;
                }
                position.legal_moves(&mut moves);
                position.apply(moves[rng.random_range(0..moves.len())]);
            }
            if position.terminal().is_none() {
                found.push(position);
            }
        }
        found
    }

    /// The lines of four with an empty cell that each side could still complete (no stone of
    /// the other side's on them).
    fn open_lines(position: &Mnk) -> (Vec<u64>, Vec<u64>) {
        let [x, o] = position.marks;
        let empty = position.full & !(x | o);
        let lines = position
            .geometry
            .lines()
            .iter()
            .filter(|&line| line & empty != 0);
        let open = |other: u64| {
            lines
                .clone()
                .copied()
                .filter(|line| line & other == 0)
                .collect()
        };
        (open(o), open(x))
    }

    #[test]
    fn dead_stones_all_given_to_the_side_to_move_change_no_line_either_side_can_still_make() {
        let mut flipped = 0;
        for position in positions(3000) {
            let (own, theirs) = position.sides();
            let dead = dead_stones(position.geometry.runs(), position.full, own, theirs);
            let mut other = position.clone();
            let (mover, opponent) = (position.to_move.slot(), position.to_move.other().slot());
            other.marks[mover] |= dead;
            other.marks[opponent] &= !dead;
            assert_eq!(
                open_lines(&other),
                open_lines(&position),
                "{}",
                position.to_board()
            );
            flipped += (dead & theirs).count_ones();
        }
        assert!(flipped > 100, "{flipped}");
    }

    #[test]
    fn positions_that_differ_in_dead_stones_only_are_worth_the_same() {
        // One dead stone of each side swapped: a position with the same stone counts.
        let mut compared = 0;
        for position in positions(400) {
            let (x, o) = (position.marks[0], position.marks[1]);
            let dead = dead_stones(position.geometry.runs(), position.full, x, o);
            let (dead_x, dead_o) = (dead & x, dead & o);
            if dead_x == 0 || dead_o == 0 || position.empty_cells() > 24 {
                continue;
            }
            let swap = (dead_x & dead_x.wrapping_neg()) | (dead_o & dead_o.wrapping_neg());
            let mut other = position.clone();
            other.marks[0] ^= swap;
            other.marks[1] ^= swap;
            let value = |game: &Mnk| {
                let mut solver = Solver::new(TableSize::mib(4)).expect("memory for the table");
                solver.solve(game, None).value
            };
            assert_eq!(value(&other), value(&position), "{}", position.to_board());
            compared += 1;
        }
        assert!(compared > 10, "{compared}");
    }
}
