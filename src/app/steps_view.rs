//! Step mode (key `w`): the AI's last search replayed one step at a time, and the guesses a
//! learner makes before the search reveals a position's value.

use std::time::{Duration, Instant};

use super::Action;
use crate::analysis::replay::{Ending, Replay};
use crate::engine::{
    OutOfMemory, Score, ScoreMeaning, SearchOptions, SearchSettings, Side, StepKind, WIN, search,
};
use crate::games::playable::Playable;

/// The paces of playing the steps on their own, in steps a second.
pub const STEP_PACES: [u32; 7] = [1, 2, 5, 10, 20, 50, 100];

/// The pace a replay starts with.
const DEFAULT_PACE: usize = 2;

/// The longest step number that can be typed.
const MOST_DIGITS: usize = 12;

/// What a learner can guess about a position before the search finds it: its value for the
/// side to move there (a win, a draw or a loss), or that alpha-beta will cut moves there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Win,
    Draw,
    Loss,
    Cut,
}

impl Answer {
    /// The answer of key `1`–`4`.
    pub fn of_digit(digit: u8) -> Option<Self> {
        match digit {
            1 => Some(Self::Win),
            2 => Some(Self::Draw),
            3 => Some(Self::Loss),
            4 => Some(Self::Cut),
            _ => None,
        }
    }

    /// The index of its words in `StepWords::guess_answers`.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A guess waiting for the search to reach the end of its position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guess {
    /// What the position is worth to MAX (win, draw, loss), or that moves are cut there.
    pub answer: Answer,
    /// Plies from the search's start to the guessed position.
    pub depth: usize,
    /// How the search ends that position (worked out when the guess was made).
    pub ending: Ending,
    /// The position's exact value for MAX (a full-window search of it, counted from the
    /// replay's start), whatever bound the replayed search proved.
    pub exact: Score,
}

impl Guess {
    /// Whether the answer agrees with what the search found: a cut or not; or the sign of the
    /// position's exact value for MAX.
    pub fn is_right(&self) -> bool {
        match self.answer {
            Answer::Cut => self.ending.cut,
            Answer::Win => self.exact > 0,
            Answer::Draw => self.exact == 0,
            Answer::Loss => self.exact < 0,
        }
    }
}

/// The guesses of the session, right and wrong.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GuessTally {
    pub right: u32,
    pub wrong: u32,
}

impl GuessTally {
    pub(super) fn count(&mut self, right: bool) {
        if right {
            self.right += 1;
        } else {
            self.wrong += 1;
        }
    }
}

/// Where a replay comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The AI's decision at this move number of the game, and the move it played.
    Decision { move_number: u32, played: usize },
    /// A fresh search from a position of the explorer's tree, reached by these moves.
    Explorer { path: Vec<usize> },
}

/// The replay on screen and what the keys of step mode set.
#[derive(Debug)]
pub struct StepsView {
    pub replay: Replay<Playable>,
    /// What is replayed: the AI's decision, or a search from a position of the explorer.
    pub origin: Origin,
    /// The positions the search counts, the panel's figure (the replay's end reaches it),
    /// and the panel's figure for the other pruning mode, where known.
    pub positions: Option<u64>,
    other_positions: Option<u64>,
    /// Playing the steps on their own, and when the last one was played.
    pub playing: Option<Instant>,
    /// Index into [`STEP_PACES`].
    pub pace: usize,
    /// The step number being typed.
    pub typed: String,
    /// The question "your guess?" is on screen.
    pub asking: bool,
    /// A guess the search has not reached the end of yet.
    pub pending: Option<Guess>,
    /// The last guess revealed, and whether it was right.
    pub revealed: Option<(Guess, bool)>,
}

