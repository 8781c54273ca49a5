//! `morpion config`: where the config file is and the settings in force (the defaults < the file's top-level keys < its table for the file's game), with its tables for other games; `--init` writes a commented file of the defaults, never over one.

use std::path::Path;

use anyhow::Context;
use clap::{Args, ValueEnum};

use super::play;
use super::shared::error::InputError;
use super::shared::output;
use super::shared::places::places;
use crate::analysis::{Config, GameKind};
use crate::games::playable::Setup;
use crate::home::atomic;
use crate::home::config_file::{self, ConfigKey, GameSection, Loaded, NO_DEPTH_LIMIT, Preferences};
use crate::home::places::Places;
use crate::i18n::Lang;

#[derive(Debug, Args, Clone)]
pub struct ConfigArgs {
    /// Write a config file holding every key, with comments and the defaults, at the config
    /// file's place; an existing file is never written over.
    #[arg(long)]
    pub init: bool,

    /// The settings in force for this game rather than the file's (its table in the file,
    /// the defaults that depend on it), as `morpion --game GAME` would play it.
    #[arg(long, value_enum, conflicts_with = "init")]
    pub game: Option<GameKind>,
}

pub fn run(args: &ConfigArgs) -> anyhow::Result<()> {
    let places = places()?;
    if args.init {
        return init(&places.config);
    }
    let loaded = config_file::load(&places.config);
    let flags = Preferences {
        game: args.game,
        ..Preferences::default()
    };
    output::print(&report(&places, &loaded, &flags)?)
}

