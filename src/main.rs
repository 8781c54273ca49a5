//! Entry point: parse the command line, then run the TUI or a headless subcommand.

use std::process::ExitCode;

use clap::{CommandFactory, Parser, error::ErrorKind};
use morpion::app::{self, Config};
use morpion::cli::{self, InputError, args::Cli, args::Command};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Some(Command::Table(args)) => cli::table::run(args),
        Some(Command::Analyze(args)) => cli::analyze::run(args),
        None => match Config::from_args(&cli.play) {
            Ok(config) => app::run(config),
            // Same format and exit status as the parser's own errors, before the screen is touched.
            Err(e) => Cli::command().error(ErrorKind::ValueValidation, e).exit(),
        },
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("morpion: {e:#}");
            if e.is::<InputError>() {
                ExitCode::from(2)
            } else {
                ExitCode::FAILURE
            }
        }
    }
}