impl StepsView {
    /// The replay of a search of `position` under `settings`, at its first step.
    pub fn new(
        position: Playable,
        settings: SearchSettings,
        positions: (Option<u64>, Option<u64>),
        origin: Origin,
    ) -> Result<Self, OutOfMemory> {
        Ok(Self {
            replay: Replay::new(position, settings)?,
            positions: positions.0,
            other_positions: positions.1,
            origin,
            playing: None,
            pace: DEFAULT_PACE,
            typed: String::new(),
            asking: false,
            pending: None,
            revealed: None,
        })
    }

    /// The same search with pruning switched, from its first step (a pending guess is dropped).
    pub fn switch_pruning(&mut self) -> Result<(), OutOfMemory> {
        let mut settings = *self.replay.settings();
        settings.pruning = !settings.pruning;
        self.replay = Replay::new(self.replay.game().clone(), settings)?;
        std::mem::swap(&mut self.positions, &mut self.other_positions);
        self.pending = None;
        self.asking = false;
        Ok(())
    }

    /// Whether the position of the current step is still waiting for its value.
    pub fn can_guess(&self) -> bool {
        !self.replay.position().is_over()
            && self
                .replay
                .current()
                .stack
                .last()
                .is_some_and(|level| level.value.is_none())
    }

    /// Records `answer` for the current position; the search's ending there is worked out now
    /// (one re-run) so that any way of moving on reveals it.
    pub fn guess(&mut self, answer: Answer) {
        self.asking = false;
        let frame = self.replay.current().clone();
        if let Some(ending) = self.replay.ending_of(&frame.step.path, frame.number) {
            self.pending = Some(Guess {
                answer,
                depth: frame.step.depth(),
                ending,
                exact: self.exact_value(),
            });
            self.revealed = None;
        }
    }

    /// The exact value for MAX of the current step's position, under the replay's depth limit
    /// and evaluation (alpha-beta with a full window), counted in plies from the replay's start.
    fn exact_value(&self) -> Score {
        let depth = self.replay.current().step.depth();
        let mut settings = *self.replay.settings();
        settings.pruning = true;
        settings.transposition = None;
        settings.depth_limit = settings
            .depth_limit
            .map(|limit| limit.saturating_sub(depth as u32));
        let position = self.replay.position();
        let value = search(&position, &settings, &SearchOptions::default()).value;
        // From the side to move there to MAX, and wins counted from the replay's start.
        let value = if Side::at(depth) == Side::Max {
            value
        } else {
            -value
        };
        match ScoreMeaning::of(value) {
            ScoreMeaning::Win { plies } => WIN - (plies + depth as u32) as Score,
            ScoreMeaning::Loss { plies } => -(WIN - (plies + depth as u32) as Score),
            _ => value,
        }
    }

    /// After a move through the steps: the pending guess is revealed once its position is
    /// left; returns whether it was right, if it was revealed now.
    pub fn reveal_due(&mut self) -> Option<bool> {
        if !self.reveal_is_due() {
            return None;
        }
        let guess = self.pending.take()?;
        let right = guess.is_right();
        self.revealed = Some((guess, right));
        Some(right)
    }

    /// The search has left the guessed position.
    fn reveal_is_due(&self) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|g| self.replay.current().number >= g.ending.at)
    }

    /// A digit of the step number to go to.
    pub fn type_digit(&mut self, digit: u8) {
        if self.typed.len() < MOST_DIGITS && !(self.typed.is_empty() && digit == 0) {
            self.typed.push(char::from(b'0' + digit));
        }
    }

    /// Goes to the typed step number, if one was typed.
    pub fn go_to_typed(&mut self) -> bool {
        let typed = std::mem::take(&mut self.typed);
        typed
            .parse::<u64>()
            .is_ok_and(|number| self.replay.go_to(number))
    }

    pub fn toggle_playing(&mut self, now: Instant) {
        self.playing = match self.playing {
            Some(_) => None,
            None if self.replay.at_end() => None,
            None => Some(now),
        };
    }

    pub fn change_pace(&mut self, faster: bool) {
        self.pace = if faster {
            (self.pace + 1).min(STEP_PACES.len() - 1)
        } else {
            self.pace.saturating_sub(1)
        };
    }

    pub fn steps_per_second(&self) -> u32 {
        STEP_PACES[self.pace]
    }

    /// Time passed while playing: the steps due are taken (stopping at the end, or at a guess's
    /// reveal so it is seen); returns whether any was.
    pub fn tick(&mut self, now: Instant) -> bool {
        let Some(since) = self.playing else {
            return false;
        };
        let every = Duration::from_secs(1) / self.steps_per_second();
        let due = (now.saturating_duration_since(since).as_nanos() / every.as_nanos()) as u64;
        if due == 0 {
            return false;
        }
        let mut moved = false;
        for _ in 0..due {
            if !self.replay.forward() {
                break;
            }
            moved = true;
            if self.reveal_is_due() {
                self.playing = None;
                return true;
            }
        }
        self.playing = if self.replay.at_end() {
            None
        } else {
            Some(since + every * due as u32)
        };
        moved
    }
}

