//! Step mode (key `w`): the AI's last search replayed one step at a time, the guesses a
//! learner makes before the search reveals a position's value, and the seeks too far for the
//! screen's thread, walked on the study thread while the screen stays responsive.

use std::time::{Duration, Instant};

use crate::analysis::Decision;
use crate::analysis::replay::{
    Arrival, Awaited, Bounds, Ending, Kept, Replay, SEEK_POSITIONS, SEEK_STEPS, Seek, SeekJob,
    Sought, Walked,
};
use crate::engine::{
    OutOfMemory, Score, ScoreMeaning, SearchOptions, SearchSettings, Side, StepKind, WIN, search,
};
use crate::games::playable::Playable;
use crate::i18n::Words;
use crate::tui::steps::browse::Browsed;
use crate::tui::steps::unsearched::CutCounts;
use crate::tui::steps::update::StepsAction;

/// The paces of playing the steps on their own, in steps a second.
pub const STEP_PACES: [u32; 7] = [1, 2, 5, 10, 20, 50, 100];

/// The pace a replay starts with.
const DEFAULT_PACE: usize = 2;

/// The longest step number that can be typed.
const MOST_DIGITS: usize = 12;

/// The most positions a walk passes on the screen's thread; a seek that needs more goes to the
/// study thread. A walk takes a little over three steps a position and a few million steps a
/// second in a release build, so this is a few milliseconds, well under a frame: moving through
/// a small search stays instant, with no progress to draw.
const INLINE_POSITIONS: u64 = 5_000;

/// The most positions the search for a guess's exact value may take (an alpha-beta search of
/// the guessed position alone, on the screen's thread, a few milliseconds in a release build):
/// a bigger position is too big to judge, and the positions deeper in the search are smaller.
pub const GUESS_POSITIONS: u64 = 50_000;

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
pub struct PendingGuess {
    pub answer: Answer,
    /// Plies from the search's start to the guessed position.
    pub depth: usize,
    /// The position's exact value for MAX (see [`Guess::exact`]).
    pub exact: Score,
    /// The position's legal moves (see [`Guess::moves`]).
    pub moves: usize,
    /// The position, watched for the step that ends it as the replay moves on.
    pub awaited: Awaited<usize>,
}

/// A guess revealed: what the search found at its position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guess {
    /// What the position is worth to MAX (win, draw, loss), or that moves are cut there.
    pub answer: Answer,
    /// Plies from the search's start to the guessed position.
    pub depth: usize,
    /// How the search ends that position.
    pub ending: Ending,
    /// The position's exact value for MAX (a full-window search of it, counted from the
    /// replay's start), whatever bound the replayed search proved.
    pub exact: Score,
    /// The position's legal moves: with one, nothing is ever left to cut.
    pub moves: usize,
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

/// A guess's verdict, kept with the step it was revealed at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Revealed {
    pub guess: Guess,
    pub right: bool,
    /// The step the replay was at when the search's answer came (the step that ends the
    /// guessed position, or one past it after a longer seek).
    pub at: u64,
}

impl Revealed {
    /// Whether the verdict belongs on the screen at step `number`: the step it was revealed
    /// at, or the one that ended the guessed position.
    pub fn shows_at(&self, number: u64) -> bool {
        self.at == number || self.guess.ending.at == number
    }
}

/// The guesses of the session, right and wrong.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GuessTally {
    pub right: u32,
    pub wrong: u32,
}

impl GuessTally {
    pub(in crate::tui) fn count(&mut self, right: bool) {
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
    /// The AI's decision at this move number of the game, and the move it played; `deepened`
    /// when the search replayed is the deepest of iterative deepening's.
    Decision {
        move_number: u32,
        played: usize,
        deepened: bool,
    },
    /// A fresh search from a position of the explorer's tree, reached by these moves.
    Explorer { path: Vec<usize> },
}

/// Where a seek goes, as the screen names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A step number (typed, or the step before or after).
    Step(u64),
    End,
    Cut,
    /// The end of the position shown (↓).
    Finish,
    /// The position above (↑).
    Out,
}

