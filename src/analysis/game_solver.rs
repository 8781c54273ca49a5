//! The game's one exact solver, lent in turn to the AI's perfect play and to the hints' solver:
//! one table for both, so what one learns the other finds, and the solver's memory is one table.
//!
//! Sharing is sound because an entry of the solver's table is a bound on its position's value,
//! keyed by the position alone (never by the root or a depth), so an entry written while the AI
//! decides is as true for the hints and the other way round; each user solves with its own
//! threads and its own stop. One user at a time holds the solver: the hints' solve runs only
//! while a person is to move and is stopped as soon as the person moves, so the AI waits at
//! most for that solve's next check of its stop (a few thousand positions).

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use crate::engine::{OutOfMemory, Solver, TableSize};
use crate::games::mnk::Geometry;

/// How the solver's table is sized.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sizing {
    /// All of it made at once, before the first solve.
    Fixed(TableSize),
    /// Small at first, growing with the plies the positions solved have to go, up to this.
    Growing(TableSize),
}

/// A board's shape as a solver's table tells positions apart: rows, columns, k, gravity.
type Shape = (usize, usize, usize, bool);

fn shape(geometry: &Geometry) -> Shape {
    (
        geometry.rows(),
        geometry.cols(),
        geometry.k(),
        geometry.gravity(),
    )
}

/// The solver of one game, made the first time a user needs it and kept to the end of the
/// session (each solve starts from what the last ones learnt, whoever ran them). Clones share
/// it. One board shape at a time: another shape gets a solver of its own, the old one dropped.
#[derive(Clone)]
pub struct GameSolver {
    sizing: Sizing,
    slot: Arc<Mutex<Option<(Shape, Solver)>>>,
}

/// The solver, held by one user until dropped.
pub struct LentSolver<'a> {
    sizing: Sizing,
    slot: MutexGuard<'a, Option<(Shape, Solver)>>,
}

impl GameSolver {
    /// A solver whose table grows with the work up to `most` (see [`Solver::growing`]): the
    /// game's, sized by its table memory.
    pub fn growing(most: TableSize) -> Self {
        Self::sized(Sizing::Growing(most))
    }

    /// A solver whose table of `size` is made whole before its first solve.
    pub fn fixed(size: TableSize) -> Self {
        Self::sized(Sizing::Fixed(size))
    }

    fn sized(sizing: Sizing) -> Self {
        Self {
            sizing,
            slot: Arc::new(Mutex::new(None)),
        }
    }

    /// The solver, once no other user holds it (see the module's note on the wait).
    pub fn lend(&self) -> LentSolver<'_> {
        LentSolver {
            sizing: self.sizing,
            // A solve that panicked (a thread refused) leaves a table whose entries are still
            // true: each bucket's version keeps a half-written entry from being read.
            slot: self.slot.lock().unwrap_or_else(PoisonError::into_inner),
        }
    }

    /// The memory its table holds now, if it has been made and no user holds it at this moment.
    pub fn table_bytes(&self) -> Option<u64> {
        let slot = self.slot.try_lock().ok()?;
        slot.as_ref().map(|(_, solver)| solver.table_stats().bytes)
    }
}

impl LentSolver<'_> {
    /// Makes the solver for boards of `geometry` unless it is made already (a solver of another
    /// shape is dropped first); an error if the system has not the memory for its table. A
    /// fixed table's pages are touched on every core: run it where a refused thread is caught.
    pub fn make_for(&mut self, geometry: &Geometry) -> Result<(), OutOfMemory> {
        let wanted = shape(geometry);
        if self.slot.as_ref().is_some_and(|(made, _)| *made == wanted) {
            return Ok(());
        }
        *self.slot = None;
        let solver = match self.sizing {
            Sizing::Fixed(size) => Solver::new(size)?,
            Sizing::Growing(most) => Solver::growing(most)?,
        };
        *self.slot = Some((wanted, solver));
        Ok(())
    }

    /// The solver, once [`Self::make_for`] has made it.
    pub fn solver(&mut self) -> Option<&mut Solver> {
        self.slot.as_mut().map(|(_, solver)| solver)
    }
}
