//! The exact solver's table: values, bounds and best moves of positions solved, in buckets
//! that share one cache line, keeping the positions that cost the most to solve again; several
//! threads read and write it at once.
//!
//! Two layouts of the same memory: the wide one holds any key (three entries of 20 bytes per
//! bucket, described here); the compact one ([`compact`]) holds the keys of at most 64 bits a
//! rule set flags with [`COMPACT_KEY`] in 8 bytes (eight entries per bucket). A solve picks the
//! layout from its root's key ([`SolveTable::use_layout_for`]).
//!
//! Unlike the textbook search's table, an entry is never tied to a depth: the solver always
//! searches to the end of the game, so an entry is a fact about its position, true whatever
//! the root. Scores are stored counted from the position (see [`to_table`]).
//!
//! Sharing: each bucket opens with a version number, odd while a thread writes the bucket. A
//! reader that sees the version odd, or changed while it read, takes the look-up as a miss; a
//! writer that finds the bucket busy drops its store. A miss or a lost store only costs work,
//! never a wrong answer, so no thread ever waits for another.

mod busy;
mod compact;

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering, fence};

use crate::engine::core::memory::{OutOfMemory, Zeroable, Zeroed, prefetch, zeroed};
use crate::engine::core::transposition::{from_table, to_table};
use crate::engine::core::{Bound, Score, TableSize};

/// A solver key with this bit set is compact: its low bits alone, as many as it says (see
/// [`compact_key`]), tell its position from every other of the game (see [`compact`]).
pub(crate) const COMPACT_KEY: u128 = 1 << 127;

/// A compact key with this bit set is a position near the end of the game, which the compact
/// layout keeps in a small region of the table, the one numbered at [`REGION_SHIFT`] (see
/// [`compact`]); the search sets both, the same for every look-up of a position by one thread.
pub(crate) const NEAR_KEY: u128 = 1 << 126;

pub(crate) use busy::Busy;
use compact::{Compact, key_bits};
pub(crate) use compact::{REGION_SHIFT, compact_key};

/// Words in a wide bucket: the version, then three entries of five words (the key's four parts
/// and the packed data, see [`Data`]).
const WORDS: usize = 16;
const ENTRY_WORDS: usize = 5;
const ENTRIES: usize = 3;

/// One cache line of the table: a wide bucket (sixteen 32-bit words) or a compact one (eight
/// 64-bit entries), as the table's layout says.
#[repr(C, align(64))]
struct Bucket {
    entries: [AtomicU64; 8],
}

// SAFETY: atomics of integers only; all zero is an empty bucket in both layouts.
unsafe impl Zeroable for Bucket {}

impl Bucket {
    /// The line as the wide layout's 32-bit words.
    #[inline(always)]
    fn words(&self) -> &[AtomicU32; WORDS] {
        // SAFETY: sixteen `AtomicU32` have the size of eight `AtomicU64` and a smaller
        // alignment, and every bit pattern is valid for both. A table reads and writes its lines
        // in one layout only while threads share it: the layout changes only through `&mut`
        // ([`SolveTable::use_layout_for`]), so no 32-bit access ever races a 64-bit one.
        unsafe { &*std::ptr::from_ref(&self.entries).cast::<[AtomicU32; WORDS]>() }
    }
}

/// What an entry says about its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Stored {
    /// The score, seen from the ply it was looked up at.
    pub score: Score,
    pub bound: Bound,
    /// The best move found, as the rule set tags it ([`crate::engine::Solvable::move_tag`]); 0 for none.
    pub tag: u8,
}

/// An entry's data in one word: the score (counted from the position) in the low 16 bits, the
/// bound in the next 2 (0 empty, 1 exact, 2 lower, 3 upper), then the work in 6 bits (how many
/// positions solving it took, as a bit length: the bigger, the more a lost entry would cost to
/// find again) and the best move's tag in the top 8.
struct Data;

