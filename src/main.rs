//! Entry point: parse the command line, then run the TUI or a headless subcommand.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{ArgMatches, CommandFactory, FromArgMatches, error::ErrorKind};
use morpion::analysis::First;
use morpion::cli::args::{Cli, Command};
use morpion::cli::lesson::LessonArgs;
use morpion::cli::play::{GameArgs, PlayArgs, ThemeChoice};
use morpion::cli::practice::PracticeArgs;
use morpion::cli::{self, InputError};
use morpion::home::config_file::{self, Preferences};
use morpion::home::places::Places;
use morpion::home::results::Store;
use morpion::i18n::Lang;
use morpion::tui::{self, Background, Ending, Look, PlayerFiles};

fn main() -> ExitCode {
    let matches = Cli::command()
        .try_get_matches()
        .unwrap_or_else(|e| parser_exit(&e));
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| parser_exit(&e));
    let result = match &cli.command {
        Some(Command::Table(args)) => cli::table::run(args).map(|()| Ending::Quit),
        Some(Command::Analyze(args)) => cli::analyze::run(args).map(|()| Ending::Quit),
        Some(Command::Bench(args)) => cli::bench::run(args).map(|()| Ending::Quit),
        Some(Command::Perft(args)) => cli::perft::run(args).map(|()| Ending::Quit),
        Some(Command::Positions(args)) => cli::positions::run(args).map(|()| Ending::Quit),
        Some(Command::Autoplay(args)) => cli::autoplay::run(args).map(|()| Ending::Quit),
        Some(Command::Trace(args)) => cli::trace::run(args).map(|()| Ending::Quit),
        Some(Command::Book(args)) => cli::book::run(args).map(|()| Ending::Quit),
        Some(Command::Config(args)) => cli::config::run(args).map(|()| Ending::Quit),
        Some(Command::Stats(args)) => cli::stats::run(args).map(|()| Ending::Quit),
        Some(Command::Completions(args)) => {
            cli::completions::run(args, Cli::command()).map(|()| Ending::Quit)
        }
        Some(Command::Man) => cli::completions::man(Cli::command()).map(|()| Ending::Quit),
        Some(Command::Practice(args)) => practice(args),
        Some(Command::Lesson(args)) => lesson(args),
        Some(Command::Serve(args)) => morpion::serve::run(args).map(|()| Ending::Quit),
        Some(Command::Class(args)) => morpion::serve::export::run(args).map(|()| Ending::Quit),
        None => play(&cli, &matches),
    };
    match result {
        Ok(Ending::Quit) => ExitCode::SUCCESS,
        // The shell's convention for "ended by signal N"; the terminal is already restored.
        Ok(Ending::Signal(number)) => ExitCode::from(128u8.saturating_add(number as u8)),
        Err(e) => {
            // Not eprintln!, which panics when the terminal has gone away.
            let _ = writeln!(std::io::stderr(), "morpion: {e:#}");
            if e.is::<InputError>() {
                ExitCode::from(2)
            } else {
                ExitCode::FAILURE
            }
        }
    }
}

/// `morpion practice`: the text forms, or the exercise full screen over the game's default
/// session (you to move behind it; neither the config file nor the results are touched).
fn practice(args: &PracticeArgs) -> anyhow::Result<Ending> {
    let Some(exercise) = cli::practice::run(args)? else {
        return Ok(Ending::Quit);
    };
    let play = PlayArgs {
        first: First::Human,
        ..PlayArgs::default()
    };
    let config = cli::play::config(&play, &GameArgs::default())?;
    let lang = args.lang.unwrap_or_else(Lang::from_env);
    let config = config.with_lang(lang).with_practice(exercise);
    let background = background(args.theme.unwrap_or_default());
    let player = PlayerFiles {
        results: None,
        config: None,
        problems: Vec::new(),
        settings: Preferences::default(),
    };
    tui::run(config, Look::from_env(), background, player, tui::draw)
}

/// `morpion lesson`: the lesson full screen over the game's default session (neither the config
/// file nor the results are touched); Esc leaves it for that game.
fn lesson(args: &LessonArgs) -> anyhow::Result<Ending> {
    let config = cli::play::config(&PlayArgs::default(), &GameArgs::default())?;
    let lang = args.lang.unwrap_or_else(Lang::from_env);
    let config = config.with_lang(lang).with_lesson(cli::lesson::topic(args));
    let background = background(args.theme.unwrap_or_default());
    let player = PlayerFiles {
        results: None,
        config: None,
        problems: Vec::new(),
        settings: Preferences::default(),
    };
    tui::run(config, Look::from_env(), background, player, tui::draw)
}

