//! `S` saves the settings in force into the config file, in place; `f` saves the game played so far into a new file of the export folder.

use std::io;
use std::path::Path;

use std::time::Duration;

use crate::analysis::{GameKind, HumanMark, game_settings};
use crate::engine::SearchSettings;
use crate::games::playable::Setup;
use crate::home::atomic;
use crate::home::config_file::{self, ConfigKey, Depth, EditError, Preferences, Read};
use crate::home::saved::{self, SavedGame, Starter};
use crate::home::small_file;
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
            // The file by its name: stderr named it in full before the screen opened, and
            // the line has room for the problem itself.
            let name = path.file_name().map_or_else(
                || path.display().to_string(),
                |name| name.to_string_lossy().into_owned(),
            );
            let note = config_problem(self.words(), &name, problem);
            let said = &self.words().messages;
            let mut line = (said.config_problem)(&note);
            if player.problems.len() > 1 {
                line.push_str(&(said.config_more)(player.problems.len() - 1));
            }
            self.chrome.say(&line);
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
        let text = match small_file::read_text(path, small_file::TEXT_LIMIT) {
            Ok(text) => text,
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                config_file::init_text(&Preferences::defaults())
            }
            Err(error) => return Err(Unsaved::Io(error)),
        };
        let read = config_file::read(&text);
        let mut changes = self.settings_to_write(&read);
        // A top-level key whose value was refused gave nothing: the setting in force is the
        // one written, or the key goes (it would be named as a problem at every start).
        for &key in &read.refused {
            if changes.set.plain(key).is_none() && !changes.remove.contains(&key) {
                changes.remove.push(key);
            }
        }
        let mut text = config_file::write_into(&text, &changes.set, &changes.remove)
            .map_err(Unsaved::NotToml)?;
        if let Some((game, set, remove)) = &changes.table {
            text = config_file::write_table_into(&text, *game, set, remove)
                .map_err(Unsaved::NotToml)?;
        }
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(Unsaved::Io)?;
        }
        atomic::replace(path, text.as_bytes()).map_err(Unsaved::Io)
    }

    /// What to write into a config file that reads as `file` so that it gives the settings in
    /// force for this game. The game's keys always; who plays and starts at the top of the
    /// file where it would give something else; the AI's settings of a ready-made game in that
    /// game's table, only where the file (its top-level keys, then the table) would give
    /// something else than what is in force, a table key the top of the file or the game's
    /// default now gives the same taken out, and the top-level AI keys left as they are (they
    /// speak for every game); on a board of your own, which has no table, at the top of the
    /// file. The language and colours are written where they were given on the command line;
    /// the seed and `save` never (they are this session's).
    fn settings_to_write(&self, file: &Read) -> Changes {
        let top = &file.settings;
        let (mut set, remove) = game_keys(self.game.setup(), top);
        for key in [ConfigKey::Lang, ConfigKey::Theme] {
            if let Some(given) = self.saving.settings.plain(key)
                && top.plain(key).as_ref() != Some(&given)
            {
                set.put(key, &given);
            }
        }
        let now = self.play_settings();
        let defaults = self.default_settings();
        let below = |key: ConfigKey| top.plain(key).or_else(|| defaults.plain(key));
        for key in [ConfigKey::First, ConfigKey::Human, ConfigKey::Mode] {
            if let Some(value) = now
                .plain(key)
                .filter(|value| below(key).as_ref() != Some(value))
            {
                set.put(key, &value);
            }
        }
        let Some(game) = config_file::game_of(self.game.setup()) else {
            for key in ConfigKey::AI {
                if let Some(value) = now
                    .plain(key)
                    .filter(|value| below(key).as_ref() != Some(value))
                {
                    set.put(key, &value);
                }
            }
            return Changes {
                set,
                remove,
                table: None,
            };
        };
        let own = file.table(game);
        let table = own.map(|table| &table.settings);
        let (mut table_set, mut table_remove) = (Preferences::default(), Vec::new());
        for key in ConfigKey::AI {
            let Some(value) = now.plain(key) else {
                continue;
            };
            let needed = below(key).as_ref() != Some(&value);
            // A value the table could not use gave nothing: written over, or taken out.
            let refused = own.is_some_and(|table| table.refused.contains(&key));
            match table.and_then(|table| table.plain(key)) {
                Some(_) if !needed => table_remove.push(key),
                Some(given) if given == value => {}
                _ if !needed && refused => table_remove.push(key),
                _ if !needed => {}
                _ => table_set.put(key, &value),
            }
        }
        Changes {
            set,
            remove,
            table: Some((game, table_set, table_remove)),
        }
    }

    /// Who plays, who starts and the AI's settings as they are now (the depth limit as it is:
    /// a number of plies, or none).
    fn play_settings(&self) -> Preferences {
        let settings = self.search.settings();
        Preferences {
            first: Some(self.game.first()),
            human: Some(HumanMark::of(self.game.human())),
            mode: Some(self.game.mode()),
            deepening: Some(self.search.deepening()),
            ..search_preferences(settings, self.search.think(), self.search.perfect())
        }
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
        let Some(dir) = self.chrome.export_dir() else {
            self.chrome.say(self.words().messages.no_files_here);
            return;
        };
        // The folder named in full: "." says nothing of where the file went (or would have).
        let folder = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
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

/// The config file's keys of `setup` for a file whose top-level keys are `top`, and the keys
/// to take out: a ready-made game by its name, a board of your own by its rows, columns and
/// k, and the other kind's keys taken out. `gravity` only where it is not the game's own:
/// `gravity = true` where pieces fall on a board that has none of its own, a `gravity = true`
/// of the file taken out where they do not; Connect Four's is its own (nothing written).
fn game_keys(setup: &Setup, top: &Preferences) -> (Preferences, Vec<ConfigKey>) {
    let shape = [ConfigKey::Rows, ConfigKey::Cols, ConfigKey::K];
    let geometry = match setup {
        Setup::Heap(heap) => {
            let set = Preferences {
                game: Some(GameKind::Bones),
                heap: Some(*heap),
                ..Preferences::default()
            };
            return (set, shape.to_vec());
        }
        Setup::Board(geometry) => geometry,
    };
    let game = config_file::game_of(setup);
    let (mut set, mut remove) = match game {
        Some(kind) => (
            Preferences {
                game: Some(kind),
                ..Preferences::default()
            },
            shape.to_vec(),
        ),
        None => (
            Preferences {
                rows: Some(geometry.rows()),
                cols: Some(geometry.cols()),
                k: Some(geometry.k()),
                ..Preferences::default()
            },
            vec![ConfigKey::Game],
        ),
    };
    let own_gravity = game
        .and_then(GameKind::board)
        .is_some_and(|board| board.gravity());
    let falls = geometry.gravity();
    if !own_gravity && falls && top.gravity != Some(true) {
        set.gravity = Some(true);
    } else if !own_gravity && !falls && top.gravity == Some(true) {
        remove.push(ConfigKey::Gravity);
    }
    (set, remove)
}

/// The AI's search settings as the config file's keys (the depth limit as it is: plies, or
/// none).
fn search_preferences(settings: &SearchSettings, think: Duration, perfect: bool) -> Preferences {
    Preferences {
        depth: Some(Depth::of_limit(settings.depth_limit)),
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

/// What `S` writes: keys set and taken out at the top of the file, and in a ready-made game's
/// table.
struct Changes {
    set: Preferences,
    remove: Vec<ConfigKey>,
    table: Option<(GameKind, Preferences, Vec<ConfigKey>)>,
}

/// Why the settings were not saved.
enum Unsaved {
    NotToml(EditError),
    Io(io::Error),
}
