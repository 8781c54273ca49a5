//! Memory for the big tables: handed out zeroed and already in place,
//! backed by 2 MiB pages where Linux allows it, and fetched ahead of a look-up.

use std::ops::{Deref, DerefMut};

/// Types for which all-zero bytes are a valid value (plain integers, arrays and structs of them).
///
/// # Safety
/// Implement only for types whose every field accepts the all-zero bit pattern.
pub(crate) unsafe trait Zeroable: Sized {}

/// A table's memory could not be had (the system refused it: a memory limit, `ulimit -v`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfMemory {
    /// The bytes asked for.
    pub bytes: usize,
}

impl std::fmt::Display for OutOfMemory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "not enough memory for a table of {} MiB",
            self.bytes.div_ceil(1 << 20)
        )
    }
}

impl std::error::Error for OutOfMemory {}

/// The size of the pages big tables ask for.
const HUGE_PAGE: usize = 2 << 20;

/// A fixed-length run of all-zero values: a `Vec` for small tables, and on Linux, from 2 MiB
/// up, its own mapping aligned on 2 MiB and marked for huge pages before anything touches it
/// (far fewer misses of the processor's address cache on random look-ups: the solver runs
/// about a third faster on a 256 MiB table).
pub(crate) struct Zeroed<T: Zeroable> {
    storage: Storage<T>,
}

enum Storage<T> {
    Heap(Vec<T>),
    #[cfg(target_os = "linux")]
    Mapped(Mapping<T>),
}

/// `len` all-zero values, their memory in place: a big table's pages are touched here, after
/// the request for huge pages, so that no search pays for the system handing them out (the
/// first look-ups of a fresh 16 MiB table would otherwise take tens of milliseconds); a small
/// one is zeroed by the allocator. An error, never an abort, when the system refuses the memory.
pub(crate) fn zeroed<T: Zeroable + Send>(len: usize) -> Result<Zeroed<T>, OutOfMemory> {
    #[cfg(target_os = "linux")]
    if len.saturating_mul(size_of::<T>()) >= HUGE_PAGE
        && let Some(mut mapping) = Mapping::new(len)
    {
        touch_pages(mapping.as_mut_slice());
        return Ok(Zeroed {
            storage: Storage::Mapped(mapping),
        });
    }
    Ok(Zeroed {
        storage: Storage::Heap(heap_zeroed(len)?),
    })
}

/// Writes a zero in every page of `values` (a fresh mapping, zero already), so that the system
/// hands them all out now, on every core at once for a big table: a 1 GiB table is in place in
/// half the time (0.09 s instead of 0.2 s when the system has the memory at hand, more when it
/// must find it first).
#[cfg(target_os = "linux")]
fn touch_pages<T: Zeroable + Send>(values: &mut [T]) {
    /// Below this, one thread touches the pages: starting others would cost more.
    const PARALLEL_FROM: usize = 64 << 20;
    let bytes = std::mem::size_of_val(values);
    let threads = if bytes >= PARALLEL_FROM {
        std::thread::available_parallelism().map_or(1, usize::from)
    } else {
        1
    };
    let step = (4096 / size_of::<T>()).max(1);
    let touch = |part: &mut [T]| {
        for value in part.iter_mut().step_by(step) {
            // SAFETY: all-zero is a valid `T` (`Zeroable`).
            *value = unsafe { std::mem::zeroed() };
        }
    };
    if threads == 1 {
        touch(values);
        return;
    }
    // Parts of whole pages, so that each page is touched where its part starts.
    let part = values.len().div_ceil(threads).next_multiple_of(step);
    let touch = &touch;
    std::thread::scope(|scope| {
        for part in values.chunks_mut(part) {
            scope.spawn(move || touch(part));
        }
    });
}

/// `len` all-zero values from the global allocator, or an error if it has not that much.
fn heap_zeroed<T: Zeroable>(len: usize) -> Result<Vec<T>, OutOfMemory> {
    let mut values = Vec::new();
    values.try_reserve_exact(len).map_err(|_| OutOfMemory {
        bytes: len.saturating_mul(size_of::<T>()),
    })?;
    values.extend((0..len).map(|_| {
        // SAFETY: all-zero is a valid `T` (`Zeroable`).
        unsafe { std::mem::zeroed() }
    }));
    Ok(values)
}

impl<T: Zeroable> Deref for Zeroed<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        match &self.storage {
            Storage::Heap(values) => values,
            #[cfg(target_os = "linux")]
            Storage::Mapped(mapping) => mapping.as_slice(),
        }
    }
}

impl<T: Zeroable> DerefMut for Zeroed<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        match &mut self.storage {
            Storage::Heap(values) => values,
            #[cfg(target_os = "linux")]
            Storage::Mapped(mapping) => mapping.as_mut_slice(),
        }
    }
}

