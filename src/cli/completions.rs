//! `morpion completions SHELL` and `morpion man`: the shell completions and the manual page, generated from the same clap definition as the parser.

use clap::{Args, ValueHint};
use clap_complete::Shell;
use roff::{Roff, bold, italic, roman};

use super::shared::output;
use crate::home::places::{CONFIG_FILE, CONFIG_VAR, DATA_VAR, RESULTS_FILE};

#[derive(Debug, Args, Clone)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, elvish or powershell.
    #[arg(value_enum)]
    pub shell: Shell,
}

/// Prints the completion script of `args.shell` for every subcommand and flag of `command`
/// (the whole command line's, which main hands over).
pub fn run(args: &CompletionsArgs, command: clap::Command) -> anyhow::Result<()> {
    let mut command = hinted(command);
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "morpion", &mut script);
    output::print(&String::from_utf8(script)?)
}

/// `command` with each value told apart for the shells: a `FILE` completes as a file's path,
/// any other value (a depth, a board, a number of milliseconds) as nothing, not as the
/// folder's files.
fn hinted(command: clap::Command) -> clap::Command {
    let command = command.mut_args(|arg| {
        let takes_value =
            arg.get_num_args().is_some_and(|n| n.takes_values()) || arg.get_value_names().is_some();
        if !takes_value
            || arg.get_value_hint() != ValueHint::Unknown
            || !arg.get_possible_values().is_empty()
        {
            return arg;
        }
        let file = arg
            .get_value_names()
            .is_some_and(|names| names.iter().any(|name| name.as_str() == "FILE"));
        arg.value_hint(if file {
            ValueHint::FilePath
        } else {
            ValueHint::Other
        })
    });
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_owned())
        .collect();
    names.into_iter().fold(command, |command, name| {
        command.mut_subcommand(name, hinted)
    })
}

/// Prints the manual page of `command` (the whole command line's): the play command's options
/// and the subcommands, then each subcommand's options under a heading of its own, in roff.
pub fn man(command: clap::Command) -> anyhow::Result<()> {
    output::print(&manual(command)?)
}

/// The manual page's roff text: the play command (name, synopsis, description, options), the
/// subcommands, each one's options under its own heading, the player's files and the
/// environment, and the version.
fn manual(command: clap::Command) -> anyhow::Result<String> {
    let mut command =
        command.override_usage("morpion [OPTIONS]\n       morpion <COMMAND> [OPTIONS]");
    command.build();
    let man = clap_mangen::Man::new(command.clone());
    let mut page = Vec::new();
    man.render_title(&mut page)?;
    man.render_name_section(&mut page)?;
    man.render_synopsis_section(&mut page)?;
    man.render_description_section(&mut page)?;
    man.render_options_section(&mut page)?;
    let subcommands: Vec<&clap::Command> = command
        .get_subcommands()
        .filter(|sub| sub.get_name() != "help")
        .collect();
    page.extend(subcommands_section(&subcommands).to_roff().into_bytes());
    for sub in subcommands {
        // Each subcommand's options under its own heading: `OPTIONS OF MORPION ANALYZE`. (A
        // heading is a `&'static str` to clap; the page is made once, then the process ends.)
        let heading = format!("options of morpion {}", sub.get_name());
        let heading: &'static str = Box::leak(heading.into_boxed_str());
        let sub = sub.clone().mut_args(|arg| arg.help_heading(heading));
        clap_mangen::Man::new(sub).render_options_section(&mut page)?;
    }
    page.extend(home_sections().to_roff().into_bytes());
    man.render_version_section(&mut page)?;
    // Each part rendered apart starts with roff's two lines defining the apostrophe: once is
    // enough.
    let page = String::from_utf8(page)?;
    let preamble = ".ie \\n(.g .ds Aq \\(aq\n.el .ds Aq '\n";
    Ok(match page.strip_prefix(preamble) {
        Some(rest) => format!("{preamble}{}", rest.replace(preamble, "")),
        None => page,
    })
}

/// Each subcommand with what it does, and where its options are: on this page.
fn subcommands_section(subcommands: &[&clap::Command]) -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["SUBCOMMANDS"]);
    for sub in subcommands {
        let name = format!("morpion {}", sub.get_name());
        roff.control("TP", []).text([bold(name.as_str())]);
        let about = sub.get_about().map(ToString::to_string).unwrap_or_default();
        let stop = if about.ends_with('.') { "" } else { "." };
        roff.text([roman(format!(
            "{about}{stop} Its options: OPTIONS OF {} below.",
            name.to_uppercase()
        ))]);
    }
    roff
}

/// The keys of the game, the player's files and the environment that names them.
fn home_sections() -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["KEYS"]);
    roff.text([roman(
        "In the game, ? shows the keys: the footer gives the ones of the moment, the help \
         every one. b sets up a position, f saves the game played so far, S saves the settings \
         in force into the config file, R shows the results kept.",
    )]);
    roff.control("SH", ["FILES"]);
    let files = [
        (
            format!("$XDG_CONFIG_HOME/morpion/{CONFIG_FILE}"),
            "The config file (TOML; on Linux, ~/.config/morpion/ by default): every flag of \
             the play command as a key. morpion config prints its place and the settings in \
             force; morpion config --init writes one.",
        ),
        (
            format!("$XDG_DATA_HOME/morpion/{RESULTS_FILE}"),
            "The results kept (on Linux, ~/.local/share/morpion/ by default): per game and \
             side, the games won, drawn and lost against the AI. morpion stats prints them.",
        ),
        (
            "morpion-game-N.toml".to_owned(),
            "A game saved with f, in the current folder, never over a file: morpion --load \
             FILE plays on from it, morpion analyze --load FILE analyses it.",
        ),
    ];
    for (file, what) in files {
        roff.control("TP", []).text([italic(file)]);
        roff.text([roman(what)]);
    }
    roff.control("SH", ["ENVIRONMENT"]);
    let variables = [
        (
            CONFIG_VAR,
            "Names another config file, which then replaces the usual one (--no-config \
             ignores both).",
        ),
        (
            DATA_VAR,
            "Names another folder for the results, which then replaces the usual one.",
        ),
        (
            "XDG_CONFIG_HOME, XDG_DATA_HOME",
            "The platform's folders of configs and data, where the usual places are.",
        ),
        (
            "LC_ALL, LC_MESSAGES, LANG",
            "Without --lang (or lang in the config file), the first of them that is set \
             decides the language: French when it starts with fr, English otherwise.",
        ),
        (
            "COLORFGBG",
            "With --theme auto, the terminal's background when the terminal does not say it.",
        ),
    ];
    for (variable, what) in variables {
        roff.control("TP", []).text([bold(variable)]);
        roff.text([roman(what)]);
    }
    roff
}
