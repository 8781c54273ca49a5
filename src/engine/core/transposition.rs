//! The transposition table: scores of positions already searched, with their bound and depth.
//!
//! Correctness rules (each one tested against plain minimax):
//! - an entry records whether its score is exact, a lower bound (the search failed high) or an
//!   upper bound (it failed low), and a probe only uses it when that settles the current window;
//! - an entry records how many plies below it were searched (or "to the end"), and only answers
//!   a probe that needs exactly that many. A deeper entry would usually be a better guess, but
//!   then a depth-limited search would no longer return the depth-limited minimax value it
//!   reports (tested on a game whose positions recur at different plies); on m,n,k boards a
//!   position always recurs at the same ply of a search, so nothing is lost there;
//! - win and loss scores count plies from the root, so the table stores them counted from the
//!   position itself and converts back on the way out: a transposition reached at another ply
//!   then gets the right distance.
//!
//! An entry also records which position of the search wrote it (its number, counted as the
//! search counts positions), so a view of the search can say where an answer came from: the
//! same position reached by other moves, or one the same under the game's symmetries.

use super::memory::{OutOfMemory, Zeroable, Zeroed, zeroed};
use super::{Bound, MAX_PLY, Score, TableSize, WIN};

/// The remaining depth recorded for a position searched to the end of the game.
pub(crate) const TO_THE_END: u8 = u8::MAX;

/// Scores at least this far from zero are wins or losses carrying a distance in plies.
pub(crate) const DECIDED: Score = WIN - MAX_PLY as Score;

/// What the table holds for one position.
/// Aligned so that no entry straddles two cache lines: a look-up costs one memory access.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C, align(32))]
struct Entry {
    key: [u64; 2],
    /// Node-relative score (see [`to_table`]).
    score: i16,
    /// Plies searched below the position, or [`TO_THE_END`].
    depth: u8,
    /// 0 for an empty slot, else the bound's code.
    bound: u8,
    /// The table's generation when written: entries of an older one count as empty, so the
    /// table is cleared without writing it.
    generation: u16,
    /// The number of the position that wrote it, in the order the search entered positions
    /// (1 for the first below the root). It fits in the entry's padding: 32 bytes either way.
    from: u64,
}

// SAFETY: integers only; all-zero is an empty entry of generation 0.
unsafe impl Zeroable for Entry {}

impl Entry {
    const EMPTY: u8 = 0;
}

fn bound_code(bound: Bound) -> u8 {
    match bound {
        Bound::Exact => 1,
        Bound::Lower => 2,
        Bound::Upper => 3,
    }
}

fn bound_of(code: u8) -> Bound {
    match code {
        1 => Bound::Exact,
        2 => Bound::Lower,
        _ => Bound::Upper,
    }
}

/// How the table was used during one search, for the statistics panel and the benchmark.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct TableStats {
    /// Positions looked up.
    pub probes: u64,
    /// Look-ups that found the same position searched as deep.
    pub hits: u64,
    /// Hits whose score settled the position without searching it again.
    pub cutoffs: u64,
    /// Positions written.
    pub stores: u64,
    /// Slots the table has (its memory divided by the size of one entry).
    pub capacity: u64,
    /// Memory the table occupies.
    pub bytes: u64,
}

impl TableStats {
    /// Hits per probe, 0 when nothing was probed.
    pub fn hit_rate(&self) -> f64 {
        if self.probes == 0 {
            0.0
        } else {
            self.hits as f64 / self.probes as f64
        }
    }
}

/// A fixed-size, always-replace hash table of searched positions. Made once by its owner and
/// lent to each search that wants one (a search clears it first), so a game's memory is one
/// table whatever it searches.
pub struct Table {
    entries: Zeroed<Entry>,
    mask: usize,
    /// Only entries of this generation are live (see [`Entry::generation`]).
    generation: u16,
    pub(crate) stats: TableStats,
}

impl Table {
    /// The largest power-of-two table that fits in `size` (at least one entry), its memory in
    /// place; an error if the system has not that much to give.
    pub fn new(size: TableSize) -> Result<Self, OutOfMemory> {
        let entry_bytes = std::mem::size_of::<Entry>();
        let capacity = size.power_of_two_slots(entry_bytes);
        Ok(Self {
            entries: zeroed(capacity)?,
            mask: capacity - 1,
            generation: 0,
            stats: TableStats {
                capacity: capacity as u64,
                bytes: (capacity * entry_bytes) as u64,
                ..TableStats::default()
            },
        })
    }

