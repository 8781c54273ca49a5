//! The solver table's compact layout: eight 8-byte entries per cache line, keys of up to 64 bits.
//!
//! A compact key names its position in `n` bits (49 on Connect Four's 7×6 board, up to 64 on
//! the biggest boards), `n` the same for every key of a game and carried by the key itself
//! (see [`KEY_BITS_SHIFT`]). The keys are first mixed by a one-to-one function of `n` bits; the
//! mix's top bits choose the bucket and its low 45 bits are kept in the entry, so bucket and
//! entry together give back the whole mix, hence the key: an entry is never taken for another
//! position's, however full the table. A table with too few buckets for that (fewer than
//! 2^(n − 45)) keeps the wide layout.
//!
//! Positions near the end of the game (keys the search marks with [`NEAR_KEY`]) are many, cheap
//! to solve again and mostly met again soon, in the same part of the tree: each thread keeps
//! them in its own region of 1 MiB, which stays in its core's cache, so most look-ups never
//! wait for memory (a fifth less time on the opening 4444 with a 1 GiB table, for 7 % more
//! positions); a full bucket there makes way for the newest position, not for the costliest.
//! The region's number rides in the key too ([`REGION_SHIFT`]). An entry says
//! whether it is a near one, so a near entry and another position's far one never mix. Keys
//! longer than a region's buckets and the entry's bits can tell apart (more than 59 bits) are
//! kept as far ones.
//!
//! | bits | what |
//! |---|---|
//! | 0–6 | the score counted from the position: 0 a draw, `p` a win `p` plies away, `64 + p` a loss |
//! | 7–8 | the bound: 0 empty, 1 exact, 2 lower, 3 upper |
//! | 9–12 | the best move's tag (1–15, 0 for none) |
//! | 13–17 | the work: the bit length of the positions solving it took (at most 31) |
//! | 18 | a near entry |
//! | 19–63 | the low 45 bits of the mixed key |
//!
//! Each entry is one atomic word, read and written whole, so threads share the table without
//! any lock: two threads storing at once at worst leave one position twice in a bucket, each
//! entry a true fact about its position.

use std::sync::atomic::Ordering;

use super::{Bucket, COMPACT_KEY, NEAR_KEY, Stored};
use crate::engine::core::transposition::{DECIDED, from_table};
use crate::engine::core::{Bound, Score, WIN};

/// Entries in a bucket.
pub(super) const ENTRIES: usize = 8;

/// Where a compact key carries its number of bits (7 bits, above the 64 of the key).
pub(crate) const KEY_BITS_SHIFT: u32 = 64;

/// Bits of the mixed key an entry keeps.
const CHECK_BITS: u32 = 45;
const CHECK_SHIFT: u32 = 64 - CHECK_BITS;

/// Everything but the data: the near bit and the kept bits of the key.
const IDENTITY: u64 = !(NEAR_BIT - 1);

/// The entry's bit saying its key is a near one.
const NEAR_BIT: u64 = 1 << 18;

/// A near region's buckets, as a power of two: 1 MiB.
const REGION_BITS: u32 = 14;

/// Where a near key carries its region's number (6 bits, below [`NEAR_KEY`]); a table with
/// fewer regions takes it modulo their number.
pub(crate) const REGION_SHIFT: u32 = 120;

/// The compact key of `key`'s `bits` low bits: what a rule set gives the solver.
pub(crate) fn compact_key(key: u64, bits: u32) -> u128 {
    debug_assert!((1..=64).contains(&bits) && (bits == 64 || key >> bits == 0));
    u128::from(key) | u128::from(bits) << KEY_BITS_SHIFT | COMPACT_KEY
}

/// The bits of a compact key.
pub(crate) fn key_bits(key: u128) -> u32 {
    (key >> KEY_BITS_SHIFT) as u32 & 127
}

