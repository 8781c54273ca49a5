//! `morpion completions SHELL` and `morpion man` name every subcommand and every flag of the parser.

use clap::CommandFactory;
use morpion::cli::args::Cli;

use crate::common::cli::{refused, text};

/// Every command (the play command first) with the long flags it takes.
fn commands() -> Vec<(String, Vec<String>)> {
    let mut root = Cli::command();
    root.build();
    let flags = |command: &clap::Command| {
        command
            .get_arguments()
            .filter(|arg| !arg.is_hide_set())
            .filter_map(|arg| arg.get_long().map(str::to_owned))
            .collect::<Vec<_>>()
    };
    let mut all = vec![(String::new(), flags(&root))];
    for sub in root.get_subcommands().filter(|s| s.get_name() != "help") {
        all.push((sub.get_name().to_owned(), flags(sub)));
    }
    all
}

#[test]
fn every_shells_completions_name_every_subcommand_and_flag() {
    let commands = commands();
    assert!(commands.len() >= 13, "{commands:?}");
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let script = text(&["completions", shell]);
        for (name, flags) in &commands {
            assert!(script.contains(name.as_str()), "{shell}: {name}");
            for flag in flags {
                // fish names a long flag `-l depth`; the others write `--depth`.
                let spelled = match shell {
                    "fish" => format!("-l {flag}"),
                    _ => format!("--{flag}"),
                };
                assert!(script.contains(&spelled), "{shell}: {name} {spelled}");
            }
        }
    }
}

#[test]
fn the_manual_page_names_every_subcommand_and_each_ones_flags_under_its_heading() {
    let page = text(&["man"]);
    assert!(page.contains(".TH morpion 1"), "{page}");
    let roff = |flag: &str| format!("\\fB\\-\\-{}\\fR", flag.replace('-', "\\-"));
    for (name, flags) in commands() {
        // The play command's options come first; each subcommand's under its own heading.
        let section = if name.is_empty() {
            let end = page
                .find(".SH SUBCOMMANDS")
                .expect("a section of subcommands");
            &page[..end]
        } else {
            let heading = format!(".SH \"OPTIONS OF MORPION {}\"", name.to_uppercase());
            let heading_plain = format!(".SH OPTIONS OF MORPION {}", name.to_uppercase());
            let start = page
                .find(&heading)
                .or_else(|| page.find(&heading_plain))
                .unwrap_or_else(|| panic!("no heading for {name}"));
            let rest = &page[start + 4..];
            &rest[..rest.find(".SH").unwrap_or(rest.len())]
        };
        for flag in flags {
            assert!(section.contains(&roff(&flag)), "morpion {name} --{flag}");
        }
        if !name.is_empty() {
            // Listed with what it does and where its options are, on this one page.
            let listed = format!(
                ".TP\n\\fBmorpion {name}\\fR\n",
                name = name.replace('-', "\\-")
            );
            assert!(page.contains(&listed), "{listed}");
            let pointer = format!(
                "Its options: OPTIONS OF MORPION {} below.",
                name.to_uppercase()
            );
            assert!(page.contains(&pointer.replace('-', "\\-")), "{pointer}");
        }
    }
    // No page of its own is named for a subcommand: there is only this one.
    assert!(!page.contains("(1)"), "{page}");
    // The player's files and the variables that move them.
    for section in [".SH KEYS", ".SH FILES", ".SH ENVIRONMENT"] {
        assert!(page.contains(section), "{section}");
    }
    for name in [
        "config.toml",
        "results.json",
        "MORPION_CONFIG",
        "MORPION_DATA_DIR",
    ] {
        assert!(page.contains(name), "{name}");
    }
    assert!(page.contains("\\fBmorpion\\fR [OPTIONS]"), "{page}");
    // roff's definition of the apostrophe, once.
    assert_eq!(page.matches(".ds Aq").count(), 2, "{page}");
}

#[test]
fn a_shell_it_does_not_know_is_refused_with_the_ones_it_does() {
    let said = refused(&["completions", "tcsh"]);
    assert!(
        said.contains("invalid value 'tcsh'")
            && said.contains("[possible values: bash, elvish, fish, powershell, zsh]"),
        "{said}"
    );
}

#[test]
fn bash_completes_files_only_where_a_file_is_asked_for() {
    let script = text(&["completions", "bash"]);
    // The line after each case of the option: what Tab offers.
    let offers = |option: &str| -> Vec<String> {
        let case = format!("{option})");
        let lines: Vec<&str> = script.lines().collect();
        lines
            .iter()
            .enumerate()
            .filter(|(_, line)| line.trim() == case)
            .map(|(i, _)| lines[i + 1].trim().to_owned())
            .collect()
    };
    for option in ["--depth", "--think-ms", "--board", "--moves", "--seed"] {
        let offered = offers(option);
        assert!(!offered.is_empty(), "{option}");
        assert!(
            offered.iter().all(|line| line == "COMPREPLY=(\"${cur}\")"),
            "{option}: {offered:?}"
        );
    }
    for option in ["--load", "--dot"] {
        let offered = offers(option);
        assert!(!offered.is_empty(), "{option}");
        assert!(
            offered
                .iter()
                .all(|line| line == "COMPREPLY=($(compgen -f \"${cur}\"))"),
            "{option}: {offered:?}"
        );
    }
}