impl Data {
    fn pack(score: Score, bound: Bound, work: u32, tag: u8) -> u32 {
        let bound = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        u32::from(score as i16 as u16) | bound << 16 | work.min(63) << 18 | u32::from(tag) << 24
    }

    fn bound(data: u32) -> Option<Bound> {
        match data >> 16 & 3 {
            0 => None,
            1 => Some(Bound::Exact),
            2 => Some(Bound::Lower),
            _ => Some(Bound::Upper),
        }
    }

    fn score(data: u32) -> Score {
        Score::from(data as u16 as i16)
    }

    fn work(data: u32) -> u32 {
        data >> 18 & 63
    }

    fn tag(data: u32) -> u8 {
        (data >> 24) as u8
    }
}

fn split(key: u128) -> [u32; 4] {
    [
        key as u32,
        (key >> 32) as u32,
        (key >> 64) as u32,
        (key >> 96) as u32,
    ]
}

/// The solver's table, shared by the threads of one solve.
pub(crate) struct SolveTable {
    buckets: Zeroed<Bucket>,
    mask: usize,
    /// The compact layout for the game's keys (only keys flagged [`COMPACT_KEY`] are kept),
    /// else the wide one.
    compact: Option<Compact>,
    /// Nothing written since the table was made or cleared, as far as its layout knows.
    fresh: bool,
}

impl SolveTable {
    /// The largest power-of-two number of buckets that fits in `size` (at least one); an error
    /// if the system has not that much memory to give.
    pub(crate) fn new(size: TableSize) -> Result<Self, OutOfMemory> {
        let count = size.power_of_two_slots(size_of::<Bucket>());
        Ok(Self {
            buckets: zeroed(count)?,
            mask: count - 1,
            compact: None,
            fresh: true,
        })
    }

    /// Takes the layout that fits `key` (the key of the root of the solve about to run): compact
    /// for a compact key if the table has the buckets for its bits, else wide. A change of
    /// layout empties the table; `true` when it happened.
    pub(crate) fn use_layout_for(&mut self, key: Option<u128>) -> bool {
        let compact = key
            .filter(|key| key & COMPACT_KEY != 0)
            .and_then(|key| Compact::new(key_bits(key), self.buckets.len()));
        let changed = compact != self.compact;
        if changed && !self.fresh {
            self.clear();
        }
        self.compact = compact;
        self.fresh = false;
        changed
    }

    /// How many positions the table can hold.
    pub(crate) fn capacity(&self) -> u64 {
        let per_bucket = if self.compact.is_some() {
            compact::ENTRIES
        } else {
            ENTRIES
        };
        (per_bucket * self.buckets.len()) as u64
    }

    /// The table's memory.
    pub(crate) fn bytes(&self) -> u64 {
        (self.buckets.len() * size_of::<Bucket>()) as u64
    }

    /// Empties every bucket.
    pub(crate) fn clear(&mut self) {
        self.fresh = true;
        for bucket in self.buckets.iter_mut() {
            for entry in &mut bucket.entries {
                *entry.get_mut() = 0;
            }
        }
    }

    #[inline]
    fn wide_bucket(&self, key: u128) -> &Bucket {
        let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
        &self.buckets[(folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 17) as usize & self.mask]
    }

    /// Starts fetching the bucket of `key` from memory, for a look-up a little later.
    #[inline(always)]
    pub(crate) fn prefetch(&self, key: u128) {
        if let Some(compact) = &self.compact {
            prefetch(compact.bucket(&self.buckets, key));
        } else {
            prefetch(self.wide_bucket(key));
        }
    }

