//! `analyze --stdin`: one position per line in, one JSON object per line out, whatever the bytes.

use anyhow::Context;
use serde_json::json;

use super::{AnalyzeArgs, report};
use crate::cli::position::{MAX_POSITION_CHARS, Target};
use crate::cli::shared::error::InputError;
use crate::cli::shared::lines::{Line, Lines, MAX_LINE_BYTES, abbreviate};
use crate::cli::shared::output;
use crate::engine::Solver;
use crate::text::counted;

/// Reads every line, answers each at once (so a pipeline sees results as they come) with the
/// `--json` report plus its `line` number, and reports a refused line as
/// `{"error","line","input"}` (the input quoted short) without stopping: a line that is not
/// UTF-8 or longer than [`MAX_LINE_BYTES`] too. Blank lines are skipped; only a line's first
/// field is the position, so "position score" test files can be fed as they are. A reader
/// that goes away ends the run at once; any refused line makes the exit status 2 at the end.
pub(super) fn run(args: &AnalyzeArgs) -> anyhow::Result<()> {
    let (mut good, mut bad) = (0u64, 0u64);
    // With --solve, one solver (and its table) for every line: its entries hold whatever the
    // position.
    let mut solver = None;
    let mut lines = Lines::new(std::io::stdin().lock());
    while let Some((number, line)) = lines.next_line().context("could not read standard input")? {
        let answer = match line {
            Line::NotUtf8 { quote } => Err(("not UTF-8 text".to_owned(), quote)),
            Line::TooLong { quote } => Err((
                format!(
                    "a line longer than {MAX_LINE_BYTES} bytes (the most --stdin reads); the rest of it is skipped"
                ),
                quote,
            )),
            Line::Text(text) => {
                let Some(position) = text.split_whitespace().next() else {
                    continue;
                };
                match answer(args, position, &mut solver)? {
                    Ok(answer) => Ok(answer),
                    Err(e) => Err((e.to_string(), text.clone())),
                }
            }
        };
        let object = match answer {
            Ok(mut answer) => {
                good += 1;
                // The line number too, so answers can be matched to lines blank ones skipped.
                answer["line"] = json!(number);
                answer
            }
            Err((error, input)) => {
                bad += 1;
                json!({"error": error, "line": number, "input": abbreviate(&input)})
            }
        };
        if !output::write(&(serde_json::to_string(&object)? + "\n"))? {
            return Ok(());
        }
    }
    if bad > 0 {
        let (refused, objects) = if bad == 1 {
            ("was", "its error object")
        } else {
            ("were", "their error objects")
        };
        return Err(InputError(format!(
            "{bad} of {} {refused} refused (see {objects})",
            counted(good + bad, "line", "lines")
        ))
        .into());
    }
    Ok(())
}

/// The JSON report of one position, or why it is refused (the outer error is a failure of the
/// program or a flag that no line can satisfy, which ends the run).
fn answer(
    args: &AnalyzeArgs,
    position: &str,
    solver: &mut Option<Solver>,
) -> anyhow::Result<Result<serde_json::Value, InputError>> {
    let length = position.chars().count();
    if length > MAX_POSITION_CHARS {
        return Ok(Err(InputError(format!(
            "a position of {length} characters: no game has one longer than {MAX_POSITION_CHARS}"
        ))));
    }
    let target = match Target::read(&args.position, Some(position)) {
        Ok(target) => target,
        Err(e) => return Ok(Err(e)),
    };
    Ok(Ok(serde_json::from_str(
        &report(args, target, solver)?.text,
    )?))
}
