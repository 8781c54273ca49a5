//! The board's symmetries as cell permutations, used to fold equivalent positions together,
//! and named, to say how two positions of one class are related.

/// How a board's position maps onto another the same up to the board's symmetries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symmetry {
    /// The very same position (reached by other moves, perhaps).
    Same,
    /// Mirrored left to right.
    MirrorLeftRight,
    /// Mirrored top to bottom.
    MirrorTopBottom,
    /// Mirrored across one of the square board's diagonals.
    MirrorDiagonal,
    /// Turned half a turn.
    HalfTurn,
    /// Turned a quarter of a turn (one way or the other).
    QuarterTurn,
}

/// The symmetries of a board shape other than the identity, each as the image of every cell.
///
/// A square board has 8 (rotations and reflections), a rectangular one 4 (the two mirrors and
/// the half turn), a board whose pieces fall (gravity) only the left-right mirror: turning it
/// would change where pieces can go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symmetries {
    maps: Vec<(Symmetry, Vec<u8>)>,
}

impl Symmetries {
    /// The symmetries of a `rows`×`cols` board; `mirror_only` for boards with gravity.
    pub fn of(rows: usize, cols: usize, mirror_only: bool) -> Self {
        type Transform = fn(usize, usize, usize, usize) -> (usize, usize);
        let mirror: Transform = |r, c, _, cols| (r, cols - 1 - c);
        let flip: Transform = |r, c, rows, _| (rows - 1 - r, c);
        let half_turn: Transform = |r, c, rows, cols| (rows - 1 - r, cols - 1 - c);
        let transpose: Transform = |r, c, _, _| (c, r);
        let anti_transpose: Transform = |r, c, rows, _| (rows - 1 - c, rows - 1 - r);
        let quarter_turn: Transform = |r, c, rows, _| (c, rows - 1 - r);
        let three_quarter_turn: Transform = |r, c, rows, _| (rows - 1 - c, r);
        let mut transforms = vec![(Symmetry::MirrorLeftRight, mirror)];
        if !mirror_only {
            transforms.extend([
                (Symmetry::MirrorTopBottom, flip),
                (Symmetry::HalfTurn, half_turn),
            ]);
            if rows == cols {
                transforms.extend([
                    (Symmetry::MirrorDiagonal, transpose),
                    (Symmetry::MirrorDiagonal, anti_transpose),
                    (Symmetry::QuarterTurn, quarter_turn),
                    (Symmetry::QuarterTurn, three_quarter_turn),
                ]);
            }
        }
        let maps = transforms
            .into_iter()
            .map(|(kind, transform)| {
                let map = (0..rows * cols)
                    .map(|cell| {
                        let (r, c) = transform(cell / cols, cell % cols, rows, cols);
                        (r * cols + c) as u8
                    })
                    .collect();
                (kind, map)
            })
            .collect();
        Self { maps }
    }

    /// How many symmetries there are, the identity included.
    pub fn count(&self) -> usize {
        self.maps.len() + 1
    }

    /// The smallest of `key(image of (a, b))` over every symmetry, the identity included:
    /// the same for every position of a symmetry class.
    pub fn canonical(&self, a: u64, b: u64, key: impl Fn(u64, u64) -> u128) -> u128 {
        self.maps.iter().fold(key(a, b), |smallest, (_, map)| {
            smallest.min(key(permute(a, map), permute(b, map)))
        })
    }

    /// How the position whose two sides' bit boards are `from` maps onto `to`: the same
    /// position, or the first of the board's symmetries (in the order above) that takes one
    /// onto the other; `None` when none does.
    pub fn relation(&self, from: [u64; 2], to: [u64; 2]) -> Option<Symmetry> {
        if from == to {
            return Some(Symmetry::Same);
        }
        self.maps
            .iter()
            .find(|(_, map)| from.map(|bits| permute(bits, map)) == to)
            .map(|&(kind, _)| kind)
    }
}

/// The image of bit board `bits` under the cell permutation `map`.
#[inline]
fn permute(mut bits: u64, map: &[u8]) -> u64 {
    let mut image = 0;
    while bits != 0 {
        image |= 1 << map[bits.trailing_zeros() as usize];
        bits &= bits - 1;
    }
    image
}
