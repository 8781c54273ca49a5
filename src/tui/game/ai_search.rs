//! The AI's search: its settings, think time and coin, the generation that dates every search,
//! the search under way, and the recount that may follow a decision.

use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::analysis::{Config, LiveFigures, SearchKind, SearchPlan, SearchRequest, play_clock};
use crate::engine::{FULL_SEARCH_MAX_PLIES, MoveOrder, SearchSettings, TableSize};

/// The depth limit `d` turns on when none was ever given.
pub const DEFAULT_DEPTH_LIMIT: u32 = 4;

/// A search the App is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pending {
    pub generation: u64,
    pub kind: SearchKind,
    /// On the game's clock ([`play_clock`]), as the App's ticks are.
    pub started: Instant,
    /// The tie-break seed of the search, kept so a re-analysis breaks ties the same way.
    pub seed: u64,
    /// The player asked the AI to play its best move so far (Esc).
    pub play_now: bool,
    /// The search deepens (so Esc can make it play its deepest finished search); one search
    /// goes to its end.
    pub deepens: bool,
    /// The search's figures so far, as last reported.
    pub live: Option<LiveFigures>,
}

/// What Esc found to hurry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::tui) enum Hurried {
    /// The AI's decision: it plays its best move so far.
    Decision,
    /// The AI's decision by one search, which goes to its end (a moment: see
    /// [`crate::analysis::SearchPlan`]).
    OneSearch,
    /// A re-analysis, which Esc does not cut short.
    Reanalysis,
    /// No search at all.
    Nothing,
}

/// The AI's search settings and the searches it waits for; every result is dated by its
/// generation and dropped unless it is the current one.
#[derive(Debug)]
pub(in crate::tui) struct AiSearch {
    settings: SearchSettings,
    /// The limit `d` and `+`/`-` turn back on.
    last_depth: u32,
    /// The time budget of each AI decision (iterative deepening).
    think: Duration,
    /// Iterative deepening on (the player's choice); off, the AI deepens only where the tree is
    /// too big for one search.
    deepening: bool,
    /// Connect Four: the AI plays perfectly (see [`crate::analysis::perfect`]).
    perfect: bool,
    /// The memory of the game's one table (`m` turns it on at this size).
    table_size: TableSize,
    rng: StdRng,
    /// While a lesson is open: the tie-break seed of every search, so each screen of the lesson
    /// picks alike among equally good moves.
    fixed_seed: Option<u64>,
    generation: u64,
    pending: Option<Pending>,
    /// The generation whose recount search is still counting, after its decision arrived.
    recounting: Option<u64>,
    /// Its figures so far.
    recount_live: Option<LiveFigures>,
    /// Decisions and re-analyses so far (the last one's serial).
    analyses: u64,
}

impl AiSearch {
    pub(in crate::tui) fn new(config: &Config) -> Self {
        let rng = match config.seed {
            Some(seed) => StdRng::seed_from_u64(seed),
            None => rand::make_rng(),
        };
        let settings = SearchSettings {
            node_budget: None,
            ..config.settings
        };
        Self {
            last_depth: settings.depth_limit.unwrap_or(DEFAULT_DEPTH_LIMIT),
            table_size: config.table_size(),
            settings,
            think: config.think,
            deepening: config.deepening,
            perfect: config.perfect,
            rng,
            fixed_seed: None,
            generation: 0,
            pending: None,
            recounting: None,
            recount_live: None,
            analyses: 0,
        }
    }

    /// A coin flip of the session's generator (who starts, when that is random).
    pub(in crate::tui) fn coin(&mut self) -> bool {
        self.rng.random_bool(0.5)
    }

    /// A fresh tie-break seed.
    pub(in crate::tui) fn seed(&mut self) -> u64 {
        self.rng.random()
    }

    /// Every search from now on breaks ties with `seed` (a lesson's), or with a fresh seed each
    /// (`None`).
    pub(in crate::tui) fn fix_seed(&mut self, seed: Option<u64>) {
        self.fixed_seed = seed;
    }

