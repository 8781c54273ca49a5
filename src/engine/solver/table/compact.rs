//! The solver table's compact layout: eight 8-byte entries per cache line, for 49-bit keys.
//!
//! A compact key names its position in 49 bits. They are first mixed by a one-to-one function
//! of 49 bits; the mix's top bits choose the bucket and its low 46 bits are kept in the entry,
//! so bucket and entry together give back the whole mix, hence the key: an entry is never taken
//! for another position's, however full the table.
//!
//! Positions near the end of the game (keys the search marks with [`NEAR_KEY`]) are many, cheap
//! to solve again and mostly met again soon, in the same part of the tree: each thread keeps
//! them in its own region of 1 MiB, which stays in its core's cache, so most look-ups never
//! wait for memory (a fifth less time on the opening 4444 with a 1 GiB table, for 7 % more
//! positions). The region's number rides in the key too ([`REGION_SHIFT`]). An entry says
//! whether it is a near one, so a near entry and another position's far one never mix.
//!
//! | bits | what |
//! |---|---|
//! | 0–6 | the score counted from the position: 0 a draw, `p` a win `p` plies away, `64 + p` a loss |
//! | 7–8 | the bound: 0 empty, 1 exact, 2 lower, 3 upper |
//! | 9–11 | the best move's tag (1–7, 0 for none) |
//! | 12–16 | the work: the bit length of the positions solving it took (at most 31) |
//! | 17 | a near entry |
//! | 18–63 | the low 46 bits of the mixed key |
//!
//! Each entry is one atomic word, read and written whole, so threads share the table without
//! any lock: two threads storing at once at worst leave one position twice in a bucket, each
//! entry a true fact about its position.

use std::sync::atomic::Ordering;

use super::{Bucket, NEAR_KEY, Stored};
use crate::engine::core::transposition::{DECIDED, from_table};
use crate::engine::core::{Bound, Score, WIN};

/// Entries in a bucket.
pub(super) const ENTRIES: usize = 8;

/// Bits of a compact key.
const KEY_BITS: u32 = 49;
const KEY_MASK: u64 = (1 << KEY_BITS) - 1;

/// Bits of the mixed key an entry keeps.
const CHECK_BITS: u32 = 46;
const CHECK_SHIFT: u32 = 64 - CHECK_BITS;

/// Everything but the data: the near bit and the kept bits of the key.
const IDENTITY: u64 = !(NEAR_BIT - 1);

/// The entry's bit saying its key is a near one.
const NEAR_BIT: u64 = 1 << 17;

/// The fewest buckets whose number, with the entry's bits, gives back all 49 bits.
pub(crate) const MIN_BUCKETS: usize = 1 << (KEY_BITS - CHECK_BITS);

/// A near region's buckets, as a power of two: 1 MiB.
const REGION_BITS: u32 = 14;

/// Where a near key carries its region's number (6 bits, below [`NEAR_KEY`]); a table with
/// fewer regions takes it modulo their number.
pub(crate) const REGION_SHIFT: u32 = 120;

/// A one-to-one function of 49 bits that spreads similar keys over the whole range (products by
/// odd numbers and right shifts folded in, both invertible modulo 2^49).
#[inline(always)]
fn mix(key: u128) -> u64 {
    let mut mixed = key as u64 & KEY_MASK;
    mixed = mixed.wrapping_mul(0x9E37_79B9_7F4A_7C15) & KEY_MASK;
    mixed ^= mixed >> 24;
    mixed = mixed.wrapping_mul(0xD6E8_FEB8_6659_FD93) & KEY_MASK;
    mixed ^ mixed >> 25
}

/// The bucket of `key`, whose mix is `mixed`: the mix's top bits number it in the whole table,
/// or for a near key in its region.
#[inline(always)]
fn index(buckets: &[Bucket], key: u128, mixed: u64) -> usize {
    let bits = buckets.len().trailing_zeros();
    debug_assert!(buckets.len().is_power_of_two() && bits >= KEY_BITS - CHECK_BITS);
    if key & NEAR_KEY == 0 {
        return (mixed >> (KEY_BITS - bits)) as usize;
    }
    let region_bits = bits.min(REGION_BITS);
    let regions = buckets.len() >> region_bits;
    let region = (key >> REGION_SHIFT) as usize & 63 & (regions - 1);
    region << region_bits | (mixed >> (KEY_BITS - region_bits)) as usize
}

/// What identifies `key` among the entries of its bucket.
#[inline(always)]
fn identity(key: u128, mixed: u64) -> u64 {
    mixed << CHECK_SHIFT | if key & NEAR_KEY != 0 { NEAR_BIT } else { 0 }
}

