//! The game's moves as the move list shows them, with the AI's searches behind its moves.

use crate::analysis::SearchOutcome;
use crate::games::playable::Playable;
use crate::tui::game::game_match::Seat;

/// Who chose a move: the human at the keyboard or the AI. Recorded when the move is played,
/// so the move list keeps saying it after `v` gives the seats to others.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chooser {
    Human,
    Ai,
}

/// One move of the game.
#[derive(Clone, Debug)]
pub struct MoveRecord {
    pub mv: usize,
    /// The seat that played it.
    pub by: Seat,
    /// Who chose it.
    pub chooser: Chooser,
    /// The AI's decision, when the AI played it: its search (and so its node counts, with and
    /// without pruning), and the panel's re-analysis of it under other settings, if any.
    pub analysis: Option<Box<Analysis>>,
}

/// The AI's last decision, as the statistics panel shows it.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The position the AI moved from.
    pub position: Playable,
    /// The move the AI played there.
    pub played: usize,
    /// The search the panel shows: the decision's, or its latest re-analysis.
    pub outcome: SearchOutcome,
    /// True once the decision was searched again under changed settings.
    pub rerun: bool,
    /// The decision's own search, kept here once a re-analysis took `outcome`'s place.
    pub as_played: Option<Box<SearchOutcome>>,
    /// The decision's tie-break seed: a re-analysis uses it again, so the move it marks as its
    /// choice changes only when the settings change the tie, not by a new coin flip.
    pub seed: u64,
    /// A number no other decision (or re-analysis) of the session has: the explorer's tree is
    /// kept for it.
    pub serial: u64,
}

impl Analysis {
    /// The search the move was played on (the move list and the chart count it), whatever
    /// re-analyses followed.
    pub fn played_outcome(&self) -> &SearchOutcome {
        self.as_played.as_deref().unwrap_or(&self.outcome)
    }
}

impl Analysis {
    /// A re-analysis under other settings takes the panel's place; the move list keeps what
    /// was searched for the move as played.
    /// Where the move came from (the book or the solver) stays: it is a fact of the position.
    pub(in crate::tui) fn reanalysed(&mut self, mut outcome: SearchOutcome, serial: u64) {
        if outcome.perfect.is_none() {
            outcome.perfect = self.outcome.perfect.clone();
        }
        let before = std::mem::replace(&mut self.outcome, outcome);
        if self.as_played.is_none() {
            self.as_played = Some(Box::new(before));
        }
        self.rerun = true;
        self.serial = serial;
    }
}
