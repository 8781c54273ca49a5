//! What the exact solver's table and bounds ask of an m,n,k position: keys shared with the
//! mirror image, move tags, and the static bound of the opponent's "claimeven" strategy.

use super::Mnk;
use super::hints::position_key;
use super::runs::Runs;
use crate::engine::{Score, Solver, WIN};

/// The compact key of a position on a board `cols` wide with gravity, from the side to move's
/// stones and the opponent's: the board shifted one row down under an empty row, the side to
/// move's stones set, and in each column the cell above its top stone (the bottom one if it
/// has none) set too. That cell is each column's first set bit from the top, and the stones
/// below it are all there, so the cols × (rows + 1) bits (at most 64, see
/// [`super::MAX_BITS`]) tell the position from every other.
#[inline(always)]
fn compact_key(own: u64, theirs: u64, bottom: u64, cols: u32) -> u64 {
    let occupied = own | theirs;
    let tops = (occupied | bottom << cols) & !(occupied << cols);
    own << cols | tops
}

/// Positions with at most this many empty cells keep their dead stones' colours in their key:
/// they are cheap to solve again, and the look for dead stones would cost more than it saves.
const DEAD_STONES_MIN_EMPTY: u32 = 12;

/// Stones of a board `W` wide, four in a row (`full` its cells), whose colour can no longer
/// matter, so that the key may count them as the side to move's: every line of four through
/// such a stone that still has an empty cell holds, besides it, a stone of each side that is
/// not one of them. That line stays closed to both sides whatever colours these stones take,
/// and a line without an empty cell can no longer be made: no value, forecast or bound
/// changes. Found in two passes: the stones whose every such line holds another stone of each
/// side, then those of them whose lines hold such stones from outside the first pass's set.
#[inline(always)]
fn dead_stones<const W: u32>(runs: &Runs, full: u64, x: u64, o: u64) -> u64 {
    let steps: [u32; 4] = [1, W, W + 1, W - 1];
    let empty = full & !(x | o);
    // Whether a line from each start holds a cell of `cells`.
    let any = |cells: u64, step: u32| (0..4).fold(0, |found, i| found | cells >> (i * step));
    // Every cell of the lines from `starts`.
    let spread = |starts: u64, step: u32| (0..4).fold(0, |cells, i| cells | starts << (i * step));
    // The starts of the lines with an empty cell, in each direction (both passes need them).
    let mut open = [0; 4];
    for ((open, direction), step) in open.iter_mut().zip(&runs.directions).zip(steps) {
        *open = direction.starts & any(empty, step);
    }
    let (mut live_x, mut live_o) = (0, 0);
    for (open, step) in open.into_iter().zip(steps) {
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
    for (open, step) in open.into_iter().zip(steps) {
        live |= spread(open & !(any(kept_x, step) & any(kept_o, step)), step);
    }
    candidates & !live
}

/// A compact key of a board `cols` wide seen in a mirror: each column moved to the column as
/// far from the other side; `first` is the first column's bits in the key.
#[inline(always)]
fn mirror_compact(key: u64, first: u64, cols: u32) -> u64 {
    let mut image = 0;
    for col in 0..cols {
        let column = key & first << col;
        let shift = cols as i32 - 1 - 2 * col as i32;
        image |= if shift >= 0 {
            column << shift
        } else {
            column >> -shift
        };
    }
    image
}

impl Mnk {
    /// The solver's key: under gravity a position and its mirror image (worth the same) share
    /// the smaller of their two keys, and `true` says this one is the mirrored of the two.
    /// Boards without gravity keep [`position_key`] (their symmetries cost more to fold than
    /// they save). Boards with gravity get compact keys ([`Solver::compact_key`], which the
    /// solver's table keeps in 8 bytes); on Connect Four boards their dead stones count as the
    /// side to move's.
    #[inline]
    pub(super) fn mirrored_key(&self) -> (u128, bool) {
        let (own, theirs) = self.sides();
        if !self.gravity {
            return (position_key(own, theirs), false);
        }
        let runs = self.geometry.runs();
        let (key, image) = by_four_width!(self.four, W => {
            // Dead stones count as the side to move's, so that positions differing only in
            // their colours share one entry.
            let dead = if self.empty_cells() > DEAD_STONES_MIN_EMPTY {
                dead_stones::<W>(runs, self.full, own, theirs)
            } else {
                0
            };
            let key = compact_key(own | dead, theirs & !dead, runs.bottom, W);
            (key, mirror_compact(key, runs.key_column, W))
        }, _ => {
            let cols = self.geometry.cols() as u32;
            let key = compact_key(own, theirs, runs.bottom, cols);
            (key, mirror_compact(key, runs.key_column, cols))
        });
        let (key, mirrored) = if image < key {
            (image, true)
        } else {
            (key, false)
        };
        (Solver::compact_key(key, runs.key_bits), mirrored)
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
    /// line, the opponent wins by the last move at the latest. On Connect Four boards the
    /// same holds when every line the side to move's cells hold has one of the opponent's
    /// below it, which is complete first (see [`every_line_preempted`]): on 7×6, c4-begin then
    /// takes 8 % fewer positions, the empty board 15 % fewer. `None` when the rule says nothing
    /// (the side to move's cells hold a line the opponent's do not pre-empt, or the board does
    /// not fit the rule).
    #[inline]
    pub(super) fn claimeven_bound(&self) -> Option<Score> {
        let (own, theirs) = self.sides();
        self.claimeven_bound_of(own, theirs, self.empty_cells())
    }

    /// [`Self::claimeven_bound`] of the position after the side to move plays `cell`, for the
    /// opponent, who moves there.
    #[inline]
    pub(super) fn claimeven_bound_after(&self, cell: usize) -> Option<Score> {
        let (own, theirs) = self.sides();
        self.claimeven_bound_of(theirs, own | 1 << cell, self.empty_cells() - 1)
    }

    /// The cells each side ends up with when the opponent of the side to move (whose stones
    /// are `own`) plays claimeven: the side to move's at most, and the opponent's.
    #[inline(always)]
    fn claimeven_cells(&self, own: u64, theirs: u64) -> (u64, u64) {
        let runs = self.geometry.runs();
        let occupied = own | theirs;
        let empty = self.full & !occupied;
        let playable = empty & (occupied >> self.geometry.cols() | runs.bottom);
        let claimed = theirs | (empty & runs.even_heights & !playable);
        (self.full & !claimed, claimed)
    }

    /// [`Self::claimeven_bound`] with `own` the side to move's stones, `theirs` the other's,
    /// and `empty_cells` the empty cells left.
    #[inline(always)]
    fn claimeven_bound_of(&self, own: u64, theirs: u64, empty_cells: u32) -> Option<Score> {
        let runs = self.geometry.runs();
        if !self.gravity {
            return None;
        }
        if runs.even_heights == 0 || !empty_cells.is_multiple_of(2) {
            // No claimeven; but a side with no line free of the other's stones cannot win.
            let open = self.full & !theirs;
            let no_line =
                by_four_width!(self.four, W => !runs.has_line_on::<4, W>(open), _ => false);
            return no_line.then_some(0);
        }
        let (mine, claimed) = self.claimeven_cells(own, theirs);
        let (mine_has_line, claimed_has_line) = by_four_width!(self.four, W => {
            let has_line = |cells| runs.has_line_on::<4, W>(cells);
            (
                has_line(mine) && !every_line_preempted::<W>(runs, mine, claimed),
                has_line(claimed),
            )
        }, _ => (runs.has_line(mine), runs.has_line(claimed)));
        if mine_has_line {
            return None;
        }
        Some(if claimed_has_line {
            -(WIN - empty_cells as Score)
        } else {
            0
        })
    }
}

/// On a Connect Four board `W` wide, whether every line of four in `mine` (the
/// side to move's cells once the opponent has played claimeven) is pre-empted by a line of four
/// in `claimed` (the opponent's): one in the same columns, each of its cells lower in its
/// column than the other line's cell there. Columns fill from the bottom, so when the side to
/// move fills the last cell of its line, the opponent's cells below it were all filled before,
/// and the opponent had won. A vertical line of the mover's is never counted as pre-empted.
#[inline]
fn every_line_preempted<const W: u32>(runs: &Runs, mine: u64, claimed: u64) -> bool {
    // Rows are W cells, row 0 at the top; lines start at their top, then leftmost, cell.
    let [
        right_starts,
        down_starts,
        down_right_starts,
        down_left_starts,
    ] = runs.directions.map(|direction| direction.starts);
    let lines = |cells: u64, starts: u64, step: u32| {
        starts & cells & cells >> step & cells >> (2 * step) & cells >> (3 * step)
    };
    if lines(mine, down_starts, W) != 0 {
        return false;
    }
    let (my_right, my_down_right, my_down_left) = (
        lines(mine, right_starts, 1),
        lines(mine, down_right_starts, W + 1),
        lines(mine, down_left_starts, W - 1),
    );
    if my_right | my_down_right | my_down_left == 0 {
        return true;
    }
    let (right, down_right, down_left) = (
        lines(claimed, right_starts, 1),
        lines(claimed, down_right_starts, W + 1),
        lines(claimed, down_left_starts, W - 1),
    );
    // The cells 1 or more rows above `cells` in their columns, and 4 or more: shifted up a
    // row, then smeared up by 1, 2 and 4 rows (at most 8 rows; rows above the top drop out).
    let above = |cells: u64| {
        let mut found = cells >> W;
        found |= found >> W;
        found |= found >> (2 * W);
        found | found >> (4 * W)
    };
    let far_above = |cells: u64| above(cells >> (3 * W));
    // Where a line of the mover's in each direction must start to be pre-empted by one of
    // the opponent's: its start in the same columns, moved up (a down-left line starts in its
    // rightmost column, 3 columns right of the others').
    let covers_right = above(right) | above(down_right) | above(down_left >> 3);
    let covers_down_right = far_above(right) | above(down_right) | far_above(down_left >> 3);
    let covers_down_left = far_above(right << 3) | far_above(down_right << 3) | above(down_left);
    my_right & !covers_right == 0
        && my_down_right & !covers_down_right == 0
        && my_down_left & !covers_down_left == 0
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};

    use super::*;
    use crate::engine::{Game, MoveOrder, SearchOptions, SearchSettings, TableSize, search};
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

    /// [`every_line_preempted`] by its definition, line by line: every line of four in `mine`
    /// is not vertical, and a line of four in `claimed` that is not vertical either spans the
    /// same columns, each of its cells lower than the other's in that column.
    fn preempted_line_by_line(mine: u64, claimed: u64) -> bool {
        let geometry = Geometry::connect_four();
        // (column, row) of each cell, row 0 at the top.
        let cells = |line: u64| -> Vec<(u64, u64)> {
            (0..42)
                .filter(|cell| line >> cell & 1 == 1)
                .map(|cell| (cell % 7, cell / 7))
                .collect()
        };
        let vertical = |line: u64| cells(line).iter().all(|&(col, _)| col == cells(line)[0].0);
        let within = |cells_of: u64| {
            geometry
                .lines()
                .iter()
                .copied()
                .filter(move |&line| line & cells_of == line)
        };
        within(mine).all(|mine_line| {
            let mine_cells = cells(mine_line);
            !vertical(mine_line)
                && within(claimed).filter(|&line| !vertical(line)).any(|line| {
                    cells(line).iter().all(|&(col, row)| {
                        mine_cells
                            .iter()
                            .any(|&(mine_col, mine_row)| mine_col == col && mine_row < row)
                    })
                })
        })
    }

    #[test]
    fn a_line_of_the_movers_is_preempted_by_one_of_the_opponents_lower_in_the_same_columns() {
        let geometry = Geometry::connect_four();
        let runs = geometry.runs();
        // Rows of 7 cells from the top: row 5 is the bottom one.
        let row = |row: u64, from: u64| 0b1111 << (7 * row + from);
        let diagonal = |row: u64, col: u64, step: u64| {
            (0..4).fold(0, |cells, i| cells | 1 << (7 * row + col + i * step))
        };
        // No line of the mover's: nothing to pre-empt.
        assert!(every_line_preempted::<7>(runs, 0, row(5, 0)));
        // A row of the mover's above one of the opponent's, and below it.
        assert!(every_line_preempted::<7>(runs, row(2, 1), row(4, 1)));
        assert!(!every_line_preempted::<7>(runs, row(4, 1), row(2, 1)));
        // Across other columns, even in part: nothing comes first for sure.
        assert!(!every_line_preempted::<7>(runs, row(2, 1), row(4, 2)));
        // A diagonal of the opponent's below a row of the mover's, in its columns.
        assert!(every_line_preempted::<7>(
            runs,
            row(1, 0),
            diagonal(2, 0, 8)
        ));
        assert!(every_line_preempted::<7>(
            runs,
            row(1, 0),
            diagonal(2, 3, 6)
        ));
        // A down-right diagonal of the mover's needs the opponent's row below its lowest cell.
        assert!(every_line_preempted::<7>(
            runs,
            diagonal(0, 0, 8),
            row(4, 0)
        ));
        assert!(!every_line_preempted::<7>(
            runs,
            diagonal(0, 0, 8),
            row(3, 0)
        ));
        // Two lines of the mover's: both must be pre-empted.
        assert!(!every_line_preempted::<7>(
            runs,
            row(0, 0) | row(3, 3),
            row(2, 0)
        ));
        // A column of the mover's never is.
        assert!(!every_line_preempted::<7>(
            runs,
            diagonal(0, 0, 7),
            row(4, 0) | row(5, 0)
        ));
    }

    #[test]
    fn preempted_lines_found_with_bit_boards_are_the_ones_found_line_by_line() {
        let mut rng = StdRng::seed_from_u64(5);
        let geometry = Geometry::connect_four();
        let (lines, runs) = (geometry.lines(), geometry.runs());
        let (mut preempted, mut not) = (0, 0);
        for _ in 0..20_000 {
            // A line or two of the mover's, a few of the opponent's clear of them, and a few
            // cells more on each side.
            let (mut mine, mut claimed) = (0u64, 0u64);
            for _ in 0..rng.random_range(1..3) {
                mine |= lines[rng.random_range(0..lines.len())];
            }
            for _ in 0..rng.random_range(1..4) {
                let line = lines[rng.random_range(0..lines.len())];
                if line & mine == 0 {
                    claimed |= line;
                }
            }
            for cell in 0..42 {
                if (mine | claimed) >> cell & 1 == 0 {
                    match rng.random_range(0..10) {
                        0 => mine |= 1 << cell,
                        1 => claimed |= 1 << cell,
                        _ => {}
                    }
                }
            }
            let expected = preempted_line_by_line(mine, claimed);
            assert_eq!(
                every_line_preempted::<7>(runs, mine, claimed),
                expected,
                "{mine:#x} {claimed:#x}"
            );
            if expected {
                preempted += 1;
            } else {
                not += 1;
            }
        }
        assert!(
            preempted > 300 && not > 1000,
            "{preempted} pre-empted, {not} not"
        );
    }

    #[test]
    #[ignore = "slow in a debug build; .ci/run runs it in debug and release with --include-ignored"]
    fn a_mover_whose_lines_are_all_preempted_never_wins() {
        // Random positions near the end where the rule gives its bound only because every line
        // of the mover's is pre-empted, checked by the textbook alpha-beta search (which knows
        // nothing of the bound).
        let mut rng = StdRng::seed_from_u64(3);
        let settings = SearchSettings {
            move_order: MoveOrder::Threats,
            transposition: Some(TableSize::mib(16)),
            ..SearchSettings::default()
        };
        let mut checked = 0;
        let mut moves = Vec::new();
        while checked < 25 {
            let mut position = Mnk::from_columns(Arc::new(Geometry::connect_four()), "").unwrap();
            for _ in 0..2 * rng.random_range(12..15) {
                if position.terminal().is_some() {
                    break;
                }
                position.legal_moves(&mut moves);
                position.apply(moves[rng.random_range(0..moves.len())]);
            }
            if position.terminal().is_some() || position.empty_cells() % 2 == 1 {
                continue;
            }
            let (own, theirs) = position.sides();
            let (mine, claimed) = position.claimeven_cells(own, theirs);
            let runs = position.geometry.runs();
            if !runs.has_line(mine) || !every_line_preempted::<7>(runs, mine, claimed) {
                continue;
            }
            let bound = position.claimeven_bound();
            assert_eq!(bound, Some(-(WIN - position.empty_cells() as Score)));
            let value = search(&position, &settings, &SearchOptions::default()).value;
            assert!(value <= bound.unwrap(), "{}: {value}", position.to_board());
            checked += 1;
        }
    }

    #[test]
    fn dead_stones_all_given_to_the_side_to_move_change_no_line_either_side_can_still_make() {
        let mut flipped = 0;
        for position in positions(3000) {
            let (own, theirs) = position.sides();
            let dead = dead_stones::<7>(position.geometry.runs(), position.full, own, theirs);
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
            let dead = dead_stones::<7>(position.geometry.runs(), position.full, x, o);
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
