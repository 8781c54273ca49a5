//! Step mode's far seeks as a job for the study thread, and where they got.

use std::sync::atomic::{AtomicBool, AtomicU64};

use crate::engine::Game;

use super::SEEK_POSITIONS;
use super::frame::Awaited;
use super::walk::{Arrival, Bounds, Count, Seek, Walked, Walker};

/// A seek that takes a walk, to run off the screen's thread (step mode's far seeks).
#[derive(Clone, Debug)]
pub struct SeekJob<G: Game> {
    pub walker: Walker<G>,
    pub seek: Seek<G::Move>,
    /// The position a guess waits on, whose ending the walk may pass.
    pub awaited: Option<Awaited<G::Move>>,
    /// Count the search's positions first: the seek goes to the end of a search whose size is
    /// not known, and a count refuses one of over [`SEEK_POSITIONS`] positions many times
    /// faster than a walk would find it out.
    pub count_first: bool,
}

/// Where a seek job got.
#[derive(Clone, Debug)]
pub enum Sought<M> {
    /// At the step sought.
    Arrived(Box<Arrival<M>>),
    /// The step sought lies beyond the first [`SEEK_POSITIONS`] positions: the walk stopped there.
    TooFar,
    /// The search has more than [`SEEK_POSITIONS`] positions: its end is out of reach (counted
    /// before walking).
    TooBig,
    /// It was told to stop.
    Stopped,
}

impl<G: Game> SeekJob<G>
where
    G::Move: Copy + PartialEq,
{
    /// Runs the seek within [`SEEK_POSITIONS`]; `stop` ends it, `live` receives the steps
    /// and the positions walked (or counted) so far.
    pub fn run(
        &self,
        stop: Option<&AtomicBool>,
        live: Option<(&AtomicU64, &AtomicU64)>,
    ) -> Sought<G::Move> {
        if self.count_first {
            match self
                .walker
                .count(SEEK_POSITIONS, stop, live.map(|(_, positions)| positions))
            {
                Count::Positions(_) => {}
                Count::Over => return Sought::TooBig,
                Count::Stopped => return Sought::Stopped,
            }
        }
        let bounds = Bounds {
            positions: SEEK_POSITIONS,
            stop,
            live,
        };
        match self.walker.walk(&self.seek, self.awaited.as_ref(), &bounds) {
            Walked::Arrived(arrival) => Sought::Arrived(arrival),
            Walked::TooFar => Sought::TooFar,
            Walked::Stopped => Sought::Stopped,
        }
    }
}
