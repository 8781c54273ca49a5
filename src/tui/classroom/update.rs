//! The App's reports: the activity after each update, a practice's first check, a lesson finished, a game's end (each result confirmed on screen only once the sink says it was written), and the exercise of the day offered until it is checked.

use crate::games::playable::Setup;
use crate::home::config_file::game_of;
use crate::i18n::{ClassroomPhrase, Kept};
use crate::tui::classroom::{
    Daily, Doing, GameOutcome, Offer, Receipt, Report, ReportSink, receipt_phrase,
};
use crate::tui::game::game_match::Seat;
use crate::tui::state::{App, Screen};

impl App {
    /// Tells `sink` what happens in this session from now on (the classroom server); without
    /// one (a local game) nothing is reported and nothing changes.
    pub fn set_reports(&mut self, sink: Box<dyn ReportSink>) {
        self.classroom.set_sink(sink);
        self.report_doing();
    }

    /// `daily` is offered: `x` opens the practice exercise, `L` the lesson, each saying it is
    /// the teacher's exercise of the day, until the student has checked it.
    pub fn set_daily(&mut self, daily: Daily) {
        self.classroom.set_offer(Some(Offer {
            daily,
            checked: false,
        }));
    }

    /// Asks the sink whether the exercise of the day changed (the teacher set another while
    /// the student is here): true if it did and the screen is to be drawn again.
    pub fn refresh_classroom(&mut self) -> bool {
        self.classroom.refresh()
    }

    /// The class's line (the last game's receipt, the exercise of the day to check), if any,
    /// on the game screen only: inside a lesson or an exercise its key is no help.
    pub fn classroom_line(&self) -> Option<String> {
        matches!(self.open_screen(), Screen::Game)
            .then(|| self.classroom.line(self.lang()))
            .flatten()
    }

    /// Tells what the screen shows now, if it changed.
    pub(in crate::tui) fn report_doing(&mut self) {
        if !self.classroom.reporting() {
            return;
        }
        let doing = match self.open_screen() {
            Screen::Practice => Doing::Practice,
            Screen::Lesson => Doing::Lesson(
                self.lessons
                    .open()
                    .map_or(1, |lesson| lesson.topic.number() as u8),
            ),
            Screen::Setup => Doing::Setup,
            Screen::Steps => Doing::Steps,
            Screen::Explorer => Doing::Tree,
            Screen::Game => Doing::Game(game_name(self.game.setup())),
        };
        self.classroom.doing(doing);
    }

    /// Reports a result; says on the status line (after `said`, if any) whether it was
    /// recorded, in a shorter form where the whole line would not fit 80 columns; a game's
    /// receipt stays on the class's line until the next game starts. Nothing is said in a
    /// session that reports nothing.
    pub(in crate::tui) fn report_result(&mut self, report: Report, said: Option<String>) {
        let what = match &report {
            Report::PracticeChecked { .. } => Kept::Practice,
            Report::LessonFinished(number) => Kept::Lesson { number: *number },
            Report::GameOver { .. } => Kept::Game,
            Report::Doing(_) | Report::OpenedDaily => return,
        };
        self.classroom.note(&report);
        let Some(receipt) = self.classroom.report(report) else {
            return;
        };
        let Some(phrase) = receipt_phrase(receipt, what) else {
            return;
        };
        if what == Kept::Game {
            self.classroom.set_game_receipt(Some(phrase));
            return;
        }
        let told = self.lang().say(&phrase);
        let Some(said) = said else {
            self.chrome.say(&told);
            return;
        };
        let brief = match receipt {
            Receipt::NotRecorded => ClassroomPhrase::NotRecordedBrief { what },
            _ => ClassroomPhrase::RecordedBrief { what },
        };
        let short = format!("{said} · {}", self.lang().say(&brief));
        self.chrome
            .say_or_shorter(&format!("{said} · {told}"), &short);
    }

    /// The game on the board has just ended against the AI: reported with its outcome, if it
    /// counts in the results (from the game's start, no move taken back).
    pub(in crate::tui) fn report_game_over(&mut self) {
        if !self.classroom.reporting() || !self.keeper.counts() {
            return;
        }
        let outcome = match self.game.winner() {
            Some(Seat::Home) => GameOutcome::Won,
            Some(Seat::Away) => GameOutcome::Lost,
            None => GameOutcome::Drawn,
        };
        let game = game_name(self.game.setup());
        self.report_result(Report::GameOver { game, outcome }, None);
    }

    /// The practice exercise of the day, opened by `x` until it is checked: true if there
    /// was one.
    pub(in crate::tui) fn open_daily_practice(&mut self) -> bool {
        let Some(exercise) = self.classroom.practice() else {
            return false;
        };
        self.open_practice(exercise);
        self.say_exercise_of_the_day();
        true
    }

    /// The lesson of the day, opened by `L` until it is finished (told to the sink as opened).
    pub(in crate::tui) fn daily_lesson(&mut self) -> Option<crate::analysis::lessons::Topic> {
        self.classroom.lesson()
    }

    /// Says the exercise on screen is the teacher's, and tells the sink it was opened.
    pub(in crate::tui) fn say_exercise_of_the_day(&mut self) {
        let lesson = matches!(self.open_screen(), Screen::Lesson);
        let said = self
            .lang()
            .say(&ClassroomPhrase::ExerciseOfTheDay { lesson });
        self.chrome.say(&said);
        self.classroom.report(Report::OpenedDaily);
    }

    /// Leaving the exercise of the day: the status line no longer says it is on screen.
    pub(in crate::tui) fn forget_exercise_of_the_day(&mut self) {
        let ours = [false, true].map(|lesson| {
            self.lang()
                .say(&ClassroomPhrase::ExerciseOfTheDay { lesson })
        });
        if self
            .chrome
            .message()
            .is_some_and(|said| ours.iter().any(|o| o == said))
        {
            self.chrome.clear_message();
        }
    }
}

/// The game's name as on the command line, or the board's shape (`5x5k4`, then `g` where
/// pieces fall) for a board of one's own.
fn game_name(setup: &Setup) -> String {
    if let Some(kind) = game_of(setup) {
        return kind.name().to_owned();
    }
    match setup {
        Setup::Board(geometry) => {
            let gravity = if geometry.gravity() { "g" } else { "" };
            format!(
                "{}x{}k{}{gravity}",
                geometry.rows(),
                geometry.cols(),
                geometry.k()
            )
        }
        Setup::Heap(_) => "bones".to_owned(),
    }
}