    /// What is stored for the position `key`, seen from `ply` plies below the root; `None` if
    /// nothing is, or another thread is writing its bucket.
    #[inline]
    pub(crate) fn probe(&self, key: u128, ply: usize) -> Option<Stored> {
        if let Some(compact) = &self.compact {
            return compact.probe(&self.buckets, key, ply);
        }
        let bucket = self.wide_bucket(key).words();
        let version = bucket[0].load(Ordering::Acquire);
        if version & 1 == 1 {
            return None;
        }
        let wanted = split(key);
        let mut found = 0;
        for entry in bucket[1..].chunks_exact(ENTRY_WORDS) {
            let data = entry[4].load(Ordering::Relaxed);
            if data != 0 && (0..4).all(|i| entry[i].load(Ordering::Relaxed) == wanted[i]) {
                found = data;
                break;
            }
        }
        // What was read counts only if no writer came in meanwhile.
        fence(Ordering::Acquire);
        if found == 0 || bucket[0].load(Ordering::Relaxed) != version {
            return None;
        }
        Some(Stored {
            score: from_table(Data::score(found), ply),
            bound: Data::bound(found)?,
            tag: Data::tag(found),
        })
    }

    /// Records the score, bound and best move (`tag`) of the position `key`, `ply` plies below
    /// the root, which took `work` to solve (a bit length of positions). It replaces the same
    /// position's entry, or else an empty one, or else the one standing for the least work (in
    /// the compact layout's near regions, the newest wins instead: see [`compact`]). Dropped if
    /// another thread is writing the bucket.
    #[inline]
    pub(crate) fn store(
        &self,
        key: u128,
        ply: usize,
        score: Score,
        bound: Bound,
        work: u32,
        tag: u8,
    ) {
        if let Some(compact) = &self.compact {
            compact.store(&self.buckets, key, to_table(score, ply), bound, work, tag);
            return;
        }
        let bucket = self.wide_bucket(key).words();
        let version = bucket[0].load(Ordering::Relaxed);
        if version & 1 == 1
            || bucket[0]
                .compare_exchange(version, version + 1, Ordering::Acquire, Ordering::Relaxed)
                .is_err()
        {
            return;
        }
        fence(Ordering::Release);
        let wanted = split(key);
        let entry_data = |slot: usize| bucket[1 + slot * ENTRY_WORDS + 4].load(Ordering::Relaxed);
        let same = |slot: usize| {
            (0..4).all(|i| bucket[1 + slot * ENTRY_WORDS + i].load(Ordering::Relaxed) == wanted[i])
        };
        let slot = (0..ENTRIES)
            .find(|&slot| entry_data(slot) == 0 || same(slot))
            .unwrap_or_else(|| {
                (0..ENTRIES)
                    .min_by_key(|&slot| Data::work(entry_data(slot)))
                    .unwrap_or(0)
            });
        let words = &bucket[1 + slot * ENTRY_WORDS..1 + (slot + 1) * ENTRY_WORDS];
        for (word, part) in words.iter().zip(wanted) {
            word.store(part, Ordering::Relaxed);
        }
        words[4].store(
            Data::pack(to_table(score, ply), bound, work, tag),
            Ordering::Relaxed,
        );
        bucket[0].store(version + 2, Ordering::Release);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_keeps_its_score_bound_and_move_and_a_full_bucket_drops_the_least_work() {
        let table = SolveTable::new(TableSize { bytes: 64 }).expect("64 bytes");
        assert_eq!(table.capacity(), 3);
        table.store(7, 2, -995, Bound::Upper, 9, 5);
        assert_eq!(
            table.probe(7, 2),
            Some(Stored {
                score: -995,
                bound: Bound::Upper,
                tag: 5
            })
        );
        // Seen one ply deeper, a loss is one ply nearer.
        assert_eq!(table.probe(7, 3).map(|s| s.score), Some(-994));
        table.store(8, 0, 0, Bound::Exact, 3, 0);
        table.store(9, 0, 1, Bound::Lower, 20, 0);
        table.store(10, 0, -1, Bound::Exact, 12, 1);
        // One bucket: 8 (the least work) made way for 10.
        assert_eq!(table.probe(8, 0), None);
        assert_eq!(table.probe(10, 0).map(|s| s.bound), Some(Bound::Exact));
        assert!(table.probe(7, 0).is_some() && table.probe(9, 0).is_some());
    }
}
