//! Which screen is open, decided here once: the keymap's context and the views both read it.

use super::App;
use crate::analysis::Mode;
use crate::tui::explorer::state::ExplorerView;
use crate::tui::keymap::Context;

/// The screen beneath any overlay: the first of these that is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Practice, over the whole terminal.
    Practice,
    /// A lesson, in the panel's place.
    Lesson,
    /// Setting up a position, in the panel's place.
    Setup,
    /// Step mode, in the panel's place.
    Steps,
    /// The explorer's tree (or its recording), in the panel's place.
    Explorer,
    /// The game and the AI's panel.
    Game,
}

/// What is drawn over the screen and takes its keys, where one is open: the saved results,
/// then the comparison of techniques (the help and the glossary are popups over both).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    Results,
    Techniques,
}

impl App {
    /// The screen open now.
    pub fn open_screen(&self) -> Screen {
        if self.practice.is_some() {
            Screen::Practice
        } else if self.lessons.open().is_some() {
            Screen::Lesson
        } else if self.setup.is_some() {
            Screen::Setup
        } else if self.steps.is_some() {
            Screen::Steps
        } else if self.overlays.tree() != ExplorerView::Closed {
            Screen::Explorer
        } else {
            Screen::Game
        }
    }

    /// The overlay open now, if any.
    pub fn overlay(&self) -> Option<Overlay> {
        if self.keeper.screen().is_some() {
            Some(Overlay::Results)
        } else if self.overlays.techniques().is_some() {
            Some(Overlay::Techniques)
        } else {
            None
        }
    }

    /// What the keys are for now: the screen's own keys, unless an overlay takes them (the
    /// results over every screen but practice and a lesson; the comparison over the explorer
    /// and the game).
    pub fn context(&self) -> Context {
        let screen = self.open_screen();
        let overlay = self.overlay();
        match screen {
            Screen::Practice => match self.practice.as_ref().is_some_and(|p| p.replay.is_some()) {
                true => Context::PracticeReplay,
                false => Context::Practice,
            },
            Screen::Lesson => match self.lessons.open() {
                Some(lesson) if !lesson.on_exercise() => Context::Lesson,
                Some(lesson) if lesson.topic.exercise().found_with_depth_limit() => {
                    Context::LessonDepthExercise
                }
                _ => Context::LessonExercise,
            },
            _ if overlay == Some(Overlay::Results) => Context::Results,
            Screen::Setup => Context::Setup,
            Screen::Steps => match self.steps.as_ref() {
                Some(steps) if steps.asking => Context::Guessing,
                Some(steps) if steps.browsing().is_some() => Context::StepsTree,
                _ => Context::Steps,
            },
            _ if overlay == Some(Overlay::Techniques) => Context::Techniques,
            Screen::Explorer => Context::Explorer,
            Screen::Game => match self.game.mode() {
                Mode::AiAi => Context::Watch,
                Mode::Humans => Context::TwoPlayers,
                Mode::HumanAi => Context::Play,
            },
        }
    }
}