impl Target {
    /// "step 1,234", "the next cut", … in `words`' language.
    pub fn words(self, words: &Words) -> String {
        let [end, cut, finish, out] = words.steps.seek_targets;
        match self {
            Self::Step(n) => (words.steps.seek_step)(&words.int(n)),
            Self::End => end.to_owned(),
            Self::Cut => cut.to_owned(),
            Self::Finish => finish.to_owned(),
            Self::Out => out.to_owned(),
        }
    }

    fn of(seek: &Seek<usize>) -> Self {
        match *seek {
            Seek::Number(u64::MAX) => Self::End,
            Seek::Number(n) => Self::Step(n),
            Seek::Cut { .. } => Self::Cut,
            Seek::Finish { .. } => Self::Finish,
            Seek::Out { .. } => Self::Out,
        }
    }
}

/// A seek under way on the study thread; the screen stays at the step it was asked from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seeking {
    /// What the player asked for.
    pub target: Target,
    /// The search's positions are counted before the walk (see [`SeekJob::count_first`]).
    pub counting: bool,
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
    /// The search is known to have more than [`SEEK_POSITIONS`] positions (a count found it
    /// out), and the same for the other pruning mode: its end is refused at once.
    too_big: bool,
    other_too_big: bool,
    /// Playing the steps on their own, and when the last one was played.
    pub playing: Option<Instant>,
    /// Index into [`STEP_PACES`].
    pub pace: usize,
    /// The step number being typed.
    pub typed: String,
    /// The question "your guess?" is on screen.
    pub asking: bool,
    /// A guess the search has not reached the end of yet.
    pub pending: Option<PendingGuess>,
    /// The guesses revealed in this replay, each shown again whenever the replay comes back
    /// to its step.
    pub revealed: Vec<Revealed>,
    /// A seek under way on the study thread.
    pub seeking: Option<Seeking>,
    /// The tree grown so far shows in the stack's place (key `t`).
    pub tree: bool,
    /// Plain minimax's positions under the cuts the tree has shown.
    pub cut_counts: CutCounts,
    /// The whole tree of the search, recorded once the replay reaches its end with the tree
    /// shown, and browsed there as the explorer is (`browse.rs`).
    pub browsed: Browsed,
    /// The AI's decision this replays and the settings of the search it made, tie checks
    /// included: the whole tree at the end shows exact the root moves those proved as good as
    /// the best, as the explorer does (only while the replay searches the same way).
    pub tie_checked: Option<(Decision<usize>, SearchSettings)>,
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
            too_big: false,
            other_too_big: false,
            origin,
            playing: None,
            pace: DEFAULT_PACE,
            typed: String::new(),
            asking: false,
            pending: None,
            revealed: Vec::new(),
            seeking: None,
            tree: false,
            cut_counts: CutCounts::default(),
            browsed: Browsed::NotYet,
            tie_checked: None,
        })
    }

    /// The same search with pruning switched, from its first step (a pending guess is dropped).
    pub fn switch_pruning(&mut self) -> Result<(), OutOfMemory> {
        let mut settings = *self.replay.settings();
        settings.pruning = !settings.pruning;
        self.replay = self.replay.switched(settings)?;
        std::mem::swap(&mut self.positions, &mut self.other_positions);
        std::mem::swap(&mut self.too_big, &mut self.other_too_big);
        self.pending = None;
        self.browsed = Browsed::NotYet;
        // The other search has other steps: the verdicts belong to this one's.
        self.revealed.clear();
        self.asking = false;
        Ok(())
    }

    /// The verdict that belongs to the current step, if a guess was revealed there (the
    /// latest, if several were).
    pub fn verdict(&self) -> Option<&Revealed> {
        let number = self.replay.current().number;
        self.revealed.iter().rev().find(|r| r.shows_at(number))
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

    /// Records `answer` for the current position, whose exact value is worked out now; the
    /// search's ending there shows as the replay passes it, however it moves on. False (and no
    /// guess) when the position is too big to judge.
    pub fn guess(&mut self, answer: Answer) -> bool {
        self.asking = false;
        let Some(exact) = self.exact_value() else {
            return false;
        };
        let mut moves = Vec::new();
        crate::engine::Game::legal_moves(&self.replay.position(), &mut moves);
        let frame = self.replay.current();
        self.pending = Some(PendingGuess {
            answer,
            depth: frame.step.depth(),
            exact,
            moves: moves.len(),
            awaited: Awaited::new(frame.step.path.clone(), frame.number),
        });
        true
    }

    /// The exact value for MAX of the current step's position, under the replay's depth limit
    /// and evaluation (alpha-beta with a full window), counted in plies from the replay's start;
    /// `None` when that search takes more than [`GUESS_POSITIONS`].
    fn exact_value(&self) -> Option<Score> {
        let depth = self.replay.current().step.depth();
        let mut settings = *self.replay.settings();
        settings.pruning = true;
        settings.transposition = None;
        settings.node_budget = Some(GUESS_POSITIONS);
        settings.depth_limit = settings
            .depth_limit
            .map(|limit| limit.saturating_sub(depth as u32));
        let position = self.replay.position();
        let report = search(&position, &settings, &SearchOptions::default());
        if !report.complete {
            return None;
        }
        let value = report.value;
        // From the side to move there to MAX, and wins counted from the replay's start.
        let value = if Side::at(depth) == Side::Max {
            value
        } else {
            -value
        };
        Some(match ScoreMeaning::of(value) {
            ScoreMeaning::Win { plies } => WIN - (plies + depth as u32) as Score,
            ScoreMeaning::Loss { plies } => -(WIN - (plies + depth as u32) as Score),
            _ => value,
        })
    }

    /// After a move through the steps: the pending guess is revealed once the search has left
    /// its position, its verdict kept with the step the replay is at; returns whether it was
    /// right, if it was revealed now.
    pub fn reveal_due(&mut self) -> Option<bool> {
        let ending = self.pending.as_ref()?.awaited.ending?;
        let pending = self.pending.take()?;
        let guess = Guess {
            answer: pending.answer,
            depth: pending.depth,
            ending,
            exact: pending.exact,
            moves: pending.moves,
        };
        let right = guess.is_right();
        self.revealed.push(Revealed {
            guess,
            right,
            at: self.replay.current().number,
        });
        Some(right)
    }

    /// A digit of the step number to go to.
    pub fn type_digit(&mut self, digit: u8) {
        if self.typed.len() < MOST_DIGITS && !(self.typed.is_empty() && digit == 0) {
            self.typed.push(char::from(b'0' + digit));
        }
    }

    /// Where the typed step number goes, if one was typed. A number past [`SEEK_STEPS`] is
    /// the last step when the search has fewer steps, so it goes to the end if that is within
    /// reach (the seek to the end finds out).
    fn typed_seek(&mut self) -> Option<(Seek<usize>, Target)> {
        let typed = std::mem::take(&mut self.typed);
        let number = typed.parse::<u64>().ok()?;
        let target = Target::Step(number);
        let last = self.replay.totals().map(|t| t.steps);
        Some(match last {
            Some(last) => (Seek::Number(number.min(last)), target),
            None if number > SEEK_STEPS => (Seek::END, target),
            None => (Seek::Number(number), target),
        })
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
    /// reveal so it is seen). A step that takes a walk on the study thread holds the playing
    /// until the walk arrives.
    pub(in crate::tui) fn tick(&mut self, now: Instant) -> StepsReply {
        let Some(since) = self.playing else {
            return StepsReply::Nothing;
        };
        if self.seeking.is_some() {
            return StepsReply::Nothing;
        }
        let every = Duration::from_secs(1) / self.steps_per_second();
        let due = (now.saturating_duration_since(since).as_nanos() / every.as_nanos()) as u64;
        for _ in 0..due {
            if self.replay.at_end() {
                break;
            }
            let next = Seek::Number(self.replay.current().number + 1);
            match self.go(next, None) {
                StepsReply::Nothing => {}
                StepsReply::Walk(job) => {
                    self.playing = Some(now);
                    return StepsReply::Walk(job);
                }
                other => {
                    self.playing = None;
                    return other;
                }
            }
        }
        self.playing = if self.replay.at_end() {
            None
        } else {
            Some(since + every * due as u32)
        };
        StepsReply::Nothing
    }

    /// Goes where `seek` says: at once if the frames kept reach it or a short walk does, else
    /// a walk for the study thread (refused up front when its step is known to be out of
    /// reach). `target` is what the player asked for, when it is not what `seek` says.
    fn go(&mut self, seek: Seek<usize>, target: Option<Target>) -> StepsReply {
        let target = target.unwrap_or_else(|| Target::of(&seek));
        let pending = &mut self.pending;
        let kept = self.replay.seek_kept(&seek, |frame| {
            if let Some(pending) = pending.as_mut() {
                pending.awaited.pass(frame);
            }
        });
        if kept != Kept::Far {
            return self.arrived(target);
        }
        let total = self.total_positions();
        let to_the_end = seek == Seek::END;
        // Up front: the end of a search of more than SEEK_POSITIONS positions is out of reach.
        if to_the_end && (self.too_big || total.is_some_and(|p| p > SEEK_POSITIONS)) {
            return StepsReply::OutOfReach(target);
        }
        // A short walk at once, unless the step is known to lie further (or the table is held
        // by a walk still winding down).
        let surely_far = match seek {
            Seek::Number(_) if to_the_end => total.is_some_and(|p| p > INLINE_POSITIONS),
            Seek::Number(n) => n > 4 * INLINE_POSITIONS + 2,
            _ => false,
        };
        if !surely_far {
            let bounds = Bounds {
                positions: INLINE_POSITIONS,
                ..Bounds::NONE
            };
            let awaited = self.pending.as_ref().map(|p| &p.awaited);
            if let Some(Walked::Arrived(arrival)) =
                self.replay.walker().try_walk(&seek, awaited, &bounds)
            {
                self.take_arrival(*arrival);
                return self.arrived(target);
            }
        }
        let count_first = to_the_end && total.is_none();
        self.seeking = Some(Seeking {
            target,
            counting: count_first,
        });
        StepsReply::Walk(Box::new(SeekJob {
            walker: self.replay.walker().clone(),
            seek,
            awaited: self.pending.as_ref().map(|p| p.awaited.clone()),
            count_first,
        }))
    }

    /// The positions of the whole replayed search, where known: the panel's figure for these
    /// settings, or the replay's own once it has been to the end.
    fn total_positions(&self) -> Option<u64> {
        self.replay.totals().map(|t| t.positions).or(self.positions)
    }

    /// The frames a walk brought back: the replay is at its step, the guess's wait as the walk
    /// left it.
    fn take_arrival(&mut self, mut arrival: Arrival<usize>) {
        if let (Some(pending), Some(awaited)) = (self.pending.as_mut(), arrival.awaited.take()) {
            pending.awaited = awaited;
        }
        self.replay.arrive(arrival);
    }

    /// After a seek: a guess revealed, or `c` finding no more cuts.
    fn arrived(&mut self, target: Target) -> StepsReply {
        if let Some(right) = self.reveal_due() {
            return StepsReply::Revealed(right);
        }
        if target == Target::Cut && !matches!(self.replay.current().step.kind, StepKind::Cut { .. })
        {
            return StepsReply::NoMoreCuts;
        }
        StepsReply::Nothing
    }

    /// Where the seek on the study thread got; `now` restarts the playing it held.
    pub(in crate::tui) fn sought(&mut self, sought: Sought<usize>, now: Instant) -> StepsReply {
        let Some(seeking) = self.seeking.take() else {
            return StepsReply::Nothing; // stopped since
        };
        match sought {
            Sought::Arrived(arrival) => {
                self.take_arrival(*arrival);
                self.playing = self.playing.filter(|_| !self.replay.at_end()).map(|_| now);
                self.arrived(seeking.target)
            }
            Sought::TooFar | Sought::TooBig => {
                self.too_big |= matches!(sought, Sought::TooBig);
                self.playing = None;
                StepsReply::OutOfReach(seeking.target)
            }
            Sought::Stopped => StepsReply::Nothing,
        }
    }
}

/// What an action of step mode asks of the App beyond the view itself.
#[derive(Debug)]
pub(in crate::tui) enum StepsReply {
    Nothing,
    /// Leave step mode.
    Close,
    /// A guess was revealed: right or wrong.
    Revealed(bool),
    /// A guess was asked for where the position's value is already known.
    NoGuessHere,
    /// A guess at a position too big to judge (see [`GUESS_POSITIONS`]).
    GuessTooBig,
    /// The replay's table could not be made.
    OutOfMemory,
    /// `c` found no cut after the step it was pressed at.
    NoMoreCuts,
    /// `c` in plain minimax, which cuts nothing.
    NoCutsWithoutPruning,
    /// A walk for the study thread (the view now says it is seeking).
    Walk(Box<SeekJob<Playable>>),
    /// What the player asked for lies beyond the first [`SEEK_POSITIONS`] positions.
    OutOfReach(Target),
    /// The whole tree was not recorded for browsing: too big, with its positions.
    TooBigToBrowse(u64),
    /// An explorer's key opened a position with nothing below it.
    BrowsedLeaf,
}

impl StepsView {
    /// Applies an action of step mode at `now`.
    pub(in crate::tui) fn act(&mut self, action: StepsAction, now: Instant) -> StepsReply {
        // A seek under way gives way to every key that leaves or moves (typing a step number
        // and the pace keys let it run): the key acts from the step on screen.
        if !matches!(
            action,
            StepsAction::Digit(_)
                | StepsAction::Slower
                | StepsAction::Faster
                | StepsAction::GuessCancel
                | StepsAction::Tree
                | StepsAction::Browse(_)
        ) {
            self.seeking = None;
        }
        let number = self.replay.current().number;
        match action {
            StepsAction::Close => StepsReply::Close,
            StepsAction::Forward => self.go(Seek::Number(number + 1), None),
            StepsAction::Back if number > 1 => self.go(Seek::Number(number - 1), None),
            StepsAction::Over => self.go(self.replay.finish_seek(), None),
            StepsAction::Out => self.go(self.replay.out_seek(), None),
            StepsAction::NextCut if !self.replay.settings().pruning => {
                StepsReply::NoCutsWithoutPruning
            }
            StepsAction::NextCut => self.go(self.replay.cut_seek(), None),
            StepsAction::Start => self.go(Seek::Number(1), None),
            StepsAction::End => self.go(Seek::END, None),
            StepsAction::Play => {
                self.toggle_playing(now);
                StepsReply::Nothing
            }
            StepsAction::GoTo => match self.typed_seek() {
                Some((seek, target)) => self.go(seek, Some(target)),
                None => StepsReply::Nothing,
            },
            StepsAction::Pruning if self.switch_pruning().is_err() => StepsReply::OutOfMemory,
            StepsAction::GuessAsk if self.can_guess() => {
                self.asking = true;
                StepsReply::Nothing
            }
            StepsAction::GuessAsk => StepsReply::NoGuessHere,
            StepsAction::GuessCancel => {
                self.asking = false;
                StepsReply::Nothing
            }
            StepsAction::Digit(digit) if self.asking => match Answer::of_digit(digit) {
                Some(answer) if !self.guess(answer) => StepsReply::GuessTooBig,
                _ => StepsReply::Nothing,
            },
            StepsAction::Digit(digit) => {
                self.type_digit(digit);
                StepsReply::Nothing
            }
            StepsAction::Tree => {
                self.tree = !self.tree;
                StepsReply::Nothing
            }
            StepsAction::Browse(key) => self.browse(key),
            StepsAction::Slower | StepsAction::Faster => {
                self.change_pace(action == StepsAction::Faster);
                StepsReply::Nothing
            }
            StepsAction::Open | StepsAction::Back | StepsAction::Pruning => StepsReply::Nothing,
        }
    }
}
