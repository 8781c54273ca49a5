//! Memory for the big tables: handed out already zeroed (a table costs nothing until used),
//! backed by 2 MiB pages where Linux allows it, and fetched ahead of a look-up.

use std::alloc::{Layout, alloc_zeroed, handle_alloc_error};

/// Types for which all-zero bytes are a valid value (plain integers, arrays and structs of them).
///
/// # Safety
/// Implement only for types whose every field accepts the all-zero bit pattern.
pub(crate) unsafe trait Zeroable: Sized {}

/// `len` all-zero values. The system's fresh memory is zero already, so a big table is not
/// written here: its pages arrive on first use, as huge pages where the system agrees (far
/// fewer misses of the processor's address cache on random look-ups).
pub(crate) fn zeroed<T: Zeroable>(len: usize) -> Vec<T> {
    if len == 0 || size_of::<T>() == 0 {
        return Vec::new();
    }
    let layout = Layout::array::<T>(len).expect("a table that fits in memory");
    // SAFETY: the layout has a non-zero size (checked above).
    let start = unsafe { alloc_zeroed(layout) };
    if start.is_null() {
        handle_alloc_error(layout);
    }
    advise_huge_pages(start, layout.size());
    // SAFETY: `start` was allocated by the global allocator with `T`'s alignment for exactly
    // `len` values, all of which are valid since all-zero is a valid `T` (`Zeroable`).
    unsafe { Vec::from_raw_parts(start.cast::<T>(), len, len) }
}

/// Asks Linux to back the `bytes` at `start` with 2 MiB pages; only a hint, given before the
/// memory is first written.
fn advise_huge_pages(start: *mut u8, bytes: usize) {
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
