//! The exact solver's table: values and bounds of positions solved, in buckets of three that
//! share one cache line, keeping the positions that cost the most to solve again.
//!
//! Unlike the textbook search's table, an entry is never tied to a depth: the solver always
//! searches to the end of the game, so an entry is a fact about its position, true whatever
//! the root. Scores are stored counted from the position (see [`to_table`]).

use super::memory::{OutOfMemory, Zeroable, Zeroed, prefetch, zeroed};
use super::transposition::{from_table, to_table};
use super::{Bound, Score, TableSize, TableStats};

/// One position: its key, its score and bound, and how much work it stands for.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C)]
struct Entry {
    /// The position's key, in four parts so that three entries fit in 64 bytes.
    key: [u32; 4],
    /// Score counted from the position.
    score: i16,
    /// 0 for an empty slot, else 1 exact, 2 lower bound, 3 upper bound.
    bound: u8,
    /// How many positions solving it took, as a bit length: the bigger, the more a lost entry
    /// would cost to find again.
    work: u8,
}

/// Three entries on one cache line.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C, align(64))]
struct Bucket {
    entries: [Entry; 3],
}

// SAFETY: integers only; all zero is a bucket of empty entries.
unsafe impl Zeroable for Bucket {}

fn split(key: u128) -> [u32; 4] {
    [
        key as u32,
        (key >> 32) as u32,
        (key >> 64) as u32,
        (key >> 96) as u32,
    ]
}

/// The solver's table.
pub(crate) struct SolveTable {
    buckets: Zeroed<Bucket>,
    mask: usize,
    pub(crate) stats: TableStats,
}

impl SolveTable {
    /// The largest power-of-two number of buckets that fits in `size` (at least one); an error
    /// if the system has not that much memory to give.
    pub(crate) fn new(size: TableSize) -> Result<Self, OutOfMemory> {
        let bucket_bytes = size_of::<Bucket>();
        let count = size.power_of_two_slots(bucket_bytes);
        Ok(Self {
            buckets: zeroed(count)?,
            mask: count - 1,
            stats: TableStats {
                capacity: 3 * count as u64,
                bytes: (count * bucket_bytes) as u64,
                ..TableStats::default()
            },
        })
    }

    /// Empties every bucket and zeroes the counters.
    pub(crate) fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
        self.stats = TableStats {
            capacity: self.stats.capacity,
            bytes: self.stats.bytes,
            ..TableStats::default()
        };
    }

    #[inline]
    fn bucket(&self, key: u128) -> usize {
        let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
        (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 17) as usize & self.mask
    }

    /// Starts fetching the bucket of `key` from memory, for a look-up a little later.
    #[inline]
    pub(crate) fn prefetch(&self, key: u128) {
        prefetch(&self.buckets[self.bucket(key)]);
    }

    /// The score and bound stored for the position `key`, seen from `ply` plies below the root.
    #[inline]
    pub(crate) fn probe(&mut self, key: u128, ply: usize) -> Option<(Score, Bound)> {
        self.stats.probes += 1;
        let wanted = split(key);
        let bucket = &self.buckets[self.bucket(key)];
        let entry = bucket
            .entries
            .iter()
            .find(|e| e.bound != 0 && e.key == wanted)?;
        self.stats.hits += 1;
        let bound = match entry.bound {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some((from_table(Score::from(entry.score), ply), bound))
    }

    /// Records the score and bound of the position `key`, `ply` plies below the root, which
    /// took `work` to solve (see [`Entry::work`]). It replaces the same position's entry, or
    /// else an empty one, or else the one standing for the least work.
    #[inline]
    pub(crate) fn store(&mut self, key: u128, ply: usize, score: Score, bound: Bound, work: u32) {
        self.stats.stores += 1;
        let wanted = split(key);
        let index = self.bucket(key);
        let entries = &mut self.buckets[index].entries;
        let slot = entries
            .iter()
            .position(|e| e.bound == 0 || e.key == wanted)
            .unwrap_or_else(|| {
                (0..3)
                    .min_by_key(|&i| entries[i].work)
                    .expect("three entries")
            });
        entries[slot] = Entry {
            key: wanted,
            score: to_table(score, ply) as i16,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
            work: work.min(u32::from(u8::MAX)) as u8,
        };
    }
}
