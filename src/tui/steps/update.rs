//! Step mode's flows: opening a replay, its keys, the walks on the study thread.

use crate::analysis::replay::{SEEK_POSITIONS, Sought};
use crate::analysis::threads::{ThreadRefused, refusing_threads};
use crate::analysis::{Decision, StudyJob};
use crate::engine::SearchSettings;
use crate::i18n::TreePhrase;
use crate::tui::explorer::update::ExplorerAction;
use crate::tui::state::App;
use crate::tui::steps::browse::BROWSE_POSITIONS;
use crate::tui::steps::state::{GUESS_POSITIONS, Origin, StepsReply, StepsView};

/// Step mode's actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepsAction {
    /// `w`: the AI's last search (or, in the explorer, the selected position's) replayed.
    Open,
    Close,
    Forward,
    Back,
    /// On to the value of the position the step is about.
    Over,
    /// On to the position above receiving this one's value.
    Out,
    NextCut,
    Start,
    End,
    /// Play the steps on their own / pause.
    Play,
    /// A longer / shorter pause between the steps played on their own.
    Slower,
    Faster,
    /// A digit: part of a step number to go to, or a guess's answer while one is asked.
    Digit(u8),
    /// Go to the step number typed.
    GoTo,
    /// The same search with pruning switched.
    Pruning,
    /// Ask for a guess at the current position (its answer comes as a `Digit`).
    GuessAsk,
    GuessCancel,
    /// The tree grown so far in the stack's place, or the stack again.
    Tree,
    /// At the end with the tree shown: an explorer's key over the whole tree.
    Browse(ExplorerAction),
}

impl App {
    // ---- step mode ----

    /// An action of step mode: `w` opens it on the AI's last decision; the others go to it.
    pub(in crate::tui) fn steps_act(&mut self, action: StepsAction) {
        if action == StepsAction::Open {
            if self.explorer().is_some() {
                self.open_steps_in_explorer();
            } else {
                self.open_steps();
            }
            return;
        }
        let now = self.clock();
        let Some(steps) = self.steps.as_deref_mut() else {
            return;
        };
        // A new replay (`p`) makes its table, whose pages threads the system may refuse touch.
        let reply = refusing_threads(|| steps.act(action, now)).unwrap_or(StepsReply::OutOfMemory);
        self.steps_reply(reply);
    }

    /// What step mode asked for: a message, a tally, a walk on the study thread (and the one
    /// under way stopped, when step mode no longer waits for it).
    pub(in crate::tui) fn steps_reply(&mut self, reply: StepsReply) {
        let said = &self.words().steps;
        match reply {
            StepsReply::Nothing => {}
            StepsReply::Close => self.steps = None,
            StepsReply::Revealed(right) => {
                self.guesses.count(right);
                self.keep_guess(right);
            }
            StepsReply::NoGuessHere => self.chrome.say(said.guess_only_at_entry),
            StepsReply::GuessTooBig => self
                .chrome
                .say(&(said.guess_too_big)(&self.words().int(GUESS_POSITIONS))),
            StepsReply::OutOfMemory => self.say_no_replay_table(),
            StepsReply::NoMoreCuts => self.chrome.say(said.no_more_cuts),
            StepsReply::NoCutsWithoutPruning => self.chrome.say(said.no_cuts_without_pruning),
            StepsReply::Walk(job) => {
                self.chrome.clear_message();
                self.studies.start(StudyJob::Seek(job));
            }
            StepsReply::TooBigToBrowse(positions) => self.say_too_big_to_browse(positions),
            StepsReply::BrowsedLeaf => self.chrome.say(self.words().messages.leaf),
            StepsReply::OutOfReach(target) => {
                let words = self.words();
                self.chrome.say(&(said.out_of_reach)(
                    &target.words(words),
                    &words.int(SEEK_POSITIONS),
                ));
            }
        }
        if self.steps.as_ref().is_none_or(|s| s.seeking.is_none()) {
            self.studies.stop_if(|job| matches!(job, StudyJob::Seek(_)));
        }
        // The tree shows what the cuts on the current path saved: counted once each.
        if let Some(steps) = self.steps.as_deref_mut()
            && steps.tree
        {
            steps.cut_counts.count_cuts(&steps.replay);
        }
        // At the end with the tree shown, the whole tree to browse, recorded once.
        // (Its table's pages are touched by threads the system may refuse, as a replay's.)
        if let Some(steps) = self.steps.as_deref_mut() {
            match refusing_threads(|| steps.record_at_end()) {
                Ok(StepsReply::TooBigToBrowse(positions)) => self.say_too_big_to_browse(positions),
                Ok(StepsReply::OutOfMemory) | Err(ThreadRefused) => self.say_no_replay_table(),
                Ok(_) => {}
            }
        }
    }