/// How the compact layout reads the keys of one game in a table of a given size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Compact {
    /// The bits of every key, and a mask of as many.
    bits: u32,
    mask: u64,
    /// How far the mix is shifted right to number a bucket in the whole table, and in a
    /// region (for near keys).
    far_shift: u32,
    near_shift: u32,
    /// The table's buckets and a region's, as powers of two.
    bucket_bits: u32,
    region_bits: u32,
    /// Near keys get a region of their own (else they are kept as far ones).
    regions: bool,
}

impl Compact {
    /// The layout for keys of `bits` bits in `buckets` buckets (a power of two); `None` when
    /// the buckets are too few for the entries to tell every key apart.
    pub(super) fn new(bits: u32, buckets: usize) -> Option<Self> {
        debug_assert!(buckets.is_power_of_two());
        let bucket_bits = buckets.trailing_zeros();
        if !(1..=64).contains(&bits) || bucket_bits + CHECK_BITS < bits {
            return None;
        }
        let region_bits = bucket_bits.min(REGION_BITS);
        Some(Self {
            bits,
            mask: u64::MAX >> (64 - bits),
            far_shift: bits.saturating_sub(bucket_bits),
            near_shift: bits.saturating_sub(region_bits),
            bucket_bits,
            region_bits,
            regions: region_bits + CHECK_BITS >= bits,
        })
    }

    /// A one-to-one function of the key's bits that spreads similar keys over the whole range
    /// (products by odd numbers and right shifts folded in, both invertible modulo 2^bits).
    #[inline(always)]
    fn mix(&self, key: u128) -> u64 {
        let mut mixed = key as u64 & self.mask;
        mixed = mixed.wrapping_mul(0x9E37_79B9_7F4A_7C15) & self.mask;
        mixed ^= mixed >> (self.bits / 2);
        mixed = mixed.wrapping_mul(0xD6E8_FEB8_6659_FD93) & self.mask;
        mixed ^ mixed >> self.bits.div_ceil(2)
    }

    /// Whether `key` is kept in its thread's region.
    #[inline(always)]
    fn near(&self, key: u128) -> bool {
        key & NEAR_KEY != 0 && self.regions
    }

    /// The bucket of `key`, whose mix is `mixed`: the mix's top bits number it in the whole
    /// table, or for a near key in its region.
    #[inline(always)]
    fn index(&self, key: u128, mixed: u64) -> usize {
        if !self.near(key) {
            return (mixed >> self.far_shift) as usize;
        }
        let regions = 1usize << (self.bucket_bits - self.region_bits);
        let region = (key >> REGION_SHIFT) as usize & 63 & (regions - 1);
        region << self.region_bits | (mixed >> self.near_shift) as usize
    }

    /// What identifies `key` among the entries of its bucket.
    #[inline(always)]
    fn identity(&self, key: u128, mixed: u64) -> u64 {
        mixed << CHECK_SHIFT | if self.near(key) { NEAR_BIT } else { 0 }
    }

