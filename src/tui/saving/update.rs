//! `S` saves the settings in force into the config file, in place; `f` saves the game played so far into a new file of the export folder.

use std::io;
use std::path::Path;

use std::time::Duration;

use crate::analysis::{GameKind, HumanMark, game_settings};
use crate::engine::SearchSettings;
use crate::games::playable::Setup;
use crate::home::atomic;
use crate::home::prefs::{self, Depth, EditError, Key, Preferences};
use crate::home::saved::{self, SavedGame, Starter};
use crate::tui::game::game_match::Seat;
use crate::tui::saving::words::{config_problem, io_error};
use crate::tui::saving::{PlayerFiles, Saving};
use crate::tui::state::App;

/// Saving's actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SavingAction {
    /// The settings in force into the config file.
    Settings,
    /// The game played so far into a new file.
    Game,
}

impl App {
    /// The player's files: where the results go and the settings are saved, the settings given
    /// at the start, and the config file's first problem, told on the message line.
    pub fn with_player(mut self, player: PlayerFiles) -> Self {
        self.keeper.set_store(player.results);
        if let (Some(problem), Some(path)) = (player.problems.first(), &player.config) {
            let note = config_problem(self.words(), &path.display().to_string(), problem);
            self.chrome
                .say(&(self.words().messages.config_problem)(&note));
        }
        self.saving = Saving {
            config: player.config,
            settings: player.settings,
        };
        self
    }

    pub(in crate::tui) fn saving_act(&mut self, action: SavingAction) {
        match action {
            SavingAction::Settings => self.save_settings(),
            SavingAction::Game => self.save_game(),
        }
    }

    /// `S`: the settings in force written into the config file (made, commented, if there is
    /// none), every other line of it kept as it is.
    fn save_settings(&mut self) {
        let home = &self.words().home;
        let Some(path) = self.saving.config.clone() else {
            self.chrome.say(home.no_home);
            return;
        };
        let shown = path.display().to_string();
        let said = match self.write_settings(&path) {
            Ok(()) => (home.settings_saved)(&shown),
            Err(Unsaved::NotToml(EditError(why))) => (home.settings_not_toml)(&shown, &why),
            Err(Unsaved::Io(error)) => {
                (home.settings_not_saved)(&shown, &io_error(self.words(), &error))
            }
        };
        self.chrome.say(&said);
    }

