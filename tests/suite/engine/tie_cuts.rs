//! Cuts on ties from the empty 3×3 board: the engine's cut steps counted against the independent textbook search's, and the figures the glossary and docs/learning.md give (tests/FACTS.md).

use std::cell::Cell;
use std::ops::ControlFlow;

use crate::common::reference::{self, Cuts, Leaf};
use morpion::engine::{Evaluation, SearchOptions, SearchSettings, Side, Step, StepKind, search};
use morpion::games::mnk::Mnk;

/// The engine's cuts, from its step stream: every `Cut` step, and those whose best only equals
/// the window's edge (β at MAX, α at MIN), the ones step mode calls a cut on a tie.
fn engine_cuts(settings: &SearchSettings) -> Cuts {
    let (all, on_ties) = (Cell::new(0), Cell::new(0));
    let observer = |step: &Step<usize>| {
        if let StepKind::Cut { best, .. } = step.kind {
            all.set(all.get() + 1);
            let edge = match step.side() {
                Side::Max => step.beta,
                Side::Min => step.alpha,
            };
            on_ties.set(on_ties.get() + u64::from(best == edge));
        }
        ControlFlow::Continue(())
    };
    let report = search(
        &Mnk::tic_tac_toe(),
        settings,
        &SearchOptions {
            observer: Some(&observer),
            ..Default::default()
        },
    );
    assert!(report.complete);
    Cuts {
        all: all.get(),
        on_ties: on_ties.get(),
    }
}

#[test]
fn most_cuts_under_a_depth_limit_of_6_are_on_ties_against_fewer_than_half_at_full_depth() {
    // (depth limit, cuts, cuts on ties), as the glossary and docs/learning.md give them.
    for (depth_limit, all, on_ties) in [(Some(6), 781, 572), (None, 4_856, 2_185)] {
        let settings = SearchSettings {
            pruning: true,
            depth_limit,
            evaluation: Evaluation::Draw,
            node_budget: None,
            ..SearchSettings::default()
        };
        let textbook = reference::cuts(
            &reference::board_of(&Mnk::tic_tac_toe()),
            reference::Settings {
                pruning: true,
                depth_limit,
                leaf: Leaf::Zero,
            },
        );
        assert_eq!(
            textbook,
            Cuts { all, on_ties },
            "the textbook search, depth limit {depth_limit:?}"
        );
        assert_eq!(
            engine_cuts(&settings),
            textbook,
            "the engine's cut steps, depth limit {depth_limit:?}"
        );
    }
}
