//! Where the table's answers in a walk's frames came from: the same search run again up to the positions whose values the table held, to name them by their moves.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::ControlFlow;
use std::sync::atomic::Ordering;

use crate::engine::{Game, SearchOptions, Step, StepKind, Table, search_in};

use super::frame::Frame;
use super::walk::{Bounds, Walker};

impl<G: Game> Walker<G>
where
    G::Move: Copy + PartialEq,
{
    /// Fills in the source of every frame where the table answers: the moves to the position
    /// whose value it held. A table's answer names that position by its number in the search
    /// (see [`crate::engine::LeafReason::Table`]), an earlier one, so one more run of the same
    /// deterministic search, stopped once past the last number wanted, finds them all; it
    /// costs at most the walk the frames came from. False when `bounds` said stop.
    pub(super) fn find_sources<'a>(
        &self,
        table: &mut Option<Table>,
        frames: impl Iterator<Item = &'a mut Frame<G::Move>>,
        bounds: &Bounds<'_>,
    ) -> bool
    where
        G::Move: 'a,
    {
        let mut frames: Vec<&mut Frame<G::Move>> = frames
            .filter(|frame| frame.answered_from().is_some())
            .collect();
        let wanted: BTreeSet<u64> = frames.iter().filter_map(|f| f.answered_from()).collect();
        let Some(&last) = wanted.last() else {
            return true;
        };
        let found = RefCell::new((0u64, BTreeMap::new(), false));
        let observer = |step: &Step<G::Move>| {
            let mut found = found.borrow_mut();
            let (entered, paths, stopped) = &mut *found;
            if bounds.stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
                *stopped = true;
                return ControlFlow::Break(());
            }
            if step.kind == StepKind::Enter {
                *entered += 1;
                if wanted.contains(entered) {
                    paths.insert(*entered, step.path.clone());
                }
                if *entered >= last {
                    return ControlFlow::Break(());
                }
            }
            ControlFlow::Continue(())
        };
        search_in(
            &self.game,
            &self.settings,
            &SearchOptions {
                observer: Some(&observer),
                ..Default::default()
            },
            table,
        );
        let (_, paths, stopped) = found.into_inner();
        for frame in &mut frames {
            frame.source = frame
                .answered_from()
                .and_then(|from| paths.get(&from).cloned());
        }
        !stopped
    }
}