/// The background the colours are chosen for: the one asked for, or `None` to ask the terminal.
fn background(theme: ThemeChoice) -> Option<Background> {
    match theme {
        ThemeChoice::Auto => None,
        ThemeChoice::Dark => Some(Background::Dark),
        ThemeChoice::Light => Some(Background::Light),
    }
}

/// The interactive game: the defaults < the config file (its top-level keys, then its table
/// for the game played) < a saved game < the flags; the file's problems are
/// told on stderr before the screen opens (and again on the screen).
fn play(cli: &Cli, matches: &ArgMatches) -> anyhow::Result<Ending> {
    let places = Places::from_env();
    let file = match (&places, cli.session.no_config) {
        (Some(places), false) => Some(config_file::load(&places.config)),
        _ => None,
    };
    for note in file.iter().flat_map(|file| file.messages()) {
        // Not eprintln!, which panics when the terminal has gone away.
        let _ = writeln!(io::stderr(), "morpion: {note}");
    }
    let problems = file
        .as_ref()
        .map(|file| file.read.problems.clone())
        .unwrap_or_default();
    let flags = cli::play::given(&cli.play, &cli.game, &cli.session, matches);
    // A refusal of what the file's game and the flags make together says what the file gave.
    let refused = |e: &dyn std::fmt::Display| -> ! {
        let note = file
            .as_ref()
            .and_then(|file| cli::play::file_game_note(file, &flags, &e.to_string()));
        let message = match note {
            Some(note) => format!("{e}\n\n{note}"),
            None => e.to_string(),
        };
        Cli::command()
            .error(ErrorKind::ValueValidation, message)
            .exit()
    };
    let from_file = file
        .as_ref()
        .map(|file| file.read.clone())
        .unwrap_or_default();
    // A saved game's board and settings stand between the file's and the flags'.
    let loaded = match &cli.start.load {
        Some(path) => Some(cli::play::load(path)?),
        None => None,
    };
    let saved = loaded.as_ref().map(|game| game.preferences());
    let settled = config_file::in_force(&from_file, saved.as_ref(), &flags);
    let (play, game, session) = cli::play::args_of(&settled);
    let config = match cli::play::config(&play, &game) {
        Ok(config) => config,
        // Same format and exit status as the parser's own errors, before the screen is touched.
        Err(e) => refused(&e),
    };
    // Without --lang (or lang in the file), the environment's locale decides (a French
    // classroom's machines speak French without a flag).
    let lang = session.lang.unwrap_or_else(Lang::from_env);
    let resume = match &loaded {
        Some(game) => cli::play::resume_saved(game),
        None => cli::play::resume(
            cli.start.board.as_deref(),
            cli.start.moves.as_deref(),
            &config,
        )
        .unwrap_or_else(|e| refused(&e)),
    };
    let config = config
        .with_mode(session.mode)
        .with_lang(lang)
        .with_resume(resume);
    let background = background(session.theme);
    let results = places
        .as_ref()
        .filter(|_| !session.no_save)
        .map(|places| Store::in_folder(&places.data));
    let player = PlayerFiles {
        results,
        config: places.map(|places| places.config),
        problems,
        settings: settled,
    };
    tui::run(config, Look::from_env(), background, player, tui::draw)
}

/// Prints what the parser has to say (help, version, or the problem with the arguments) and
/// exits with its status; a help that could not be written (`morpion --help >/dev/full`) is a
/// failure, status 1, as for any output that is lost.
fn parser_exit(e: &clap::Error) -> ! {
    let written = e.print().and_then(|()| io::stdout().flush());
    // A reader that stopped early (`morpion --help | head -1`) is not a failure.
    if let Err(failure) = written
        && e.exit_code() == 0
        && failure.kind() != io::ErrorKind::BrokenPipe
    {
        let _ = writeln!(
            io::stderr(),
            "morpion: could not write to standard output: {failure}"
        );
        std::process::exit(1);
    }
    std::process::exit(e.exit_code())
}