    /// The search is too big for its whole tree to be browsed at the end of step mode.
    fn say_too_big_to_browse(&mut self, positions: u64) {
        let phrase = TreePhrase::TooBigToBrowse {
            positions,
            most: BROWSE_POSITIONS,
        };
        self.chrome.say(&self.lang().say(&phrase));
    }

    /// The seek on the study thread got somewhere.
    pub(in crate::tui) fn sought(&mut self, sought: Sought<usize>) {
        let now = self.clock();
        if let Some(steps) = self.steps.as_deref_mut() {
            let reply = steps.sought(sought, now);
            self.steps_reply(reply);
        }
    }

    /// `w` in the explorer: a fresh search from the selected position, under the tree's settings
    /// (the depth limit shortened by the position's depth), replayed step by step.
    pub(in crate::tui) fn open_steps_in_explorer(&mut self) {
        let Some(explorer) = self.explorer() else {
            return;
        };
        let id = explorer.selected_node();
        let tree = explorer.tree();
        let mut path = Vec::new();
        let mut node = Some(id);
        while let Some(at) = node {
            let n = tree.node(at);
            path.extend(n.mv);
            node = n.parent;
        }
        path.reverse();
        let ply = tree.node(id).ply;
        let mut settings = *tree.settings();
        settings.node_budget = None;
        settings.depth_limit = settings.depth_limit.map(|d| d.saturating_sub(ply));
        let position = explorer.position_of(id);
        if position.is_over() {
            return;
        }
        // The replay makes its table, whose pages threads the system may refuse touch.
        let view = refusing_threads(|| {
            StepsView::new(position, settings, (None, None), Origin::Explorer { path })
        });
        match view {
            Ok(Ok(view)) => self.steps = Some(Box::new(view)),
            Ok(Err(_)) | Err(ThreadRefused) => self.say_no_replay_table(),
        }
    }

    /// `w`: replays the AI's last decision as the panel shows it (its settings, pruning
    /// included); the autoplay pauses meanwhile.
    pub(in crate::tui) fn open_steps(&mut self) {
        let Some(analysis) = self.game.analysis() else {
            self.chrome.say(if self.game.ai_moves_unsearched() {
                self.words().messages.no_search_saved
            } else {
                self.words().steps.nothing_yet
            });
            return;
        };
        let mut settings = analysis.outcome.selected.settings;
        settings.node_budget = None;
        let move_number = self
            .game
            .records()
            .iter()
            .rposition(|record| record.analysis.is_some())
            .map_or(1, |index| index as u32 + 1);
        let selected = &analysis.outcome.selected;
        // The panel's other figure is the recount's: plain search, no table, reading order. It
        // is the count of `p`'s replay only where that is the same search.
        let switched = SearchSettings {
            pruning: !settings.pruning,
            ..settings
        };
        let other = analysis
            .outcome
            .recount
            .as_ref()
            .filter(|recount| {
                let counted = SearchSettings {
                    node_budget: None,
                    ..recount.settings
                };
                recount.complete && counted == switched
            })
            .map(|recount| recount.nodes);
        let counts = (selected.complete.then_some(selected.nodes), other);
        let origin = Origin::Decision {
            move_number,
            played: analysis.played,
            deepened: analysis.outcome.deepening.is_some(),
        };
        let position = analysis.position.clone();
        let decision = Decision::of(selected, analysis.played);
        // The replay makes its table, whose pages threads the system may refuse touch.
        match refusing_threads(|| StepsView::new(position, settings, counts, origin)) {
            Ok(Ok(mut view)) => {
                view.tie_checked = Some((decision, settings));
                self.autoplay.set_paused(true);
                self.steps = Some(Box::new(view));
            }
            Ok(Err(_)) | Err(ThreadRefused) => self.say_no_replay_table(),
        }
    }

    /// The replay's table could not be had.
    pub(in crate::tui) fn say_no_replay_table(&mut self) {
        let size = self.settings().transposition.map_or(0, |t| t.bytes >> 20);
        self.chrome
            .say(&(self.words().messages.replay_no_memory)(size as u64));
    }
}