    /// The table `settings` ask for, if any; an error if its memory cannot be had.
    pub fn for_settings(settings: &super::SearchSettings) -> Result<Option<Self>, OutOfMemory> {
        settings.transposition.map(Self::new).transpose()
    }

    /// [`Table::for_settings`] for callers that keep no table of their own and cannot go on
    /// without its memory (tests, one-off searches).
    ///
    /// # Panics
    /// If the memory cannot be had; a caller that must survive that uses [`Table::new`].
    pub fn for_one_search(settings: &super::SearchSettings) -> Option<Self> {
        Self::for_settings(settings).unwrap_or_else(|e| panic!("{e}"))
    }

    /// The memory the table occupies.
    pub fn size(&self) -> TableSize {
        TableSize {
            bytes: self.stats.bytes as usize,
        }
    }

    /// Forgets every position and zeroes the counters (between iterations of a deepening search).
    pub(crate) fn clear(&mut self) {
        if self.stats.stores > 0 {
            // A new generation hides every entry; once the counter wraps, old entries could
            // come back to life, so then the table is really wiped.
            self.generation = self.generation.wrapping_add(1);
            if self.generation == 0 {
                self.entries.fill(Entry::default());
            }
        }
        self.stats = TableStats {
            capacity: self.stats.capacity,
            bytes: self.stats.bytes,
            ..TableStats::default()
        };
    }

    fn slot(&self, key: u128) -> usize {
        let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
        (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 17) as usize & self.mask
    }

    /// The stored score and bound of the position `key`, `ply` plies below the root, if it was
    /// searched exactly `depth` plies deep, with the number of the position that stored them.
    #[inline]
    pub(crate) fn probe(
        &mut self,
        key: u128,
        depth: u8,
        ply: usize,
    ) -> Option<(Score, Bound, u64)> {
        self.stats.probes += 1;
        let entry = self.entries[self.slot(key)];
        if entry.bound == Entry::EMPTY
            || entry.generation != self.generation
            || entry.key != split(key)
            || entry.depth != depth
        {
            return None;
        }
        self.stats.hits += 1;
        Some((
            from_table(Score::from(entry.score), ply),
            bound_of(entry.bound),
            entry.from,
        ))
    }

    /// Records that the position `key`, `ply` plies below the root, searched `depth` plies deep,
    /// scored `score` with `bound`; `from` is its number in the search.
    #[inline]
    pub(crate) fn store(&mut self, key: u128, depth: u8, ply: usize, found: Found) {
        let Found { score, bound, from } = found;
        self.stats.stores += 1;
        let slot = self.slot(key);
        self.entries[slot] = Entry {
            key: split(key),
            score: to_table(score, ply) as i16,
            depth,
            bound: bound_code(bound),
            generation: self.generation,
            from,
        };
    }
}

/// What a search found at a position, as the table records it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Found {
    pub score: Score,
    pub bound: Bound,
    /// The position's number in the search (see [`Entry::from`]).
    pub from: u64,
}

// The number of the position that wrote an entry costs no memory: it fills the padding.
const _: () = assert!(std::mem::size_of::<Entry>() == 32);

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Table({} bytes)", self.stats.bytes)
    }
}

fn split(key: u128) -> [u64; 2] {
    [key as u64, (key >> 64) as u64]
}

/// A root-relative score (wins count plies from the root) made relative to a node `ply` plies
/// below the root (wins count plies from that node).
pub(crate) fn to_table(score: Score, ply: usize) -> Score {
    let ply = ply as Score;
    if score >= DECIDED {
        score + ply
    } else if score <= -DECIDED {
        score - ply
    } else {
        score
    }
}

/// The inverse of [`to_table`].
pub(crate) fn from_table(score: Score, ply: usize) -> Score {
    let ply = ply as Score;
    if score >= DECIDED {
        score - ply
    } else if score <= -DECIDED {
        score + ply
    } else {
        score
    }
}
