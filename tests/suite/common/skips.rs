//! What the engine's step stream says was skipped below each position of a search, worked out
//! here from its raw steps (the cuts with the moves they left, the table's answers), never from
//! the bounds or counts the engine attaches to its exits: what the bound-rule tests check the
//! words of every view against.

use std::cell::RefCell;
use std::collections::HashMap;
use std::ops::ControlFlow;

use morpion::engine::{
    Bound, Game, LeafReason, Score, SearchOptions, SearchSettings, Step, StepKind, search,
};

/// One position as the search left it, from MAX's side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Truth {
    /// The window it was entered with.
    pub alpha: Score,
    pub beta: Score,
    pub value: Score,
    /// Cuts below it (its own included) that left moves unsearched, and those moves.
    pub cuts: u64,
    pub moves: u64,
    /// Table answers below it (itself included) that were only bounds.
    pub table_bounds: u64,
    /// By the rule: exact when nothing was skipped below it; otherwise at most its value at
    /// or below α, at least it at or above β, exact in between.
    pub bound: Bound,
    /// A position scored at once (game over, depth limit, table) rather than left by an exit.
    pub leaf: bool,
}

impl Truth {
    pub fn skipped_nothing(&self) -> bool {
        self.cuts == 0 && self.table_bounds == 0
    }

    /// Outside its window (never without pruning, whose window is unbounded).
    pub fn outside(&self) -> bool {
        self.value <= self.alpha || self.value >= self.beta
    }
}

/// A whole search: every position by its path, every cut, the positions entered.
pub struct Searched<M> {
    pub positions: HashMap<Vec<M>, Truth>,
    /// Each cut's position and how many moves it skipped (a cut that skipped none is no cut).
    pub cuts: Vec<(Vec<M>, usize)>,
    pub entered: u64,
    /// The steps in order, for walking a replay beside them.
    pub steps: Vec<Step<M>>,
}

/// A position being searched: its window and what was skipped below it so far.
struct Open<M> {
    path: Vec<M>,
    alpha: Score,
    beta: Score,
    cuts: u64,
    moves: u64,
    table_bounds: u64,
}

/// Runs the engine's search of `game` under `settings` (its own table if they ask for one) and
/// works out what was skipped below each position from the steps it reports.
pub fn searched<G: Game>(game: &G, settings: &SearchSettings) -> Searched<G::Move>
where
    G::Move: std::hash::Hash,
{
    let steps = RefCell::new(Vec::new());
    let observer = |step: &Step<G::Move>| {
        steps.borrow_mut().push(step.clone());
        ControlFlow::Continue(())
    };
    let report = search(
        game,
        settings,
        &SearchOptions {
            observer: Some(&observer),
            ..Default::default()
        },
    );
    assert!(report.complete);
    let steps = steps.into_inner();
    let mut open: Vec<Open<G::Move>> = Vec::new();
    let mut searched = Searched {
        positions: HashMap::new(),
        cuts: Vec::new(),
        entered: 0,
        steps: Vec::new(),
    };
    for step in &steps {
        match &step.kind {
            StepKind::Root | StepKind::Enter => {
                searched.entered += u64::from(step.kind == StepKind::Enter);
                open.push(Open {
                    path: step.path.clone(),
                    alpha: step.alpha,
                    beta: step.beta,
                    cuts: 0,
                    moves: 0,
                    table_bounds: 0,
                });
            }
            StepKind::Cut { skipped, .. } => {
                assert!(!skipped.is_empty(), "a cut step skips moves");
                let here = open.last_mut().expect("a cut inside a position");
                here.cuts += 1;
                here.moves += skipped.len() as u64;
                searched.cuts.push((step.path.clone(), skipped.len()));
            }
            StepKind::Leaf { value, reason } => {
                let mut here = open.pop().expect("a leaf inside a position");
                if let LeafReason::Table { bound, .. } = reason
                    && *bound != Bound::Exact
                {
                    here.table_bounds += 1;
                }
                close(&mut searched, &mut open, here, *value, true);
            }
            StepKind::Exit { value, .. } => {
                let here = open.pop().expect("an exit of a position");
                close(&mut searched, &mut open, here, *value, false);
            }
            StepKind::Update { .. } => {}
        }
    }
    assert!(open.is_empty());
    assert_eq!(
        searched.entered, report.nodes,
        "the steps count the report's positions"
    );
    searched.steps = steps;
    searched
}

/// Leaves `here` with `value`, judging its bound by the rule and adding what was skipped below
/// it to its parent.
fn close<M: Clone + Eq + std::hash::Hash>(
    searched: &mut Searched<M>,
    open: &mut [Open<M>],
    here: Open<M>,
    value: Score,
    leaf: bool,
) {
    let nothing = here.cuts == 0 && here.table_bounds == 0;
    let bound = if nothing {
        Bound::Exact
    } else if value <= here.alpha {
        Bound::Upper
    } else if value >= here.beta {
        Bound::Lower
    } else {
        Bound::Exact
    };
    if let Some(parent) = open.last_mut() {
        parent.cuts += here.cuts;
        parent.moves += here.moves;
        parent.table_bounds += here.table_bounds;
    }
    searched.positions.insert(
        here.path,
        Truth {
            alpha: here.alpha,
            beta: here.beta,
            value,
            cuts: here.cuts,
            moves: here.moves,
            table_bounds: here.table_bounds,
            bound,
            leaf,
        },
    );
}