/// An anonymous private mapping holding `len` values from a 2 MiB boundary.
#[cfg(target_os = "linux")]
struct Mapping<T> {
    /// Where the mapping starts and how long it is, for unmapping it.
    base: *mut libc::c_void,
    mapped: usize,
    /// The first value, on a 2 MiB boundary inside the mapping.
    start: std::ptr::NonNull<T>,
    len: usize,
}

// SAFETY: the mapping is owned by this value alone, like a `Vec<T>`'s buffer.
#[cfg(target_os = "linux")]
unsafe impl<T: Send> Send for Mapping<T> {}
// SAFETY: shared access only reads, like a `Vec<T>`'s.
#[cfg(target_os = "linux")]
unsafe impl<T: Sync> Sync for Mapping<T> {}

#[cfg(target_os = "linux")]
impl<T> Mapping<T> {
    /// A fresh zeroed mapping for `len` values, or `None` if the system refuses one (the caller
    /// then takes ordinary memory).
    fn new(len: usize) -> Option<Self> {
        assert!(align_of::<T>() <= HUGE_PAGE);
        let bytes = len.checked_mul(size_of::<T>())?.next_multiple_of(HUGE_PAGE);
        // One huge page more than needed, so that a 2 MiB boundary lies close to the start.
        let mapped = bytes.checked_add(HUGE_PAGE)?;
        // SAFETY: a new anonymous mapping; it touches no memory of the program's.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                mapped,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return None;
        }
        let offset = (base as usize).next_multiple_of(HUGE_PAGE) - base as usize;
        // SAFETY: `offset + bytes <= mapped`, so the start lies inside the mapping.
        let start = unsafe { base.cast::<u8>().add(offset) };
        // SAFETY: the range lies inside the mapping; the advice changes how the kernel backs it
        // (with huge pages where it can), never its contents. It is only a hint: a refusal
        // leaves ordinary pages, which work the same.
        unsafe {
            libc::madvise(start.cast(), bytes, libc::MADV_HUGEPAGE);
        }
        Some(Self {
            base,
            mapped,
            start: std::ptr::NonNull::new(start.cast::<T>())?,
            len,
        })
    }

    fn as_slice(&self) -> &[T] {
        // SAFETY: `len` values fit in the mapping from `start`, which is aligned for `T` (2 MiB
        // boundary) and zero-filled by the system; all-zero values are valid (`Zeroable` on the
        // only constructor's caller), and the mapping lives as long as `self`.
        unsafe { std::slice::from_raw_parts(self.start.as_ptr(), self.len) }
    }

    fn as_mut_slice(&mut self) -> &mut [T] {
        // SAFETY: as in `as_slice`, and `&mut self` makes this the only access.
        unsafe { std::slice::from_raw_parts_mut(self.start.as_ptr(), self.len) }
    }
}

#[cfg(target_os = "linux")]
impl<T> Drop for Mapping<T> {
    fn drop(&mut self) {
        // SAFETY: `base` and `mapped` are exactly what `mmap` returned and was asked for, and
        // no slice of the mapping outlives `self`. `T` needs no drop (`Zeroable` plain data).
        unsafe {
            libc::munmap(self.base, self.mapped);
        }
    }
}

/// Asks the processor to start fetching the memory of `value`, so that reading it a little later
/// does not wait for memory.
#[inline(always)]
pub(crate) fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: a prefetch is only a hint: it never faults and the program reads nothing
        // through it; the pointer comes from a live reference anyway.
        unsafe { _mm_prefetch::<_MM_HINT_T0>((value as *const T).cast()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy)]
    #[repr(C, align(64))]
    struct Line([u64; 8]);

    // SAFETY: integers only.
    unsafe impl Zeroable for Line {}

    #[test]
    fn small_and_big_runs_start_zeroed_and_keep_what_is_written() {
        for len in [0, 1, 100, (HUGE_PAGE / 64) * 3 + 5] {
            let mut values = zeroed::<Line>(len).expect("a few MiB");
            assert_eq!(values.len(), len);
            assert!(values.iter().all(|line| line.0 == [0; 8]));
            assert_eq!(values.as_ptr() as usize % 64, 0);
            if let Some(last) = values.last_mut() {
                last.0[7] = 42;
            }
            assert_eq!(values.last().map(|line| line.0[7]), (len > 0).then_some(42));
        }
    }

    #[test]
    fn more_memory_than_there_is_is_an_error_not_an_abort() {
        // More than any address space holds: both the mapping and the allocator refuse it.
        let len = usize::MAX / 64 / 2;
        let refused = zeroed::<Line>(len).err().expect("refused");
        assert_eq!(refused, OutOfMemory { bytes: len * 64 });
        assert_eq!(
            refused.to_string(),
            format!(
                "not enough memory for a table of {} MiB",
                (len * 64).div_ceil(1 << 20)
            )
        );
    }
}