/// What an action of step mode asks of the App beyond the view itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum StepsReply {
    Nothing,
    /// Leave step mode.
    Close,
    /// A guess was revealed: right or wrong.
    Revealed(bool),
    /// A guess was asked for where the position's value is already known.
    NoGuessHere,
    /// The replay's table could not be made.
    OutOfMemory,
    /// `c` found no cut after the step it was pressed at.
    NoMoreCuts,
}

/// Whether `action` belongs to step mode (digits and the pace keys do while it is `open`).
pub(super) fn is_steps_action(action: Action, open: bool) -> bool {
    match action {
        Action::OpenSteps
        | Action::CloseSteps
        | Action::StepForward
        | Action::StepBack
        | Action::StepOver
        | Action::StepOut
        | Action::NextCut
        | Action::StepsStart
        | Action::StepsEnd
        | Action::StepsPlay
        | Action::StepsGoTo
        | Action::StepsPruning
        | Action::GuessAsk
        | Action::GuessCancel => true,
        Action::PlayDigit(_) | Action::Slower | Action::Faster => open,
        _ => false,
    }
}

impl StepsView {
    /// Applies an action of step mode at `now`.
    pub(super) fn act(&mut self, action: Action, now: Instant) -> StepsReply {
        // A verdict belongs to the step it was revealed at: moving on clears it.
        if !matches!(
            action,
            Action::GuessAsk | Action::GuessCancel | Action::PlayDigit(_)
        ) {
            self.revealed = None;
        }
        let replay = &mut self.replay;
        match action {
            Action::CloseSteps => return StepsReply::Close,
            Action::StepForward => {
                replay.forward();
            }
            Action::StepBack => {
                replay.back();
            }
            Action::StepOver => {
                replay.finish_position();
            }
            Action::StepOut => {
                replay.step_out();
            }
            Action::NextCut => {
                replay.next_cut();
                if !matches!(replay.current().step.kind, StepKind::Cut { .. }) {
                    return StepsReply::NoMoreCuts;
                }
            }
            Action::StepsStart => {
                replay.go_to(1);
            }
            Action::StepsEnd => {
                replay.go_to(u64::MAX);
            }
            Action::StepsPlay => self.toggle_playing(now),
            Action::StepsGoTo => {
                self.go_to_typed();
            }
            Action::StepsPruning if self.switch_pruning().is_err() => {
                return StepsReply::OutOfMemory;
            }
            Action::StepsPruning => {}
            Action::GuessAsk if self.can_guess() => self.asking = true,
            Action::GuessAsk => return StepsReply::NoGuessHere,
            Action::GuessCancel => self.asking = false,
            Action::PlayDigit(digit) if self.asking => {
                if let Some(answer) = Answer::of_digit(digit) {
                    self.guess(answer);
                }
            }
            Action::PlayDigit(digit) => self.type_digit(digit),
            Action::Slower | Action::Faster => self.change_pace(action == Action::Faster),
            _ => {}
        }
        self.reveal_due()
            .map_or(StepsReply::Nothing, StepsReply::Revealed)
    }
}
