//! Entry point: parse the command line, then run the TUI or a headless subcommand.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{CommandFactory, Parser, error::ErrorKind};
use morpion::analysis::First;
use morpion::cli::args::{Cli, Command};
use morpion::cli::play::{GameArgs, PlayArgs, ThemeChoice};
use morpion::cli::{self, InputError};
use morpion::i18n::Lang;
use morpion::tui::{self, Background, Ending, Look};

fn main() -> ExitCode {
    let cli = Cli::try_parse().unwrap_or_else(|e| parser_exit(&e));
    let result = match &cli.command {
        Some(Command::Table(args)) => cli::table::run(args).map(|()| Ending::Quit),
        Some(Command::Analyze(args)) => cli::analyze::run(args).map(|()| Ending::Quit),
        Some(Command::Bench(args)) => cli::bench::run(args).map(|()| Ending::Quit),
        Some(Command::Perft(args)) => cli::perft::run(args).map(|()| Ending::Quit),
        Some(Command::Positions(args)) => cli::positions::run(args).map(|()| Ending::Quit),
        Some(Command::Autoplay(args)) => cli::autoplay::run(args).map(|()| Ending::Quit),
        Some(Command::Trace(args)) => cli::trace::run(args).map(|()| Ending::Quit),
        Some(Command::Book(args)) => cli::book::run(args).map(|()| Ending::Quit),
        Some(Command::Practice(args)) => match cli::practice::run(args) {
            Ok(None) => Ok(Ending::Quit),
            Ok(Some(exercise)) => {
                // The exercise over the game's default session, you to move behind it.
                let play = PlayArgs {
                    first: First::Human,
                    ..PlayArgs::default()
                };
                let lang = args.lang.unwrap_or_else(Lang::from_env);
                cli::play::config(&play, &GameArgs::default()).map_or_else(
                    |e| Err(e.into()),
                    |config| {
                        let config = config.with_lang(lang).with_practice(exercise);
                        let background = background(args.theme.unwrap_or_default());
                        tui::run(config, Look::from_env(), background, tui::draw)
                    },
                )
            }
            Err(e) => Err(e),
        },
        None => match cli::play::config(&cli.play, &cli.game) {
            Ok(config) => {
                // Without --lang, the environment's locale decides (a French classroom's
                // machines speak French without a flag).
                let lang = cli.session.lang.unwrap_or_else(Lang::from_env);
                let config = config.with_mode(cli.session.mode).with_lang(lang);
                let background = background(cli.session.theme);
                tui::run(config, Look::from_env(), background, tui::draw)
            }
            // Same format and exit status as the parser's own errors, before the screen is touched.
            Err(e) => Cli::command().error(ErrorKind::ValueValidation, e).exit(),
        },
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

/// The background the colours are chosen for: the one asked for, or `None` to ask the terminal.
fn background(theme: ThemeChoice) -> Option<Background> {
    match theme {
        ThemeChoice::Auto => None,
        ThemeChoice::Dark => Some(Background::Dark),
        ThemeChoice::Light => Some(Background::Light),
    }
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
