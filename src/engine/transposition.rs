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

use super::{Bound, MAX_PLY, Score, TableSize, WIN};

/// The remaining depth recorded for a position searched to the end of the game.
pub(crate) const TO_THE_END: u8 = u8::MAX;

/// Scores at least this far from zero are wins or losses carrying a distance in plies.
const DECIDED: Score = WIN - MAX_PLY as Score;

/// What the table holds for one position.
/// Aligned so that no entry straddles two cache lines: a look-up costs one memory access.
#[derive(Clone, Copy, Debug, Default)]
#[repr(align(32))]
struct Entry {
    key: [u64; 2],
    /// Node-relative score (see [`to_table`]).
    score: i16,
    /// Plies searched below the position, or [`TO_THE_END`].
    depth: u8,
    /// 0 for an empty slot, else the bound's code.
    bound: u8,
}

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

/// A fixed-size, always-replace hash table of searched positions.
pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
    pub(crate) stats: TableStats,
}

impl Table {
    /// The largest power-of-two table that fits in `size` (at least one entry).
    pub(crate) fn new(size: TableSize) -> Self {
        let entry_bytes = std::mem::size_of::<Entry>();
        let wanted = (size.bytes / entry_bytes).max(1);
        let capacity = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        let mut entries = Vec::with_capacity(capacity);
        advise_huge_pages(entries.as_mut_ptr(), capacity * entry_bytes);
        entries.resize(capacity, Entry::default());
        Self {
            entries,
            mask: capacity - 1,
            stats: TableStats {
                capacity: capacity as u64,
                bytes: (capacity * entry_bytes) as u64,
                ..TableStats::default()
            },
        }
    }

    /// Forgets every position and zeroes the counters (between iterations of a deepening search).
    pub(crate) fn clear(&mut self) {
        if self.stats.stores > 0 {
            self.entries.fill(Entry::default());
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

    /// Asks the processor to start fetching the slot of `key`, so that a look-up a little later
    /// does not wait for memory (the table is far bigger than the caches).
    #[inline]
    pub(crate) fn prefetch(&self, key: u128) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let entry: *const Entry = &self.entries[self.slot(key)];
            // SAFETY: a prefetch is only a hint: it never faults, and the program reads nothing
            // through it. The pointer comes from a live reference into the table anyway.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(entry.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The stored score and bound of the position `key`, `ply` plies below the root, if it was
    /// searched exactly `depth` plies deep.
    #[inline]
    pub(crate) fn probe(&mut self, key: u128, depth: u8, ply: usize) -> Option<(Score, Bound)> {
        self.stats.probes += 1;
        let entry = self.entries[self.slot(key)];
        if entry.bound == Entry::EMPTY || entry.key != split(key) || entry.depth != depth {
            return None;
        }
        self.stats.hits += 1;
        Some((
            from_table(Score::from(entry.score), ply),
            bound_of(entry.bound),
        ))
    }

    /// Records that the position `key`, `ply` plies below the root, searched `depth` plies deep,
    /// scored `score` with `bound`.
    #[inline]
    pub(crate) fn store(&mut self, key: u128, depth: u8, ply: usize, score: Score, bound: Bound) {
        self.stats.stores += 1;
        let slot = self.slot(key);
        self.entries[slot] = Entry {
            key: split(key),
            score: to_table(score, ply) as i16,
            depth,
            bound: bound_code(bound),
        };
    }
}

/// Asks Linux to back `bytes` of fresh memory at `start` with 2 MiB pages where it can: a
/// table look-up then rarely misses the processor's address cache (TLB) on top of the data
/// cache, which makes a big table's look-ups markedly faster. Only a hint, given before the
/// memory is first written; other systems go without.
fn advise_huge_pages<T>(start: *mut T, bytes: usize) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let first = (start as usize).next_multiple_of(PAGE);
        let end = (start as usize + bytes) / PAGE * PAGE;
        if end > first {
            // SAFETY: the range lies inside one live allocation of ours; the advice changes
            // how the kernel backs it, never its contents or who may use it.
            unsafe {
                libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (start, bytes);
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
