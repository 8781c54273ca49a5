//! The game's one transposition table: made when the game starts (smaller if the system has
//! not the memory asked for), then lent to one search at a time, whichever thread runs it.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError, TryLockError};

use super::threads::refusing_threads;
use crate::engine::{OutOfMemory, SearchSettings, Table, TableSize};

/// The smallest table the game settles for when memory is short.
const SMALLEST: TableSize = TableSize::mib(1);

/// The table every search of the game uses: the AI's decisions, their recounts, the hints and
/// the technique comparison. One table, so the game's memory is what `--table-mib` says.
#[derive(Clone, Debug)]
pub struct GameTable(Arc<Mutex<Option<Table>>>);

/// How the table was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Made {
    pub asked: TableSize,
    pub got: TableSize,
}

impl GameTable {
    /// Runs `search` with the table if `settings` ask for one (waiting for it, see
    /// [`GameTable::lend`]), without one otherwise (no wait).
    pub fn with<R>(
        &self,
        settings: &SearchSettings,
        search: impl FnOnce(&mut Option<Table>) -> R,
    ) -> R {
        if settings.transposition.is_some() {
            search(&mut self.lend())
        } else {
            search(&mut None)
        }
    }

    /// A table of `size`, or if the system refuses that much, of half as much, and so on down
    /// to 1 MiB; an error (with the size asked for) if not even that can be had. (A big
    /// table's pages are touched by threads the system may refuse too: a smaller one then.)
    pub fn make(size: TableSize) -> Result<(Self, Made), OutOfMemory> {
        let mut trying = size;
        loop {
            let made = refusing_threads(|| Table::new(trying)).unwrap_or(Err(OutOfMemory {
                bytes: trying.bytes,
            }));
            match made {
                Ok(table) => {
                    let made = Made {
                        asked: size,
                        got: table.size(),
                    };
                    return Ok((Self::of(table), made));
                }
                Err(_) if trying.bytes / 2 >= SMALLEST.bytes => {
                    trying = TableSize {
                        bytes: trying.bytes / 2,
                    };
                }
                Err(_) => return Err(OutOfMemory { bytes: size.bytes }),
            }
        }
    }

    /// `table`, to lend.
    pub fn of(table: Table) -> Self {
        Self(Arc::new(Mutex::new(Some(table))))
    }

    /// No table at all (searches that ask for one search without).
    pub fn none() -> Self {
        Self(Arc::new(Mutex::new(None)))
    }

    /// The table, once no other search holds it; it is back when the guard is dropped. A
    /// search that waits here waits for the other to end: every search is stopped as soon as
    /// its result is no longer wanted, so the wait is short.
    pub fn lend(&self) -> MutexGuard<'_, Option<Table>> {
        // A search that panicked leaves a table whose entries are still valid positions.
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The table if no other search holds it now; `None` instead of waiting (the UI thread
    /// never waits for a search on another thread).
    pub fn try_lend(&self) -> Option<MutexGuard<'_, Option<Table>>> {
        match self.0.try_lock() {
            Ok(guard) => Some(guard),
            Err(TryLockError::Poisoned(poisoned)) => Some(poisoned.into_inner()),
            Err(TryLockError::WouldBlock) => None,
        }
    }
}