    #[inline(always)]
    pub(super) fn bucket<'a>(&self, buckets: &'a [Bucket], key: u128) -> &'a Bucket {
        &buckets[self.index(key, self.mix(key))]
    }

    /// What is stored for the position `key`, seen from `ply` plies below the root.
    #[inline]
    pub(super) fn probe(&self, buckets: &[Bucket], key: u128, ply: usize) -> Option<Stored> {
        if key & COMPACT_KEY == 0 {
            return None;
        }
        let mixed = self.mix(key);
        let wanted = self.identity(key, mixed);
        let bucket = &buckets[self.index(key, mixed)];
        let found = bucket.entries.iter().find_map(|entry| {
            let entry = entry.load(Ordering::Relaxed);
            (entry & IDENTITY == wanted && entry >> 7 & 3 != 0).then_some(entry)
        })?;
        Some(Stored {
            score: from_table(score_of(found & 127), ply),
            bound: match found >> 7 & 3 {
                1 => Bound::Exact,
                2 => Bound::Lower,
                _ => Bound::Upper,
            },
            tag: (found >> 9 & 15) as u8,
        })
    }

    /// Records `score` (counted from the position) for the position `key`: over the same
    /// position's entry, or else an empty one, or else, for a far key, the one standing for the
    /// least work, and for a near one the entry its mix's low bits name, whatever its work (near
    /// positions are cheap and met again soon: the newest is worth more than the costliest; on
    /// c4-begin 3.8 % fewer positions than the least work).
    #[inline]
    pub(super) fn store(
        &self,
        buckets: &[Bucket],
        key: u128,
        score: Score,
        bound: Bound,
        work: u32,
        tag: u8,
    ) {
        let Some(score) = score_code(score) else {
            return;
        };
        if key & COMPACT_KEY == 0 {
            return;
        }
        let mixed = self.mix(key);
        let check = self.identity(key, mixed);
        let bound = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let tag = if tag < 16 { u64::from(tag) } else { 0 };
        let entry = check | u64::from(work.min(31)) << 13 | tag << 9 | bound << 7 | score;
        let bucket = &buckets[self.index(key, mixed)];
        let near = self.near(key);
        let mut slot = if near {
            mixed as usize & (ENTRIES - 1)
        } else {
            0
        };
        let mut least = u64::MAX;
        for (index, word) in bucket.entries.iter().enumerate() {
            let old = word.load(Ordering::Relaxed);
            if old >> 7 & 3 == 0 || old & IDENTITY == check {
                slot = index;
                break;
            }
            let work = old >> 13 & 31;
            if !near && work < least {
                least = work;
                slot = index;
            }
        }
        bucket.entries[slot].store(entry, Ordering::Relaxed);
    }
}

/// The score's 7 bits, or `None` for a score that is neither a draw nor a win or loss at most 63
/// plies away (never stored: the m,n,k rules' biggest boards have 56 cells).
fn score_code(score: Score) -> Option<u64> {
    let distance = WIN - score.abs();
    if score == 0 {
        Some(0)
    } else if score.abs() < DECIDED || !(1..64).contains(&distance) {
        None
    } else if score > 0 {
        Some(distance as u64)
    } else {
        Some(64 + distance as u64)
    }
}