    /// A new generation and the request for it; older results will be dropped. A re-analysis
    /// reuses `reanalysed_seed`, the seed of the decision it searches again, when there is one.
    pub(in crate::tui) fn request(
        &mut self,
        kind: SearchKind,
        position: crate::games::playable::Playable,
        reanalysed_seed: Option<u64>,
    ) -> SearchRequest {
        let seed = match (kind, reanalysed_seed, self.fixed_seed) {
            (SearchKind::Reanalyse, Some(seed), _) | (_, _, Some(seed)) => seed,
            _ => self.rng.random(),
        };
        self.generation += 1;
        self.recounting = None;
        self.recount_live = None;
        let deepens = SearchPlan::of(&position, &self.settings, self.deepening).deepens();
        self.pending = Some(Pending {
            generation: self.generation,
            kind,
            started: play_clock::now(),
            seed,
            play_now: false,
            deepens,
            live: None,
        });
        SearchRequest {
            generation: self.generation,
            kind,
            position,
            settings: self.settings,
            seed,
            think: self.think,
            perfect: self.perfect && kind == SearchKind::Decide,
            deepening: self.deepening,
        }
    }

    /// The recount of a decision shown without it counts again, if no search is under way.
    pub(in crate::tui) fn resume_recount(
        &mut self,
        position: crate::games::playable::Playable,
        settings: SearchSettings,
        seed: u64,
    ) -> Option<SearchRequest> {
        if self.busy() {
            return None;
        }
        let request = SearchRequest {
            generation: self.generation + 1,
            kind: SearchKind::Recount,
            position,
            settings,
            seed,
            think: self.think,
            perfect: false,
            deepening: false,
        };
        self.generation = request.generation;
        self.recounting = Some(request.generation);
        self.recount_live = None;
        Some(request)
    }

    /// A new game: whatever was searched is for another position.
    pub(in crate::tui) fn new_game(&mut self) {
        self.pending = None;
        self.recounting = None;
        self.recount_live = None;
        self.generation += 1;
    }

    /// Forgets the searches under way (the AI's decision, a re-analysis, the recount): their
    /// results would be for another position.
    pub(in crate::tui) fn drop_searches(&mut self) {
        if self.busy() {
            self.generation += 1;
        }
        self.pending = None;
        self.recounting = None;
        self.recount_live = None;
    }

    /// Quitting: no result is wanted any more.
    pub(in crate::tui) fn quit(&mut self) {
        self.generation += 1;
        self.pending = None;
        self.recounting = None;
    }

    /// A search of `generation` finished: the search it was, if it is the one waited for.
    /// When `recount_follows`, the recount goes on counting for that generation.
    pub(in crate::tui) fn finished(
        &mut self,
        generation: u64,
        recount_follows: bool,
    ) -> Option<Pending> {
        let pending = self.pending?;
        if generation != self.generation || pending.generation != generation {
            return None; // a result for a position or settings that no longer apply
        }
        self.pending = None;
        // Without its recount, the decision is shown at once and the recount follows.
        self.recounting = recount_follows.then_some(generation);
        self.recount_live = None;
        Some(pending)
    }

    /// The recount of `generation` finished: true if it is the one still counting.
    pub(in crate::tui) fn recounted(&mut self, generation: u64) -> bool {
        if self.recounting != Some(generation) || generation != self.generation {
            return false; // a newer search started meanwhile
        }
        self.recounting = None;
        self.recount_live = None;
        true
    }

    pub(in crate::tui) fn progress(&mut self, live: LiveFigures) {
        if live.generation != self.generation {
            return;
        }
        match (&mut self.pending, self.recounting) {
            (Some(pending), _) if pending.generation == live.generation => {
                pending.live = Some(live);
            }
            (None, Some(generation)) if generation == live.generation => {
                self.recount_live = Some(live);
            }
            _ => {}
        }
    }

    /// The serial of a new decision or re-analysis.
    pub(in crate::tui) fn next_serial(&mut self) -> u64 {
        self.analyses += 1;
        self.analyses
    }

    /// Esc: the decision under way plays its best move so far.
    pub(in crate::tui) fn hurry(&mut self) -> Hurried {
        match &mut self.pending {
            Some(pending) if pending.kind == SearchKind::Decide && !pending.deepens => {
                Hurried::OneSearch
            }
            Some(pending) if pending.kind == SearchKind::Decide => {
                pending.play_now = true;
                Hurried::Decision
            }
            Some(_) => Hurried::Reanalysis,
            None => Hurried::Nothing,
        }
    }

