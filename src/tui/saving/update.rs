//! `S` saves the settings in force into the config file, in place; `f` saves the game played so far into a new file of the export folder.

use std::io;
use std::path::Path;

use crate::analysis::{GameKind, HumanMark};
use crate::games::playable::Setup;
use crate::home::atomic;
use crate::home::prefs::{self, EditError, Key, Preferences};
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

/// The game's own keys of the config file: a saved game writes its game apart.
const GAME_KEYS: [Key; 6] = [
    Key::Game,
    Key::Rows,
    Key::Cols,
    Key::K,
    Key::Gravity,
    Key::Heap,
];

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
        let (set, remove) = self.settings_in_force();
        let said = match write_settings(&path, &set, &remove) {
            Ok(()) => (home.settings_saved)(&shown),
            Err(Unsaved::NotToml(EditError(why))) => (home.settings_not_toml)(&shown, &why),
            Err(Unsaved::Io(error)) => {
                (home.settings_not_saved)(&shown, &io_error(self.words(), &error))
            }
        };
        self.chrome.say(&said);
    }

    /// The settings to write (the game and the AI's as they are now, the others as given at
    /// the start) and the keys to take out (those of another kind of game).
    fn settings_in_force(&self) -> (Preferences, Vec<Key>) {
        let mut set = self.saving.settings.clone();
        // Not a setting the player chose here: a seed given stays, none is written.
        for key in GAME_KEYS {
            set.clear(key);
        }
        let (game, remove) = game_keys(self.game.setup());
        set = set.overlaid(&game);
        set = set.overlaid(&self.play_settings());
        (set, remove)
    }

    /// Who plays, who starts and the AI's settings as they are now.
    fn play_settings(&self) -> Preferences {
        let settings = self.search.settings();
        // No depth limit where the game has one by default: the deepest limit a flag takes.
        let depth = match settings.depth_limit {
            Some(depth) => Some(depth),
            None => {
                let plies = self.game.setup().max_plies();
                let default =
                    crate::engine::SearchSettings::for_plies_left(plies, true, None, None);
                default.depth_limit.map(|_| MAX_DEPTH)
            }
        };
        Preferences {
            first: Some(self.game.first()),
            human: Some(HumanMark::of(self.game.human())),
            mode: Some(self.game.mode()),
            depth,
            pruning: Some(settings.pruning),
            eval: Some(settings.evaluation),
            order: Some(settings.move_order),
            table_mib: Some(
                settings
                    .transposition
                    .map_or(0, |size| (size.bytes >> 20) as u32),
            ),
            think_ms: Some(self.search.think().as_millis() as u64),
            perfect: Some(self.search.perfect()),
            ..Preferences::default()
        }
    }

    /// `f`: the game played so far (its start, its moves, who started, the settings) into a
    /// new file of the export folder, never over one.
    fn save_game(&mut self) {
        let mut settings = self.play_settings();
        // The settings of the player, not of the game: a game taken up again keeps the
        // player's own.
        for key in [Key::Lang, Key::Theme, Key::Seed, Key::Save] {
            settings.clear(key);
        }
        let game = SavedGame {
            setup: self.game.setup().clone(),
            settings,
            started: match self.game.starter() {
                Seat::Home => Starter::Human,
                Seat::Away => Starter::Ai,
            },
            start: self.game.start_position().cloned(),
            moves: self.history(),
        };
        let folder = self.chrome.export_dir().to_path_buf();
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

/// The deepest depth limit the config file takes (as `--depth`).
const MAX_DEPTH: u32 = 64;

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

/// Why the settings were not saved.
enum Unsaved {
    NotToml(EditError),
    Io(io::Error),
}

/// Writes `set` into the config file at `path` and takes `remove` out, in place; a missing
/// file starts as `config --init` writes it. The file is replaced whole or not at all.
fn write_settings(path: &Path, set: &Preferences, remove: &[Key]) -> Result<(), Unsaved> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            prefs::init_text(&Preferences::defaults())
        }
        Err(error) => return Err(Unsaved::Io(error)),
    };
    let text = prefs::write_into(&text, set, remove).map_err(Unsaved::NotToml)?;
    if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder).map_err(Unsaved::Io)?;
    }
    atomic::replace(path, text.as_bytes()).map_err(Unsaved::Io)
}
