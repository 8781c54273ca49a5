//! An answer file's first line, the command that wrote the exercise: read back as flags, the exercise `--check` grades where the flags set none, and the flags refused where they set another.

use clap::Parser;

use super::args::PracticeArgs;
use crate::analysis::practice::{Exercise, Task};
use crate::cli::shared::error::InputError;

/// What the first line of a file `--print` or `--solution` wrote starts with.
const MARK: &str = "# morpion practice";

/// The first line's flags, read as the command line reads them.
#[derive(Parser)]
#[command(no_binary_name = true, disable_help_flag = true)]
struct Line {
    #[command(flatten)]
    args: PracticeArgs,
}

/// The command of the answers' first line (`morpion practice …`, without the `#`) and its
/// flags; `None` for a file that does not start with one.
pub(super) fn read(answers: &str) -> Result<Option<(String, PracticeArgs)>, InputError> {
    let Some(first) = answers.lines().next().map(str::trim_end) else {
        return Ok(None);
    };
    let Some(flags) = first.strip_prefix(MARK) else {
        return Ok(None);
    };
    if !flags.is_empty() && !flags.starts_with(char::is_whitespace) {
        return Ok(None);
    }
    let command = first.trim_start_matches('#').trim().to_owned();
    let not_one = |why: String| {
        InputError(format!(
            "the answers' first line ({command}) is not a practice command: {why}"
        ))
    };
    let words = shlex::split(flags).ok_or_else(|| not_one("its quotes are not closed".into()))?;
    let line = Line::try_parse_from(words).map_err(|e| {
        // clap's first line ("error: …") says what; its usage lines are the command line's.
        let text = e.to_string();
        let what = text.lines().next().unwrap_or_default();
        not_one(what.trim_start_matches("error: ").to_owned())
    })?;
    Ok(Some((command, line.args)))
}

/// The flags' exercise checked against the file's: the same tree, the same side at the root,
/// and `--windows` only on a file of the windows exercise. The file's task stands where the
/// flags do not ask for windows.
pub(super) fn agree(
    flags: Exercise,
    file: &Exercise,
    windows_flag: bool,
    command: &str,
) -> Result<Exercise, InputError> {
    let disagree = |what: String| InputError(format!("{what}: give the file's flags, or none",));
    let (ours, theirs) = (flags.tree.root_side(), file.tree.root_side());
    if ours != theirs {
        return Err(disagree(format!(
            "the flags put {} at the root, the answers' first line ({command}) {}",
            ours.name(),
            theirs.name()
        )));
    }
    if flags.tree.to_string() != file.tree.to_string() {
        return Err(disagree(format!(
            "the flags set the tree {}, the answers' first line ({command}) the tree {}",
            flags.tree, file.tree
        )));
    }
    if windows_flag && file.task != Task::Windows {
        return Err(disagree(format!(
            "--windows asks for alpha and beta, the answers' first line ({command}) for values only"
        )));
    }
    Ok(Exercise {
        task: file.task,
        ..flags
    })
}
