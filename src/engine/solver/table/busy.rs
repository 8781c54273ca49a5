//! Which positions the threads of a parallel solve are searching right now, so that a thread
//! reaching one of them searches its other moves first and comes back to it last (the
//! "simplified ABDADA" way of sharing out the moves of a node among threads).
//!
//! A small table of 64-bit marks, one per slot: a thread marks a position far from the end as
//! it starts searching its moves and clears the mark when done. Marks are only hints about
//! the order of moves: a mark lost to another position of the same slot, or left by a thread
//! that stopped, changes which move is searched first, never a value.

use std::sync::atomic::{AtomicU64, Ordering};

/// Slots in the table (a power of two): positions far from the end being searched at once are
/// a few dozen per thread, so marks seldom share a slot.
const SLOTS: usize = 1 << 12;

/// The marks of the positions being searched.
pub(crate) struct Busy {
    slots: Box<[AtomicU64]>,
}

impl Default for Busy {
    fn default() -> Self {
        Self {
            slots: (0..SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }
}

impl Busy {
    /// The slot of `key` and its mark there (never 0, which is an empty slot).
    #[inline]
    fn slot(&self, key: u128) -> (&AtomicU64, u64) {
        let folded = ((key as u64) ^ ((key >> 64) as u64).rotate_left(29))
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (
            &self.slots[(folded >> 52) as usize & (SLOTS - 1)],
            folded | 1,
        )
    }

    /// Marks the position `key` as being searched.
    #[inline]
    pub(crate) fn enter(&self, key: u128) {
        let (slot, mark) = self.slot(key);
        slot.store(mark, Ordering::Relaxed);
    }

    /// Clears the mark of `key`, unless another position took its slot since.
    #[inline]
    pub(crate) fn leave(&self, key: u128) {
        let (slot, mark) = self.slot(key);
        if slot.load(Ordering::Relaxed) == mark {
            let _ = slot.compare_exchange(mark, 0, Ordering::Relaxed, Ordering::Relaxed);
        }
    }

    /// Whether some thread is searching the position `key`.
    #[inline]
    pub(crate) fn contains(&self, key: u128) -> bool {
        let (slot, mark) = self.slot(key);
        slot.load(Ordering::Relaxed) == mark
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_busy_from_enter_to_leave() {
        let busy = Busy::default();
        let key = 0x1234_5678_9abc_u128 | 1 << 127;
        assert!(!busy.contains(key));
        busy.enter(key);
        assert!(busy.contains(key));
        assert!(!busy.contains(key + 1));
        busy.leave(key);
        assert!(!busy.contains(key));
    }
}
