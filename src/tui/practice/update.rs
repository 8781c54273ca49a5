//! Practice's flows: opening an exercise, moving between nodes, typing answers, the check and its score, the replay, new exercises.

use crate::analysis::practice::{Exercise, Origin, Task};
use crate::engine::Side;
use crate::games::trees::Shape;
use crate::tui::classroom::{Report, exercise_text};
use crate::tui::practice::state::{Edit, PracticeView, next_exercise};
use crate::tui::state::App;

/// The shape of the exercise `x` opens from the game.
const FIRST_SHAPE: Shape = Shape {
    depth: 3,
    branching: 3,
    root: Side::Max,
};

/// Practice's actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PracticeAction {
    /// `x` in the game: a random exercise.
    Open,
    Close,
    Parent,
    FirstChild,
    Left,
    Right,
    /// Tab: the node's next entry.
    NextField,
    Edit(Edit),
    Check,
    /// A new exercise of the same kind.
    Next,
    /// Values and cuts only / windows too.
    SwitchTask,
    /// The search replayed step by step over the tree: open, close, steps.
    Replay,
    ReplayClose,
    ReplayForward,
    ReplayBack,
    ReplayStart,
    ReplayEnd,
}

impl App {
    /// Opens `exercise` full screen (the game waits behind it).
    pub fn open_practice(&mut self, exercise: Exercise) {
        self.practice = Some(Box::new(PracticeView::new(exercise)));
        self.chrome.clear_message();
    }

    /// An action of practice.
    pub(in crate::tui) fn practice_act(&mut self, action: PracticeAction) {
        if action == PracticeAction::Open {
            if self.open_daily_practice() {
                return;
            }
            let seed = self.practice_seed();
            let shape = FIRST_SHAPE;
            let origin = Origin::Random { seed, shape };
            self.open_practice(Exercise::new(shape.tree(seed), origin, Task::Values));
            return;
        }
        let Some(view) = self.practice.as_deref_mut() else {
            return;
        };
        match action {
            PracticeAction::Open => {}
            PracticeAction::Close => {
                self.practice = None;
                self.forget_exercise_of_the_day();
            }
            PracticeAction::Parent => {
                if let Some(node) = view.parent() {
                    view.select(node);
                }
            }
            PracticeAction::FirstChild => {
                if let Some(node) = view.first_child() {
                    view.select(node);
                }
            }
            PracticeAction::Left | PracticeAction::Right => {
                let step = if action == PracticeAction::Left {
                    -1
                } else {
                    1
                };
                if let Some(node) = view.beside(step) {
                    view.select(node);
                }
            }
            PracticeAction::NextField => view.next_field(),
            PracticeAction::Edit(edit) => {
                // The last check's verdict is stale once an answer changes: not left on the
                // message line beside "not checked yet".
                let checked = view.graded.is_some();
                view.edit(edit);
                if checked && view.graded.is_none() {
                    self.chrome.clear_message();
                }
            }
            PracticeAction::Check => self.practice_check(),
            PracticeAction::Next => {
                let next = next_exercise(&view.exercise);
                *view = PracticeView::new(next);
                self.chrome.clear_message();
            }
            PracticeAction::SwitchTask => {
                view.switch_task();
                self.chrome.clear_message();
            }
            PracticeAction::Replay => view.replay = Some(1),
            PracticeAction::ReplayClose => view.replay = None,
            PracticeAction::ReplayForward
            | PracticeAction::ReplayBack
            | PracticeAction::ReplayStart
            | PracticeAction::ReplayEnd => {
                let steps = view.exercise.key.steps.len();
                let at = view.replay.unwrap_or(1);
                view.replay = Some(match action {
                    PracticeAction::ReplayForward => (at + 1).min(steps),
                    PracticeAction::ReplayBack => at.saturating_sub(1).max(1),
                    PracticeAction::ReplayStart => 1,
                    _ => steps,
                });
            }
        }
    }

    /// Enter: grades every answer, says how it went, and counts the exercise's first check in
    /// the session's score.
    fn practice_check(&mut self) {
        let Some(view) = self.practice.as_deref_mut() else {
            return;
        };
        let (graded, first) = view.check();
        let (right, total) = graded.score();
        let exercise = first.then(|| exercise_text(&view.exercise));
        if first {
            self.practice_tally.exercises += 1;
            self.practice_tally.right += right;
            self.practice_tally.total += total;
        }
        let words = &self.words().practice;
        let said = if right == total {
            (words.all_right)(total)
        } else {
            (words.checked)(right, total)
        };
        self.chrome.say(&said);
        if let Some(exercise) = exercise {
            let report = Report::PracticeChecked {
                exercise,
                score: right as u32,
                out_of: total as u32,
            };
            self.report_result(report, Some(said));
        }
    }

    /// The seed of the exercise `x` opens: from the session's generator (so `--seed` gives
    /// the same one), below a million to stay short on screen, where it is written for setting
    /// the same exercise again with `morpion practice --seed`.
    fn practice_seed(&mut self) -> u64 {
        self.search.seed() % 1_000_000
    }
}
