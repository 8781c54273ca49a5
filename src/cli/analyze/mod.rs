//! `morpion analyze`: one position's full search report, as text or JSON, for every game.

mod ai_move;
mod analysis;
mod args;
mod board;
mod bones;
mod dot;
mod dot_file;
mod load;
mod solve;
mod stdin;
mod text;
mod value_only;
mod verdict;

pub use args::AnalyzeArgs;

use super::position::Target;
use super::shared::output;
use crate::engine::Solver;

/// The tie-break seed when none is given: fixed, so the same question always gets the same answer.
const DEFAULT_SEED: u64 = 0;

/// Reads the position, searches it, prints the report, then writes the DOT file if asked (so a
/// file that cannot be written loses nothing of the analysis). Bad input is an `InputError`
/// (exit 2).
pub fn run(args: &AnalyzeArgs) -> anyhow::Result<()> {
    if args.stdin {
        return stdin::run(args);
    }
    let target = match &args.load {
        Some(path) => load::target(path, args.move_number)?,
        None => Target::read(&args.position, None)?,
    };
    if let Some(think_ms) = args.think_ms {
        return output::print(&ai_move::answer(args, target, think_ms)?);
    }
    let Report { text, dot } = report(args, target, &mut None)?;
    output::print(&text)?;
    match (&args.dot, dot) {
        (Some(path), Some(dot)) => dot_file::write(path, &dot, args.force),
        _ => Ok(()),
    }
}

/// One position's report (text, or one line of JSON) and, when `--dot` asks for it, its
/// search tree as DOT.
struct Report {
    text: String,
    dot: Option<String>,
}

/// What every report is asked for besides the position.
#[derive(Clone, Copy)]
struct Asked<'a> {
    args: &'a AnalyzeArgs,
    /// The tie-break seed.
    seed: u64,
    /// One line of JSON instead of text (`--json`, and every line of `--stdin`).
    json: bool,
}

/// Searches one position and writes its report; `solver` is the one `--solve` keeps from one
/// position to the next (made at the first).
fn report(
    args: &AnalyzeArgs,
    target: Target,
    solver: &mut Option<Solver>,
) -> anyhow::Result<Report> {
    let asked = Asked {
        args,
        seed: args.seed.unwrap_or(DEFAULT_SEED),
        json: args.json || args.stdin,
    };
    let settings = target.settings(&args.search);
    match target {
        Target::Bones(heap) => bones::report(asked, heap, &settings),
        Target::Board(position) => board::report(asked, &position, &settings, solver),
    }
}
