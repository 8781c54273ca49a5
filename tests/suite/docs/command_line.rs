//! docs/command-line.md gives every flag of the real binary's `--help`, command by command, and
//! no flag the binary lacks.
//!
//! The page's level-2 headings name their command (`` ## `morpion analyze`: … ``); a flag
//! written under one belongs to that command, unless the code it is written in names another:
//! `morpion table --json`, `autoplay --table-mib`, or `morpion COMMAND --help` for every command.
//! What another program takes (`cargo run --release --`, `dot -Tsvg`, `… | head -3`) is not
//! counted. Under a heading that names no command, a flag must be one of some command's.

use std::collections::{BTreeMap, BTreeSet};

use crate::common::cli::text;

const PAGE: &str = include_str!("../../../docs/command-line.md");

/// Whose flags a stretch of the page gives.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Owner {
    /// `morpion` (the play command) or `morpion SUBCOMMAND`.
    Command(String),
    /// Every command (`morpion COMMAND --help`).
    Every,
    /// Whichever command has it (a section that names none).
    Some,
    /// Another program's flags (cargo, dot, head…): not counted.
    Foreign,
}

/// Programs other than morpion that the page's examples run.
const FOREIGN: [&str; 8] = [
    "cargo", "dot", "printf", "head", "kill", "fg", "ulimit", "mkdir",
];
/// What ends one program's arguments in a shell line.
const SEPARATORS: [&str; 6] = ["|", "||", "&&", ";", ">", "<"];

/// The flags in `text`: `--long` and `-s`, not inside a word (`k-in-a-row`) nor a number (`-1`).
fn flags_in(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut flags = Vec::new();
    let mut at = 0;
    while at < chars.len() {
        let starts = chars[at] == '-'
            && (at == 0 || !(chars[at - 1].is_alphanumeric() || chars[at - 1] == '-'));
        if !starts {
            at += 1;
            continue;
        }
        let dashes = if chars.get(at + 1) == Some(&'-') {
            2
        } else {
            1
        };
        let name_at = at + dashes;
        let mut end = name_at;
        while end < chars.len() && (chars[end].is_ascii_alphanumeric() || chars[end] == '-') {
            end += 1;
        }
        let name: String = chars[name_at..end].iter().collect();
        let name = name.trim_end_matches('-');
        let first_is_letter = name.starts_with(|c: char| c.is_ascii_alphabetic());
        if first_is_letter && (dashes == 2 || name.len() == 1) {
            flags.push(format!("{}{name}", "-".repeat(dashes)));
        }
        at = end.max(at + 1);
    }
    flags
}

/// The flags of one piece of code (an inline span or a line of a code block), each with its
/// owner: `section` unless the code names a command or another program first.
fn code_flags(code: &str, section: &Owner, commands: &[String]) -> Vec<(Owner, String)> {
    let mut owner = section.clone();
    // After `morpion` (or cargo's `--`): a subcommand may follow. After a separator: a flag
    // goes on with the same command, anything else is another program.
    let (mut after_morpion, mut after_separator) = (false, false);
    let mut found = Vec::new();
    for (i, token) in code.split_whitespace().enumerate() {
        let subcommand = commands.iter().any(|c| c == token);
        if token == "$" {
            continue;
        }
        if (after_morpion || i == 0) && subcommand {
            owner = Owner::Command(format!("morpion {token}"));
        } else if after_morpion && token == "COMMAND" {
            owner = Owner::Every;
        } else if token == "morpion" || token == "--" {
            // `--` is cargo's: what follows goes to morpion.
            owner = Owner::Command("morpion".to_owned());
            (after_morpion, after_separator) = (true, false);
            continue;
        } else if SEPARATORS.contains(&token) {
            (after_morpion, after_separator) = (false, true);
            continue;
        } else if FOREIGN.contains(&token) || (after_separator && !token.starts_with('-')) {
            owner = Owner::Foreign;
        } else if owner != Owner::Foreign {
            found.extend(flags_in(token).into_iter().map(|f| (owner.clone(), f)));
        }
        (after_morpion, after_separator) = (false, false);
    }
    found
}

/// Every flag the page gives, with its owner.
fn page_flags(page: &str, commands: &[String]) -> Vec<(Owner, String)> {
    let mut section = Owner::Some;
    let mut fenced = false;
    // Inline code may go on to the next line of its paragraph.
    let mut in_code = false;
    let mut found = Vec::new();
    for line in page.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            found.extend(code_flags(line, &section, commands));
            continue;
        }
        if line.trim().is_empty() {
            in_code = false;
        }
        if let Some(heading) = line.strip_prefix("## ") {
            section = match heading.split('`').nth(1) {
                Some(code) if code.split_whitespace().next() == Some("morpion") => {
                    Owner::Command(code.to_owned())
                }
                _ => Owner::Some,
            };
            continue;
        }
        for (i, piece) in line.split('`').enumerate() {
            if i > 0 {
                in_code = !in_code;
            }
            if in_code {
                found.extend(code_flags(piece, &section, commands));
            } else {
                found.extend(flags_in(piece).into_iter().map(|f| (section.clone(), f)));
            }
        }
    }
    found
}

