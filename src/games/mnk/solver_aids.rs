//! What the exact solver's table and bounds ask of an m,n,k position: keys shared with the
//! mirror image, move tags, and the static bound of the opponent's "claimeven" strategy.

use super::Mnk;
use super::hints::position_key;
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
            let key = compact_key(own, theirs, self.geometry.runs().bottom);
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