    /// Another set of settings in force (a lesson's, or the player's given back), a table
    /// asked for being the game's; returns the settings and the deepening they replace.
    pub(in crate::tui) fn replace_settings(
        &mut self,
        settings: SearchSettings,
        deepening: bool,
    ) -> (SearchSettings, bool) {
        let settings = SearchSettings {
            transposition: settings.transposition.map(|_| self.table_size),
            ..settings
        };
        let before = (self.settings, self.deepening);
        self.settings = settings;
        self.deepening = deepening;
        self.remember_depth();
        before
    }

    pub(in crate::tui) fn toggle_pruning(&mut self) -> bool {
        self.settings.pruning = !self.settings.pruning;
        self.settings.pruning
    }

    /// The depth limit off, or back on at the remembered depth.
    pub(in crate::tui) fn toggle_depth_limit(&mut self) {
        self.settings.depth_limit = match self.settings.depth_limit {
            Some(_) => None,
            None => Some(self.last_depth),
        };
    }

    pub(in crate::tui) fn set_depth_limit(&mut self, depth: u32) {
        self.settings.depth_limit = Some(depth);
    }

    /// The settings changed: a depth limit in force is the one `d` turns back on.
    pub(in crate::tui) fn remember_depth(&mut self) {
        if let Some(depth) = self.settings.depth_limit {
            self.last_depth = depth;
        }
    }

    /// The game became one of `after` plies at most (a heap of another size) from one of
    /// `before`: a depth limit and an evaluation left at the game's defaults become the new
    /// game's, as the command line would give them; ones the player chose stay.
    pub(in crate::tui) fn game_changed(&mut self, before: u32, after: u32) {
        let pruning = self.settings.pruning;
        let old = SearchSettings::for_plies_left(before, pruning, None, None);
        if self.settings.depth_limit == old.depth_limit
            && self.settings.evaluation == old.evaluation
        {
            let new = SearchSettings::for_plies_left(after, pruning, None, None);
            self.settings.depth_limit = new.depth_limit;
            self.settings.evaluation = new.evaluation;
            self.remember_depth();
        }
        // The table follows the heap as `--heap` gives it (on past the full-search heaps),
        // unless the player turned it on or off.
        let table_by_default = |plies: u32| plies > FULL_SEARCH_MAX_PLIES;
        if self.settings.transposition.is_some() == table_by_default(before) {
            self.settings.transposition = table_by_default(after).then_some(self.table_size);
        }
    }

    pub(in crate::tui) fn next_evaluation(&mut self) {
        self.settings.evaluation = self.settings.evaluation.next();
    }

    pub(in crate::tui) fn next_move_order(&mut self) {
        self.settings.move_order = match self.settings.move_order {
            MoveOrder::Reading => MoveOrder::CentreFirst,
            MoveOrder::CentreFirst => MoveOrder::Threats,
            MoveOrder::Threats => MoveOrder::Reading,
        };
    }

    /// Iterative deepening on / off; true when it is now on.
    pub(in crate::tui) fn toggle_deepening(&mut self) -> bool {
        self.deepening = !self.deepening;
        self.deepening
    }

    /// Whether the player turned iterative deepening on.
    pub(in crate::tui) fn deepening(&self) -> bool {
        self.deepening
    }

    pub(in crate::tui) fn toggle_table(&mut self) {
        self.settings.transposition = match self.settings.transposition {
            Some(_) => None,
            None => Some(self.table_size),
        };
    }

    /// True while a search runs, the recount after a decision included.
    pub(in crate::tui) fn busy(&self) -> bool {
        self.pending.is_some() || self.recounting.is_some()
    }

    /// True while the AI's decision is under way.
    pub(in crate::tui) fn deciding(&self) -> bool {
        self.pending.is_some_and(|p| p.kind == SearchKind::Decide)
    }

    pub(in crate::tui) fn settings(&self) -> &SearchSettings {
        &self.settings
    }

    /// Whether the AI plays Connect Four perfectly when it is the game.
    pub(in crate::tui) fn perfect(&self) -> bool {
        self.perfect
    }

    pub(in crate::tui) fn think(&self) -> Duration {
        self.think
    }

    pub(in crate::tui) fn generation(&self) -> u64 {
        self.generation
    }

    pub(in crate::tui) fn pending(&self) -> Option<Pending> {
        self.pending
    }

    pub(in crate::tui) fn recounting(&self) -> Option<u64> {
        self.recounting
    }

    pub(in crate::tui) fn recount_live(&self) -> Option<LiveFigures> {
        self.recount_live
    }
}