#[inline(always)]
pub(super) fn bucket(buckets: &[Bucket], key: u128) -> &Bucket {
    &buckets[index(buckets, key, mix(key))]
}

/// The score's 7 bits, or `None` for a score that is neither a draw nor a win or loss at most 63
/// plies away (never stored: the solver's scores on Connect Four's board always are).
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

/// What is stored for the position `key`, seen from `ply` plies below the root.
#[inline]
pub(super) fn probe(buckets: &[Bucket], key: u128, ply: usize) -> Option<Stored> {
    if key & super::COMPACT_KEY == 0 {
        return None;
    }
    let mixed = mix(key);
    let wanted = identity(key, mixed);
    let bucket = &buckets[index(buckets, key, mixed)];
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
        tag: (found >> 9 & 7) as u8,
    })
}

/// Records `score` (counted from the position) for the position `key`: over the same
/// position's entry, or else an empty one, or else the one standing for the least work.
#[inline]
pub(super) fn store(buckets: &[Bucket], key: u128, score: Score, bound: Bound, work: u32, tag: u8) {
    let Some(score) = score_code(score) else {
        return;
    };
    if key & super::COMPACT_KEY == 0 {
        return;
    }
    let mixed = mix(key);
    let check = identity(key, mixed);
    let bound = match bound {
        Bound::Exact => 1,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    let tag = if tag < 8 { u64::from(tag) } else { 0 };
    let entry = check | u64::from(work.min(31)) << 12 | tag << 9 | bound << 7 | score;
    let bucket = &buckets[index(buckets, key, mixed)];
    let mut slot = 0;
    let mut least = u64::MAX;
    for (index, word) in bucket.entries.iter().enumerate() {
        let old = word.load(Ordering::Relaxed);
        if old >> 7 & 3 == 0 || old & IDENTITY == check {
            slot = index;
            break;
        }
        let work = old >> 12 & 31;
        if work < least {
            least = work;
            slot = index;
        }
    }
    bucket.entries[slot].store(entry, Ordering::Relaxed);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::core::memory::zeroed;

    #[test]
    fn the_mix_is_one_to_one_on_49_bits() {
        // Spot check: distinct keys of a few families stay distinct.
        let mut seen = std::collections::HashSet::new();
        for key in (0..1u64 << 16).chain((1..1u64 << 16).map(|k| k << 33)) {
            assert!(seen.insert(mix(u128::from(key))), "{key:#x}");
            assert!(mix(u128::from(key)) <= KEY_MASK);
        }
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
        let buckets = zeroed::<Bucket>(MIN_BUCKETS).unwrap();
        let keys: Vec<u128> = (1..200u128)
            .map(|k| k | super::super::COMPACT_KEY)
            .filter(|&k| index(&buckets, k, mix(k)) == 0)
            .take(9)
            .collect();
        for (work, &key) in keys.iter().enumerate() {
            store(&buckets, key, WIN - 5, Bound::Lower, work as u32 + 1, 3);
        }
        // The ninth took the place of the first (the least work).
        assert_eq!(probe(&buckets, keys[0], 0), None);
        for &key in &keys[1..] {
            assert_eq!(
                probe(&buckets, key, 1),
                Some(Stored {
                    score: WIN - 6,
                    bound: Bound::Lower,
                    tag: 3
                })
            );
        }
        // A key without the flag is never kept.
        store(&buckets, 3, 0, Bound::Exact, 9, 1);
        assert_eq!(probe(&buckets, 3, 0), None);
    }

    #[test]
    fn a_near_entry_is_found_only_as_near_and_only_in_its_own_region() {
        let buckets = zeroed::<Bucket>(1 << (REGION_BITS + 1)).unwrap();
        let key = 12_345 | super::super::COMPACT_KEY;
        let near = |region: u128| key | NEAR_KEY | region << REGION_SHIFT;
        store(&buckets, near(1), WIN - 3, Bound::Exact, 4, 2);
        assert_eq!(probe(&buckets, near(1), 0).map(|s| s.score), Some(WIN - 3));
        assert_eq!(probe(&buckets, near(0), 0), None);
        assert_eq!(probe(&buckets, key, 0), None);
        // Two regions: region 3 is region 1 again.
        assert_eq!(
            probe(&buckets, near(3), 0).map(|s| s.bound),
            Some(Bound::Exact)
        );
        store(&buckets, key, 0, Bound::Upper, 4, 0);
        assert_eq!(probe(&buckets, key, 0).map(|s| s.score), Some(0));
        assert_eq!(probe(&buckets, near(1), 0).map(|s| s.score), Some(WIN - 3));
    }
}
