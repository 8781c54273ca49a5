//! `morpion completions SHELL` and `morpion man`: the shell completions and the manual page, generated from the same clap definition as the parser.

use clap::Args;
use clap_complete::Shell;

use super::shared::output;

#[derive(Debug, Args, Clone)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, elvish or powershell.
    #[arg(value_enum)]
    pub shell: Shell,
}

/// Prints the completion script of `args.shell` for every subcommand and flag of `command`
/// (the whole command line's, which main hands over).
pub fn run(args: &CompletionsArgs, mut command: clap::Command) -> anyhow::Result<()> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "morpion", &mut script);
    output::print(&String::from_utf8(script)?)
}

/// Prints the manual page of `command` (the whole command line's): the play command's options
/// and the subcommands, then each subcommand's options under a heading of its own, in roff.
pub fn man(command: clap::Command) -> anyhow::Result<()> {
    output::print(&manual(command)?)
}

/// The manual page's roff text.
fn manual(mut command: clap::Command) -> anyhow::Result<String> {
    command.build();
    let mut page = Vec::new();
    clap_mangen::Man::new(command.clone()).render(&mut page)?;
    for sub in command.get_subcommands() {
        let name = sub.get_name().to_owned();
        if name == "help" {
            continue;
        }
        let heading = format!("morpion {name}");
        // Each subcommand's options under its own heading: `OPTIONS OF MORPION ANALYZE`. (A
        // heading is a `&'static str` to clap; the page is made once, then the process ends.)
        let heading: &'static str = Box::leak(format!("options of {heading}").into_boxed_str());
        let sub = sub.clone().mut_args(|arg| arg.help_heading(heading));
        clap_mangen::Man::new(sub).render_options_section(&mut page)?;
    }
    Ok(String::from_utf8(page)?)
}
