//! The lessons' state: where the learner is (lesson, screen), what they typed and how it was graded, and the player's own game kept aside while a lesson uses the board.

use crate::analysis::lessons::{Facts, Grade, LESSONS, Topic};
use crate::engine::SearchSettings;
use crate::tui::game::game_match::Match;
use crate::tui::results::GameCount;

/// The most digits an answer takes (the counts run to six figures).
const ANSWER_DIGITS: usize = 7;

/// Where the learner is in the lessons, kept for the session when they leave.
#[derive(Clone, Debug)]
pub struct LessonsView {
    pub topic: Topic,
    /// The screen shown, from 0; the last one holds the exercise.
    pub screen: usize,
    /// The answer typed, lesson by lesson.
    pub typed: [String; 5],
    /// The last check of each lesson's answer, while nothing has been typed since.
    pub verdicts: [Option<Grade>; 5],
    /// The lessons whose exercise was answered right at least once.
    pub solved: [bool; 5],
    /// Tab: the panel shows in the lesson's place.
    pub panel: bool,
    /// The figures the screen shown states, worked out when it was set up.
    pub facts: Facts,
}

impl LessonsView {
    pub fn new(topic: Topic) -> Self {
        Self {
            topic,
            screen: 0,
            typed: Default::default(),
            verdicts: Default::default(),
            solved: [false; 5],
            panel: false,
            facts: Facts::None,
        }
    }

    fn index(&self) -> usize {
        self.topic.number() - 1
    }

    /// The answer typed in this lesson.
    pub fn answer(&self) -> &str {
        &self.typed[self.index()]
    }

    /// The last check of this lesson's answer.
    pub fn verdict(&self) -> Option<&Grade> {
        self.verdicts[self.index()].as_ref()
    }

    /// Whether the screen shown is the exercise's.
    pub fn on_exercise(&self) -> bool {
        self.screen + 1 == self.topic.screens()
    }

    /// The exercises answered right so far.
    pub fn solved_count(&self) -> usize {
        self.solved.iter().filter(|&&s| s).count()
    }

    /// Another screen of the lesson (`step` ±1); false at either end.
    pub fn turn(&mut self, step: isize) -> bool {
        match self.screen.checked_add_signed(step) {
            Some(screen) if screen < self.topic.screens() => {
                self.screen = screen;
                true
            }
            _ => false,
        }
    }

    /// Another lesson (`step` ±1), from its first screen; false at either end.
    pub fn switch(&mut self, step: isize) -> bool {
        match self
            .index()
            .checked_add_signed(step)
            .and_then(|i| LESSONS.get(i))
        {
            Some(&topic) => {
                self.topic = topic;
                self.screen = 0;
                true
            }
            None => false,
        }
    }

    /// A digit typed into the answer (a leading zero is dropped).
    pub fn type_digit(&mut self, digit: u8) {
        let index = self.index();
        let text = &mut self.typed[index];
        if text == "0" {
            text.clear();
        }
        if text.len() < ANSWER_DIGITS {
            text.push(char::from(b'0' + digit));
        }
        self.verdicts[index] = None;
    }

    /// The last digit erased.
    pub fn erase(&mut self) {
        let index = self.index();
        self.typed[index].pop();
        self.verdicts[index] = None;
    }

    /// Records the check of the answer.
    pub fn graded(&mut self, verdict: Grade) {
        let index = self.index();
        self.solved[index] |= verdict.right;
        self.verdicts[index] = Some(verdict);
    }
}

/// The player's own game and settings, kept aside while a lesson uses the board.
#[derive(Debug)]
pub struct Aside {
    pub game: Match,
    pub settings: SearchSettings,
    pub deepening: bool,
    /// How the player's game counts in the results.
    pub count: GameCount,
}

/// The lessons in the session: where the learner is, and whether a lesson is open.
#[derive(Debug, Default)]
pub struct Lessons {
    pub view: Option<LessonsView>,
    /// Set while a lesson is open: the player's game to give back on leaving.
    pub aside: Option<Box<Aside>>,
}

impl Lessons {
    /// The lesson open, if one is.
    pub fn open(&self) -> Option<&LessonsView> {
        self.aside.as_ref().and(self.view.as_ref())
    }
}
