//! Work orders: the one way the App asks the background threads for work and cancels it.
//! [`App::update`](crate::tui::App::update) returns them, in the order they are to be carried out;
//! the event loop hands a search to the search thread at once and carries out the others at
//! the end of its turn (the last study and the last jobs to keep win, as they did when the
//! loop read the App's wishes once a turn).

use crate::analysis::exact_hints::SolveRequest;
use crate::analysis::{SearchRequest, StudyRequest};

/// One thing the App asks of the background threads.
#[derive(Clone, Debug)]
pub enum Work {
    /// Start this search on the search thread (the one before it is dropped).
    Search(SearchRequest),
    /// Start this study on the study thread (the one before it is dropped).
    Study(StudyRequest),
    /// The search of this generation plays the best move of its deepest finished iteration
    /// now (Esc), if it is still deciding.
    PlayNow(u64),
    /// Drop every job but the search of generation `search` and the study `study` (`None`:
    /// no job of that kind is wanted).
    KeepOnly {
        search: Option<u64>,
        study: Option<u64>,
    },
    /// Start this solve of the hints' exact values on the hints' thread (the one before it is
    /// dropped).
    Solve(SolveRequest),
    /// Drop the hints' solve unless it is this one (`None`: none is wanted).
    KeepSolve(Option<u64>),
}

/// The work orders of one update, in order.
#[derive(Clone, Debug, Default)]
pub struct WorkOrders(Vec<Work>);

impl WorkOrders {
    pub fn iter(&self) -> std::slice::Iter<'_, Work> {
        self.0.iter()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The search these orders start, if any (at most one per update).
    pub fn search(&self) -> Option<&SearchRequest> {
        self.0.iter().find_map(|work| match work {
            Work::Search(request) => Some(request),
            _ => None,
        })
    }

    /// [`WorkOrders::search`], taken out.
    pub fn into_search(self) -> Option<SearchRequest> {
        self.0.into_iter().find_map(|work| match work {
            Work::Search(request) => Some(request),
            _ => None,
        })
    }

    /// The study these orders start, if any.
    pub fn study(&self) -> Option<&StudyRequest> {
        self.0.iter().find_map(|work| match work {
            Work::Study(request) => Some(request),
            _ => None,
        })
    }
}

impl IntoIterator for WorkOrders {
    type Item = Work;
    type IntoIter = std::vec::IntoIter<Work>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

/// What the threads were last told, so that each update orders only what changed.
#[derive(Debug, Default)]
pub(in crate::tui) struct Told {
    /// The jobs last kept: (search generation, study id).
    kept: (Option<u64>, Option<u64>),
    /// The study last started.
    study: Option<u64>,
    /// The generation last told to play now.
    play_now: Option<u64>,
    /// The hints' solve last started, and the one last kept.
    solve: Option<u64>,
    kept_solve: Option<u64>,
}

impl Told {
    /// The orders that make the threads do what the App wants: `search` to start (if any), the
    /// study `study` and the hints' solve `solve` wanted, the search generation `wanted_search`
    /// still wanted and the generation to hurry (Esc), if any.
    pub(in crate::tui) fn orders(
        &mut self,
        search: Option<SearchRequest>,
        study: Option<&StudyRequest>,
        solve: Option<&SolveRequest>,
        wanted_search: Option<u64>,
        play_now: Option<u64>,
    ) -> WorkOrders {
        let mut orders = Vec::new();
        let started_search = search.is_some();
        if let Some(request) = search {
            orders.push(Work::Search(request));
        }
        let study_id = study.map(|s| s.id);
        if let Some(request) = study
            && self.study != study_id
        {
            orders.push(Work::Study(request.clone()));
        }
        self.study = study_id;
        let kept = (wanted_search, study_id);
        if started_search || kept != self.kept {
            orders.push(Work::KeepOnly {
                search: wanted_search,
                study: study_id,
            });
            self.kept = kept;
        }
        if let Some(generation) = play_now
            && self.play_now != Some(generation)
        {
            orders.push(Work::PlayNow(generation));
        }
        self.play_now = play_now;
        let solve_id = solve.map(|s| s.id);
        if let Some(request) = solve
            && self.solve != solve_id
        {
            orders.push(Work::Solve(request.clone()));
        }
        self.solve = solve_id;
        if solve_id != self.kept_solve {
            orders.push(Work::KeepSolve(solve_id));
            self.kept_solve = solve_id;
        }
        WorkOrders(orders)
    }
}
