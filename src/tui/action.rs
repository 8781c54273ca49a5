//! What the player can ask for, independent of the key or click that asked: one variant per
//! feature, each holding that feature's own actions (listed once, beside the code that does them).

pub use super::autoplay::update::AutoplayAction;
pub use super::chrome::update::ChromeAction;
pub use super::explorer::update::ExplorerAction;
pub use super::game::update::settings::SettingsAction;
pub use super::game::update::{Direction, GameAction};
pub use super::hints::update::HintsAction;
pub use super::lessons::update::LessonsAction;
pub use super::practice::update::PracticeAction;
pub use super::predict::update::PredictAction;
pub use super::results::update::ResultsAction;
pub use super::saving::update::SavingAction;
pub use super::setup::update::SetupAction;
pub use super::steps::update::StepsAction;
pub use super::techniques::update::TechniquesAction;

/// One request from the player; `App::update` is the only code that acts on it, by handing it
/// to its feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// The match: moves, new games, undo, who plays.
    Game(GameAction),
    /// The AI's search settings (pruning, depth limit, evaluation, move order, table).
    Settings(SettingsAction),
    /// The help, the glossary, suspending, quitting.
    Chrome(ChromeAction),
    /// Hints on the board.
    Hints(HintsAction),
    /// Predict mode.
    Predict(PredictAction),
    /// The technique comparison.
    Techniques(TechniquesAction),
    /// The search tree explorer.
    Explorer(ExplorerAction),
    /// The AI playing itself: pause, one move, pace.
    Autoplay(AutoplayAction),
    /// Step mode: the AI's last search replayed one step at a time.
    Steps(StepsAction),
    /// Saving the settings in force, or the game played so far.
    Saving(SavingAction),
    /// The results screen.
    Results(ResultsAction),
    /// The setup screen.
    Setup(SetupAction),
    /// Practice: a tree worked out by hand and checked.
    Practice(PracticeAction),
    /// The lessons: a guided path on the live game, each ending in a checked exercise.
    Lessons(LessonsAction),
}