    /// Writes the settings in force into the config file at `path`, in place; a missing file
    /// starts as `config --init` writes it. The file is replaced whole or not at all.
    fn write_settings(&self, path: &Path) -> Result<(), Unsaved> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                prefs::init_text(&Preferences::defaults())
            }
            Err(error) => return Err(Unsaved::Io(error)),
        };
        let file = prefs::read(&text).prefs;
        let (set, remove) = self.settings_to_write(&file);
        let text = prefs::write_into(&text, &set, &remove).map_err(Unsaved::NotToml)?;
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(Unsaved::Io)?;
        }
        atomic::replace(path, text.as_bytes()).map_err(Unsaved::Io)
    }

    /// What to write into a config file holding `file` so that it gives the settings in force
    /// for this game, and the keys to take out: the game's keys always; the others only where
    /// the file would give something else (its value, or the game's default where it has
    /// none), so a key already right is not touched. The language and colours are written
    /// where they were given on the command line; the seed and `save` never (they are this
    /// session's).
    fn settings_to_write(&self, file: &Preferences) -> (Preferences, Vec<Key>) {
        let (mut set, mut remove) = game_keys(self.game.setup());
        for key in [Key::Lang, Key::Theme] {
            if let Some(given) = self.saving.settings.plain(key)
                && file.plain(key).as_ref() != Some(&given)
            {
                set.put(key, &given);
            }
        }
        let now = self.play_settings();
        let defaults = self.default_settings();
        let keys = [
            Key::First,
            Key::Human,
            Key::Mode,
            Key::Pruning,
            Key::Eval,
            Key::Order,
            Key::TableMib,
            Key::Deepening,
            Key::ThinkMs,
            Key::Perfect,
        ];
        for key in keys {
            let after = file.plain(key).or_else(|| defaults.plain(key));
            if let Some(value) = now.plain(key).filter(|value| after.as_ref() != Some(value)) {
                set.put(key, &value);
            }
        }
        // The depth as it is: a number of plies, or "none" where the game has a limit by
        // default (without one by default, the key goes).
        let after = file.depth.or(defaults.depth);
        match (now.depth, defaults.depth) {
            (depth, _) if depth == after => {}
            (None, None) => remove.push(Key::Depth),
            (depth, _) => set.depth = depth,
        }
        (set, remove)
    }

    /// Who plays, who starts and the AI's settings as they are now.
    fn play_settings(&self) -> Preferences {
        let settings = self.search.settings();
        let mut now = Preferences {
            first: Some(self.game.first()),
            human: Some(HumanMark::of(self.game.human())),
            mode: Some(self.game.mode()),
            deepening: Some(self.search.deepening()),
            ..search_preferences(settings, self.search.think(), self.search.perfect())
        };
        // No depth limit on a game that has one by default: said as it is.
        let default = game_settings(self.game.setup(), true, None, None, None, None);
        if settings.depth_limit.is_none() && default.depth_limit.is_some() {
            now.depth = Some(Depth::Unlimited);
        }
        now
    }

    /// What the play command gives this game when neither the file nor a flag says more.
    fn default_settings(&self) -> Preferences {
        let defaults = Preferences::defaults();
        let search = game_settings(self.game.setup(), true, None, None, None, None);
        let think = Duration::from_millis(defaults.think_ms.unwrap_or_default());
        Preferences {
            first: defaults.first,
            human: defaults.human,
            mode: defaults.mode,
            deepening: defaults.deepening,
            ..search_preferences(&search, think, defaults.perfect.unwrap_or(true))
        }
    }

    /// `f`: the game played so far (its start, its moves, who started, the settings) into a
    /// new file of the export folder, never over one.
    fn save_game(&mut self) {
        // Who played and the AI's settings; the language, the colours, the seed and `save` are
        // the player's, not the game's. The depth is written whatever it is ("none" included):
        // a saved game's settings come before the config file's when it is loaded.
        let mut settings = self.play_settings();
        settings.depth = Some(Depth::of_limit(self.search.settings().depth_limit));
        let game = SavedGame {
            setup: self.game.setup().clone(),
            settings,
            started: match self.game.starter() {
                Seat::Home => Starter::Human,
                Seat::Away => Starter::Ai,
            },
            start: self.game.start_position().cloned(),
            start_drops: self.game.start_drops().to_vec(),
            moves: self.history(),
        };
        // The folder named in full: "." says nothing of where the file went (or would have).
        let folder = std::path::absolute(self.chrome.export_dir())
            .unwrap_or_else(|_| self.chrome.export_dir().to_path_buf());
        let home = &self.words().home;
        let said = match saved::save_new(&folder, &game) {
            Ok(path) => (home.game_saved)(&path.display().to_string()),
            Err(error) => (home.game_not_saved)(
                &folder.display().to_string(),
                &io_error(self.words(), &error),
            ),
        };
        self.chrome.say(&said);
    }
}

/// The config file's keys of `setup`, and the keys of another kind of game to take out: a
/// ready-made game by its name, a board of your own by its rows, columns and k.
fn game_keys(setup: &Setup) -> (Preferences, Vec<Key>) {
    let shape = [Key::Rows, Key::Cols, Key::K];
    match setup {
        Setup::Heap(heap) => (
            Preferences {
                game: Some(GameKind::Bones),
                heap: Some(*heap),
                ..Preferences::default()
            },
            shape.to_vec(),
        ),
        Setup::Board(geometry) => {
            let kind = [GameKind::Ttt, GameKind::Ttt4, GameKind::Connect4]
                .into_iter()
                .find(|kind| {
                    kind.board().is_some_and(|board| {
                        board.rows() == geometry.rows()
                            && board.cols() == geometry.cols()
                            && board.k() == geometry.k()
                            && (!board.gravity() || geometry.gravity())
                    })
                });
            let gravity = Some(geometry.gravity());
            match kind {
                Some(kind) => (
                    Preferences {
                        game: Some(kind),
                        gravity,
                        ..Preferences::default()
                    },
                    shape.to_vec(),
                ),
                None => (
                    Preferences {
                        rows: Some(geometry.rows()),
                        cols: Some(geometry.cols()),
                        k: Some(geometry.k()),
                        gravity,
                        ..Preferences::default()
                    },
                    vec![Key::Game],
                ),
            }
        }
    }
}

/// The AI's search settings as the config file's keys (`depth` only where there is a limit).
fn search_preferences(settings: &SearchSettings, think: Duration, perfect: bool) -> Preferences {
    Preferences {
        depth: settings.depth_limit.map(Depth::Plies),
        pruning: Some(settings.pruning),
        eval: Some(settings.evaluation),
        order: Some(settings.move_order),
        table_mib: Some(
            settings
                .transposition
                .map_or(0, |size| (size.bytes >> 20) as u32),
        ),
        think_ms: Some(u64::try_from(think.as_millis()).unwrap_or(u64::MAX)),
        perfect: Some(perfect),
        ..Preferences::default()
    }
}

/// Why the settings were not saved.
enum Unsaved {
    NotToml(EditError),
    Io(io::Error),
}