/// Writes the commented file of the defaults at `path`, never over a file.
fn init(path: &Path) -> anyhow::Result<()> {
    if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder)
            .with_context(|| format!("could not make the folder {}", folder.display()))?;
    }
    let text = config_file::init_text(&Preferences::defaults());
    match atomic::create_new(path, text.as_bytes()) {
        Ok(()) => output::print(&format!("wrote {}\n", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(InputError(format!(
            "{} exists: config --init never writes over a file (`morpion config` shows what it holds)",
            path.display()
        ))
        .into()),
        Err(e) => Err(e).with_context(|| format!("could not write {}", path.display())),
    }
}

/// The places, the file's problems, and each setting in force with where it comes from.
fn report(places: &Places, loaded: &Loaded, flags: &Preferences) -> anyhow::Result<String> {
    let mut text = format!("config file: {}\n", places.config.display());
    if !loaded.found {
        text.push_str(
            "  there is none: the defaults are in force (`morpion config --init` writes one)\n",
        );
    }
    for message in loaded.messages() {
        text.push_str(&format!("  {message}\n"));
    }
    text.push_str(&format!("results: {}\n\n", places.results().display()));
    let file = &loaded.read;
    let settled = config_file::in_force(file, None, flags);
    let (play_args, game_args, session) = play::args_of(&settled);
    let config = play::config(&play_args, &game_args)?;
    let played = config_file::game_played(&settled);
    let table = played.and_then(|game| file.table(game));
    let from = |key: ConfigKey, default: &str| {
        if flags.plain(key).is_some() {
            return format!("--{}", key.name());
        }
        if let Some(table) = table
            && let Some(line) = table.lines.get(&key)
        {
            return format!(
                "the file's [{}], line {line}",
                config_file::table_name(table.game)
            );
        }
        match file.lines.get(&key) {
            Some(line) => format!("the file, line {line}"),
            None => default.to_owned(),
        }
    };
    let mut lines: Vec<(String, String)> = Vec::new();
    let mut put = |setting: String, source: String| lines.push((setting, source));
    let lang = session.lang.unwrap_or_else(Lang::from_env);
    put(
        format!("lang = {}", quoted(lang)),
        from(ConfigKey::Lang, "the locale"),
    );
    put(
        format!("theme = {}", quoted(session.theme)),
        from(ConfigKey::Theme, "default"),
    );
    let own_gravity = config.geometry().is_some_and(|geometry| geometry.gravity())
        && played
            .and_then(GameKind::board)
            .is_some_and(|board| board.gravity());
    for (setting, key) in game_lines(&config, settled.game) {
        match key {
            // Connect Four's pieces fall whatever the file says.
            ConfigKey::Gravity if own_gravity => put(setting, "the game's own".to_owned()),
            _ => put(setting, from(key, "default")),
        }
    }
    put(
        format!("first = {}", quoted(config.first)),
        from(ConfigKey::First, "default"),
    );
    put(
        format!("human = {}", quoted(play_args.human)),
        from(ConfigKey::Human, "default"),
    );
    put(
        format!("mode = {}", quoted(session.mode)),
        from(ConfigKey::Mode, "default"),
    );
    let search = &config.settings;
    let game_default = "default for this game";
    put(
        match search.depth_limit {
            Some(depth) => format!("depth = {depth}"),
            None => format!("depth = \"{NO_DEPTH_LIMIT}\""),
        },
        from(ConfigKey::Depth, game_default),
    );
    put(
        format!("pruning = {}", search.pruning),
        from(ConfigKey::Pruning, "default"),
    );
    put(
        format!("eval = {}", quoted(search.evaluation)),
        from(ConfigKey::Eval, game_default),
    );
    put(
        format!("order = {}", quoted(search.move_order)),
        from(ConfigKey::Order, game_default),
    );
    put(
        format!(
            "table-mib = {}",
            search.transposition.map_or(0, |size| size.bytes >> 20)
        ),
        from(ConfigKey::TableMib, game_default),
    );
    put(
        format!("deepening = {}", config.deepening),
        from(ConfigKey::Deepening, "default"),
    );
    put(
        format!("think-ms = {}", config.think.as_millis()),
        from(ConfigKey::ThinkMs, "default"),
    );
    put(
        match config.seed {
            Some(seed) => format!("seed = {seed}"),
            None => "# seed: none, a new one each session".to_owned(),
        },
        from(ConfigKey::Seed, "default"),
    );
    put(
        format!("perfect = {}", config.perfect),
        from(ConfigKey::Perfect, "default"),
    );
    put(
        format!("save = {}", !session.no_save),
        from(ConfigKey::Save, "default"),
    );
    let width = lines
        .iter()
        .map(|(s, _)| s.chars().count())
        .max()
        .unwrap_or(0);
    for (setting, source) in lines {
        let pad = width - setting.chars().count();
        text.push_str(&format!("{setting}{}  # {source}\n", " ".repeat(pad)));
    }
    let others: Vec<&GameSection> = file
        .tables
        .iter()
        .filter(|other| Some(other.game) != played)
        .collect();
    if !others.is_empty() {
        text.push_str(
            "\nthe file's sections for the other games, over its keys when that game is played:\n",
        );
    }
    for other in others {
        text.push_str(&table_line(other));
    }
    Ok(text)
}

/// A game's table on one line: `[ttt4] depth = 8, eval = "draw"  # line 12`.
fn table_line(table: &GameSection) -> String {
    let settings: Vec<String> = table
        .settings
        .given()
        .into_iter()
        .filter_map(|key| {
            let value = table.settings.plain(key)?;
            Some(format!(
                "{} = {}",
                key.name(),
                config_file::toml_text(&value)
            ))
        })
        .collect();
    let settings = if settings.is_empty() {
        "(no setting)".to_owned()
    } else {
        settings.join(", ")
    };
    format!(
        "[{}] {settings}  # line {}\n",
        config_file::table_name(table.game),
        table.line
    )
}

/// The game's keys in force: the ready-made game, or the board of your own, or the heap.
fn game_lines(config: &Config, kind: Option<GameKind>) -> Vec<(String, ConfigKey)> {
    match &config.game {
        Setup::Heap(heap) => vec![
            ("game = \"bones\"".to_owned(), ConfigKey::Game),
            (format!("heap = {heap}"), ConfigKey::Heap),
        ],
        Setup::Board(geometry) => {
            let mut lines = match kind {
                Some(kind) => vec![(format!("game = {}", quoted(kind)), ConfigKey::Game)],
                None if config
                    .geometry()
                    .is_some_and(|g| g.rows() == 3 && g.cols() == 3 && g.k() == 3) =>
                {
                    vec![("game = \"ttt\"".to_owned(), ConfigKey::Game)]
                }
                None => vec![
                    (format!("rows = {}", geometry.rows()), ConfigKey::Rows),
                    (format!("cols = {}", geometry.cols()), ConfigKey::Cols),
                    (format!("k = {}", geometry.k()), ConfigKey::K),
                ],
            };
            lines.push((
                format!("gravity = {}", geometry.gravity()),
                ConfigKey::Gravity,
            ));
            lines
        }
    }
}

/// A value enum's word in quotes, as the file writes it.
fn quoted<T: ValueEnum>(value: T) -> String {
    let name = value
        .to_possible_value()
        .map(|v| v.get_name().to_owned())
        .unwrap_or_default();
    format!("\"{name}\"")
}
