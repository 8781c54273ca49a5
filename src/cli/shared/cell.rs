//! A board's cell as `analyze` and `autoplay` print it: its index, row, column and name.

use serde::Serialize;

use crate::games::mnk::Geometry;

/// A cell in every form a reader may want: `index = row × cols + col`, all 0-based, and its name ("b2").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Cell {
    pub(crate) index: usize,
    pub(crate) row: usize,
    pub(crate) col: usize,
    pub(crate) name: String,
}

impl Cell {
    pub(crate) fn new(geometry: &Geometry, index: usize) -> Self {
        let (row, col) = geometry.row_col(index);
        Self {
            index,
            row,
            col,
            name: geometry.move_name(index),
        }
    }
}