fn score_of(code: u64) -> Score {
    match code {
        0 => 0,
        1..64 => WIN - code as Score,
        _ => -(WIN - (code - 64) as Score),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::core::memory::zeroed;

    /// A compact key of `bits` bits.
    fn key(value: u64, bits: u32) -> u128 {
        compact_key(value, bits)
    }

    #[test]
    fn the_mix_is_one_to_one_on_the_keys_bits() {
        // Spot check: distinct keys of a few families stay distinct, within their bits.
        for bits in [20, 49, 63, 64] {
            let layout = Compact::new(bits, 1 << 20).unwrap();
            let values: std::collections::HashSet<u64> = (0..1u64 << 16)
                .chain((1..1u64 << 16).map(|k| k << (bits - 17)))
                .collect();
            let mixed: std::collections::HashSet<u64> = values
                .iter()
                .map(|&value| layout.mix(key(value, bits)))
                .collect();
            assert_eq!(mixed.len(), values.len(), "{bits} bits");
            assert!(mixed.iter().all(|&m| m <= layout.mask));
        }
    }

    #[test]
    fn a_table_too_small_for_the_keys_bits_has_no_compact_layout() {
        assert!(Compact::new(49, 16).is_some());
        assert!(Compact::new(49, 8).is_none());
        assert!(Compact::new(64, 1 << 19).is_some());
        assert!(Compact::new(64, 1 << 18).is_none());
        // Keys of 64 bits are too long for a region to tell apart: near keys are far ones.
        assert!(!Compact::new(64, 1 << 20).unwrap().regions);
        assert!(Compact::new(59, 1 << 20).unwrap().regions);
    }

    #[test]
    fn scores_round_trip_through_their_code() {
        for score in [0, WIN - 1, WIN - 42, -(WIN - 1), -(WIN - 63), WIN - 63] {
            assert_eq!(score_of(score_code(score).unwrap()), score);
        }
        assert_eq!(score_code(5), None);
        assert_eq!(score_code(WIN), None);
    }

    #[test]
    fn keys_of_one_bucket_keep_their_own_entries_and_the_least_work_makes_way() {
        for bits in [49, 56] {
            let buckets = zeroed::<Bucket>(1 << (bits - CHECK_BITS)).unwrap();
            let layout = Compact::new(bits, buckets.len()).unwrap();
            let keys: Vec<u128> = (1..100_000)
                .map(|value| key(value, bits))
                .filter(|&k| layout.index(k, layout.mix(k)) == 0)
                .take(9)
                .collect();
            for (work, &key) in keys.iter().enumerate() {
                layout.store(&buckets, key, WIN - 5, Bound::Lower, work as u32 + 1, 9);
            }
            // The ninth took the place of the first (the least work).
            assert_eq!(layout.probe(&buckets, keys[0], 0), None);
            for &key in &keys[1..] {
                assert_eq!(
                    layout.probe(&buckets, key, 1),
                    Some(Stored {
                        score: WIN - 6,
                        bound: Bound::Lower,
                        tag: 9
                    })
                );
            }
            // A key without the flag is never kept.
            layout.store(&buckets, 3, 0, Bound::Exact, 9, 1);
            assert_eq!(layout.probe(&buckets, 3, 0), None);
        }
    }

    #[test]
    fn a_near_entry_is_found_only_as_near_and_only_in_its_own_region() {
        let buckets = zeroed::<Bucket>(1 << (REGION_BITS + 1)).unwrap();
        let layout = Compact::new(49, buckets.len()).unwrap();
        let key = key(12_345, 49);
        let near = |region: u128| key | NEAR_KEY | region << REGION_SHIFT;
        layout.store(&buckets, near(1), WIN - 3, Bound::Exact, 4, 2);
        let probe = |key| layout.probe(&buckets, key, 0);
        assert_eq!(probe(near(1)).map(|s| s.score), Some(WIN - 3));
        assert_eq!(probe(near(0)), None);
        assert_eq!(probe(key), None);
        // Two regions: region 3 is region 1 again.
        assert_eq!(probe(near(3)).map(|s| s.bound), Some(Bound::Exact));
        layout.store(&buckets, key, 0, Bound::Upper, 4, 0);
        assert_eq!(probe(key).map(|s| s.score), Some(0));
        assert_eq!(probe(near(1)).map(|s| s.score), Some(WIN - 3));
    }

    #[test]
    fn a_full_near_bucket_gives_the_newcomer_the_entry_its_mix_names_whatever_the_work() {
        let buckets = zeroed::<Bucket>(1 << REGION_BITS).unwrap();
        let layout = Compact::new(49, buckets.len()).unwrap();
        let near = |value: u64| key(value, 49) | NEAR_KEY;
        let keys: Vec<u128> = (1..1_000_000)
            .map(near)
            .filter(|&k| layout.index(k, layout.mix(k)) == 0)
            .take(9)
            .collect();
        // The first eight fill the bucket, the first with the least work.
        for (work, &key) in keys[..8].iter().enumerate() {
            layout.store(&buckets, key, 0, Bound::Exact, work as u32 + 1, 0);
        }
        // The ninth, with less work than any, takes the entry its mix's low 3 bits name.
        let named = layout.mix(keys[8]) as usize & (ENTRIES - 1);
        layout.store(&buckets, keys[8], WIN - 7, Bound::Lower, 0, 3);
        assert_eq!(
            layout.probe(&buckets, keys[8], 0),
            Some(Stored {
                score: WIN - 7,
                bound: Bound::Lower,
                tag: 3
            })
        );
        for (index, &key) in keys[..8].iter().enumerate() {
            assert_eq!(layout.probe(&buckets, key, 0).is_some(), index != named);
        }
    }
}