/// The flags an option list of `--help` gives: the lines that start with a dash at the options'
/// indentation (`  -h, --help`, `      --json`), not the descriptions under them.
fn help_flags(help: &str) -> BTreeSet<String> {
    let mut flags = BTreeSet::new();
    for line in help.lines() {
        let trimmed = line.trim_start();
        if line.len() - trimmed.len() > 6 || !trimmed.starts_with('-') {
            continue;
        }
        for token in trimmed.split_whitespace() {
            if !token.starts_with('-') {
                break;
            }
            flags.insert(token.trim_end_matches(',').to_owned());
        }
    }
    flags
}

/// The subcommands `morpion --help` lists, `help` included.
fn subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_owned)
        .collect()
}

/// What is wrong with `page` against the `--help` of each command (`morpion`, `morpion table`,
/// …; `commands` are the subcommands' names).
fn faults(
    page: &str,
    helps: &BTreeMap<String, BTreeSet<String>>,
    commands: &[String],
) -> Vec<String> {
    let given = page_flags(page, commands);
    let mut faults = Vec::new();
    for (command, flags) in helps {
        for flag in flags {
            let on_page = given.iter().any(|(owner, f)| {
                f == flag && (*owner == Owner::Command(command.clone()) || *owner == Owner::Every)
            });
            if !on_page {
                faults.push(format!(
                    "`{command} --help` lists {flag}, the page does not"
                ));
            }
        }
        let heading = format!("## `{command}`");
        if !page.lines().any(|l| l.starts_with(&heading)) {
            faults.push(format!("no section of the page starts with {heading}"));
        }
    }
    for (owner, flag) in &given {
        let known = match owner {
            Owner::Command(command) => helps.get(command).is_some_and(|f| f.contains(flag)),
            Owner::Every => helps.values().all(|f| f.contains(flag)),
            Owner::Some => helps.values().any(|f| f.contains(flag)),
            Owner::Foreign => true,
        };
        if !known {
            faults.push(format!(
                "the page gives {flag} to {owner:?}, whose --help lacks it"
            ));
        }
    }
    faults.sort();
    faults.dedup();
    faults
}

#[test]
fn the_command_line_page_gives_every_flag_of_help_and_no_other() {
    let root = text(&["--help"]);
    let commands = subcommands(&root);
    assert!(commands.len() >= 9, "{commands:?}");
    let mut helps = BTreeMap::new();
    helps.insert("morpion".to_owned(), help_flags(&root));
    for command in commands.iter().filter(|c| *c != "help") {
        let help = text(&[command, "--help"]);
        helps.insert(format!("morpion {command}"), help_flags(&help));
    }
    assert!(helps["morpion"].contains("--think-ms"), "{helps:?}");
    assert!(
        helps["morpion analyze"].contains("--dot-limit"),
        "{helps:?}"
    );
    let faults = faults(PAGE, &helps, &commands);
    assert!(
        faults.is_empty(),
        "docs/command-line.md:\n{}",
        faults.join("\n")
    );
}

#[test]
fn flags_are_found_in_code_and_prose_but_not_inside_words() {
    assert_eq!(
        flags_in("[--json] --rows/--cols/--k -h, k-in-a-row --depth -1 -∞ 8-14 --budget-ms"),
        [
            "--json",
            "--rows",
            "--cols",
            "--k",
            "-h",
            "--depth",
            "--budget-ms"
        ]
    );
}

#[test]
fn the_checker_sees_a_flag_missing_a_flag_unknown_and_whose_flag_it_is() {
    let commands = ["table".to_owned(), "analyze".to_owned()];
    let helps: BTreeMap<String, BTreeSet<String>> = [
        ("morpion", &["--seed", "-h", "--help"][..]),
        ("morpion table", &["--json", "--runs", "-h", "--help"][..]),
        (
            "morpion analyze",
            &["--json", "--board", "-h", "--help"][..],
        ),
    ]
    .into_iter()
    .map(|(c, f)| (c.to_owned(), f.iter().map(|f| f.to_string()).collect()))
    .collect();
    let page = "`morpion COMMAND --help` or `morpion COMMAND -h`\n\
                ## `morpion`: play\n\
                `--seed N --runs 2`, and `cargo run --release -- table --runs 3`\n\
                ## `morpion table`\n\
                `--json`, `--board`\n\
                ## `morpion analyze`\n\
                ```console\n\
                $ morpion analyze --json | head -1 && dot -Tsvg x.dot\n\
                ```\n";
    assert_eq!(
        faults(page, &helps, &commands),
        [
            "`morpion analyze --help` lists --board, the page does not",
            "the page gives --board to Command(\"morpion table\"), whose --help lacks it",
            "the page gives --runs to Command(\"morpion\"), whose --help lacks it",
        ]
        .map(str::to_owned)
        .to_vec(),
        "cargo's `--` hands on to morpion, whose `table` takes --runs; head's and dot's flags \
         are theirs"
    );
}
