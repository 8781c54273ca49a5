//! Who plays: the play modes (you against the AI, the AI against itself, two players), and the
//! autoplay's pace when the AI plays both sides (pause, single step, speed).

use std::time::{Duration, Instant};

use super::state::{App, Side};
use crate::analysis::Mode;
use crate::analysis::SearchRequest;
use crate::i18n::Words;

/// The pauses between the AI's moves when it plays itself, from the fastest to the slowest.
pub const AUTOPLAY_PAUSES: [Duration; 6] = [
    Duration::ZERO,
    Duration::from_millis(250),
    Duration::from_millis(500),
    Duration::from_secs(1),
    Duration::from_secs(2),
    Duration::from_secs(4),
];

/// The pause a session starts with.
const DEFAULT_PAUSE: usize = 2;

/// The autoplay's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Autoplay {
    /// No AI move starts until the player says so (Space, or → for one move).
    pub paused: bool,
    /// Index into [`AUTOPLAY_PAUSES`].
    pub pace: usize,
    /// When the next AI move starts, while the autoplay waits between moves.
    pub next_at: Option<Instant>,
    /// Pause again after the move under way (a single step).
    pub step: bool,
}

impl Default for Autoplay {
    fn default() -> Self {
        Self {
            paused: false,
            pace: DEFAULT_PAUSE,
            next_at: None,
            step: false,
        }
    }
}

impl Autoplay {
    pub fn pause(&self) -> Duration {
        AUTOPLAY_PAUSES[self.pace]
    }
}

/// A pause between moves in words: "no pause", "250 ms", "1 s".
pub fn pace_words(pause: Duration, words: &Words) -> String {
    let space = words.unit_space;
    match pause.as_millis() {
        0 => words.names.no_pause.to_owned(),
        ms if ms < 1000 => format!("{ms}{space}ms"),
        ms => format!("{}{space}s", ms / 1000),
    }
}

impl App {
    /// Whether the AI chooses the moves of `side`'s seat in this mode.
    pub fn ai_plays(&self, side: Side) -> bool {
        match self.mode {
            Mode::HumanAi => side == Side::Ai,
            Mode::AiAi => true,
            Mode::Humans => false,
        }
    }

    /// True when the AI, playing itself, must not start its move yet: paused, or waiting out
    /// the pause after the last move (which this schedules).
    pub(super) fn autoplay_waits(&mut self) -> bool {
        if self.mode != Mode::AiAi {
            return false;
        }
        if self.autoplay.paused {
            self.autoplay.next_at = None;
            return true;
        }
        if self.records.is_empty() {
            return false; // the first move of a game starts at once
        }
        match self.autoplay.next_at {
            Some(at) if at <= self.clock => {
                self.autoplay.next_at = None;
                false
            }
            Some(_) => true,
            None => {
                self.autoplay.next_at = Some(self.clock + self.autoplay.pause());
                true
            }
        }
    }

    /// The AI played a move: a single step pauses again.
    pub(super) fn autoplay_moved(&mut self) {
        if self.autoplay.step {
            self.autoplay.step = false;
            self.autoplay.paused = true;
        }
    }

    /// Time passed: the autoplay's next move may be due.
    pub(super) fn autoplay_tick(&mut self, now: Instant) -> Option<SearchRequest> {
        self.clock = now;
        match self.autoplay.next_at {
            Some(at) if at <= now && self.pending.is_none() => self.after_move(),
            _ => None,
        }
    }

    /// The next mode: the AI takes or leaves the seats, and a decision under way for a seat a
    /// person now plays is dropped.
    pub(super) fn cycle_mode(&mut self) -> Option<SearchRequest> {
        self.mode = self.mode.next();
        self.autoplay.paused = false;
        self.autoplay.step = false;
        self.autoplay.next_at = None;
        let deciding = self
            .pending
            .is_some_and(|p| p.kind == crate::analysis::SearchKind::Decide);
        if deciding && !self.ai_plays(self.side_to_move()) {
            self.drop_searches();
        }
        let said = &self.words().messages;
        let how = match self.mode {
            Mode::HumanAi => said.mode_human_ai,
            Mode::AiAi => said.mode_ai_ai,
            Mode::Humans => said.mode_humans,
        };
        self.say(how);
        if self.deciding() {
            return None;
        }
        // A re-analysis under way gives way to the decision, as a setting changed on the AI's
        // turn does (or, against itself, the decision follows it after the pause).
        self.after_move()
    }

    /// Space while the AI plays itself: pause, or go on (a finished game: the next one).
    pub(super) fn toggle_pause(&mut self) -> Option<SearchRequest> {
        if self.game.is_over() {
            return self.new_game();
        }
        self.autoplay.step = false;
        self.autoplay.paused = !self.autoplay.paused;
        // The status line under the board says paused or not, and which keys apply.
        self.message = None;
        if self.autoplay.paused {
            // The move under way still finishes; the next one waits.
            self.autoplay.next_at = None;
            return None;
        }
        self.autoplay.next_at = Some(self.clock); // at once
        if self.pending.is_some() {
            return None;
        }
        self.after_move()
    }

    /// → while the AI plays itself: one move, then pause.
    pub(super) fn step_once(&mut self) -> Option<SearchRequest> {
        self.message = None;
        if self.game.is_over() {
            self.say(self.words().messages.autoplay_game_over);
            return None;
        }
        self.autoplay.step = true;
        if self.deciding() {
            return None; // the move under way is the step
        }
        self.autoplay.paused = false;
        self.autoplay.next_at = Some(self.clock);
        if self.pending.is_some() {
            return None; // after the re-analysis under way
        }
        self.after_move()
    }

    /// [ and ]: a longer or shorter pause between the AI's moves.
    pub(super) fn change_pace(&mut self, slower: bool) {
        let pace = self.autoplay.pace;
        self.autoplay.pace = if slower {
            (pace + 1).min(AUTOPLAY_PAUSES.len() - 1)
        } else {
            pace.saturating_sub(1)
        };
        if let Some(at) = self.autoplay.next_at {
            // The wait under way follows the new pace, from the move that started it.
            let moved = at.checked_sub(AUTOPLAY_PAUSES[pace]).unwrap_or(self.clock);
            self.autoplay.next_at = Some(moved + self.autoplay.pause());
        }
        let pause = pace_words(self.autoplay.pause(), self.words());
        self.say(&(self.words().messages.pace)(&pause));
    }

    /// True while the AI's decision is under way.
    fn deciding(&self) -> bool {
        self.pending
            .is_some_and(|p| p.kind == crate::analysis::SearchKind::Decide)
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn autoplay(&self) -> Autoplay {
        self.autoplay
    }
}
