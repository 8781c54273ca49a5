//! The autoplay: the pace of the AI's moves when it plays both sides (pause, single step, speed).

pub(in crate::tui) mod update;

use std::time::{Duration, Instant};

use crate::analysis::Mode;
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

    /// True when the AI, playing itself in `mode`, must not start its move yet at `clock`:
    /// paused, or waiting out the pause after the last move (which this schedules). The first
    /// move of a game starts at once.
    pub(super) fn waits(&mut self, mode: Mode, first_move: bool, clock: Instant) -> bool {
        if mode != Mode::AiAi {
            return false;
        }
        if self.paused {
            self.next_at = None;
            return true;
        }
        if first_move {
            return false;
        }
        match self.next_at {
            Some(at) if at <= clock => {
                self.next_at = None;
                false
            }
            Some(_) => true,
            None => {
                self.next_at = Some(clock + self.pause());
                true
            }
        }
    }

    /// The AI played a move: a single step pauses again.
    pub(super) fn moved(&mut self) {
        if self.step {
            self.step = false;
            self.paused = true;
        }
    }

    /// Whether the next move's pause is over at `now`.
    pub(super) fn due(&self, now: Instant) -> bool {
        self.next_at.is_some_and(|at| at <= now)
    }

    /// A new game: no wait nor single step under way.
    pub(super) fn new_game(&mut self) {
        self.next_at = None;
        self.step = false;
    }

    /// A new mode: the autoplay starts afresh, unpaused.
    pub(super) fn restart(&mut self) {
        self.paused = false;
        self.step = false;
        self.next_at = None;
    }

    /// The wait under way is dropped (its move would be for another position).
    pub(super) fn cancel_wait(&mut self) {
        self.next_at = None;
    }

    /// Pauses when `pause` holds (opening the explorer or the technique table while the AI
    /// plays itself); never unpauses.
    pub(super) fn pause_if(&mut self, pause: bool) {
        self.paused |= pause;
    }

    pub(super) fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
    }

    /// Space: pause, or go on at `clock`; returns whether it is now paused.
    pub(super) fn toggle(&mut self, clock: Instant) -> bool {
        self.step = false;
        self.paused = !self.paused;
        self.next_at = if self.paused {
            // The move under way still finishes; the next one waits.
            None
        } else {
            Some(clock) // at once
        };
        self.paused
    }

    /// →: pause again after one move.
    pub(super) fn step_once(&mut self) {
        self.step = true;
    }

    /// The next move starts at `clock`, unpaused.
    pub(super) fn go_at(&mut self, clock: Instant) {
        self.paused = false;
        self.next_at = Some(clock);
    }

    /// `[` and `]`: a longer or shorter pause between the AI's moves.
    pub(super) fn change_pace(&mut self, slower: bool, clock: Instant) {
        let pace = self.pace;
        self.pace = if slower {
            (pace + 1).min(AUTOPLAY_PAUSES.len() - 1)
        } else {
            pace.saturating_sub(1)
        };
        if let Some(at) = self.next_at {
            // The wait under way follows the new pace, from the move that started it.
            let moved = at.checked_sub(AUTOPLAY_PAUSES[pace]).unwrap_or(clock);
            self.next_at = Some(moved + self.pause());
        }
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
