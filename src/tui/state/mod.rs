//! The App: a session made of parts that own their state (the match, the AI's search, the
//! studies, the overlays, the autoplay and the chrome), and what the screen reads of it.
//! `update` (in `tui/update/`) is the only place it changes; `reading.rs` is what the screen
//! reads of it.

mod reading;
mod screen;

pub use screen::Screen;

use crate::analysis::Config;
use crate::analysis::{First, Mode};
use crate::tui::autoplay::Autoplay;
use crate::tui::chrome::state::Chrome;
use crate::tui::classroom::Classroom;
use crate::tui::game::ai_search::AiSearch;
use crate::tui::game::game_match::{Match, Seat};
use crate::tui::lessons::state::Lessons;
use crate::tui::look::Look;
use crate::tui::overlays::Overlays;
use crate::tui::practice::state::{PracticeTally, PracticeView};
use crate::tui::predict::Predict;
use crate::tui::results::Keeper;
use crate::tui::runtime::work::{Told, WorkOrders};
use crate::tui::saving::Saving;
use crate::tui::setup::state::SetupView;
use crate::tui::steps::state::{GuessTally, StepsView};
use crate::tui::studies::Studies;

/// The whole state of a session, in parts that each own their fields: a part changes only
/// itself, and `update` decides which parts an event concerns.
#[derive(Debug)]
pub struct App {
    /// The game being played, its moves, seats, mode and score.
    pub(super) game: Match,
    /// The AI's settings and the searches it waits for.
    pub(super) search: AiSearch,
    /// The study wanted on the study thread, and the explorer's kept tree.
    pub(super) studies: Studies,
    /// The explorer, hints, technique table and help, and whether each shows.
    pub(super) overlays: Overlays,
    /// The pace of the AI's moves when it plays itself.
    pub(super) autoplay: Autoplay,
    /// The message line, language, colours, DOT export, clock, quit and suspend.
    pub(super) chrome: Chrome,
    /// What the background threads were last told (so each update orders only what changed).
    pub(super) told: Told,
    /// Step mode, when open: the AI's last search replayed.
    pub(super) steps: Option<Box<StepsView>>,
    /// The guesses of the session, right and wrong.
    pub(super) guesses: GuessTally,
    /// Predict mode: the player's predictions of the AI's moves.
    pub(super) predict: Predict,
    /// The results kept between sessions, and whether the game on the board counts.
    pub(super) keeper: Keeper,
    /// Where `S` saves the settings, and those given at the start.
    pub(super) saving: Saving,
    /// The setup screen, when open: a position set up by hand.
    pub(super) setup: Option<Box<SetupView>>,
    /// Practice, when open: a tree worked out by hand (over everything else).
    pub(super) practice: Option<Box<PracticeView>>,
    /// The session's score in practice.
    pub(super) practice_tally: PracticeTally,
    /// The lessons: where the learner is, and the player's game while one is open.
    pub(super) lessons: Lessons,
    /// What the session reports (in a class) and the exercise of the day it opens first.
    pub(super) classroom: Classroom,
}

impl App {
    /// Starts the first game; returns the work it asks for (the AI's first search if the AI
    /// starts).
    pub fn new(config: Config) -> (Self, WorkOrders) {
        let search = AiSearch::new(&config);
        let mut app = Self {
            game: Match::new(
                config.game,
                config.human,
                config.first,
                config.mode,
                (
                    config.resume.start.clone(),
                    config.resume.start_drops.clone(),
                ),
            ),
            search,
            studies: Studies::default(),
            overlays: Overlays::default(),
            autoplay: Autoplay::default(),
            chrome: Chrome::new(config.lang, config.export_dir),
            told: Told::default(),
            steps: None,
            guesses: GuessTally::default(),
            predict: Predict::default(),
            keeper: Keeper::default(),
            saving: Saving::default(),
            setup: None,
            practice: None,
            practice_tally: PracticeTally::default(),
            lessons: Lessons::default(),
            classroom: Classroom::default(),
        };
        let starter = match config.resume.started {
            Some(First::Human) => Seat::Home,
            Some(First::Ai) => Seat::Away,
            _ => app.next_starter(),
        };
        let mut request = app.start_game(starter);
        if config.resume.is_some() {
            request = app.resume(&config.resume.moves);
            let home = &app.words().home;
            // Only games against the AI are kept (whether this session keeps any is known
            // once its files are given, after this).
            let against_ai = app.game.mode() == Mode::HumanAi;
            let moves = config.resume.moves.len();
            let said = match (config.resume.started, against_ai) {
                (Some(_), _) if app.game.game().is_over() => (home.resumed_over)(moves),
                (Some(_), true) => (home.resumed)(moves),
                (Some(_), false) => (home.resumed_uncounted)(moves),
                (None, true) => home.from_position.to_owned(),
                (None, false) => home.from_position_uncounted.to_owned(),
            };
            app.chrome.say(&said);
        }
        if let Some(exercise) = config.practice {
            app.open_practice(exercise);
        }
        if let Some(topic) = config.lesson {
            request = app.open_lesson(topic);
        }
        let orders = app.work_orders(request);
        (app, orders)
    }

    /// Draw as `look` allows (colours, Unicode) for its background.
    pub fn with_look(mut self, look: Look) -> Self {
        self.chrome.set_look(look);
        self
    }

    /// Draw with colours or without (as under `NO_COLOR`).
    pub fn with_color(self, color: bool) -> Self {
        let look = Look {
            color,
            ..self.look()
        };
        self.with_look(look)
    }

    /// The game's table was made smaller than asked for (`asked` and `got` in MiB): say so.
    pub fn table_shrunk(&mut self, asked: u64, got: u64) {
        self.chrome
            .say(&(self.words().messages.table_shrunk)(asked, got));
    }

    /// Whether Ctrl-Z was pressed since the last call (the event loop then suspends the game).
    pub fn take_suspend(&mut self) -> bool {
        self.chrome.take_suspend()
    }
}
