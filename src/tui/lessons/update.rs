//! The lessons' flows: opening one (the player's game kept aside), turning screens and lessons (each screen setting the board and the AI up), typing and checking the answer, leaving.

use crate::analysis::lessons::{Board, Stage, Topic, facts, grade};
use crate::analysis::{First, Mode, SearchRequest};
use crate::games::mnk::Mark;
use crate::tui::classroom::Report;
use crate::tui::game::game_match::{Match, Seat};
use crate::tui::lessons::state::{Aside, LessonsView};
use crate::tui::state::App;

/// The tie-break seed of every search in a lesson.
const LESSON_SEED: u64 = 0;

/// The lessons' actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonsAction {
    /// `L` in the game: the lessons, where the learner left them (the first at first).
    Open,
    /// Esc: back to the player's game; the lesson waits.
    Close,
    NextScreen,
    PreviousScreen,
    NextLesson,
    PreviousLesson,
    /// Tab: the panel in the lesson's place, or back.
    TogglePanel,
    Digit(u8),
    Erase,
    /// Enter: the answer checked (on the exercise's screen), else the next screen.
    Check,
}

impl App {
    /// Opens lesson `topic` at its first screen (`morpion lesson N`).
    pub fn open_lesson(&mut self, topic: Topic) -> Option<SearchRequest> {
        let view = self
            .lessons
            .view
            .get_or_insert_with(|| LessonsView::new(topic));
        if view.topic != topic {
            view.topic = topic;
            view.screen = 0;
        }
        self.enter_lessons()
    }

    /// An action of the lessons.
    pub(in crate::tui) fn lessons_act(&mut self, action: LessonsAction) -> Option<SearchRequest> {
        if action == LessonsAction::Open {
            if let Some(topic) = self.daily_lesson() {
                let request = self.open_lesson(topic);
                self.say_exercise_of_the_day();
                return request;
            }
            self.lessons
                .view
                .get_or_insert_with(|| LessonsView::new(Topic::Minimax));
            return self.enter_lessons();
        }
        let view = self.lessons.view.as_mut()?;
        match action {
            LessonsAction::Open => None,
            LessonsAction::Close => self.leave_lessons(),
            LessonsAction::NextScreen | LessonsAction::PreviousScreen => {
                let step = if action == LessonsAction::NextScreen {
                    1
                } else {
                    -1
                };
                view.turn(step).then(|| self.stage_screen()).flatten()
            }
            LessonsAction::NextLesson | LessonsAction::PreviousLesson => {
                let step = if action == LessonsAction::NextLesson {
                    1
                } else {
                    -1
                };
                view.switch(step).then(|| self.stage_screen()).flatten()
            }
            LessonsAction::TogglePanel => {
                view.panel = !view.panel;
                None
            }
            LessonsAction::Digit(digit) => {
                if view.on_exercise() {
                    view.type_digit(digit);
                }
                None
            }
            LessonsAction::Erase => {
                view.erase();
                None
            }
            LessonsAction::Check if !view.on_exercise() => {
                view.turn(1);
                self.stage_screen()
            }
            LessonsAction::Check => {
                if let Ok(answer) = view.answer().parse::<u64>() {
                    let verdict = grade(view.topic.exercise(), answer);
                    let before = view.solved_count();
                    view.graded(verdict);
                    if view.solved_count() > before {
                        let number = view.topic.number() as u8;
                        self.report_result(Report::LessonFinished(number), None);
                    }
                }
                None
            }
        }
    }

    /// The lesson open: the player's game goes aside (once) and the screen is set up.
    fn enter_lessons(&mut self) -> Option<SearchRequest> {
        if self.lessons.aside.is_none() {
            let (setup, start) = Board::Heap(1).setup();
            let placeholder = Match::new(
                setup,
                Mark::O,
                First::Ai,
                Mode::HumanAi,
                (start, Vec::new()),
            );
            let game = std::mem::replace(&mut self.game, placeholder);
            let (settings, deepening) =
                self.search.replace_settings(*self.search.settings(), false);
            let count = self.keeper.game_count();
            self.lessons.aside = Some(Box::new(Aside {
                game,
                settings,
                deepening,
                count,
            }));
        }
        self.chrome.clear_message();
        self.stage_screen()
    }

    /// Sets the board and the AI up as the screen shown says, the AI to move: its search of
    /// that position is what the panel shows. Lesson games are never counted in the results.
    fn stage_screen(&mut self) -> Option<SearchRequest> {
        let view = self.lessons.view.as_mut()?;
        let Stage { board, settings } = view.topic.stages()[view.screen];
        view.facts = facts(view.topic, view.screen);
        let (setup, start) = board.setup();
        // The AI plays the side to move: X on an empty board, the mark to move in a position.
        let human = match &start {
            Some(position) => position.to_move().other(),
            None => Mark::O,
        };
        self.drop_searches();
        self.game = Match::new(setup, human, First::Ai, Mode::HumanAi, (start, Vec::new()));
        self.search.replace_settings(settings, false);
        // Every screen of every lesson breaks ties alike: the AI's move changes only where the
        // moves it ranks best do (the lesson's box says so).
        self.search.fix_seed(Some(LESSON_SEED));
        let request = self.start_game(Seat::Away);
        // Lesson games are never kept.
        self.keeper.resumed(true);
        request
    }

    /// Back to the player's game and settings as they were; the lesson's place is kept.
    /// The AI is asked to move again if it was its turn in the player's game.
    fn leave_lessons(&mut self) -> Option<SearchRequest> {
        let aside = self.lessons.aside.take()?;
        self.drop_searches();
        self.game = aside.game;
        self.search
            .replace_settings(aside.settings, aside.deepening);
        self.search.fix_seed(None);
        self.keeper.restore(aside.count);
        self.chrome.clear_message();
        self.after_move()
    }
}
