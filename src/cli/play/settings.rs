//! The play command's flags as preferences (only those given on the command line) and preferences back as the play command's arguments.

use clap::ArgMatches;
use clap::parser::ValueSource;

use super::args::{GameArgs, PlayArgs, SearchFlags, SessionArgs};
use crate::analysis::ThemeChoice;
use crate::home::config_file::{ConfigKey, Loaded, Plain, Preferences, toml_text};

/// The argument id of a key's flag in the parser.
fn id(key: ConfigKey) -> &'static str {
    match key {
        ConfigKey::Pruning => "no_pruning",
        ConfigKey::Perfect => "no_perfect",
        ConfigKey::Save => "no_save",
        ConfigKey::TableMib => "table_mib",
        ConfigKey::ThinkMs => "think_ms",
        other => other.name(),
    }
}

/// The settings the command line gives, and only those: a flag left to its default gives
/// nothing, so the config file's value stands.
pub fn given(
    play: &PlayArgs,
    game: &GameArgs,
    session: &SessionArgs,
    matches: &ArgMatches,
) -> Preferences {
    let on_line = |key: ConfigKey| matches.value_source(id(key)) == Some(ValueSource::CommandLine);
    let all = Preferences {
        lang: session.lang,
        theme: Some(session.theme),
        game: game.game,
        rows: Some(play.rows),
        cols: Some(play.cols),
        k: play.k,
        gravity: Some(game.gravity),
        heap: game.heap,
        first: Some(play.first),
        human: Some(play.human),
        mode: Some(session.mode),
        depth: play.depth,
        pruning: Some(!play.search.no_pruning),
        eval: play.search.eval,
        order: play.search.order,
        table_mib: play.search.table_mib,
        deepening: Some(play.search.deepening),
        think_ms: Some(play.think_ms),
        seed: play.seed,
        perfect: Some(!play.no_perfect),
        save: Some(!session.no_save),
    };
    let mut flags = Preferences::default();
    for key in ConfigKey::ALL.into_iter().filter(|key| on_line(*key)) {
        if let Some(value) = all.plain(key) {
            flags.put(key, &value);
        }
    }
    flags
}

/// The play command's arguments for `given`, each key not given at the flag's default.
pub fn args_of(given: &Preferences) -> (PlayArgs, GameArgs, SessionArgs) {
    let defaults = PlayArgs::default();
    let search = &defaults.search;
    let play = PlayArgs {
        first: given.first.unwrap_or(defaults.first),
        human: given.human.unwrap_or(defaults.human),
        depth: given.depth.or(defaults.depth),
        search: SearchFlags {
            no_pruning: given.pruning.map_or(search.no_pruning, |on| !on),
            eval: given.eval.or(search.eval),
            order: given.order.or(search.order),
            table_mib: given.table_mib.or(search.table_mib),
            deepening: given.deepening.unwrap_or(search.deepening),
        },
        think_ms: given.think_ms.unwrap_or(defaults.think_ms),
        seed: given.seed.or(defaults.seed),
        no_perfect: given.perfect.map_or(defaults.no_perfect, |on| !on),
        rows: given.rows.unwrap_or(defaults.rows),
        cols: given.cols.unwrap_or(defaults.cols),
        k: given.k.or(defaults.k),
    };
    let game = GameArgs {
        game: given.game,
        gravity: given.gravity.unwrap_or(false),
        heap: given.heap,
    };
    let session = SessionArgs {
        mode: given.mode.unwrap_or_default(),
        lang: given.lang,
        theme: given.theme.unwrap_or(ThemeChoice::Auto),
        no_save: given.save.is_some_and(|on| !on),
        ..SessionArgs::default()
    };
    (play, game, session)
}

/// When the play command refuses what the config file's game keys and the flags make
/// together, a note naming the file's keys that took part (the message itself is the one the
/// flags alone would get, and names flags the player may not have typed): `None` when the
/// file gave none of them.
pub fn file_game_note(loaded: &Loaded, flags: &Preferences, refusal: &str) -> Option<String> {
    // Only where the refusal speaks of them: by their flag, or of the game they make.
    let about = |key: ConfigKey, value: &Plain| {
        let word = match value {
            Plain::Word(word) => Some(word.as_str()),
            _ => None,
        };
        refusal.contains(&format!("--{}", key.name()))
            || word.is_some_and(|word| refusal.contains(word))
            || (word == Some("bones") && refusal.contains("Game of Bones"))
            || (matches!(key, ConfigKey::Rows | ConfigKey::Cols | ConfigKey::K)
                && refusal.contains("board"))
    };
    let given: Vec<String> = ConfigKey::GAME
        .into_iter()
        .filter(|key| flags.plain(*key).is_none())
        .filter_map(|key| {
            let line = loaded.read.lines.get(&key)?;
            let value = loaded.read.settings.plain(key)?;
            if !about(key, &value) {
                return None;
            }
            Some(format!(
                "{} = {} (line {line})",
                key.name(),
                toml_text(&value)
            ))
        })
        .collect();
    (!given.is_empty()).then(|| {
        format!(
            "note: the config file {} gives {}; --no-config sets it aside",
            loaded.path.display(),
            given.join(", ")
        )
    })
}
